// The kids' shooting card for Milk and Cookies: how far (the range stick's own bands, drawn small),
// how many dice, and what each die picture marks on the boat record, with pictures first and short
// words (nothing under 12 pt) for a parent to read out; and a second card for bumping and boarding.
// The pictures are the dice labels' own templates, so the card matches the dice on the table. Two
// 5.5 × 3.5 in cards, each for a 4 × 6 in laminating pouch.
import { DrawProblem } from '../problem.js';
import { req, type Field } from '../../data/schema.js';
import { inch } from '../../units.js';
import { FACES } from '../dice-labels/art.js';
import type { Item, Printable } from '../types.js';
import { boardCard, shootCard, type BoardData, type BumpData, type Shared, type ShootData } from './cards.js';
import type { Band } from './flow.js';
import { LAMINATE_OPTIONS } from '../laminate.js';

const TRACKS = ['hull', 'sail', 'gun'] as const;
const face: Field = { type: 'enum', values: FACES, required: true };
const range: Field = {
  type: 'object', required: true,
  fields: { label: req.text(30), where: req.text(30), dice: req.int(1, 4), per: req.text(24) },
};
const bump: Field = { type: 'object', required: true, fields: { text: req.text(40), hull: req.int(0, 6) } };

export const shootingCard: Printable = {
  name: 'shooting-card',
  summary: 'two picture cards for young players: shooting (range, dice, what each picture marks), and bumping and boarding',
  count: 'card pairs',
  perShip: false,
  gap: 0,
  laminate: true,
  reads: ['range-stick', 'dice-labels'],
  data: {
    type: 'object',
    fields: {
      width: req.length(inch(5), inch(5.5)), height: req.length(inch(3.4), inch(3.5)),
      shoot: {
        type: 'object', required: true,
        fields: {
          title: req.text(24), together: req.text(40), short: range, long: range, miss: req.text(16),
          hits: {
            type: 'list', required: true, minItems: 1, maxItems: 3,
            of: { type: 'object', fields: { face, box: { type: 'enum', values: TRACKS, required: true }, count: req.int(1, 3) } },
          },
          cannons: {
            type: 'object', required: true,
            doc: 'this many of `face` in one roll also mark a `box`',
            fields: { face, count: req.int(2, 4), box: { type: 'enum', values: TRACKS, required: true }, text: req.text(40), also: req.text(12) },
          },
          boxes: { type: 'object', required: true, doc: 'the boat record\'s word for each kind of box', fields: { hull: req.text(10), sail: req.text(10), gun: req.text(10) } },
        },
      },
      bump: {
        type: 'object', required: true,
        fields: { title: req.text(24), head: req.text(24), moved: bump, bumped: bump, both: { ...bump, fields: { ...(bump as { fields: Record<string, Field> }).fields, each: req.text(12) } } },
      },
      board: {
        type: 'object', required: true,
        fields: {
          title: req.text(24), when: req.text(40), roll: req.text(50), pips: req.text(50), pictures: req.text(16),
          rules: { type: 'list', required: true, minItems: 0, maxItems: 3, of: req.text(60) },
        },
      },
    },
  },
  options: { ...LAMINATE_OPTIONS },
  items({ game, count, templates }) {
    const d = game.data['shooting-card'] as { width: number; height: number; shoot: ShootData; bump: BumpData; board: BoardData };
    const stick = game.data['range-stick'].sticks[0] as { bands: Band[]; ranges: { to: number }[] };
    if (stick.ranges.length === 0) throw new DrawProblem('shooting-card', ['range-stick', 'sticks', 0, 'ranges'], 'the range stick in the game\'s data has no ranges; give it a short and a long range');
    const dice = game.data['dice-labels'] as { faces: string[]; on: number[] };
    const shared: Shared = { bands: stick.bands, short: stick.ranges[0].to, long: stick.ranges[stick.ranges.length - 1].to, faces: dice.faces, on: dice.on };
    const { width, height } = d;
    const card = (role: string, drawn: { parts: string; rules: number[][]; mark: Item['mark'] }): Item => ({
      width, height, cut: 'rect', mark: drawn.mark,
      body: templates.render('shooting-card', 'card.svg.hbs', { width, height, role, parts: drawn.parts, rules: drawn.rules.map(([x1, y1, x2, y2]) => ({ x1, y1, x2, y2 })) }),
    });
    const pair = [
      card('shooting', shootCard(d.shoot, shared, width, height, templates)),
      card('bump-and-board', boardCard(d.bump, d.board, shared, width, height, templates)),
    ];
    return Array.from({ length: count }, () => pair).flat();
  },
};
