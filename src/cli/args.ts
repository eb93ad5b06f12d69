// The command line before and after yargs reads it: the few things yargs gets wrong are settled
// first, and the flags it does not know are checked against what the command takes.
import { InputError } from '../errors.js';
import { didYouMean } from '../data/suggest.js';
import { PRINTABLES } from '../printables/registry.js';

/**
 * Settles what yargs would misread, before it reads anything:
 * - `--toString 1`, `--constructor x`, `--__proto__ x`: names every object answers to, on which
 *   yargs itself breaks; none is a broadside option.
 * - `--die -5mm`: a value starting with - and a digit is the flag's value, not a flag `-5`; it is
 *   handed over as `--die=-5mm`, and the option's own field then refuses a negative size.
 * - `-` (standard input or output): yargs drops it as an argument and reads `--out -` as an empty
 *   string; it is handed over as `--out=-`, or as DASH where it stands alone.
 * - `--out a.pdf --out b.pdf`: yargs makes a list of a flag given twice; which one was meant is
 *   the user's to say, so it is refused (but for `--page`, which lists pages).
 */
export function settle(argv: string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      out.push(...argv.slice(i));
      break;
    }
    const name = /^--?([^=]+)/.exec(arg)?.[1];
    if (name) {
      const bare = name.replace(/^no-/, '');
      if (bare.split('.').some((part) => part in Object.prototype)) {
        throw new InputError(`--${bare}: not an option; see broadside --help`);
      }
      const key = arg === '-o' || arg.startsWith('-o=') ? 'out' : kebab(bare);
      if (seen.has(key) && !REPEATABLE.has(key)) throw new InputError(`--${key}: given more than once; give it once`);
      seen.add(key);
    }
    const next = argv[i + 1];
    if (arg.startsWith('--') && !arg.includes('=') && next !== undefined && (next === '-' || /^-\.?\d/.test(next))) {
      out.push(`${arg}=${next}`);
      i++;
      continue;
    }
    out.push(arg === '-' ? DASH : arg);
  }
  return out;
}

/** Flags that may be given several times, each adding to a list. */
const REPEATABLE = new Set(['page']);
const kebab = (k: string): string => k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A lone `-` as yargs is given it; commands read it back with `dash()`. */
const DASH = '\u0000-';
export const dash = (arg: string): string => (arg === DASH ? '-' : arg);

/** A mistyped command: refused with the nearest command, before yargs prints its help. */
export function checkCommand(argv: string[], commands: string[]): void {
  const first = argv[0];
  if (first === undefined || first.startsWith('-') || commands.includes(first)) return;
  // two letters swapped ("kti") is the commonest slip on a short word, and two edits by Levenshtein
  const swapped = commands.find((c) => c.length === first.length && sorted(c) === sorted(first.toLowerCase()));
  const hint = didYouMean(first, commands) || (swapped ? `; did you mean "${swapped}"?` : `; the commands are ${commands.join(', ')}`);
  throw new InputError(`unknown command "${first}"${hint}`);
}

const sorted = (w: string): string => [...w].sort().join('');

/** Keys yargs adds that no user typed as such. */
const YARGS_KEYS = ['_', '$0', 'help', 'h', 'version', 'o'];

/** The flags yargs does not know (a printable's own options), as the user typed them. */
export function extras(args: Record<string, unknown>, known: string[]): Record<string, unknown> {
  const skip = new Set([...YARGS_KEYS, ...known]);
  const kebab = (k: string) => k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  // yargs adds a camelCase copy of every dashed flag: dropped when the dashed one is there
  return Object.fromEntries(Object.entries(args).filter(([k]) => !skip.has(k) && !(k !== kebab(k) && kebab(k) in args)));
}

const flagQuote = (w: string) => `--${w}`;

/** Refuses any flag the command does not take, with the nearest one it does. */
export function refuseExtras(args: Record<string, unknown>, known: string[]): void {
  for (const key of Object.keys(extras(args, known))) throw notAnOption(key, known);
  const more = (args._ as unknown[]).slice(1);
  if (more.length) throw new InputError(`"${String(more[0])}": unexpected argument; see broadside ${String((args._ as unknown[])[0])} --help`);
}

/** `--ppaer: not an option; did you mean --paper?`; `of` says whose option it is not. */
export const notAnOption = (key: string, known: string[], of?: string): InputError =>
  new InputError(`--${key}: not an option${of ? ` ${of}` : ''}${didYouMean(key, known, flagQuote) || (of ? '' : '; see --help')}`);

/** Every printable option of any printable, for suggestions among all flags a kit may take. */
export const allPrintableOptions = (): string[] => [...new Set(PRINTABLES.flatMap((p) => Object.keys(p.options)))];
