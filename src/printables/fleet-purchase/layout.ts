// Geometry of the fleet purchase sheet, top to bottom: a title band; the side (its name, or a line to
// write it on, with its letter ringed) and the admiral beside three boxes of the numbers that bound a
// purchase (points, 1st rates, shore batteries); a status line with what the ships written in come to,
// in red when over a bound; the purchase table, a row per ship with its running total and the points
// left; the notes. Every number and word comes from the game's data and the ship file.
import { textWidth } from '../../svg/fonts.js';
import { nameBaselines, nameBlock, nameHeight, type NameBox } from '../../svg/names.js';
import { Parts, attrs, fitter } from '../parts.js';
import type { SideColour } from '../../games/sides.js';

export interface Column { label: string; share: number }
export interface Data {
  width: number; height: number; title: string; budget: number;
  limits: { 'first-rates': number; batteries: number };
  letters: string[];
  labels: { side: string; admiral: string; forward: string };
  facts: { budget: string; 'first-rates': string; batteries: string };
  status: { within: string; over: string; 'first-rates': string; batteries: string };
  columns: Record<string, Column>;
  notes: string[];
}

/** A ship bought: what its row prints. */
export interface Entry { name: string; type: string; rate: number; crew: string; cost: number }
/** One sheet: the side, the row its numbering starts at, what is brought forward, its ships. */
export interface Sheet {
  /** The side's name and letter when known, and its colour (its chips') with the letter. */
  side: { name?: string; letter?: string; colour?: SideColour };
  first: number; forward: { total: number } | null; entries: Entry[];
  /** What the side's ships come to, and the bounds they break: null on a blank sheet. */
  status: { spent: number; lines: string[]; over: boolean } | null;
}

export const COLUMNS = ['number', 'ship', 'type', 'rate', 'crew', 'cost', 'total', 'left'];
export const INSET = 18;
const BAND = 22;
const GAP = 6;
const HEADER = 44;
const SIDE_W = 290;
const STATUS = 18;
const HEAD = 18;
export const ROW = 21.6;          // 0.3 in: room for a pencilled name and numbers
const TEXT_MIN = 6.5;
const RULE = '#7f7f7f';
const RED = '#b3261e';
const RED_TINT = '#f6d5d2';
const INK = '#23415f';

export const fit = fitter('fleet-purchase', TEXT_MIN);
const lead = (size: number) => size * 1.15;

/** Wording with the sheet's numbers put in for {budget} {first-rates} {batteries} and any of `more`. */
export function fill(text: string, d: Data, budget: number, more: Record<string, number> = {}): string {
  const values: Record<string, number> = { budget, 'first-rates': d.limits['first-rates'], batteries: d.limits.batteries, ...more };
  return text.replace(/\{([\w-]+)\}/g, (all, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : all));
}

/** Column edges across `width` from x, in proportion to their shares. */
export function spread(d: Data, x: number, width: number): Record<string, { x: number; w: number }> {
  const total = COLUMNS.reduce((a, k) => a + d.columns[k].share, 0);
  let at = x;
  return Object.fromEntries(COLUMNS.map((k) => {
    const w = (width * d.columns[k].share) / total;
    const c = { x: at, w };
    at += w;
    return [k, c];
  }));
}

/** The body's top and how many rows fit under it above the notes. */
export function rowsOf(d: Data, budget: number, markRoom: number): { top: number; rows: number; notes: { lines: string[]; size: number }[] } {
  const notes = d.notes.map((n) => fit.wrap(fill(n, d, budget), d.width - 2 * INSET - markRoom, 7.5, 2));
  const notesH = notes.reduce((a, b) => a + b.lines.length * lead(b.size), 0);
  const top = INSET + BAND + GAP + HEADER + GAP + STATUS + HEAD;
  return { top, rows: Math.floor((d.height - INSET - notesH - GAP - top) / ROW), notes };
}

/** Where a ship's name is written: its cell, less the padding. */
export const nameBox = (d: Data): NameBox => ({ width: spread(d, INSET, d.width - 2 * INSET).ship.w - 6, max: 9.5, height: ROW - 3 });

