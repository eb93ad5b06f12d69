// The cells of a spreadsheet as broadside reads them, and the bounds on how many there may be. A ship
// file holds at most 500 ships of at most some 15 fields, so the bounds are many times what any real
// sheet needs while keeping the worst a small file can ask for to a few hundred MB of memory.
import { DataError, type Position } from '../errors.js';
import { count } from './read.js';

export interface Cell {
  /** As the file holds it: text untrimmed, or a number or true/false from a spreadsheet; null when empty. */
  value: string | number | boolean | null;
  pos: Position;
  /** The position of a character of the cell's text (the cell itself where the file cannot say). */
  at(offset: number): Position;
  /** A workbook cell holding a date or a time: the value as the spreadsheet shows it (then also `value`). */
  date?: string;
}

export const blank = (v: Cell['value']): boolean => v === null || (typeof v === 'string' && v.trim() === '');

/** Rows with values read from a sheet, the heading row among them: ten times the most ships a game takes. */
export const MAX_ROWS = 5_000;

/** Columns read, A to CV: the widest ship has some 15 fields. Empty cells beyond are ignored. */
export const MAX_COLUMNS = 100;

/**
 * Cells a workbook may hold, empty ones with a format included: 5,000 rows of 100 columns. SheetJS
 * holds some 500 bytes for each cell it reads, so this keeps a workbook under 300 MB.
 */
export const MAX_CELLS = MAX_ROWS * MAX_COLUMNS;

/** A column's letters: 0 → A, 99 → CV, 16383 → XFD. */
export function columnName(c: number): string {
  let s = '';
  for (let n = c + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** A cell as a formula names it: a sheet name with spaces or punctuation is quoted, 'Fleet list'!B3. */
export function cellName(sheet: string, r: number, c: number): string {
  const prefix = /^[A-Za-z_][A-Za-z0-9_.]*$/.test(sheet) ? sheet : `'${sheet.replace(/'/g, "''")}'`;
  return `${prefix}!${columnName(c)}${r + 1}`;
}

/** The refusal of a value past the last column read; `column` as the file names it. */
export const tooFarRight = (pos: Position, column: string): DataError =>
  new DataError(pos, '', `a value in column ${column}; a ship sheet is read up to column ${columnName(MAX_COLUMNS - 1)} (${MAX_COLUMNS} columns)`);

/** The refusal of the first row with values past the last one read. */
export const tooManyRows = (pos: Position): DataError =>
  new DataError(pos, '', `more than ${count(MAX_ROWS)} rows with values; a ship sheet is read up to ${count(MAX_ROWS)} rows (a game takes at most 500 ships)`);

/** How the refusal of too many cells ends: the limit and what it amounts to. */
export const CELLS_LIMIT = `a workbook is read up to ${count(MAX_CELLS)} cells (${count(MAX_ROWS)} rows of ${MAX_COLUMNS} columns)`;
