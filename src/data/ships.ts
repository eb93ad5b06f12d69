// Ship files: `game:` picks the schema, `ships:` lists the boats. Also used for a kit's inline list.
// Every problem in a file is reported together (see validate).
import { DataError, quote, throwAll, type Position } from '../errors.js';
import { gameById, gameIds } from '../games/registry.js';
import { withDataFile } from '../games/data.js';
import { gameAt } from '../games/resolve.js';
import type { Game, Ship } from '../games/types.js';
import { loadFile, type PNode } from './node.js';
import { unknownKeys, validate } from './schema.js';
import { NotThatFile, notA } from './shape.js';
import { closest } from './suggest.js';
import { headingKey, headingTop } from './headings.js';
import { sheetGame, sheetShips } from './sheet.js';
import { SheetChoice, isSheet, isWorkbook, noting, readTable, type SheetName, type Table } from './table.js';

export { NotThatFile, notA } from './shape.js';

export interface ShipFile { path: string; game: Game; ships: Ship[] }

/**
 * A ship file (YAML, JSON, or a CSV, XLSX or ODS spreadsheet); `fallback` stands in when the file
 * names no game, and for its game when the file names the same (a kit's game, which may carry the
 * user's data); `sheet`, the sheet of a workbook to read, asked for by name; `data`, the user's copy
 * of the game's data file (--data), which the ships are checked against.
 */
export function loadShipsFile(path: string, fallback?: Game, sheet?: SheetName, data?: string): ShipFile {
  if (sheet && !isWorkbook(path)) throw new SheetChoice(sheet.by, `${path} is not a workbook; ${sheet.by === 'sheet' ? 'sheet:' : sheet.by} chooses a sheet of an .xlsx or .ods file`);
  if (isSheet(path)) {
    const table = readTable(path, headingNames(fallback), sheet);
    // a workbook of something else is said so without the note that would name its sheets
    headed(table, fallback);
    return noting(table.note, () => shipsOfTable(table, path, fallback, data));
  }
  return shipsOfRoot(loadFile(path).root, path, fallback, data);
}

/** The game ships are checked against: `fallback` when it is the game found, and with the user's data file when one is given. */
function inForce(game: Game | undefined, fallback?: Game, data?: string): Game | undefined {
  const found = game && game.id === fallback?.id ? fallback : game;
  return found && data !== undefined ? withDataFile(found, data) : found;
}

/** The names a heading row of ships holds: `game` and the fields of the game's ships (of any game's when not known). */
function headingNames(game?: Game): string[] {
  const games = game ? [game] : gameIds().map((id) => gameById(id)!);
  return ['game', ...games.flatMap((g) => (g.ship.type === 'object' ? Object.keys(g.ship.fields) : []))];
}

/** A ship file's content, from a file, a text or a value built in code (`path` names it). */
export function shipsOfRoot(root: PNode, path: string, fallback?: Game, data?: string): ShipFile {
  notA(root, 'ship file', ['game', 'ships'], ['game', 'ships']);
  const errors: DataError[] = [];
  const { fields, meant } = expectKeys(root, ['game', 'ships'], 'ships file', errors);
  const game = inForce(fields.get('game') || !fallback ? gameOf(root, fields.get('game'), errors, meant) : fallback, fallback, data);
  const node = fields.get('ships');
  if (!node && !meant.has('ships')) errors.push(new DataError(root.pos, 'ships', 'missing; expected a list of ships'));
  const ships = game && node ? shipsOf(node, game, 'ships', errors) : undefined;
  throwAll(errors);
  return { path, game: game!, ships: ships! };
}

/** A spreadsheet's ships: a "game" column, or `fallback`, says whose. */
export function shipsOfTable(table: Table, path: string, fallback?: Game, data?: string): ShipFile {
  headed(table, fallback);
  const { heading, node } = sheetGame(table);
  if (!node && !fallback) {
    const ids = gameIds().map((g) => JSON.stringify(g)).join(', ');
    throw new DataError((heading ?? table.rows[0][0]).pos, 'game', `missing; add a "game" column naming one of ${ids} (or give --game)`);
  }
  const errors: DataError[] = [];
  const game = inForce(node ? gameOf(node, node, errors, new Set()) : fallback, fallback, data);
  const sheet = game && sheetShips(table, game.ship);
  let ships: Ship[] | undefined;
  if (game && sheet) {
    const found: DataError[] = [];
    ships = shipsOf(sheet.node, game, 'ships', found);
    // a field a refused heading was meant for is that heading's mistake, not missing from every row
    const meant = (e: DataError) => e.problem.startsWith('missing') && sheet.meant.has(e.field.replace(/^ships\[\d+\]\./, ''));
    errors.push(...sheet.problems, ...found.filter((e) => !meant(e)));
  }
  throwAll(errors);
  return { path, game: game!, ships: ships! };
}

