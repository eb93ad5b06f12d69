// Beat to Quarters' fleet purchase sheet, one per side: the points to spend (the campaign's 240 at
// setup, a good size for a single battle too) and the setup limits, then a row per ship bought with
// its type, rate, crew ringed, cost, running total and points left. With a ship file each side's ships
// are written in, costed as their ship data cards are (the master ship table for type, rate and crew,
// or the ship's own cost), then blank rows; a side over its budget or a limit is flagged in red.
// With --blank, a blank sheet for each side.
import { DrawProblem } from '../problem.js';
import { req, type Field } from '../../data/schema.js';
import { statsOf, type BtqShip, type Table } from '../btq-table.js';
import { sideColour, sidesIn } from '../../games/sides.js';
import { textWidth } from '../../svg/fonts.js';
import { inch } from '../../units.js';
import { MARK_SIZE, markText } from '../mark.js';
import type { Item, Printable } from '../types.js';
import { COLUMNS, INSET, fill, nameBox, rowsOf, sheetView, type Data, type Entry, type Sheet } from './layout.js';
import { LAMINATE_OPTIONS } from '../laminate.js';

/** Wording may name only the sheet's numbers in braces. */
const PLACEHOLDERS = ['budget', 'first-rates', 'batteries', 'over', 'spent', 'left', 'count'];
const words = (maxLength: number): Field => ({
  ...req.text(maxLength),
  check: (v: string) => {
    const bad = [...v.matchAll(/\{([\w-]*)\}/g)].find((m) => !PLACEHOLDERS.includes(m[1]));
    return bad ? `unknown {${bad[1]}}; the wording may hold ${PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}` : null;
  },
});
const column: Field = { type: 'object', required: true, fields: { label: req.text(24), share: { type: 'number', min: 0.5, max: 60, required: true } } };

