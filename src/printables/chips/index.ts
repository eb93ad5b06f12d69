// Beat to Quarters' phase chips, drawn one at a time from a bag or cup: three of side A's colour and
// three of side B's decide the order of phases, and a seventh, WX, brings the optional weather roll.
// Chips of one colour must be alike, so each carries only its side's letter and name; the two
// colours differ in lightness too (dark ink on light, light on dark), so they read in black and
// white and for colour-blind players. Each chip is cut on the markers' many-sided circle.
import { DrawProblem } from '../problem.js';
import { InputError, quote } from '../../errors.js';
import { req, type Field } from '../../data/schema.js';
import { sidesOf } from '../../games/sides.js';
import { inch, r } from '../../units.js';
import type { Weight } from '../../svg/fonts.js';
import type { Item, Printable } from '../types.js';
import { circle } from '../markers/index.js';
import { fitInCircle, type Fitted } from '../markers/fit.js';
import { LAMINATE_OPTIONS } from '../laminate.js';

/** The rules' set: three chips of each side's colour and one weather chip. */
const PER_SIDE = 3;
const RING = 0.07;      // the thin ring sits this fraction of the radius inside the edge
const PAD = 0.05;       // words keep this fraction of the radius inside the ring
const SPLIT = 0.12;     // sizes are fitted with the large text above this height below the centre, in radii
const GAP = 0.2;        // between the large text and the small, in radii
const CAP = 0.68;       // cap height of the font, in font sizes
/** Below this a side's name is too small to read across the table. */
export const MIN_NAME = 6;

const colour = req.colour();
const side: Field = {
  type: 'object', required: true,
  fields: { letter: req.text(2), name: req.text(24), fill: colour, ink: colour },
};
const sideOption = (letter: string): Field => ({
  type: 'string', maxLength: 24, doc: `the name printed on side ${letter}'s chips (default: the ${letter === 'A' ? 'first' : 'second'} side in the ship file)`,
});

export const chips: Printable = {
  name: 'chips',
  summary: 'round phase chips, three in each side\'s colour, and the WX weather chip, to draw from a cup',
  count: 'sets',
  perShip: false,
  // a little paper between circles so scissors can go round each one
  gap: inch(0.1),
  data: {
    type: 'object',
    fields: {
      diameter: req.length(inch(0.6), inch(2)),
      a: side,
      b: side,
      weather: { type: 'object', required: true, fields: { words: req.text(4), caption: req.text(16), fill: colour, ink: colour } },
    },
  },
  options: { 'side-a': sideOption('A'), 'side-b': sideOption('B'), ...LAMINATE_OPTIONS },
  items({ game, ships, count, options, templates }) {
    const d = game.data.chips as Data;
    const R = d.diameter / 2;
    const polygon = circle(R);
    const sides = sidesOf(ships);
    // a name typed as an option wins, then the ship file's sides in order, then the data's
    const named = (key: 'a' | 'b', i: number): { name: string; from: string } => {
      const opt = options[`side-${key}`];
      if (typeof opt === 'string') return { name: opt, from: `--side-${key}` };
      if (sides[i] !== undefined) return { name: sides[i], from: 'ships' };
      return { name: d[key].name, from: 'data' };
    };
    const item = (file: string, view: object): Item => ({ width: r(d.diameter), height: r(d.diameter), body: templates.render('chips', file, view), cut: { polygon } });
    const a = item('side.svg.hbs', sideView(R, 'a', d.a, named('a', 0)));
    const b = item('side.svg.hbs', sideView(R, 'b', d.b, named('b', 1)));
    const wx = item('weather.svg.hbs', weatherView(R, d.weather));
    const set = [...Array<Item>(PER_SIDE).fill(a), ...Array<Item>(PER_SIDE).fill(b), wx];
    return Array.from({ length: count }, () => set).flat();
  },
};

interface Side { letter: string; name: string; fill: string; ink: string }
interface Data { diameter: number; a: Side; b: Side; weather: { words: string; caption: string; fill: string; ink: string } }

