// The locale feature as other parts of the SPA see it.
export { localeActions, selectCountry, selectLanguage } from './localeSlice';
export { readStoredCountry } from './localeStorage';
