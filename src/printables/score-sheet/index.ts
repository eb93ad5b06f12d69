// The Naval War score sheet: one page for the whole game. Each round every player writes the hit
// numbers of the ships in their Deep Six pile, ticks the last-survivor bonus or the eliminated
// penalty, and carries a running total toward the agreed target. Names come from the kit's ship
// list (a kit lists the players as its "ships"); without one the name lines are left blank.
import { DrawProblem } from '../problem.js';
import { req, type Field } from '../../data/schema.js';
import { inch } from '../../units.js';
import type { Printable } from '../types.js';
import { nameBox, sheetView, type Data } from './layout.js';
import { LAMINATE_OPTIONS } from '../laminate.js';

const TARGET: Field = { type: 'int', min: 10, max: 1000, doc: 'the agreed score that wins, printed in the header (default: the game data\'s target, 100)' };

export const scoreSheet: Printable = {
  name: 'score-sheet',
  summary: 'the score sheet: Deep Six points, survivor bonus and elimination penalty, running totals per round',
  count: 'sheets',
  perShip: false,
  gap: 0,
  data: {
    type: 'object',
    fields: {
      width: req.length(inch(7), inch(10.5)), height: req.length(inch(5), inch(10.5)),
      title: req.text(30),
      goal: {
        type: 'string', maxLength: 60, required: true, doc: 'the winning line; {target} stands for the agreed score',
        check: (v: string) => (v.includes('{target}') ? null : 'expected the text to hold {target}, where the agreed score is printed'),
      },
      target: { ...TARGET, required: true },
      players: req.int(1, 9),
      rounds: req.int(1, 30),
      bonus: req.int(1, 99),
      penalty: req.int(1, 99),
      labels: {
        type: 'object', required: true,
        fields: { round: req.text(10), 'deep-six': req.text(12), ticks: req.text(12), total: req.text(12) },
      },
      notes: { type: 'list', required: true, minItems: 1, maxItems: 3, of: req.text(200) },
    },
  },
  options: { target: TARGET, ...LAMINATE_OPTIONS },
  nameBox: (d) => nameBox(d as Data),
  items({ game, ships, count, templates, options }) {
    const d = game.data['score-sheet'] as Data;
    if (ships.length > d.players) throw new DrawProblem('score-sheet', ['score-sheet', 'players'], `${ships.length} players named, but the sheet has columns for ${d.players}`);
    const target = (options.target as number | undefined) ?? d.target;
    const view = sheetView(game.title, d, target, ships.map((s) => s.name));
    const one = { width: d.width, height: d.height, body: templates.render('score-sheet', 'sheet.svg.hbs', view), cut: 'rect' as const };
    return Array.from({ length: count }, () => one);
  },
};
