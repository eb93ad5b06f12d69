// Which sheet of a workbook is read, and how a person learns it: a problem names the file by the path
// it was given as; in a workbook of several sheets the first problem is followed by the sheet read
// and why it was chosen; --sheet NAME (or a kit's sheet: key) reads another, named in any case.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadKit } from '../src/data/kit.js';
import { loadShipsFile } from '../src/data/ships.js';
import { cli, ownFolders, refusal, write } from './helpers.js';
import { xlsx, xrow, ods, orow, type XCell } from './zip.js';

const folder = ownFolders();

const HEAD = ['game', 'name', 'side', 'guns'];
const rows = (...r: XCell[][]) => r.map((cells, i) => xrow(i + 1, cells));
const NOTES = { name: 'Read me', rows: rows(['Fleet for Saturday'], ['Bring dice']) };
const FLEET = (side = 'A') => ({ name: 'Fleet', rows: rows(HEAD, ['milk-and-cookies', 'Sea Biscuit', side, 4]) });
const ANOTHER = 'give --sheet NAME (or sheet: NAME in a kit) to read another';

describe('a spreadsheet\'s messages', () => {
  it('name the file by the path it was given as, in CSV, XLSX and ODS', () => {
    folder();
    mkdirSync('ships');
    expect(refusal(() => loadShipsFile(write('ships/fleet.csv', 'game,name,side,guns\nmilk-and-cookies,Sea Biscuit,C,4\n')))).toBe(
      'ships/fleet.csv:2:30: ships[0].side: expected one of "A", "B", got "C"');
    expect(refusal(() => loadShipsFile(write('ships/fleet.xlsx', xlsx([FLEET('C')]))))).toBe(
      'ships/fleet.xlsx:Fleet!C2: ships[0].side: expected one of "A", "B", got "C"');
    expect(refusal(() => loadShipsFile(write('ships/fleet.ods', ods([{ name: 'Fleet', rows: [orow(HEAD), orow(['milk-and-cookies', 'Sea Biscuit', 'C', 4])] }]))))).toBe(
      'ships/fleet.ods:Fleet!C2: ships[0].side: expected one of "A", "B", got "C"');
    expect(refusal(() => loadShipsFile(write('ships/empty.xlsx', xlsx([{ name: 'Sheet1', rows: '' }]))))).toBe(
      'ships/empty.xlsx:1:1: the file is empty; expected a heading row of field names, then one row per ship');
    // a kit names its ships file as found from where the command runs
    write('kit.yaml', 'game: milk-and-cookies\nships: ships/fleet.xlsx\nprint:\n  boat-record: 1\n');
    expect(refusal(() => loadKit('kit.yaml'))).toBe('ships/fleet.xlsx:Fleet!C2: ships[0].side: expected one of "A", "B", got "C"');
  });

  it('say, after the first problem, which sheet of several was read and why', () => {
    folder();
    expect(refusal(() => loadShipsFile(write('fleet.xlsx', xlsx([NOTES, FLEET('C')])))).split('\n')).toEqual([
      'fleet.xlsx:Fleet!C2: ships[0].side: expected one of "A", "B", got "C"',
      `fleet.xlsx: the sheet read is "Fleet", the first visible one headed with field names; ${ANOTHER}: "Read me"`,
    ]);
    // none headed with field names: the first visible one with values is read, and said to be no ship
    // file, the other sheets (a hidden one among them) counted but not named
    const secret = { name: 'Secret', state: 'hidden' as const, rows: rows(HEAD, ['milk-and-cookies', 'Sea Biscuit', 'A', 4]) };
    expect(refusal(() => loadShipsFile(write('notes.xlsx', xlsx([secret, NOTES, { name: 'Blank', rows: '' }])))).split('\n')).toEqual([
      'notes.xlsx:\'Read me\'!A1: not a ship file: its first row names no field of a ship; expected a heading row of field names (game, name, side, guns …), then one row per ship (the workbook has 3 sheets: give --sheet NAME, or sheet: NAME in a kit, to read another)',
    ]);
    // a problem in a cell of the sheet read, found while reading it
    const err = xlsx([NOTES, { name: 'Fleet', rows: [xrow(1, HEAD), '<row r="2"><c r="A2" t="e"><v>#N/A</v></c></row>'] }]);
    expect(refusal(() => loadShipsFile(write('err.xlsx', err))).split('\n')[1]).toBe(`err.xlsx: the sheet read is "Fleet", the first visible one headed with field names; ${ANOTHER}: "Read me"`);
  });

  it('say nothing of the sheet when the workbook has one', () => {
    folder();
    expect(refusal(() => loadShipsFile(write('fleet.xlsx', xlsx([FLEET('C')]))))).toBe('fleet.xlsx:Fleet!C2: ships[0].side: expected one of "A", "B", got "C"');
  });
});

