// Laminating. A pouch seals only where its two sheets of plastic meet, so a piece to laminate is cut
// out first and needs about 3 mm of bare plastic all round it: laid out to laminate, pieces sit
// 6 mm apart, and their cut lines run down the middle of the gaps. These are the options every
// printable of cut pieces takes, the pouch sizes sold, and the spec each item carries to the
// imposition engine (src/impose/laminate.ts lays the pieces out).
import { quote } from '../errors.js';
import type { Field } from '../data/schema.js';
import { canonical, didYouMean } from '../data/suggest.js';
import { inch, mm, parseSize } from '../units.js';
import type { Item, Laminate, Pouch, Printable } from './types.js';

/** Clear plastic left round each cut piece: the cut line runs this far outside its trim. */
export const BORDER = mm(3);
/** The least space between laminated pieces: a border for each. */
export const LAMINATE_GAP = 2 * BORDER;
/** A pouch's own seal round its edge, taken off its size for the room inside. */
export const SEAL = mm(3);

/** Pouches as sold, by their outside size: each a little larger than its paper. */
export const POUCHES: Record<string, Pouch> = {
  letter: { name: 'Letter', width: inch(9), height: inch(11.5) },
  a4: { name: 'A4', width: mm(216), height: mm(303) },
  legal: { name: 'Legal', width: inch(9), height: inch(14.5) },
  tabloid: { name: 'Tabloid', width: inch(11.5), height: inch(17.5) },
  a3: { name: 'A3', width: mm(303), height: mm(426) },
};
export const POUCH_NAMES = Object.keys(POUCHES);
const [MIN, MAX] = [inch(1), inch(60)];

/** A pouch by name (any case) or by its outside size WxH ("4x6in", "110x160mm"); null otherwise. */
export function pouchOf(text: string): Pouch | null {
  const named = canonical(text, POUCH_NAMES);
  if (named) return POUCHES[named];
  const wh = parseSize(text);
  if (!wh || wh.some((v) => v < MIN - 1e-9 || v > MAX + 1e-9)) return null;
  return { name: text.trim(), width: Math.min(...wh), height: Math.max(...wh) };
}

/** The pouch made for a paper: the one sold for it, else one whose inside is the paper itself. */
export function paperPouch(paper: { name: string; width: number; height: number }): Pouch {
  const sold = canonical(paper.name, POUCH_NAMES);
  return sold ? POUCHES[sold] : { name: `for ${paper.name} paper`, width: paper.width + 2 * SEAL, height: paper.height + 2 * SEAL };
}

/** The room inside a pouch, pt (portrait): the pouch less its seal. */
export const pouchInside = (p: Pouch): [number, number] => [p.width - 2 * SEAL, p.height - 2 * SEAL];

const pouchProblem = (v: string): string | null => (pouchOf(v) ? null
  : `expected ${POUCH_NAMES.join(', ')} or a pouch's outside size WxH from 1 in to 60 in a side (e.g. 4x6in), got ${quote(v)}${didYouMean(v, POUCH_NAMES)}`);

/** The options of laying a printable out to laminate. A card deck's `layout` has per-card too (cards.ts). */
export const LAMINATE_OPTIONS: Record<string, Field> = {
  layout: {
    type: 'enum', values: ['sheet', 'laminate'], default: 'sheet',
    doc: 'sheet: pieces on shared cut lines; laminate: pieces 6 mm apart, each cut line 3 mm outside its pieces, for a laminating pouch',
  },
  pouch: {
    type: 'string', check: pouchProblem,
    doc: 'with --layout laminate: the pouch, letter | a4 | legal | tabloid | a3 | its outside size WxH (e.g. 4x6in); default the one for the paper',
  },
  rounded: { type: 'bool', default: false, doc: 'with --layout laminate: round the corners of the cut lines, for a corner punch' },
};

/** An internal option: laminating was asked of the whole kit, so an aid that cannot be laminated prints as it is. */
export const WHERE_IT_FITS = 'laminate-where-it-fits';

/** What is wrong with these options together (a pouch without laminating), or null. */
export function laminateProblem(printable: Pick<Printable, 'capabilities'>, options: Record<string, unknown>): { key: string; problem: string } | null {
  if (options.layout === 'laminate') return null;
  const layout = `layout: laminate${options.layout === undefined ? '' : ` (the layout is ${String(options.layout)})`}`;
  if (options.pouch !== undefined) return { key: 'pouch', problem: `the pouch is only used to laminate; give ${layout}` };
  // a card deck's rounded draws corner guides on its trim whatever the layout
  if (options.rounded && !printable.capabilities?.deck) return { key: 'rounded', problem: `rounds the cut lines of a laminated sheet; give ${layout}` };
  return null;
}

/** The items with `laminate` set when the options lay them out to laminate (copies stay one object). */
export function laminated(items: Item[], options: Record<string, unknown>): Item[] {
  if (options.layout !== 'laminate') return items;
  const spec: Laminate = {
    pouch: typeof options.pouch === 'string' ? pouchOf(options.pouch) ?? undefined : undefined,
    rounded: options.rounded === true,
    unfit: options[WHERE_IT_FITS] === true ? 'leave' : 'refuse',
  };
  const done = new Map<Item, Item>();
  return items.map((item) => {
    let m = done.get(item);
    if (!m) done.set(item, (m = { ...item, laminate: spec }));
    return m;
  });
}
