// Billing countries: every ISO 3166-1 alpha-2 code, named in the UI language by Intl.DisplayNames, the
// four regions' countries first; and the tax ID each country's receipts expect (a hint, a light check;
// the server validates for real and answers BILLING_INVALID).
import type { CountryId, Language } from '../../../shared/constants';
import { intlLocale } from '../../lib/format';

/** ISO 3166-1 alpha-2 (officially assigned codes). */
const ISO_COUNTRIES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(' ');

/** The countries of the site's regions, offered first. */
export const REGION_COUNTRY_CODES = ['TH', 'PH', 'VN'] as const;

/** The billing country a region suggests (Global: none). */
export const REGION_BILLING_COUNTRY: { readonly [C in CountryId]: string | null } = { 174: 'TH', 138: 'PH', 193: 'VN', 999: null };

/** "TH" -> "ไทย" in Thai, "Thailand" in English; the code itself when the runtime has no name for it. */
export function countryName(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([intlLocale(lang)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every code with its name in `lang`: the regions' countries first, then the rest by name. */
export function countryOptions(lang: Language): { code: string; name: string }[] {
  const names = new Intl.Collator(intlLocale(lang));
  const first = REGION_COUNTRY_CODES.map((code) => ({ code, name: countryName(code, lang) }));
  const rest = ISO_COUNTRIES.filter((c) => !(REGION_COUNTRY_CODES as readonly string[]).includes(c))
    .map((code) => ({ code, name: countryName(code, lang) }))
    .sort((a, b) => names.compare(a.name, b.name));
  return [...first, ...rest];
}

/** The tax ID's hint per country (translation keys), and how many digits it has. */
const TAX_IDS: Readonly<Record<string, { hint: string; digits: readonly number[] }>> = {
  TH: { hint: 'ORDERS.BILLING.TAX_ID_HINT_TH', digits: [13] },
  PH: { hint: 'ORDERS.BILLING.TAX_ID_HINT_PH', digits: [9, 12] },
  VN: { hint: 'ORDERS.BILLING.TAX_ID_HINT_VN', digits: [10, 13] },
};

export function taxIdHintKey(countryCode: string | null): string {
  return (countryCode && TAX_IDS[countryCode]?.hint) || 'ORDERS.BILLING.TAX_ID_HINT_OTHER';
}

/**
 * A light check before sending: the number of digits the country's tax ID has (separators allowed).
 * Other countries: anything up to the length the API takes.
 */
export function taxIdLooksValid(countryCode: string | null, taxId: string): boolean {
  const value = taxId.trim();
  if (value === '') return true;
  const rule = countryCode ? TAX_IDS[countryCode] : undefined;
  if (!rule) return value.length <= 20;
  if (!/^[\d\s-]+$/.test(value)) return false;
  return rule.digits.includes(value.replace(/\D/g, '').length);
}
