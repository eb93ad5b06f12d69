// Where a broadside reaches, drawn for each ship size: a square grid of the board around the firing
// ship, once heading straight (north) and once diagonally (north-east), with every square it can fire
// on shaded out to its range on both sides, numbered by distance. A ship fires only at 90° to its
// heading, so the shaded squares are the two lines straight out from its sides; a diagonal step
// counts one square, as a ship moves. Everything is drawn from the data's ranges.
import { DrawProblem } from '../problem.js';
import { r } from '../../units.js';
import { BAND, band } from './tables.js';
import { TEXT_MIN, attr, fit, wrap, type Sheet } from './sheet.js';

export interface SizeRow { key: string; label: string; dice: number; range: number }
export interface Words { title: string; straight: string; diagonal: string; dice: [string, string]; range: string; key: string; dagger: string }

/** The two headings drawn, as unit steps on the page (y grows downwards, north is up). */
export const HEADINGS = [{ id: 'N', ahead: [0, -1] }, { id: 'NE', ahead: [1, -1] }] as const;

const CELL_MAX = 16;       // the squares' side, at most: the grids stay diagrams, not a board
export const CELL_MIN = 11;      // below this a distance number would shrink under 6 pt
const PAIR_GAP = 10;       // between a size's two grids
const COL_GAP = 14;        // between sizes, at least
const HEAD_H = 28;         // a size's name and its dice and range, above its grids
const SUB_H = 12;          // "heading N" under a grid
const HIT = '#f2a65a';     // shaded squares: light enough for black figures, dark enough in grey
const INK = '#33506f';
const LINE = '#6d8fb3';    // the board's own square colour

/** The squares a ship of range `range` heading `ahead` can fire on, as (column, row) steps from it, with their distance. */
export function targets(ahead: readonly [number, number], range: number): { dc: number; dr: number; k: number }[] {
  // the two beams are the heading turned 90° either way
  const beams = [[-ahead[1], ahead[0]], [ahead[1], -ahead[0]]];
  return beams.flatMap(([bc, br]) => Array.from({ length: range }, (_, i) => ({ dc: bc * (i + 1), dr: br * (i + 1), k: i + 1 })));
}

/** The squares' side: as large as the grids allow across `w`, side by side, up to CELL_MAX. */
export function widestCell(sizes: SizeRow[], w: number): number {
  const across = sizes.reduce((a, s) => a + 2 * (2 * s.range + 1), 0);
  const cell = Math.min(CELL_MAX, (w - sizes.length * PAIR_GAP - COL_GAP * (sizes.length - 1)) / across);
  if (cell < CELL_MIN) {
    const ranges = sizes.map((s) => `${s.range} (${s.label})`).join(', ');
    throw new DrawProblem('firing-card', ['firing-card', 'range'], `ranges of ${ranges} squares are too long to draw side by side on a card ${r(w / 72 + 0.5)} in wide (squares under ${CELL_MIN} pt); shorten them or widen the card in the data`);
  }
  return cell;
}

