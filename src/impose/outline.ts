// A cut line a set distance outside a shape: the shape's convex hull grown by `d`, with round
// corners (arcs of radius d about each corner of the hull). It keeps exactly d from a convex shape
// (a circle, a triangle) and at least d from any other, never comes nearer than d to the shape,
// and stays within the shape's bounding box grown by d, so shapes laid 2d apart never share plastic.
import type { Point } from '../printables/types.js';
import { r } from '../units.js';

/** Most turn between two points of a corner's arc: the arc's chord stays within 1 % of d of it. */
const STEP = Math.PI / 12;

/** The convex hull, turning counter-clockwise in x, y (clockwise as seen on a page, y down): Andrew's monotone chain. */
export function hull(points: Point[]): Point[] {
  const ps = [...new Map(points.map((p) => [p.join(','), p])).values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (ps.length < 3) return ps;
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point[]) => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2], out[out.length - 1], p) <= 0) out.pop();
      out.push(p);
    }
    return out.slice(0, -1);
  };
  return [...half(ps), ...half([...ps].reverse())];
}

/** The hull of `points` grown by `d`, as a polygon (each corner an arc of points no more than STEP apart). */
export function grown(points: Point[], d: number): Point[] {
  const h = hull(points);
  const n = h.length;
  const out: Point[] = [];
  for (let i = 0; i < n; i++) {
    const [prev, p, next] = [h[(i + n - 1) % n], h[i], h[(i + 1) % n]];
    // the outward normals of the edges into and out of this corner (the hull turns one way throughout)
    const a0 = Math.atan2(p[1] - prev[1], p[0] - prev[0]) - Math.PI / 2;
    let a1 = Math.atan2(next[1] - p[1], next[0] - p[0]) - Math.PI / 2;
    while (a1 < a0) a1 += 2 * Math.PI;
    const steps = Math.max(1, Math.ceil((a1 - a0) / STEP - 1e-9));
    for (let k = 0; k <= steps; k++) {
      const a = a0 + ((a1 - a0) * k) / steps;
      out.push([r(p[0] + d * Math.cos(a)), r(p[1] + d * Math.sin(a))]);
    }
  }
  return out.filter((q, i) => i === 0 || q[0] !== out[i - 1][0] || q[1] !== out[i - 1][1]);
}
