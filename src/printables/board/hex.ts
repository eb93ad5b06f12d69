// A hex grid. Hexes sit in lanes: flat-top hexes in columns 1.5 R apart, each hex one width
// across the flats below the last, every other column half a hex lower; pointy-top hexes are the
// same grid with x and y swapped (rows 1.5 R apart, every other row half a hex to the right).
// So all geometry is done once, in a lane frame (a across the lanes, b along them).
//
// The block of whole hexes that fits is centred on the board; half-hexes, when wanted, are the
// lattice carried on past it to the board's edges and clipped there. Edges are drawn once each,
// chained into long polylines in one path element, so a 2000-hex board stays light to print.
// What the numbering needs of the whole board (each lane's first named hex) is found once, a few
// steps per lane; a window then lays out only the hexes that reach it, so a tile costs its own area.
import { clipPolygon, clipSegment, polygonArea } from '../../impose/clip.js';
import { InputError } from '../../errors.js';
import { fitSize, textWidth } from '../../svg/fonts.js';
import { inch, r, toInch } from '../../units.js';
import type { Point } from '../types.js';
import { ASCENT, blocked, clearPlace, type Box, type Shape } from './numbers.js';

export interface HexGrid {
  /** Whole hexes on the board. */
  cells: number;
  /** Across-corners radius R = cell / √3. */
  radius: number;
  /** Every edge of every drawn hex, clipped to the board, as one path. */
  path: string;
  /** Every drawn hex as "CCRR@cx,cy" ("-@cx,cy" for an unnamed sliver), space-separated, for tools and tests. */
  hexes: string;
  /** Each number inside its own hex, clear of its sides (baseline middle at x, y). */
  numbers: { size: number; items: { text: string; x: number; y: number }[] } | null;
  /** The centre of every named hex (on the board, a half-hex or more), unrounded. */
  centres: Point[];
}

const EPS = 1e-6;
// Corners in lattice units (R/2 across the lanes, h/2 along them), in order round the hex.
const CORNERS: Point[] = [[2, 0], [1, 1], [-1, 1], [-2, 0], [-1, -1], [1, -1]];
// A hex's six neighbours, in lattice units from its centre.
const NEIGHBOURS: Point[] = [[0, -2], [3, -1], [3, 1], [0, 2], [-3, 1], [-3, -1]];
// Sub-point slivers of a hex at the edge are not worth a stroke.
const MIN_AREA = 0.5;
/** The least size of a hex's number. */
export const NUMBER_MIN = 6;
const S3 = Math.sqrt(3) / 2;
const fmt = (pt: number): string => String(Math.round(toInch(pt) * 100) / 100);

/** A window [x1, y1, x2, y2] onto the board: only what shows there is drawn. */
export type Win = [number, number, number, number];

/** A board's hex lattice, laid out once: its whole-hex count, and the grid drawn in any window. */
export interface HexLattice {
  cells: number;
  radius: number;
  /** The grid where it shows in `win` (the whole board when absent), carried `past` the board's
   * edges, its numbers clear of the shapes `keep` (what is drawn over the board). */
  grid(win?: Win, past?: number, keep?: readonly Shape[]): HexGrid;
}

/** The first and last hex along one lane that are named (their centre on the board). */
type Span = [number, number] | null;

