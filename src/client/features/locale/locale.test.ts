import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { changeI18nLanguage, setI18n } from '../../lib/i18nInstance';
import { reloadPage } from '../../lib/navigation';
import { rootReducer } from '../../app/rootReducer';
import { setChatLanguage } from '../chat/chatWidget';
import { changeLanguageSaga, changeRegionSaga, localeSaga, setDocumentLanguage } from './localeSaga';
import { initialLocaleState, localeActions, localeReducer, readInitialLocale, selectCountry, selectLanguage } from './localeSlice';
import { readStoredCountry, storeCountry, storeLanguage } from './localeStorage';

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
  it('stores lang, switches i18next, <html lang> and the chat widget', async () => {
    const { storeState } = await expectSaga(changeLanguageSaga, localeActions.languageChangeRequested('vi'))
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(changeI18nLanguage), undefined],
        [matchers.call.fn(setChatLanguage), undefined],
      ])
      .call(storeLanguage, 'vi')
      .call(changeI18nLanguage, 'vi')
      .call(setDocumentLanguage, 'vi')
      .call(setChatLanguage, 'vi')
      .put(localeActions.languageChanged('vi'))
      .run();
    expect(window.localStorage.getItem('lang')).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
    expect(storeState.locale.lang).toBe('vi');
  });

  it('calls the registered i18n instance', async () => {
    const changeLanguage = jest.fn().mockResolvedValue(undefined);
    setI18n({ changeLanguage });
    await expectSaga(changeLanguageSaga, localeActions.languageChangeRequested('en'))
      .provide([[matchers.call.fn(setChatLanguage), undefined]])
      .run();
    expect(changeLanguage).toHaveBeenCalledWith('en');
    setI18n(null);
  });

  it('finishes the switch when translations fail to load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expectSaga(changeLanguageSaga, localeActions.languageChangeRequested('tl'))
      .provide([
        [matchers.call.fn(changeI18nLanguage), throwError(new Error('404'))],
        [matchers.call.fn(setChatLanguage), undefined],
      ])
      .call(setChatLanguage, 'tl')
      .put(localeActions.languageChanged('tl'))
      .run();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('changeRegionSaga', () => {
  it('stores the country, then reloads the page', async () => {
    await expectSaga(changeRegionSaga, localeActions.regionChangeRequested(138))
      .provide([[matchers.call.fn(reloadPage), undefined]])
      .call(storeCountry, 138)
      .call(reloadPage)
      .run();
    expect(window.localStorage.getItem('country')).toBe('138');
  });

  it('is started by locale/regionChangeRequested', () =>
    expectSaga(localeSaga)
      .provide([[matchers.call.fn(reloadPage), undefined]])
      .dispatch(localeActions.regionChangeRequested(999))
      .call(reloadPage)
      .silentRun(30));
});
