// The command line. `run(argv)` returns the exit code instead of exiting, so tests call it directly:
// 0 done, 2 bad input or usage, 1 a fault.
import { readFileSync } from 'node:fs';
import yargs from 'yargs';
import { InputError, exitCodeOf } from '../errors.js';
import { packageFile } from '../paths.js';
import { forgetInputs, recordInputs } from '../pdf/inputs.js';
import { checkCommand, settle } from './args.js';
import type { Command, Context } from './command.js';
import { check, data } from './check.js';
import { game } from './game.js';
import { list, preview, schema } from './info.js';
import { stdio, type Io } from './io.js';
import { kit } from './kit.js';
import { make } from './make.js';
import { serve } from './serve.js';
import { web } from './web.js';
import { printableOptionsHelp } from './shared.js';

export type { Io } from './io.js';

/** Every command, in the order help lists them: a new command is one more entry here. */
export const COMMANDS: Command[] = [kit, make, check, preview, serve, web, list, data, schema, game];

// The library, and with it the PDF writer, is loaded only by the commands that make files: `list`,
// `check` and `--help` never load pdfkit.
const lib = () => import('../index.js');

export async function run(argv: string[], io: Io = stdio): Promise<number> {
  // every file the run reads is noted, so that no output replaces one (src/pdf/inputs.ts)
  recordInputs();
  try {
    if (argv[0] === '--version' || argv[0] === '-v') {
      io.out(version());
      return 0;
    }
    const names = COMMANDS.map((c) => c.name);
    checkCommand(argv, names);
    await parser(settle(argv), { io, lib, epilog: '' }, names).parseAsync();
    return 0;
  } catch (err) {
    const code = exitCodeOf(err);
    // several problems in a file: one line each, as compilers print them
    if (code === 2) for (const line of (err as Error).message.split('\n')) io.err(`broadside: ${line}`);
    else io.err(`broadside: internal fault: ${(err as Error).stack ?? err}`);
    return code;
  } finally {
    forgetInputs();
  }
}

const version = (): string => (JSON.parse(readFileSync(packageFile('package.json'), 'utf8')) as { version: string }).version;

function parser(argv: string[], ctx: Context, names: string[]) {
  // yargs lays out each command's whole help before running it; the long list of printable
  // options is only worth that cost when help is asked for
  const help = argv.some((a) => a === '--help' || a === '-h');
  const epilog = help ? printableOptionsHelp() : '';
  let y = yargs(argv)
    .scriptName('broadside')
    .usage('$0 <command>: print-ready PDFs of naval wargame aids')
    // `--no-X` reaches the commands as typed: an option turned off there, anything else refused as typed
    .parserConfiguration({ 'boolean-negation': false });
  for (const c of COMMANDS) y = c.add(y, { ...ctx, epilog });
  // yargs also lays out a command's help before running it, to show on a failure; ours (below)
  // never shows it, so unless help is asked for that layout (some 8 ms of a cold `kit`) is skipped
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  if (!help) (y as any).getInternalMethods().getUsageInstance().cacheHelpMessage = () => {};
  return y
    .demandCommand(1, `name a command: ${names.join(', ')} (see --help)`)
    .help()
    .alias('h', 'help')
    .version(false)
    .exitProcess(false)
    .fail((msg, err) => {
      // yargs wraps what a value's check threw (an unknown --game) in an error of its own
      if (err && err.name !== 'YError') throw err;
      const command = COMMANDS.find((c) => c.name === argv[0]);
      if (!err && command?.missing && msg.startsWith('Not enough non-option arguments')) throw new InputError(`${command.name}: ${command.missing}`);
      throw new InputError(err?.message ?? msg);
    });
}
