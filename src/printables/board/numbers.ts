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
const shift = (b: Box, dx: number, dy: number): Box => [b[0] + dx, b[1] + dy, b[2] + dx, b[3] + dy];

/** The shape's bounding box. */
function bounds(s: Shape): Box {
  if ('box' in s) return s.box;
  if ('disc' in s) return grow([...s.disc, ...s.disc] as Box, s.r);
  if ('ring' in s) return grow([...s.ring, ...s.ring] as Box, s.r + s.half);
  const [[ax, ay], [bx, by]] = s.segment;
  return grow([Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by)], s.half);
}

/** Distance from a point to a box (0 inside it). */
const toBox = ([x, y]: Point, [x1, y1, x2, y2]: Box) => Math.hypot(Math.max(x1 - x, 0, x - x2), Math.max(y1 - y, 0, y - y2));

/** Whether the segment a–b passes through the box (Liang–Barsky). */
export function crosses([ax, ay]: Point, [bx, by]: Point, [x1, y1, x2, y2]: Box): boolean {
  let [t0, t1] = [0, 1];
  const [dx, dy] = [bx - ax, by - ay];
  for (const [p, q] of [[-dx, ax - x1], [dx, x2 - ax], [-dy, ay - y1], [dy, y2 - ay]]) {
    if (p === 0) { if (q < 0) return false; continue; }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t); else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

/** Whether the shape's ink meets the box. */
export function hits(s: Shape, b: Box): boolean {
  if (!meets(bounds(s), b)) return false;
  if ('box' in s) return true;
  if ('disc' in s) return toBox(s.disc, b) < s.r;
  if ('ring' in s) {
    const far = Math.max(...[[b[0], b[1]], [b[2], b[1]], [b[0], b[3]], [b[2], b[3]]].map(([x, y]) => Math.hypot(x - s.ring[0], y - s.ring[1])));
    return toBox(s.ring, b) <= s.r + s.half && far >= s.r - s.half;
  }
  return crosses(s.segment[0], s.segment[1], grow(b, s.half));
}

/** Whether a number's ink box lies on something drawn over the board (or within CLEARANCE of it). */
export const blocked = (keep: readonly Shape[], ink: Box): boolean => keep.some((s) => hits(s, grow(ink, CLEARANCE)));

const offsets = new Map<number, Point[]>();
/** Every shift within `reach` on a square lattice, the smallest first. */
function around(reach: number): Point[] {
  let list = offsets.get(reach);
  if (!list) {
    const step = Math.max(0.5, reach / STEPS);
    const n = Math.floor(reach / step);
    // each shift's length worked out once, not at every comparison of the sort
    const shifts: { p: Point; d: number }[] = [];
    for (let i = -n; i <= n; i++) {
      for (let j = -n; j <= n; j++) {
        if (Math.hypot(i, j) * step > reach) continue;
        const p: Point = [i * step, j * step];
        shifts.push({ p, d: Math.hypot(p[0], p[1]) });
      }
    }
    shifts.sort((a, b) => a.d - b.d || a.p[1] - b.p[1] || a.p[0] - b.p[0]);
    list = shifts.map((s) => s.p);
    offsets.set(reach, list);
  }
  return list;
}

/**
 * The ink box `ink` where it is `inside` its cell and clear of `keep`: where it is when it is, else
 * moved as little as possible (within `reach`); null when no place in reach will do.
 */
export function clearPlace(ink: Box, inside: (b: Box) => boolean, keep: readonly Shape[], reach: number): Box | null {
  const reached = grow(ink, reach + CLEARANCE);
  // the shapes in reach, each with its bounding box worked out once
  const near = keep.map((s) => ({ s, box: bounds(s) })).filter((n) => meets(n.box, reached));
  for (const [dx, dy] of around(reach)) {
    const b = shift(ink, dx, dy);
    if (!inside(b)) continue;
    const g = grow(b, CLEARANCE);
    if (!near.some((n) => meets(n.box, g) && hits(n.s, g))) return b;
  }
  return null;
}
