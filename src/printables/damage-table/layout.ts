// Geometry of the damage table page, top to bottom: a title band; how to find the column; the table
// itself (d12 rows by result columns 0–10, each cell tinted by its result) with the grapeshot row
// under it; then, anchored to the foot, what moves the column beside what each result means, the
// notes and the legend. The table's rows take the height the rest leaves them, up to a limit.
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { fitSize, textWidth } from '../../svg/fonts.js';
import { defaultMark } from '../chart-card/text.js';
import { Parts, attrs, fitter } from '../parts.js';

export interface Result { code: string; text: string; fill: string; ink?: string }
export interface Data {
  width: number; height: number; title: string; subtitle: string; corner: string; 'columns-label': string;
  rows: string[][];
  grapeshot: { label: string; cells: string[]; note: string };
  finding: { title: string; steps: { who: string; what: string }[] };
  moving: { title: string; rows: { when: string; what: string }[] };
  results: { title: string; list: Result[] };
  notes: string[];
  legend: string;
}

/** Is the value at this path of the section a default (the data's one rule, src/games/defaults.ts)? */
export type IsDefault = (path: string) => boolean;

export const INSET = 18;      // clear card inside the cut
const BAND = 24;              // the title band
const GAP = 10;               // between the page's parts
const GUTTER = 16;            // between the two columns at the foot
const LABEL_W = 42;           // the row numbers' column
const HEAD1 = 14;             // the band naming the columns
const HEAD2 = 18;             // the column numbers
const GRAPE_GAP = 6;          // the grapeshot row stands apart from the d12 rows
const ROW_MAX = 26;           // rows grow no taller than this, however much room there is
const ROW_MIN = 15;           // below this a cell's word is not read across a table
const CELL_MIN = 7;           // the smallest a result in a cell prints
export const TEXT_MIN = 6.5;  // the smallest any other words print
const TITLE_H = 15;           // a block's title line
const SWATCH = { w: 46, h: 15 };
const LEGEND = 7;
const INK = '#23415f';
const RULE = '#8a96a3';
const DEFAULT_FILL = '#fbe3a0'; // the number of a row the published table lost

const fit = fitter('damage-table', TEXT_MIN);
const lead = (size: number) => size * 1.2;
const DAGGER = '†';
const DAGGER_SIZE = 7;   // the dagger after a default cell's word

/** A label and its words wrapped beside it: one entry of a two-column list. */
interface Pair { label: string; lines: string[]; size: number; h: number; def: boolean; ref: string }

function pairs(items: { label: string; text: string; ref: string }[], width: number, size: number): { labelW: number; list: Pair[]; h: number } {
  const labelW = Math.min(width * 0.4, Math.max(...items.map((i) => textWidth(i.label, size, 'bold'))) + 8);
  const list = items.map((i): Pair => {
    const { text, isDefault } = defaultMark(i.text);
    const b = fit.wrap(text, width - labelW, size, 3);
    return { label: i.label, lines: b.lines, size: b.size, h: b.lines.length * lead(b.size) + 3, def: isDefault, ref: i.ref };
  });
  return { labelW, list, h: list.reduce((a, p) => a + p.h, 0) };
}

function drawPairs(parts: Parts, block: ReturnType<typeof pairs>, x: number, y: number, role: string): void {
  let at = y;
  for (const p of block.list) {
    const base = at + p.size * 0.95;
    parts.text({ x, y: base, size: fit.one(p.label, block.labelW - 6, p.size, 'bold'), text: p.label, bold: true, attrs: attrs({ [`${role}-label`]: p.ref }) });
    p.lines.forEach((line, i) => parts.text({
      x: x + block.labelW, y: base + i * lead(p.size), size: p.size, text: line,
      attrs: attrs({ [role]: p.ref, ...(p.def && i === p.lines.length - 1 ? { default: 1 } : {}) }),
    }));
    at += p.h;
  }
}

