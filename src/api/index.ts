// The package's entry point ("exports" in package.json): the library the README documents, and no
// more. Each function is declared here with the types of ./types.js alone, so its declaration file
// names no internal module: a user's compiler reads these types and the errors', and needs neither
// Node's types nor the PDF writer's. The internal entry for the command line is src/index.ts.
import { loadGame as gameOf, loadGameFromFile, loadShips as load, loadShipsFile as loadFile } from './ships.js';
import { renderKit as kitBytes, renderPrintable as printableBytes } from './render.js';
import type { GameId } from './schema-types.js';
import type { Kit, LoadedGame, LoadedShips, OwnKit, OwnPrintableInput, LoadShipsOptions, PrintableInput, PrintableName, RenderOptions, ShipsInput } from './types.js';

export { InputError, DataError } from '../errors.js';
export type * from './types.js';

/**
 * Ships from text in `opts.format` (default: from `opts.file`'s extension, else YAML), or from a
 * value: a ship file's content `{ game, ships }`, or a list of ships with `opts.game`. Checked as a
 * ship file is, their defaults filled in.
 */
export function loadShips<G extends GameId>(input: string | ShipsInput<G>, opts: LoadShipsOptions & { game: G }): LoadedShips<G>;
export function loadShips(input: string | ShipsInput, opts?: LoadShipsOptions): LoadedShips;
export function loadShips(input: string | ShipsInput, opts: LoadShipsOptions = {}): LoadedShips {
  return load(input, opts);
}

/** A ship file (YAML, JSON, CSV, XLSX or ODS) read from disk. */
export function loadShipsFile(path: string, opts: { game?: GameId | string } = {}): LoadedShips {
  return loadFile(path, opts as { game?: GameId });
}

/** A kit (the shape of a kit file) as PDF bytes, contents page first, as `broadside kit` makes it. */
export function renderKit(kit: Kit | OwnKit, opts: RenderOptions = {}): Promise<Uint8Array> {
  return kitBytes(kit as Kit, opts);
}

/** One printable as PDF bytes, as `broadside make` makes it. */
export function renderPrintable<N extends PrintableName>(name: N, input?: PrintableInput<N>, opts?: RenderOptions): Promise<Uint8Array>;
/** A printable of a game of one's own, by the name its game file gives it. */
export function renderPrintable(name: string, input: OwnPrintableInput, opts?: RenderOptions): Promise<Uint8Array>;
export function renderPrintable(name: string, input: PrintableInput | OwnPrintableInput = {}, opts: RenderOptions = {}): Promise<Uint8Array> {
  return printableBytes(name as PrintableName, input as PrintableInput, opts);
}

/**
 * A game of one's own from the text of its game file (`opts.file`: the name it goes by, default
 * "game.yaml"), checked as `broadside check` checks one; then `game: loaded.game` names it in a kit,
 * a ship list or a printable's input. `loadGameFile(path)` reads one from disk.
 */
export function loadGame(input: string, opts: { file?: string } = {}): LoadedGame {
  return gameOf(input, opts);
}

/** A game file read from disk; `game: path` names it as well. */
export function loadGameFile(path: string): LoadedGame {
  return loadGameFromFile(path);
}
