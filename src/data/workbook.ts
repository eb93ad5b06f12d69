// A workbook (.xlsx or .ods) as rows of cells, read with SheetJS within bounds on what it expands to:
// its parts are unpacked here with a cap (src/data/unzip.ts), the cells it would make are counted
// before SheetJS makes them (cell tags and hyperlink ranges in XLSX, repeated runs in ODS), and the
// sheet read is held to MAX_ROWS rows, MAX_COLUMNS columns and a CSV file's worth of text.
// The sheet read is the one asked for by name, else the first visible one whose first row holds field
// names (a workbook often opens on notes or a hidden sheet of old data), else the first visible one
// with values; a problem names its cell, `Fleet!C7`, and in a workbook of several sheets the first
// problem is followed by which sheet was read and why.
import type { WorkBook, WorkSheet } from '@e965/xlsx';
import { DataError, DataErrors, InputError, quote, type Position } from '../errors.js';
import { canonical, didYouMean } from './suggest.js';
import { headingKey, headingTop } from './headings.js';
import { loadPackage } from '../lazy.js';
import { CELLS_LIMIT, cellName, columnName, MAX_CELLS, MAX_COLUMNS, MAX_ROWS, tooFarRight, tooManyRows, type Cell } from './cells.js';
import { scanOds } from './ods.js';
import { count, MAX_TEXT_BYTES } from './read.js';
import { unzip } from './unzip.js';

type XLSX = typeof import('@e965/xlsx');
/** The build of SheetJS read with (written out where it is loaded, for the bundle); the page registers its own under this name. */
export const SHEETJS = '@e965/xlsx/dist/xlsx.mini.min.js';
interface Found { t: string; v?: unknown; w?: string }

const EMPTY = 'expected a heading row of field names, then one row per ship';

/** A sheet asked for by name, and who asked: `--sheet` on the command line, or a kit's `sheet` key. */
export interface SheetName { name: string; by: string }

/** Why the sheet asked for cannot be read (no such sheet, or no workbook to read it from); whoever asked says where. */
export class SheetChoice extends InputError {
  constructor(readonly by: string, readonly reason: string) {
    super(`${by}: ${reason}`);
    this.name = 'SheetChoice';
  }
}

/** The rows of the sheet read, and, in a workbook of several sheets, a line saying which that is and why. */
/** `sheet`: the sheet read, of the workbook's `sheets` (all of them, in order). */
export interface SheetRows { rows: Cell[][]; note?: string; sheet?: string; sheets?: string[] }

/**
 * The rows of the sheet read: the one `named`, else the first visible one headed with field names;
 * `headings` are the names a heading row may hold (matched as headings are: any case and spacing).
 */
