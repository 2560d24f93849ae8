import { expectSaga } from 'redux-saga-test-plan';
import type { Language } from '../../../shared/constants';
import { setI18n } from '../../lib/i18nInstance';
import * as navigation from '../../lib/navigation';
import { rootReducer, type RootState } from '../../app/rootReducer';
import { makeStore } from '../../app/store';
import * as chatWidget from '../chat/chatWidget';
import { changeLanguageSaga, changeRegionSaga, localeSaga } from './localeSaga';
import { PENDING_ANNOUNCEMENT_KEY } from '../ui';
import { initialLocaleState, localeActions, localeReducer, readInitialLocale, selectCountry, selectLanguage } from './localeSlice';
import { readStoredCountry } from './localeStorage';

beforeEach(() => window.localStorage.clear());

describe('readInitialLocale', () => {
  it('with nothing stored uses 174 and th, and stores them', () => {
    expect(readInitialLocale()).toEqual({ country: 174, lang: 'th' });
    expect(window.localStorage.getItem('country')).toBe('174');
    expect(window.localStorage.getItem('lang')).toBe('th');
  });

  it('replaces an invalid stored country with 174', () => {
    window.localStorage.setItem('country', '42');
    expect(readInitialLocale().country).toBe(174);
    expect(window.localStorage.getItem('country')).toBe('174');
  });

  it('respects a valid stored country and language', () => {
    window.localStorage.setItem('country', '138');
    window.localStorage.setItem('lang', 'tl');
    expect(readInitialLocale()).toEqual({ country: 138, lang: 'tl' });
  });

  it('takes the language a link names (?lang=), over the stored one, and stores it; ignores an unknown one', () => {
    window.localStorage.setItem('country', '138');
    window.localStorage.setItem('lang', 'tl');
    window.history.replaceState(null, '', '/courses/x?lang=vi');
    try {
      expect(readInitialLocale()).toEqual({ country: 138, lang: 'vi' });
      expect(window.localStorage.getItem('lang')).toBe('vi');
      window.history.replaceState(null, '', '/courses/x?lang=de');
      expect(readInitialLocale()).toEqual({ country: 138, lang: 'vi' });
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('ignores an invalid stored language', () => {
    window.localStorage.setItem('country', '193');
    window.localStorage.setItem('lang', 'de');
    expect(readInitialLocale()).toEqual({ country: 193, lang: 'th' });
  });
});

describe('readStoredCountry', () => {
  it('returns null when nothing or garbage is stored', () => {
    expect(readStoredCountry()).toBeNull();
    window.localStorage.setItem('country', 'abc');
    expect(readStoredCountry()).toBeNull();
    window.localStorage.setItem('country', '999');
    expect(readStoredCountry()).toBe(999);
  });
});

describe('localeSlice', () => {
  it('changes language and country only on the *Changed events', () => {
    const requested = localeReducer(initialLocaleState, localeActions.languageChangeRequested('en'));
    expect(selectLanguage({ locale: requested })).toBe('th');
    const changed = localeReducer(requested, localeActions.languageChanged('en'));
    expect(selectLanguage({ locale: changed })).toBe('en');
    const region = localeReducer(changed, localeActions.regionChanged(193));
    expect(selectCountry({ locale: region })).toBe(193);
  });
});

describe('changeLanguageSaga', () => {
  const changeLanguage = jest.fn<Promise<unknown>, [string]>();
  beforeEach(() => {
    changeLanguage.mockReset().mockResolvedValue(undefined);
    setI18n({ changeLanguage });
  });
  afterEach(() => {
    setI18n(null);
    jest.restoreAllMocks();
  });

  /** Runs the switch to `lang` on the real reducer; the final state. */
  async function switchTo(lang: Language) {
    const { storeState } = await expectSaga(changeLanguageSaga, localeActions.languageChangeRequested(lang)).withReducer(rootReducer).run();
    return storeState as RootState;
  }

  it('stores lang, switches i18next, <html lang> and the chat widget', async () => {
    const setChatLanguage = jest.spyOn(chatWidget, 'setChatLanguage').mockImplementation(() => undefined);
    const state = await switchTo('vi');
    expect(window.localStorage.getItem('lang')).toBe('vi');
    expect(changeLanguage).toHaveBeenCalledWith('vi');
    expect(document.documentElement.lang).toBe('vi');
    expect(setChatLanguage).toHaveBeenCalledWith('vi');
    expect(state.locale.lang).toBe('vi');
  });

  it('changes the language in the store only once i18next has switched', async () => {
    let switched: () => void = () => undefined;
    changeLanguage.mockImplementation(() => new Promise<void>((resolve) => (switched = resolve)));
    const store = makeStore({ startup: false, preloadedState: { locale: { lang: 'th', country: 174 } } });
    store.dispatch(localeActions.languageChangeRequested('en'));
    expect(changeLanguage).toHaveBeenCalledWith('en');
    expect(selectLanguage(store.getState())).toBe('th');
    switched();
    await new Promise((r) => setTimeout(r, 0));
    expect(selectLanguage(store.getState())).toBe('en');
  });

  it('finishes the switch when translations fail to load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    changeLanguage.mockRejectedValue(new Error('404'));
    const setChatLanguage = jest.spyOn(chatWidget, 'setChatLanguage').mockImplementation(() => undefined);
    const state = await switchTo('tl');
    expect(warn).toHaveBeenCalled();
    expect(document.documentElement.lang).toBe('tl');
    expect(setChatLanguage).toHaveBeenCalledWith('tl');
    expect(state.locale.lang).toBe('tl');
  });
});

describe('changeRegionSaga', () => {
  afterEach(() => jest.restoreAllMocks());

  it('stores the country, then reloads the page', async () => {
    let storedAtReload: string | null = null;
    const reloadPage = jest.spyOn(navigation, 'reloadPage').mockImplementation(() => {
      storedAtReload = window.localStorage.getItem('country');
    });
    const { storeState } = await expectSaga(changeRegionSaga, localeActions.regionChangeRequested(138)).withReducer(rootReducer).run();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(storedAtReload).toBe('138');
    expect((storeState as RootState).locale.country).toBe(138);
    // The reloaded page's live region announces the change.
    expect(JSON.parse(window.sessionStorage.getItem(PENDING_ANNOUNCEMENT_KEY) ?? 'null')).toEqual({ key: 'A11Y.REGION_CHANGED', keyValues: { region: 'REGIONS.PHILIPPINES' } });
  });

  it('is started by locale/regionChangeRequested', async () => {
    const reloadPage = jest.spyOn(navigation, 'reloadPage').mockImplementation(() => undefined);
    await expectSaga(localeSaga).withReducer(rootReducer).dispatch(localeActions.regionChangeRequested(999)).silentRun(30);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('country')).toBe('999');
  });
});
