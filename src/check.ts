// `broadside check`: a file validated as kit and make would read it, and a kit or convention measured
// as kit does before it draws (measure.ts), so check refuses what they would. Never the PDF writer.
import { loadFile } from './data/node.js';
import { DATA_IN_CONVENTION, SHEET_IN_CONVENTION } from './convention/load.js';
import { loadShipsFile } from './data/ships.js';
import { isSheet } from './data/table.js';
import { InputError } from './errors.js';
import { gameOption } from './games/resolve.js';
import { loadGameFile } from './games/file.js';
import { gameIds } from './games/registry.js';
import { kitJob } from './jobs.js';
import { conventionPlan, measure } from './measure.js';

export interface CheckOptions {
  /** --game: the game of a ship file that names none. */
  game?: string;
  /** --sheet: the sheet of a ships workbook to read, the file's own or its kit's. */
  sheet?: string;
  /** --data: the user's copy of the game's data file, as kit and make would use it. */
  dataFile?: string;
}

/** What a file is, by its top-level keys, as check and kit tell them apart. */
function kindOf(path: string): 'ships' | 'kit' | 'convention' | 'game' {
  if (isSheet(path)) return 'ships';
  const { root } = loadFile(path);
  if (root.kind !== 'map') return 'ships';
  const has = (k: string) => root.entries.has(k);
  return has('tables') ? 'convention' : has('print') ? 'kit' : has('printables') || (has('ship') && has('title')) ? 'game' : 'ships';
}

/** Validates a ship, kit or convention file and says what it holds. */
export function checkFile(path: string, opts: CheckOptions = {}): string {
  const kind = kindOf(path);
  if (kind === 'convention') {
    if (opts.sheet !== undefined) throw new InputError(SHEET_IN_CONVENTION);
    if (opts.dataFile !== undefined) throw new InputError(DATA_IN_CONVENTION);
    const { conv } = conventionPlan(path);
    const sides = conv.tables.filter((t) => t.packets === 'side').length;
    return `${path}: ok: convention "${conv.title}", ${conv.tables.length} tables (${sides} in packets per side)`;
  }
  if (kind === 'kit') {
    const job = kitJob(path, { sheet: opts.sheet, dataFile: opts.dataFile });
    measure(job);
    const n = job.print.reduce((a, e) => a + e.count, 0);
    return `${path}: ok: kit "${job.title}" for ${job.game.id}, ${job.ships.length} ships, ${job.print.length} print entries (${n} in all)`;
  }
  if (kind === 'game') {
    const game = loadGameFile(path, gameIds());
    const fields = Object.keys(game.fields ?? {}).length;
    return `${path}: ok: game "${game.title}" (${game.id}), ${fields} ship fields, printables: ${game.printables.map((p) => p.name).join(', ')}`;
  }
  return ships(path, opts);
}

export interface Checked { path: string; line?: string; error?: InputError }

/** Checks every file, the bad ones as well as the good: what each holds, or its problems. */
export function checkFiles(paths: string[], opts: CheckOptions = {}): Checked[] {
  return paths.map((path) => {
    try {
      return { path, line: checkFile(path, opts) };
    } catch (err) {
      if (err instanceof InputError) return { path, error: err };
      throw err;
    }
  });
}

function ships(path: string, { game, sheet, dataFile }: CheckOptions): string {
  // the ships are checked against the --data copy, as make checks them
  const named = game === undefined ? undefined : gameOption(game);
  const file = loadShipsFile(path, named, sheet === undefined ? undefined : { name: sheet, by: '--sheet' }, dataFile);
  if (named && file.game.id !== named.id) throw new InputError(`--game: ${named.id}, but ${path} is for ${file.game.id}; give the ship file's game or leave --game out`);
  return `${path}: ok: ${file.ships.length} ships for ${file.game.id}`;
}
