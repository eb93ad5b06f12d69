// The command line before and after yargs reads it: the few things yargs gets wrong are settled
// first, and the flags it does not know are checked against what the command takes.
import { InputError, excerpt, quotePath } from '../errors.js';
import { didYouMean, unknownChoice } from '../data/suggest.js';
import { PRINTABLES } from '../games/registry.js';

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
 * - `-x`, `-ofile.pdf`: yargs would read each letter as a flag of its own; a short flag is one of
 *   SHORT (alone or together, `-qo out/`), anything else is refused here, saying which there are.
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
    shortFlags(arg);
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

/** The short flags, as help names them. */
const SHORT: Record<string, string> = { h: '--help', o: '--out', q: '--quiet' };

/** Refuses a single-dash argument that is not short flags; a negative number is a value, and passes. */
function shortFlags(arg: string): void {
  const m = /^-([^-=][^=]*)/.exec(arg);
  if (!m || /^-\.?\d/.test(arg)) return;
  if ([...m[1]].every((c) => Object.hasOwn(SHORT, c))) return;
  const known = Object.entries(SHORT).map(([c, long]) => `-${c} (${long})`);
  // `-ofile.pdf`: a value run into its flag
  const runOn = m[1].length > 1 && Object.hasOwn(SHORT, m[1][0]) ? `; give a flag's value after a space: -${m[1][0]} ${excerpt(m[1].slice(1))}` : '';
  throw new InputError(`${excerpt(arg)}: not an option; the short flags are ${known.slice(0, -1).join(', ')} and ${known.at(-1)}${runOn}`);
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
  throw new InputError(unknownChoice('command', first, commands));
}

/** Keys yargs adds that no user typed as such. */
const YARGS_KEYS = ['_', '$0', 'help', 'h', 'version'];
/** A short flag's key, skipped where its long flag is one the command takes. */
const ALIASES: Record<string, string> = { o: 'out', q: 'quiet' };

/** The flags yargs does not know (a printable's own options), as the user typed them. */
export function extras(args: Record<string, unknown>, known: string[]): Record<string, unknown> {
  const skip = new Set([...YARGS_KEYS, ...known, ...Object.keys(ALIASES).filter((c) => known.includes(ALIASES[c]))]);
  // yargs adds a camelCase copy of every dashed flag: dropped when the dashed one is there
  return Object.fromEntries(Object.entries(args).filter(([k]) => !skip.has(k) && !(k !== kebab(k) && kebab(k) in args)));
}

/**
 * `--no-rounded` as `rounded: false`, for the on/off options among `booleans`; yargs is told not to
 * do this itself, so that `--no-color` is refused as typed rather than as `--color`.
 */
export function negations(options: Record<string, unknown>, booleans: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(options).map(([k, v]) => {
    const bare = k.slice(3);
    return k.startsWith('no-') && v === true && booleans.includes(bare) && !Object.hasOwn(options, bare) ? [bare, false] : [k, v];
  }));
}

/** How a flag is typed: `-q` for a one-letter key (only a short flag gives one), else `--name`. */
export const flagName = (key: string): string => (key.length === 1 ? `-${key}` : `--${key}`);

/** Refuses any flag the command does not take, with the nearest one it does, and any argument it does not use. */
export function refuseExtras(args: Record<string, unknown>, known: string[]): void {
  for (const key of Object.keys(extras(args, known))) throw notAnOption(key, known);
  refuseArguments(args, (args._ as unknown[]).slice(1));
}

/** Arguments past those a command takes: `make: unexpected argument "b"; …`, never silently dropped. */
export function refuseArguments(args: Record<string, unknown>, more: unknown[], hint?: string): void {
  if (!more.length) return;
  const command = String((args._ as unknown[])[0]);
  const shown = more.slice(0, 3).map((m) => quotePath(dash(String(m)))).join(' ') + (more.length > 3 ? ` and ${more.length - 3} more` : '');
  throw new InputError(`${command}: unexpected argument${more.length === 1 ? '' : 's'} ${shown}; ${hint ?? `see broadside ${command} --help`}`);
}

/** `--ppaer: not an option; did you mean --paper?`; `of` says whose option it is not. */
export const notAnOption = (key: string, known: string[], of?: string): InputError =>
  new InputError(`${flagName(excerpt(key))}: not an option${of ? ` ${of}` : ''}${didYouMean(key, known, flagName) || (of ? '' : '; see --help')}`);

/** Every printable option of any printable, for suggestions among all flags a kit may take. */
export const allPrintableOptions = (): string[] => [...new Set(PRINTABLES.flatMap((p) => Object.keys(p.options)))];

/** The on/off options of any printable, or of those named: `--no-X` turns them off. */
export const booleanOptions = (names?: string[]): string[] =>
  [...new Set(PRINTABLES.filter((p) => !names || names.includes(p.name)).flatMap((p) => Object.entries(p.options).filter(([, f]) => f.type === 'bool').map(([k]) => k)))];
