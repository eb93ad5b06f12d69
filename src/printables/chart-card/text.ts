// Fitting text into a table cell or a note: keep the set size when the text fits, squeeze a little
// before breaking a line, wrap at spaces, and shrink only as far as a word needs — never below the
// legibility floor. A null answer means "cannot be printed legibly here": the caller names the place.
import { fitSize, textWidth, wrapWords, type Weight } from '../../svg/fonts.js';

/** Smallest size any chart text is printed at: still readable at arm's length across a table. */
export const MIN_SIZE = 6.5;
/** A one-line text may shrink to this fraction of its size before it wraps instead. */
const SQUEEZE = 0.9;

export interface Fitted { lines: string[]; size: number; weight: Weight }

export function fitText(text: string, width: number, size: number, weight: Weight): Fitted | null {
  if (textWidth(text, size, weight) <= width) return { lines: [text], size, weight };
  const squeezed = fitSize(text, width, size, weight, Math.max(MIN_SIZE, size * SQUEEZE));
  if (squeezed !== null) return { lines: [text], size: squeezed, weight };
  const words = text.split(/\s+/);
  // the whole cell is set at one size: the size its widest word allows
  let s = size;
  for (const word of words) {
    const f = fitSize(word, width, s, weight, MIN_SIZE);
    if (f === null) return null;
    s = Math.min(s, f);
  }
  return { lines: wrapWords(words, width, s, weight), size: s, weight };
}


/** Line advance for text set at `size`. */
export const leading = (size: number): number => size * 1.18;

/** Widest single word of `text` at `size`: the narrowest a column can be without shrinking it. */
export function longestWord(text: string, size: number, weight: Weight): number {
  return Math.max(...text.split(/\s+/).map((w) => textWidth(w, size, weight)));
}

/** Data text marks a default value with a trailing "*"; the card prints a dagger instead. */
export function defaultMark(text: string): { text: string; isDefault: boolean } {
  const t = text.trimEnd();
  return t.endsWith('*') ? { text: `${t.slice(0, -1).trimEnd()}†`, isDefault: true } : { text: t, isDefault: false };
}
