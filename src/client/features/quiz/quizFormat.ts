// Numbers, words, clocks and answers as the quiz screens show them, in the learner's language.
import type { Language } from '../../../shared/constants';
import type { Answer, Answers, AttemptQuestion } from '../../../shared/schemas/quiz';
import { intlLocale, numberFormat } from '../../lib/format';

type Translate = (key: string, values?: Record<string, unknown>) => string;

function separators(lang: Language | string): { decimal: string; group: string } {
  try {
    const parts = numberFormat(lang).formatToParts(12345.6);
    return { decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.', group: parts.find((p) => p.type === 'group')?.value ?? ',' };
  } catch {
    return { decimal: '.', group: ',' };
  }
}

/**
 * A decimal number typed in the learner's language: "1.5" (th, en, tl) or "1,5" (vi); grouping ("1,000" or
 * "1.000") is understood too. null for an empty field, NaN for text that is not a number.
 */
export function parseDecimal(text: string, lang: Language | string): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f']/g, '').replace(/^[\u2212\u2013]/, '-');
  if (compact === '') return null;
  const { decimal } = separators(lang);
  const other = decimal === ',' ? '.' : ',';
  let normal = compact;
  const grouped = new RegExp(`^-?\\d{1,3}(\\${other}\\d{3})+(\\${decimal}\\d+)?$`);
  if (grouped.test(compact)) normal = compact.split(other).join('');
  else if (!compact.includes(decimal) && compact.split(other).length === 2) normal = compact.replace(other, decimal); // "1.5" typed in Vietnamese, "1,5" in English: one separator can only be the decimal one
  normal = normal.replace(decimal, '.');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(normal) ? Number(normal) : Number.NaN;
}

/** A number as the learner's language writes it (no grouping, so it can be typed back). */
export function formatDecimal(value: number, lang: Language | string): string {
  try {
    return numberFormat(lang, { useGrouping: false, maximumFractionDigits: 10 }).format(value);
  } catch {
    return String(value);
  }
}


/** A number of points or a percentage (0-100) with at most one decimal, without a sign. */
export function formatPoints(value: number, lang: Language | string): string {
  try {
    return numberFormat(lang, { maximumFractionDigits: 1 }).format(value);
  } catch {
    return String(Math.round(value * 10) / 10);
  }
}

/** Words in a text: Thai (no spaces between words) is split by the browser's word segmenter when it has one. */
export function countWords(text: string, lang: Language | string): number {
  if (text.trim() === '') return 0;
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (Segmenter) {
    let n = 0;
    for (const segment of new Segmenter(intlLocale(lang), { granularity: 'word' }).segment(text)) if (segment.isWordLike) n += 1;
    return n;
  }
  return text.trim().split(/\s+/).length;
}


/** "1 h 30 min", "10 min" or "45 s" of a duration. */
export function formatSpan(seconds: number, t: Translate): string {
  const s = Math.max(0, Math.ceil(seconds));
  if (s < 60) return t('QUIZ.SPAN_SECONDS', { seconds: s });
  const days = Math.floor(s / 86400);
  if (days > 0) return t('QUIZ.SPAN_DAYS', { days, hours: Math.floor((s % 86400) / 3600) });
  const hours = Math.floor(s / 3600);
  const minutes = Math.ceil((s % 3600) / 60);
  return hours > 0 ? t('QUIZ.SPAN_HOURS', { hours, minutes }) : t('QUIZ.SPAN_MINUTES', { minutes });
}

/** True when a question has an answer worth the name (an ordering always shows an order, so it always has one). */
export function isAnswered(question: AttemptQuestion, answers: Answers): boolean {
  if (question.type === 'ordering') return true;
  const answer = answers[String(question.id)];
  if (answer === undefined || answer === null) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (Array.isArray(answer)) return answer.some((a) => a.trim() !== '');
  if (typeof answer === 'object') return Object.keys(answer).length > 0;
  return true;
}

const textOf = (items: { id: string; text: string }[] | undefined, id: string) => items?.find((o) => o.id === id)?.text ?? id;

/** An answer (the learner's or the correct one) as lines of text, by the question's type. */
export function answerLines(question: AttemptQuestion, answer: Answer | undefined, t: Translate, lang: Language | string): string[] {
  if (answer === undefined) return [];
  switch (question.type) {
    case 'single':
      return typeof answer === 'string' ? [textOf(question.options, answer)] : [];
    case 'multiple':
      return Array.isArray(answer) ? answer.map((id) => textOf(question.options, id)) : [];
    case 'true_false':
      return typeof answer === 'boolean' ? [t(answer ? 'QUIZ.TRUE' : 'QUIZ.FALSE')] : [];
    case 'numeric':
      return typeof answer === 'number' ? [formatDecimal(answer, lang)] : [];
    case 'fill_blanks':
      return Array.isArray(answer) ? answer.map((text, i) => t('QUIZ.BLANK_ANSWER', { n: i + 1, text })) : [];
    case 'matching':
      return typeof answer === 'object' && !Array.isArray(answer)
        ? (question.left ?? []).filter((l) => answer[l.id] !== undefined).map((l) => t('QUIZ.PAIR', { left: l.text, right: textOf(question.right, answer[l.id] ?? '') }))
        : [];
    case 'ordering':
      return Array.isArray(answer) ? answer.map((id, i) => t('QUIZ.ORDERED_ITEM', { n: i + 1, text: textOf(question.options, id) })) : [];
    default:
      return typeof answer === 'string' ? [answer] : [];
  }
}
