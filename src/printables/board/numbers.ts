// Where a cell's number is printed. Its usual place is inside its own cell by a margin, so no grid
// line touches it: a square's upper-left corner; a hex's top, under its top edge (flat) or where its
// two top edges have spread wide enough (pointy), slid onto the board for a half-hex. Where something
// drawn over the board (a compass word, the wind rose, the centre mark) lies on that place, the number
// moves to the nearest clear place inside its cell; a cell with no clear place (the hex under the
// rose's title) goes without, and is named from its neighbours.
import type { Point } from '../types.js';

/** x1, y1, x2, y2 */
export type Box = [number, number, number, number];
/** Something drawn over the board that numbers keep clear of. */
export type Shape =
  | { box: Box }
  | { disc: Point; r: number }
  | { ring: Point; r: number; half: number }
  | { segment: [Point, Point]; half: number };

/** The digits' and capitals' ink above the baseline, per pt of size (they have no descenders). */
export const ASCENT = 0.72;
/** A number keeps this far from anything drawn over the board, pt. */
export const CLEARANCE = 1.5;
const STEPS = 80;       // places tried across the reach, each way (and at least half a point apart)

export const meets = (a: Box, b: Box): boolean => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
export const grow = (b: Box, d: number): Box => [b[0] - d, b[1] - d, b[2] + d, b[3] + d];

/** The shape's bounding box. */
function bounds(s: Shape): Box {
  if ('box' in s) return s.box;
  if ('disc' in s) return grow([s.disc[0], s.disc[1], s.disc[0], s.disc[1]], s.r);
  if ('ring' in s) return grow([s.ring[0], s.ring[1], s.ring[0], s.ring[1]], s.r + s.half);
  const [[ax, ay], [bx, by]] = s.segment;
  return grow([Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by)], s.half);
}

/** Distance from the point x, y to a box (0 inside it). */
const toBox = (x: number, y: number, [x1, y1, x2, y2]: Box) => Math.hypot(Math.max(x1 - x, 0, x - x2), Math.max(y1 - y, 0, y - y2));

