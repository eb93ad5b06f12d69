// A generic chart card: prints whatever tables a game's data file lists — titles, dice notes,
// headings, rows and notes — flowed over as many cards as they need. No game's wording or numbers
// live here. Values the data marks as defaults (not from the published rules) are flagged on the
// card: a badge on a whole table, a dagger on a single cell or note, and a legend saying so.
import { quote } from '../../errors.js';
import { DrawProblem } from '../problem.js';
import { req, type Field } from '../../data/schema.js';
import { fitSize, textWidth } from '../../svg/fonts.js';
import { MARK_SIZE, markText } from '../mark.js';
import { inch } from '../../units.js';
import type { Item, Printable } from '../types.js';
import { flow } from './flow.js';
import type { TableData } from './table.js';
import { MIN_SIZE } from './text.js';
import { LAMINATE_OPTIONS } from '../laminate.js';

const text = (maxLength: number): Field => ({ type: 'string', maxLength });

const table: Field = {
  type: 'object',
  fields: {
    title: req.text(60),
    dice: { ...text(40), doc: 'what to roll, printed at the right of the title, e.g. "roll 1d20"' },
    default: { type: 'bool', default: false, doc: 'every value of the table is a default, not from the rules' },
    wide: { type: 'bool', default: false, doc: 'spans every column of the card' },
    align: { type: 'enum', values: ['center', 'left'], default: 'center', doc: 'columns after the first' },
    columns: { type: 'list', minItems: 1, maxItems: 12, required: true, of: req.text(60) },
    // a row of one cell in a table of several columns is a sub-heading across the table;
    // a cell (or note) ending in "*" is a default value and prints with a dagger
    rows: { type: 'list', minItems: 1, maxItems: 300, required: true, of: { type: 'list', minItems: 1, maxItems: 12, of: req.text(200) } },
    notes: { type: 'list', maxItems: 12, default: [], of: req.text(400) },
  },
  check: (t: TableData) => {
    const bad = t.rows.findIndex((row) => row.length !== 1 && row.length !== t.columns.length);
    if (bad < 0) return null;
    return { at: ['rows', bad], problem: `expected ${t.columns.length} cells (one per column) or 1 (a sub-heading across the table), got ${t.rows[bad].length}` };
  },
};

interface ChartData {
  width: number; height: number; title: string; columns: number;
  badge: string; legend: string; continued: string; tables: TableData[];
}

const INSET = 18;       // 1/4 in of clear card inside the cut
const TITLE = 13;       // card title size
const PAGE = 7.5;       // "card n of N" size
const LEGEND = 7;       // legend size
const GUTTER = 16;      // between columns of tables

/** A table card printable named `name`, reading the game data section of that name. */
export const tableCard = (name: string, summary: string, count: string): Printable => ({
  name,
  summary,
  count,
  perShip: false,
  gap: 0,
  data: {
    type: 'object',
    fields: {
      width: req.length(inch(3), inch(11)), height: req.length(inch(3), inch(17)),
      title: req.text(80),
      columns: { type: 'int', min: 1, max: 3, default: 1, doc: 'columns of tables on a card' },
      badge: { ...text(24), default: 'DEFAULT', doc: 'printed on the title of a table marked default' },
      legend: { ...text(160), default: '† or DEFAULT: a value not in the published rules; edit it in the data file' },
      continued: { ...text(20), default: 'continued', doc: 'added to the title of a split table' },
      tables: { type: 'list', minItems: 1, maxItems: 60, required: true, of: table },
    },
  },
  options: { ...LAMINATE_OPTIONS },
  items({ game, count, templates }) {
    const d = game.data[name] as ChartData;
    const { width, height } = d;
    const inner = width - 2 * INSET;
    const bottom = height - INSET - LEGEND * 2;
    const frame = { left: INSET, top: INSET + 27, width: inner, bottom, columns: d.columns, gutter: GUTTER };
    const cards = named(name, () => flow(d.tables, frame, d.badge, d.continued));
    // room for the widest "card N of N" the template can print
    const pageW = textWidth(`card ${cards.length} of ${cards.length}`, PAGE) + 12;
    const titleSize = fitSize(d.title, inner - pageW, TITLE, 'bold', MIN_SIZE);
    if (titleSize === null) throw new DrawProblem(name, d.title, `the title ${quote(d.title)} is too long for the card; shorten it`);
    // the legend shares its line with the default mark, at the right, when the card has one
    const markRoom = textWidth(markText(game, inner / 2) ?? '', MARK_SIZE) + 12;
    const mark = { x: width - INSET, y: height - INSET, anchor: 'end' as const, width: markRoom - 12 };
    const legendSize = fitSize(d.legend, inner - markRoom, LEGEND, 'regular', MIN_SIZE);
    if (legendSize === null) throw new DrawProblem(name, d.legend, `the legend ${quote(d.legend)} is too long for one line; shorten it`);
    const set: Item[] = cards.map((runs, i) => {
      const view = {
        width, height, runs,
        title: { x: INSET, y: INSET + 11, size: titleSize, text: d.title },
        page: { x: width - INSET, y: INSET + 11, size: PAGE, n: i + 1, of: cards.length },
        rule: { x1: INSET, x2: width - INSET, y: INSET + 17 },
        // the legend only where something on the card is marked
        legend: runs.some((run) => run.isDefault) ? { x: INSET, y: height - INSET, size: legendSize, text: d.legend } : null,
      };
      return { width, height, body: templates.render('chart-card', 'card.svg.hbs', view), cut: 'rect' as const, mark };
    });
    return Array.from({ length: count }, () => set).flat();
  },
});

/** The table layout's problems, said as this printable's. */
function named<T>(name: string, f: () => T): T {
  try {
    return f();
  } catch (err) {
    if (err instanceof DrawProblem) throw new DrawProblem(name, err.text, err.problem);
    throw err;
  }
}

export const chartCard = tableCard('chart-card', 'the game\'s charts and tables on cards for the table, defaults marked', 'copies of the chart set');
export const referenceCard = tableCard('reference-card', 'a quick reference card of the game\'s rolls and modifiers, defaults marked', 'copies of the reference card');
