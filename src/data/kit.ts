// Kit files: a title, a game, a paper, the ships (a file or an inline list) and how many of each aid.
// Every problem in the kit, and in the ships file it names, is reported together.
import { platform, dirname, isAbsolute, relative, resolve } from '../platform/index.js';
import { DataError, UnreadableFile, excerpt, gather, quote, quotePath, throwAll, type Position } from '../errors.js';
import type { Game, Ship } from '../games/types.js';
import { withDataFile } from '../games/data.js';
import { PAPER_FIELD, paperKey } from '../impose/paper.js';
import { needsShips, type Printable } from '../printables/types.js';
import { loadFile, type PNode } from './node.js';
import { validate, type Field } from './schema.js';
import { NotThatFile, expectKeys, gameOf, loadShipsFile, notA, shipsOf, type ShipFile } from './ships.js';
import { SheetChoice, type SheetName } from './table.js';
import { didYouMean } from './suggest.js';
import { KIT_LAYOUT_KEYS, applyWide, readWide, takes, wideProblems, type Wide } from './kit-layout.js';
import { laminateProblem } from '../printables/laminate.js';

export interface PrintEntry {
  printable: Printable; count: number; options: Record<string, unknown>; pos?: Position;
  /** For `make`: the entry's options as the command line gave them (`--layout laminate --pouch 4x6in`). */
  flags?: string;
  /** The options the kit set for the whole kit rather than the entry itself (kit-layout.ts). */
  wide?: string[];
}
export interface Kit { path: string; title: string; game: Game; paper: string; ships: Ship[]; print: PrintEntry[] }

export const PRINT_HELP = 'expected a mapping of printable name to how many, e.g. "range-stick: 4", or a list of entries, e.g. "- { printable: range-stick, count: 4 }"';
/** How many of a printable: the value of a print entry, or its `count` key. */
export const COUNT: Field = { type: 'int', min: 0, max: 1000 };
/** A kit's (and a convention's) title, printed in every page's footer. */
export const TITLE: Field = { type: 'string', maxLength: 120 };

/** Print entries a kit may list (ours list under 15). */
export const MAX_ENTRIES = 200;

export const KIT_KEYS = ['title', 'game', 'paper', 'ships', 'sheet', 'print', ...KIT_LAYOUT_KEYS];
/** The sheet of the kit's ships workbook to read, when not the first visible one headed with field names. */
export const SHEET: Field = { type: 'string', maxLength: 100, doc: 'the sheet of the ships workbook (.xlsx or .ods) to read, in any case; left out, the first visible one headed with field names' };

/**
 * `sheet`: the sheet of the kit's ships workbook to read, given on the command line (--sheet), in
 * place of the kit's own; `data`: the user's copy of the game's data file (--data), in place of the
 * shipped one, which the ships are checked against.
 */
export function loadKit(path: string, opts: { sheet?: string; data?: string } = {}): Kit {
  const { root } = loadFile(path);
  notA(root, 'kit file', ['game', 'print'], KIT_KEYS, ['title', 'game', 'ships', 'print']);
  const errors: DataError[] = [];
  const { fields, meant } = expectKeys(root, KIT_KEYS, 'kit file', errors);
  const kit = readKit(root, fields, meant, path, errors, undefined, opts.sheet, opts.data);
  throwAll(errors);
  return kit!;
}

/**
 * A kit's fields, read from a kit file's top level or from a node of another file (a convention's
 * table); `path` is the file they came from, against which their files are found. Problems are
 * added to `errors`; the kit is undefined when there were any. `given`: ships already loaded (a kit
 * built in code), which stand for the `ships` key; `data`: the user's data file for the game.
 */
