// How a spreadsheet is read, beyond its cells: Windows-1252 text, date cells, which sheet of a
// workbook is read (hidden sheets skipped, the one headed by field names chosen), and the bounds on
// rows, columns and text, each refused at its place with the limit stated.
import { describe, expect, it } from 'vitest';
import { refusal as messageOf, shipFileLoader } from './helpers.js';
import { ods, orow, xlsx, xrow, zip, type XCell } from './zip.js';

const load = shipFileLoader();
const refusal = (name: string, data: string | Buffer, game?: string): string => messageOf(() => load(name, data, game));

const HEAD = ['game', 'name', 'side', 'guns'];
const SHIP = ['milk-and-cookies', 'Sea Biscuit', 'A', 4];
const sheet = (rows: XCell[][]) => rows.map((r, i) => xrow(i + 1, r));

describe('Windows-1252', () => {
  it('reads the bytes 0x80 to 0x9F as Windows-1252 (curly quotes, dashes, the euro), not as control characters', () => {
    const bytes = Buffer.concat([Buffer.from('game,name,side,guns\r\nmilk-and-cookies,O'), Buffer.from([0x92]), Buffer.from('Brien '), Buffer.from([0x93, 0x80, 0x96, 0x8a, 0x94]), Buffer.from(',A,3\r\n')]);
    expect(load('a.csv', bytes).ships[0].name).toBe('O’Brien “€–Š”');
    // the same letters as UTF-8 are read as UTF-8
    expect(load('a.csv', Buffer.from('game,name,side,guns\nmilk-and-cookies,O’Brien,A,3\n')).ships[0].name).toBe('O’Brien');
  });
});

describe('date cells', () => {
  it('are refused where text or numbers are expected, naming the sheet, the cell and its column', () => {
    // 45293.127 is 2 January 2024 at 03:02; 4 is 4 January 1900, as a cell formatted as a date shows 4
    const book = xlsx([{ name: 'Fleet', rows: sheet([HEAD, ['milk-and-cookies', { date: 45293.127 }, 'A', 3], ['milk-and-cookies', 'Jolly Roger', 'B', { date: 4 }]]) }]);
    expect(refusal('a.xlsx', book).split('\n')).toEqual([
      'a.xlsx:Fleet!B2: ships[0].name: the cell holds a date (1/2/24 3:02), not text or a number; format the cell as text or a number and type the value again',
      'a.xlsx:Fleet!D3: ships[1].guns: the cell holds a date (1/4/00 0:00), not text or a number; format the cell as text or a number and type the value again',
    ]);
    const sheetOds = ods([{ name: 'Fleet', rows: [orow(HEAD), `<table:table-row>${['milk-and-cookies', 'Sea Biscuit', 'A'].map((v) => `<table:table-cell office:value-type="string"><text:p>${v}</text:p></table:table-cell>`).join('')}<table:table-cell office:value-type="date" office:date-value="1900-01-04"><text:p>1900-01-04</text:p></table:table-cell></table:table-row>`] }]);
    expect(refusal('a.ods', sheetOds)).toBe('a.ods:Fleet!D2: ships[0].guns: the cell holds a date (1900-01-04), not text or a number; format the cell as text or a number and type the value again');
  });
});

describe('the sheet read', () => {
  it('skips a hidden first sheet, in XLSX and in ODS', () => {
    const hidden = xlsx([{ name: 'Old fleet', state: 'hidden', rows: sheet([HEAD, ['milk-and-cookies', 'Old Boat', 'A', 1]]) }, { name: 'Fleet', rows: sheet([HEAD, SHIP]) }]);
    expect(load('a.xlsx', hidden).ships.map((s) => s.name)).toEqual(['Sea Biscuit']);
    const hiddenOds = ods([{ name: 'Old fleet', hidden: true, rows: [orow(HEAD), orow(['milk-and-cookies', 'Old Boat', 'A', 1])] }, { name: 'Fleet', rows: [orow(HEAD), orow(SHIP)] }]);
    expect(load('a.ods', hiddenOds).ships.map((s) => s.name)).toEqual(['Sea Biscuit']);
  });

  it('is the first visible sheet whose first row holds field names, and messages name it', () => {
    const notes = xlsx([{ name: 'Read me', rows: sheet([['Fleet for Saturday'], ['Bring dice']]) }, { name: 'Fleet', rows: sheet([HEAD, ['milk-and-cookies', 'Sea Biscuit', 'C', 4]]) }]);
    expect(refusal('a.xlsx', notes)).toMatch(/^a\.xlsx:Fleet!C2: ships\[0\]\.side: expected one of "A", "B", got "C"/);
    const notesOds = ods([{ name: 'Read me', rows: [orow(['Fleet for Saturday'])] }, { name: 'Fleet', rows: [orow(HEAD), orow(SHIP)] }]);
    expect(load('a.ods', notesOds).ships.map((s) => s.name)).toEqual(['Sea Biscuit']);
    // with no sheet headed by field names, the first visible one is read, and its cells are named
    const none = xlsx([{ name: 'Secret', state: 'hidden', rows: sheet([HEAD, SHIP]) }, { name: 'Notes', rows: sheet([['Fleet'], ['Bring dice']]) }]);
    expect(refusal('a.xlsx', none)).toMatch(/^a\.xlsx:Notes!A1: not a ship file: its first row names no field of a ship/);
    // every sheet hidden, or every visible one empty, is said as it is
    expect(refusal('a.xlsx', xlsx([{ name: 'Secret', state: 'hidden', rows: sheet([HEAD, SHIP]) }, { name: 'Blank', rows: '' }]))).toBe(
      'a.xlsx:1:1: no visible sheet holds any values (the hidden sheet "Secret" is not read); expected a heading row of field names, then one row per ship');
  });
});

