// Pagination: tables go onto a card in data order, each into the shortest column with room, then
// onto the next card. A table stays whole when it can; only a table taller than an empty
// column (or card, when wide) is split, between rows, with its title and heading repeated.
import { quote } from '../../errors.js';
import { DrawProblem } from '../problem.js';
import { drawRun, measure, runHeight, type Measured, type Run, type TableData } from './table.js';

/** The card's area for tables, in card pt. */
export interface Frame { left: number; top: number; width: number; bottom: number; columns: number; gutter: number }

const GAP = 12; // between tables in a column

export function flow(tables: TableData[], f: Frame, badge: string, continued: string): Run[][] {
  const colW = (f.width - (f.columns - 1) * f.gutter) / f.columns;
  const cards: Run[][] = [[]];
  let ys: number[] = Array(f.columns).fill(f.top);
  const newCard = () => {
    cards.push([]);
    ys = ys.map(() => f.top);
  };
  tables.forEach((t, index) => {
    const wide = t.wide || f.columns === 1;
    const m = measure(t, index, wide ? f.width : colW, badge, continued);
    const n = m.rows.length;
    let from = 0;
    /** Draws rows [from, end) at column `col` (or across the card when wide). */
    const place = (col: number, end: number) => {
      const y = wide ? Math.max(...ys) : ys[col];
      const x = wide ? f.left : f.left + col * (colW + f.gutter);
      const notes = end === n;
      cards[cards.length - 1].push(drawRun(m, x, y, from, end, notes));
      const below = y + runHeight(m, from, end, notes) + GAP;
      if (wide) ys = ys.map(() => below);
      else ys[col] = below;
      from = end;
    };
    // a wide table starts below whatever the columns hold; a narrow one goes to the shortest
    // column (leftmost on a tie), which keeps the columns of a card balanced
    const top = (c: number) => (wide ? Math.max(...ys) : ys[c]);
    const lanes = () => (wide ? [0] : ys.map((_, c) => c).sort((a, b) => top(a) - top(b) || a - b));
    while (from < n) {
      const whole = lanes().find((c) => rowsThatFit(m, from, f.bottom - top(c)) === n);
      if (whole !== undefined) {
        place(whole, n);
        break;
      }
      const empty = lanes().every((c) => top(c) === f.top);
      // a table not yet split moves whole to a fresh card when it fits one
      if (!empty && from === 0 && runHeight(m, 0, n, true) <= f.bottom - f.top) {
        newCard();
        continue;
      }
      // too tall for a card (or column): split it between rows, left to right so it reads in order
      const split = lanes().sort((a, b) => a - b).find((c) => rowsThatFit(m, from, f.bottom - top(c)) > from);
      if (split !== undefined) place(split, rowsThatFit(m, from, f.bottom - top(split)));
      else if (!empty) newCard();
      else {
        const what = from === n - 1 && m.notes.length ? 'its last row with its notes' : `row ${from + 1}`;
        throw new DrawProblem('', t.title, `table ${quote(t.title)}: ${what} is taller than a whole card; shorten the text or make the card taller`);
      }
    }
  });
  return cards;
}

/** The end of the longest run of rows from `from` that fits `room` (with the notes if it is the last). */
function rowsThatFit(m: Measured, from: number, room: number): number {
  let to = from;
  while (to < m.rows.length && runHeight(m, from, to + 1, to + 1 === m.rows.length) <= room) to++;
  return to;
}
