// How the quiz results show numbers: a percentage with one decimal, a duration as minutes and seconds,
// the discrimination index with two decimals; a dash for "none yet".
export const DASH = '–';

export function percent(value: number | null | undefined): string {
  return value === null || value === undefined ? DASH : `${Math.round(value * 10) / 10}%`;
}

export function duration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return DASH;
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

export function index(value: number | null | undefined): string {
  return value === null || value === undefined ? DASH : value.toFixed(2);
}
