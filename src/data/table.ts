// A spreadsheet as rows of cells that remember where they are: CSV through csv-parse (line and column
// of every character, so a problem inside a cell points into it), .xlsx and .ods through SheetJS (the
// first sheet; a problem names its cell, `Sheet1!C7`).
import { basename, extname } from 'node:path';
import { DataError, type Position } from '../errors.js';
import { loadPackage } from '../lazy.js';
import { MAX_TEXT_BYTES, readUserFile } from './read.js';

export interface Cell {
  /** As the file holds it: text untrimmed, or a number or true/false from a spreadsheet; null when empty. */
  value: string | number | boolean | null;
  pos: Position;
  /** The position of a character of the cell's text (the cell itself where the file cannot say). */
  at(offset: number): Position;
}

/** The non-empty rows, each as long as the file made it. */
export interface Table { file: string; rows: Cell[][] }

export const SHEET_EXTENSIONS = ['.csv', '.tsv', '.xlsx', '.ods'];
export const isSheet = (path: string): boolean => SHEET_EXTENSIONS.includes(extname(path).toLowerCase());

export function readTable(path: string): Table {
  const bytes = readUserFile(path, MAX_TEXT_BYTES);
  const file = basename(path);
  const ext = extname(path).toLowerCase();
  const rows = ext === '.xlsx' || ext === '.ods' ? workbookRows(bytes, file) : csvRows(decode(bytes), file);
  const kept = rows.filter((row) => row.some((c) => !blank(c.value)));
  if (kept.length === 0) throw new DataError({ file, line: 1, col: 1 }, '', 'the file is empty; expected a heading row of field names, then one row per ship');
  return { file, rows: kept };
}

/**
 * A CSV's text: UTF-8 (with or without a byte-order mark), UTF-16 when a mark says so (Excel's
 * "Unicode text"), and otherwise Windows-1252, which Excel's plain "CSV" is saved in on most
 * Western systems: "Intrépide" is then not valid UTF-8.
 */
function decode(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export const blank = (v: Cell['value']): boolean => v === null || (typeof v === 'string' && v.trim() === '');

/** CSV with the separator its heading row uses (comma, semicolon or tab), a BOM or not, LF or CRLF. */
export function csvRows(text: string, file: string): Cell[][] {
  const { parse } = loadPackage<typeof import('csv-parse/sync')>('csv-parse/sync');
  text = text.replace(/^\uFEFF/, '');
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const posOf = (offset: number): Position => {
    let lo = 0;
    for (let hi = lineStarts.length - 1; lo < hi;) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { file, line: lo + 1, col: offset - lineStarts[lo] + 1 };
  };
  const delimiter = separator(text);
  let records: { record: string[]; info: { bytes: number } }[];
  try {
    records = parse(text, { delimiter, info: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }) as unknown as typeof records;
  } catch (err) {
    const e = err as Error & { lines?: number };
    const message = e.message.replace(/ at line \d+/, '');
    throw new DataError({ file, line: e.lines ?? 1, col: 1 }, '', `malformed CSV: ${message}`);
  }
  // csv-parse counts UTF-8 bytes; each record starts where the one before ended
  const buf = Buffer.from(text, 'utf8');
  let byte = 0;
  let start = 0;
  return records.map(({ record, info }) => {
    const raw = buf.subarray(byte, info.bytes).toString('utf8');
    const starts = fieldStarts(raw, delimiter);
    const row = record.map((value, i): Cell => {
      const from = start + starts[i];
      const quoted = raw[starts[i]] === '"';
      // a quoted cell's text starts after the quote, and each "" in it stands for one "
      const at = (offset: number): Position => {
        if (!quoted) return posOf(from + offset);
        let r = from + 1;
        for (let k = 0; k < offset; k++) r += text[r] === '"' ? 2 : 1;
        return posOf(r);
      };
      return { value: value === '' ? null : value, pos: posOf(from), at };
    });
    byte = info.bytes;
    start += raw.length;
    return row;
  });
}

/** The separator of the first line: the most frequent of comma, semicolon and tab outside quotes. */
function separator(text: string): string {
  const line = text.slice(0, (text.indexOf('\n') + 1 || text.length + 1) - 1);
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

type XLSX = typeof import('@e965/xlsx');

/** The first sheet of a workbook, every cell named as the spreadsheet names it. */
function workbookRows(bytes: Buffer, file: string): Cell[][] {
  // both are zip files; SheetJS would read anything else as some text format of its own
  if (bytes.subarray(0, 4).toString('latin1') !== 'PK\x03\x04') {
    throw new DataError({ file, line: 1, col: 1 }, '', `not an ${extname(file).slice(1).toUpperCase()} workbook; save the sheet from a spreadsheet program as .xlsx, .ods or .csv`);
  }
  const xlsx = loadPackage<XLSX>('@e965/xlsx');
  let book: ReturnType<XLSX['read']>;
  try {
    book = xlsx.read(bytes, { type: 'buffer', cellFormula: false, cellHTML: false });
  } catch (err) {
    throw new DataError({ file, line: 1, col: 1 }, '', `not a spreadsheet this can read (${(err as Error).message}); save it as .xlsx, .ods or .csv`);
  }
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet?.['!ref']) return [];
  // a sheet's range often runs far past its values (a formatted column reaches row 1,048,576), so
  // only the cells that hold something are visited
  const filled = new Map<number, Map<number, { t: string; v?: unknown; w?: string }>>();
  let width = 0;
  for (const ref of Object.keys(sheet)) {
    if (ref.startsWith('!')) continue;
    const { r, c } = xlsx.utils.decode_cell(ref);
    const found = sheet[ref] as { t: string; v?: unknown; w?: string };
    if (found.t === 'z' || found.v === undefined || found.v === '') continue;
    if (!filled.has(r)) filled.set(r, new Map());
    filled.get(r)!.set(c, found);
    width = Math.max(width, c + 1);
  }
  // a sheet name with spaces or punctuation is quoted, as in a formula: 'Fleet list'!B3
  const prefix = /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
  const rows = [...filled.keys()].sort((x, y) => x - y).map((r) => Array.from({ length: width }, (_, c): Cell => {
    const pos = { file, line: r + 1, col: c + 1, cell: `${prefix}!${xlsx.utils.encode_cell({ r, c })}` };
    const found = filled.get(r)!.get(c);
    if (found?.t === 'e') throw new DataError(pos, '', `the cell holds a spreadsheet error (${found.w ?? '#ERROR'}); put a value there`);
    const v = found?.v;
    const value = typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : v instanceof Date ? found!.w ?? v.toISOString() : null;
    return { value, pos, at: () => pos };
  }));
  return rows;
}