describe('--sheet NAME', () => {
  const BOOK = () => xlsx([NOTES, FLEET('A'), { name: 'Sunday', rows: rows(HEAD, ['milk-and-cookies', 'Jolly Roger', 'B', 3], ['milk-and-cookies', 'Cookie', 'A', 2]) }]);

  it('reads the sheet named, in any case, for check, make and kit', async () => {
    folder();
    write('fleet.xlsx', BOOK());
    expect((await cli('check', 'fleet.xlsx')).out).toBe('fleet.xlsx: ok: 1 ships for milk-and-cookies');
    const r = await cli('check', 'fleet.xlsx', '--sheet', 'sunday');
    expect(r.code).toBe(0);
    expect(r.out).toBe('fleet.xlsx: ok: 2 ships for milk-and-cookies');
    expect((await cli('make', 'boat-record', '--ships', 'fleet.xlsx', '--sheet', 'Sunday', '--out', 'records.pdf')).out).toMatch(/^records\.pdf \((1 page|\d+ pages)\)$/);
    write('kit.yaml', 'game: milk-and-cookies\nships: fleet.xlsx\nprint:\n  boat-record: 1\n');
    expect((await cli('check', 'kit.yaml', '--sheet', 'SUNDAY')).out).toMatch(/, 2 ships,/);
    expect((await cli('kit', 'kit.yaml', '--sheet', 'Sunday', '--out', 'kit.pdf')).code).toBe(0);
    // the next run reads as it would have without it
    expect((await cli('check', 'kit.yaml')).out).toMatch(/, 1 ships,/);
  });

  it('reads a hidden sheet when named, and says when the sheet named is empty', async () => {
    folder();
    write('fleet.xlsx', xlsx([{ name: 'Old', state: 'hidden', rows: rows(HEAD, ['milk-and-cookies', 'Old Boat', 'A', 1]) }, FLEET('A'), { name: 'Blank', rows: '' }]));
    expect((await cli('check', 'fleet.xlsx', '--sheet', 'old')).out).toBe('fleet.xlsx: ok: 1 ships for milk-and-cookies');
    expect((await cli('check', 'fleet.xlsx', '--sheet', 'Blank')).err).toBe(
      'broadside: fleet.xlsx:1:1: the sheet "Blank" is empty; expected a heading row of field names, then one row per ship');
  });

  it('is refused, with the sheets and a guess, when the workbook has no such sheet', async () => {
    folder();
    write('fleet.xlsx', BOOK());
    const r = await cli('check', 'fleet.xlsx', '--sheet', 'Sundy');
    expect(r.code).toBe(2);
    expect(r.err).toBe('broadside: --sheet: fleet.xlsx has no sheet "Sundy"; its sheets are "Read me", "Fleet", "Sunday"; did you mean "Sunday"?');
  });

  it('is refused where there is no workbook to read it from', async () => {
    folder();
    write('fleet.csv', 'game,name,side,guns\nmilk-and-cookies,Sea Biscuit,A,4\n');
    const csv = await cli('check', 'fleet.csv', '--sheet', 'Fleet');
    expect([csv.code, csv.err]).toEqual([2, 'broadside: --sheet: fleet.csv is not a workbook; --sheet chooses a sheet of an .xlsx or .ods file']);
    expect((await cli('make', 'range-stick', '--sheet', 'Fleet', '--out', 'x.pdf')).err).toBe('broadside: --sheet: chooses a sheet of the --ships workbook; give --ships too');
    write('kit.yaml', 'game: naval-war\nships: [{ name: Ada }, { name: Bo }]\nprint:\n  score-sheet: 1\n');
    expect((await cli('kit', 'kit.yaml', '--sheet', 'Fleet', '--out', 'kit.pdf')).err).toBe(
      'broadside: --sheet: kit.yaml lists its ships itself; --sheet chooses a sheet of an .xlsx or .ods file');
    write('event.yaml', 'tables:\n  - { name: Cards, kit: kit.yaml }\n');
    expect((await cli('check', 'event.yaml', '--sheet', 'Fleet')).err).toBe(
      'broadside: --sheet: applies to one kit or ship file; in a convention, give a table\'s kit "sheet: NAME" beside its ships');
  });
});

describe('a kit\'s sheet: key', () => {
  it('reads that sheet of the kit\'s ships workbook; --sheet stands for it', () => {
    folder();
    write('fleet.xlsx', xlsx([FLEET('A'), { name: 'Sunday', rows: rows(HEAD, ['milk-and-cookies', 'Jolly Roger', 'B', 3], ['milk-and-cookies', 'Cookie', 'A', 2]) }]));
    expect(loadKit(write('kit.yaml', 'game: milk-and-cookies\nships: fleet.xlsx\nsheet: sunday\nprint:\n  boat-record: 1\n')).ships.map((s) => s.name)).toEqual(['Jolly Roger', 'Cookie']);
    expect(loadKit('kit.yaml', { sheet: 'FLEET' }).ships.map((s) => s.name)).toEqual(['Sea Biscuit']);
  });

  it('is refused at its line when the workbook has no such sheet, or the ships are not in a workbook', () => {
    folder();
    write('fleet.xlsx', xlsx([FLEET('A'), { name: 'Sunday', rows: rows(HEAD, ['milk-and-cookies', 'Jolly Roger', 'B', 3]) }]));
    expect(refusal(() => loadKit(write('kit.yaml', 'game: milk-and-cookies\nships: fleet.xlsx\nsheet: Sundy\nprint:\n  boat-record: 1\n')))).toBe(
      'kit.yaml:3:8: sheet: fleet.xlsx has no sheet "Sundy"; its sheets are "Fleet", "Sunday"; did you mean "Sunday"?');
    write('fleet.yaml', 'game: milk-and-cookies\nships:\n  - { name: Sea Biscuit, side: A, guns: 4 }\n');
    expect(refusal(() => loadKit(write('kit.yaml', 'game: milk-and-cookies\nships: fleet.yaml\nsheet: Sunday\nprint:\n  boat-record: 1\n')))).toBe(
      'kit.yaml:3:8: sheet: fleet.yaml is not a workbook; sheet: chooses a sheet of an .xlsx or .ods file');
    expect(refusal(() => loadKit(write('kit.yaml', 'game: naval-war\nsheet: Sunday\nships: [{ name: Ada }]\nprint:\n  score-sheet: 1\n')))).toBe(
      'kit.yaml:2:8: sheet: the kit lists its ships itself; sheet: chooses a sheet of an .xlsx or .ods file');
  });
});
