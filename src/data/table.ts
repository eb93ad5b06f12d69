// A spreadsheet as rows of cells that remember where they are: CSV through csv-parse (line and column
// of every character, so a problem inside a cell points into it), .xlsx and .ods through SheetJS
// (src/data/workbook.ts; a problem names its cell, `Sheet1!C7`). Both are read within the same bounds
// (src/data/cells.ts): rows with values, columns, and the text a CSV file may hold.
import { extname } from '../platform/index.js';
import { DataError, type Position } from '../errors.js';
import { Malformed } from './node.js';
import { loadPackage } from '../lazy.js';
import { columnName, MAX_COLUMNS, MAX_ROWS, tooFarRight, tooManyRows, type Cell } from './cells.js';
import { count, MAX_TEXT_BYTES, readUserFile } from './read.js';
import { workbookRows, type SheetName } from './workbook.js';

export { blank, type Cell } from './cells.js';
export { SheetChoice, noting, type SheetName } from './workbook.js';

/**
 * The non-empty rows, each as long as the file made it; `note`: which sheet of several was read, and
 * why; `sheet` and `sheets`: a workbook's sheet read and all its sheets.
 */
export interface Table { file: string; rows: Cell[][]; note?: string; sheet?: string; sheets?: string[] }

export const SHEET_EXTENSIONS = ['.csv', '.tsv', '.xlsx', '.ods'];
export const isSheet = (path: string): boolean => SHEET_EXTENSIONS.includes(extname(path).toLowerCase());
/** A spreadsheet of sheets, of which one is read. */
export const isWorkbook = (path: string): boolean => ['.xlsx', '.ods'].includes(extname(path).toLowerCase());

/** What `--sheet` says in help. */
export const SHEET_HELP = 'the sheet of an .xlsx or .ods ship file to read, in any case (default: the first visible one headed with field names)';

/**
 * A spreadsheet's rows with values; `headings` are the field names that mark a workbook's heading
 * row, `sheet` the sheet asked for. Messages name the file by `path`, as it was given.
 */
export function readTable(path: string, headings: readonly string[] = [], sheet?: SheetName): Table {
  const bytes = readUserFile(path, MAX_TEXT_BYTES);
  const file = path;
  const { rows, note, sheet: read, sheets } = isWorkbook(path) ? workbookRows(bytes, file, headings, sheet) : { rows: csvRows(decode(bytes), file) };
  if (rows.length === 0) throw new DataError({ file, line: 1, col: 1 }, '', 'the file is empty; expected a heading row of field names, then one row per ship');
  return { file, rows, note, ...(read === undefined ? {} : { sheet: read, sheets }) };
}

// bytes 0x80 to 0x9F in Windows-1252 (the five it leaves unassigned stay as they are)
const CP1252 = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8DŽ\x8F\x90‘’“”•–—˜™š›œ\x9DžŸ';

/**
 * A CSV's text: UTF-8 (with or without a byte-order mark), UTF-16 when a mark says so (Excel's
 * "Unicode text"), and otherwise Windows-1252, which Excel's plain "CSV" is saved in on most
 * Western systems: "Intrépide" is then not valid UTF-8. (Node's own 'windows-1252' decoder reads
 * 0x80 to 0x9F as control characters, where Windows-1252 has ’ “ ” – — €.)
 */
function decode(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return bytes.toString('latin1').replace(/[\x80-\x9f]/g, (ch) => CP1252[ch.charCodeAt(0) - 0x80]);
  }
}

type Parsed = { record: string[]; info: { bytes: number } };

/**
 * The rows with values of a CSV, with the separator its heading row uses (comma, semicolon or tab),
 * a BOM or not, LF or CRLF. Each row is built as csv-parse reads it, and reading stops at the first
 * row past MAX_ROWS; blank lines are emptied beforehand, so they cost csv-parse nothing.
 */
