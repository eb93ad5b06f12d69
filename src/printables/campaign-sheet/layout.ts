// Geometry of the campaign sheet, top to bottom: the title bar and header, the turn table (a Start
// row for the points left from setup, then one row per turn), the shore batteries and the two kinds
// of berth side by side, and the re-crew costs along the foot. Text and headings have fixed heights;
// every writing row, in the table and the blocks alike, shares what height is left, so a pencil gets
// the most room the sheet allows.
import { DrawProblem } from '../problem.js';
import { textWidth } from '../../svg/fonts.js';
import { nameBaselines, nameBlock, nameHeight, type NameBox } from '../../svg/names.js';
import { inch, toInch } from '../../units.js';
import { MIN_TEXT, fill, fitted, rl, rr, rt, spread, wrapped, type Block, type Data, type Text } from './data.js';
import { HEADER, header, titleBar, type Parts, type Side } from './header.js';

/** What the ship file already says goes in a shore battery row. */
export interface Battery { name: string; rate: string; crew: string }

const INSET = 10;
const BAR = 18;              // title bar
const GAP = 6;               // bar to header, header to table
const HEAD = 20;             // the table's column headings, one or two lines
const SECTION_GAP = 10;      // table to the blocks below it
const BLOCK_TOP = 40;        // a block's title, its note (two lines) and its column headings
const BLOCK_GAP = 10;        // between the blocks
const RECREW = 30;           // the re-crew box at the foot
const RECREW_GAP = 8;
const COST_GAP = 14;         // between re-crew costs on their line, at full size
const MIN_ROW = inch(0.22);  // below this a pencilled number will not fit
const MAX_ROW = inch(0.3);   // above this the room goes to the gaps instead
const RULE = '#7f7f7f';
const HEAD_FILL = '#dddddd';

export function sheetView(gameTitle: string, d: Data, side: Side, batteries: Battery[]) {
  const W = d.width;
  const H = d.height;
  const inner = W - 2 * INSET;
  const parts: Parts = { texts: [], rects: [], lines: [], circles: [] };

  titleBar(parts, gameTitle, d, INSET, INSET, inner, BAR);
  const headerTop = INSET + BAR + GAP;
  header(parts, d, side, INSET, headerTop, inner);

  // rows share the height between the table's headings and the re-crew box
  const tableTop = headerTop + HEADER + GAP;
  const rowsTop = tableTop + HEAD;
  const { rows, room, rowH } = rowHeight(d);
  const blockRows = Math.max(d.batteries.rows, d.construction.rows, d.repair.rows);
  const spare = room - rowH * (rows + blockRows);

  turnTable(parts, d, INSET, tableTop, inner, rowH);

  const blocksTop = rowsTop + rows * rowH + SECTION_GAP + spare / 2;
  const blockW = blockWidth(d);
  const filled: Record<string, string>[] = batteries.map((b) => ({ ...b }));
  ([['batteries', d.batteries, filled], ['construction', d.construction, []], ['repair', d.repair, []]] as const).forEach(([id, block, prefill], i) => {
    blockView(parts, d, id, block, INSET + i * (blockW + BLOCK_GAP), blocksTop, blockW, rowH, prefill);
  });

  recrewBox(parts, d, INSET, H - INSET - RECREW, inner);
  return { width: W, height: H, ...parts };
}

/** Every writing row's height: the table's and the blocks' rows share what the sheet leaves them. */
function rowHeight(d: Data) {
  const rowsTop = INSET + BAR + GAP + HEADER + GAP + HEAD;
  const blockRows = Math.max(d.batteries.rows, d.construction.rows, d.repair.rows);
  const bottom = d.height - INSET - RECREW - RECREW_GAP;
  const room = bottom - rowsTop - SECTION_GAP - BLOCK_TOP;
  const rows = 1 + d.turns;
  const rowH = Math.min(MAX_ROW, room / (rows + blockRows));
  if (rowH < MIN_ROW - 1e-9) {
    throw new DrawProblem('campaign-sheet', ['campaign-sheet', 'turns'], `${d.turns} turns and ${blockRows} battery or berth rows do not fit a ${toInch(d.width)} × ${toInch(d.height)} in sheet with rows of at least 0.22 in; make the sheet taller or the turns fewer in the game's data`);
  }
  return { rows, room, rowH };
}

