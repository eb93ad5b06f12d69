// The one font table: the PDF writer embeds these files and text fitting measures with them,
// so what is measured is exactly what prints. Bold is font-weight="bold" (or 600 and up).
import type { Font } from 'fontkit';
import { loadPackage } from '../lazy.js';
import { packageFile } from '../paths.js';

export const FAMILY = 'Atkinson Hyperlegible';
export const FONT_FILES = {
  regular: packageFile('fonts', 'AtkinsonHyperlegible-Regular.ttf'),
  bold: packageFile('fonts', 'AtkinsonHyperlegible-Bold.ttf'),
} as const;
export type Weight = keyof typeof FONT_FILES;

const cache = new Map<Weight, Font>();
/** The loaded face: the PDF writer embeds this very object, so its tables are read once and what
 * fitting measures and what the writer shapes are one font. */
export function font(weight: Weight): Font {
  let f = cache.get(weight);
  if (!f) {
    // loaded when text is first measured, not by commands that measure none
    const fontkit = loadPackage<typeof import('fontkit')>('fontkit');
    f = fontkit.openSync(FONT_FILES[weight]) as Font;
    cache.set(weight, f);
  }
  return f;
}

// Shaping is the costly part of measuring. The fonts kern nothing across a space and form nothing
// across one (tests/fonts.test.ts holds them to it), so a line measures as its words and spaces, and
// words recur far more than lines do (a paragraph is tried at many widths and sizes while it is fitted).
const units = new Map<string, number>();

/** Advance of `word` in font units (whole numbers, so sums are exact). */
function advance(word: string, weight: Weight): number {
  const key = weight + '\u0000' + word;
  let u = units.get(key);
  if (u === undefined) {
    u = font(weight).layout(word).advanceWidth;
    units.set(key, u);
  }
  return u;
}

/** Width in pt of `text` set at `size` pt. */
export function textWidth(text: string, size: number, weight: Weight = 'regular'): number {
  const words = text.split(' ');
  let u = (words.length - 1) * advance(' ', weight);
  for (const w of words) if (w) u += advance(w, weight);
  return (u / font(weight).unitsPerEm) * size;
}

/** The largest size ≤ `size` (and ≥ `min`) at which `text` fits `width`; null if even `min` overflows. */
export function fitSize(text: string, width: number, size: number, weight: Weight = 'regular', min = 5): number | null {
  const w = textWidth(text, size, weight);
  if (w <= width) return size;
  const fitted = Math.floor(((size * width) / w) * 10) / 10;
  return fitted >= min ? fitted : null;
}

/** Greedy line breaking: as many of `words` per line as fit `width` at `size` (a word wider than the line has one to itself). */
export function wrapWords(words: string[], width: number, size: number, weight: Weight = 'regular'): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, weight) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export interface Block { lines: string[]; size: number }

/**
 * `text` wrapped to `width` at the largest size from `size` down to `min` (in quarter points) at
 * which no word overflows a line and `fits(lines, size)` holds; its lines then balanced so no last
 * word stands alone. Null when even `min` will not do.
 */
export function fitWrapped(text: string, width: number, size: number, min: number, weight: Weight, fits: (lines: string[], size: number) => boolean): Block | null {
  const words = text.split(/\s+/).filter(Boolean);
  for (let s = Math.max(size, min); s >= min - 1e-9; s = Math.round((s - 0.25) * 1000) / 1000) {
    const lines = wrapFitting(words, width, s, weight);
    if (lines && fits(lines, s)) return { lines: balance(words, width, s, weight, lines), size: s };
  }
  return null;
}

/** The same number of lines, broken at the narrowest width that keeps it. */
function balance(words: string[], width: number, size: number, weight: Weight, lines: string[]): string[] {
  if (lines.length < 2) return lines;
  let [lo, hi, best] = [0, width, lines];
  for (let i = 0; i < 14; i++) {
    const mid = (lo + hi) / 2;
    const tried = wrapFitting(words, mid, size, weight);
    if (tried && tried.length === lines.length) [hi, best] = [mid, tried];
    else lo = mid;
  }
  return best;
}

/** Greedy line breaking at `size`; null if one word alone is wider than the line. */
function wrapFitting(words: string[], width: number, size: number, weight: Weight): string[] | null {
  return words.some((w) => textWidth(w, size, weight) > width) ? null : wrapWords(words, width, size, weight);
}

/** The first character of `text` that no weight of the font can draw, or null. */
export function missingGlyph(text: string): string | null {
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x20) return ch;
    if (!font('regular').hasGlyphForCodePoint(cp) || !font('bold').hasGlyphForCodePoint(cp)) return ch;
  }
  return null;
}

/** Ascent, descent (negative) and x-height of a weight, per em: where SVG's dominant-baseline puts text. */
export function fontMetrics(weight: Weight): { ascent: number; descent: number; xHeight: number } {
  const f = font(weight);
  return { ascent: f.ascent / f.unitsPerEm, descent: f.descent / f.unitsPerEm, xHeight: f.xHeight / f.unitsPerEm };
}
