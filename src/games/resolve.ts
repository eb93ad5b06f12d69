// The one way a game is found from what names it: a shipped game by its id, a game of one's own by
// its file's path (relative to the file that names it, or to the working folder on the command line).
import { DataError, gather, quote, quotePath, UnreadableFile, type Position } from '../errors.js';
import { dirname, isAbsolute, join } from '../platform/index.js';
import type { PNode } from '../data/node.js';
import { listed, notListed } from '../data/schema.js';
import { loadGameFile } from './file.js';
import { gameById, gameIds } from './registry.js';
import type { Game } from './types.js';

/** Whether what names a game names its file: a path, or a name ending .yaml, .yml or .json. */
export const namesFile = (ref: string): boolean => /[\\/]/.test(ref) || /\.(ya?ml|json)$/i.test(ref);

const OWN = 'a game of your own is named by its file\'s path (game: ./my-game.yaml)';

/** The folder a path written at `pos` is relative to: its file's, or the working folder's. */
const baseOf = (pos: Position): string => (pos.file && pos.line > 0 && !pos.file.startsWith('<') ? dirname(pos.file) : '.');

/** The game `ref` names, written at `pos`; refused at `pos` (as `field`) when it names none. */
export function findGame(ref: string, pos: Position, field = 'game'): Game {
  if (namesFile(ref)) {
    const path = isAbsolute(ref) || baseOf(pos) === '.' ? ref : join(baseOf(pos), ref);
    try {
      return loadGameFile(path, gameIds());
    } catch (err) {
      // a game file that cannot be read is refused where a file names it, as a kit's ships: is
      if (err instanceof UnreadableFile && err.path === path && pos.line > 0) throw new DataError(pos, field, `cannot read ${quotePath(ref)}: ${err.reason}; a game file's path is relative to the file that names it`);
      throw err;
    }
  }
  const id = listed(ref, gameIds());
  if (id === undefined) throw new DataError(pos, field, `${notListed(gameIds(), quote(ref), ref)}; ${OWN}`);
  return gameById(id)!;
}

/** The game a file's `game:` value names; the problem is added to `errors` when it names none. */
export function gameAt(node: PNode, errors: DataError[], field = 'game'): Game | undefined {
  if (node.kind !== 'scalar' || (typeof node.value !== 'string' && typeof node.value !== 'number')) {
    errors.push(new DataError(node.pos, field, `expected one of ${gameIds().map((g) => JSON.stringify(g)).join(', ')}; ${OWN}`));
    return undefined;
  }
  return gather(errors, () => findGame(String(node.value), node.pos, field));
}

/** The game `--game` names on the command line (an id already checked, or a game file's path from the working folder). */
export const gameOption = (ref: string): Game => findGame(ref, { file: '--game', line: 0, col: 0 }, '');