export function sheetView(gameTitle: string, d: Data, sheet: Sheet, crews: string[], budget: number, markRoom: number) {
  const W = d.width;
  const inner = W - 2 * INSET;
  const parts = new Parts();
  const { top: body, rows, notes } = rowsOf(d, budget, markRoom);

  // the title band
  parts.rect(INSET, INSET, inner, BAND, { fill: INK });
  const title = `${gameTitle} · ${d.title}`;
  const ts = fit.one(title, inner - 12, 12, 'bold');
  parts.text({ x: INSET + 7, y: INSET + BAND / 2 + ts * 0.35, size: ts, text: title, bold: true, fill: '#ffffff', attrs: attrs({ title: 'sheet' }) });

  const top = INSET + BAND + GAP;
  header(parts, d, sheet, INSET, top);
  factBoxes(parts, d, INSET + SIDE_W + 14, top, inner - SIDE_W - 14, budget);

  // the status: what the ships come to, red when a bound is broken
  const sy = top + HEADER + GAP;
  if (sheet.status) {
    const { over, lines } = sheet.status;
    const text = lines.join('  ·  ');
    const s = fit.one(text, inner - 12, 9, 'bold');
    if (over) parts.rect(INSET, sy, inner, STATUS - 2, { fill: RED, attrs: attrs({ status: 'over' }) });
    parts.text({ x: INSET + 6, y: sy + (STATUS - 2) / 2 + s * 0.35, size: s, text, bold: true, fill: over ? '#ffffff' : '#000000', attrs: attrs({ 'status-text': over ? 'over' : 'within' }) });
  }

  table(parts, d, sheet, crews, budget, INSET, body - HEAD, inner, rows);
  let ny = body + rows * ROW + GAP;
  notes.forEach((b, i) => b.lines.forEach((line) => {
    parts.text({ x: INSET, y: ny + b.size * 0.95, size: b.size, text: line, fill: '#333333', attrs: attrs({ note: i }) });
    ny += lead(b.size);
  }));
  return { parts };
}

/** The side's name (or a line for it) and letters, and a line for the admiral. */
function header(parts: Parts, d: Data, sheet: Sheet, x: number, top: number): void {
  const label = d.labels.side;
  parts.text({ x, y: top + 17, size: 9, text: label, bold: true });
  const lineX = x + textWidth(label, 9, 'bold') + 5;
  const R = 7.5;
  const lettersW = d.letters.length * (2 * R + 3);
  const lineEnd = x + SIDE_W - lettersW - 4;
  parts.line(lineX, top + 18, lineEnd, top + 18, 0.7, { attrs: attrs({ 'side-line': '' }) });
  if (sheet.side.name) {
    parts.text({ x: lineX + 2, y: top + 16, size: fit.one(sheet.side.name, lineEnd - lineX - 4, 14, 'bold'), text: sheet.side.name, bold: true, attrs: attrs({ side: sheet.side.name }) });
  }
  d.letters.forEach((letter, i) => {
    const cx = x + SIDE_W - lettersW + R + 1.5 + i * (2 * R + 3);
    // the side's own letter ringed, on a disc of its colour when it has one (as on its chips)
    const own = letter === sheet.side.letter;
    if (own) parts.circle(cx, top + 13.5, R, { weight: 1.2, fill: sheet.side.colour?.fill, attrs: attrs({ circled: letter }) });
    parts.text({ x: cx, y: top + 17, size: 10, text: letter, bold: true, anchor: 'middle', fill: own ? sheet.side.colour?.ink : undefined, attrs: attrs({ letter }) });
  });
  const admiral = d.labels.admiral;
  parts.text({ x, y: top + 38, size: 8, text: admiral, bold: true });
  parts.line(x + textWidth(admiral, 8, 'bold') + 5, top + 39, x + SIDE_W, top + 39, 0.7, { attrs: attrs({ 'admiral-line': '' }) });
}

/** The three numbers that bound a purchase, each in a box over what it means. */
function factBoxes(parts: Parts, d: Data, x: number, top: number, width: number, budget: number): void {
  const facts: [string, number, string][] = [
    ['budget', budget, d.facts.budget],
    ['first-rates', d.limits['first-rates'], d.facts['first-rates']],
    ['batteries', d.limits.batteries, d.facts.batteries],
  ];
  const gap = 6;
  const w = (width - 2 * gap) / 3;
  facts.forEach(([key, n, caption], i) => {
    const bx = x + i * (w + gap);
    parts.rect(bx, top, w, HEADER, { fill: '#ffffff', stroke: '#000000', weight: 0.8, attrs: attrs({ fact: key }) });
    parts.text({ x: bx + w / 2, y: top + 17, size: 16, text: String(n), bold: true, anchor: 'middle', attrs: attrs({ 'fact-number': key }) });
    const cap = fit.wrap(fill(caption, d, budget), w - 8, 7, 2);
    cap.lines.forEach((line, j) => parts.text({ x: bx + w / 2, y: top + 27 + j * cap.size * 1.12, size: cap.size, text: line, anchor: 'middle', attrs: attrs({ 'fact-caption': key }) }));
  });
}