const blockWidth = (d: Data) => (d.width - 2 * INSET - 2 * BLOCK_GAP) / 3;

/** Where a shore battery's name goes: its cell in the batteries block, less the cell's padding. */
export function nameBox(d: Data): NameBox {
  const col = spread(d.batteries.columns, INSET, blockWidth(d)).find((c) => c.key === 'name');
  return { width: (col?.width ?? 0) - 6, max: 8.5, height: rowHeight(d).rowH - 3, weight: 'regular' };
}

/** Column headings over the start row and one row per turn, every cell its own box. */
function turnTable(parts: Parts, d: Data, x: number, top: number, width: number, rowH: number): void {
  const { texts, rects, lines } = parts;
  const cols = spread(d.columns, x, width);
  const rows = 1 + d.turns;
  // the headings share one size: the largest at which each fits two lines of its column
  const heads = cols.map((c) => wrapped(c.label, c.width - 4, 7, 2, 'bold'));
  const size = Math.min(...heads.map((h) => h.size));
  const lined = cols.map((c) => wrapped(c.label, c.width - 4, size, 2, 'bold').lines);
  rects.push(rr(x, top, width, HEAD, { fill: HEAD_FILL }));
  cols.forEach((c, i) => {
    const ls = lined[i];
    ls.forEach((l, j) => texts.push(rt({
      x: c.x + c.width / 2, y: top + (ls.length === 1 ? HEAD / 2 + size * 0.36 : 8.5 + j * (size + 1)), size, bold: true, anchor: 'middle', text: l,
      attrs: `data-col-head="${c.key}"`,
    })));
    if (i > 0) lines.push(rl(c.x, top, c.x, top + HEAD, 0.5));
  });

  const rowsTop = top + HEAD;
  for (let i = 0; i < rows; i++) {
    const y = rowsTop + i * rowH;
    const start = i === 0;
    const turn = start ? 'start' : String(i);
    // the start row stands apart; turns alternate white and grey so a row reads straight across
    const shade = start ? '#e6e6e6' : i % 2 === 0 ? '#f2f2f2' : '#ffffff';
    rects.push(rr(x, y, width, rowH, { fill: shade, attrs: start ? 'data-row="start"' : `data-row="turn" data-turn="${i}"` }));
    for (const c of cols) rects.push(rr(c.x, y, c.width, rowH, { stroke: RULE, weight: 0.5, attrs: `data-cell="${c.key}" data-turn="${turn}"` }));
    const first = cols[0];
    const text = start ? d.labels.start : String(i);
    const s = start ? fitted(text, first.width - 4, 8, 'bold') : 9;
    texts.push(rt({ x: first.x + first.width / 2, y: y + rowH / 2 + s * 0.36, size: s, bold: true, anchor: 'middle', text, attrs: `data-turn-label="${turn}"` }));
  }
  lines.push(rl(x, rowsTop, x + width, rowsTop, 1));
  lines.push(rl(x, rowsTop + rowH, x + width, rowsTop + rowH, 1.2));
  rects.push(rr(x, top, width, HEAD + rows * rowH, { stroke: '#000000', weight: 1.2, attrs: 'data-frame="turns"' }));
}

