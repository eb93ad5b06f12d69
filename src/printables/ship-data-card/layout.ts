// Geometry of the card: a title bar, two rows of header fields, then three columns of framed cells
// (rate, crew and turn; masts and attitudes, or the battery's fields; notes) over a full-width key
// to the notes' annotations. Text and mark sizes are fixed; the cells share what height is left.
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { textWidth } from '../../svg/fonts.js';
import { r, toInch } from '../../units.js';

export const MIN_FONT = 6;
export const INSET = 9;
const BAR = 13;                // the title bar
export const BOX = 20;         // a box or circle to mark with a grease pencil (≥ 0.25 in)
export const NOTE_LINE = 18;   // ruled note lines, far enough apart to write between (0.25 in)
export const PAD = 4;          // a cell's frame to its contents
export const HEAD = 10;        // a cell's label baseline below its frame
const GAP = 6;                 // between cells
const ROW1 = 18;               // first header row's baseline below the bar
const ROW2 = 16;               // second header row's baseline below the first
const RULE = 7;                // the rule under the header, below the second row's baseline
const KEY_LEAD = 8.5;          // line spacing of the key
export const KEY_FONT = 6;
const KEY_SEP = 12;            // between key entries
export const KEY_LABEL = 6.5;

export interface Cell { x: number; y: number; width: number; height: number }
export interface Field { x: number; end: number }
export interface KeyText { x: number; y: number; text: string; bold: boolean }

export interface Layout {
  bar: Cell;
  row1: number; row2: number; rule: number;
  /** Header fields: name, id, side on the first row; type, squadron, points under them. */
  fields: { left: Field; middle: Field; right: Field };
  rate: Cell; crew: Cell; turn: Cell; masts: Cell; attitude: Cell; notes: Cell;
  key: { label: KeyText; entries: KeyText[] };
}

/** Rate and masts cells: a label line, a row of boxes, a line of words under them. */
const TOP_CELL = HEAD + 4 + BOX + 10;
/** The crew cell: a label line and a row of circles. */
const CREW_CELL = HEAD + 4 + BOX + 5;
const MIN_TURN = 26;
const MIN_ATTITUDE = HEAD + 4 * 14 + 4;

export function layout(width: number, height: number, key: { label: string; entries: { code: string; text: string }[] }): Layout {
  const x0 = INSET;
  const inner = width - 2 * INSET;
  const bar = { x: x0, y: INSET, width: inner, height: BAR };
  const row1 = INSET + BAR + ROW1;
  const row2 = row1 + ROW2;
  const rule = row2 + RULE;
  const span = (a: number, b: number): Field => ({ x: r(x0 + a * inner), end: r(x0 + b * inner) });
  const fields = { left: span(0, 0.5), middle: span(0.52, 0.7), right: span(0.72, 1) };

  const keyLaid = flowKey(key, x0, inner, height - INSET - 1.5);
  const top = rule + 5;
  const bottom = keyLaid.top - 5;

  // the rate column holds the whole ladder, 1 to 10; the notes take a fixed share
  const c1 = 10 * BOX + 2 * PAD + 2;
  const c3 = Math.round(inner * 0.3);
  const c2 = inner - c1 - c3 - 2 * GAP;
  const x2 = x0 + c1 + GAP;
  const x3 = x2 + c2 + GAP;
  const crewY = top + TOP_CELL + GAP;
  const turnY = crewY + CREW_CELL + GAP;
  const attY = top + TOP_CELL + GAP;
  const cell = (x: number, y: number, w: number, h: number): Cell => ({ x: r(x), y: r(y), width: r(w), height: r(h) });
  const l: Layout = {
    bar, row1, row2, rule, fields,
    rate: cell(x0, top, c1, TOP_CELL),
    crew: cell(x0, crewY, c1, CREW_CELL),
    turn: cell(x0, turnY, c1, bottom - turnY),
    masts: cell(x2, top, c2, TOP_CELL),
    attitude: cell(x2, attY, c2, bottom - attY),
    notes: cell(x3, top, c3, bottom - top),
    key: keyLaid,
  };
  if (c2 < 4 * BOX + 2 * PAD || l.turn.height < MIN_TURN || l.attitude.height < MIN_ATTITUDE) {
    throw new DrawProblem('ship-data-card', ['ship-data-card', 'width'], `a ${toInch(width)} × ${toInch(height)} in card is too small for its cells and key; make it larger in the game's data`);
  }
  return l;
}

/**
 * The key as one flow of entries (a bold code, then its meaning), broken only between entries,
 * its last line on `baseline`. Returns the texts and the top of the key's first line.
 */
function flowKey(key: { label: string; entries: { code: string; text: string }[] }, x0: number, width: number, baseline: number) {
  const lines: { code: string; text: string; x: number }[][] = [[]];
  let x = textWidth(key.label, KEY_LABEL, 'bold') + 8;
  for (const e of key.entries) {
    const w = textWidth(e.code, KEY_FONT, 'bold') + 3 + textWidth(e.text, KEY_FONT);
    if (w > width) throw new DrawProblem('ship-data-card', e.text, `the key entry ${quote(`${e.code} ${e.text}`)} is too long for the card; shorten it`);
    if (x > 0 && x + w > width) {
      lines.push([]);
      x = 0;
    }
    lines[lines.length - 1].push({ ...e, x });
    x += w + KEY_SEP;
  }
  const first = baseline - (lines.length - 1) * KEY_LEAD;
  const entries = lines.flatMap((line, i) =>
    line.flatMap((e) => [
      { x: r(x0 + e.x), y: r(first + i * KEY_LEAD), text: e.code, bold: true },
      { x: r(x0 + e.x + textWidth(e.code, KEY_FONT, 'bold') + 3), y: r(first + i * KEY_LEAD), text: e.text, bold: false },
    ]),
  );
  return { label: { x: x0, y: r(first), text: key.label, bold: true }, entries, top: r(first - 0.75 * KEY_LABEL) };
}