/** The results key: a tinted swatch with the result's word, its meaning wrapped beside it. */
function keyOf(list: Result[], width: number) {
  const entries = list.map((res) => {
    const b = fit.wrap(res.text, width - SWATCH.w - 6, 8, 3);
    return { res, lines: b.lines, size: b.size, h: Math.max(SWATCH.h, b.lines.length * lead(b.size)) + 3.5 };
  });
  return { entries, h: entries.reduce((a, e) => a + e.h, 0) };
}

export function pageView(d: Data, isDefault: IsDefault, cellOf: (code: string) => Result) {
  const W = d.width;
  const H = d.height;
  const inner = W - 2 * INSET;
  const parts = new Parts();

  // the title band
  parts.rect(INSET, INSET, inner, BAND, { fill: INK });
  const titleSize = fit.one(d.title, inner * 0.55, 13, 'bold');
  parts.text({ x: INSET + 7, y: INSET + BAND / 2 + titleSize * 0.35, size: titleSize, text: d.title, bold: true, fill: '#ffffff', attrs: attrs({ title: 'page' }) });
  const subSize = fit.one(d.subtitle, inner - textWidth(d.title, titleSize, 'bold') - 28, 8);
  parts.text({ x: W - INSET - 7, y: INSET + BAND / 2 + subSize * 0.35, size: subSize, text: d.subtitle, anchor: 'end', fill: '#ffffff', attrs: attrs({ subtitle: 'page' }) });

  // how to find the column
  let y = INSET + BAND + GAP;
  const finding = pairs(d.finding.steps.map((s, i) => ({ label: s.who, text: s.what, ref: String(i) })), inner, 9);
  parts.text({ x: INSET, y: y + 10.5, size: fit.one(d.finding.title, inner, 10.5, 'bold'), text: d.finding.title, bold: true, fill: INK, attrs: attrs({ block: 'finding' }) });
  drawPairs(parts, finding, INSET, y + TITLE_H, 'finding');
  y += TITLE_H + finding.h + GAP;

  // the foot, measured first: it keeps its height and the table's rows take what is left
  const colW = (inner - GUTTER) / 2;
  const moving = pairs(d.moving.rows.map((m, i) => ({ label: m.when, text: m.what, ref: String(i) })), colW, 8.5);
  const key = keyOf(d.results.list, colW);
  const footH = TITLE_H + Math.max(moving.h, key.h);
  const notes = d.notes.map((n) => fit.wrap(defaultMark(n).text, inner, 7.5, 2));
  const notesH = notes.reduce((a, b) => a + b.lines.length * lead(b.size), 0);
  const grapeNote = fit.wrap(d.grapeshot.note, inner, 7.5, 3);
  const grapeNoteH = grapeNote.lines.length * lead(grapeNote.size) + 4;
  const legendTop = H - INSET - LEGEND - 4;
  const footTop = legendTop - GAP - notesH - (notesH ? 4 : 0) - footH;
  const room = footTop - GAP - y - HEAD1 - HEAD2 - GRAPE_GAP - grapeNoteH;
  const rows = d.rows.length + 1;
  const rowH = Math.min(ROW_MAX, room / rows);
  if (rowH < ROW_MIN) throw new DrawProblem('damage-table', undefined, `the table's rows would be ${Math.floor(rowH * 10) / 10} pt tall, under ${ROW_MIN} pt; shorten the words under the table or make the page taller in the game's data`);

  const defaults = table(parts, d, isDefault, cellOf, INSET, y, inner, rowH);
  y += HEAD1 + HEAD2 + rows * rowH + GRAPE_GAP;
  grapeNote.lines.forEach((line, i) => parts.text({ x: INSET, y: y + 4 + grapeNote.size * 0.95 + i * lead(grapeNote.size), size: grapeNote.size, text: line, fill: '#222222', attrs: attrs({ note: 'grapeshot' }) }));

  // the foot: what moves the column, beside what the results mean; then the notes
  const rightX = INSET + colW + GUTTER;
  parts.text({ x: INSET, y: footTop + 10.5, size: fit.one(d.moving.title, colW, 10.5, 'bold'), text: d.moving.title, bold: true, fill: INK, attrs: attrs({ block: 'moving' }) });
  drawPairs(parts, moving, INSET, footTop + TITLE_H, 'moving');
  parts.text({ x: rightX, y: footTop + 10.5, size: fit.one(d.results.title, colW, 10.5, 'bold'), text: d.results.title, bold: true, fill: INK, attrs: attrs({ block: 'results' }) });
  let ky = footTop + TITLE_H;
  for (const e of key.entries) {
    const { res } = e;
    parts.rect(rightX, ky, SWATCH.w, SWATCH.h, { fill: res.fill, stroke: '#000000', weight: 0.6, attrs: attrs({ swatch: res.code }) });
    parts.text({ x: rightX + SWATCH.w / 2, y: ky + SWATCH.h / 2 + 9 * 0.35, size: fit.one(res.code, SWATCH.w - 4, 9, 'bold'), text: res.code, bold: true, anchor: 'middle', fill: res.ink ?? '#000000', attrs: attrs({ 'key-code': res.code }) });
    const top = ky + (SWATCH.h - Math.min(SWATCH.h, e.lines.length * lead(e.size))) / 2;
    e.lines.forEach((line, i) => parts.text({ x: rightX + SWATCH.w + 6, y: top + e.size * 0.95 + i * lead(e.size), size: e.size, text: line, attrs: attrs({ 'key-text': res.code }) }));
    ky += e.h;
  }
  let ny = footTop + footH + GAP;
  notes.forEach((b, i) => b.lines.forEach((line) => {
    parts.text({ x: INSET, y: ny + b.size * 0.95, size: b.size, text: line, fill: '#222222', attrs: attrs({ 'page-note': i }) });
    ny += lead(b.size);
  }));
  return { width: W, height: H, parts, defaults };
}