/** A titled block of writing rows: shore batteries, construction berths or repair berths. */
function blockView(parts: Parts, d: Data, id: string, block: Block, x: number, top: number, width: number, rowH: number, prefill: readonly Record<string, string>[]): void {
  const { texts, rects, lines } = parts;
  texts.push(rt({ x, y: top + 9, size: fitted(block.title, width, 8.5, 'bold'), bold: true, text: block.title, attrs: `data-block-title="${id}"` }));
  const note = wrapped(fill(block.note, d), width, 6.8, 2);
  note.lines.forEach((l, j) => texts.push(rt({ x, y: top + 17.5 + j * note.size * 1.12, size: note.size, text: l, fill: '#333333', attrs: `data-block-note="${id}"` })));

  const headTop = top + 29;
  const headH = BLOCK_TOP - 29;
  const cols = spread(block.columns, x, width);
  const size = Math.min(...cols.map((c) => fitted(c.label, c.width - 3, 6.8, 'bold')));
  rects.push(rr(x, headTop, width, headH, { fill: HEAD_FILL }));
  cols.forEach((c, i) => {
    texts.push(rt({ x: c.x + c.width / 2, y: headTop + headH / 2 + size * 0.36, size, bold: true, anchor: 'middle', text: c.label, attrs: `data-col-head="${id}-${c.key}"` }));
    if (i > 0) lines.push(rl(c.x, headTop, c.x, headTop + headH, 0.5));
  });
  const rowsTop = top + BLOCK_TOP;
  for (let i = 0; i < block.rows; i++) {
    const y = rowsTop + i * rowH;
    rects.push(rr(x, y, width, rowH, { fill: i % 2 === 1 ? '#f2f2f2' : '#ffffff', attrs: `data-row="${id}" data-slot="${i}"` }));
    for (const c of cols) {
      rects.push(rr(c.x, y, c.width, rowH, { stroke: RULE, weight: 0.5, attrs: `data-cell="${c.key}" data-block="${id}" data-slot="${i}"` }));
      // what the ship file already knows is printed, the rest left to write in
      const value = prefill[i]?.[c.key];
      const attrs = `data-filled="${c.key}" data-block="${id}" data-slot="${i}"`;
      if (value && id === 'batteries' && c.key === 'name') {
        // a battery's name by the shared rule: one line where the others sit, two filling the row from its top
        const name = nameBlock(value, nameBox(d), 'campaign-sheet');
        const ys = name.lines.length === 1 ? [y + rowH / 2 + 3] : nameBaselines(name, y + 1.5 + nameHeight(name.lines.length, name.size));
        name.lines.forEach((text, j) => texts.push(rt({ x: c.x + 3, y: ys[j], size: name.size, text, attrs })));
      } else if (value) texts.push(rt({ x: c.x + 3, y: y + rowH / 2 + 3, size: fitted(value, c.width - 6, 8.5), text: value, attrs }));
    }
  }
  rects.push(rr(x, headTop, width, headH + block.rows * rowH, { stroke: '#000000', weight: 1, attrs: `data-frame="${id}"` }));
}

/** The price of re-crewing a captured ship by its crew, and of a recapture, on two lines. */
function recrewBox(parts: Parts, d: Data, x: number, top: number, width: number): void {
  const { texts, rects } = parts;
  const rc = d.recrew;
  rects.push(rr(x, top, width, RECREW, { fill: '#f7f7f7', stroke: '#000000', weight: 1, attrs: 'data-recrew-box=""' }));
  const room = width - 12;
  // the title and the costs share one line and one size, the costs spaced apart
  const items = rc.costs.map((c) => `${c.crew} ${c.points} ${rc.unit}`);
  const natural = textWidth(rc.title, 8.5, 'bold') + items.reduce((s, t) => s + COST_GAP + textWidth(t, 8.5), 0);
  const size = natural <= room ? 8.5 : Math.floor(8.5 * (room / natural) * 10) / 10;
  if (size < MIN_TEXT) throw new DrawProblem('campaign-sheet', ['campaign-sheet', 'recrew', 'costs'], 'the re-crew costs are too long to print legibly on one line; shorten them in the game\'s data');
  let at = x + 6;
  const line1: Text[] = [rt({ x: at, y: top + 12, size, bold: true, text: rc.title, attrs: 'data-recrew-title=""' })];
  at += textWidth(rc.title, size, 'bold');
  for (const [i, c] of rc.costs.entries()) {
    at += (COST_GAP * size) / 8.5;
    line1.push(rt({ x: at, y: top + 12, size, text: items[i], attrs: `data-recrew="${c.crew}" data-points="${c.points}"` }));
    at += textWidth(items[i], size);
  }
  texts.push(...line1);
  const text = fill(rc.text, d);
  texts.push(rt({ x: x + 6, y: top + 24, size: fitted(text, room, 8), text, attrs: `data-recapture="${rc.recapture}"` }));
}
