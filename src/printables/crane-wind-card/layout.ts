// Geometry of the Crane wind card: its three roll tables and the compass rose, worked out in pt
// for the template to draw. Every word comes from the game's data; only the look lives here.
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { fitSize, type Weight } from '../../svg/fonts.js';
import { r } from '../../units.js';

/** The eight points of the rose, clockwise from north (the top of the card, as on the board). */
export const POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

export interface Row { roll: string; mark?: string; text: string }
export interface Table { title: string; head: string[]; rows: Row[]; note?: string }

const TITLE_H = 15;     // the coloured title band of a table
const HEAD_H = 12;      // the column heads under it
const NOTE_H = 12;      // one line of note under the rows
const ROW_MAX = 18;     // rows never grow taller than this, however much room there is
const CELL_PAD = 4;

/** Fits `text` in `width`, or says which of the card's words is too long and what to do. */
export function fit(text: string, width: number, size: number, weight: Weight = 'regular'): number {
  const s = fitSize(text, width, size, weight, 6);
  if (s === null) throw new DrawProblem('wind-card', text, `${quote(text)} is too long for the card; shorten it or enlarge the card in the game's data`);
  return s;
}

/** A table's natural height with rows of height `rowH`. */
export const tableHeight = (t: Table, rowH: number): number => TITLE_H + HEAD_H + t.rows.length * rowH + (t.note ? NOTE_H : 0);

/** The row height that makes `tables`, stacked with `gap` between them, fill `height`. */
export function rowHeight(tables: Table[], height: number, gap: number): number {
  const fixed = tables.reduce((a, t) => a + tableHeight(t, 0), 0) + gap * (tables.length - 1);
  const rows = tables.reduce((a, t) => a + t.rows.length, 0);
  return Math.min(ROW_MAX, (height - fixed) / rows);
}

/** One table at (x, y), `w` wide: a title band, column heads, shaded rows, an optional note. */
export function tableView(t: Table, x: number, y: number, w: number, rowH: number, accent: string) {
  const marked = t.rows.some((row) => row.mark);
  const rollW = w * 0.27;
  const markW = marked ? w * 0.2 : 0;
  const textW = w - rollW - markW;
  // one size per column, so a table reads evenly
  const size = (texts: string[], cell: number, max: number, weight: Weight) =>
    Math.min(...texts.map((s) => fit(s, cell - 2 * CELL_PAD, max, weight)));
  const rowMax = Math.min(10, rowH * 0.62);
  const rollSize = size(t.rows.map((row) => row.roll), rollW, rowMax, 'bold');
  const markSize = marked ? size(t.rows.map((row) => row.mark ?? ''), markW, rowMax, 'bold') : 0;
  const textSize = size(t.rows.map((row) => row.text), textW, rowMax, 'regular');
  const headY = y + TITLE_H + HEAD_H - 3.5;
  const body = y + TITLE_H + HEAD_H;
  return {
    x: r(x), y: r(y), w: r(w), accent,
    titleH: TITLE_H, title: t.title, titleX: x + CELL_PAD, titleY: y + TITLE_H - 4.2, titleSize: fit(t.title, w - 2 * CELL_PAD, 9, 'bold'),
    heads: [
      { x: x + rollW / 2, anchor: 'middle', text: t.head[0], size: fit(t.head[0], rollW - 2, 7) },
      { x: x + rollW + CELL_PAD, anchor: 'start', text: t.head[1], size: fit(t.head[1], w - rollW - CELL_PAD, 7) },
    ],
    headY,
    rows: t.rows.map((row, i) => {
      const top = body + i * rowH;
      const base = top + rowH / 2 + rowSizeBase(Math.max(rollSize, textSize));
      return {
        top: r(top), h: r(rowH), shade: i % 2 === 0, base: r(base),
        rollX: x + rollW / 2, roll: row.roll, rollSize,
        markX: x + rollW + markW / 2, mark: row.mark ?? '', markSize,
        textX: x + rollW + markW + CELL_PAD, text: row.text, textSize,
      };
    }),
    rollW, frameH: r(HEAD_H + t.rows.length * rowH), frameY: r(y + TITLE_H),
    dividerX: x + rollW,
    note: t.note ?? '', noteX: x + CELL_PAD, noteY: body + t.rows.length * rowH + NOTE_H - 3,
    noteSize: t.note ? fit(t.note, w - CELL_PAD, 7.5) : 7.5,
  };
}

/** Half a cap height: puts a baseline so capitals and figures sit in the middle of a row. */
const rowSizeBase = (size: number): number => size * 0.34;

/**
 * The compass rose centred at (cx, cy) with outer radius `R`: a star of eight points, each split
 * into a dark and a light half, a letter at each tip and the winning rolls outside it.
 */
export function roseView(cx: number, cy: number, R: number, rows: Row[], accent: string) {
  const at = (i: number, rad: number, turn = 0): string => {
    const a = ((i * 45 + turn) * Math.PI) / 180;
    return `${r(cx + rad * Math.sin(a))},${r(cy - rad * Math.cos(a))}`;
  };
  const halves = POINTS.flatMap((_, i) => {
    const tip = i % 2 === 0 ? R * 0.5 : R * 0.34;
    const waist = R * 0.11;
    return [
      { points: `${at(0, 0)} ${at(i, tip)} ${at(i, waist, -45)}`, fill: accent },
      { points: `${at(0, 0)} ${at(i, tip)} ${at(i, waist, 45)}`, fill: '#ffffff' },
    ];
  });
  const letterSize = Math.max(5, Math.min(9, R * 0.15));
  // each roll stays inside the rose's outer circle, however wide the user's wording
  const rollSize = Math.min(...POINTS.map((point, i) => {
    const roll = rows.find((w) => w.mark === point)?.roll;
    return roll ? fit(roll, 2 * R * (1 - 0.88 * Math.abs(Math.sin((i * Math.PI) / 4))), Math.min(8, R * 0.13), 'bold') : 8;
  }));
  const place = (i: number, rad: number, size: number) => {
    const a = (i * Math.PI) / 4;
    return { x: r(cx + rad * Math.sin(a)), y: r(cy - rad * Math.cos(a) + size * 0.34) };
  };
  const labels = POINTS.map((point, i) => {
    const row = rows.find((w) => w.mark === point);
    return { point, ...place(i, R * 0.69, letterSize), roll: row?.roll ?? '', rollAt: place(i, R * 0.88, rollSize) };
  });
  return { cx: r(cx), cy: r(cy), ring: r(R * 0.55), halves, labels, letterSize, rollSize, accent };
}
