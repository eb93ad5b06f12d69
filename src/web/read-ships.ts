// A ship file read loosely, for the page's fleet table: its values as written (a spreadsheet's cells
// read as the command line reads them, by the game's ship schema), and its check as a ship file.
import { loadFile } from '../data/node.js';
import { sheetGame, sheetShips } from '../data/sheet.js';
import { shipsOfRoot, shipsOfTable, type ShipFile } from '../data/ships.js';
import { canonical } from '../data/suggest.js';
import { noting, readTable } from '../data/table.js';
import { gameById, GAMES } from '../games/registry.js';
import type { Game } from '../games/types.js';
import { gameKey } from './own-game.js';

/** A ship file's values as written (for the table), and its check as a ship file. */
export interface Read { game?: string; ships: Record<string, unknown>[]; sheet?: string; sheets?: string[]; check: () => ShipFile }

export function readTreeShips(name: string, fallback?: Game): Read {
  const { root } = loadFile(name);
  const value = plain(root);
  const list = Array.isArray(value) ? value : isRecord(value) && Array.isArray(value.ships) ? value.ships : [];
  const game = isRecord(value) && typeof value.game === 'string' ? gameKey(value.game) : undefined;
  return { ...(game ? { game } : {}), ships: list.filter(isRecord), check: () => shipsOfRoot(root, name, fallback) };
}

export function readTableShips(name: string, sheet?: { name: string; by: string }, fallback?: Game): Read {
  const games = fallback ? [fallback] : GAMES;
  const headings = [...new Set(games.flatMap((g) => (g.ship.type === 'object' ? Object.keys(g.ship.fields) : [])))];
  const table = readTable(name, [...headings, 'game'], sheet);
  const which = table.sheet === undefined ? {} : { sheet: table.sheet, sheets: table.sheets };
  const check = () => noting(table.note, () => shipsOfTable(table, name, fallback));
  // the cells read as the command line reads them ("10 10 10" a list, "yes" true), by the game's ship schema
  const named = sheetGame(table).node;
  const key = named?.kind === 'scalar' && typeof named.value === 'string' ? gameKey(named.value) : undefined;
  const game = key === undefined ? fallback : ownOrShipped(key, fallback);
  if (!game) return { ships: [], ...which, check };
  const list = plain(sheetShips(table, game.ship).node);
  return { game: game.file === undefined ? game.id : key, ships: Array.isArray(list) ? list.filter(isRecord) : [], ...which, check };
}

/** The game a spreadsheet's `game` column names: a shipped game, or the game file given (by its name). */
function ownOrShipped(key: string, fallback: Game | undefined): Game | undefined {
  if (fallback?.file !== undefined && gameKey(fallback.file) === key) return fallback;
  const id = canonical(key, GAMES.map((g) => g.id)) ?? key;
  return gameById(id);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function plain(node: ReturnType<typeof loadFile>['root']): unknown {
  if (node.kind === 'scalar') return node.value;
  if (node.kind === 'seq') return node.items.map(plain);
  return Object.fromEntries([...node.entries].map(([k, { node: n }]) => [k, plain(n)]));
}
