// A game of one's own on the page: a game file opened with the ship and kit files is kept among the
// user's files under its own name, so a ship or kit file's `game: ./pocket.yaml` (or `game:
// pocket.yaml`) finds it as the command line would in one folder. The page keys its games by what
// a kit's `game:` says: a shipped game's id, or the game file's name.
import { DataError, quote } from '../errors.js';
import { loadFile, type PNode } from '../data/node.js';
import { canonical } from '../data/suggest.js';
import { loadGameFile } from '../games/file.js';
import { gameById, gameIds } from '../games/registry.js';
import { namesFile } from '../games/resolve.js';
import type { Game } from '../games/types.js';

/** Whether a file's top level is a game file's: `printables:`, or `ship:` with `title:`. */
export const isGameFile = (root: PNode): boolean =>
  root.kind === 'map' && (root.entries.has('printables') || (root.entries.has('ship') && root.entries.has('title')));

/** The page's key for what a `game:` names: a game file's path from the page's one folder (`./x.yaml` is `x.yaml`), else the id as written. */
export const gameKey = (ref: string): string => (namesFile(ref) ? ref.replace(/^(\.\/)+/, '') : ref);

/** The game a page key names, its file (if any) among the user's files: read whole, problems thrown. */
export function gameOfKey(key: string): Game | undefined {
  if (namesFile(key)) return loadGameFile(key, gameIds());
  return gameById(canonical(key, gameIds()) ?? key);
}

/** Game files read, by their bytes: the fleet is checked at each keystroke, against the same file. */
const read = new WeakMap<Uint8Array, Game>();

/** The game of a game file, read (after `put` has put it among the user's files) or as read before. */
export function ownGame(file: { name: string; bytes: Uint8Array }, put: () => void): Game {
  let game = read.get(file.bytes);
  if (!game) {
    put();
    game = loadGameFile(file.name, gameIds());
    read.set(file.bytes, game);
  }
  return game;
}

/** The problem, at its line, when `main`'s `game:` names a game file not among `names` (the files opened). */
export function unopenedGame(main: string, names: readonly string[]): DataError | undefined {
  let root: PNode;
  try {
    root = loadFile(main).root;
  } catch {
    return undefined; // the file's own problem is check's to tell
  }
  const node = root.kind === 'map' ? root.entries.get('game')?.node : undefined;
  if (node?.kind !== 'scalar' || typeof node.value !== 'string' || !namesFile(node.value)) return undefined;
  const key = gameKey(node.value);
  if (names.includes(key)) return undefined;
  const plain = key.split(/[\\/]/).pop() ?? key;
  const why = plain === key
    ? `the game file ${quote(key)} was not opened; open it together with ${main}`
    : `the game file ${quote(node.value)} is in another folder; the page reads the files opened together as one folder, so name it by its file's name (game: ./${plain}) and open it with ${main}`;
  return new DataError(node.pos, 'game', why);
}
