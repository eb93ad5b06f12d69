// How a whole kit is laid out: `layout`, `pouch` and `rounded` given once for the kit (a kit file's
// or a convention table's top level, or a flag of `kit`) apply to every entry that takes them, as
// the entry's own would. An entry's own value stands against the kit's file, and gives way to a flag.
// Laminating asked of a whole kit lays out to laminate what can be, and leaves as it is an aid that
// cannot (a board, a long stick), which the contents page then says; asked of one entry, an aid that
// cannot be laminated is refused.
import { DataError, type Position } from '../errors.js';
import { LAMINATE_OPTIONS, WHERE_IT_FITS, laminateProblem } from '../printables/laminate.js';
import type { Printable } from '../printables/types.js';
import type { PNode } from './node.js';
import { validate, type Field } from './schema.js';

/** The kit-wide keys and their fields. */
export const KIT_LAYOUT: Record<string, Field> = {
  layout: {
    type: 'enum', values: ['sheet', 'per-card', 'laminate'],
    doc: 'the layout of every aid that takes it: laminate spaces cut pieces for a laminating pouch (an aid too large for the pouch or the paper prints as it is); per-card is for card decks',
  },
  pouch: { ...LAMINATE_OPTIONS.pouch, doc: 'the laminating pouch of every laminated aid: letter | a4 | legal | tabloid | a3 | its outside size WxH (e.g. 4x6in); default the one for the paper' },
  rounded: { type: 'bool', doc: 'round the cut lines of every laminated aid (and the corner guides of card decks)' },
};
export const KIT_LAYOUT_KEYS = Object.keys(KIT_LAYOUT);

export type Wide = Record<string, unknown>;

/** An entry as the layout needs it; `wide` lists the options the kit set for it. */
interface Entry { printable: Pick<Printable, 'options' | 'capabilities'>; options: Record<string, unknown>; wide?: string[]; count: number }

/** The kit-wide keys found among a kit's (or table's, `at` naming it) fields, validated; problems go to `errors`. */
export function readWide(fields: Map<string, PNode>, errors: DataError[], at = ''): { wide: Wide; pos: Record<string, Position> } {
  const wide: Wide = {};
  const pos: Record<string, Position> = {};
  for (const key of KIT_LAYOUT_KEYS) {
    const node = fields.get(key);
    if (!node) continue;
    const value = validate(node, KIT_LAYOUT[key], `${at}${key}`, errors);
    if (value !== undefined) [wide[key], pos[key]] = [value, node.pos];
  }
  return { wide, pos };
}

/** True when the entry's printable takes `value` for `key`. */
export function takes(entry: Entry, key: string, value: unknown): boolean {
  const field = Object.hasOwn(entry.printable.options, key) ? entry.printable.options[key] : undefined;
  return field !== undefined && (field.type !== 'enum' || field.values.includes(String(value)));
}

/**
 * The entries with the kit-wide settings applied: to each entry that takes a value, over the
 * entry's own when `over` (a flag), else only where the entry has none of its own.
 */
export function applyWide<E extends Entry>(print: E[], wide: Wide, over: boolean): E[] {
  return print.map((e) => {
    const options = { ...e.options };
    const set = new Set(e.wide ?? []);
    for (const [key, value] of Object.entries(wide)) {
      if (value === undefined || !takes(e, key, value)) continue;
      if (!over && key in options && !set.has(key)) continue;
      options[key] = value;
      set.add(key);
    }
    // laminating asked of the whole kit: an aid that cannot be laminated prints as it is
    if (options.layout === 'laminate' && set.has('layout')) options[WHERE_IT_FITS] = true;
    else delete options[WHERE_IT_FITS];
    return set.size ? { ...e, options, wide: [...set] } : e;
  });
}

/** A kit-wide pouch or rounded that no entry uses (none is laminated, nor a card deck for rounded). */
export function wideProblems(print: Entry[], wide: Wide): { key: string; problem: string }[] {
  return ['pouch', 'rounded'].filter((key) => wide[key] !== undefined && wide[key] !== false)
    .filter((key) => !print.some((e) => e.count > 0 && takes(e, key, wide[key]) && !laminateProblem(e.printable, e.options)))
    .map((key) => ({ key, problem: `no aid of the kit is laid out to laminate${key === 'rounded' ? ' (nor is one a card deck)' : ''}; give layout: laminate` }));
}