/** `text` fitted in the band, or a clear error saying what to change. */
function fit(text: string, R: number, band: Parameters<typeof fitInCircle>[2], max: number, min: number, weight: Weight, fix: string, at?: string[]): Fitted {
  const fitted = fitInCircle(text, R * (1 - RING - PAD), band, max, min, weight);
  if (!fitted) {
    const problem = `${quote(text)} does not fit a chip ${r((2 * R) / 72)} in across at ${min} pt or larger; ${fix}, or enlarge the chips' diameter in the game's data`;
    // a text of the data is said at its place there; a side's name typed or from the ship file, as it is
    throw at ? new DrawProblem('chips', at, problem) : new InputError(`chips: ${problem}`);
  }
  return fitted;
}

interface Words { text: string; max: number; min: number; weight: Weight; fix: string; at?: string[] }

/**
 * A large text over a small one. Each is first fitted in its own half (which sets the sizes), then
 * both are set again at those sizes as one block centred in the chip, which looks balanced; if
 * the block does not fit there, the first placing stands.
 */
function stack(R: number, upper: Words, lower: Words): [Fitted, Fitted] {
  const inner = R * (1 - RING - PAD);
  const gap = GAP * R;
  const up = fit(upper.text, R, { top: -inner, bottom: SPLIT * R }, upper.max, upper.min, upper.weight, upper.fix, upper.at);
  const low = fit(lower.text, R, { top: SPLIT * R + gap, bottom: inner, atTop: true }, lower.max, lower.min, lower.weight, lower.fix, lower.at);
  // from the capitals' top of the upper text to the last baseline of the lower: descenders hang out
  const upInk = up.lines[up.lines.length - 1].y - up.lines[0].y + CAP * up.size;
  const lowInk = low.lines[low.lines.length - 1].y - low.lines[0].y + CAP * low.size;
  const top = -(upInk + gap + lowInk) / 2;
  const up2 = fitInCircle(upper.text, inner, { top, bottom: top + upInk + gap, atTop: true }, up.size, up.size, upper.weight);
  if (!up2) return [up, low];
  const low2 = fitInCircle(lower.text, inner, { top: up2.lines[up2.lines.length - 1].y + gap, bottom: inner, atTop: true }, low.size, low.size, lower.weight);
  return low2 ? [up2, low2] : [up, low];
}

/** A side's chip: the big letter over the side's name. */
function sideView(R: number, key: 'a' | 'b', s: Side, { name, from }: { name: string; from: string }) {
  const fix = from.startsWith('--') ? `shorten ${from}`
    : from === 'data' ? `shorten chips.${key}.name in the game's data` : `give a shorter name with --side-${key} (it came from the ship file)`;
  const [letter, words] = stack(
    R,
    { text: s.letter, max: r(R * 0.95), min: 8, weight: 'bold', fix: `shorten chips.${key}.letter`, at: ['chips', key, 'letter'] },
    { text: name, max: r(R * 0.36), min: MIN_NAME, weight: 'bold', fix, at: from === 'data' ? ['chips', key, 'name'] : undefined },
  );
  return { ...disc(R), chip: key, fill: s.fill, ink: s.ink, letter: lines(R, letter), name: lines(R, words) };
}

/** The weather chip: WX large, and a small word saying what it is. */
function weatherView(R: number, w: Data['weather']) {
  const [big, caption] = stack(
    R,
    { text: w.words, max: r(R * 0.7), min: 8, weight: 'bold', fix: 'shorten chips.weather.words', at: ['chips', 'weather', 'words'] },
    { text: w.caption, max: r(R * 0.3), min: MIN_NAME, weight: 'regular', fix: 'shorten chips.weather.caption', at: ['chips', 'weather', 'caption'] },
  );
  return { ...disc(R), chip: 'wx', fill: w.fill, ink: w.ink, words: lines(R, big), caption: lines(R, caption) };
}

const disc = (R: number) => ({ c: r(R), R: r(R), ring: r(R * (1 - RING)), stroke: r(Math.max(0.5, R * 0.02)) });
const lines = (R: number, f: Fitted) => ({ size: f.size, lines: f.lines.map((l) => ({ text: l.text, y: r(R + l.y) })) });
