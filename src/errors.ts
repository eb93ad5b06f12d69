// Typed errors: the CLI maps each kind to an exit code and prints its message, one line per problem.

/** The most characters of a user's text a message quotes whole. */
export const QUOTED = 60;
/** How much of a longer text it quotes. */
const HEAD = 40;

/**
 * `text` as a message quotes it, `wrap` putting in the quotes: whole when short, else its first
 * part and its length, `"xxxx…" (2,000,000 characters)`, so that no value is echoed back whole.
 */
export function quoteWith(text: string, wrap: (s: string) => string): string {
  if (text.length <= QUOTED) return wrap(text);
  let n = 0;
  let head = '';
  for (const ch of text) if (n++ < HEAD) head += ch;
  if (n <= QUOTED) return wrap(text);
  return `${wrap(`${head}…`)} (${n.toLocaleString('en-US')} characters)`;
}

/** A user's text in double quotes, as JSON writes it (`"side"`), cut when long (see quoteWith). */
export const quote = (text: string): string => quoteWith(text, JSON.stringify);

/** A user's text as it is (a key in a field path), cut when long (see quoteWith). */
export const excerpt = (text: string): string => quoteWith(text, oneLine);

/**
 * The most bytes of a path a message quotes whole: the longest a system takes (PATH_MAX). A user
 * needs the whole path they typed to see which file is meant; a longer text is no path, and is cut.
 */
export const PATH_BYTES = 4096;

const pathWith = (path: string, wrap: (s: string) => string): string =>
  path.length <= PATH_BYTES && new TextEncoder().encode(path).length <= PATH_BYTES ? wrap(path) : quoteWith(path, wrap);

/** A path a user named, in double quotes: whole up to PATH_BYTES, else cut as any text (see quoteWith). */
export const quotePath = (path: string): string => pathWith(path, JSON.stringify);

/** A path a user named, as it is (before a colon, say): whole up to PATH_BYTES, else cut as any text. */
export const excerptPath = (path: string): string => pathWith(path, oneLine);

/** Line breaks written as \\n: a problem is given on one line. */
export const oneLine = (s: string): string => s.replace(/[\r\n]/g, (c) => (c === '\n' ? '\\n' : '\\r'));

/**
 * The longest line a message has; past it a line is surely a value echoed back, and is cut. Three
 * whole paths (a kit, a file it names, an output) and their words fit.
 */
const LONGEST_LINE = 4 * PATH_BYTES;

const capLines = (message: string): string =>
  message.length <= LONGEST_LINE ? message : message.split('\n').map((line) => (line.length <= LONGEST_LINE ? line : `${line.slice(0, LONGEST_LINE / 2)}… (${line.length.toLocaleString('en-US')} characters)`)).join('\n');

/** Bad input or usage: the user can fix it. Exit code 2. */
export class InputError extends Error {
  readonly exitCode = 2;
  constructor(message: string) {
    super(capLines(message));
    this.name = 'InputError';
  }
}

/** A file that cannot be read at all; whoever named the file may say where it was named. */
export class UnreadableFile extends InputError {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${path}: cannot read file (${reason})`);
    this.name = 'UnreadableFile';
  }
}

export interface Position {
  file: string;
  line: number;
  col: number;
  /** A spreadsheet cell as the spreadsheet names it (`Sheet1!C7`); line and col are then its row and column. */
  cell?: string;
}

// a value given in code (line 0) has no line: the field path after it says where it is
export const where = (p: Position): string => (p.cell ? `${p.file}:${p.cell}` : p.line === 0 ? p.file : `${p.file}:${p.line}:${p.col}`);

/** An error at a place in an input file: `ships.yaml:7:5: ships[2].guns: expected …, got …`. */
export class DataError extends InputError {
  constructor(
    readonly pos: Position,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${where(pos)}: ${field ? field + ': ' : ''}${problem}`);
    this.name = 'DataError';
  }
}

/** How many problems one run reports; a file with more is surely wrong throughout. */
export const MAX_REPORTED = 50;

/**
 * Several problems found in one pass, in file order (files in the order first met, then line and
 * column). It stands at the first problem, so code that handles one DataError handles it too; its
 * message has one line per problem, at most MAX_REPORTED of them.
 */
export class DataErrors extends DataError {
  readonly errors: DataError[];
  constructor(errors: DataError[]) {
    const files = [...new Set(errors.map((e) => e.pos.file))];
    const sorted = errors
      .map((e, i) => ({ e, i }))
      .sort((a, b) => files.indexOf(a.e.pos.file) - files.indexOf(b.e.pos.file) || a.e.pos.line - b.e.pos.line || a.e.pos.col - b.e.pos.col || a.i - b.i)
      .map(({ e }) => e);
    super(sorted[0].pos, sorted[0].field, sorted[0].problem);
    this.errors = sorted;
    const shown = sorted.slice(0, MAX_REPORTED).map((e) => e.message);
    const cut = sorted.length - shown.length;
    if (cut > 0) shown.push(`${cut} more problem${cut === 1 ? '' : 's'} not shown (the first ${MAX_REPORTED} of ${sorted.length} are listed)`);
    this.message = shown.join('\n');
    this.name = 'DataErrors';
  }
}

/** The one error, or all of them as one. */
export const allOf = (errors: DataError[]): DataError => (errors.length === 1 ? errors[0] : new DataErrors(errors));

/** Throws what was collected, if anything was. */
export function throwAll(errors: DataError[]): void {
  if (errors.length > 0) throw allOf(errors);
}

/** Runs `fn`, adding the data errors it throws to `into` (and answering undefined) rather than stopping. */
export function gather<T>(into: DataError[], fn: () => T): T | undefined {
  try {
    return fn();
  } catch (err) {
    if (err instanceof DataErrors) into.push(...err.errors);
    else if (err instanceof DataError) into.push(err);
    else throw err;
    return undefined;
  }
}

export function exitCodeOf(err: unknown): number {
  return err instanceof InputError ? err.exitCode : 1;
}
