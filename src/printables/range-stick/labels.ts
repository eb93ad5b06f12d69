// The words and brackets of a range stick, seen through the visible stretch [a, b] of a piece (the
// whole stick: [0, length]), so no word is split by a join. Two kinds of band: a zone (Ironclads'
// short, medium, long: where a shot lands) is labelled in its middle; a reach (Milk and Cookies'
// 1/8, 1/4, 1/2 and full move) is how far the stick reaches from its start to the band's far edge,
// so it gets an arrow from the start to that edge, labelled where it ends, and a child measures
// from the end of the stick rather than across one band.
import { fragment } from '../../svg/draw.js';
import { fitSize, textWidth } from '../../svg/fonts.js';
import { r } from '../../units.js';

export interface Band { to: number; colour: string; pattern: string; label: string }
export type Edge = Band & { from: number };
export interface Label { text: string; size: number; cx: number; baseline: number; x: number; y: number; w: number; h: number }

export const TICK_LEN = 9;
export const PAD = 4;       // between a word and the end of the visible part it sits in, pt
/** Smallest word printed on a stick. */
export const STICK_MIN = 6;
const LABEL = 12;

const labelSize = (width: number) => Math.min(LABEL, width * 0.17);
/** The middle of the row of zone words, for a stick `width` tall. */
const labelMid = (width: number) => width * 0.45;
/** The middle of the row of reach words: lower, under the arrows, leaving the band's own colour
 * clear from 60 % of the width down to the range brackets. */
const reachMid = (width: number) => width * 0.6 - labelSize(width) * 0.6 - 0.5;

/** Each zone's label, centred in the part of the band that shows in [a, b], when it fits there. */
export function bandLabels(edges: Edge[], width: number, a: number, b: number): Label[] {
  const mid = labelMid(width);
  return edges.flatMap((band) => {
    const [x1, x2] = [Math.max(band.from, a), Math.min(band.to, b)];
    const size = fitSize(band.label, x2 - x1 - 2 * PAD, labelSize(width), 'bold', STICK_MIN);
    if (size === null) return [];
    const w = textWidth(band.label, size, 'bold') + 6;
    const cx = (x1 + x2) / 2;
    return [{ text: band.label, size, cx, baseline: mid + size * 0.35, x: cx - w / 2, y: mid - size * 0.6, w, h: size * 1.2 }];
  });
}

/** The row of a reach stick's words (top and height), which also holds its title, mark and piece labels. */
export const reachRow = (width: number): { top: number; h: number } => ({ top: reachMid(width) - labelSize(width) * 0.6, h: labelSize(width) * 1.2 });

/** Each reach's label, ending just before its band's far edge, when the piece shows it whole there. */
export function reachLabels(edges: Edge[], width: number, a: number, b: number): Label[] {
  const mid = reachMid(width);
  return edges.flatMap((band) => {
    const size = fitSize(band.label, band.to - band.from - 2 * PAD, labelSize(width), 'bold', STICK_MIN);
    if (size === null) return [];
    const w = textWidth(band.label, size, 'bold') + 6;
    const x = band.to - 2 - w;
    if (x < a || band.to - 2 > b) return [];
    return [{ text: band.label, size, cx: x + w / 2, baseline: mid + size * 0.35, x, y: mid - size * 0.6, w, h: size * 1.2 }];
  });
}

/** The heights of the reach arrows, the longest at the top, so the riser from each arrow's end down
 * to its word crosses only arrows that ended before it. */
export function reachLevels(n: number, width: number): number[] {
  const top = TICK_LEN + 4;
  const bottom = reachMid(width) - labelSize(width) * 0.6 - 2.5;
  const pitch = n > 1 ? Math.min(5, (bottom - top) / (n - 1)) : 0;
  return Array.from({ length: n }, (_, i) => bottom - i * pitch);
}

/** The reach arrows: from the stick's start (x = 0) to each band's far edge, an arrowhead there and a riser down to the band's word. */
export function reachArrows(edges: Edge[], width: number): string {
  const levels = reachLevels(edges.length, width);
  const riserEnd = reachMid(width) + labelSize(width) * 0.6;
  const HEAD = 5;
  const stroke = { stroke: '#000000', 'stroke-width': 1.2 };
  return fragment((d) => {
    const g = d.group().attr({ 'data-reaches': '' });
    // the common start, at the stick's end
    g.line(0.6, r(levels[levels.length - 1] - 2.5), 0.6, r(levels[0] + 2.5)).attr(stroke);
    edges.forEach((band, i) => {
      const y = levels[i];
      g.line(0, r(y), r(band.to - HEAD + 0.5), r(y)).attr({ ...stroke, 'data-reach': i, 'data-from': 0, 'data-to': r(band.to) });
      g.line(r(band.to - 0.6), r(y), r(band.to - 0.6), r(riserEnd)).attr(stroke);
      g.polygon(`${r(band.to)},${r(y)} ${r(band.to - HEAD)},${r(y - 2.2)} ${r(band.to - HEAD)},${r(y + 2.2)}`).attr({ fill: '#000000' });
    });
  });
}

export interface Range { to: number; label: string }

/** The range brackets along the bottom edge, each labelled in the part of it that shows in [a, b]. */
export function rangeLabels(ranges: Range[], width: number, a: number, b: number) {
  let start = 0;
  const y1 = width - TICK_LEN - 6;
  return ranges.map((rg) => {
    const [x1, x2] = [start + 3, rg.to - 3];
    start = rg.to;
    const [v1, v2] = [Math.max(x1, a), Math.min(x2, b)];
    const size = fitSize(rg.label, v2 - v1 - 16, 7, 'regular', STICK_MIN);
    const bracket = { x1, x2, y0: y1 - 4, y1 };
    if (size === null) return bracket;
    const lw = textWidth(rg.label, size) + 6;
    const cx = (v1 + v2) / 2;
    return { ...bracket, text: rg.label, size, cx, baseline: y1 + size * 0.35, lx: cx - lw / 2, ly: y1 - size * 0.6, lw, lh: size * 1.2 };
  });
}