export function csvRows(text: string, file: string): Cell[][] {
  const { parse } = loadPackage<typeof import('csv-parse/sync')>('csv-parse/sync');
  // text that did not come from a file (the library) meets the file's limit here
  if (text.length > MAX_TEXT_BYTES) throw new DataError({ file, line: 1, col: 1 }, '', `is ${count(text.length)} characters long; a CSV is read up to ${count(MAX_TEXT_BYTES)} characters`);
  text = text.replace(/^\uFEFF/, '');
  const delimiter = separator(text);
  text = emptyBlankLines(text, delimiter);
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const posOf = (offset: number): Position => {
    let lo = 0;
    for (let hi = lineStarts.length - 1; lo < hi;) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { file, line: lo + 1, col: offset - lineStarts[lo] + 1 };
  };
  // csv-parse counts UTF-8 bytes; each record starts where the one before ended, after any empty
  // lines it skipped
  const buf = Buffer.from(text, 'utf8');
  let byte = 0;
  let start = 0;
  const rows: Cell[][] = [];
  const onRecord = ({ record, info }: Parsed): null => {
    const read = buf.subarray(byte, info.bytes).toString('utf8');
    byte = info.bytes;
    const skipped = read.length - read.replace(/^[\r\n]+/, '').length;
    const [raw, rowStart] = [read.slice(skipped), start + skipped];
    start += read.length;
    let last = record.length - 1;
    while (last >= 0 && record[last].trim() === '') last--;
    if (last < 0) return null;
    if (rows.length >= MAX_ROWS) throw tooManyRows(posOf(rowStart));
    const starts = fieldStarts(raw, delimiter);
    if (last >= MAX_COLUMNS) throw tooFarRight(posOf(rowStart + starts[last]), `${last + 1} (${columnName(last)})`);
    rows.push(record.slice(0, last + 1).map((value, i): Cell => {
      const from = rowStart + starts[i];
      const quoted = raw[starts[i]] === '"';
      // a quoted cell's text starts after the quote, and each "" in it stands for one "
      const at = (offset: number): Position => {
        if (!quoted) return posOf(from + offset);
        let r = from + 1;
        for (let k = 0; k < offset; k++) r += text[r] === '"' ? 2 : 1;
        return posOf(r);
      };
      return { value: value === '' ? null : value, pos: posOf(from), at };
    }));
    return null;
  };
  try {
    parse(text, { delimiter, info: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, on_record: onRecord as never });
  } catch (err) {
    if (err instanceof DataError) throw err;
    // said at the start of the row being read: csv-parse's own line count takes a CRLF inside quotes
    // for two lines, and an unclosed quote's error comes at the end of the file
    const rest = text.slice(start);
    const message = (err as Error).message.replace(/ at line \d+/, '');
    throw new Malformed(posOf(start + rest.length - rest.replace(/^[\r\n]+/, '').length), `malformed CSV: ${message}`);
  }
  return rows;
}

/**
 * The text with every line that holds nothing but spaces and separators (outside a quoted cell)
 * emptied: csv-parse skips an empty line for nothing, but builds an error object for each row of a
 * length other than the first's, which made 450,000 blank lines cost 10 s and 1.5 GB. Lines keep
 * their numbers and the other lines their columns.
 */
function emptyBlankLines(text: string, delimiter: string): string {
  const out: string[] = [];
  let quoted = false;
  for (let from = 0; ;) {
    const end = text.indexOf('\n', from);
    const to = end < 0 ? text.length : end;
    let blankLine: boolean = !quoted;
    let fieldStart = true;
    for (let i = from; i < to; i++) {
      const ch = text[i];
      if (quoted) {
        if (ch === '"' && text[i + 1] === '"') i++;
        else if (ch === '"') quoted = false;
      } else if (ch === '"' && fieldStart) [quoted, blankLine] = [true, false];
      else if (ch !== ' ' && ch !== '\t' && ch !== '\r' && ch !== delimiter) blankLine = false;
      fieldStart = !quoted && ch === delimiter;
    }
    // a CRLF file keeps its CR: csv-parse takes the first line end it meets as every line's
    out.push(blankLine ? (text[to - 1] === '\r' ? '\r' : '') : text.slice(from, to));
    if (end < 0) return out.join('\n');
    from = end + 1;
  }
}

/** The separator of the first line with anything on it: the most frequent of comma, semicolon and tab outside quotes. */
function separator(text: string): string {
  const from = text.search(/[^\s]/);
  const end = text.indexOf('\n', Math.max(from, 0));
  const line = from < 0 ? '' : text.slice(text.lastIndexOf('\n', from) + 1, end < 0 ? text.length : end);
  const counts = new Map([[',', 0], [';', 0], ['\t', 0]]);
  for (const start of fieldStarts(line, null)) if (start > 0) counts.set(line[start - 1], counts.get(line[start - 1])! + 1);
  return [...counts].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}

/**
 * Where each field of one record starts. A field is quoted only when it starts with a quote, in
 * which a doubled quote stands for one (so `12" gun` needs no quoting). With no delimiter given,
 * any of comma, semicolon and tab separates (to find which one the heading row uses).
 */
function fieldStarts(raw: string, delimiter: string | null): number[] {
  const isDelimiter = (ch: string): boolean => (delimiter === null ? ch === ',' || ch === ';' || ch === '\t' : ch === delimiter);
  const starts = [0];
  let i = 0;
  while (i < raw.length) {
    if (raw[i] === '"' && i === starts[starts.length - 1]) {
      for (i++; i < raw.length; i++) {
        if (raw[i] === '"' && raw[i + 1] === '"') i++;
        else if (raw[i] === '"') break;
      }
      i++;
      continue;
    }
    if (isDelimiter(raw[i])) starts.push(i + 1);
    i++;
  }
  return starts;
}
