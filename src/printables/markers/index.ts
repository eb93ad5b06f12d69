// Round markers for Mike Crane's Fighting Rules for Sailing Ships, to glue on #8 washers: white
// "fired" markers (the rules' puff of cotton beside a ship that fired) and black "dead in the
// water" markers. Each is cut on a many-sided polygon close enough to the circle that the cut
// line and the printed disc agree within a twentieth of a point.
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { req, type Field } from '../../data/schema.js';
import { inch, r } from '../../units.js';
import type { Item, Point, Printable } from '../types.js';
import { fitInCircle, type Fitted } from './fit.js';
import { LAMINATE_OPTIONS } from '../laminate.js';

/** The cut polygon's sides fall at most this far inside the true circle (pt); rounding adds < 0.001. */
export const CHORD_ERROR = 0.04;
const RING = 1.6;       // the thin ring sits this far inside the edge
const PAD = 1.2;        // words keep this far inside the ring
// the black marker's three words need more room: its ring sits a little nearer the edge, and its
// words a little nearer the ring, so they print at 6 pt on a 7/16 in washer
const DEAD = { ring: 1.4, pad: 1.0 };
const MIN_TEXT = 6;     // nothing printed smaller
const PUFF = 40;        // the puff mark is drawn in a 40-unit square

const kind: Field = { type: 'object', required: true, fields: { 'per-set': req.int(0, 100), words: req.text(24) } };

export const markers: Printable = {
  name: 'markers',
  summary: 'round white "fired" and black "dead in the water" markers to glue on #8 washers',
  count: 'sets',
  perShip: false,
  // a little paper between circles so scissors can go round each one
  gap: inch(0.1),
  data: { type: 'object', fields: { diameter: req.length(inch(0.3), inch(1.5)), fired: kind, dead: kind } },
  options: { ...LAMINATE_OPTIONS },
  items({ game, count, templates }) {
    const d = game.data.markers as { diameter: number; fired: Kind; dead: Kind };
    const R = d.diameter / 2;
    const polygon = circle(R);
    const make = (file: string, k: Kind, view: object): Item[] =>
      Array.from({ length: k['per-set'] }, () => ({ width: r(d.diameter), height: r(d.diameter), body: templates.render('markers', file, view), cut: { polygon } }));
    const set = [...make('fired.svg.hbs', d.fired, firedView(R, d.fired.words)), ...make('dead.svg.hbs', d.dead, deadView(R, d.dead.words))];
    if (set.length === 0) throw new DrawProblem('markers', undefined, 'the data asks for no markers in a set; give fired or dead a per-set above 0');
    return Array.from({ length: count }, () => set).flat();
  },
};

interface Kind { 'per-set': number; words: string }

/**
 * An inscribed polygon of the circle of radius R centred in its D × D box, with enough sides (a
 * multiple of four, so it is symmetric about both axes) that no side strays more than
 * CHORD_ERROR inside the circle: a side of angle 2π/n sags R(1 − cos(π/n)) at its middle.
 */
export function circle(R: number): Point[] {
  const n = 4 * Math.ceil(Math.PI / Math.acos(1 - CHORD_ERROR / R) / 4);
  return Array.from({ length: n }, (_, i): Point => {
    const a = (2 * Math.PI * i) / n;
    return [r(R + R * Math.sin(a)), r(R - R * Math.cos(a))];
  });
}

/** `text` fitted to the circle of radius `inner` inside a marker of radius `R`, or a clear error. */
const words = (text: string, R: number, inner: number, band: Parameters<typeof fitInCircle>[2], max: number): Fitted => {
  const fitted = fitInCircle(text, inner, band, max, MIN_TEXT);
  if (!fitted) throw new DrawProblem('markers', text, `${quote(text)} does not fit a marker ${r((2 * R) / 72)} in across; at ${MIN_TEXT} pt or more; shorten it or enlarge the diameter in the game's data`);
  return fitted;
};

/** White: a thin ring, the word just below the centre and a puff of smoke above it. */
function firedView(R: number, text: string) {
  const inner = R - RING - PAD;
  const fitted = words(text, R, inner, { top: 0.6, bottom: inner, atTop: true }, Math.max(MIN_TEXT, R * 0.5));
  const inkTop = fitted.lines[0].y - fitted.size * 0.7;
  // the puff fills the cap above the word, kept narrower than the circle there
  const room = inkTop + inner - 1;
  const size = Math.min(room, inner * 1.05);
  return { ...disc(R), ring: r(R - RING), ...lines(R, fitted), puff: { x: r(R - size / 2), y: r(R + inkTop - 0.8 - size), scale: r(size / PUFF) } };
}

/** Black: solid, with a fine white ring and the words in white across the middle. */
function deadView(R: number, text: string) {
  const inner = R - DEAD.ring - DEAD.pad;
  return { ...disc(R), ring: r(R - DEAD.ring), ...lines(R, words(text, R, inner, { top: -inner, bottom: inner }, Math.max(MIN_TEXT, R * 0.45))) };
}

const disc = (R: number) => ({ c: r(R), R: r(R) });
const lines = (R: number, f: Fitted) => ({ size: f.size, lines: f.lines.map((l) => ({ text: l.text, y: r(R + l.y) })) });
