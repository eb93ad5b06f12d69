// Text on a card: every word printed is measured with the embedded font, shrunk only as far as it
// must, wrapped at spaces, and never set below the legibility floor. A null answer means "cannot be
// printed legibly in this box": the caller names the card (or, in a data file, its position).
import { fitSize, fitWrapped, type Block, type Weight } from '../../svg/fonts.js';
import { r } from '../../units.js';

/** The smallest size any card text is set at. */
export const MIN_SIZE = 6.5;
/** Line advance, of the size. */
export const LEADING = 1.18;

export type { Block };

/** One line at the largest size ≤ `size` that fits `width`, or null below `min`. */
export function fitLine(text: string, width: number, size: number, min = MIN_SIZE, weight: Weight = 'bold'): number | null {
  return fitSize(text, width, Math.max(size, min), weight, min);
}

/**
 * `text` wrapped into a box `width` × `height` at the largest size from `size` down to `min` (in
 * quarter points) at which every line fits the width and all lines fit the height.
 */
export function fitBlock(text: string, width: number, height: number, size: number, min = MIN_SIZE, weight: Weight = 'regular'): Block | null {
  return fitWrapped(text, width, size, min, weight, (lines, s) => s + (lines.length - 1) * s * LEADING <= height + 1e-9);
}

/** A title on one line, or two when that sets it clearly larger (ship names, called across the table). */
export function fitTitle(text: string, width: number, big: number, min: number, maxLines = 2): Block | null {
  const size = Math.max(big, min);
  const one = fitSize(text, width, size, 'bold', min);
  let best: Block | null = one === null ? null : { lines: [text], size: one };
  const words = text.split(/\s+/);
  if (maxLines < 2) return best;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const s = Math.min(...lines.map((l) => fitSize(l, width, size, 'bold', min) ?? 0));
    if (s >= min && (best === null || (best.lines.length === 1 ? s > best.size * 1.25 : s > best.size))) best = { lines, size: s };
  }
  return best;
}

/** Baselines of a block's lines, centred in the band top..top+height. */
export function baselines(block: Block, top: number, height: number): { text: string; y: number }[] {
  const total = block.size + (block.lines.length - 1) * block.size * LEADING;
  const first = top + (height - total) / 2 + block.size * 0.78;
  return block.lines.map((text, i) => ({ text, y: r(first + i * block.size * LEADING) }));
}
