// The turning gauge: an equilateral triangle cut out, folded down its altitude and taped, giving
// a double-thick 30-60-90 gauge. The item draws its own cut outline, since it is not a rectangle.
import { InputError } from '../../errors.js';
import { fitSize } from '../../svg/fonts.js';
import { inch, r } from '../../units.js';
import type { Printable } from '../types.js';

const NOTE = 'cut on the solid lines · fold on the dashed line · tape the halves together';

export const turningGauge: Printable = {
  name: 'turning-gauge',
  summary: 'a fold-up 30-60-90 turning gauge',
  count: 'gauges',
  perShip: false,
  gap: inch(0.15),
  options: {},
  items({ game, count, templates }) {
    const side = game.data['turning-gauge'].side as number;
    const height = (side * Math.sqrt(3)) / 2;
    const noteY = height - side * 0.05;
    // the note sits where the triangle is still wide enough for it
    const noteSize = fitSize(NOTE, side - 2 * ((side * 0.05 + 8) / Math.sqrt(3)) - 12, 7, 'regular', 4);
    if (noteSize === null) throw new InputError('turning-gauge: the triangle is too small for its folding note');
    const angleSize = Math.max(6, side * 0.035);
    const view = {
      points: [[0, height], [side / 2, 0], [side, height]].map((p) => p.map(r).join(',')).join(' '),
      apexX: side / 2, height, noteY, noteSize,
      angleSize, angleY: height - side * 0.12, leftAngleX: side * 0.17, rightAngleX: side * 0.83,
      apexLabelY: height * 0.3, titleY: height * 0.62, titleSize: Math.max(7, side * 0.045),
    };
    const body = templates.render('turning-gauge', 'gauge.svg.hbs', view);
    return Array.from({ length: count }, () => ({ width: r(side), height: r(height), body, cut: 'own' as const }));
  },
};
