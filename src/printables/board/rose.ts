// A wind rose for a hex board: one spoke through each of the six hexsides, numbered clockwise, for
// games that roll the wind's hexside on a die. It is centred on a hex, so every spoke runs along a
// line of hex centres and crosses each hexside square at its midpoint, just as the wind does in
// play. It is drawn in outline over the grid, never filling a hex: only its labels have white
// backings, and those sit where no hex number is (labels on hex centres, the caption in a gap
// between rows of numbers). The hex numbers keep clear of it all (`keep`): one its spokes or ring
// would cross moves to a clear place in its own hex (numbers.ts).
import { quote } from '../../errors.js';
import type { Field } from '../../data/schema.js';
import { fitSize, textWidth, wrapWords } from '../../svg/fonts.js';
import { inch, r, toInch } from '../../units.js';
import type { Point } from '../types.js';
import { hexDirections, type HexGrid } from './hex.js';
import { grow, meets, type Box, type Shape } from './numbers.js';

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
export interface RoseSpec { corner: Corner; diameter: number; title: string; caption?: string; labels: string[] }


export const ROSE: Field = {
  type: 'object',
  doc: 'hex boards only: a wind rose in a corner, one spoke through each hexside, numbered clockwise from the top (flat) or upper right (pointy)',
  fields: {
    corner: { type: 'enum', values: ['top-left', 'top-right', 'bottom-left', 'bottom-right'], default: 'top-left', doc: 'the corner it sits in' },
    diameter: { type: 'length', min: inch(1.5), max: inch(12), default: inch(3), doc: 'across the ring, e.g. 3in' },
    title: { type: 'string', maxLength: 12, default: 'WIND', doc: 'printed at its centre' },
    caption: { type: 'string', maxLength: 160, doc: 'printed under it, wrapped to its width' },
    labels: { type: 'list', of: { type: 'string', maxLength: 3 }, minItems: 6, maxItems: 6, default: ['1', '2', '3', '4', '5', '6'], doc: 'the six spoke labels, clockwise' },
  },
};

const GAP = 2;          // between the rose and what it must keep clear of, pt
const HEAD = 8;         // arrowhead length, pt
const TEXT_MIN = 6;     // the least size of the title

const rect = (b: Box) => ({ x: r(b[0]), y: r(b[1]), width: r(b[2] - b[0]), height: r(b[3] - b[1]) });

/** The boxes of the hex numbers, which the rose's labels keep clear of. */
function numberBoxes(grid: HexGrid): Box[] {
  if (!grid.numbers) return [];
  const { size, items } = grid.numbers;
  return items.map(({ text, x, y }) => {
    const w = textWidth(text, size);
    return [x - w / 2 - 1, y - size * 0.75 - 1, x + w / 2 + 1, y + 1];
  });
}

/**
 * The labels' size and disc, how far out the labels go (the farthest hex centres inside the ring,
 * clear of those hexes' numbers; with cells too big for that, as far out as they go), and the
 * title's size (null when it will not fit at TEXT_MIN).
 */
function sizes(spec: RoseSpec, cell: number) {
  const ring = spec.diameter / 2;
  const size = Math.min(14, Math.max(7, spec.diameter * 0.055));
  const disc = Math.max(size * 0.85, ...spec.labels.map((l) => textWidth(l, size, 'bold') / 2 + 3));
  const k = Math.floor((ring - disc - GAP) / cell);
  const most = k >= 1 ? k * cell : ring - disc - GAP;
  const title = fitSize(spec.title, Math.max(2 * (most - disc) * 0.75, 10), Math.min(16, spec.diameter * 0.065), 'bold', TEXT_MIN);
  return { size, disc, most, title };
}

/** What the rose's layout is the same for wherever it goes: its sizes and its caption's lines. */
type Fixed = ReturnType<typeof sizes> & { caption: ReturnType<typeof captionOf> };

