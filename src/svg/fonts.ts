// The one font table: the PDF writer embeds these files and text fitting measures with them,
// so what is measured is exactly what prints. svg-to-pdfkit only knows bold as font-weight="bold".
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { packageFile } from '../paths.js';

export const FAMILY = 'Atkinson Hyperlegible';
export const FONT_FILES = {
  regular: packageFile('fonts', 'AtkinsonHyperlegible-Regular.ttf'),
  bold: packageFile('fonts', 'AtkinsonHyperlegible-Bold.ttf'),
} as const;
export type Weight = keyof typeof FONT_FILES;

const cache = new Map<Weight, Font>();
function font(weight: Weight): Font {
  let f = cache.get(weight);
  if (!f) {
    f = fontkit.openSync(FONT_FILES[weight]) as Font;
    cache.set(weight, f);
  }
  return f;
}

// Shaping is the costly part of measuring, and the same captions recur on every card.
const widths = new Map<string, number>();

/** Width in pt of `text` set at `size` pt. */
export function textWidth(text: string, size: number, weight: Weight = 'regular'): number {
  const key = weight + '\u0000' + text;
  let em = widths.get(key);
  if (em === undefined) {
    const f = font(weight);
    em = f.layout(text).advanceWidth / f.unitsPerEm;
    widths.set(key, em);
  }
  return em * size;
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

/** The first character of `text` that no weight of the font can draw, or null. */
export function missingGlyph(text: string): string | null {
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x20) return ch;
    if (!font('regular').hasGlyphForCodePoint(cp) || !font('bold').hasGlyphForCodePoint(cp)) return ch;
  }
  return null;
}
