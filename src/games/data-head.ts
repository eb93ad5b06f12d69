// The header of a shipped game's data file: the game's id, its title, the fields of its ship files
// and its fleet rules, in a game file's words (src/games/head.ts), read at their lines apart from
// the file's sections. A --data copy may leave the header out; what it has must read as the game's.
import { DataError, quote } from '../errors.js';
import { platform } from '../platform/index.js';
import type { PNode } from '../data/node.js';
import { validate, type Field } from '../data/schema.js';
import type { FieldDecl } from './fields.js';
import { FLEET, GAME_ID, TITLE, readShip } from './head.js';

export const HEAD_KEYS: readonly string[] = ['game', 'title', 'ship', 'fleet'];

export interface DataHead {
  game: string;
  title: string;
  ship: Record<string, FieldDecl>;
  fleet: { most: number; 'most-a-side'?: number; 'most-why'?: string; 'same-name-why'?: string };
}

const HEAD: Field & { type: 'object' } = {
  type: 'object',
  fields: {
    game: GAME_ID,
    title: TITLE,
    ship: { type: 'any', required: true },
    fleet: {
      ...FLEET,
      fields: {
        ...FLEET.fields,
        'most-why': { type: 'string', maxLength: 200, doc: 'why a file lists at most that many, said after the number' },
        'same-name-why': { type: 'string', maxLength: 200, doc: 'why two ships may not share a name, when not for the usual reasons' },
      },
    },
  },
};

type MapNode = PNode & { kind: 'map' };

/** `root` with only the `keys` entries given (true) or without them (false). */
export const entriesOf = (root: MapNode, keys: readonly string[], given: boolean): MapNode =>
  ({ ...root, entries: new Map([...root.entries].filter(([k]) => keys.includes(k) === given)) });

/** The header as the data keeps it: plain JSON (the bundle carries the data as JSON text). */
export const headOf = (data: Record<string, any>): DataHead => ({ game: data.game, title: data.title, ship: data.ship, fleet: data.fleet });

/** The header of the shipped data file of game `id`; its problems are added to `errors`. */
export function readHead(root: MapNode, id: string, errors: DataError[]): DataHead | undefined {
  const before = errors.length;
  const head = validate(entriesOf(root, HEAD_KEYS, true), HEAD, '', errors) as DataHead | undefined;
  const idNode = root.entries.get('game')?.node;
  if (head && head.game !== id) errors.push(new DataError(idNode!.pos, 'game', `expected ${JSON.stringify(id)}: this is the data file of ${id}, found by that name`));
  const ship = readShip(root, undefined, errors);
  if (!head || !ship || errors.length > before) return undefined;
  return JSON.parse(JSON.stringify({ ...head, ship })) as DataHead;
}

/**
 * What a shipped game's printables were made for: a fingerprint of its header's title, ship fields
 * and fleet rules as shipped (the first 16 hex digits of the SHA-256 of each as JSON). Its printables
 * read the fields as declared there (a side's band by its value, the guns as a number), so its
 * module holds these and a header that no longer matches them is refused, not drawn from.
 */
export type Made = Record<'title' | 'ship' | 'fleet', string>;

export const fingerprint = (value: unknown): string => platform().sha256(JSON.stringify(value)).slice(0, 16);

/** Refuses, at its key, each part of the shipped file's header that is not what its game was made for. */
export function checkMade(root: MapNode, head: DataHead, made: Made, errors: DataError[]): void {
  for (const key of ['title', 'ship', 'fleet'] as const) {
    if (fingerprint(head[key]) === made[key]) continue;
    errors.push(new DataError(root.entries.get(key)?.keyPos ?? root.pos, key, `not as broadside ships it; ${head.game}'s printables are made for the title, ship fields and fleet rules its data file comes with: put back the package's own ${key}: (a game with fields of its own is a game file: README, "Your own game")`));
  }
}

const TAIL = (id: string, key: string) => `a --data copy changes the game's numbers and wording, not its id, title, ship fields or fleet rules: leave ${key}: as \`broadside data ${id}\` prints it, or take it out`;
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Checks the header keys a --data copy of `game`'s data file has (a copy made before it had them
 * has none): each read as the shipped file's is, and the same as the game's own.
 */
export function checkCopyHead(root: MapNode, game: DataHead, errors: DataError[]): void {
  const id = game.game;
  for (const key of HEAD_KEYS) {
    const entry = root.entries.get(key);
    if (!entry) continue;
    const before = errors.length;
    if (key === 'ship') {
      const fields = readShip(root, undefined, errors);
      if (fields && errors.length === before) shipDiffers(entry.node as MapNode, fields, game, errors);
      continue;
    }
    const value = validate(entry.node, { ...HEAD.fields[key], required: false }, key, errors);
    if (errors.length > before) continue;
    if (key === 'game' && value !== id) {
      errors.push(new DataError(entry.node.pos, 'game', `${quote(String(value))} is not ${id}; a --data copy is ${id}'s own data file and keeps its id. A game of your own is a game file, named by its path (game: ./${value}.yaml), not a --data copy`));
    } else if (key === 'title' && value !== game.title) {
      errors.push(new DataError(entry.node.pos, 'title', `the game's title is ${JSON.stringify(game.title)}; ${TAIL(id, key)}`));
    } else if (key === 'fleet' && !same(value, game.fleet)) {
      const fleet = value as Record<string, unknown>;
      const k = [...new Set([...Object.keys(game.fleet), ...Object.keys(fleet)])].find((x) => !same(fleet[x], (game.fleet as Record<string, unknown>)[x]))!;
      const at = entry.node.kind === 'map' ? entry.node.entries.get(k)?.node.pos : undefined;
      errors.push(new DataError(at ?? entry.node.pos, `fleet.${k}`, `${k in game.fleet ? `the game's is ${JSON.stringify((game.fleet as Record<string, unknown>)[k])}` : 'the game has none'}; ${TAIL(id, key)}`));
    }
  }
}

/** The first field of a copy's `ship:` that is not the game's own, or the first the copy lacks. */
function shipDiffers(node: MapNode, fields: Record<string, FieldDecl>, game: DataHead, errors: DataError[]): void {
  const own = Object.keys(game.ship);
  const copy = Object.keys(fields);
  const i = copy.findIndex((k, n) => k !== own[n] || !same(fields[k], game.ship[k]));
  const tail = TAIL(game.game, 'ship');
  if (i >= 0) {
    const k = copy[i];
    const problem = !own.includes(k) ? `the game's ships have no field ${k}` : k !== own[i] ? `the game's field ${own[i]} comes here` : 'the game declares this field otherwise';
    errors.push(new DataError(node.entries.get(k)!.keyPos, `ship.${k}`, `${problem}; ${tail}`));
  } else if (copy.length < own.length) {
    errors.push(new DataError(node.pos, 'ship', `the game's field ${own[copy.length]} is missing; ${tail}`));
  }
}
