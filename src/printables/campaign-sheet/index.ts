// Beat to Quarters' campaign sheet: one page a side for the two-year campaign of the rules' campaign
// module. It carries the side's points turn by turn (a Start row for what setup left, then a row a
// turn), its shore batteries, two construction and two repair berths, and the price of re-crewing
// captured ships. Every number and word comes from the game's data; a ship file supplies the sides'
// names (and their shore batteries), and without one the side is a line to write on.
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { req, type Field } from '../../data/schema.js';
import type { BtqShip } from '../btq-table.js';
import { sideColour, sidesIn } from '../../games/sides.js';
import { inch } from '../../units.js';
import type { Item, Printable } from '../types.js';
import { PLACEHOLDERS, type Data } from './data.js';
import { nameBox, sheetView, type Battery } from './layout.js';
import type { Side } from './header.js';
import { LAMINATE_OPTIONS } from '../laminate.js';

/** Wording may name only the campaign's numbers in braces. */
const words = (maxLength: number): Field => ({
  ...req.text(maxLength),
  check: (v: string) => {
    const bad = [...v.matchAll(/\{(\w*)\}/g)].find((m) => !PLACEHOLDERS.includes(m[1]));
    return bad ? `unknown {${bad[1]}}; the wording may hold ${PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}` : null;
  },
});
const column: Field = { type: 'object', required: true, fields: { label: req.text(32), share: { type: 'number', min: 0.5, max: 20, required: true } } };
const columns = (keys: string[]): Field => ({ type: 'object', required: true, fields: Object.fromEntries(keys.map((k) => [k, column])) });
const block = (keys: string[], rows: Field, extra: Record<string, Field> = {}): Field => ({
  type: 'object', required: true,
  fields: { title: req.text(32), rows, ...extra, note: words(120), columns: columns(keys) },
});

export const TURN_COLUMNS = ['turn', 'start', 'added', 'subtracted', 'reason', 'captured', 'notes'];
/** The rules allow at most three shore batteries to a side. */
const MAX_BATTERIES = 3;
const SIDE: Field = { type: 'string', maxLength: 24, doc: 'the side named on the sheet (default: one sheet per side of the ship file, or a line to write it on)' };

export const campaignSheet: Printable = {
  name: 'campaign-sheet',
  summary: 'the campaign sheet: points turn by turn, shore batteries, construction and repair berths, re-crew costs',
  count: 'sheets per side',
  perShip: false,
  gap: 0,
  data: {
    type: 'object',
    fields: {
      width: req.length(inch(6), inch(8)), height: req.length(inch(8), inch(10.5)),
      title: req.text(30),
      points: {
        type: 'object', required: true,
        fields: { start: req.int(0, 9999), turn: req.int(0, 999), refuser: req.int(0, 999), other: req.int(0, 999) },
      },
      turns: req.int(1, 36),
      letters: { type: 'list', required: true, minItems: 2, maxItems: 2, of: req.text(2) },
      labels: { type: 'object', required: true, fields: { side: req.text(16), admiral: req.text(16), start: req.text(8) } },
      facts: { type: 'object', required: true, fields: { start: words(120), turn: words(120), turns: words(120) } },
      columns: columns(TURN_COLUMNS),
      batteries: block(['name', 'rate', 'crew'], req.int(1, MAX_BATTERIES)),
      construction: block(['name', 'rate', 'launch'], req.int(1, 4), { turns: req.int(1, 36) }),
      repair: block(['name', 'rate', 'original'], req.int(1, 4), { cost: req.int(0, 999) }),
      recrew: {
        type: 'object', required: true,
        fields: {
          title: req.text(32),
          costs: {
            type: 'list', required: true, minItems: 1, maxItems: 4,
            of: { type: 'object', fields: { crew: req.text(16), points: req.int(0, 999) } },
          },
          unit: req.text(8),
          recapture: req.int(0, 999),
          text: words(160),
        },
      },
    },
  },
  options: { side: SIDE, ...LAMINATE_OPTIONS },
  // a shore battery's name is written in its row
  nameBox: (d, ship) => (ship.type === 'shore-battery' ? nameBox(d as Data) : null),
  items({ game, ships, count, options, templates }) {
    const d = game.data['campaign-sheet'] as Data;
    const crews = game.data['master-ship-table']?.crews as Record<string, { label: string }> | undefined;
    const btq = ships as unknown as BtqShip[];
    // a named side prints alone; else one run of sheets for each side of the ship file; else blank
    const named = options.side as string | undefined;
    const sides: Side[] = named !== undefined
      ? [{ name: named }]
      : ships.length > 0 ? sidesIn(ships).map(({ side: name, index }) => ({ name, letter: d.letters[index], colour: sideColour(game, ships, name) ?? undefined })) : [{}];
    return sides.flatMap((side) => {
      const batteries = btq.filter((s) => s.type === 'shore-battery' && side.name !== undefined && s.side === side.name)
        .map((s): Battery => ({ name: s.name, rate: String(s.rate), crew: crews?.[s.crew]?.label ?? s.crew }));
      if (batteries.length > d.batteries.rows) {
        throw new DrawProblem('campaign-sheet', ['campaign-sheet', 'batteries', 'rows'], `side ${quote(side.name ?? '')} has ${batteries.length} shore batteries, but the sheet has rows for ${d.batteries.rows}; give the sheet more rows in the game's data, or the side fewer batteries`);
      }
      const view = sheetView(game.title, d, side, batteries);
      const one: Item = { width: d.width, height: d.height, body: templates.render('campaign-sheet', 'sheet.svg.hbs', view), cut: 'rect' };
      return Array.from({ length: count }, () => one);
    });
  },
};
