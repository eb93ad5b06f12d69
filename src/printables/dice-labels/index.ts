// Sticker labels for the special dice: a picture per hit face (drawn, not written, so a child who
// cannot read yet can play), sized to the die, on a cut grid; after them a strip saying which face
// of the die each picture goes on.
import { mm, r } from '../../units.js';
import { req } from '../../data/schema.js';
import type { Printable } from '../types.js';
import { FACES, picture } from './art.js';
import { STRIP, strip, type StripData } from './strip.js';

interface SizeRow { die: number; label: number }

/** Label size for a die: exact for the sizes in the data, linear between and beyond them. */
export function labelSize(die: number, table: SizeRow[]): number {
  const rows = [...table].sort((a, b) => a.die - b.die);
  const exact = rows.find((row) => Math.abs(row.die - die) < 1e-6);
  if (exact) return exact.label;
  if (rows.length === 1) return (rows[0].label * die) / rows[0].die;
  let i = rows.findIndex((row) => row.die > die);
  if (i <= 0) i = i === 0 ? 1 : rows.length - 1;
  const [a, b] = [rows[i - 1], rows[i]];
  return a.label + ((die - a.die) * (b.label - a.label)) / (b.die - a.die);
}

export const diceLabels: Printable = {
  name: 'dice-labels',
  summary: 'picture labels for the hit faces of ordinary dice',
  count: 'dice to label',
  perShip: false,
  gap: 0,
  data: {
    type: 'object',
    fields: {
      die: req.length(mm(8), mm(40)),
      sizes: { type: 'list', minItems: 1, required: true, of: { type: 'object', fields: { die: req.length(mm(5), mm(40)), label: req.length(mm(4), mm(40)) } } },
      faces: { type: 'list', minItems: 1, maxItems: 5, required: true, of: { type: 'enum', values: FACES } },
      on: { type: 'list', minItems: 1, maxItems: 5, required: true, of: req.int(1, 6), doc: 'the die face each picture goes on, in the order of faces' },
      instructions: STRIP,
    },
    check: (d: { faces: string[]; on: number[] }) => {
      if (d.on.length !== d.faces.length) return { at: ['on'], problem: `expected one die face per picture (${d.faces.length}), got ${d.on.length}` };
      const twice = d.on.findIndex((n, i) => d.on.indexOf(n) !== i);
      return twice < 0 ? null : { at: ['on', twice], problem: `face ${d.on[twice]} is given two pictures` };
    },
  },
  options: { die: { type: 'length', min: mm(8), max: mm(40), doc: 'die size, e.g. 16mm' } },
  items({ game, count, options, templates }) {
    const data = game.data['dice-labels'];
    const size = r(labelSize((options.die as number | undefined) ?? data.die, data.sizes));
    const pad = size * 0.06;
    const faces = (data.faces as string[]).map((face) => {
      const body = [`<rect x="0" y="0" width="${size}" height="${size}" fill="#ffffff"/>`, picture(templates, face, pad, pad, size - 2 * pad, 'data-face')].join('\n');
      // a label has no room for the default mark: the strip carries it for the sheet
      return { width: size, height: size, body, cut: 'rect' as const, mark: { x: 0, y: 0, width: 0 } };
    });
    // the strip comes last, so the labels keep one grid from the first cut
    return [...Array.from({ length: count }, () => faces).flat(), strip(data.instructions as StripData, data.faces, data.on, templates)];
  },
};
