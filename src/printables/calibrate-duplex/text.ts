// Paragraphs for the calibration page: wrapped to a width, shrunk (within limits) until they fill
// no more than the band they are given between the cross-hairs, so no text crosses a scale.
import { DrawProblem } from '../problem.js';
import { textWidth, wrapWords, type Weight } from '../../svg/fonts.js';
import { r } from '../../units.js';

export interface Text { x: number; y: number; size: number; text: string; bold?: boolean; anchor?: string; fill?: string; attrs?: string }

const LEAD = 1.3;

/** The words of `text` in lines no wider than `width` at `size`. */
export const wrap = (text: string, width: number, size: number, weight: Weight = 'regular'): string[] => wrapWords(text.split(/\s+/), width, size, weight);

/**
 * Paragraphs set from `top` in a band `width` × `height`: numbered ones (a hanging number) when
 * `numbered`. The size is the largest from `size` down to `min` in 0.5 pt steps that fits.
 */
export function block(paras: string[], x: number, top: number, width: number, height: number, opts: { size: number; min: number; numbered?: boolean; what: string }): Text[] {
  for (let size = opts.size; size >= opts.min - 1e-9; size -= 0.5) {
    const indent = opts.numbered ? textWidth(`${paras.length}.`, size, 'bold') + size * 0.5 : 0;
    const out: Text[] = [];
    let y = top + size;
    for (const [i, para] of paras.entries()) {
      if (opts.numbered) out.push({ x: r(x), y: r(y), size, bold: true, text: `${i + 1}.` });
      for (const line of wrap(para, width - indent, size)) {
        out.push({ x: r(x + indent), y: r(y), size, text: line });
        y += size * LEAD;
      }
      y += size * 0.4; // a little air between paragraphs
    }
    if (y - size * (LEAD + 0.4) + size * 0.3 <= top + height) return out;
  }
  throw new DrawProblem('calibrate-duplex', undefined, `the ${opts.what} text does not fit its place between the cross-hairs; shorten it in the game's data`);
}
