// The physical rules of a sheet laid out to laminate, in pt: every piece at least 6 mm from every
// other, each cut line 3 mm outside its pieces and down the middle of the gap it runs in, nothing
// laminated outside the room in the pouch or the printable area, and no cut across a piece.
import { expect } from 'vitest';
import type { Sheet } from '../src/impose/impose.js';
import { FOOTER, MARGIN } from '../src/impose/paper.js';
import { BORDER, LAMINATE_GAP } from '../src/printables/laminate.js';

export const TOL = 0.01;
export type Rect = [number, number, number, number];

export const trimOf = (p: Sheet['placements'][number]): Rect => [p.x, p.y, p.x + p.item.width, p.y + p.item.height];
export const grow = ([a, b, c, d]: Rect, by: number): Rect => [a - by, b - by, c + by, d + by];
/** The space between two rectangles: how far apart they are along the axis that separates them most. */
export const apart = (a: Rect, b: Rect): number => Math.max(b[0] - a[2], a[0] - b[2], b[1] - a[3], a[1] - b[3]);
const inside = (a: Rect, b: Rect) => a[0] >= b[0] - TOL && a[1] >= b[1] - TOL && a[2] <= b[2] + TOL && a[3] <= b[3] + TOL;

/** The printable area of a sheet, its footer's strip left out. */
export function printable(s: Sheet): Rect {
  const [W, H] = [s.width, s.height];
  const f = { bottom: [0, 0, 0, FOOTER], top: [0, FOOTER, 0, 0], left: [FOOTER, 0, 0, 0], right: [0, 0, FOOTER, 0], none: [0, 0, 0, 0] }[s.footer];
  return [MARGIN + f[0], MARGIN + f[1], W - MARGIN - f[2], H - MARGIN - f[3]];
}

/**
 * A front sheet laid out to laminate. `cuts` are its straight cut lines as drawn (from the sheet,
 * or measured in the PDF); the cut of each piece is its trim grown by half the gap `g`.
 */
