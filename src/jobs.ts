// The job a kit file, or one printable with its options, describes: what the command line, the live
// preview and the page's engine all build from.
import { DataError, InputError, excerpt, quote } from './errors.js';
import type { Job } from './build.js';
import { loadKit } from './data/kit.js';
import { KIT_LAYOUT, KIT_LAYOUT_KEYS, applyWide, takes, wideProblems } from './data/kit-layout.js';
import { validate, type Field } from './data/schema.js';
import { didYouMean } from './data/suggest.js';
import { loadShipsFile } from './data/ships.js';
import { GAMES } from './games/registry.js';
import { withDataFile } from './games/data.js';
import { gameOption, namesFile } from './games/resolve.js';
import type { Game, Ship } from './games/types.js';
import { needsShips, type Printable } from './printables/types.js';
import { laminateProblem } from './printables/laminate.js';

/** What a kit and a single printable share. */
export interface JobOptions {
  paper?: string; templatesDir?: string;
  /** The user's copy of the game's data file, used in place of the shipped one. */
  dataFile?: string;
  /** Told a line as each aid starts drawing and every few pages of a long one. */
  progress?: (line: string) => void;
}

export interface KitOptions extends JobOptions {
  /** Printable options typed on the command line (`--duplex short-edge`): they apply to every entry that has them. */
  options?: Record<string, unknown>;
  /** The sheet of the kit's ships workbook to read (--sheet), in place of the kit's own `sheet`. */
  sheet?: string;
}

export function kitJob(file: string, opts: KitOptions = {}): Job {
  const kit = loadKit(file, { sheet: opts.sheet, data: opts.dataFile });
  const flags = Object.entries(opts.options ?? {});
  for (const [key] of flags) {
    if (kit.print.some((e) => Object.hasOwn(e.printable.options, key))) continue;
    const takers = [...new Set(GAMES.flatMap((g) => g.printables).filter((p) => Object.hasOwn(p.options, key)).map((p) => p.name))];
    const inKit = kit.print.map((e) => e.printable.name).join(', ');
    throw new InputError(takers.length
      ? `--${excerpt(key)}: no printable in this kit takes it (it prints ${inKit}); --${key} is an option of ${takers.join(', ')}`
      : `--${excerpt(key)}: not an option of any printable in this kit (it prints ${inKit})`);
  }
  // the layout flags are the kit's, for every entry that takes their value (kit-layout.ts)
  const wide = Object.fromEntries(flags.filter(([k]) => KIT_LAYOUT_KEYS.includes(k)).map(([k, v]) => [k, flag(KIT_LAYOUT[k], k, v)]));
  for (const [key, value] of Object.entries(wide)) {
    if (!kit.print.some((e) => takes(e, key, value))) throw new InputError(`--${key}: no printable in this kit takes ${String(value)} (it prints ${kit.print.map((e) => e.printable.name).join(', ')})`);
  }
  const own = flags.filter(([k]) => !KIT_LAYOUT_KEYS.includes(k));
  const print = applyWide(kit.print.map((e) => ({
    ...e,
    options: { ...e.options, ...Object.fromEntries(own.filter(([k]) => Object.hasOwn(e.printable.options, k)).map(([k, v]) => [k, flag(e.printable.options[k], k, v)])) },
  })), wide, true);
  const [unused] = wideProblems(print, wide);
  if (unused) throw new InputError(`--${unused.key}: ${unused.problem.replace('layout: laminate', '--layout laminate')}`);
  return { title: kit.title, game: kit.game, ships: kit.ships, paper: opts.paper ?? kit.paper, print, contents: true, templatesDir: opts.templatesDir };
}

/** A printable option typed on the command line, validated as its field says. */
function flag(field: Field, key: string, value: unknown): unknown {
  try {
    // a flag's value arrives as text: "--half-hexes false" means the boolean
    const typed = field.type === 'bool' && (value === 'true' || value === 'false') ? value === 'true' : value;
    return validate({ kind: 'scalar', pos: { file: 'command line', line: 1, col: 1 }, value: typed }, field, key);
  } catch (err) {
    if (err instanceof DataError) throw new InputError(`--${key}: ${err.problem}`);
    throw err;
  }
}

export interface MakeOptions extends JobOptions {
  /** A ship file's path (or a name given to provideText). */
  ships?: string; game?: string; count?: number;
  /** The sheet of the ships workbook (.xlsx, .ods) to read (--sheet). */
  sheet?: string;
  /** The printable's own options, as typed on the command line. */
  options?: Record<string, unknown>;
}