/** Height the section takes at width `w`, and a function drawing it with its top at (x, y). */
export function positions(sizes: SizeRow[], words: Words, w: number, cell: number): { h: number; draw: (s: Sheet, x: number, y: number) => void } {
  const gridBand = Math.max(...sizes.map((s) => 2 * s.range + 1)) * cell;
  const colW = sizes.map((s) => (2 * s.range + 1) * cell * 2 + PAIR_GAP);
  const colGap = sizes.length > 1 ? (w - colW.reduce((a, b) => a + b, 0)) / (sizes.length - 1) : 0;
  const keySize = 8;
  const keyLines = wrap(words.key, w, keySize);
  const h = BAND + 4 + HEAD_H + gridBand + SUB_H + 3 + keyLines.length * keySize * 1.22;
  return {
    h,
    draw(s, x, y) {
      band(s, x, y, w, words.title, INK, 'positions');
      const top = y + BAND + 4;
      let cx = sizes.length > 1 ? x : x + (w - colW[0]) / 2;
      sizes.forEach((size, i) => {
        const mid = cx + colW[i] / 2;
        s.text({ x: mid, y: top + 10, size: fit(size.label, colW[i], 10, 'bold'), text: size.label, bold: true, anchor: 'middle', attrs: attr('size', size.key) });
        const facts = `${size.dice} ${size.dice === 1 ? words.dice[0] : words.dice[1]} · ${words.range} ${size.range}${words.dagger}`;
        s.text({ x: mid, y: top + 22, size: fit(facts, colW[i] + colGap - 4, 8.5, 'regular', TEXT_MIN), text: facts, anchor: 'middle', attrs: attr('facts', size.key) });
        const n = 2 * size.range + 1;
        HEADINGS.forEach((heading, j) => {
          const gw = n * cell;
          const gx = cx + j * (gw + PAIR_GAP);
          const bandTop = top + HEAD_H;
          const gy = bandTop + (gridBand - gw) / 2;
          grid(s, gx, gy, cell, size, heading);
          const sub = j === 0 ? words.straight : words.diagonal;
          s.text({ x: gx + gw / 2, y: bandTop + gridBand + 9, size: fit(sub, gw + PAIR_GAP - 2, 7.5, 'regular', TEXT_MIN), text: sub, anchor: 'middle', fill: '#333333', attrs: attr('heading', `${size.key} ${heading.id}`) });
        });
        cx += colW[i] + colGap;
      });
      const keyTop = top + HEAD_H + gridBand + SUB_H + 3;
      keyLines.forEach((l, i) => s.text({ x, y: keyTop + (i + 0.8) * keySize * 1.22, size: keySize, text: l, fill: '#222222', attrs: attr('note', 'positions') }));
    },
  };
}

/** One grid: the ship at its centre square, its target squares shaded and numbered. */
function grid(s: Sheet, gx: number, gy: number, cell: number, size: SizeRow, heading: (typeof HEADINGS)[number]): void {
  const n = 2 * size.range + 1;
  const c = size.range;
  const id = `${size.key} ${heading.id}`;
  s.rect(gx, gy, n * cell, n * cell, { fill: '#ffffff' });
  const figure = Math.min(8.5, cell * 0.55);
  for (const t of targets(heading.ahead, size.range)) {
    const [tx, ty] = [gx + (c + t.dc) * cell, gy + (c + t.dr) * cell];
    s.rect(tx, ty, cell, cell, { fill: HIT, attrs: attr('hit', `${id} ${t.dc} ${t.dr} ${t.k}`) });
    s.text({ x: tx + cell / 2, y: ty + cell / 2 + figure * 0.34, size: figure, text: String(t.k), bold: true, anchor: 'middle', attrs: attr('distance', id) });
  }
  for (let i = 1; i < n; i++) {
    s.line(gx + i * cell, gy, gx + i * cell, gy + n * cell, 0.6, { stroke: LINE });
    s.line(gx, gy + i * cell, gx + n * cell, gy + i * cell, 0.6, { stroke: LINE });
  }
  s.rect(gx, gy, n * cell, n * cell, { stroke: INK, weight: 0.9, attrs: attr('grid', id) });
  // the hull, bow pointing along the heading: up for north, turned 45° for north-east
  const L = cell * 0.44;
  const W = cell * 0.2;
  const d = `M0 ${r(-L)}C${r(W * 0.85)} ${r(-L * 0.7)} ${r(W)} ${r(-L * 0.3)} ${r(W)} 0L${r(W * 0.8)} ${r(L * 0.85)}L${r(-W * 0.8)} ${r(L * 0.85)}L${r(-W)} 0C${r(-W)} ${r(-L * 0.3)} ${r(-W * 0.85)} ${r(-L * 0.7)} 0 ${r(-L)}Z`;
  const turn = heading.ahead[0] === 0 ? 0 : 45;
  s.hull(d, `translate(${r(gx + (c + 0.5) * cell)} ${r(gy + (c + 0.5) * cell)}) rotate(${turn})`, attr('ship', id));
}