export function workbookRows(bytes: Buffer, file: string, headings: readonly string[], named?: SheetName): SheetRows {
  const kind = file.toLowerCase().endsWith('.ods') ? 'ODS' : 'XLSX';
  const at1 = { file, line: 1, col: 1 };
  const notBook = (why: string) => new DataError(at1, '', `not an ${kind} workbook${why}; save the sheet from a spreadsheet program as .xlsx, .ods or .csv`);
  // both are zip files; SheetJS would read anything else as some text format of its own
  if (bytes.subarray(0, 4).toString('latin1') !== 'PK\x03\x04') throw notBook('');
  const parts = unzip(bytes, file, kind);
  const isOds = parts.has('content.xml');
  if (!isOds && !parts.has('[Content_Types].xml')) throw notBook(' (the zip holds no sheet)');
  if (parts.has('xl/workbook.bin')) throw notBook(' (it is a binary workbook, .xlsb)');
  const hiddenOds = isOds ? scanOds(parts.get('content.xml')!.toString('utf8'), file) : new Set<string>();
  if (!isOds) countCells(parts, file);

  // SheetJS's mini build reads XLSX and ODS as the full one does, and starts in a fifth of the time
  // (0.03 s against 0.17 s here): a workbook of ships is read on every run that names it
  const xlsx = loadPackage<XLSX>('@e965/xlsx/dist/xlsx.mini.min.js');
  // SheetJS reads the parts unpacked here, not the file: it never inflates anything itself. Parts that
  // would send it to another format (Numbers, a zip inside the zip) are left out.
  const zip = xlsx.CFB.utils.cfb_new();
  for (const [name, data] of parts) {
    if (/^Index[/.]/.test(name) || (!isOds && (name === 'META-INF/manifest.xml' || name === 'objectdata.xml'))) continue;
    xlsx.CFB.utils.cfb_add(zip, name, data, { unsafe: true });
  }
  let book: WorkBook;
  try {
    const parse = (xlsx as unknown as { parse_zip(zip: unknown, opts: object): WorkBook }).parse_zip;
    book = parse(zip, { cellFormula: false, cellHTML: false, cellDates: true, cellStyles: false, sheetStubs: false, bookVBA: false });
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new DataError(at1, '', `not a spreadsheet this can read (${why.slice(0, 200)}); save it as .xlsx, .ods or .csv`);
  }

  const hidden = (name: string, i: number): boolean => (isOds ? hiddenOds.has(name) : (book.Workbook?.Sheets?.[i]?.Hidden ?? 0) !== 0);
  const sheets = book.SheetNames.map((name, i) => ({ name, sheet: book.Sheets[name], hidden: hidden(name, i) }));
  if (named) {
    // a name as typed first, then in any case (a spreadsheet program tells sheets apart in any case)
    const names = sheets.map((s) => s.name);
    const found = names.find((n) => n === named.name) ?? canonical(named.name, names);
    const listed = `${names.slice(0, 20).map(quote).join(', ')}${names.length > 20 ? '…' : ''}`;
    if (found === undefined) throw new SheetChoice(named.by, `${file} has no sheet ${quote(named.name)}; its sheets are ${listed}${didYouMean(named.name, names)}`);
    const { sheet } = sheets.find((s) => s.name === found)!;
    if (!sheet || firstRow(xlsx, sheet).length === 0) throw new DataError(at1, '', `the sheet ${quote(found)} is empty; ${EMPTY}`);
    return { rows: sheetRows(xlsx, sheet, found, file), sheet: found, sheets: names };
  }
  const filled = sheets.filter((s) => !s.hidden && s.sheet && firstRow(xlsx, s.sheet).length > 0);
  if (filled.length === 0) {
    const off = sheets.filter((s) => s.hidden).map((s) => JSON.stringify(s.name));
    if (off.length === 0) throw new DataError(at1, '', `the file is empty; ${EMPTY}`);
    const which = off.length === 1 ? `the hidden sheet ${off[0]} is` : `the hidden sheets ${off.slice(0, 3).join(', ')}${off.length > 3 ? '…' : ''} are`;
    throw new DataError(at1, '', `no visible sheet holds any values (${which} not read); ${EMPTY}`);
  }
  const names = new Set(headings.map(headingKey));
  const headed = filled.find((s) => firstRow(xlsx, s.sheet).some((f) => typeof f.v === 'string' && names.has(headingTop(f.v))));
  const chosen = headed ?? filled[0];
  // with one sheet there is nothing to choose, and nothing to say
  const why = headed ? 'the first visible one headed with field names' : 'the first visible one with values, as no visible sheet is headed with field names';
  const others = sheets.filter((s) => s !== chosen).map((s) => quote(s.name));
  const note = others.length === 0 ? undefined
    : `${file}: the sheet read is ${quote(chosen.name)}, ${why}; give --sheet NAME (or sheet: NAME in a kit) to read another: ${others.slice(0, 20).join(', ')}${others.length > 20 ? '…' : ''}`;
  return { rows: noting(note, () => sheetRows(xlsx, chosen.sheet, chosen.name, file)), note, sheet: chosen.name, sheets: sheets.map((x) => x.name) };
}

/** A problem of the sheet read, followed by the line saying which sheet that is. */
class InSheet extends DataError {
  constructor(e: DataError, note: string) {
    super(e.pos, e.field, e.problem);
    this.message += `\n${note}`;
  }
}

/** `fn`'s answer; its problems, when it has any, with `note` said once, after the first. */
export function noting<T>(note: string | undefined, fn: () => T): T {
  if (note === undefined) return fn();
  try {
    return fn();
  } catch (err) {
    if (err instanceof DataErrors) throw new DataErrors(err.errors.map((e, i) => (i === 0 ? new InSheet(e, note) : e)));
    if (err instanceof DataError) throw new InSheet(err, note);
    throw err;
  }
}

/** Whether a cell holds anything: SheetJS keeps empty cells that carry a format or a link. */
const holds = (f: Found | undefined): f is Found => f !== undefined && f.t !== 'z' && f.v !== undefined && f.v !== '';