export function hexLattice(width: number, height: number, cell: number, orientation: 'flat' | 'pointy', halves: boolean, numbered: boolean, lineWeight = 0): HexLattice {
  const h = cell;
  const R = cell / Math.sqrt(3);
  const flat = orientation === 'flat';
  const [A, B] = flat ? [width, height] : [height, width];
  const xy = ([a, b]: Point): Point => (flat ? [a, b] : [b, a]);

  // the block of whole hexes: lanes across, and along them as many as fit (odd lanes may hold one
  // fewer, being half a hex lower)
  const lanes = A + EPS >= 2 * R ? Math.floor((A - 2 * R) / (1.5 * R) + EPS) + 1 : 0;
  const along = Math.floor(B / h + EPS);
  if (lanes === 0 || along === 0) return { cells: 0, radius: R, grid: () => ({ cells: 0, radius: R, path: '', hexes: '', numbers: null, centres: [] }) };
  const extentA = 2 * R + (lanes - 1) * 1.5 * R;
  const extentB = lanes > 1 && B - along * h >= h / 2 - EPS ? (along + 0.5) * h : along * h;
  const a0 = (A - extentA) / 2 + R;
  const b0 = (B - extentB) / 2 + h / 2;
  // lattice point (p, q) sits at a0 + p R/2, b0 + q h/2; hex (i, j) is centred on (3i, 2j + i mod 2)
  const [aAt, bAt] = [(p: number) => a0 + (p * R) / 2, (q: number) => b0 + (q * h) / 2];
  const at = (p: number, q: number): Point => [aAt(p), bAt(q)];
  const inside = ([a, b]: Point) => a >= -EPS && a <= A + EPS && b >= -EPS && b <= B + EPS;
  const odd = (i: number) => ((i % 2) + 2) % 2;
  const cornersOf = (i: number, j: number): Point[] => CORNERS.map(([dp, dq]): Point => [3 * i + dp, 2 * j + odd(i) + dq]);
  const isWhole = (i: number, j: number) => cornersOf(i, j).every(([p, q]) => inside(at(p, q)));
  // a hex is on the map, and named, when its centre is on the board (a half-hex or more, which is
  // always drawn when half-hexes are); lanes count from the first such lane, hexes along a lane
  // from its first such hex
  const isNamed = (i: number, j: number) => inside(at(3 * i, 2 * j + odd(i))) && (halves || isWhole(i, j));
  // the lanes that can hold a hex reaching the board, and in each the run of hexes that pass a test:
  // a few steps from where the board's edges fall, so each lane costs the same whatever its length
  const [iLo, iHi] = [Math.floor((-R - a0) / (1.5 * R)), Math.ceil((A + R - a0) / (1.5 * R))];
  const run = (i: number, ok: (i: number, j: number) => boolean): Span => {
    const o = odd(i) / 2;
    let [first, last] = [Math.ceil(-b0 / h - o), Math.floor((B - b0) / h - o)];
    while (ok(i, first - 1)) first--;
    while (first <= last && !ok(i, first)) first++;
    while (ok(i, last + 1)) last++;
    while (last >= first && !ok(i, last)) last--;
    return first <= last ? [first, last] : null;
  };
  const spans: Span[] = [];
  let [cells, iMin, iMax, most] = [0, Infinity, -Infinity, 0];
  for (let i = iLo; i <= iHi; i++) {
    const whole = run(i, isWhole);
    if (whole) cells += whole[1] - whole[0] + 1;
    const span = run(i, isNamed);
    spans.push(span);
    if (!span) continue;
    iMin = Math.min(iMin, i);
    iMax = Math.max(iMax, i);
    most = Math.max(most, span[1] - span[0] + 1);
  }
  const [maxCol, maxRow] = flat ? [iMax - iMin + 1, most] : [most, iMax - iMin + 1];
  const digits = (n: number) => Math.max(2, String(n).length);
  const [dc, dr] = [digits(maxCol), digits(maxRow)];
  const name = (i: number, j: number): string => {
    const [lane, pos] = [i - iMin + 1, j - spans[i - iLo]![0] + 1];
    return String(flat ? lane : pos).padStart(dc, '0') + String(flat ? pos : lane).padStart(dr, '0');
  };
  // the numbers' size is the board's: the widest name fitted to the cell, at NUMBER_MIN or more
  const widest = '0'.repeat(dc + dr);
  const fitted = numbered ? fitSize(widest, cell * 0.5, Math.min(9, Math.max(NUMBER_MIN, cell * 0.12)), 'regular', NUMBER_MIN) : 0;
  if (fitted === null) {
    // a number takes at most half the hex's width: the least hex, to the next 0.05 in
    const least = Math.ceil((2 * textWidth(widest, NUMBER_MIN)) / inch(0.05)) * inch(0.05);
    throw new InputError(`board: hexes of ${fmt(cell)} in are too small to number at ${NUMBER_MIN} pt; use hexes of at least ${fmt(least)} in, or leave the numbers off`);
  }
  const size = fitted;
  const at_ = { width, height, h, R, flat, pad: Math.max(1.5, h * 0.05) + lineWeight / 2 };
  // a number moved off something drawn over the board is worked out once, whichever window shows it
  const moved = new Map<string, NumberItem | null>();
  const label = (text: string, [cx, cy]: Point, keep: readonly Shape[]) => {
    if (!keep.length) return numberAt(text, cx, cy, size, at_, keep);
    let item = moved.get(text);
    if (item === undefined) moved.set(text, (item = numberAt(text, cx, cy, size, at_, keep)));
    return item;
  };

  function grid(win?: Win, past = 0, keep: readonly Shape[] = []): HexGrid {
    // half-hexes carry the lattice on to the edge of what is drawn: the board, and any bleed past it
    const e = halves ? past : 0;
    let [i1, i2] = [Math.floor((-e - R - a0) / (1.5 * R)), Math.ceil((A + e + R - a0) / (1.5 * R))];
    let [j1, j2] = [Math.floor((-e - h - b0) / h), Math.ceil((B + e + h - b0) / h)];
    let [wa1, wb1, wa2, wb2] = [-Infinity, -Infinity, Infinity, Infinity];
    if (win) {
      // only the lanes, and the hexes along them, whose box can reach the window (a step to spare)
      [wa1, wb1, wa2, wb2] = flat ? win : [win[1], win[0], win[3], win[2]];
      [i1, i2] = [Math.max(i1, Math.floor((wa1 - R - a0) / (1.5 * R)) - 1), Math.min(i2, Math.ceil((wa2 + R - a0) / (1.5 * R)) + 1)];
      [j1, j2] = [Math.max(j1, Math.floor((wb1 - h - b0) / h) - 1), Math.min(j2, Math.ceil((wb2 + h - b0) / h) + 1)];
    }
    const edges = new Map<number, [Point, Point]>();
    const hexes: string[] = [];
    const centres: Point[] = [];
    const items: NumberItem[] = [];
    for (let i = i1; i <= i2; i++) {
      for (let j = j1; j <= j2; j++) {
        const p = 3 * i, q = 2 * j + odd(i); // the hex's centre, in lattice units
        // whether its box meets the window, from its corners' extremes, before its corners are made
        if (aAt(p + 2) < wa1 || aAt(p - 2) > wa2 || bAt(q + 1) < wb1 || bAt(q - 1) > wb2) continue;
        const corners = cornersOf(i, j);
        const poly = corners.map(([cp, cq]) => at(cp, cq));
        const whole = poly.every(inside);
        if (!whole && (!halves || polygonArea(clipPolygon(poly, -e, -e, A + e, B + e)) < MIN_AREA)) continue;
        // an edge shared by two hexes is keyed by its middle (no other edge's), so it is drawn once
        for (let k = 0; k < 6; k++) {
          const c = corners[k], d = corners[(k + 1) % 6];
          const key = pointKey(c[0] + d[0], c[1] + d[1]);
          if (!edges.has(key)) edges.set(key, [c, d]);
        }
        const mid = at(p, q);
        const centre = xy(mid);
        const named = inside(mid);
        const text = named ? name(i, j) : '-';
        hexes.push(`${text}@${r(centre[0])},${r(centre[1])}`);
        if (!named) continue;
        centres.push(centre);
        const item = numbered ? label(text, centre, keep) : null;
        if (item) items.push(item);
      }
    }
    const point = flat ? ([a, b]: Point) => `${r(a)} ${r(b)}` : ([a, b]: Point) => `${r(b)} ${r(a)}`;
    const path = chain(edges.values(), at, A, B, e).map((line) => 'M' + line.map(point).join('L')).join('');
    return { cells, radius: R, path, hexes: hexes.join(' '), numbers: numbered ? { size: r(size), items } : null, centres };
  }
  return { cells, radius: R, grid };
}

