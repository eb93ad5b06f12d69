// `broadside check FILE…` validates files; `broadside data GAME` prints a game's shipped data file.
import { readFileSync } from 'node:fs';
import { checkFiles } from '../check.js';
import { DataErrors, InputError } from '../errors.js';
import { unknownChoice } from '../data/suggest.js';
import { SHEET_HELP } from '../data/table.js';
import { shippedDataPath } from '../games/data.js';
import { GAMES, gameById, gameIds } from '../games/registry.js';
import { defaultsReport } from '../games/defaults.js';
import { refuseExtras } from './args.js';
import type { Command } from './command.js';
import { inputPaths } from './files.js';
import { data as dataOption, oneOrOther } from './shared.js';
import { namesFile } from '../games/resolve.js';

export const check: Command = {
  name: 'check',
  add: (y, { io }) => y.command('check [files..]', 'validate ship, kit or convention files (- reads one from standard input)', (c) => c
    .positional('files', { type: 'string', array: true })
    .option('game', { type: 'string', ...oneOrOther(GAMES.map((g) => g.id), '--game', 'game', namesFile), describe: 'game (an id, or a game file\'s path), when a ship file names none' })
    .option('sheet', { type: 'string', describe: SHEET_HELP })
    .option('data', dataOption),
  async (a) => {
    refuseExtras({ ...a, _: a._.slice(0, 1) }, ['files', 'game', 'sheet', 'data']);
    if (!a.files?.length) throw new InputError('check: name the files to check (- reads one from standard input)');
    const paths = await inputPaths(a.files, io);
    const results = checkFiles(paths, { game: a.game, sheet: a.sheet, dataFile: a.data });
    for (const r of results) {
      const n = r.error instanceof DataErrors ? r.error.errors.length : 1;
      io.out(r.error ? `${r.path}: ${n} problem${n === 1 ? '' : 's'}` : r.line!);
    }
    const bad = results.filter((r) => r.error);
    // one file: its problems are the whole message, as make and kit print them
    if (results.length === 1 && bad.length === 1) throw bad[0].error;
    for (const r of bad) for (const line of r.error!.message.split('\n')) io.err(`broadside: ${line}`);
    if (bad.length) throw new InputError(`${bad.length} of ${paths.length} files with problems`);
  }),
};

export const data: Command = {
  name: 'data',
  missing: `name the game: ${GAMES.map((g) => g.id).join(', ')}`,
  add: (y, { io }) => y.command('data <game>', 'print a game\'s data file (band lengths, tables…) to start your own --data copy from', (c) => c
    .positional('game', { type: 'string', demandOption: true })
    .option('defaults', { type: 'boolean', describe: 'list the values the published rules do not give, and the aids they mark' }),
  (a) => {
    refuseExtras(a, ['game', 'defaults']);
    const ids = gameIds();
    const id = ids.find((g) => g.toLowerCase() === a.game.toLowerCase());
    if (!id) throw new InputError(`data: ${unknownChoice('game', a.game, ids)}`);
    if (a.defaults) for (const line of defaultsReport(gameById(id)!)) io.out(line);
    else io.out(readFileSync(shippedDataPath(id), 'utf8').replace(/\n$/, ''));
  }),
};
