// A game's editable data file, validated like any user input (a user may have edited it).
import { loadFile } from '../data/node.js';
import { validate, type Field } from '../data/schema.js';
import { packageFile } from '../paths.js';
import type { Printable } from '../printables/types.js';

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

export function loadGameData(game: string, schema: Field): Record<string, any> {
  let data = cache.get(game);
  if (!data) {
    const file = loadFile(shippedDataPath(game));
    data = validate(file.root, schema, '') as Record<string, any>;
    cache.set(game, data);
  }
  return data;
}