type NumberItem = NonNullable<HexGrid['numbers']>['items'][number];

/**
 * A hex's number just inside the top of its hex, `pad` in from its sides: under the top edge
 * (flat), or where the two top edges have spread wide enough to hold it (pointy); a half-hex's
 * number slides onto the board, and down its hex as far as it must to stay inside. Moved to the
 * nearest clear place in its hex where it would lie on something in `keep`; null when it has none,
 * or when it would not be on the board.
 */
function numberAt(text: string, cx: number, cy: number, size: number, b: { width: number; height: number; h: number; R: number; flat: boolean; pad: number }, keep: readonly Shape[]): NumberItem | null {
  const { width, height, h, flat, pad } = b;
  const w = textWidth(text, size);
  const ascent = size * ASCENT;
  const tx = Math.min(Math.max(cx, 1 + pad + w / 2), width - 1 - pad - w / 2);
  // how far the ink may reach above and below the centre, its corners at most `far` to either side,
  // keeping `pad` from every side: the hex's inner hex of apothem q (lane frame: |b| ≤ q and
  // √3/2 |a| + |b| / 2 ≤ q, b along the lane)
  const q = h / 2 - pad;
  const far = Math.max(Math.abs(tx - w / 2 - cx), Math.abs(tx + w / 2 - cx));
  const reach = flat ? Math.min(q, 2 * (q - S3 * far)) : far <= q ? (q - far / 2) / S3 : -1;
  const [lo, hi] = [Math.max(cy - reach, 1 + pad), Math.min(cy + reach, height - 1 - pad)];
  let ink: Box | null = hi - lo >= ascent - EPS ? [tx - w / 2, lo, tx + w / 2, lo + ascent] : null;
  if (ink && keep.length && blocked(keep, ink)) {
    // a box is inside when it is on the board, in the inner hex's bounding box (a hair wide of it, so
    // rounding cannot shut out a place), and its corners are in the inner hex
    const [ra, rb] = [(q + EPS) / S3 + 1e-6, q + EPS + 1e-6];
    const [rx, ry] = flat ? [ra, rb] : [rb, ra];
    const room: Box = [Math.max(cx - rx, 1 + pad - EPS), Math.max(cy - ry, 1 + pad - EPS), Math.min(cx + rx, width - 1 - pad + EPS), Math.min(cy + ry, height - 1 - pad + EPS)];
    const within = (x: number, y: number) => (flat ? inHex(x, y, cx, cy, q + EPS) : inHex(y, x, cy, cx, q + EPS));
    ink = clearPlace(ink, room, keep, h, (x1, y1, x2, y2) => within(x1, y1) && within(x2, y1) && within(x1, y2) && within(x2, y2));
  }
  if (!ink) return null;
  return { text, x: r((ink[0] + ink[2]) / 2), y: r(ink[3]) };
}