export const fleetPurchase: Printable = {
  name: 'fleet-purchase',
  summary: 'a fleet purchase sheet per side: budget, setup limits, each ship\'s cost with a running total and points left',
  count: 'sheets per side',
  // a side's sheet carries that side's ships (a convention's side packet gets its own); --blank needs none
  perShip: true,
  capabilities: { blank: true },
  gap: 0,
  // the costs written in are the master ship table's; a blank sheet prints none
  reads: ['master-ship-table'],
  unread: (o) => (o.blank === true ? ['master-ship-table'] : []),
  data: {
    type: 'object',
    fields: {
      width: req.length(inch(6), inch(10.4)), height: req.length(inch(6), inch(10.4)),
      title: req.text(30),
      budget: { ...req.int(1, 9999), doc: 'points each side may spend' },
      limits: { type: 'object', required: true, fields: { 'first-rates': req.int(0, 99), batteries: req.int(0, 99) } },
      letters: { type: 'list', required: true, minItems: 2, maxItems: 2, of: req.text(2) },
      labels: { type: 'object', required: true, fields: { side: req.text(16), admiral: req.text(16), forward: req.text(24) } },
      facts: { type: 'object', required: true, fields: { budget: words(100), 'first-rates': words(100), batteries: words(100) } },
      status: { type: 'object', required: true, fields: { within: words(100), over: words(100), 'first-rates': words(100), batteries: words(100) } },
      columns: { type: 'object', required: true, fields: Object.fromEntries(COLUMNS.map((k) => [k, column])) },
      notes: { type: 'list', maxItems: 3, default: [], of: words(240) },
    },
  },
  options: {
    side: { type: 'string', maxLength: 24, doc: 'the side named on the sheet (default: one sheet per side of the ship file, or one for each of A and B)' },
    budget: { type: 'int', min: 1, max: 9999, doc: 'points each side may spend (default: the game data\'s budget, 240)' },
    blank: { type: 'bool', doc: 'blank sheets to fill in by hand, one per side (A and B), instead of the ship file\'s fleets' },
    ...LAMINATE_OPTIONS,
  },
  nameBox: (d) => nameBox(d as Data),
  items({ game, ships, count, options, templates }) {
    const d = game.data['fleet-purchase'] as Data;
    const table = game.data['master-ship-table'] as Table;
    const budget = (options.budget as number | undefined) ?? d.budget;
    const crews = Object.values(table.crews).map((c) => c.short);
    const btq = options.blank === true ? [] : ships as unknown as BtqShip[];
    const markRoom = textWidth(markText(game, d.width / 3) ?? '', MARK_SIZE) + 12;
    const { rows } = rowsOf(d, budget, markRoom);
    if (rows < 3) throw new DrawProblem('fleet-purchase', ['fleet-purchase', 'height'], `a ${d.width / 72} × ${d.height / 72} in sheet leaves room for ${rows} rows; make it taller in the game's data`);
    const named = options.side as string | undefined;
    const sides: Sheet['side'][] = named !== undefined ? [{ name: named }]
      // each side the ships hold, lettered and coloured by its place in the whole file (a side's packet holds one)
      : btq.length > 0 ? sidesIn(btq as unknown as Record<string, unknown>[]).map(({ side: name, index }) => ({ name, letter: d.letters[index], colour: sideColour(game, ships, name) ?? undefined }))
        : d.letters.map((letter) => ({ letter }));
    const mark = { x: d.width - INSET, y: d.height - INSET, anchor: 'end' as const, width: markRoom - 12 };
    return sides.flatMap((side) => {
      const own = btq.filter((s) => side.name !== undefined && s.side === side.name);
      const entries = own.map((s): Entry => {
        const stats = statsOf(table, s);
        const cls = stats.row.class;
        const label = table.types[s.type].label;
        return { name: s.name, type: cls && cls.toLowerCase() !== label.toLowerCase() ? `${label} · ${cls}` : label, rate: s.rate, crew: table.crews[s.crew].short, cost: stats.cost };
      });
      const status = entries.length > 0 ? statusOf(d, budget, entries, own) : null;
      const sheets = paginate(side, entries, rows, status);
      const items = sheets.map((sheet): Item => ({
        width: d.width, height: d.height, cut: 'rect', mark,
        body: templates.render('fleet-purchase', 'sheet.svg.hbs', { width: d.width, height: d.height, ...sheetView(game.title, d, sheet, crews, budget, markRoom).parts }),
      }));
      return Array.from({ length: count }, () => items).flat();
    });
  },
};

/** What a side's ships come to, and the setup limits they break. */
function statusOf(d: Data, budget: number, entries: Entry[], ships: BtqShip[]): Sheet['status'] {
  const spent = entries.reduce((a, e) => a + e.cost, 0);
  const lines = [fill(spent > budget ? d.status.over : d.status.within, d, budget, { spent, left: budget - spent, over: spent - budget })];
  const firsts = ships.filter((s) => s.type === 'ship-of-the-line' && s.rate === 1).length;
  const batteries = ships.filter((s) => s.type === 'shore-battery').length;
  if (firsts > d.limits['first-rates']) lines.push(fill(d.status['first-rates'], d, budget, { count: firsts }));
  if (batteries > d.limits.batteries) lines.push(fill(d.status.batteries, d, budget, { count: batteries }));
  return { spent, lines, over: spent > budget || lines.length > 1 };
}

/** A side's ships over as many sheets as they need, each after the first bringing the total forward. */
function paginate(side: Sheet['side'], entries: Entry[], rows: number, status: Sheet['status']): Sheet[] {
  const sheets: Sheet[] = [{ side, first: 0, forward: null, entries: entries.slice(0, rows), status }];
  let at = rows;
  while (at < entries.length) {
    const total = entries.slice(0, at).reduce((a, e) => a + e.cost, 0);
    sheets.push({ side, first: at, forward: { total }, entries: entries.slice(at, at + rows - 1), status });
    at += rows - 1;
  }
  return sheets;
}
