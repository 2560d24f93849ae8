// Names of the languages and regions the site offers: the language names in their own script (the same
// in every UI language), the regions as translation keys.
export const LANGUAGE_NAMES = { th: 'ไทย', en: 'English', vi: 'Tiếng Việt', tl: 'Tagalog' } as const;
export const REGION_KEYS = { 999: 'REGIONS.GLOBAL', 174: 'REGIONS.THAILAND', 138: 'REGIONS.PHILIPPINES', 193: 'REGIONS.VIETNAM' } as const;
