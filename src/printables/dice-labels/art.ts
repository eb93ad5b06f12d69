// Drawings shared by the dice labels, their instruction strip and the kids' shooting card: a label's
// picture drawn from its own template (so every aid shows the same hull, sail and cannon), and a die
// face with its pips.
import type { Templates } from '../../svg/templates.js';
import { r } from '../../units.js';

export type Face = 'hull' | 'sail' | 'cannon';
export const FACES: readonly Face[] = ['hull', 'sail', 'cannon'];

/** The picture of `face` from templates/dice-labels/<face>.svg.hbs (drawn on 100 × 100), in a `size` square at (x, y). */
export function picture(templates: Templates, face: string, x: number, y: number, size: number, attr = 'data-picture'): string {
  const art = templates.render('dice-labels', `${face}.svg.hbs`, {});
  return `<g ${attr}="${face}" transform="translate(${r(x)} ${r(y)}) scale(${r(size / 100)})">\n${art}\n</g>`;
}

// where the pips of each face sit, as fractions of the face
const PIPS: Record<number, [number, number][]> = {
  1: [[0.5, 0.5]],
  2: [[0.27, 0.27], [0.73, 0.73]],
  3: [[0.27, 0.27], [0.5, 0.5], [0.73, 0.73]],
  4: [[0.27, 0.27], [0.73, 0.27], [0.27, 0.73], [0.73, 0.73]],
  5: [[0.27, 0.27], [0.73, 0.27], [0.5, 0.5], [0.27, 0.73], [0.73, 0.73]],
  6: [[0.27, 0.25], [0.73, 0.25], [0.27, 0.5], [0.73, 0.5], [0.27, 0.75], [0.73, 0.75]],
};

/** A die face showing `n` pips (0: an empty face, to hold a label's picture), `size` square at (x, y). */
export function dieFace(n: number, x: number, y: number, size: number): string {
  const frame = `<rect x="${r(x)}" y="${r(y)}" width="${r(size)}" height="${r(size)}" rx="${r(size * 0.16)}" fill="#ffffff" stroke="#000000" stroke-width="${r(Math.max(0.8, size / 24))}" data-pips="${n}"/>`;
  const pips = (PIPS[n] ?? []).map(([px, py]) =>
    `<circle cx="${r(x + px * size)}" cy="${r(y + py * size)}" r="${r(size * 0.085)}" fill="#000000"/>`);
  return [frame, ...pips].join('\n');
}

/** Die faces 1–6 without `labelled`: those keep their pips. */
export const pipFaces = (labelled: number[]): number[] => [1, 2, 3, 4, 5, 6].filter((n) => !labelled.includes(n));
