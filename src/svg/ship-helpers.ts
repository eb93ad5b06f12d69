// The helpers a game file's own template draws a ship's parts with: its name by the one name rule,
// a track's boxes, its side's band. Each answers markup that is not escaped again; the ship's words
// in it are escaped here. A helper given what it cannot draw is refused at its place in the template.
import type Handlebars from 'handlebars';
import { excerpt, quote } from '../errors.js';
import { r } from '../units.js';
import { esc } from './draw.js';
import { FAMILY, fitSize } from './fonts.js';
import { NAME_MIN, nameBaselines, nameBlock, type NameBox } from './names.js';

export const SHIP_HELPERS = ['fitName', 'track', 'band'];

/** Where a template's view keeps, out of its values' sight, the name of the aid it draws. */
export const AID = Symbol('aid');

/** The refusals these helpers make: their words are ours (values quoted already), given whole. */
export const SAID = new WeakSet<object>();

/** Most boxes `track` draws: the most a `track` field holds. */
const MOST_BOXES = 200;

type Options = Handlebars.HelperOptions & { loc?: unknown };
interface Root { [AID]?: string; ship?: { name?: unknown }; side?: { name: string; fill: string; ink: string } }

/** The box `fitName x y width size [height=…]` fits a name in. */
export const fitNameBox = (width: number, size: number, height?: number): NameBox => ({ width, max: size, height: height ?? size });

export function registerShipHelpers(hb: typeof Handlebars): void {
  const refuse = (options: Options, problem: string): never => {
    const err = new hb.Exception(problem, { loc: options.loc } as unknown as hbs.AST.Node);
    SAID.add(err);
    throw err;
  };
  /** The helper's arguments before its options, each a number (a count of `n`). */
  const numbers = (helper: string, names: string[], args: unknown[]): { options: Options; v: number[] } => {
    const options = args.pop() as Options;
    if (args.length !== names.length) refuse(options, `${helper} takes ${names.join(', ')}; it was given ${args.length} value${args.length === 1 ? '' : 's'}`);
    // a number, or one {{add}} worked out (it answers text, to be printed)
    const v = args.map((a, i) => {
      const x = typeof a === 'string' && /^-?\d+(\.\d+)?$/.test(a.trim()) ? Number(a) : a;
      return typeof x === 'number' && Number.isFinite(x) ? x : refuse(options, `${helper}: ${names[i]}: expected a number, got ${shown(a)}`);
    });
    return { options, v };
  };
  const hashNumber = (helper: string, options: Options, key: string, min: number): number | undefined => {
    const v = options.hash?.[key];
    if (v === undefined) return undefined;
    return typeof v === 'number' && v >= min ? v : refuse(options, `${helper}: ${key}: expected a number of at least ${min}, got ${shown(v)}`);
  };
  const colour = (helper: string, options: Options, key: string, fallback: string): string => {
    const v = options.hash?.[key] ?? fallback;
    return typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v) ? v : refuse(options, `${helper}: ${key}: expected a colour written #rrggbb, got ${shown(v)}`);
  };
  const root = (options: Options): Root => (options.data?.root ?? {}) as Root;

  // {{fitName x y width size}}: the ship's name with its (last) baseline at y, by the one name rule
  hb.registerHelper('fitName', (...args: unknown[]) => {
    const { options, v: [x, y, width, size] } = numbers('fitName', ['x', 'y', 'width', 'size'], args);
    const name = root(options).ship?.name;
    if (typeof name !== 'string') return refuse(options, 'fitName: this template draws no ship (per-ship: false), so there is no name to fit');
    if (size < NAME_MIN) refuse(options, `fitName: size ${r(size)}: a name is printed at ${NAME_MIN} pt or more`);
    if (width <= 0) refuse(options, `fitName: width ${r(width)}: expected more than 0`);
    const height = hashNumber('fitName', options, 'height', size);
    const anchor = options.hash?.anchor ?? 'start';
    if (!['start', 'middle', 'end'].includes(anchor)) refuse(options, `fitName: anchor: expected start, middle or end, got ${shown(anchor)}`);
    const fill = colour('fitName', options, 'fill', '#000000');
    const block = nameBlock(name, fitNameBox(width, size, height), root(options)[AID] ?? 'template');
    const lines = nameBaselines(block, y).map((b, i) =>
      `<text x="${r(x)}" y="${r(b)}" font-family="${FAMILY}" font-weight="bold" font-size="${r(block.size)}" text-anchor="${anchor}" fill="${fill}">${esc(block.lines[i])}</text>`);
    return new hb.SafeString(lines.join(''));
  });

  // {{track ship.hull x y box}}: a row of square boxes, a gap of a third of a box between sections
  hb.registerHelper('track', (...args: unknown[]) => {
    // the last argument is Handlebars' own: {{track}} alone is given that and nothing else
    if (args.length === 1) refuse(args[0] as Options, 'track takes a track\'s boxes, x, y, box; it was given nothing');
    const value = args.shift();
    const { options, v: [x, y, box] } = numbers('track', ['x', 'y', 'box'], args);
    const sections = typeof value === 'number' ? [value] : value;
    if (!Array.isArray(sections) || sections.length === 0 || !sections.every((n) => Number.isInteger(n) && n >= 0)) {
      return refuse(options, `track: expected a track's boxes (a count, or a list of counts) first, got ${shown(value)}`);
    }
    const total = sections.reduce((a: number, b: number) => a + b, 0);
    if (total > MOST_BOXES) refuse(options, `track: ${total} boxes; a track draws at most ${MOST_BOXES}`);
    if (box <= 0) refuse(options, `track: box ${r(box)}: expected more than 0`);
    const gap = hashNumber('track', options, 'gap', 0) ?? box / 3;
    const fill = colour('track', options, 'fill', '#ffffff');
    const out: string[] = [];
    let at = x;
    for (const n of sections as number[]) {
      for (let i = 0; i < n; i++, at += box) out.push(`<rect x="${r(at)}" y="${r(y)}" width="${r(box)}" height="${r(box)}" fill="${fill}" stroke="#000000" stroke-width="0.8"/>`);
      at += gap;
    }
    return new hb.SafeString(`<g data-track="">${out.join('')}</g>`);
  });

  // {{band x y width height}}: a band the colour of the ship's side, the side's name on it
  hb.registerHelper('band', (...args: unknown[]) => {
    const { options, v: [x, y, width, height] } = numbers('band', ['x', 'y', 'width', 'height'], args);
    const side = root(options).side;
    if (!side) return refuse(options, 'band: this template\'s item has no side: the game\'s ship needs a field of type side (and the template per-ship)');
    if (width <= 0 || height <= 0) refuse(options, `band: expected a width and height more than 0, got ${r(width)} and ${r(height)}`);
    const size = fitSize(side.name, width - height * 0.6, height * 0.6, 'bold', 4);
    if (size === null) refuse(options, `band: the side's name ${quote(side.name)} does not fit a band ${r(width)} pt wide at 4 pt or more`);
    return new hb.SafeString(
      `<g data-band=""><rect x="${r(x)}" y="${r(y)}" width="${r(width)}" height="${r(height)}" fill="${side.fill}"/>`
      + `<text x="${r(x + width / 2)}" y="${r(y + height / 2)}" dominant-baseline="central" font-family="${FAMILY}" font-weight="bold" font-size="${r(size!)}" text-anchor="middle" fill="${side.ink}">${esc(side.name)}</text></g>`);
  });
}

const shown = (v: unknown): string => (typeof v === 'string' ? quote(v) : v === undefined ? 'nothing' : excerpt(JSON.stringify(v) ?? String(v)));
