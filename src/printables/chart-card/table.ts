// One table of a chart card: measured once for the width it gets (column widths from its content,
// every cell fitted), then drawn as one or more runs of rows wherever the flow puts it.
import { quote } from '../../errors.js';
import { DrawProblem } from '../problem.js';
import { fitSize, textWidth } from '../../svg/fonts.js';
import { MIN_SIZE, defaultMark, fitText, leading, longestWord, type Fitted } from './text.js';

export interface TableData {
  title: string; dice?: string; default: boolean; wide: boolean; align: 'center' | 'left';
  columns: string[]; rows: string[][]; notes: string[];
}

/** Type sizes (pt) and spacing of a table; every size is at least MIN_SIZE. */
const S = { title: 10, dice: 7.5, badge: 6.5, head: 7.5, cell: 8.5, note: 7 };
const PAD_X = 3.5;
const PAD_Y = 2.5;
const TITLE_H = 16;         // title line above the frame
const NOTE_GAP = 3;         // between the frame and the first note
const BASELINE = 0.92;      // baseline below a line's top, in ems: centres the cap height in the line
const RULE = '#8a96a3';     // light rules between rows and columns: guide the eye, do not shout

interface Cell extends Fitted { ref: string; isDefault: boolean }
interface Row { cells: Cell[]; height: number; span: boolean; zebra: boolean }

export interface Measured {
  index: number; data: TableData; width: number; widths: number[];
  title: { text: string; size: number }; continued: { text: string; size: number | null };
  dice: { text: string; size: number } | null; badge: { text: string; width: number } | null;
  head: Cell[]; headH: number; rows: Row[]; notes: Cell[]; notesH: number;
}

/** Lays out table `index` for `width` pt; throws a DrawProblem naming the table and cell that cannot fit. */
export function measure(data: TableData, index: number, width: number, badge: string, continued: string): Measured {
  const n = data.columns.length;
  const where = (what: string) => `table ${quote(data.title)}, ${what}`;
  const fit = (text: string, w: number, size: number, bold: boolean, what: string, ref: string): Cell => {
    const { text: shown, isDefault } = defaultMark(text);
    const f = fitText(shown, w - 2 * PAD_X, size, bold ? 'bold' : 'regular');
    if (!f) throw new DrawProblem('', text, `${where(what)}: ${quote(text)} cannot fit its ${r1(w)} pt width even at ${MIN_SIZE} pt; shorten it, widen the card or make the table wide`);
    return { ...f, ref, isDefault };
  };
  const bold = (c: number) => c === 0 && n > 1; // the first column names the row
  const widths = columnWidths(data, width);
  const head = data.columns.map((h, c) => fit(h, widths[c], S.head, true, `column ${c + 1} heading`, `${index}.${c}`));
  let stripe = 0;
  const rows = data.rows.map((cells, i): Row => {
    const span = cells.length === 1 && n > 1;
    const name = (c: number) => `row ${i + 1}, column ${quote(data.columns[c])}`;
    const fitted = span
      ? [fit(cells[0], width, S.cell, true, `row ${i + 1}`, `${index}.${i}.0`)]
      : cells.map((t, c) => fit(t, widths[c], S.cell, bold(c), name(c), `${index}.${i}.${c}`));
    stripe = span ? 0 : stripe + 1;
    return { cells: fitted, height: cellHeight(fitted), span, zebra: !span && stripe % 2 === 0 };
  });
  const notes = data.notes.map((t, i) => fit(t, width, S.note, false, `note ${i + 1}`, `${index}.${i}`));
  const notesH = notes.length ? NOTE_GAP + notes.reduce((a, c) => a + c.lines.length * leading(c.size), 0) : 0;

  // the title line: dice note at the right, the badge after the title, the title takes the rest
  const diceSize = data.dice ? fitOne(data.dice, width * 0.45, S.dice, false) : null;
  const dice = data.dice ? { text: data.dice, size: diceSize ?? tooLong(where('dice note'), data.dice) } : null;
  const badgeBox = data.default ? { text: badge, width: textWidth(badge, S.badge, 'bold') + 6 } : null;
  const room = width - (dice ? textWidth(dice.text, dice.size) + 8 : 0) - (badgeBox ? badgeBox.width + 6 : 0);
  const title = { text: data.title, size: fitOne(data.title, room, S.title, true) ?? tooLong(where('title'), data.title) };
  // only a split table prints its continued title, so only then may it be too long
  const more = `${data.title} (${continued})`;
  return {
    index, data, width, widths, title, continued: { text: more, size: fitOne(more, room, S.title, true) },
    dice, badge: badgeBox, head, headH: cellHeight(head), rows, notes, notesH,
  };
}