/** The column headings at y, then `rows` rows: brought forward, the sheet's ships, blank rows. */
function table(parts: Parts, d: Data, sheet: Sheet, crews: string[], budget: number, x: number, y: number, width: number, rows: number): void {
  const cols = spread(d, x, width);
  parts.rect(x, y, width, HEAD, { fill: '#dddddd' });
  const hs = Math.min(...COLUMNS.map((k) => fit.one(d.columns[k].label, cols[k].w - 4, 8, 'bold')));
  for (const k of COLUMNS) {
    parts.text({ x: cols[k].x + cols[k].w / 2, y: y + HEAD / 2 + hs * 0.35, size: hs, text: d.columns[k].label, bold: true, anchor: 'middle', attrs: attrs({ head: k }) });
    if (k !== 'number') parts.line(cols[k].x, y, cols[k].x, y + HEAD, 0.5);
  }
  const body = y + HEAD;
  const box = nameBox(d);
  let total = sheet.forward?.total ?? 0;
  let entry = 0;
  for (let i = 0; i < rows; i++) {
    const top = body + i * ROW;
    const mid = top + ROW / 2;
    const forward = i === 0 && sheet.forward !== null;
    parts.rect(x, top, width, ROW, { fill: forward ? '#e6e6e6' : i % 2 === 1 ? '#f2f2f2' : '#ffffff', attrs: attrs({ row: i }) });
    for (const k of COLUMNS) parts.rect(cols[k].x, top, cols[k].w, ROW, { stroke: RULE, weight: 0.5, attrs: attrs({ cell: k, slot: i }) });
    const num = (k: string, n: number, more: Record<string, string | number> = {}) => {
      const over = k === 'left' && n < 0;
      if (over) parts.rect(cols[k].x + 1, top + 1, cols[k].w - 2, ROW - 2, { fill: RED_TINT, attrs: attrs({ over: i }) });
      parts.text({ x: cols[k].x + cols[k].w - 5, y: mid + 3.3, size: 9.5, text: n < 0 ? `−${-n}` : String(n), bold: over || k === 'left', anchor: 'end', fill: over ? RED : '#000000', attrs: attrs({ filled: k, slot: i, ...more }) });
    };
    if (forward) {
      parts.text({ x: cols.ship.x + 3, y: mid + 3, size: fit.one(d.labels.forward, cols.ship.w - 6, 9, 'bold'), text: d.labels.forward, bold: true, attrs: attrs({ forward: i }) });
      num('total', total);
      num('left', budget - total);
      continue;
    }
    const e = sheet.entries[entry];
    const n = sheet.first + entry;
    parts.text({ x: cols.number.x + cols.number.w / 2, y: mid + 3, size: 8, text: String(n + 1), anchor: 'middle', fill: '#555555', attrs: attrs({ 'row-number': n + 1 }) });
    crewLetters(parts, cols.crew, mid, crews, e?.crew, i);
    entry++;
    if (!e) continue;
    const name = nameBlock(e.name, box, 'fleet-purchase');
    const ys = name.lines.length === 1 ? [mid + name.size * 0.35] : nameBaselines(name, top + 1.5 + nameHeight(2, name.size));
    name.lines.forEach((line, j) => parts.text({ x: cols.ship.x + 3, y: ys[j], size: name.size, text: line, bold: true, attrs: attrs({ filled: 'ship', slot: i }) }));
    const type = fit.wrap(e.type, cols.type.w - 6, 8, 2);
    const ty = mid - ((type.lines.length - 1) * lead(type.size)) / 2 + type.size * 0.35;
    type.lines.forEach((line, j) => parts.text({ x: cols.type.x + 3, y: ty + j * lead(type.size), size: type.size, text: line, attrs: attrs({ filled: 'type', slot: i }) }));
    parts.text({ x: cols.rate.x + cols.rate.w / 2, y: mid + 3.3, size: 9.5, text: String(e.rate), bold: true, anchor: 'middle', attrs: attrs({ filled: 'rate', slot: i }) });
    total += e.cost;
    num('cost', e.cost);
    num('total', total);
    num('left', budget - total);
  }
}

/** The crew qualities spread across their cell, the ship's own ringed. */
function crewLetters(parts: Parts, col: { x: number; w: number }, mid: number, crews: string[], own: string | undefined, slot: number): void {
  const step = col.w / crews.length;
  crews.forEach((c, j) => {
    const cx = col.x + step * (j + 0.5);
    const s = fit.one(c, step - 3, 7.5, 'bold');
    parts.text({ x: cx, y: mid + s * 0.35, size: s, text: c, bold: true, anchor: 'middle', fill: c === own ? '#000000' : '#555555', attrs: attrs({ crew: c, slot }) });
    if (c === own) parts.circle(cx, mid, Math.min(step / 2 - 0.5, 8), { weight: 1.1, attrs: attrs({ 'crew-ring': c, slot }) });
  });
}
