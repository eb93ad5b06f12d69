// A square grid: whole cells at exact multiples of the cell from the board's edge. A board that is
// not a whole number of cells keeps the cell size, centres the grid and leaves partial cells at the
// edges (not numbered: they are what is left over, not places on the board).
import { InputError } from '../../errors.js';
import { columnName } from '../../impose/tile.js';
import { textWidth } from '../../svg/fonts.js';
import { inch, r, toInch } from '../../units.js';
import type { Win } from './hex.js';
import { ASCENT, blocked, clearPlace, grow, type Box, type Shape } from './numbers.js';

export interface SquareGrid {
  /** Whole cells on the board. */
  cells: number;
  /** One element per grid line: `axis` x lines are vertical, at x = `at`. */
  lines: { axis: 'x' | 'y'; at: number; x1: number; y1: number; x2: number; y2: number }[];
  numbers: { size: number; items: { text: string; x: number; y: number; col: number; row: number }[] } | null;
}

const EPS = 1e-6;
/** The least size of a square's name. */
const NUMBER_MIN = 6;
const fmt = (pt: number): string => String(Math.round(toInch(pt) * 100) / 100);


/** Where the cell boundaries fall along one side of `length`: whole cells, centred. */
function boundaries(length: number, cell: number): number[] {
  const n = Math.floor(length / cell + EPS);
  // a board that is a whole number of cells starts exactly at its edge, with no float drift
  const start = Math.abs(length - n * cell) < EPS ? 0 : (length - n * cell) / 2;
  return Array.from({ length: n + 1 }, (_, i) => r(start + i * cell));
}

/** The same lattice carried on `past` beyond both ends (a bleed): the lines there, before and after. */
function beyond(bs: number[], length: number, cell: number, past: number): [number[], number[]] {
  const before = [];
  const after = [];
  for (let v = bs[0] - cell; v >= -past - EPS; v -= cell) before.unshift(r(v));
  for (let v = bs[bs.length - 1] + cell; v <= length + past + EPS; v += cell) after.push(r(v));
  return [before, after];
}

/** Whole cells on a board of this size. */
export function squareCells(width: number, height: number, cell: number): number {
  return Math.floor(width / cell + EPS) * Math.floor(height / cell + EPS);
}

/** The indices from..to of the sorted values `vs` that lie within [lo, hi]. */
function within(vs: number[], lo: number, hi: number): [number, number] {
  let from = 0;
  while (from < vs.length && vs[from] < lo) from++;
  let to = vs.length - 1;
  while (to >= from && vs[to] > hi) to--;
  return [from, to];
}

export function squareGrid(width: number, height: number, cell: number, numbered: boolean, win?: Win, past = 0, keep: readonly Shape[] = []): SquareGrid {
  const xs = boundaries(width, cell);
  const ys = boundaries(height, cell);
  const [xb, xa] = beyond(xs, width, cell, past);
  const [yb, ya] = beyond(ys, height, cell, past);
  const [x1, y1, x2, y2] = [r(-past), r(-past), r(width + past), r(height + past)];
  // a window draws only the lines that can show in it: a cell's width to spare covers any stroke
  const near = (v: number, lo: number, hi: number) => !win || (v >= lo - cell && v <= hi + cell);
  const lines = [
    ...[...xb, ...xs, ...xa].filter((x) => near(x, win?.[0] ?? 0, win?.[2] ?? 0)).map((x) => ({ axis: 'x' as const, at: x, x1: x, y1, x2: x, y2 })),
    ...[...yb, ...ys, ...ya].filter((y) => near(y, win?.[1] ?? 0, win?.[3] ?? 0)).map((y) => ({ axis: 'y' as const, at: y, x1, y1: y, x2, y2: y })),
  ];
  const cells = (xs.length - 1) * (ys.length - 1);
  if (!numbered) return { cells, lines, numbers: null };
  const { size, pad } = numberSize(xs.length - 1, ys.length - 1, cell);
  // only the numbers of cells that reach the window: the cells between the boundaries just outside it
  const [c1, c2] = win ? within(xs, win[0], win[2]) : [0, xs.length - 1];
  const [r1, r2] = win ? within(ys, win[1], win[3]) : [0, ys.length - 1];
  const items = [];
  for (let row = Math.max(0, r1 - 1); row + 1 < ys.length && row <= r2; row++) {
    for (let col = Math.max(0, c1 - 1); col + 1 < xs.length && col <= c2; col++) {
      const text = `${columnName(col)}${row + 1}`;
      const w = textWidth(text, size);
      // tucked into the cell's upper-left corner, or the nearest clear place in the cell when
      // something drawn over the board lies there
      const baseline = ys[row] + pad + size * 0.75;
      let ink: Box | null = [xs[col] + pad, baseline - size * ASCENT, xs[col] + pad + w, baseline];
      if (keep.length && blocked(keep, ink)) {
        const cellBox: Box = [xs[col] + pad, ys[row] + pad, xs[col + 1] - pad, ys[row + 1] - pad];
        ink = clearPlace(ink, grow(cellBox, EPS), keep, cell);
      }
      if (ink) items.push({ text, x: r(ink[0]), y: r(ink[3]), col, row });
    }
  }
  return { cells, lines, numbers: { size: r(size), items } };
}

/**
 * The numbers' size: small, tucked into a corner so a ship model does not hide them, never under
 * NUMBER_MIN; a cell too small for its name at that size is refused, with the least that would do.
 */
function numberSize(cols: number, rows: number, cell: number): { size: number; pad: number } {
  const size = Math.min(9, Math.max(NUMBER_MIN, cell * 0.09));
  const pad = Math.max(2, cell * 0.04);
  const widest = textWidth(`${columnName(cols - 1)}${rows}`, size);
  if (widest + 2 * pad > cell + EPS) {
    const least = Math.ceil((widest + 4) / inch(0.05)) * inch(0.05);
    throw new InputError(`board: squares of ${fmt(cell)} in are too small to name at ${NUMBER_MIN} pt; use squares of at least ${fmt(least)} in, or leave the numbers off`);
  }
  return { size, pad };
}
