// A word-level diff of two texts for the reviewer: words as the language's segmenter sees them (Thai has
// no spaces between words, so splitting on spaces would make a sentence one "word"), the common start and
// end trimmed, then the longest common subsequence of what is left. Long texts that differ throughout are
// shown as one deletion and one insertion instead of a quadratic table.
import type { DiffPart } from '../../../shared/schemas/adminCourses';

/** Above this many cells (words before × words after, once trimmed) the diff is the whole before and after. */
const MAX_CELLS = 2_000_000;

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** Words and the spaces and punctuation between them, each a token; joined they give the text back. */
export function tokens(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

function push(parts: DiffPart[], op: DiffPart['op'], text: string): void {
  if (!text) return;
  const last = parts[parts.length - 1];
  if (last && last.op === op) last.text += text;
  else parts.push({ op, text });
}

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  push(parts, 'equal', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_CELLS) {
    push(parts, 'delete', midA.join(''));
    push(parts, 'insert', midB.join(''));
  } else {
    // lengths[i][j]: the longest common subsequence of midA[i..] and midB[j..].
    const n = midA.length;
    const m = midB.length;
    const lengths = new Uint32Array((n + 1) * (m + 1));
    const at = (i: number, j: number) => i * (m + 1) + j;
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lengths[at(i, j)] = midA[i] === midB[j] ? lengths[at(i + 1, j + 1)]! + 1 : Math.max(lengths[at(i + 1, j)]!, lengths[at(i, j + 1)]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && midA[i] === midB[j]) {
        push(parts, 'equal', midA[i]!);
        i++;
        j++;
      } else if (i < n && (j === m || lengths[at(i + 1, j)]! >= lengths[at(i, j + 1)]!)) {
        // What goes is shown before what comes in its place.
        push(parts, 'delete', midA[i]!);
        i++;
      } else {
        push(parts, 'insert', midB[j]!);
        j++;
      }
    }
  }
  push(parts, 'equal', a.slice(endA).join(''));
  return cleanup(parts);
}

/** Only spaces and punctuation: no word a reader would call "unchanged". */
const NO_WORD = /^[\s\p{P}]*$/u;

/**
 * Gathers each run of changes into one deletion followed by one insertion: an unchanged space or comma
 * between two changes is part of the run (else a rewritten sentence reads as a word-by-word zipper of
 * struck and inserted words).
 */
function cleanup(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let deleted = '';
  let inserted = '';
  const flush = () => {
    push(out, 'delete', deleted);
    push(out, 'insert', inserted);
    deleted = '';
    inserted = '';
  };
  parts.forEach((part, index) => {
    if (part.op === 'delete') deleted += part.text;
    else if (part.op === 'insert') inserted += part.text;
    else {
      const inRun = (deleted || inserted) && NO_WORD.test(part.text) && index + 1 < parts.length;
      if (inRun) {
        deleted += part.text;
        inserted += part.text;
      } else {
        flush();
        push(out, 'equal', part.text);
      }
    }
  });
  flush();
  return out;
}
