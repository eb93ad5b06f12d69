// Sets a few words as large as they go inside a circle, broken into lines wherever that gives the
// largest type, so a marker's wording is never clipped by its round edge.
import { textWidth, type Weight } from '../../svg/fonts.js';
import { r } from '../../units.js';

export interface Line { text: string; y: number }
export interface Fitted { size: number; lines: Line[] }

const LEADING = 1.08;   // baseline to baseline, in font sizes
const STEP = 0.1;       // sizes are tried in tenths of a point, for stable output

// How far ink reaches above and below the baseline, in font sizes (Atkinson Hyperlegible). Words
// in capitals and figures stop at the cap height and have no descenders, so they centre by their
// ink; anything else keeps room for ascenders, brackets and descenders.
const PLAIN = /^[A-Z0-9 .,'!:-]*$/;
const DESCENDS = /[gjpqyQ(),;[\]{}]/;
const above = (t: string): number => (PLAIN.test(t) ? 0.68 : 0.77);
const below = (t: string): number => (DESCENDS.test(t) ? 0.21 : 0.01);

/** Every way to break `words` into lines, in a fixed order: one line first, then more. */
function breakings(words: string[]): string[][] {
  const out: string[][] = [];
  for (let mask = 0; mask < 1 << (words.length - 1); mask++) {
    const lines: string[] = [words[0]];
    for (let i = 1; i < words.length; i++) {
      if (mask & (1 << (i - 1))) lines.push(words[i]);
      else lines[lines.length - 1] += ' ' + words[i];
    }
    out.push(lines);
  }
  return out.sort((a, b) => a.length - b.length);
}

/**
 * Baselines (relative to the circle's centre) for `lines` at `size`, the block centred between
 * `top` and `bottom` (or against `top`, nearest the centre when the band is below it); null
 * unless every line's ink box lies inside the circle of radius `R`.
 */
function place(lines: string[], size: number, R: number, top: number, bottom: number, weight: Weight, atTop: boolean): Line[] | null {
  const pitch = size * LEADING;
  const inkTop = -above(lines[0]) * size;
  const inkBottom = (lines.length - 1) * pitch + below(lines[lines.length - 1]) * size;
  if (inkBottom - inkTop > bottom - top) return null;
  const shift = atTop ? top - inkTop : (top + bottom) / 2 - (inkTop + inkBottom) / 2;
  const placed: Line[] = [];
  for (const [i, text] of lines.entries()) {
    const y = shift + i * pitch;
    // the chord is narrowest at the edge of the line's ink farthest from the centre
    const far = Math.max(Math.abs(y - above(text) * size), Math.abs(y + below(text) * size));
    if (far >= R) return null;
    if (textWidth(text, size, weight) / 2 > Math.sqrt(R * R - far * far)) return null;
    placed.push({ text, y: r(y) });
  }
  return placed;
}

/**
 * The largest size from `max` down to `min` at which `text` fits the circle of radius `R` within
 * the band of heights `top` to `bottom` (relative to the centre); null if even `min` does not.
 */
export function fitInCircle(text: string, R: number, band: { top: number; bottom: number; atTop?: boolean }, max: number, min: number, weight: Weight = 'bold'): Fitted | null {
  const { top, bottom, atTop = false } = band;
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 8) return null;
  let best: Fitted | null = null;
  for (const lines of breakings(words)) {
    // a breaking only counts if it beats the best so far: fewer lines win ties
    for (let size = max; size >= Math.max(min, best ? best.size + STEP / 2 : min) - 1e-9; size = r(size - STEP)) {
      const placed = place(lines, size, R, top, bottom, weight, atTop);
      if (placed) {
        if (!best || size > best.size) best = { size, lines: placed };
        break;
      }
    }
  }
  return best;
}