export function readKit(root: PNode, f: Map<string, PNode>, meant: Set<string>, path: string, errors: DataError[], given?: ShipFile, cliSheet?: string, data?: string): Kit | undefined {
  const before = errors.length;
  const named = gameOf(root, f.get('game'), errors, meant);
  const game = named && data !== undefined ? gather(errors, () => withDataFile(named, data)) : named;
  const title = f.get('title') ? (validate(f.get('title')!, TITLE, 'title', errors) as string) : game?.title;
  const paperText = f.get('paper') ? (validate(f.get('paper')!, PAPER_FIELD, 'paper', errors) as string | undefined) : 'letter';
  const { wide, pos } = readWide(f, errors);
  // without a game there is nothing to check the printables and ships against
  if (!game) return undefined;
  const printNode = f.get('print');
  let print: PrintEntry[] = [];
  if (!printNode || (printNode.kind !== 'map' && printNode.kind !== 'seq')) {
    if (printNode || !meant.has('print')) errors.push(new DataError(printNode?.pos ?? root.pos, 'print', printNode ? PRINT_HELP : `missing; ${PRINT_HELP}`));
  } else if (printNode.kind === 'seq' && printNode.items.length > MAX_ENTRIES) {
    // each entry is laid out on its own, and small ones then share sheets, in time that grows with
    // the square of the entries: a list past the limit is refused at its first entry too many
    const n = printNode.items.length.toLocaleString('en-US');
    errors.push(new DataError(printNode.items[MAX_ENTRIES].pos, `print[${MAX_ENTRIES}]`, `${n} print entries; a kit lists at most ${MAX_ENTRIES}; give a printable a count instead of listing it again, or split the kit`));
  } else {
    const found = printEntries(game, printNode, dirname(path), errors, wide);
    print = applyWide(found.filter((e): e is PrintEntry => e !== undefined), wide, false);
    if (print.length === found.length) errors.push(...wideProblems(print, wide).map((w) => new DataError(pos[w.key], w.key, w.problem)));
    if (print.length === found.length && !print.some((e) => e.count > 0)) {
      errors.push(new DataError(printNode.pos, 'print', `nothing to print; give a count above 0 to one of: ${names(game)}`));
    }
  }
  const needShips = print.some((e) => needsShips(e.printable, e.options) && e.count > 0);
  const shipsNode = f.get('ships');
  const none = shipsNode?.kind === 'scalar' && !given ? undefined : shipsNode || given ? 'lists its ships itself' : 'names no ships file';
  const sheet = sheetOf(f.get('sheet'), cliSheet, path, none, errors);
  let ships: Ship[] = [];
  if (given) {
    if (given.game.id === game.id) ships = given.ships;
    else errors.push(new DataError(root.pos, 'ships', `the ships are for ${given.game.id}, but this kit is for ${game.id}`));
  } else if (shipsNode) ships = gather(errors, () => kitShips(path, game, shipsNode, sheet, f.get('sheet'))) ?? [];
  else if (needShips && !meant.has('ships')) errors.push(new DataError(root.pos, 'ships', 'missing; expected a ships file path or a list of ships'));
  if (errors.length > before) return undefined;
  return { path, title: title!, game, paper: paperKey(paperText!), ships, print };
}

/**
 * The print list, in the kit's order, each entry's problems gathered into `errors` (its place in the
 * list then holds undefined). A mapping names each printable once ("range-stick: 4", or its options
 * with a count); a list of entries, each naming its printable, may name one several times.
 */
function printEntries(game: Game, node: PNode, dir: string, errors: DataError[], wide: Wide): (PrintEntry | undefined)[] {
  if (node.kind === 'map') {
    return [...node.entries].map(([name, { keyPos, node: value }]) => gather(errors, () => printEntry(game, name, keyPos, value, `print.${excerpt(name)}`, dir, wide)));
  }
  if (node.kind !== 'seq') return [];
  return node.items.map((item, i) => gather(errors, () => {
    const at = `print[${i}]`;
    const named = item.kind === 'map' ? item.entries.get('printable') : undefined;
    if (item.kind !== 'map' || !named) {
      throw new DataError(item.pos, at, `expected an entry naming its printable, e.g. "{ printable: range-stick, count: 4 }", got ${item.kind === 'map' ? 'no printable key' : 'a single value'}`);
    }
    const name = validate(named.node, { type: 'string' }, `${at}.printable`) as string;
    return printEntry(game, name, named.node.pos, item, at, dir, wide, `${at}.printable`);
  }));
}