/**
 * Unit vectors from a hex's centre to its six neighbours' (each square across one hexside), taken
 * from the same lattice the grid is drawn on, in board axes (y down), clockwise from the first at
 * or past straight up: up for flat tops, upper right for pointy tops.
 */
export function hexDirections(orientation: 'flat' | 'pointy'): Point[] {
  // lattice units are R/2 across the lanes and h/2 along them, with h = √3 R
  const [ua, ub] = [1 / 2, Math.sqrt(3) / 2];
  const dirs = NEIGHBOURS.map(([p, q]): Point => {
    const [a, b] = [p * ua, q * ub];
    const [x, y] = orientation === 'flat' ? [a, b] : [b, a];
    const len = Math.hypot(x, y);
    return [x / len, y / len];
  });
  // clockwise angle from straight up; a hair under a full turn counts as straight up
  const turn = ([x, y]: Point) => {
    const t = Math.atan2(x, -y);
    return t < -EPS ? t + 2 * Math.PI : Math.max(0, t);
  };
  return dirs.sort((u, v) => turn(u) - turn(v));
}

/** A point p, q of the lattice (or of the half lattice) as one number, for keys: both lie well within ±2^19. */
const pointKey = (p: number, q: number): number => (p + 2 ** 19) * 2 ** 20 + q + 2 ** 19;

/**
 * Clips the edges (lattice ends) to the board and joins them end to end into polylines (board
 * frame), so the path says each shared corner once instead of once per edge.
 */
function chain(edges: Iterable<[Point, Point]>, at: (p: number, q: number) => Point, A: number, B: number, e: number): Point[][] {
  // each end keyed by its lattice point; an end moved by the clip lies on the board's edge, where
  // nothing continues from it, and gets a key of its own (negative, unlike any lattice point's)
  const segs: { ends: [number, number]; pts: [Point, Point] }[] = [];
  let cut = 0;
  for (const [c, d] of edges) {
    const [pa, pb] = [at(c[0], c[1]), at(d[0], d[1])];
    const clipped = clipSegment(pa, pb, -e, -e, A + e, B + e);
    if (!clipped || Math.hypot(clipped[1][0] - clipped[0][0], clipped[1][1] - clipped[0][1]) < EPS) continue;
    const [s, t] = clipped;
    const first = s[0] === pa[0] && s[1] === pa[1] ? pointKey(c[0], c[1]) : -++cut;
    segs.push({ ends: [first, t[0] === pb[0] && t[1] === pb[1] ? pointKey(d[0], d[1]) : -++cut], pts: clipped });
  }
  const at_ = new Map<number, number[]>();
  segs.forEach((s, n) => s.ends.forEach((e) => {
    const list = at_.get(e);
    if (list) list.push(n);
    else at_.set(e, [n]);
  }));
  const used = new Uint8Array(segs.length);
  // walk on from `end` through unused edges, appending their far ends
  const walk = (end: number, out: Point[]) => {
    for (;;) {
      const next = at_.get(end)?.find((n) => !used[n]);
      if (next === undefined) return;
      used[next] = 1;
      const s = segs[next];
      const far = s.ends[0] === end ? 1 : 0;
      out.push(s.pts[far]);
      end = s.ends[far];
    }
  };
  const lines: Point[][] = [];
  segs.forEach((s, n) => {
    if (used[n]) return;
    used[n] = 1;
    const fwd: Point[] = [];
    const back: Point[] = [];
    walk(s.ends[1], fwd);
    walk(s.ends[0], back);
    lines.push([...back.reverse(), s.pts[0], s.pts[1], ...fwd]);
  });
  return lines;
}

/** Whether the point a, b is inside the flat-top hex (lane frame) about ca, cb, at least `apothem` from its centre's edges' lines. */
function inHex(a: number, b: number, ca: number, cb: number, apothem: number): boolean {
  const da = a - ca, db = b - cb;
  return Math.abs(db) <= apothem && Math.abs(S3 * da + db / 2) <= apothem && Math.abs(S3 * da - db / 2) <= apothem;
}
