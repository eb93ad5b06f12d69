// Geometry of the record's body: the crew and hull tracks side by side, the gun grid, then the
// fittings (turrets, ram, spar torpedo). One box size serves them all: the largest between the
// data's max and min at which everything fits the card.
import { fitSize, textWidth } from '../../svg/fonts.js';
import { r } from '../../units.js';

export const MIN_FONT = 6;
const TITLE = 12;      // a block's title line
const VGAP = 6;        // between blocks
const TRACK_GAP = 14;  // between the crew and hull tracks
const COL_GAP = 6;     // between gun columns and fitting cells
const ROW_GAP = 2;     // between rows of guns or fittings
const TAG = 13;        // the weight tag in front of a gun
const TEXT_GAP = 4;    // boxes to text
const FIT_TEXT = 80;   // a blank fitting cell's text: its label and the line to write on
const FIT_NAME = 96;   // widest text of a filled fitting cell (30 letters at 6 pt); longer text is shrunk to it
const STEP = 0.25;     // box size search step

export interface Gun { name: string; position: string; weight: string; boxes: number }
export interface Fitting {
  track: string; name: string; caption: string; boxes: number;
  /** A line after the name to write one in (the blank sheet's turrets). */
  writeIn?: boolean;
}
export interface Body {
  crew: number[]; hull: number[];
  /** False on the blank sheet: one long section, its rules drawn by hand. */
  rules: boolean;
  guns: Gun[]; fittings: Fitting[];
}
export interface Area { x: number; y: number; width: number; bottom: number }
/** Box size limits and the narrowest gun cell, from the game's data. */
export interface Sizes { max: number; min: number; gunWidth: number }

export interface Grid { x: number; y: number; cols: number; count: number; sections: number[] }
export interface GunCell { x: number; y: number; width: number; gun: Gun; nameSize: number; subSize: number }
export interface FitCell { x: number; y: number; textWidth: number; fitting: Fitting; nameSize: number; subSize: number }
export interface Layout {
  box: number; crew: Grid; hull: Grid; tracksY: number; hullX: number; trackWidth: number;
  gunsY: number; guns: GunCell[]; fittings: FitCell[]; bottom: number;
}

/** Name and second-line sizes for a row of height `box`. */
export const fonts = (box: number): [number, number] => {
  const name = Math.min(8.5, Math.max(MIN_FONT, box * 0.42));
  return [name, Math.max(MIN_FONT, name - 1)];
};

/** The layout with the largest box from `max` down to `min` that fits `area`; null when none does. */
export function layout(body: Body, area: Area, size: Sizes): Layout | null {
  // rules straight across the tracks read best: try them at every size before the compact grids
  for (const aligned of [true, false]) {
    for (let box = size.max; box >= size.min - 1e-9; box = r(box - STEP)) {
      const l = attempt(body, area, box, aligned, size.gunWidth);
      if (l) return l;
    }
  }
  return null;
}

function attempt(body: Body, area: Area, box: number, aligned: boolean, gunWidth: number): Layout | null {
  const trackWidth = (area.width - TRACK_GAP) / 2;
  const maxCols = Math.floor(trackWidth / box + 1e-9);
  const tracksY = area.y + TITLE;
  const hullX = area.x + trackWidth + TRACK_GAP;
  const crewCols = columns(body.crew, maxCols, aligned);
  const hullCols = columns(body.hull, maxCols, aligned);
  if (crewCols === null || hullCols === null) return null;
  const crew: Grid = { x: area.x, y: tracksY, cols: crewCols, count: sum(body.crew), sections: body.crew };
  const hull: Grid = { x: hullX, y: tracksY, cols: hullCols, count: sum(body.hull), sections: body.hull };
  const rows = Math.max(rowsOf(crew), rowsOf(hull));
  const gunsY = tracksY + rows * box + VGAP + TITLE;
  const widest = Math.max(gunWidth, TAG + 2 + gunSlots(body.guns) * box + TEXT_GAP + 40);
  for (let cols = Math.max(1, Math.floor((area.width + COL_GAP) / (widest + COL_GAP))); cols >= 1; cols--) {
    const guns = gunGrid(body.guns, area, gunsY, cols, box);
    if (!guns) continue;
    const gunRows = Math.ceil(body.guns.length / cols);
    const top = gunsY + (gunRows ? gunRows * (box + ROW_GAP) - ROW_GAP : 0) + VGAP;
    const fittings = flow(body.fittings, area, top, box);
    if (!fittings) return null;
    const bottom = fittings.length ? Math.max(...fittings.map((f) => f.y)) + box : top - VGAP;
    // fewer columns only add rows
    if (bottom > area.bottom + 1e-9) return null;
    return { box, crew, hull, tracksY, hullX, trackWidth, gunsY, guns, fittings, bottom };
  }
  return null;
}