/** Height of rows [from, to) with the title and heading, plus the notes when `notes`. */
export function runHeight(m: Measured, from: number, to: number, notes: boolean): number {
  let h = TITLE_H + m.headH;
  for (let i = from; i < to; i++) h += m.rows[i].height;
  return h + (notes ? m.notesH : 0);
}

/**
 * Column widths that fill `width`: each column gets its natural width when all fit; otherwise
 * columns keep room for their longest word (at the set size, else at the smallest size) and share
 * what is left by how much more they want. When even that fails, the column with the longest word
 * takes the shortfall, so the error names the text most to blame.
 */
function columnWidths(t: TableData, width: number): number[] {
  const n = t.columns.length;
  const weight = (c: number) => (c === 0 && n > 1 ? 'bold' : 'regular') as 'bold' | 'regular';
  const body = t.rows.filter((row) => row.length === n);
  const want = (f: (s: string, size: number, w: 'bold' | 'regular') => number) => t.columns.map((h, c) =>
    Math.max(f(defaultMark(h).text, S.head, 'bold'), ...body.map((row) => f(defaultMark(row[c]).text, S.cell, weight(c)))) + 2 * PAD_X);
  const sum = (a: number[]) => a.reduce((x, y) => x + y, 0);
  const share = (lo: number[], hi: number[]) =>
    lo.map((w, c) => w + ((width - sum(lo)) * (hi[c] - w)) / (sum(hi) - sum(lo) || 1));
  // each set of widths is measured only when the one before it does not fit
  const natural = want(textWidth);
  if (sum(natural) <= width) return natural.map((w) => w + (width - sum(natural)) / n);
  const floor = want(longestWord);
  if (sum(floor) <= width) return share(floor, natural);
  const least = want((s, _, w) => longestWord(s, MIN_SIZE, w) + 0.25); // slack: fitSize rounds down
  if (sum(least) <= width) return share(least, floor);
  const worst = least.indexOf(Math.max(...least));
  return least.map((w, c) => (c === worst ? Math.max(0, width - (sum(least) - w)) : w));
}

const cellHeight = (cells: Fitted[]): number =>
  Math.max(leading(S.cell), ...cells.map((c) => c.lines.length * leading(c.size))) + 2 * PAD_Y;

const fitOne = (text: string, width: number, size: number, bold: boolean): number | null =>
  fitSize(text, width, size, bold ? 'bold' : 'regular', MIN_SIZE);

