// Options and checks several commands share.
import { existsSync, statSync } from 'node:fs';
import { InputError } from '../errors.js';
import { PAPER_HELP } from '../impose/paper.js';
import { canonical } from '../data/suggest.js';
import { PRINTABLES } from '../printables/registry.js';
import { STDIN, provideText } from '../data/node.js';
import { readAllStdin, type Io } from './io.js';

export const paper = { type: 'string', describe: `paper: ${PAPER_HELP}` } as const;
export const templates = { type: 'string', describe: 'a folder of templates overriding the built-in ones' } as const;
export const data = { type: 'string', describe: 'your copy of the game\'s data file (start from: broadside data GAME), used in place of the shipped one' } as const;
export const quiet = { type: 'boolean', default: false, describe: 'no progress lines (shown only when stderr is a terminal)' } as const;
export const out = (describe: string) => ({ type: 'string', alias: 'o', describe }) as const;

/** A choice among names, typed in any case ("--game Crane"); yargs then sees the canonical spelling. */
export const oneOf = (values: string[]) => ({ choices: values, coerce: (v: string) => (typeof v === 'string' ? canonical(v, values) ?? v : v) });

/** `--templates DIR` must name a folder that is there. */
export function templatesDir(dir: string | undefined): string | undefined {
  if (dir === undefined) return undefined;
  if (!existsSync(dir)) throw new InputError(`--templates: "${dir}": no such folder; give a folder of templates (templates/<printable>/*.svg.hbs)`);
  if (!statSync(dir).isDirectory()) throw new InputError(`--templates: "${dir}" is a file; give the folder that holds the templates`);
  return dir;
}

/** A path as the loaders take it: `-` is standard input, read now and named <stdin>. */
export async function inputPath(path: string, io: Io): Promise<string> {
  return path === '-' ? provideText(STDIN, await readAllStdin(io)) : path;
}

/** Progress lines go to stderr, and only to a person watching it. */
export const progressTo = (io: Io, isQuiet: boolean): ((line: string) => void) | undefined => (io.tty && !isQuiet ? io.err : undefined);

/** The printables' own options, listed from the registry so help never falls behind. */
export function printableOptionsHelp(): string {
  const lines = PRINTABLES.flatMap((p) => Object.entries(p.options).map(([k, f]) => `  ${p.name}: --${k}  ${f.doc ?? ''}`));
  return lines.length ? `Options of single printables:\n${lines.join('\n')}` : '';
}