export function expectLaminated(s: Sheet, cuts: Rect[], g = LAMINATE_GAP): void {
  expect(g).toBeGreaterThanOrEqual(LAMINATE_GAP - TOL);
  const trims = s.placements.map(trimOf);
  expect(trims.length).toBeGreaterThan(0);
  const lam = s.laminate!;
  expect(lam, 'a laminated sheet says so').toBeDefined();
  trims.forEach((t, i) => {
    // 6 mm or more from every other piece
    trims.forEach((u, j) => { if (j > i) expect(apart(t, u), `pieces ${i} and ${j}`).toBeGreaterThanOrEqual(LAMINATE_GAP - TOL); });
    // the piece and its border: inside the pouch's room and the printable area
    const cut = grow(t, g / 2);
    expect(inside(cut, lam.pouch.inside), `piece ${i} with its border outside the pouch`).toBe(true);
    expect(inside(cut, printable(s)), `piece ${i} with its border outside the printable area`).toBe(true);
  });
  const rounded = lam.rounded.length > 0;
  if (rounded) {
    // every piece's cut is its own rounded rectangle, 3 mm (half the gap) outside the trim
    expect(cuts).toHaveLength(0);
    expect(lam.rounded.map(([x, y, w, h]) => [x, y, x + w, y + h].map((v) => +v.toFixed(2))).sort())
      .toEqual(trims.filter((_, i) => s.placements[i].item.cut === 'rect' || s.placements[i].item.card).map((t) => grow(t, g / 2).map((v) => +v.toFixed(2))).sort());
    return;
  }
  const rectPieces = trims.filter((_, i) => s.placements[i].item.cut === 'rect' || s.placements[i].item.card);
  // each side of each rectangular piece's cut is drawn, g/2 outside its trim
  for (const t of rectPieces) {
    const [x1, y1, x2, y2] = grow(t, g / 2);
    for (const [a, b, c, d] of [[x1, y1, x2, y1], [x1, y2, x2, y2], [x1, y1, x1, y2], [x2, y1, x2, y2]]) {
      const on = cuts.some((k) => (a === c
        ? Math.abs(k[0] - a) < TOL && Math.abs(k[2] - a) < TOL && Math.min(k[1], k[3]) <= Math.min(b, d) + TOL && Math.max(k[1], k[3]) >= Math.max(b, d) - TOL
        : Math.abs(k[1] - b) < TOL && Math.abs(k[3] - b) < TOL && Math.min(k[0], k[2]) <= Math.min(a, c) + TOL && Math.max(k[0], k[2]) >= Math.max(a, c) - TOL));
      expect(on, `a cut line along ${[a, b, c, d]}`).toBe(true);
    }
  }
  for (const k of cuts) {
    const vertical = Math.abs(k[0] - k[2]) < TOL;
    expect(vertical || Math.abs(k[1] - k[3]) < TOL, `cut ${k} is straight along an axis`).toBe(true);
    // no cut crosses a piece
    for (const t of trims) expect(apart(t, [Math.min(k[0], k[2]), Math.min(k[1], k[3]), Math.max(k[0], k[2]), Math.max(k[1], k[3])]), `cut ${k} crosses a piece`).toBeGreaterThan(-TOL);
    // the middle of its gap: the nearest piece on either side along the line's span is g/2 away
    const [at, lo, hi] = vertical ? [k[0], Math.min(k[1], k[3]), Math.max(k[1], k[3])] : [k[1], Math.min(k[0], k[2]), Math.max(k[0], k[2])];
    const along = rectPieces.filter((t) => (vertical ? t[1] < hi - TOL && t[3] > lo + TOL : t[0] < hi - TOL && t[2] > lo + TOL));
    const before = Math.min(...along.map((t) => at - (vertical ? t[2] : t[3])).filter((d) => d > -TOL));
    const after = Math.min(...along.map((t) => (vertical ? t[0] : t[1]) - at).filter((d) => d > -TOL));
    expect(Math.min(before, after), `cut ${k}: its nearest piece`).toBeCloseTo(g / 2, 2);
    if (before < g && after < g) expect(before, `cut ${k} in the middle of its gap`).toBeCloseTo(after, 2);
  }
}

/** Straight cut lines as rectangles [x1, y1, x2, y2], from a sheet. */
export const sheetCuts = (s: Sheet): Rect[] => s.cuts.map(([a, b, c, d]) => [a, b, c, d]);

export { BORDER };

/** Distance from point p to segment ab. */
function toSegment(p: [number, number], a: [number, number], b: [number, number]): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** Pieces of other shapes: each cut outline keeps g/2 from its shape, and reaches no further than g/2 past its box. */
export function expectOutlines(s: Sheet, g = LAMINATE_GAP): number {
  const shaped = s.placements.filter((p) => typeof p.item.cut === 'object');
  expect(s.outlines).toHaveLength(shaped.length);
  shaped.forEach((p, i) => {
    const shape = (p.item.cut as { polygon: [number, number][] }).polygon.map(([x, y]): [number, number] => [p.x + x, p.y + y]);
    const outline = s.outlines[i];
    const xs = outline.map((q) => q[0]);
    const ys = outline.map((q) => q[1]);
    const box = grow(trimOf(p), g / 2);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(box[0] - TOL);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(box[1] - TOL);
    expect(Math.max(...xs)).toBeLessThanOrEqual(box[2] + TOL);
    expect(Math.max(...ys)).toBeLessThanOrEqual(box[3] + TOL);
    for (const q of outline) {
      const d = Math.min(...shape.map((a, k) => toSegment(q, a, shape[(k + 1) % shape.length])));
      expect(d, `outline point ${q}`).toBeGreaterThanOrEqual(g / 2 - 0.02);
    }
  });
  return shaped.length;
}