/** One entry: `node` is its count, or its options with a count (and in a list, its printable's name). */
function printEntry(game: Game, name: string, namePos: DataError['pos'], node: PNode, at: string, dir: string, wide: Wide, nameField = at): PrintEntry {
  const printable = game.printables.find((p) => p.name === name);
  if (!printable) {
    const known = game.printables.map((p) => p.name);
    throw new DataError(namePos, nameField, `${nameField === at ? '' : `${quote(name)} is `}not a printable of ${game.id}; expected one of: ${known.join(', ')}${didYouMean(name, known)}`);
  }
  if (node.kind !== 'map') return { printable, count: validate(node, COUNT, at) as number, options: {}, pos: namePos };
  const listed: Record<string, Field> = nameField !== at ? { printable: { type: 'string' } } : {};
  const fields = { ...listed, count: { ...COUNT, default: 1 }, ...printable.options };
  const { count, printable: _name, ...options } = validate(node, { type: 'object', fields }, at) as Record<string, unknown>;
  // a layout key the entry leaves out is the kit's to give, not its default
  for (const key of KIT_LAYOUT_KEYS) if (!node.entries.has(key)) delete options[key];
  // a pouch (or a rounded cut) of the entry's own needs laminating, the entry's own or the kit's
  const layout = options.layout ?? (takes({ printable, options, count: 1 }, 'layout', wide.layout) ? wide.layout : undefined);
  const mixed = laminateProblem(printable, { ...options, layout });
  if (mixed) throw new DataError(node.entries.get(mixed.key)!.node.pos, `${at}.${mixed.key}`, mixed.problem);
  // a file named in a kit is found beside the kit, wherever the command is run from
  for (const [key, field] of Object.entries(printable.options)) {
    if (!field.file || typeof options[key] !== 'string') continue;
    const rel = options[key] as string;
    options[key] = namedFile(dir, rel);
    // read now, so a broken file is found by check and named at the kit's own line
    const entry = node.entries.get(key)!;
    readNamed(entry.node, `${at}.${key}`, rel, () => (field.read ?? loadFile)(options[key] as string));
  }
  return { printable, count: count as number, options, pos: namePos };
}

/**
 * The sheet asked for: --sheet (`cli`), else the kit's `sheet` key. `none` says why the kit at
 * `path` has no workbook to read it from (its ships are listed, or not named at all), when it has none.
 */
function sheetOf(node: PNode | undefined, cli: string | undefined, path: string, none: string | undefined, errors: DataError[]): SheetName | undefined {
  const to = 'chooses a sheet of an .xlsx or .ods file';
  if (cli !== undefined) {
    if (none) throw new SheetChoice('--sheet', `${path} ${none}; --sheet ${to}`);
    return { name: cli, by: '--sheet' };
  }
  if (!node) return undefined;
  const name = validate(node, SHEET, 'sheet', errors) as string | undefined;
  if (name !== undefined && none) errors.push(new DataError(node.pos, 'sheet', `the kit ${none}; sheet: ${to}`));
  return name === undefined || none ? undefined : { name, by: 'sheet' };
}

function kitShips(kitPath: string, game: Game, node: PNode, sheet?: SheetName, sheetNode?: PNode): Ship[] | undefined {
  if (node.kind === 'seq') return shipsOf(node, game, 'ships');
  const rel = validate(node, { type: 'string' }, 'ships') as string;
  // a spreadsheet without a game column is taken to be for the kit's game; a sheet the kit names that
  // cannot be read is reported at the kit's own line
  const load = () => {
    try {
      return loadShipsFile(namedFile(dirname(kitPath), rel), game, sheet);
    } catch (err) {
      if (err instanceof SheetChoice && err.by === 'sheet' && sheetNode) throw new DataError(sheetNode.pos, 'sheet', err.reason);
      throw err;
    }
  };
  const file = readNamed(node, 'ships', rel, load);
  if (file.game.id !== game.id) throw new DataError(node.pos, 'ships', `the ships file is for ${file.game.id}, but this kit is for ${game.id}`);
  return file.ships;
}

const names = (game: Game): string => game.printables.map((p) => p.name).join(', ');

/**
 * A file named in `dir`'s kit or convention, as messages show it: relative to the current folder,
 * as a compiler shows an included file (or absolute, when written so).
 */
export const namedFile = (dir: string, rel: string): string => (isAbsolute(rel) ? rel : relative(platform().cwd(), resolve(dir, rel)) || '.');

/** Reads a named file; one that cannot be read is reported at the line that names it. */
export function readNamed<T>(node: PNode, field: string, rel: string, read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof UnreadableFile) throw new DataError(node.pos, field, `cannot read ${quotePath(rel)}: ${err.reason}`);
    if (err instanceof NotThatFile) throw new DataError(node.pos, field, `${quotePath(rel)} is not a ${err.what}: ${err.why}`);
    throw err;
  }
}
