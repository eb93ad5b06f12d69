// Beat to Quarters' master ship table on one page: every row of the game data's `master-ship-table`
// (rate, class, masts, the d4s rolled at each attitude to the wind, turn ability and the cost for each
// crew quality), grouped by type with the shore batteries last, for buying a fleet at the table. The
// published table lost its numbers, so while the data lists its rows as defaults the page carries a
// DEFAULT badge, a tinted legend saying so, and the default mark.
import { req, type Field } from '../../data/schema.js';
import { defaultsIn } from '../../games/defaults.js';
import { ATTITUDES, type Table } from '../btq-table.js';
import { inch } from '../../units.js';
import type { Printable } from '../types.js';
import { INSET, pageView, type Data } from './layout.js';
import { LAMINATE_OPTIONS } from '../laminate.js';

const HEADINGS = ['class', 'rate', 'masts', 'speed', 'turn', 'cost'];

export const shipTable: Printable = {
  name: 'ship-table',
  summary: 'the master ship table: rate, masts, movement dice, turn and cost by crew for every type, shore batteries too',
  count: 'copies of the ship table',
  perShip: false,
  gap: 0,
  // every number on the page is the master ship table's
  reads: ['master-ship-table'],
  data: {
    type: 'object',
    fields: {
      width: req.length(inch(6), inch(10.4)), height: req.length(inch(6), inch(10.4)),
      title: req.text(60), subtitle: req.text(80),
      headings: { type: 'object', required: true, fields: Object.fromEntries(HEADINGS.map((k): [string, Field] => [k, req.text(60)])) },
      attitudes: { type: 'object', required: true, fields: Object.fromEntries(ATTITUDES.map((a): [string, Field] => [a, req.text(16)])), doc: 'the name under each attitude\'s letter' },
      none: { ...req.text(6), doc: 'printed for an attitude with no dice' },
      badge: req.text(16),
      legend: { ...req.text(200), doc: 'printed under the table while its rows are defaults' },
      notes: { type: 'list', maxItems: 6, default: [], of: req.text(300) },
    },
  },
  options: { ...LAMINATE_OPTIONS },
  items({ game, count, options, templates }) {
    const d = game.data['ship-table'] as Data;
    const table = game.data['master-ship-table'] as Table;
    const isDefault = defaultsIn(game, shipTable, options).some((x) => x.section === 'master-ship-table');
    const view = pageView(d, table, isDefault);
    const body = templates.render('ship-table', 'table.svg.hbs', { width: d.width, height: d.height, ...view.parts });
    const mark = { x: d.width - INSET, y: d.height - INSET, anchor: 'end' as const, width: d.width - 2 * INSET };
    const one = { width: d.width, height: d.height, body, cut: 'rect' as const, mark };
    return Array.from({ length: count }, () => one);
  },
};
