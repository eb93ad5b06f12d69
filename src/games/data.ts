// A game's editable data file, validated like any user input (a user may have edited it).
import { loadFile } from '../data/node.js';
import { validate, type Field } from '../data/schema.js';
import { packageFile } from '../paths.js';

const cache = new Map<string, Record<string, any>>();

export function loadGameData(game: string, schema: Field): Record<string, any> {
  let data = cache.get(game);
  if (!data) {
    const file = loadFile(packageFile('src', 'games', game, 'data.yaml'));
    data = validate(file.root, schema, '') as Record<string, any>;
    cache.set(game, data);
  }
  return data;
}