/** The rose drawn about the hex centre `c`: everything the template needs, and its bounding box. */
function layout(spec: RoseSpec, c: Point, cell: number, dirs: Point[], numbers: Box[], fixed: Fixed) {
  const [cx, cy] = c;
  const ring = spec.diameter / 2;
  const at = (d: Point, t: number): Point => [cx + d[0] * t, cy + d[1] * t];
  const { size, disc, most, title } = fixed;
  const tSize = title ?? TEXT_MIN; // windRose refuses a title that does not fit
  const clear = (b: Box) => !numbers.some((m) => meets(b, m));
  const tw = textWidth(spec.title, tSize, 'bold');
  const tBox: Box = [cx - tw / 2 - 3, cy - tSize * 0.5, cx + tw / 2 + 3, cy + tSize * 0.6];
  // each spoke starts where its line leaves the title's backing, an arrowhead pointing in
  const outs = dirs.map((d) => {
    const [ax, ay] = [d[0] > 0 ? tBox[2] - cx : cx - tBox[0], d[1] > 0 ? tBox[3] - cy : cy - tBox[1]];
    return Math.min(...[[d[0], ax], [d[1], ay]].map(([u, half]) => (Math.abs(u) > 1e-9 ? half / Math.abs(u) : Infinity))) + GAP;
  });
  const discs = (t: number) => dirs.map((d): Box => grow([...at(d, t), ...at(d, t)] as Box, disc));
  let reach = most;
  while (reach > Math.max(...outs) + HEAD + disc + GAP && !discs(reach).every(clear)) reach -= 0.5;
  if (!discs(reach).every(clear)) reach = most;
  const spokes = dirs.map((d, n) => {
    const out = outs[n];
    const [tip, base] = [at(d, out), at(d, out + HEAD)];
    const side: Point = [-d[1] * HEAD * 0.42, d[0] * HEAD * 0.42];
    const [p1, p2] = [at(d, out + HEAD - 1), at(d, ring)];
    const [lx, ly] = at(d, reach);
    return {
      num: n + 1, label: spec.labels[n], dx: d[0], dy: d[1], from: [tip, p2] as [Point, Point],
      x1: r(p1[0]), y1: r(p1[1]), x2: r(p2[0]), y2: r(p2[1]),
      head: [tip, [base[0] + side[0], base[1] + side[1]], [base[0] - side[0], base[1] - side[1]]].map((p) => p.map(r).join(',')).join(' '),
      lx: r(lx), ly: r(ly), ty: r(ly + size * 0.35),
    };
  });
  // the caption under the ring, each sentence from a new line; each line let down (by up to a
  // cell) into the first gap between rows of numbers, else straight under the line before, its
  // backing running on into that line's so no grid line shows between them
  const { cSize, pitch, lines } = fixed.caption;
  let top = cy + ring + GAP + 1;
  const lineBoxes = lines.map((text): Box => {
    const w = textWidth(text, cSize);
    const line = (y: number): Box => [cx - w / 2 - 3, y, cx + w / 2 + 3, y + pitch];
    let y = top;
    while (y < top + cell && !clear(line(y))) y += 0.5;
    if (y >= top + cell) y = top;
    top = y + pitch;
    return line(y);
  });
  const caption = lineBoxes.map((b, i) => ({ text: lines[i], x: r(cx), y: r(b[1] + cSize * 0.95), patch: rect(b) }));
  const boxes = [grow([cx - ring, cy - ring, cx + ring, cy + ring], 0.5), ...lineBoxes];
  const box: Box = [Math.min(...boxes.map((b) => b[0])), Math.min(...boxes.map((b) => b[1])), Math.max(...boxes.map((b) => b[2])), Math.max(...boxes.map((b) => b[3]))];
  // what the hex numbers keep clear of: the ring and spokes (at their stroke widths, the arrowheads
  // as wide as their barbs), the label discs, the title and caption with their backings
  const keep: Shape[] = [
    { ring: c, r: ring, half: 0.375 },
    ...spokes.flatMap((s) => [{ segment: s.from, half: 0.625 }, { segment: [s.from[0], at([s.dx, s.dy], outs[s.num - 1] + HEAD)] as [Point, Point], half: HEAD * 0.42 }]),
    ...spokes.map((s): Shape => ({ disc: [s.lx, s.ly], r: disc + 0.5 })),
    { box: tBox }, ...lineBoxes.map((b): Shape => ({ box: b })),
  ];
  return {
    cx: r(cx), cy: r(cy), ring: r(ring), size: r(size), disc: r(disc), keep, box,
    spokes: spokes.map(({ from: _, ...s }) => s),
    title: { text: spec.title, size: r(tSize), y: r(cy + tSize * 0.35), patch: rect(tBox) },
    caption: { size: r(cSize), lines: caption },
  };
}

/** The caption's size, line pitch and lines: each sentence from a new line, wrapped to the ring's width. */
function captionOf(spec: RoseSpec) {
  const cSize = Math.min(9, Math.max(6, spec.diameter * 0.042));
  const sentences = spec.caption ? spec.caption.split(/(?<=[.!?])\s+/) : [];
  return { cSize, pitch: cSize * 1.25, lines: sentences.flatMap((t) => wrapWords(t.split(/\s+/), spec.diameter, cSize)) };
}

export type RoseView = ReturnType<typeof layout> & { corner: Corner; bounds: string };

/**
 * The rose in its corner: on the hex centre nearest the corner that keeps it (caption included)
 * one whole hex in from both edges, so the hexes along the edges and their numbers stay clear.
 * A problem, as a sentence, when no hex centre will do. `gridIn` lays out the grid in a window
 * (the whole board without one): the search looks in a window at the corner, doubled until it
 * holds the answer, so a large board is not laid out whole for it.
 */
