// How a learner's typed answer (a short answer, a blank) is compared with the accepted answers: both
// sides go through the same normalisation, chosen per question (TextMatching).
import type { TextMatching } from '../../../shared/schemas/quiz';

/**
 * Combining marks that are diacritics rather than letters: the Latin, Greek and Cyrillic combining
 * blocks (what NFD splits off Vietnamese and other accented letters, the horn of ơ and ư included),
 * and, in Thai, the tone marks U+0E48-U+0E4B with maitaikhu U+0E47, thanthakhat U+0E4C and yamakkan
 * U+0E4E. Thai vowel signs written above or below (U+0E31, U+0E34-U+0E3A) are letters of the word
 * and stay: without them ดี and ด would match.
 */
// The class lists combining marks on purpose (they are what is removed after NFD).
// eslint-disable-next-line no-misleading-character-class
const DIACRITICS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u0e47-\u0e4c\u0e4e]/g;

/** Stroked letters NFD does not decompose. */
const STROKED: Record<string, string> = { đ: 'd', Đ: 'D', ð: 'd', Ð: 'D', ł: 'l', Ł: 'L', ø: 'o', Ø: 'O', ħ: 'h', Ħ: 'H' };

/** What the comparison sees of a text: trimmed, runs of white space as one space, then the question's options. */
export function normalizeText(text: string, matching: TextMatching): string {
  let out = text.normalize('NFC').trim().replace(/\s+/gu, ' ');
  if (matching.ignoreDiacritics) {
    out = out
      .replace(/[đĐðÐłŁøØħĦ]/g, (c) => STROKED[c] ?? c)
      .normalize('NFD')
      .replace(DIACRITICS, '')
      .normalize('NFC');
  }
  if (matching.ignoreSpaces) out = out.replace(/\s+/gu, '');
  if (matching.ignoreCase) out = out.toLowerCase();
  return out;
}

/** Whether `answer` equals one of `accepted` under the question's matching options. */
export function textMatches(answer: string, accepted: readonly string[], matching: TextMatching): boolean {
  const given = normalizeText(answer, matching);
  if (given === '') return false;
  return accepted.some((a) => normalizeText(a, matching) === given);
}
