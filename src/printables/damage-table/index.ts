// Beat to Quarters' damage table on one page: the d12 rows by the result columns 0–10 that every
// broadside is resolved on, each cell tinted by its result (and always printed as a word, so it reads
// in black and white), the grapeshot row of the optional Shot rule, how the column is found and moved,
// and what each result does. The rows the published table lost are defaults of the game's data: each
// of their cells carries a dagger and their row numbers are tinted, while the rules' own rows print plain.
import { quote } from '../../errors.js';
import { req, colour, type Field } from '../../data/schema.js';
import { defaultsIn } from '../../games/defaults.js';
import { textWidth } from '../../svg/fonts.js';
import { inch } from '../../units.js';
import { MARK_SIZE, markText } from '../mark.js';
import { fitter } from '../parts.js';
import type { Printable } from '../types.js';
import { INSET, LEGEND_SIZE, TEXT_MIN, pageView, type Data, type Result } from './layout.js';
import { LAMINATE_OPTIONS } from '../laminate.js';

/** Columns 0 to 10, as the rules number them; rows for a d12. */
export const COLUMNS = 11;
export const ROWS = 12;

const cell: Field = req.text(10);
const cells = (doc: string): Field => ({ type: 'list', minItems: COLUMNS, maxItems: COLUMNS, required: true, of: cell, doc });

/** Every cell names a result the key explains (a trailing "*" marks a default); said at the cell. */
function resultsNamed(d: Data) {
  const codes = d.results.list.map((res) => res.code.toUpperCase());
  const dup = codes.findIndex((c, i) => codes.indexOf(c) !== i);
  if (dup >= 0) return { at: ['results', 'list', dup, 'code'], problem: `${d.results.list[dup].code} is in the results twice; give each result one entry` };
  const bad = (row: string[]) => row.findIndex((c) => !codes.includes(c.trimEnd().replace(/\s*\*$/, '').toUpperCase()));
  const named = (c: string) => `${quote(c)} is not one of the results (${d.results.list.map((res) => res.code).join(', ')}); add it under results or use one of them`;
  for (const [i, row] of d.rows.entries()) {
    const c = bad(row);
    if (c >= 0) return { at: ['rows', i, c], problem: named(row[c]) };
  }
  const g = bad(d.grapeshot.cells);
  return g >= 0 ? { at: ['grapeshot', 'cells', g], problem: named(d.grapeshot.cells[g]) } : null;
}

const pair = (a: string, b: string): Field => ({ type: 'object', fields: { [a]: req.text(24), [b]: req.text(200) } });

export const damageTable: Printable = {
  name: 'damage-table',
  summary: 'the damage table every broadside is resolved on, with how to find the column and what each result does',
  count: 'copies of the damage table',
  perShip: false,
  gap: 0,
  laminate: true,
  data: {
    type: 'object',
    check: resultsNamed,
    fields: {
      width: req.length(inch(6), inch(10.4)), height: req.length(inch(6), inch(10.4)),
      title: req.text(60), subtitle: req.text(100),
      corner: { ...req.text(8), doc: 'over the row numbers, e.g. "d12"' },
      'columns-label': { ...req.text(80), doc: 'the band over the column numbers' },
      rows: { type: 'list', minItems: ROWS, maxItems: ROWS, required: true, of: cells('a d12 row: a result for each column 0 to 10'), doc: 'd12 rolls 1 to 12' },
      grapeshot: { type: 'object', required: true, fields: { label: req.text(8), cells: cells('the grapeshot result for each column 0 to 10'), note: req.text(400) } },
      finding: { type: 'object', required: true, fields: { title: req.text(40), steps: { type: 'list', required: true, minItems: 1, maxItems: 8, of: pair('who', 'what') } } },
      moving: { type: 'object', required: true, fields: { title: req.text(40), rows: { type: 'list', required: true, minItems: 1, maxItems: 10, of: pair('when', 'what') } } },
      results: {
        type: 'object', required: true,
        fields: {
          title: req.text(40),
          list: {
            type: 'list', required: true, minItems: 1, maxItems: 16,
            of: { type: 'object', fields: { code: req.text(8), text: req.text(160), fill: req.colour('the tint of its cells'), ink: colour('its word in the cells (default black)') } },
          },
        },
      },
      notes: { type: 'list', maxItems: 4, default: [], of: req.text(200) },
      legend: req.text(120),
    },
  },
  options: { ...LAMINATE_OPTIONS },
  items({ game, count, options, templates }) {
    const d = game.data['damage-table'] as Data;
    // a value is a default by the data's one rule: a listed row, or a cell ending in "*"
    const listed = defaultsIn(game, damageTable, options).map((x) => x.path);
    const isDefault = (path: string) => listed.some((p) => path === p || path.startsWith(`${p}.`) || path.startsWith(`${p}[`));
    const byCode = new Map(d.results.list.map((res): [string, Result] => [res.code.toUpperCase(), res]));
    const view = pageView(d, isDefault, (code) => byCode.get(code.toUpperCase())!);
    const { width, height } = d;
    const inner = width - 2 * INSET;
    // the legend shares the foot line with the default mark, which takes the right end
    const markRoom = textWidth(markText(game, inner / 2) ?? '', MARK_SIZE) + 12;
    const mark = { x: width - INSET, y: height - INSET, anchor: 'end' as const, width: markRoom - 12 };
    // the legend only when something on the page is marked: a cell or a line of the words
    if (view.defaults > 0 || view.parts.texts.some((t) => t.attrs?.includes('data-default'))) {
      const size = fitter('damage-table', TEXT_MIN).one(d.legend, inner - markRoom, LEGEND_SIZE);
      view.parts.text({ x: INSET, y: height - INSET, size, text: d.legend, fill: '#333333', attrs: 'data-legend=""' });
    }
    const body = templates.render('damage-table', 'table.svg.hbs', { width, height, ...view.parts });
    const one = { width, height, body, cut: 'rect' as const, mark };
    return Array.from({ length: count }, () => one);
  },
};
