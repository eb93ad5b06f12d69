// Card sheets are cut the print-shop way: short grey crop marks outside the block of cards, in
// line with every trim edge, so no line is printed across the art. Optional rounded-corner guides
// show where a corner punch goes. The trim and bleed of the block become the page's TrimBox and
// BleedBox.
import { r } from '../units.js';
import type { Placement, Segment } from './impose.js';

/** How far crop marks keep from the art (bleed included), and how long they are. */
export interface CropStyle { clear: number; length: number }
export const CROP = { stroke: '#808080', width: 0.4 } as const;

export type Box = [number, number, number, number];

export interface CardMarks {
  crops: Segment[];
  /** Rounded-corner guides: x, y, width, height, radius. */
  corners: [number, number, number, number, number][];
  trim: Box;
  bleed: Box;
}

/** Crop marks at both ends of every cut line (x = each of `xs`, y = each of `ys`), outside `bleed`. */
export function cropLines(xs: number[], ys: number[], bleed: Box, { clear, length }: CropStyle): Segment[] {
  const [top, bottom, left, right] = [bleed[1] - clear, bleed[3] + clear, bleed[0] - clear, bleed[2] + clear];
  return [
    ...xs.flatMap((x): Segment[] => [[x, r(top - length), x, r(top)], [x, r(bottom), x, r(bottom + length)]]),
    ...ys.flatMap((y): Segment[] => [[r(left - length), y, r(left), y], [r(right), y, r(right + length), y]]),
  ];
}

export function cardMarks(placements: Placement[], style: CropStyle): CardMarks {
  const cards = placements.filter((p) => p.item.card);
  const b = Math.max(0, ...cards.map((p) => p.item.card!.bleed));
  const xs = [...new Set(cards.flatMap((p) => [r(p.x), r(p.x + p.item.width)]))].sort((m, n) => m - n);
  const ys = [...new Set(cards.flatMap((p) => [r(p.y), r(p.y + p.item.height)]))].sort((m, n) => m - n);
  const trim: Box = [xs[0], ys[0], xs[xs.length - 1], ys[ys.length - 1]];
  const bleed: Box = [r(trim[0] - b), r(trim[1] - b), r(trim[2] + b), r(trim[3] + b)];
  const cropped = cards.some((p) => p.item.card!.crop !== false);
  const crops = cropped ? cropLines(xs, ys, bleed, style) : [];
  const corners = cards.filter((p) => p.item.card!.corner)
    .map((p): CardMarks['corners'][number] => [p.x, p.y, p.item.width, p.item.height, p.item.card!.corner!]);
  return { crops, corners, trim, bleed };
}

/** Crop marks in the one crop style: short, thin, grey. */
export function cropSvg(crops: Segment[]): string {
  const lines = crops.map(([a, b, c, d]) => `<line x1="${a}" y1="${b}" x2="${c}" y2="${d}"/>`).join('');
  return `<g fill="none" stroke="${CROP.stroke}" stroke-width="${CROP.width}" data-marks="crop">${lines}</g>`;
}

export function cardMarksSvg(m: CardMarks): string {
  const corners = m.corners.map(([x, y, w, h, rad]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rad}" ry="${rad}"/>`).join('');
  return cropSvg(m.crops)
    + (corners ? `<g fill="none" stroke="${CROP.stroke}" stroke-width="${CROP.width}" stroke-dasharray="2 2" data-marks="corners">${corners}</g>` : '');
}
