// A game's editable data file, validated like any user input (a user may have edited it).
import { loadFile } from '../data/node.js';
import { validate, type Field } from '../data/schema.js';
import { packageFile } from '../paths.js';
import type { Printable } from '../printables/types.js';
import type { Game } from './types.js';

/** A game's data schema: one section per printable that reads data, plus the game's own sections. */
export function dataSchema(printables: Printable[], own: Record<string, Field> = {}): Field {
  const fields: Record<string, Field> = { ...own };
  for (const { name, data } of printables) if (data) fields[name] = { ...data, required: true };
  return { type: 'object', fields };
}

/** Where the package keeps a game's shipped data file: `data/<game>.yaml` at the package root. */
export function shippedDataPath(game: string): string {
  return packageFile('data', `${game}.yaml`);
}

const cache = new Map<string, Record<string, any>>();
// each game's schema, kept when its data is first read, so a user's copy is checked against the same
const schemas = new Map<string, Field>();


export function loadGameData(game: string, schema: Field): Record<string, any> {
  schemas.set(game, schema);
  let data = cache.get(game);
  if (!data) {
    const file = loadFile(shippedDataPath(game));
    data = validate(file.root, schema, '') as Record<string, any>;
    cache.set(game, data);
  }
  return data;
}

/**
 * The game with `path`, the user's copy of its data file, in place of the shipped data: validated
 * with the shipped file's schema (problems name the user's file, line and column). The shipped
 * game and its cached data are left as they were.
 */
export function withDataFile(game: Game, path: string): Game {
  void game.data; // reading the shipped data records the game's schema
  const schema = schemas.get(game.id);
  if (!schema) throw new Error(`${game.id} reads no data file`);
  const data = validate(loadFile(path).root, schema, '') as Record<string, any>;
  return Object.defineProperties({} as Game, { ...Object.getOwnPropertyDescriptors(game), data: { value: data, enumerable: true } });
}