function tooLong(where: string, text: string): never {
  throw new DrawProblem('', text, `${where}: ${quote(text)} is too long for one line at ${MIN_SIZE} pt; shorten it`);
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** What the template draws for one run of a table: rectangles, rules and text, all in card pt. */
export interface Run {
  index: number;
  title: { x: number; y: number; size: number; text: string };
  badge: { x: number; y: number; w: number; h: number; tx: number; ty: number; size: number; text: string } | null;
  dice: { x: number; y: number; size: number; text: string } | null;
  fills: { x: number; y: number; w: number; h: number; fill: string }[];
  rules: { x1: number; y1: number; x2: number; y2: number; width: number; stroke: string }[];
  frame: { x: number; y: number; w: number; h: number };
  texts: { x: number; y: number; size: number; bold: boolean; fill: string; anchor: string; text: string; role: string; ref: string; def: boolean }[];
  isDefault: boolean;
}

/** Draws rows [from, to) of `m` with its top-left corner at (x, y); notes follow when `notes`. */
export function drawRun(m: Measured, x: number, y: number, from: number, to: number, notes: boolean): Run {
  const W = m.width;
  const { continued } = m;
  const title = from === 0 ? m.title
    : { text: continued.text, size: continued.size ?? tooLong(`table ${quote(m.data.title)}, title`, continued.text) };
  const ty = y + 11;
  const run: Run = {
    index: m.index, title: { x, y: ty, ...title },
    badge: null, dice: m.dice ? { x: x + W, y: ty, ...m.dice } : null,
    fills: [], rules: [], frame: { x, y: y + TITLE_H, w: W, h: runHeight(m, from, to, false) - TITLE_H }, texts: [],
    isDefault: m.data.default,
  };
  if (m.badge) {
    const bx = x + textWidth(title.text, title.size, 'bold') + 6;
    run.badge = { x: bx, y: ty - 8, w: m.badge.width, h: 10, tx: bx + m.badge.width / 2, ty: ty - 0.8, size: S.badge, text: m.badge.text };
  }
  const xs = m.widths.reduce((a, w) => [...a, a[a.length - 1] + w], [x]);
  const place = (cell: Cell, col: number, top: number, h: number, w: number, role: string, fill: string, center: boolean) => {
    const start = top + (h - cell.lines.length * leading(cell.size)) / 2;
    // a centred value stays centred: its dagger hangs to the right when there is room
    const hang = (text: string, i: number) => {
      if (!center || !cell.isDefault || i < cell.lines.length - 1) return 0;
      const dagger = textWidth('†', cell.size, cell.weight) / 2;
      return textWidth(text, cell.size, cell.weight) / 2 + dagger <= w / 2 - PAD_X ? dagger : 0;
    };
    cell.lines.forEach((text, i) => run.texts.push({
      x: (center ? xs[col] + w / 2 : xs[col] + PAD_X) + hang(text, i), y: start + i * leading(cell.size) + BASELINE * cell.size,
      size: cell.size, bold: cell.weight === 'bold', fill, anchor: center ? 'middle' : 'start', text, role, ref: cell.ref,
      def: cell.isDefault && i === cell.lines.length - 1,
    }));
    if (cell.isDefault) run.isDefault = true;
  };
  const centered = (c: number) => c > 0 && m.data.align === 'center';
  let top = y + TITLE_H;
  run.fills.push({ x, y: top, w: W, h: m.headH, fill: '#23415f' });
  m.head.forEach((cell, c) => {
    place(cell, c, top, m.headH, m.widths[c], 'head', '#ffffff', centered(c));
    if (c > 0) run.rules.push({ x1: xs[c], y1: top, x2: xs[c], y2: top + m.headH, width: 0.5, stroke: '#ffffff' });
  });
  top += m.headH;
  run.rules.push({ x1: x, y1: top, x2: x + W, y2: top, width: 1.2, stroke: '#000000' });
  for (let i = from; i < to; i++) {
    const row = m.rows[i];
    if (row.span || row.zebra) run.fills.push({ x, y: top, w: W, h: row.height, fill: row.span ? '#c9d6e3' : '#eaf0f6' });
    // a sub-heading is ruled off firmly from the rows around it
    const firm = i > from && (row.span || m.rows[i - 1].span);
    if (i > from) run.rules.push({ x1: x, y1: top, x2: x + W, y2: top, width: firm ? 0.8 : 0.4, stroke: firm ? '#000000' : RULE });
    if (row.span) place(row.cells[0], 0, top, row.height, W, 'cell', '#000000', false);
    else row.cells.forEach((cell, c) => {
      place(cell, c, top, row.height, m.widths[c], 'cell', '#000000', centered(c));
      if (c > 0) run.rules.push({ x1: xs[c], y1: top, x2: xs[c], y2: top + row.height, width: 0.4, stroke: RULE });
    });
    top += row.height;
  }
  if (notes) {
    let ny = top + NOTE_GAP;
    for (const note of m.notes) {
      place(note, 0, ny, note.lines.length * leading(note.size), W, 'note', '#222222', false);
      ny += note.lines.length * leading(note.size);
    }
  }
  return run;
}
