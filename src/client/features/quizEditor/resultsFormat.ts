// How the quiz results show numbers: a percentage with one decimal in the reader's language, a duration
// as a clock, the discrimination index with two decimals; a dash for "none yet".
import type { Language } from '../../../shared/constants';
import { formatClock, formatPercent } from '../../lib/format';

export const DASH = '–';

export function percent(value: number | null | undefined, lang: Language | string): string {
  return value === null || value === undefined ? DASH : formatPercent(value, lang);
}

export function duration(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined ? DASH : formatClock(Math.round(seconds));
}

export function index(value: number | null | undefined): string {
  return value === null || value === undefined ? DASH : value.toFixed(2);
}
