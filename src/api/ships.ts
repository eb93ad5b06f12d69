// Ship data for the library: from text (YAML, JSON, CSV) or from values built in code, through the
// same validator as a ship file.
// Node's platform, installed before the library's modules run (the entry's declarations stay free of it)
import '../platform/node.js';
import { extname } from '../platform/index.js';
import { DataError, InputError, quote, throwAll } from '../errors.js';
import { fromValue, parseYaml, provideText, type PNode } from '../data/node.js';
import { loadGameFile } from '../games/file.js';
import { loadShipsFile as loadFile, shipsOf, shipsOfRoot, shipsOfTable, type ShipFile } from '../data/ships.js';
import { blank, csvRows } from '../data/table.js';
import { gameIds } from '../games/registry.js';
import { gameAt } from '../games/resolve.js';
import type { Game } from '../games/types.js';
import type { GameId } from './schema-types.js';
import type { LoadedGame, LoadedShips, LoadShipsOptions, ShipsInput } from './types.js';

const FORMATS = ['yaml', 'json', 'csv'] as const;

/**
 * Ships from text in `opts.format` (default: from `opts.file`'s extension, else YAML), or from a
 * value: a ship file's content `{ game, ships }`, or a list of ships with `opts.game`.
 */
export function loadShips<G extends GameId>(input: string | ShipsInput<G>, opts: LoadShipsOptions & { game: G }): LoadedShips<G>;
export function loadShips(input: string | ShipsInput, opts?: LoadShipsOptions): LoadedShips;
export function loadShips(input: string | ShipsInput, opts: LoadShipsOptions = {}): LoadedShips {
  return answer(shipsFrom(input, opts, 'ships'));
}

/** A ship file (YAML, JSON, CSV, XLSX or ODS) read from disk. */
export function loadShipsFile(path: string, opts: { game?: GameId } = {}): LoadedShips {
  const fallback = opts.game === undefined ? undefined : gameOfOption(opts.game, 'game');
  return answer(agree(loadFile(path, fallback), fallback));
}

const answer = (f: ShipFile): LoadedShips => ({ game: f.game.id as GameId, ships: f.ships });

/** `at`: what the value is called where it was given (a kit's `ships`), for a list's messages. */
export function shipsFrom(input: unknown, opts: LoadShipsOptions, at: string): ShipFile {
  const fallback = opts.game === undefined ? undefined : gameOfOption(opts.game, 'game');
  if (typeof input === 'string') return agree(fromText(input, opts, fallback), fallback);
  const file = opts.file ?? '<object>';
  const root = fromValue(input, file);
  if (root.kind === 'seq') return listOf(root, fallback, file, at);
  return agree(shipsOfRoot(root, file, fallback), fallback);
}

function fromText(text: string, opts: LoadShipsOptions, fallback?: Game): ShipFile {
  const file = opts.file ?? '<text>';
  const format = opts.format ?? guess(file);
  if (!(FORMATS as readonly string[]).includes(format)) throw new InputError(`format: expected one of ${FORMATS.join(', ')}, got ${typeof format === 'string' ? quote(format) : `a ${typeof format}`}`);
  if (format !== 'csv') return shipsOfRoot(parseYaml(text, file), file, fallback);
  const rows = csvRows(text, file).filter((row) => row.some((c) => !blank(c.value)));
  if (rows.length === 0) throw new DataError({ file, line: 1, col: 1 }, '', 'the text is empty; expected a heading row of field names, then one row per ship');
  return shipsOfTable({ file, rows }, file, fallback);
}

function guess(file: string): string {
  const ext = extname(file).toLowerCase();
  return ext === '.json' ? 'json' : ext === '.csv' || ext === '.tsv' ? 'csv' : 'yaml';
}

function listOf(node: PNode, game: Game | undefined, file: string, at: string): ShipFile {
  if (!game) throw new DataError(node.pos, 'game', `missing; a list of ships needs the game given with it, one of ${gameIds().map((g) => JSON.stringify(g)).join(', ')}`);
  return { path: file, game, ships: shipsOf(node, game, at)! };
}

/** A game named by an option, validated like a file's `game`. */
export function gameOfOption(value: unknown, field: string, file = '<object>'): Game {
  // a shipped game's id, or a game of one's own by its file's path (or the name loadGame gave its text)
  const errors: DataError[] = [];
  const game = gameAt(fromValue(value, file, field), errors, field);
  throwAll(errors);
  return game!;
}

/** Data naming its own game must name the one the caller gave. */
function agree(f: ShipFile, given?: Game): ShipFile {
  if (given && f.game !== given) throw new DataError({ file: f.path, line: 0, col: 0 }, 'game', `the ships are for ${f.game.id}, but ${given.id} was given; give the ships' game or leave it out`);
  return f;
}

/**
 * A game of one's own from its game file's text (or read from `path`): checked as `check` checks a
 * game file, and known by `name` from then on, so that `game: name` in a kit, ship list or
 * printable's input finds it without a file on disk.
 */
export function loadGame(input: string, opts: { file?: string } = {}): LoadedGame {
  if (typeof input !== 'string') throw new InputError('loadGame: expected the text of a game file (YAML or JSON)');
  const name = opts.file ?? 'game.yaml';
  if (!/\.(ya?ml|json)$/i.test(name)) throw new InputError(`loadGame: file: expected a name ending .yaml, .yml or .json, got ${quote(name)}`);
  provideText(name, input);
  return infoOf(loadGameFile(name, gameIds()), name);
}

/** A game file read from disk. */
export const loadGameFromFile = (path: string): LoadedGame => infoOf(loadGameFile(path, gameIds()), path);

const infoOf = (g: Game, file: string): LoadedGame => ({
  game: file, id: g.id, title: g.title,
  fields: Object.keys(g.fields ?? {}),
  printables: g.printables.map((p) => p.name),
});
