// Plane geometry for cutting items into pieces: polygons and segments clipped to a rectangle, and
// where a straight line crosses a polygon.
import type { Point } from '../printables/types.js';

export const rectPolygon = (x1: number, y1: number, x2: number, y2: number): Point[] => [[x1, y1], [x2, y1], [x2, y2], [x1, y2]];

export function polygonArea(poly: Point[]): number {
  let a = 0;
  for (let i = 0; i < poly.length; i++) {
    const [x1, y1] = poly[i];
    const [x2, y2] = poly[(i + 1) % poly.length];
    a += x1 * y2 - x2 * y1;
  }
  return Math.abs(a) / 2;
}

/** Sutherland–Hodgman: the part of `poly` inside the rectangle (the rectangle is convex, so this is exact). */
export function clipPolygon(poly: Point[], x1: number, y1: number, x2: number, y2: number): Point[] {
  const edges: [(p: Point) => boolean, (a: Point, b: Point) => Point][] = [
    [(p) => p[0] >= x1, (a, b) => at(a, b, (x1 - a[0]) / (b[0] - a[0]))],
    [(p) => p[0] <= x2, (a, b) => at(a, b, (x2 - a[0]) / (b[0] - a[0]))],
    [(p) => p[1] >= y1, (a, b) => at(a, b, (y1 - a[1]) / (b[1] - a[1]))],
    [(p) => p[1] <= y2, (a, b) => at(a, b, (y2 - a[1]) / (b[1] - a[1]))],
  ];
  let out = poly;
  for (const [inside, cross] of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const cur = input[i];
      const prev = input[(i + input.length - 1) % input.length];
      if (inside(cur)) {
        if (!inside(prev)) out.push(cross(prev, cur));
        out.push(cur);
      } else if (inside(prev)) out.push(cross(prev, cur));
    }
    if (out.length === 0) return [];
  }
  return out;
}

const at = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** Liang–Barsky: the part of segment a–b inside the rectangle, or null. */
export function clipSegment(a: Point, b: Point, x1: number, y1: number, x2: number, y2: number): [Point, Point] | null {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  let [t0, t1] = [0, 1];
  for (const [p, q] of [[-dx, a[0] - x1], [dx, x2 - a[0]], [-dy, a[1] - y1], [dy, y2 - a[1]]]) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  return [at(a, b, t0), at(a, b, t1)];
}

/**
 * Where the line `axis` = `value` (x = value: a vertical line) runs inside `poly`: the intervals of
 * the other coordinate, in order.
 */
export function spans(poly: Point[], axis: 'x' | 'y', value: number): [number, number][] {
  const [k, o] = axis === 'x' ? [0, 1] : [1, 0];
  const hits: number[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    // half-open, so a line through a vertex counts it once
    if ((a[k] <= value && b[k] > value) || (b[k] <= value && a[k] > value)) {
      hits.push(a[o] + ((value - a[k]) * (b[o] - a[o])) / (b[k] - a[k]));
    }
  }
  hits.sort((p, q) => p - q);
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < hits.length; i += 2) out.push([hits[i], hits[i + 1]]);
  return out;
}
