import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_COUNTRY, DEFAULT_LANGUAGE, type CountryId, type Language } from '../../../shared/constants';
import type { LocaleState } from './localeStorage';

export { readInitialLocale, type LocaleState } from './localeStorage';

/** makeStore preloads the stored choice (readInitialLocale); these are only the fallbacks. */
export const initialLocaleState: LocaleState = { lang: DEFAULT_LANGUAGE, country: DEFAULT_COUNTRY };

const localeSlice = createSlice({
  name: 'locale',
  initialState: initialLocaleState,
  reducers: {
    languageChangeRequested(_state, _action: PayloadAction<Language>) {
      /* the saga stores it, switches i18next and the chat, then reports languageChanged */
    },
    languageChanged(state, action: PayloadAction<Language>) {
      state.lang = action.payload;
    },
    /** The saga stores the country and reloads the page. */
    regionChangeRequested(_state, _action: PayloadAction<CountryId>) {},
    regionChanged(state, action: PayloadAction<CountryId>) {
      state.country = action.payload;
    },
  },
});

export const localeActions = localeSlice.actions;
export const localeReducer = localeSlice.reducer;

interface WithLocale {
  locale: LocaleState;
}
export const selectLanguage = (state: WithLocale): Language => state.locale.lang;
export const selectCountry = (state: WithLocale): CountryId => state.locale.country;
