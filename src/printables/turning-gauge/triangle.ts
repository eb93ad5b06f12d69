// The turning gauge: an equilateral triangle cut out, folded down its altitude and taped, giving
// a double-thick 30-60-90 gauge. It declares its triangular cut and its fold; the imposition draws them.
import { DrawProblem } from '../problem.js';
import { fitSize } from '../../svg/fonts.js';
import { r } from '../../units.js';
import type { Item, Point, PrintRequest } from '../types.js';

// The longest line of the folding note, for fitting it inside one half near the base.
const NOTE = '2 fold on the dashed line';

export function triangleGauges({ game, count, templates }: PrintRequest): Item[] {
  const side = game.data['turning-gauge'].triangle.side as number;
  const height = (side * Math.sqrt(3)) / 2;
  const noteSize = fitSize(NOTE, side * 0.3, 8, 'regular', 6);
  if (noteSize === null) throw new DrawProblem('turning-gauge', ['turning-gauge', 'triangle'], 'the triangle is too small for its folding note at 6 pt; give a side of 3.1in or more');
  const angleSize = Math.max(6, side * 0.035);
  const titleSize = Math.max(6, side * 0.035);
  const view = {
    noteSize, noteY: height - side * 0.07, noteY2: height - side * 0.07 + noteSize * 1.2,
    leftNoteX: side * 0.3, rightNoteX: side * 0.7,
    angleSize, angleY: height - side * 0.035, leftAngleX: side * 0.1, rightAngleX: side * 0.9,
    turnY: height * 0.26, leftTurnX: side / 2 - angleSize * 1.4, rightTurnX: side / 2 + angleSize * 1.4,
    // the title runs along the fold on each half, so each outside face of the folded gauge shows it
    titleSize, titleY: height * 0.6, leftTitleX: side / 2 - titleSize * 0.6, rightTitleX: side / 2 + titleSize * 0.6,
  };
  const body = templates.render('turning-gauge', 'gauge.svg.hbs', view);
  const triangle: Point[] = [[0, r(height)], [r(side / 2), 0], [r(side), r(height)]];
  const fold: [Point, Point] = [[r(side / 2), 0], [r(side / 2), r(height)]];
  return Array.from({ length: count }, () => ({ width: r(side), height: r(height), body, cut: { polygon: triangle }, folds: [fold] }));
}
