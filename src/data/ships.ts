// Ship files: `game:` picks the schema, `ships:` lists the boats. Also used for a kit's inline list.
import { DataError } from '../errors.js';
import { gameById, gameIds } from '../games/registry.js';
import type { Game, Ship } from '../games/types.js';
import { loadFile, type PNode } from './node.js';
import { validate } from './schema.js';
import { sheetGame, sheetShips } from './sheet.js';
import { isSheet, readTable } from './table.js';

export interface ShipFile { path: string; game: Game; ships: Ship[] }

/** A ship file (YAML, JSON, or a CSV, XLSX or ODS spreadsheet); `game` stands in when the file names none. */
export function loadShips(path: string, game?: Game): ShipFile {
  if (isSheet(path)) return loadSheet(path, game);
  const { root } = loadFile(path);
  const fields = expectKeys(root, ['game', 'ships'], 'ships file');
  if (fields.get('game') || !game) game = gameOf(root, fields.get('game'));
  const node = fields.get('ships');
  if (!node) throw new DataError(root.pos, 'ships', 'missing; expected a list of ships');
  return { path, game, ships: shipsOf(node, game, 'ships') };
}

function loadSheet(path: string, fallback?: Game): ShipFile {
  const table = readTable(path);
  const { heading, node } = sheetGame(table);
  if (!node && !fallback) {
    const ids = gameIds().map((g) => JSON.stringify(g)).join(', ');
    throw new DataError((heading ?? table.rows[0][0]).pos, 'game', `missing; add a "game" column naming one of ${ids} (or give --game)`);
  }
  const game = node ? gameOf(node, node) : fallback!;
  return { path, game, ships: shipsOf(sheetShips(table, game.ship), game, 'ships') };
}

export function shipsOf(node: PNode, game: Game, path: string): Ship[] {
  return validate(node, { type: 'list', of: game.ship, minItems: 1, maxItems: game.maxShips, check: game.fleet }, path) as Ship[];
}

export function gameOf(root: PNode, node: PNode | undefined): Game {
  if (!node) throw new DataError(root.pos, 'game', `missing; expected one of ${gameIds().map((g) => JSON.stringify(g)).join(', ')}`);
  const id = validate(node, { type: 'enum', values: gameIds() }, 'game') as string;
  return gameById(id)!;
}

/** The top level must be a mapping with only these keys; returns their nodes. */
export function expectKeys(root: PNode, keys: string[], what: string): Map<string, PNode> {
  if (root.kind !== 'map') throw new DataError(root.pos, '', `expected a ${what}: a mapping with keys ${keys.join(', ')}`);
  const out = new Map<string, PNode>();
  for (const [key, { keyPos, node }] of root.entries) {
    if (!keys.includes(key)) throw new DataError(keyPos, key, `unknown key; expected one of: ${keys.join(', ')}`);
    out.set(key, node);
  }
  return out;
}