/** The table at (x, y), `width` wide with rows `rowH` tall; answers how many cells it marked as defaults. */
function table(parts: Parts, d: Data, isDefault: IsDefault, cellOf: (code: string) => Result, x: number, y: number, width: number, rowH: number): number {
  const n = d.rows[0].length;
  const colW = (width - LABEL_W) / n;
  const colX = (c: number) => x + LABEL_W + c * colW;
  const headY = y + HEAD1 + HEAD2;
  const rowY = (i: number) => headY + i * rowH + (i === d.rows.length ? GRAPE_GAP : 0);

  // every cell: its result, whether it is a default, and the text it prints
  const grapeRow = d.rows.length;
  const cells = [...d.rows, d.grapeshot.cells].map((row, i) => row.map((raw, c) => {
    const path = i === grapeRow ? `damage-table.grapeshot.cells[${c}]` : `damage-table.rows[${i}][${c}]`;
    const { text: shown, isDefault: starred } = defaultMark(raw);
    const def = starred || isDefault(path);
    const code = starred ? shown.slice(0, -1) : shown;
    const at = i === grapeRow ? ['damage-table', 'grapeshot', 'cells', c] : ['damage-table', 'rows', i, c];
    return { code, res: cellOf(code), def, at, where: i === grapeRow ? `grapeshot cell ${c}` : `row ${i + 1}, column ${c}` };
  }));
  // one size for every cell, so the table reads evenly: the largest each allows, a default's word
  // sharing its cell with the dagger after it
  const start = Math.min(10, rowH * 0.55);
  const daggerW = textWidth(DAGGER, DAGGER_SIZE, 'bold') + 1;
  const size = Math.min(...cells.flat().map((cell) => {
    const s = fitSize(cell.code, colW - 4 - (cell.def ? daggerW : 0), start, 'bold', CELL_MIN);
    if (s === null) throw new DrawProblem('damage-table', cell.at, `${cell.where}: ${quote(cell.code)} cannot fit its ${Math.floor(colW)} pt column at ${CELL_MIN} pt; use a shorter word`);
    return s;
  }));

  // the heading: a band naming the columns over the column numbers, the corner naming the rows
  parts.rect(x, y, width, HEAD1 + HEAD2, { fill: INK });
  parts.rect(x + LABEL_W, y + HEAD1, width - LABEL_W, HEAD2, { fill: '#35597d' });
  const cornerSize = fit.one(d.corner, LABEL_W - 6, 10, 'bold');
  parts.text({ x: x + LABEL_W / 2, y: y + (HEAD1 + HEAD2) / 2 + cornerSize * 0.35, size: cornerSize, text: d.corner, bold: true, anchor: 'middle', fill: '#ffffff', attrs: attrs({ corner: 'rows' }) });
  const bandSize = fit.one(d['columns-label'], width - LABEL_W - 8, 8, 'bold');
  parts.text({ x: x + LABEL_W + (width - LABEL_W) / 2, y: y + HEAD1 / 2 + bandSize * 0.35, size: bandSize, text: d['columns-label'], bold: true, anchor: 'middle', fill: '#ffffff', attrs: attrs({ corner: 'columns' }) });
  for (let c = 0; c < n; c++) {
    parts.text({ x: colX(c) + colW / 2, y: y + HEAD1 + HEAD2 / 2 + 10 * 0.35, size: 10, text: String(c), bold: true, anchor: 'middle', fill: '#ffffff', attrs: attrs({ column: c }) });
    if (c > 0) parts.line(colX(c), y + HEAD1, colX(c), y + HEAD1 + HEAD2, 0.5, { stroke: '#ffffff' });
  }

  let marked = 0;
  cells.forEach((row, i) => {
    const top = rowY(i);
    const grape = i === grapeRow;
    const anyDefault = row.some((cell) => cell.def);
    const label = grape ? d.grapeshot.label : `${i + 1}${anyDefault ? DAGGER : ''}`;
    parts.rect(x, top, LABEL_W, rowH, { fill: anyDefault ? DEFAULT_FILL : '#e8edf2', attrs: attrs({ 'row-label-box': grape ? 'grapeshot' : i + 1 }) });
    const labelSize = fit.one(label, LABEL_W - 6, 10, 'bold');
    parts.text({ x: x + LABEL_W / 2, y: top + rowH / 2 + labelSize * 0.35, size: labelSize, text: label, bold: true, anchor: 'middle', attrs: attrs({ 'row-label': grape ? 'grapeshot' : i + 1 }) });
    row.forEach((cell, c) => {
      const ref = grape ? `g.${c}` : `${i}.${c}`;
      parts.rect(colX(c), top, colW, rowH, { fill: cell.res.fill, attrs: attrs({ 'cell-box': ref }) });
      // a default's word and its dagger are centred together
      const w = textWidth(cell.code, size, 'bold');
      const x0 = colX(c) + (colW - w - (cell.def ? daggerW : 0)) / 2;
      const base = top + rowH / 2 + size * 0.35;
      const ink = cell.res.ink ?? '#000000';
      parts.text({ x: x0, y: base, size, text: cell.code, bold: true, fill: ink, attrs: attrs({ cell: ref, code: cell.code, ...(cell.def ? { default: 1 } : {}) }) });
      if (cell.def) {
        parts.text({ x: x0 + w + 1, y: base, size: DAGGER_SIZE, text: DAGGER, bold: true, fill: ink, attrs: attrs({ dagger: ref }) });
        marked++;
      }
    });
    // rules: thin between cells and rows, firm round the row numbers and the whole
    for (let c = 1; c < n; c++) parts.line(colX(c), top, colX(c), top + rowH, 0.4, { stroke: RULE });
    if (i > 0 && !grape) parts.line(x, top, x + width, top, 0.4, { stroke: RULE });
  });
  const bodyH = d.rows.length * rowH;
  parts.line(x + LABEL_W, headY, x + LABEL_W, headY + bodyH, 1.2);
  parts.rect(x, y, width, HEAD1 + HEAD2 + bodyH, { stroke: '#000000', weight: 1.2, attrs: attrs({ frame: 'table' }) });
  const gy = rowY(grapeRow);
  parts.line(x + LABEL_W, gy, x + LABEL_W, gy + rowH, 1.2);
  parts.rect(x, gy, width, rowH, { stroke: '#000000', weight: 1.2, attrs: attrs({ frame: 'grapeshot' }) });
  return marked;
}

export const LEGEND_SIZE = LEGEND;
