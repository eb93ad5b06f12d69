// The turning gauge in the shape the game's data asks for: a fold-up triangle (fixed-angle turns)
// or concentric arcs, one per speed band, ticked every inch along the arc.
import { DrawProblem } from '../problem.js';
import { req } from '../../data/schema.js';
import { inch } from '../../units.js';
import type { Printable } from '../types.js';
import { arcGauges } from './arc.js';
import { triangleGauges } from './triangle.js';
import { LAMINATE_OPTIONS } from '../laminate.js';

export const turningGauge: Printable = {
  name: 'turning-gauge',
  summary: 'a turning gauge: a fold-up triangle or speed-band arcs, as the game turns',
  count: 'gauges',
  perShip: false,
  gap: inch(0.15),
  data: {
    type: 'object',
    fields: {
      triangle: { type: 'object', fields: { side: req.length(inch(1), inch(7)) } },
      arc: {
        type: 'object',
        fields: {
          angle: { type: 'number', min: 10, max: 180, required: true, doc: 'degrees of turn the arcs span' },
          tick: req.length(inch(0.25), inch(6)),
          margin: req.length(inch(0.3), inch(3)),
          note: req.text(80),
          bands: {
            type: 'list', minItems: 1, maxItems: 8, required: true,
            of: { type: 'object', fields: { speeds: req.text(12), radius: req.length(inch(1), inch(60)) } },
          },
        },
      },
    },
  },
  options: { ...LAMINATE_OPTIONS },
  items(req) {
    const d = req.game.data['turning-gauge'];
    if (d.triangle && d.arc) throw new DrawProblem('turning-gauge', undefined, `the data of ${req.game.id} gives both a triangle and an arc; give one`);
    if (d.triangle) return triangleGauges(req);
    if (d.arc) return arcGauges(req);
    throw new DrawProblem('turning-gauge', undefined, `the data of ${req.game.id} gives no shape; expected "triangle" or "arc"`);
  },
};