describe('bounds on what a sheet holds', () => {
  it('refuses a value past column CV (100 columns) at its cell, in CSV and workbooks; empty cells past it are fine', () => {
    const far = `${HEAD.join(',')}${','.repeat(200)}\n${SHIP.join(',')}${','.repeat(200)}\n`;
    expect(load('a.csv', far).ships).toHaveLength(1);
    const stray = `${HEAD.join(',')}\n${SHIP.join(',')}${','.repeat(97)}x\n`;
    expect(refusal('a.csv', stray)).toBe(`a.csv:2:${SHIP.join(',').length + 98}: a value in column 101 (CW); a ship sheet is read up to column CV (100 columns)`);
    expect(refusal('a.xlsx', xlsx([{ name: 'Sheet1', rows: [xrow(1, HEAD), xrow(2, SHIP).replace('</row>', '<c r="CW2"><v>1</v></c></row>')] }]))).toBe(
      'a.xlsx:Sheet1!CW2: a value in column CW; a ship sheet is read up to column CV (100 columns)');
  });

  it('refuses more than 5,000 rows with values at the first row past them; blank rows do not count', () => {
    const rows = Array.from({ length: 5000 }, () => SHIP.join(','));
    expect(refusal('a.csv', `${HEAD.join(',')}\n${rows.join('\n\n,,,\n')}\n`)).toBe(`a.csv:14999:1: more than 5,000 rows with values; a ship sheet is read up to 5,000 rows (a game takes at most 500 ships)`);
    const book = xlsx([{ name: 'Sheet1', rows: [xrow(1, HEAD), ...rows.map((_, i) => xrow(2 * i + 2, SHIP))] }]);
    expect(refusal('a.xlsx', book)).toBe('a.xlsx:Sheet1!A10000: more than 5,000 rows with values; a ship sheet is read up to 5,000 rows (a game takes at most 500 ships)');
  });

  it('refuses a workbook whose cells hold more than 1,000,000 characters, as a CSV file may', () => {
    // one shared string of 200,000 characters in six cells
    const rows = [xrow(1, HEAD), ...Array.from({ length: 6 }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>milk-and-cookies</t></is></c><c r="B${i + 2}" t="s"><v>0</v></c></row>`)];
    expect(refusal('a.xlsx', xlsx([{ name: 'Sheet1', rows }], ['x'.repeat(200_000)]))).toBe(
      'a.xlsx:Sheet1!B6: the cells hold more than 1,000,000 characters by here; a ship sheet is read up to 1,000,000 characters, as a CSV file is');
  });

  it('refuses a zip that is not a workbook, or one saved encrypted, by what it is', () => {
    expect(refusal('a.xlsx', xlsx([{ name: 'Sheet1', rows: sheet([HEAD, SHIP]) }]).subarray(0, 400))).toMatch(/^a\.xlsx:1:1: not an XLSX workbook \(the zip is cut short or damaged\); save the sheet/);
    expect(refusal('a.xlsx', zip([{ name: 'notes.txt', data: 'fleet' }]))).toMatch(/^a\.xlsx:1:1: not an XLSX workbook \(the zip holds no sheet\); save the sheet/);
    expect(refusal('a.ods', zip([{ name: 'content.xml', data: '<x/>', encrypted: true }]))).toMatch(/^a\.ods:1:1: not an ODS workbook \(it is encrypted: save it without a password\); save the sheet/);
    expect(refusal('a.xlsx', zip([{ name: 'xl/worksheets/sheet1.xml', data: 'x', stored: true }, { name: 'x', data: 'y' }]).subarray(0, 60))).toMatch(/^a\.xlsx:1:1: not an XLSX workbook \(the zip is cut short or damaged\)/);
  });
});
