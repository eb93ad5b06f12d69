// What the ship deck and the play deck share: a deck as data (card kinds with a count each, the
// wording of each kind, one back design), a user's own deck file in the same shape laid over it,
// and the card items handed to the imposition engine (the card frame is in frame.ts, the back in back.ts).
import { DataError, InputError } from '../../errors.js';
import { loadFile } from '../../data/node.js';
import { DrawProblem, findText } from '../problem.js';
import { notA } from '../../data/shape.js';
import { validate, type Check, type Field } from '../../data/schema.js';
import type { Game } from '../../games/types.js';
import { CARD_OPTIONS, cardFrame } from '../cards.js';
import type { Item, PrintRequest } from '../types.js';
import { back, type Back } from './back.js';

export * from './frame.js';
export { renderBack } from './back.js';
import { renderBack } from './back.js';
import { frame, markSpot } from './frame.js';

export const count: Field = { type: 'int', min: 0, max: 500, doc: 'copies of this card in the deck' };

export interface Deck<C> { back: Back; kinds: Record<string, any>; cards: (C & { kind: string; count: number })[] }

/** What one deck adds to the shared shape. */
export interface DeckShape {
  kinds: readonly string[];
  /** Fields of the wording of one kind (label, colour, text …). */
  kind: Record<string, Field>;
  /** A rule on one kind's wording (its text must fit a card …). */
  kindCheck?: (kind: string) => Check;
  /** Fields of a card entry besides kind and count, and a rule across them (text that cannot fit …). */
  card: Record<string, Field>;
  cardCheck: Check;
  /** Count of a card when the entry does not say. */
  count?: number;
  /** Deck-wide wording. */
  words: Record<string, Field>;
}

/**
 * The deck's schema. `shipped` is the game's data section, where everything is required; a user's
 * deck file must list its cards and may leave out the rest, which then comes from the game's data.
 */
export function deckField(shape: DeckShape, shipped: boolean): Field {
  const opt = (f: Field): Field => (shipped ? f : { ...f, required: false });
  const loose = (f: Field & { type: 'object' }): Field =>
    opt({ ...f, fields: Object.fromEntries(Object.entries(f.fields).map(([k, v]) => [k, opt(v)])) });
  const kind = (k: string): Field => loose({ type: 'object', required: true, doc: `wording of a ${k} card`, fields: shape.kind, check: shape.kindCheck?.(k) });
  const card: Field = {
    type: 'object',
    fields: {
      kind: { type: 'enum', values: shape.kinds, required: true },
      count: { ...count, ...(shape.count === undefined ? { required: true } : { default: shape.count }) },
      ...shape.card,
    },
    check: shape.cardCheck,
  };
  return {
    type: 'object', required: true,
    fields: {
      back: loose(back as Field & { type: 'object' }),
      kinds: loose({ type: 'object', required: true, fields: Object.fromEntries(shape.kinds.map((k) => [k, kind(k)])) }),
      ...Object.fromEntries(Object.entries(shape.words).map(([k, f]) => [k, f.type === 'object' ? loose(f) : opt(f)])),
      cards: { type: 'list', required: true, minItems: 1, maxItems: 500, of: card },
    },
    check: (d: Deck<object>) => (d.cards.some((c) => c.count > 0) ? null : { at: ['cards'], problem: 'every card has count 0: the deck is empty' }),
  };
}

/** A deck printable's `deck` option: a file a kit reads (and checks) when it names it. */
export const deckOption = (shape: DeckShape): Field => ({
  type: 'string', file: true, read: (path) => readDeckFile(path, shape),
  doc: 'your own deck: a YAML or JSON file shaped like the game\'s deck section (cards, and optionally back, kinds and wording)',
});

/** The options of a deck printable. */
export const deckOptions = (shape: DeckShape): Record<string, Field> => ({ ...CARD_OPTIONS, deck: deckOption(shape) });

/**
 * A user's deck file, validated. A file without `cards:` whose keys are not all near the deck's
 * (a secrets file named as a deck) is said to be no deck file, nothing of it quoted.
 */
export function readDeckFile(path: string, shape: DeckShape): Record<string, any> {
  const field = deckField(shape, false) as Field & { type: 'object' };
  const { root } = loadFile(path);
  notA(root, 'deck file', ['cards'], Object.keys(field.fields));
  return validate(root, field, '') as Record<string, any>;
}

/** The game's deck, or the user's deck file laid over it (each mapping merged one level deep). */
export function loadDeck<C>(name: string, shape: DeckShape, game: Game, options: Record<string, unknown>): Deck<C> {
  const base = game.data[name] as Record<string, any>;
  if (typeof options.deck !== 'string') return base as Deck<C>;
  // a kit has made the path relative to the current folder, as messages show it
  const user = readDeckFile(options.deck, shape);
  const out: Record<string, any> = { ...base };
  for (const [key, value] of Object.entries(user)) {
    out[key] = isMap(value) && isMap(base[key]) ? merge(base[key], value) : value;
  }
  return out as Deck<C>;
}

const isMap = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v);
const merge = (a: Record<string, any>, b: Record<string, any>): Record<string, any> =>
  Object.fromEntries([...new Set([...Object.keys(a), ...Object.keys(b)])].map((k) => [k, isMap(a[k]) && isMap(b[k]) ? { ...a[k], ...b[k] } : b[k] ?? a[k]]));

/** How a deck draws one card's front: the card, its place in the deck's list, and the trim and bleed. */
export type DrawFront<D, C> = (deck: D, card: C, index: number, size: { width: number; height: number; bleed: number }) => string;

/**
 * A deck printable's items: the deck loaded (the game's, or the user's file laid over it), each card
 * drawn once and repeated `count` times, the whole deck `copies` times, with the deck's one back.
 */
export function deckCards<C, D extends Deck<C>>(name: string, shape: DeckShape, req: PrintRequest, front: DrawFront<D, D['cards'][number]>): Item[] {
  const { game, options } = req;
  const deck = loadDeck<C>(name, shape, game, options) as D;
  try {
    return cards(name, deck, req, front);
  } catch (err) {
    // words of the user's own deck file are said at their place there, not looked for in the game's data
    if (!(err instanceof DrawProblem) || typeof options.deck !== 'string') throw err;
    const { root } = loadFile(options.deck);
    const found = typeof err.text === 'string' && root.kind === 'map' ? findText(root, [...root.entries.keys()], err.text) : undefined;
    const problem = err.problem.startsWith(`${name}: `) ? err.problem.slice(name.length + 2) : err.problem;
    throw found ? new DataError(found.node.pos, found.path, problem) : new InputError(err.message);
  }
}

function cards<C, D extends Deck<C>>(name: string, deck: D, req: PrintRequest, front: DrawFront<D, D['cards'][number]>): Item[] {
  const { count: copies, options, templates } = req;
  const { width, height, spec } = cardFrame(options);
  const size = { width, height, bleed: spec.bleed };
  // the faces run a coloured border to the trim: the engine keeps a gutter between them by default
  const style = options['back-style'] === 'light' ? 'light' : 'solid';
  const card = { ...spec, edge: true, back: renderBack(templates, name, deck.back, width, height, spec.bleed, style) };
  const mark = markSpot(frame(width, height, spec.bleed));
  const one: Item[] = deck.cards.flatMap((c, i) => {
    if (c.count <= 0) return [];
    const body = front(deck, c, i, size);
    return Array.from({ length: c.count }, () => ({ width, height, body, cut: 'rect' as const, card, mark }));
  });
  return Array.from({ length: copies }, () => one).flat();
}