const sum = (a: number[]): number => a.reduce((s, n) => s + n, 0);
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
export const rowsOf = (g: Grid): number => Math.ceil(g.count / g.cols);
/** Box positions where one section ends and the next begins. */
export const boundaries = (sections: number[]): number[] => sections.slice(0, -1).map((_, i) => sum(sections.slice(0, i + 1)));

/**
 * Columns of a track grid. Aligned: the widest grid, at most a row taller than the most compact,
 * whose rows start at section boundaries, so every rule runs straight across (null if none).
 * Otherwise the fewest rows, and among those the most boundaries at row starts, then the most
 * even rows.
 */
function columns(sections: number[], maxCols: number, aligned: boolean): number | null {
  const n = sum(sections);
  if (n <= maxCols) return n;
  const ks = boundaries(sections);
  const rows = Math.ceil(n / maxCols);
  // sections with no common length (gcd 1) can never align: those take the compact grid
  if (aligned && ks.reduce(gcd, 0) > 1) {
    for (let c = maxCols; Math.ceil(n / c) <= rows + 1; c--) if (ks.every((k) => k % c === 0)) return c;
    return null;
  }
  let best = maxCols;
  let score = -1;
  for (let c = Math.ceil(n / rows); c <= maxCols; c++) {
    const s = ks.filter((k) => k % c === 0).length;
    if (s > score) [best, score] = [c, s];
  }
  return best;
}

/** Box places per gun cell: 2 when any gun has two boxes, so the names line up. */
export const gunSlots = (guns: Gun[]): number => Math.max(1, ...guns.map((g) => g.boxes));

/** Gun cells filled down each column; null if a name or position cannot be fitted. */
function gunGrid(guns: Gun[], area: Area, y0: number, cols: number, box: number): GunCell[] | null {
  const width = (area.width - (cols - 1) * COL_GAP) / cols;
  const rows = Math.ceil(guns.length / cols);
  const text = width - TAG - 2 - gunSlots(guns) * box - TEXT_GAP;
  const [nameMax, subMax] = fonts(box);
  const cells: GunCell[] = [];
  for (const [i, gun] of guns.entries()) {
    const nameSize = gun.name ? fitSize(gun.name, text, nameMax, 'bold', MIN_FONT) : nameMax;
    const subSize = gun.position ? fitSize(gun.position, text, subMax, 'regular', MIN_FONT) : subMax;
    if (nameSize === null || subSize === null) return null;
    const col = Math.floor(i / rows);
    cells.push({ x: area.x + col * (width + COL_GAP), y: y0 + (i % rows) * (box + ROW_GAP), width, gun, nameSize, subSize });
  }
  return cells;
}

/** Fitting cells placed left to right, wrapping; null if one cannot be fitted. */
function flow(fittings: Fitting[], area: Area, y0: number, box: number): FitCell[] | null {
  const [nameMax, subMax] = fonts(box);
  const cells: FitCell[] = [];
  let x = area.x;
  let y = y0;
  for (const f of fittings) {
    const tw = f.writeIn ? FIT_TEXT : Math.min(FIT_NAME, Math.max(textWidth(f.name, nameMax, 'bold'), textWidth(f.caption, subMax), 40));
    // a write-in cell's name is a short label followed by the line to write on
    const nameSize = fitSize(f.name, f.writeIn ? tw / 3 : tw, nameMax, 'bold', MIN_FONT);
    const subSize = fitSize(f.caption, tw, subMax, 'regular', MIN_FONT);
    if (nameSize === null || subSize === null) return null;
    const w = f.boxes * box + TEXT_GAP + tw;
    if (w > area.width) return null;
    if (x > area.x && x + w > area.x + area.width + 1e-9) {
      x = area.x;
      y += box + ROW_GAP;
    }
    cells.push({ x, y, textWidth: tw, fitting: f, nameSize, subSize });
    x += w + COL_GAP * 2;
  }
  return cells;
}

export const GEOMETRY = { TITLE, TAG, TEXT_GAP, VGAP };