export function windRose(spec: RoseSpec, width: number, height: number, cell: number, orientation: 'flat' | 'pointy', gridIn: (win?: Box) => HexGrid): RoseView | string {
  const fixed: Fixed = { ...sizes(spec, cell), caption: captionOf(spec) };
  if (fixed.title === null) return `the wind rose's title ${quote(spec.title)} does not fit inside its ring at ${TEXT_MIN} pt; shorten it or make the rose larger`;
  const dirs = hexDirections(orientation);
  const [ix, iy] = inset(cell, orientation);
  const [right, bottom] = [spec.corner.endsWith('right'), spec.corner.startsWith('bottom')];
  const corner: Point = [right ? width : 0, bottom ? height : 0];
  const fits = (b: Box) => b[0] >= ix && b[1] >= iy && b[2] <= width - ix && b[3] <= height - iy;
  const ring = spec.diameter / 2;
  for (let side = firstSide(spec, cell, orientation, bottom, fixed.caption); ; side *= 2) {
    const all = side >= Math.max(width, height);
    const win: Box = [right ? width - side : 0, bottom ? height - side : 0, right ? width : side, bottom ? height : side];
    const grid = all ? gridIn() : gridIn(win);
    const numbers = numberBoxes(grid);
    // the window's numbers are all there a cell inside its edges (and out to the board's edges)
    const inner: Box = [win[0] > 0 ? win[0] + cell : -Infinity, win[1] > 0 ? win[1] + cell : -Infinity, win[2] < width ? win[2] - cell : Infinity, win[3] < height ? win[3] - cell : Infinity];
    // nearest the corner first, the first centre whose whole rose fits wins; every centre nearer
    // than `side` to the corner is in the window
    const order = grid.centres.map((c) => ({ c, d: Math.hypot(c[0] - corner[0], c[1] - corner[1]) })).sort((a, b) => a.d - b.d);
    for (const { c, d } of order) {
      if (!all && d > side) break;
      if (!fits([c[0] - ring, c[1] - ring, c[0] + ring, c[1] + ring])) continue;
      // only the numbers near enough to matter: the ring, and the caption let down under it
      const near = grow([c[0] - ring, c[1] - ring, c[0] + ring, c[1] + 2 * ring + 2 * cell], cell);
      if (!all && !(near[0] >= inner[0] && near[1] >= inner[1] && near[2] <= inner[2] && near[3] <= inner[3])) break;
      const view = layout(spec, c, cell, dirs, numbers.filter((m) => meets(m, near)), fixed);
      if (fits(view.box)) return { ...view, corner: spec.corner, bounds: view.box.map(r).join(',') };
    }
    if (all) return tooBig(spec, width, height);
  }
}

/**
 * The first window's side: enough for the hex centre nearest the corner that could hold the rose (its
 * ring one hex in from the edges, its caption under it), a lattice step further in each way, with
 * the room the search wants round it (`near`, and a cell inside the window's edges). The answer does
 * not depend on it: a window too small is doubled and the same centres tried again in the same
 * order. It only keeps the corner laid out to about what the answer needs.
 */
function firstSide(spec: RoseSpec, cell: number, orientation: 'flat' | 'pointy', bottom: boolean, caption: ReturnType<typeof captionOf>): number {
  const ring = spec.diameter / 2;
  const [ix, iy] = inset(cell, orientation);
  const [stepX, stepY] = orientation === 'flat' ? [(1.5 * cell) / Math.sqrt(3), cell] : [cell, (1.5 * cell) / Math.sqrt(3)];
  const { pitch, lines } = caption;
  const dx = ring + ix + stepX;
  // half a cell more under the ring for the caption, whose lines are let down into gaps between numbers
  const dy = ring + iy + (bottom ? GAP + 1 + lines.length * pitch + cell / 2 : 0) + stepY;
  // `near` reaches a ring and a cell above the centre and to its sides, two rings and three cells below
  return Math.max(dx + ring + 2 * cell, bottom ? dy + ring + 2 * cell : dy + 2 * ring + 4 * cell, Math.hypot(dx, dy));
}

/** A hex's extent across the board's width and height, and a little more: the rose keeps this far in. */
function inset(cell: number, orientation: 'flat' | 'pointy'): [number, number] {
  const R = cell / Math.sqrt(3);
  return orientation === 'flat' ? [2 * R + GAP, cell + GAP] : [cell + GAP, 2 * R + GAP];
}

const fmt = (pt: number) => String(Math.round(toInch(pt) * 100) / 100);
const tooBig = (spec: RoseSpec, width: number, height: number) =>
  `a wind rose ${fmt(spec.diameter)} in across does not fit one hex in from the edges of a ${fmt(width)} × ${fmt(height)} in board; make it smaller`;

/**
 * Why the rose's ring cannot fit one hex in from the edges, or null: a quick bound for checking a
 * data file (its caption and the hex it lands on are settled only when the board is drawn).
 */
export function roseRoom(spec: RoseSpec, width: number, height: number, cell: number, orientation: 'flat' | 'pointy'): string | null {
  const [ix, iy] = inset(cell, orientation);
  return spec.diameter > width - 2 * ix || spec.diameter > height - 2 * iy ? tooBig(spec, width, height) : null;
}

/** Whether the rose shows in the window [x1, y1, x2, y2]. */
export const roseMeets = (rose: RoseView, win: Box): boolean => meets(rose.box, win);
