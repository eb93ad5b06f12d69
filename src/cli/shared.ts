// Options and checks several commands share.
import { existsSync, statSync } from 'node:fs';
import { InputError, quote } from '../errors.js';
import { PAPER_HELP, PAPER_NAMES, paperOf } from '../impose/paper.js';
import { canonical, didYouMean, unknownChoice } from '../data/suggest.js';
import { PRINTABLES } from '../games/registry.js';
import { STDIN, provideText } from '../data/node.js';
import { readAllStdin, type Io } from './io.js';

export const paper = { type: 'string', describe: `paper: ${PAPER_HELP}`, coerce: (v: string): string => paperName(v) } as const;
export const templates = { type: 'string', describe: 'a folder of templates overriding the built-in ones' } as const;
export const data = { type: 'string', describe: 'your copy of the game\'s data file (start from: broadside data GAME), used in place of the shipped one' } as const;
export const quiet = { type: 'boolean', alias: 'q', default: false, describe: 'no progress lines (shown only when stderr is a terminal)' } as const;
export const out = (describe: string) => ({ type: 'string', alias: 'o', describe }) as const;

/**
 * A choice among names, typed in any case ("--game Crane"); yargs then sees the canonical spelling.
 * Any other word is refused here, before yargs lists its choices in a message of its own:
 * `--game: unknown game "ironclad"; expected one of …; did you mean "ironclads"?`.
 */
export const oneOf = (values: string[], place: string, what: string) => ({
  choices: values,
  coerce: (v: string): string => {
    if (typeof v !== 'string') return v;
    const found = canonical(v, values);
    if (found === undefined) throw new InputError(`${place}: ${unknownChoice(what, v, values)}`);
    return found;
  },
});

/** A choice among names, or (when `other` says it may be) a word left for the command to judge:
 * a printable a game file of one's own declares, a game of one's own named by its file's path. */
export const oneOrOther = (values: string[], place: string, what: string, other: (v: string) => boolean) => ({
  coerce: (v: string): string => {
    if (typeof v !== 'string') return v;
    const found = canonical(v, values);
    if (found !== undefined || other(v)) return found ?? v;
    throw new InputError(`${place}: ${unknownChoice(what, v, values)}`);
  },
});

/** A named paper, or a size left for the paper's own check (`--paper 3x3in` is too small, said there). */
function paperName(v: string): string {
  if (typeof v !== 'string' || paperOf(v) || /^\s*[\d.]/.test(v)) return v;
  throw new InputError(`--paper: unknown paper ${quote(v)}; expected one of ${PAPER_HELP}${didYouMean(v, PAPER_NAMES)}`);
}

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
