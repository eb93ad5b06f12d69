// `broadside game new SHIPFILE [--out FILE]`: a starter game file (a game of one's own) guessed from
// a ship file or spreadsheet, for the user to edit. It never writes over a file: a game file is the
// user's own work, so one already at --out stays as it is.
import { closeSync, constants, fsyncSync, linkSync, lstatSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname, extname } from 'node:path';
import { InputError, quotePath } from '../errors.js';
import { SHEET_HELP } from '../data/table.js';
import { guessFields } from '../games/infer.js';
import { readShips } from '../games/infer-read.js';
import { starterText } from '../games/starter.js';
import { cannotWrite, partialName, syncFolder } from '../pdf/atomic.js';
import { refuseInput } from '../pdf/inputs.js';
import { dash, refuseExtras } from './args.js';
import type { Command } from './command.js';
import { isFolder } from './out.js';
import { inputPath, oneOf, out } from './shared.js';

const USAGE = 'broadside game new ships.csv --out my-game.yaml';

export const game: Command = {
  name: 'game',
  missing: `say what to do: new SHIPFILE writes a game file of your own from a ship file (${USAGE})`,
  add: (y, { io }) => y.command('game <action> [shipfile]', 'start a game of your own: game new SHIPFILE writes a game file, guessed from the ship file, to edit', (c) => c
    .positional('action', { type: 'string', ...oneOf(['new'], 'game', 'action'), demandOption: true })
    .positional('shipfile', { type: 'string', describe: 'a ship file (YAML, JSON) or spreadsheet (CSV, XLSX, ODS); - reads YAML or JSON from standard input' })
    .option('out', out('the game file to write, a new .yaml file (default: standard output)'))
    .option('sheet', { type: 'string', describe: SHEET_HELP }),
  async (a) => {
    refuseExtras(a, ['action', 'shipfile', 'out', 'sheet']);
    if (a.shipfile === undefined) throw new InputError(`game new: name the ship file or spreadsheet to start from (${USAGE})`);
    const target = a.out === undefined || a.out === '-' ? undefined : gameFileTarget(a.out);
    const path = await inputPath(dash(a.shipfile), io);
    const read = readShips(path, a.sheet === undefined ? undefined : { name: a.sheet, by: '--sheet' });
    const guess = guessFields(read.ships, read.called);
    const text = starterText(path, read.game, guess, read);
    if (!target) return io.out(text.trimEnd());
    writeNew(target, text);
    const n = Object.keys(guess.fields).length;
    io.out(`${target} (a game of ${n} field${n === 1 ? '' : 's'} from ${read.ships.length} ship${read.ships.length === 1 ? '' : 's'}: edit it to your rules)`);
  }),
};

/** `--out` names a new YAML file. */
function gameFileTarget(out: string): string {
  if (isFolder(out)) throw new InputError(`--out: ${quotePath(out)} is a folder; give the game file's name, e.g. --out ${out.replace(/[/\\]*$/, '')}/my-game.yaml`);
  const ext = extname(out).toLowerCase();
  if (ext !== '.yaml' && ext !== '.yml') throw new InputError(`--out: ${quotePath(out)} ${ext ? `ends in ${ext}` : 'has no extension'}; a game file is YAML: give a name ending in .yaml, e.g. --out ${out.slice(0, out.length - ext.length)}.yaml`);
  return out;
}

function refuseExisting(out: string): void {
  let there = false;
  try {
    lstatSync(out);
    there = true;
  } catch {
    // nothing there: the file is new
  }
  if (there) throw new InputError(`--out: ${quotePath(out)} already exists; game new never writes over a file, so it is left as it is: give another name, or move that file away first`);
}

/**
 * Writes `text` to `path`, a file that must not exist, whole or not at all: into a temporary file
 * beside it, then linked to its name, which fails if a file has appeared there since. (Where the
 * file system has no links, it is renamed, after a last look.)
 */
function writeNew(path: string, text: string): void {
  refuseInput(path);
  refuseExisting(path);
  let tmp: string | undefined;
  let fd: number | undefined;
  try {
    mkdirSync(dirname(path), { recursive: true });
    tmp = partialName(path);
    fd = openSync(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o666);
    const buf = Buffer.from(text);
    for (let done = 0; done < buf.length; ) done += writeSync(fd, buf, done, buf.length - done);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    try {
      linkSync(tmp, path);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') refuseExisting(path);
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw err;
      refuseExisting(path);
      renameSync(tmp, path);
    }
  } catch (err) {
    throw cannotWrite(path, err);
  } finally {
    if (fd !== undefined) closeSync(fd);
    if (tmp !== undefined) rmSync(tmp, { force: true });
  }
  syncFolder(dirname(path));
}