/** Whether the segment a–b passes through the box (Liang–Barsky; no arrays: it is asked for each of thousands of places). */
export function crosses([ax, ay]: Point, [bx, by]: Point, [x1, y1, x2, y2]: Box): boolean {
  const dx = bx - ax, dy = by - ay;
  let t0 = 0, t1 = 1;
  // p, q for each side in turn: left, right, top, bottom
  for (let k = 0; k < 4; k++) {
    const p = k === 0 ? -dx : k === 1 ? dx : k === 2 ? -dy : dy;
    const q = k === 0 ? ax - x1 : k === 1 ? x2 - ax : k === 2 ? ay - y1 : y2 - ay;
    if (p === 0) { if (q < 0) return false; continue; }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t); else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

/** Whether the shape's ink meets the box (`box` is the shape's bounding box, when already known). */
export function hits(s: Shape, b: Box, box = bounds(s)): boolean {
  if (!meets(box, b)) return false;
  if ('box' in s) return true;
  if ('disc' in s) return toBox(s.disc[0], s.disc[1], b) < s.r;
  if ('ring' in s) {
    const [x, y] = s.ring;
    // the box's nearest point is inside the ring's outer edge, and its farthest corner outside its inner one
    return toBox(x, y, b) <= s.r + s.half &&
      Math.max(Math.hypot(b[0] - x, b[1] - y), Math.hypot(b[2] - x, b[1] - y), Math.hypot(b[0] - x, b[3] - y), Math.hypot(b[2] - x, b[3] - y)) >= s.r - s.half;
  }
  return crosses(s.segment[0], s.segment[1], grow(b, s.half));
}

/** The box around all of a list's shapes: most numbers lie far from all of them. */
const spans = new WeakMap<readonly Shape[], Box>();
function span(keep: readonly Shape[]): Box {
  let b = spans.get(keep);
  if (!b) {
    b = [Infinity, Infinity, -Infinity, -Infinity];
    for (const s of keep) {
      const c = bounds(s);
      b = [Math.min(b[0], c[0]), Math.min(b[1], c[1]), Math.max(b[2], c[2]), Math.max(b[3], c[3])];
    }
    spans.set(keep, b);
  }
  return b;
}

/** Whether a number's ink box lies on something drawn over the board (or within CLEARANCE of it). */
export function blocked(keep: readonly Shape[], ink: Box): boolean {
  const g = grow(ink, CLEARANCE);
  return meets(span(keep), g) && keep.some((s) => hits(s, g));
}

// The shifts are worked out in two bands, those within half the reach first: nearly every number
// that must move finds its place among them, and only a search that does not needs the rest.
const BANDS = 2;
const offsets = new Map<string, Float64Array>();
/**
 * The shifts within `reach` on a square lattice in one band (0 the nearer, 1 the rest), the smallest
 * first (then by y, then by x), as x, y pairs: the two bands in turn are every shift in that order.
 */
/**
 * Visits the band's shifts in lattice order, not sorted (`visit` gets the squared length in steps and
 * the shift), until `visit` returns true; the lattice's size.
 */
function eachShift(reach: number, band: number, visit: (m: number, dx: number, dy: number) => boolean | void): number {
  const step = Math.max(0.5, reach / STEPS);
  const n = Math.floor(reach / step);
  // the band's bounds on the squared length in steps, over lo and at most hi
  const half = Math.ceil(n / 2) ** 2;
  const [lo, hi] = band === 0 ? [-1, half] : [half, Infinity];
  const r = Math.min(n, Math.floor(Math.sqrt(hi)));
  for (let i = -r; i <= r; i++) {
    for (let j = -r; j <= r; j++) {
      const m = i * i + j * j;
      if (m <= lo || m > hi || Math.hypot(i, j) * step > reach) continue;
      if (visit(m, i * step, j * step)) return (2 * r + 1) ** 2;
    }
  }
  return (2 * r + 1) ** 2;
}

function around(reach: number, band: number): Float64Array {
  let list = offsets.get(`${reach} ${band}`);
  if (list) return list;
  // each shift keyed by its squared length in steps, then its index (n ≤ STEPS, so under 2^16 of
  // them): a plain numeric sort of the keys puts the shifts in rings of one length, smallest first
  const most = eachShift(reach, band, () => true);
  const [xs, ys, keys] = [new Float64Array(most), new Float64Array(most), new Int32Array(most)];
  let count = 0;
  eachShift(reach, band, (m, dx, dy) => {
    keys[count] = m * 2 ** 16 + count;
    xs[count] = dx;
    ys[count++] = dy;
  });
  const sorted = keys.subarray(0, count).sort();
  // rings lie too far apart for rounding to reorder them, but within one it can: each is sorted by
  // the shift's length worked out once, then y, then x
  list = new Float64Array(2 * count);
  const ring: { k: number; d: number }[] = [];
  for (let a = 0, b = 0; a < sorted.length; a = b) {
    ring.length = 0;
    for (b = a; b < sorted.length && sorted[b] >> 16 === sorted[a] >> 16; b++) {
      const k = sorted[b] & 0xffff;
      ring.push({ k, d: Math.hypot(xs[k], ys[k]) });
    }
    ring.sort((u, v) => u.d - v.d || ys[u.k] - ys[v.k] || xs[u.k] - xs[v.k]);
    for (let t = 0; t < ring.length; t++) {
      list[2 * (a + t)] = xs[ring[t].k];
      list[2 * (a + t) + 1] = ys[ring[t].k];
    }
  }
  offsets.set(`${reach} ${band}`, list);
  return list;
}

/**
 * The ink box `ink` where it is inside its cell and clear of `keep`: where it is when it is, else
 * moved as little as possible (within `reach`); null when no place in reach will do. Inside is
 * within the box `room`, and for a cell that is not a box, `fits` the box x1, y1, x2, y2 as well:
 * most of the thousands of shifts in reach leave `room` and are passed over without asking it.
 */
export function clearPlace(ink: Box, room: Box, keep: readonly Shape[], reach: number, fits?: (x1: number, y1: number, x2: number, y2: number) => boolean): Box | null {
  const reached = grow(ink, reach + CLEARANCE);
  // the shapes in reach, each with its bounding box worked out once
  const near = keep.map((s) => ({ s, box: bounds(s) })).filter((n) => meets(n.box, reached));
  // the shape that covered the last place tried mostly covers the next one too: it is tried first
  let last = -1;
  // the ink box shifted by dx, dy when it is a clear place; no arrays made for one that is not inside
  const place = (dx: number, dy: number): Box | null => {
    const x1 = ink[0] + dx, x2 = ink[2] + dx;
    const y1 = ink[1] + dy, y2 = ink[3] + dy;
    if (x1 < room[0] || x2 > room[2] || y1 < room[1] || y2 > room[3] || (fits && !fits(x1, y1, x2, y2))) return null;
    const g: Box = [x1 - CLEARANCE, y1 - CLEARANCE, x2 + CLEARANCE, y2 + CLEARANCE];
    if (last >= 0 && hits(near[last].s, g, near[last].box)) return null;
    last = near.findIndex((n) => hits(n.s, g, n.box));
    return last < 0 ? [x1, y1, x2, y2] : null;
  };
  for (let band = 0; band < BANDS; band++) {
    // a number with no place at all (under the rose's title) would have the outer band's thousands
    // of shifts sorted for nothing: whether any will do is asked first, in lattice order
    if (band > 0 && !offsets.has(`${reach} ${band}`)) {
      let any = false;
      eachShift(reach, band, (_, dx, dy) => (any = place(dx, dy) !== null));
      if (!any) continue;
    }
    const list = around(reach, band);
    for (let k = 0; k < list.length; k += 2) {
      const b = place(list[k], list[k + 1]);
      if (b) return b;
    }
  }
  return null;
}
