// Spreadsheets that are small as files but huge once read: a cell far to the right on every row, a
// shared string or a sheet that unpacks to hundreds of megabytes, ODS cells repeated by the million,
// a CSV of nothing but blank lines. Each runs through the real command line in a worker process with
// a 20 s and 1 GB limit (the fuzz pool), so a regression fails its case instead of taking the machine
// down; each must end in a clean refusal naming its place and the limit, or a success.
import { describe, expect, it } from 'vitest';
import { ocell, ods, orow, repeated, SHEET_XML, xlsx, xrow } from './zip.js';

interface Case { id: string; game: string; argv: string[]; files: Record<string, Buffer | string>; special: object; output: null; mutations: string[] }
interface Result { case: Case; outcome: string; detail?: string; ms: number; peak: number; err?: string[] }
type Pool = { runCases: (n: number, at: (i: number) => Case, opts?: object) => Promise<Result[]> };

const HEAD = ['game', 'name', 'side', 'guns'];
const SHIP = ['milk-and-cookies', 'Sea Biscuit', 'A', 4];

/** Each hostile file, what it is, and how it must end: refused with a message matching, or 'ok'. */
const HOSTILE: [string, string, () => Buffer | string, RegExp | 'ok'][] = [
  ['2,000 rows each with a cell in column XFD (15 KB)', 'fleet.xlsx', () => xlsx([{ name: 'Sheet1', rows: [xrow(1, HEAD), ...Array.from({ length: 2000 }, (_, i) => xrow(i + 2, SHIP).replace('</row>', `<c r="XFD${i + 2}"><v>1</v></c></row>`))] }]),
    /^fleet\.xlsx:Sheet1!XFD2: a value in column XFD; a ship sheet is read up to column CV \(100 columns\)$/],
  ['one shared string that unpacks to 450 MB (460 KB)', 'fleet.xlsx', () => xlsx([{ name: 'Sheet1', rows: [xrow(1, HEAD), '<row r="2"><c r="B2" t="s"><v>0</v></c></row>'] }], repeated('x'.repeat(1 << 20), 450, '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>', '</t></si></sst>')),
    /^fleet\.xlsx:1:1: xl\/sharedStrings\.xml unpacks to 471,859,\d{3} bytes; a workbook is read up to 10,000,000 bytes unpacked/],
  ['a sheet that unpacks to 950 MB (970 KB)', 'fleet.xlsx', () => xlsx([{ name: 'Sheet1', rows: repeated(' '.repeat(1 << 20), 950, SHEET_XML.head + xrow(1, HEAD), SHEET_XML.tail) }]),
    /^fleet\.xlsx:1:1: xl\/worksheets\/sheet1\.xml unpacks to 996,\d{3},\d{3} bytes; a workbook is read up to 10,000,000 bytes unpacked/],
  ['a sheet whose zip header says 600 bytes but which unpacks to 50 MB', 'fleet.xlsx', () => lying(),
    /^fleet\.xlsx:1:1: xl\/worksheets\/sheet1\.xml unpacks to more than 10,000,000 bytes; a workbook is read up to 10,000,000 bytes unpacked/],
  ['600,000 cells in 9 MB of sheet XML (20 KB)', 'fleet.xlsx', () => xlsx([{ name: 'Sheet1', rows: repeated('<c><v>1</v></c>'.repeat(1000), 600, SHEET_XML.head + xrow(1, HEAD) + '<row r="2">', '</row>' + SHEET_XML.tail) }]),
    /^fleet\.xlsx:1:1: xl\/worksheets\/sheet1\.xml holds more than 500,000 cells; a workbook is read up to 500,000 cells \(5,000 rows of 100 columns\)$/],
  ['a hyperlink over every cell of a sheet (1 KB)', 'fleet.xlsx', () => xlsx([{ name: 'Sheet1', rows: repeated('', 0, SHEET_XML.head + xrow(1, HEAD), '</sheetData><hyperlinks><hyperlink ref="A1:XFD1048576" location="Sheet1!A1"/></hyperlinks></worksheet>') }]),
    /^fleet\.xlsx:1:1: xl\/worksheets\/sheet1\.xml has a link over A1:XFD1048576, 17,179,869,184 cells; a workbook is read up to 500,000 cells/],
  ['an ODS cell repeated 16,384 across and 1,000 down (3 KB)', 'fleet.ods', () => ods([{ name: 'Sheet1', rows: [orow(HEAD), `<table:table-row table:number-rows-repeated="1000">${ocell('x', ' table:number-columns-repeated="16384"')}</table:table-row>`] }]),
    /^fleet\.ods:Sheet1!A2: repeated 16,384 times across and 1,000 times down, this cell makes the workbook 16,384,004 cells; a workbook is read up to 500,000 cells \(5,000 rows of 100 columns\)$/],
  ['an ODS row repeated 1,000,000 times', 'fleet.ods', () => ods([{ name: 'Sheet1', rows: [orow(HEAD), `<table:table-row table:number-rows-repeated="1000000">${ocell('x')}</table:table-row>`] }]),
    /^fleet\.ods:Sheet1!A2: repeated 1,000,000 times down, this cell makes the workbook 1,000,004 cells; a workbook is read up to 500,000 cells/],
  ['900 KB of empty lines after the ships', 'fleet.csv', () => `${HEAD.join(',')}\n${SHIP.join(',')}\n${'\n'.repeat(900_000)}`, 'ok'],
  ['450,000 lines of one space after the ships', 'fleet.csv', () => `${HEAD.join(',')}\n${SHIP.join(',')}\n${' \n'.repeat(450_000)}`, 'ok'],
  ['300,000 lines of separators only', 'fleet.csv', () => `${HEAD.join(',')}\n${SHIP.join(',')}\n${',,\n'.repeat(300_000)}`, 'ok'],
  ['330,000 short rows of one letter', 'fleet.csv', () => `${HEAD.join(',')}\n${SHIP.join(',')}\n${'x\n'.repeat(330_000)}`,
    /^fleet\.csv:5001:1: more than 5,000 rows with values; a ship sheet is read up to 5,000 rows \(a game takes at most 500 ships\)$/],
];

