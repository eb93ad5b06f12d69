// `broadside check`: validating a file needs only the loaders, never the PDF writer.
import { loadFile } from './data/node.js';
import { loadKit } from './data/kit.js';
import { SHEET_IN_CONVENTION, loadConvention } from './convention/load.js';
import { loadShipsFile } from './data/ships.js';
import { isSheet } from './data/table.js';
import { InputError } from './errors.js';
import { gameById } from './games/registry.js';

/**
 * Validates a ship, kit or convention file and says what it holds; `sheet` (--sheet) is the sheet of
 * a ships workbook to read, the file's own or its kit's.
 */
export function checkFile(path: string, game?: string, sheet?: string): string {
  if (isSheet(path)) return ships(path, game, sheet);
  const { root } = loadFile(path);
  if (root.kind === 'map' && root.entries.has('tables')) {
    if (sheet !== undefined) throw new InputError(SHEET_IN_CONVENTION);
    const conv = loadConvention(path);
    const sides = conv.tables.filter((t) => t.packets === 'side').length;
    return `${path}: ok: convention "${conv.title}", ${conv.tables.length} tables (${sides} in packets per side)`;
  }
  if (root.kind === 'map' && root.entries.has('print')) {
    const kit = loadKit(path, { sheet });
    const n = kit.print.reduce((a, e) => a + e.count, 0);
    return `${path}: ok: kit "${kit.title}" for ${kit.game.id}, ${kit.ships.length} ships, ${kit.print.length} print entries (${n} in all)`;
  }
  return ships(path, game, sheet);
}

export interface Checked { path: string; line?: string; error?: InputError }

/** Checks every file, the bad ones as well as the good: what each holds, or its problems. */
export function checkFiles(paths: string[], game?: string, sheet?: string): Checked[] {
  return paths.map((path) => {
    try {
      return { path, line: checkFile(path, game, sheet) };
    } catch (err) {
      if (err instanceof InputError) return { path, error: err };
      throw err;
    }
  });
}

function ships(path: string, game?: string, sheet?: string): string {
  const file = loadShipsFile(path, game === undefined ? undefined : gameById(game), sheet === undefined ? undefined : { name: sheet, by: '--sheet' });
  if (game !== undefined && file.game.id !== game) throw new InputError(`--game: ${game}, but ${path} is for ${file.game.id}; give the ship file's game or leave --game out`);
  return `${path}: ok: ${file.ships.length} ships for ${file.game.id}`;
}