export function makeJob(name: string, opts: MakeOptions = {}): Job {
  const named = opts.game === undefined ? undefined : namesFile(opts.game) ? gameOption(opts.game) : GAMES.find((g) => g.id === opts.game);
  // a printable of a game of one's own is known once its game is read
  if (!GAMES.some((g) => g.printables.some((p) => p.name === name)) && !named?.file && !opts.ships) throw new InputError(`unknown printable ${quote(String(name))}; see "broadside list"`);
  if (opts.sheet !== undefined && !opts.ships) throw new InputError('--sheet: chooses a sheet of the --ships workbook; give --ships too');
  // the ships are checked against the user's data file, when one is given
  const shipFile = opts.ships ? loadShipsFile(opts.ships, named, opts.sheet === undefined ? undefined : { name: opts.sheet, by: '--sheet' }, opts.dataFile) : undefined;
  // where a refusal of what the flags set comes from: the printable's own flags, else a paper asked for
  // (a card sized in a game file that a small --paper cannot hold)
  const flags = typed(opts.options ?? {}) ?? (opts.paper !== undefined && opts.paper !== 'letter' ? typed({ paper: opts.paper }) : undefined);
  return printableJobOf({ name, named, shipFile, dataFile: opts.dataFile, templatesDir: opts.templatesDir, flags }, {
    otherGame: (ours, theirs) => new InputError(`--game: ${ours.file ? ours.id : opts.game}, but ${opts.ships} is for ${theirs.id}; give the ship file's game or leave --game out`),
    notOf: (game) => new InputError(`${name} is not a printable of ${game.id}${game.file ? ` (its printables: ${game.printables.map((p) => p.name).join(', ')})${didYouMean(name, game.printables.map((p) => p.name))}` : ''}`),
    entry(printable) {
      const count = opts.count ?? 1;
      if (!Number.isInteger(count) || count < 1 || count > 1000) throw new InputError(`--count: expected a whole number from 1 to 1000, got ${count}`);
      const options: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(opts.options ?? {})) {
        const field = Object.hasOwn(printable.options, key) ? printable.options[key] : undefined;
        if (!field) {
          const known = Object.keys(printable.options);
          throw new InputError(`--${excerpt(key)}: not an option of ${name} (its options: ${known.map((k) => `--${k}`).join(', ') || 'none'})${didYouMean(key, known, (k) => `--${k}`)}`);
        }
        options[key] = flag(field, key, value);
      }
      return { count, paper: opts.paper ?? 'letter', options };
    },
    mixed(found) {
      if (found) throw new InputError(`--${found.key}: ${found.problem.replace('layout: laminate', '--layout laminate')}`);
    },
    noShips: (blank) => new InputError(`${name} is printed per ship: give --ships FILE${blank ? ' or --blank' : ''}`),
  });
}

/** What only the caller of printableJobOf knows: how to read the entry, and its words for each refusal. */
export interface PrintableSay {
  /** The ships are for another game than the one named. */
  otherGame(named: Game, theirs: Game): Error;
  notOf(game: Game): Error;
  /** The count, paper and options, read by the printable's fields. */
  entry(printable: Printable): { count: number; paper: string; options: Record<string, unknown> };
  /** Refuses options that do not go together (null: they do), with any problem `entry` kept to say with it. */
  mixed(problem: { key: string; problem: string } | null): void;
  /** A per-ship printable without ships; `blank`: it has a blank form. */
  noShips(blank: boolean): Error;
}

/** A printable's job, as `make` and the library's renderPrintable both resolve it; `named`: the game asked for. */
export function printableJobOf(
  req: { name: string; named?: Game; shipFile?: { game: Game; ships: Ship[] }; dataFile?: string; templatesDir?: string; flags?: string },
  say: PrintableSay,
): Job {
  const { name, named, shipFile } = req;
  const has = (g: Game) => g.printables.find((p) => p.name === name);
  if (named && shipFile && shipFile.game.id !== named.id) throw say.otherGame(named, shipFile.game);
  let game = shipFile?.game ?? named ?? GAMES.find(has)!;
  const printable = has(game);
  if (!printable) throw say.notOf(game);
  if (req.dataFile && !shipFile) game = withDataFile(game, req.dataFile);
  const { count, paper, options } = say.entry(printable);
  say.mixed(laminateProblem(printable, options));
  if (!shipFile && needsShips(printable, options)) throw say.noShips(!!printable.capabilities?.blank);
  return {
    title: `${game.title}: ${name}`, game, ships: shipFile?.ships ?? [], paper,
    print: [{ printable, count, options, flags: req.flags }], contents: false, templatesDir: req.templatesDir,
  };
}

/** Flags as typed, `--pouch 4x6in --rounded`, to say where a refusal of what they set comes from
 * (a value with spaces in quotes, as a shell takes it). */
const typed = (options: Record<string, unknown>): string | undefined =>
  Object.entries(options).map(([k, v]) => (v === true ? `--${k}` : `--${k} ${/^[^\s"':]+$/.test(String(v)) ? String(v) : JSON.stringify(String(v))}`)).join(' ') || undefined;

/** Print resolution of card images: 300 dpi, what card printers ask for. */
export const PNG_DPI = 300;

/** File names of the pages in order: fronts and backs each counted from 001 (the nth back is the nth front's). */
export function faceNames(name: string, backs: boolean[]): string[] {
  const seen = { front: 0, back: 0 };
  return backs.map((b) => {
    const side = b ? 'back' : 'front';
    seen[side] += 1;
    return `${name}-${String(seen[side]).padStart(3, '0')}-${side}.png`;
  });
}
