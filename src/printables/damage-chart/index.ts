// Mike Crane's damage chart: one sheet for the whole game. A turn track at the top (circle the 4d6
// count, check a box per turn), then a block per side with five ships, each a name line over
// H / R / G/C columns whose rows the ship does not have come already struck through, and the
// rigging and guns & crew reminders at the foot. Every number and word comes from the game's data.
// With --blank, a chart to fill in by hand: every slot's name line empty and every row live.
import { DrawProblem } from '../problem.js';
import { req, type Field } from '../../data/schema.js';
import type { Ship } from '../../games/types.js';
import { inch } from '../../units.js';
import type { Printable } from '../types.js';
import { chartView, nameBox, type Data, type Slot } from './layout.js';
import { LAMINATE_OPTIONS } from '../laminate.js';

const colour = req.colour('the side bar colour; the side name printed on it carries the meaning in black and white');
const size: Field = {
  type: 'object', required: true,
  fields: { label: req.text(12), rows: req.int(1, 12), points: req.int(0, 99) },
};
const side: Field = { type: 'object', required: true, fields: { title: req.text(16), colour } };
const line: Field = { type: 'object', fields: { title: req.text(24), text: req.text(140) } };

interface CraneShip extends Ship { side: string; size: string }

export const damageChart: Printable = {
  name: 'damage-chart',
  summary: 'the damage chart: turn track, both sides\' ships with rows struck by size, points and reminders',
  count: 'copies of the chart',
  perShip: true,
  capabilities: { blank: true },
  gap: 0,
  data: {
    type: 'object',
    fields: {
      width: req.length(inch(5), inch(11)), height: req.length(inch(5), inch(11)),
      title: req.text(30),
      turns: {
        type: 'object', required: true,
        fields: { boxes: req.int(1, 36), box: req.length(inch(0.25), inch(0.5)), caption: req.text(160) },
      },
      slots: req.int(1, 5),
      rows: req.int(1, 12),
      box: req.length(inch(0.25), inch(0.6)),
      columns: { type: 'list', required: true, minItems: 3, maxItems: 3, of: req.text(4) },
      sizes: { type: 'object', required: true, fields: { large: size, medium: size, small: size } },
      sides: { type: 'object', required: true, fields: { red: side, blue: side } },
      labels: {
        type: 'object', required: true,
        fields: { points: req.text(8), score: req.text(16), total: req.text(16) },
      },
      'score-caption': req.text(140),
      key: req.text(140),
      reminders: { type: 'list', required: true, minItems: 1, maxItems: 4, of: line },
    },
    // a size keeping more rows than the chart has could not be struck down to
    check: (d: Data) => {
      const over = Object.entries(d.sizes).find(([, s]) => s.rows > d.rows);
      return over ? { at: ['sizes', over[0], 'rows'], problem: `more rows than the chart's ${d.rows}` } : null;
    },
  },
  options: {
    blank: { type: 'bool', doc: 'a chart with every name line empty and every row live, to fill in by hand; needs no ships' },
    ...LAMINATE_OPTIONS,
  },
  nameBox: (d) => nameBox(d as Data),
  items({ game, ships, count, options, templates }) {
    const d = game.data['damage-chart'] as Data;
    const listed = options.blank === true ? [] : (ships as CraneShip[]);
    // ships fill their side's slots in file order; the rest stay blank to fill in by hand
    const sides = Object.entries(d.sides).map(([id, s]) => {
      const own = listed.filter((ship) => ship.side === id);
      if (own.length > d.slots) throw new DrawProblem('damage-chart', ['damage-chart', 'slots'], `${own.length} ${id} ships, but the chart has room for ${d.slots} a side`);
      const slots: Slot[] = Array.from({ length: d.slots }, (_, i) => {
        const ship = own[i];
        if (!ship) return null;
        const sz = d.sizes[ship.size as keyof Data['sizes']];
        return { name: ship.name, size: sz.label, rows: sz.rows, points: sz.points };
      });
      return { id, title: s.title, colour: s.colour, slots };
    });
    const view = chartView(game.title, d, sides);
    const one = { width: d.width, height: d.height, body: templates.render('damage-chart', 'chart.svg.hbs', view), cut: 'rect' as const };
    return Array.from({ length: count }, () => one);
  },
};