/**
 * Refuses a spreadsheet whose first row names no field of a ship (`game`, `name` …, as headings
 * match, or near one): a table of something else, none of whose cells is then quoted back.
 */
function headed(table: Table, game?: Game): void {
  const names = headingNames(game).map(headingKey);
  const cells = table.rows[0].filter((c) => typeof c.value === 'string' && c.value.trim() !== '').map((c) => headingTop(String(c.value)));
  if (cells.some((c) => names.includes(c)) || (cells.length > 0 && cells.every((c) => closest(c, names) !== undefined))) return;
  const some = ['game', ...names.filter((n) => n !== 'game').slice(0, 3)].join(', ');
  const others = (table.sheets?.length ?? 0) > 1 ? ` (the workbook has ${table.sheets!.length} sheets: give --sheet NAME, or sheet: NAME in a kit, to read another)` : '';
  throw new NotThatFile(table.rows[0][0].pos, 'ship file', `its first row names no field of a ship; expected a heading row of field names (${some} …), then one row per ship${others}`);
}

/** The validated ship list; with `into`, problems are added to it instead of thrown. */
export function shipsOf(node: PNode, game: Game, path: string, into?: DataError[]): Ship[] | undefined {
  const errors = into ?? [];
  let ships: Ship[] | undefined;
  if (node.kind === 'seq' && node.items.length > game.maxShips) {
    const why = game.maxShipsWhy ? ` (${game.maxShipsWhy})` : '';
    errors.push(new DataError(node.pos, path, `${node.items.length} ships; a ${game.id} ship file holds at most ${game.maxShips}${why}`));
    // the ships themselves are still checked, so that one run reports everything, unless the list is
    // so long that checking it would take longer than reading the one problem that matters
    if (node.items.length <= 2 * game.maxShips) validate(node, { type: 'list', of: game.ship }, path, errors);
  } else {
    ships = validate(node, { type: 'list', of: game.ship, minItems: 1, maxItems: game.maxShips, check: game.fleet }, path, errors) as Ship[] | undefined;
  }
  errors.push(...sameNames(node, game, path));
  if (!into) throwAll(errors);
  return ships;
}

/** What makes a ship's name the same as another's: case and the spaces around it aside. */
export const nameKey = (name: string): string => name.trim().toLowerCase();

/** How a message points back at an earlier place in the same file: its line, its cell, or nothing (a value built in code). */
export const placeOf = (pos: Position): string => (pos.cell ? `cell ${pos.cell.slice(pos.cell.lastIndexOf('!') + 1)}` : pos.line === 0 ? '' : `line ${pos.line}`);

const SAME_NAME = 'each ship needs its own name: records, decks and packets are found by it';

/**
 * Each ship named as an earlier one was, reported at its name: the names are read from the file as
 * written (so a ship with other problems still counts), compared after trimming, case aside.
 */
function sameNames(node: PNode, game: Game, path: string): DataError[] {
  if (node.kind !== 'seq') return [];
  const errors: DataError[] = [];
  const seen = new Map<string, { i: number; name: string; pos: Position }>();
  node.items.forEach((item, i) => {
    const n = item.kind === 'map' ? item.entries.get('name')?.node : undefined;
    if (n?.kind !== 'scalar' || (typeof n.value !== 'string' && typeof n.value !== 'number')) return;
    const name = String(n.value).trim();
    if (name === '') return;
    const first = seen.get(nameKey(name));
    if (!first) return void seen.set(nameKey(name), { i, name, pos: n.pos });
    const where = [first.name === name ? '' : quote(first.name), placeOf(first.pos)].filter(Boolean).join(', ');
    errors.push(new DataError(n.pos, `${path}[${i}].name`, `${quote(name)} is already the name of ${path}[${first.i}]${where ? ` (${where})` : ''}; ${game.sameName ?? SAME_NAME}`));
  });
  return errors;
}

/** The game a file names; undefined (with the problem added to `errors`) when it names none we know. */
export function gameOf(root: PNode, node: PNode | undefined, errors: DataError[], meant: Set<string>): Game | undefined {
  if (!node) {
    if (!meant.has('game')) errors.push(new DataError(root.pos, 'game', `missing; expected one of ${gameIds().map((g) => JSON.stringify(g)).join(', ')}`));
    return undefined;
  }
  return gameAt(node, errors);
}

/**
 * The top level must be a mapping with only these keys; returns their nodes, adding unknown keys to
 * `errors`, and the keys those were likely meant as (not to be reported missing as well).
 */
export function expectKeys(root: PNode, keys: string[], what: string, errors: DataError[]): { fields: Map<string, PNode>; meant: Set<string> } {
  if (root.kind !== 'map') throw new DataError(root.pos, '', `expected a ${what}: a mapping with keys ${keys.join(', ')}`);
  const meant = unknownKeys(root, keys, '', errors);
  const fields = new Map([...root.entries].filter(([key]) => keys.includes(key)).map(([key, { node }]) => [key, node]));
  return { fields, meant };
}