/** The filled cells of a sheet's first row with any. */
function firstRow(xlsx: XLSX, sheet: WorkSheet): Found[] {
  let top = Infinity;
  let row: Found[] = [];
  for (const ref of Object.keys(sheet)) {
    if (ref.startsWith('!') || !holds(sheet[ref] as Found)) continue;
    const { r } = xlsx.utils.decode_cell(ref);
    if (r < top) [top, row] = [r, []];
    if (r === top) row.push(sheet[ref] as Found);
  }
  return row;
}

/** The rows with values of one sheet, each as long as its last value, every cell named as the spreadsheet names it. */
function sheetRows(xlsx: XLSX, sheet: WorkSheet, name: string, file: string): Cell[][] {
  const filled = new Map<number, Map<number, Found>>();
  for (const ref of Object.keys(sheet)) {
    const found = sheet[ref] as Found;
    if (ref.startsWith('!') || !holds(found)) continue;
    const { r, c } = xlsx.utils.decode_cell(ref);
    if (!filled.has(r)) filled.set(r, new Map());
    filled.get(r)!.set(c, found);
  }
  const pos = (r: number, c: number): Position => ({ file, line: r + 1, col: c + 1, cell: cellName(name, r, c) });
  let text = 0;
  return [...filled.keys()].sort((x, y) => x - y).map((r, k) => {
    const cells = filled.get(r)!;
    const columns = [...cells.keys()].sort((x, y) => x - y);
    if (k >= MAX_ROWS) throw tooManyRows(pos(r, columns[0]));
    const far = columns.find((c) => c >= MAX_COLUMNS);
    if (far !== undefined) throw tooFarRight(pos(r, far), columnName(far));
    return Array.from({ length: columns[columns.length - 1] + 1 }, (_, c): Cell => {
      const here = pos(r, c);
      const found = cells.get(c);
      const at = (): Position => here;
      if (!found) return { value: null, pos: here, at };
      if (found.t === 'e') throw new DataError(here, '', `the cell holds a spreadsheet error (${found.w ?? '#ERROR'}); put a value there`);
      const v = found.v;
      if (v instanceof Date) {
        const shown = found.w ?? v.toISOString().slice(0, 10);
        return { value: shown, date: shown, pos: here, at };
      }
      if (typeof v === 'string') text += v.length;
      // a CSV file holds at most MAX_TEXT_BYTES; shared strings let a small workbook hold far more
      if (text > MAX_TEXT_BYTES) {
        throw new DataError(here, '', `the cells hold more than ${count(MAX_TEXT_BYTES)} characters by here; a ship sheet is read up to ${count(MAX_TEXT_BYTES)} characters, as a CSV file is`);
      }
      const value = typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;
      return { value, pos: here, at };
    });
  });
}

/**
 * The cells SheetJS would make of an XLSX, counted in its parts before it reads them: a cell tag
 * each, a comment each, and every cell a hyperlink's range covers (it makes each one).
 */
function countCells(parts: Map<string, Buffer>, file: string): void {
  let cells = 0;
  for (const [name, data] of parts) {
    if (!name.endsWith('.xml')) continue;
    const xml = data.toString('utf8');
    for (const m of xml.matchAll(/<(?:\w+:)?(?:c[ />]|(?:threadedC|c)omment[ >]|hyperlink [^<>]*>)/g)) {
      const ref = m[0].includes('yperlink') ? (/\sref=["']([^"']*)/.exec(m[0])?.[1] ?? '') : undefined;
      const area = ref === undefined ? 1 : rangeArea(ref);
      cells += area;
      if (cells <= MAX_CELLS) continue;
      const what = ref === undefined ? `holds more than ${count(MAX_CELLS)} cells` : `has a link over ${ref.slice(0, 40)}, ${count(area)} cells`;
      throw new DataError({ file, line: 1, col: 1 }, '', `${name} ${what}; ${CELLS_LIMIT}`);
    }
  }
}

/** The cells of a range as SheetJS reads it (safe_decode_range): `A1:XFD1048576` is 17,179,869,184. */
function rangeArea(ref: string): number {
  let i = 0;
  const part = (base: number, from: number): number => {
    let n = 0;
    for (; i < ref.length; i++) {
      const d = ref.charCodeAt(i) - from;
      if (d < (base === 26 ? 1 : 0) || d > (base === 26 ? 26 : 9)) break;
      n = base * n + d;
    }
    return n - 1;
  };
  const [c1, r1] = [part(26, 64), part(10, 48)];
  if (ref[i] !== ':') return 1;
  i++;
  const [c2, r2] = [part(26, 64), part(10, 48)];
  return Math.max(0, r2 - r1 + 1) * Math.max(0, c2 - c1 + 1);
}