/** A sheet part whose zip headers state 600 bytes but whose stream unpacks to 50 MB. */
function lying(): Buffer {
  const book = xlsx([{ name: 'Sheet1', rows: repeated(' '.repeat(1 << 20), 50, SHEET_XML.head + xrow(1, HEAD), SHEET_XML.tail) }]);
  // the stated size sits at offset 22 of the local header and 24 of the central one
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  for (let at = book.indexOf(name); at >= 0; at = book.indexOf(name, at + 1)) {
    if (book.readUInt32LE(at - 30) === 0x04034b50) book.writeUInt32LE(600, at - 30 + 22);
    if (book.readUInt32LE(at - 46) === 0x02014b50) book.writeUInt32LE(600, at - 46 + 24);
  }
  return book;
}

describe('spreadsheets that expand', () => {
  it('each ends in a clean refusal naming the limit, or a success, within 20 s and 1 GB', async () => {
    const { runCases } = (await import('./fuzz/pool.mjs' as string)) as Pool;
    const cases = HOSTILE.map(([what, file, make], i): Case => ({
      id: `sheet-${i}`, game: 'milk-and-cookies', argv: ['check', `{dir}/${file}`, '--game', 'milk-and-cookies'],
      files: { [file]: make() }, special: {}, output: null, mutations: [what],
    }));
    const results = await runCases(cases.length, (i) => cases[i], { workers: 2, timeoutMs: 20_000, memLimit: 1024 ** 3 });
    const seen = results.map((r, i) => {
      const expected = HOSTILE[i][3];
      const lines = (r.err ?? []).map((l) => l.replace(/^broadside: (?:.*\/)?(?=fleet\.)/, ''));
      const good = expected === 'ok' ? r.outcome === 'ok' : r.outcome === 'refused' && lines.length === 1 && expected.test(lines[0]);
      return `${good ? 'as expected' : 'WRONG'}: ${HOSTILE[i][0]}: ${r.outcome}${r.detail ? ` (${r.detail})` : ''} ${lines.join(' | ').slice(0, 400)}`;
    });
    expect(seen.filter((s) => s.startsWith('WRONG'))).toEqual([]);
  });
});
