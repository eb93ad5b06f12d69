// Reload markers for Beer and Pretzels Ironclads: small tents to stand in front of a gun that has
// fired, in place of the rules' cotton ball (two in front of it once the boat has lost a crew
// section). Each is a strip folded across the middle; the far half is printed upside down so that
// both faces of the standing tent read upright.
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { fitSize } from '../../svg/fonts.js';
import { req } from '../../data/schema.js';
import { inch, r } from '../../units.js';
import type { Point, Printable } from '../types.js';
import { LAMINATE_OPTIONS } from '../laminate.js';

const PAD = 3;      // text keeps this far from the cut and the fold
const WORD = 11;    // the word's largest size
const MARK = 40;    // the smoke mark is drawn 40 units wide

export const reloadMarker: Printable = {
  name: 'reload-marker',
  summary: 'fold-up tent markers to stand in front of a gun that is reloading',
  count: 'markers',
  perShip: false,
  gap: 0,
  data: {
    type: 'object',
    fields: { width: req.length(inch(0.4), inch(3)), height: req.length(inch(0.8), inch(6)), word: req.text(16) },
  },
  options: { ...LAMINATE_OPTIONS },
  items({ game, count, templates }) {
    const d = game.data['reload-marker'] as { width: number; height: number; word: string };
    const { width, height, word } = d;
    const half = height / 2;
    const wordSize = fitSize(word, width - 2 * PAD, WORD, 'bold', 6);
    if (wordSize === null) throw new DrawProblem('reload-marker', word, `${quote(word)} is too long for a marker ${r(width / 72)} in wide; shorten it or widen the marker in the game's data`);
    // one face: the word on the table edge, the mark above it filling what is left of the half
    const wordY = half - PAD - wordSize * 0.2;
    const room = Math.min(width - 2 * PAD, wordY - wordSize - 2 * PAD);
    const scale = room / MARK;
    const faceView = { wordX: width / 2, wordY, wordSize, word, markX: (width - room) / 2, markY: PAD + (wordY - wordSize - PAD - room) / 2, scale };
    const face = templates.render('reload-marker', 'face.svg.hbs', faceView);
    // the upper half turns about its own centre; the lower half is the face as drawn
    const body = templates.render('reload-marker', 'marker.svg.hbs', { width, height, half, cx: width / 2, cy: half / 2, face });
    const fold: [Point, Point] = [[0, r(half)], [r(width), r(half)]];
    return Array.from({ length: count }, () => ({ width: r(width), height: r(height), body, cut: 'rect' as const, folds: [fold] }));
  },
};
