// Ship files written as spreadsheets: CSV (any separator, quoting, BOM, CRLF), XLSX and ODS load to
// the same ships as YAML, and every problem names its place: line:col in a CSV (inside a cell too),
// Sheet!Cell in a workbook.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { loadShipsFile as loadShips } from '../src/data/ships.js';
import { fieldsSchema } from '../src/games/fields.js';
import { gameById } from '../src/games/registry.js';
import type { Game } from '../src/games/types.js';
import { ROOT, cli, refusal as messageOf, ownFolders, scratch, shipFileLoader, write } from './helpers.js';

const GAMES = ['milk-and-cookies', 'crane', 'ironclads', 'beat-to-quarters', 'naval-war'];

const load = shipFileLoader();
const refusal = (name: string, data: string | Buffer, game?: string): string => messageOf(() => load(name, data, game));

/** A workbook of one sheet, as SheetJS writes it. */
function workbook(rows: unknown[][], bookType: 'xlsx' | 'ods', sheet = 'Sheet1', edit?: (ws: XLSX.WorkSheet) => void): Buffer {
  const wb = XLSX.utils.book_new();
  const ws = XLSX.utils.aoa_to_sheet(rows);
  edit?.(ws);
  XLSX.utils.book_append_sheet(wb, ws, sheet);
  return XLSX.write(wb, { type: 'buffer', bookType });
}

const MC = [{ name: 'Sea Biscuit', side: 'A', guns: 4 }, { name: 'Jolly Roger', side: 'B', guns: 3 }];

describe('CSV', () => {
  it('finds the separator from the heading row: comma, semicolon or tab', () => {
    for (const sep of [',', ';', '\t']) {
      const text = ['game', 'name', 'side', 'guns'].join(sep) + '\n' + MC.map((s) => ['milk-and-cookies', s.name, s.side, s.guns].join(sep)).join('\n') + '\n';
      expect(load('a.csv', text).ships, JSON.stringify(sep)).toEqual(MC);
    }
    // the other separators are plain text in a cell
    expect(load('a.csv', 'game;name;side;guns\nmilk-and-cookies;Biscuit, the second;A;4\n').ships[0].name).toBe('Biscuit, the second');
    expect(load('a.csv', 'game\tname\tside\tguns\nmilk-and-cookies\tBiscuit; Roger\tA\t4\n').ships[0].name).toBe('Biscuit; Roger');
  });

  it('reads quoted cells holding separators, quotes and line breaks, and a quote inside a plain cell', () => {
    const text = 'game,name,side,guns\nmilk-and-cookies,"Biscuit, ""the"" second",A,4\nmilk-and-cookies,12" Roger,B,3\n';
    expect(load('a.csv', text).ships.map((s) => s.name)).toEqual(['Biscuit, "the" second', '12" Roger']);
    const guns = 'game,name,side,speed,acceleration,armor,crew,hull,guns\nironclads,CSS X,C,5,2,heavy,4,4,"Bow / bow / heavy;\nPort 1 / port / medium"\nironclads,CSS Y,C,5,2,heavy,4,4,\n';
    const ships = load('a.csv', guns).ships;
    expect(ships[0].guns).toEqual([{ name: 'Bow', position: 'bow', weight: 'heavy', boxes: 1 }, { name: 'Port 1', position: 'port', weight: 'medium', boxes: 1 }]);
    expect(ships.map((s) => s.name)).toEqual(['CSS X', 'CSS Y']);
  });

  it('reads a byte-order mark and CRLF line ends without leaving them in the cells', () => {
    const text = '\uFEFFgame,name,side,guns\r\nmilk-and-cookies,Sea Biscuit,A,4\r\nmilk-and-cookies,Jolly Roger,B,3\r\n';
    expect(load('a.csv', text).ships).toEqual(MC);
    // the mark takes no column: the first cell of a row is still column 1
    expect(refusal('a.csv', '\uFEFFname,side,guns,game\r\nSea Biscuit,A,4,chess\r\n')).toMatch(/^a\.csv:2:17: game: expected one of/);
    expect(refusal('a.csv', '\uFEFFgame,name,side,guns\r\nmilk-and-cookies,Sea Biscuit,C,4\r\n')).toMatch(/^a\.csv:2:30: ships\[0\]\.side: expected one of "A", "B", got "C"/);
  });

  it('reads the encodings spreadsheet programs save CSV in: UTF-8, Windows-1252 and UTF-16 with its mark', () => {
    const text = 'game,name,side,guns\r\nmilk-and-cookies,Intrépide Łódź,A,4\r\n';
    expect(load('a.csv', Buffer.from(text, 'utf8')).ships[0].name).toBe('Intrépide Łódź');
    expect(load('a.csv', Buffer.from('\uFEFF' + text, 'utf16le')).ships[0].name).toBe('Intrépide Łódź');
    const western = text.replace(' Łódź', '');
    expect(load('a.csv', Buffer.from(western, 'latin1')).ships[0].name).toBe('Intrépide');
  });

  it('points into a cell: quoted text after escaped quotes, one gun of a list, the line after a cell with a line break', () => {
    const head = 'game,name,side,speed,acceleration,armor,crew,hull,guns\n';
    // the column is counted on the line as the file holds it, so each expected one is found there
    const col = (line: string, text: string): number => line.lastIndexOf(text) + 1;
    const plain = 'ironclads,CSS X,C,5,2,heavy,4,4,Bow / bow / heavy; Port / port / huge';
    expect(col(plain, 'huge')).toBe(66);
    expect(refusal('a.csv', head + plain + '\n')).toMatch(/^a\.csv:2:66: ships\[0\]\.guns\[1\]\.weight: expected one of "very-light", "light", "medium", "heavy", "very-heavy", got "huge"/);
    const quoted = 'ironclads,CSS X,C,5,2,heavy,4,4,"Bow ""A"" / bow / heavy; Port / port / huge"';
    expect(refusal('a.csv', head + quoted + '\n')).toMatch(new RegExp(`^a\\.csv:2:${col(quoted, 'huge')}: ships\\[0\\]\\.guns\\[1\\]\\.weight: .* got "huge"`));
    const crew = 'ironclads,CSS X,C,5,2,heavy,4 x 4,4,';
    expect(refusal('a.csv', head + crew + '\n')).toMatch(new RegExp(`^a\\.csv:2:${col(crew, 'x')}: ships\\[0\\]\\.crew\\[1\\]: expected a whole number from 1 to 60, got "x"`));
    const after = 'ironclads,CSS Y,C,5,2,heavy,4,4,Bow / aft / heavy';
    const later = refusal('a.csv', head + 'ironclads,CSS X,C,5,2,heavy,4,4,"Bow / bow / heavy;\nPort / port / light"\n' + after + '\n');
    expect(later).toMatch(new RegExp(`^a\\.csv:4:${col(after, 'aft')}: ships\\[1\\]\\.guns\\[0\\]\\.position: expected one of "bow", .* got "aft"`));
    const extra = 'ironclads,CSS X,C,5,2,heavy,4,4,Bow / bow / heavy / 2 / 9';
    expect(refusal('a.csv', head + extra + '\n')).toMatch(new RegExp(`^a\\.csv:2:${col(extra, '9')}: "Bow / bow / heavy / 2 / 9" has 5 values; expected at most 4: name / position / weight / boxes`));
  });

  it('refuses a malformed file, a stray value, a repeated heading and a second game, each at its place', () => {
    expect(refusal('a.csv', 'game,name,side,guns\nmilk-and-cookies,"Sea Biscuit,A,4\n')).toMatch(/^a\.csv:2:1: malformed CSV: Quote Not Closed/);
    // at the row whose quote is never closed, with CRLF line ends too (a line end is one line, not two)
    const crlf = 'game,name,side,guns\r\nmilk-and-cookies,A,A,4\r\nmilk-and-cookies,"B,A,4\r\nmilk-and-cookies,C,A,4\r\nmilk-and-cookies,D,A,4\r\n';
    expect(refusal('a.csv', crlf)).toMatch(/^a\.csv:3:1: malformed CSV: Quote Not Closed/);
    expect(refusal('a.csv', 'game,name,side,guns\nmilk-and-cookies,Sea Biscuit,A,4,red\n')).toMatch(/^a\.csv:2:34: a value in a column with no heading/);
    expect(refusal('a.csv', 'game,name,side,Name,guns\nmilk-and-cookies,Sea Biscuit,A,B,4\n')).toMatch(/^a\.csv:1:16: name: a second column headed "Name", after "name" at 1:6/);
    expect(refusal('a.csv', 'game,name,side,guns\nmilk-and-cookies,A,A,4\ncrane,B,B,3\n')).toMatch(/^a\.csv:3:1: game: "crane" differs from "milk-and-cookies" above/);
    expect(refusal('a.csv', 'game,name,side,colour\nmilk-and-cookies,A,A,red\n')).toMatch(/^a\.csv:1:16: unknown column "colour"/);
    expect(refusal('a.csv', 'game,name,side,guns\nmilk-and-cookies,Sea Biscuit,,4\n')).toMatch(/^a\.csv:2:30: ships\[0\]\.side: missing/);
    expect(refusal('a.csv', '\n ,\n')).toMatch(/^a\.csv:1:1: the file is empty/);
    expect(refusal('a.csv', 'name,side,guns\nSea Biscuit,A,4\n')).toMatch(/^a\.csv:1:1: game: missing; add a "game" column naming one of .*\(or give --game\)/);
  });

  it('matches headings in any case, reads yes and no, and takes a mapping from field.key columns', () => {
    expect(load('a.csv', 'Game,NAME,Side,Guns\nmilk-and-cookies,Sea Biscuit,A,4\n').ships).toEqual([MC[0]]);
    const head = 'game,name,id,type,rate,crew,side,speed.A,speed.B,speed.C,speed.D\n';
    const ships = load('a.csv', head + 'beat-to-quarters,HMS X,1,frigate,5,crack,British,4,3,2,0\nbeat-to-quarters,HMS Y,2,frigate,5,crack,British,,,,\n').ships;
    expect(ships[0].speed).toEqual({ A: 4, B: 3, C: 2, D: 0 });
    expect(ships[1].speed).toBeUndefined();
    expect(refusal('a.csv', head + 'beat-to-quarters,HMS X,1,frigate,5,crack,British,4,3,,0\n')).toMatch(/^a\.csv:2:\d+: ships\[0\]\.speed\.C: missing/);
    expect(refusal('a.csv', 'game,name,id,type,rate,crew,side,speed\nbeat-to-quarters,HMS X,1,frigate,5,crack,British,4\n')).toMatch(/^a\.csv:1:34: speed: a mapping takes one column per key: head them "speed\.A", "speed\.B", "speed\.C", "speed\.D"/);
    const iron = 'game,name,side,speed,acceleration,armor,crew,hull,ram,spar-torpedo\nironclads,CSS X,C,5,2,heavy,4,4,Yes,NO\n';
    expect(load('a.csv', iron).ships[0]).toMatchObject({ ram: true, 'spar-torpedo': false });
  });
});

describe('workbooks', () => {
  const rows = [['game', 'name', 'side', 'guns'], ['milk-and-cookies', 'Sea Biscuit', 'A', 4], ['milk-and-cookies', 'Jolly Roger', 'B', 'lots']];
  for (const type of ['xlsx', 'ods'] as const) {
    it(`names the cell of a problem in .${type}, quoting a sheet name as a formula would`, () => {
      expect(refusal(`a.${type}`, workbook(rows, type))).toMatch(/^a\.\w+:Sheet1!D3: ships\[1\]\.guns: expected a whole number from 0 to 12, got "lots"/);
      expect(refusal(`a.${type}`, workbook(rows, type, 'Fleet list'))).toMatch(/^a\.\w+:'Fleet list'!D3: ships\[1\]\.guns/);
      const guns = [['game', 'name', 'side', 'speed', 'acceleration', 'armor', 'crew', 'hull', 'guns'], ['ironclads', 'CSS X', 'C', 5, 2, 'heavy', 4, '4 4', 'Bow / bow / heavy; Port / port / huge']];
      expect(refusal(`a.${type}`, workbook(guns, type))).toMatch(/^a\.\w+:Sheet1!I2: ships\[0\]\.guns\[1\]\.weight: .* got "huge"/);
      rows[2][3] = 3;
      expect(load(`a.${type}`, workbook(rows, type)).ships).toEqual(MC);
      rows[2][3] = 'lots';
    });
  }

  it('visits only the filled cells of a sheet whose range runs to its last row and column', () => {
    const ok = [['game', 'name', 'side', 'guns'], ['milk-and-cookies', 'Sea Biscuit', 'A', 4], ['milk-and-cookies', 'Jolly Roger', 'B', 3]];
    const start = performance.now();
    // as Excel saves a sheet with a formatted column: its dimension is the whole sheet
    const zip = XLSX.CFB.read(workbook(ok, 'xlsx'), { type: 'buffer' });
    const sheet = XLSX.CFB.find(zip, '/xl/worksheets/sheet1.xml')!;
    sheet.content = Buffer.from(Buffer.from(sheet.content as Uint8Array).toString().replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:XFD1048576"/>'));
    const whole = Buffer.from(XLSX.CFB.write(zip, { type: 'buffer', fileType: 'zip' }) as Uint8Array);
    expect(XLSX.read(whole, { type: 'buffer' }).Sheets.Sheet1['!ref']).toBe('A1:XFD1048576');
    const file = load('a.xlsx', whole);
    expect(file.ships).toEqual(MC);
    expect(performance.now() - start).toBeLessThan(2000);
  });

  it('names a cell holding a spreadsheet error', () => {
    const rows = [['game', 'name', 'side', 'guns'], ['milk-and-cookies', 'Sea Biscuit', 'A', 4]];
    const bad = workbook(rows, 'xlsx', 'Sheet1', (ws) => { ws.D2 = { t: 'e', v: 0x2a }; });
    expect(refusal('a.xlsx', bad)).toMatch(/^a\.xlsx:Sheet1!D2: the cell holds a spreadsheet error \(#N\/A\)/);
  });

  it('refuses a file that is not a workbook', () => {
    expect(refusal('a.xlsx', 'game,name\n')).toMatch(/^a\.xlsx:1:1: not an XLSX workbook; save the sheet/);
  });
});

describe('headings', () => {
  // a game of one's own, whose field names have hyphens and a group with a member of two words
  const gale: Game = {
    ...gameById('naval-war')!, id: 'gale-force', title: 'Gale Force',
    ship: { type: 'object', fields: fieldsSchema({ name: { type: 'name' }, 'guns-per-broadside': { type: 'whole', min: 0, max: 70 }, speed: { type: 'group', fields: { beam: { type: 'whole', min: 0, max: 12 }, 'beam-reach': { type: 'whole', min: 0, max: 12 } } } }) },
  };
  const folder = ownFolders();
  const loadGale = (name: string, data: string | Buffer) => {
    folder();
    return loadShips(write(name, data), gale);
  };
  const GALE = [{ name: 'Swift', 'guns-per-broadside': 20, speed: { beam: 6, 'beam-reach': 7 } }, { name: 'Dart', 'guns-per-broadside': 12, speed: { beam: 5, 'beam-reach': 6 } }];
  const galeRows = (heads: string[]): unknown[][] => [heads, ['Swift', 20, 6, 7], ['Dart', 12, 5, 6]];
  const csv = (rows: unknown[][]): string => rows.map((r) => r.join(',')).join('\n') + '\n';

  it('match field names in any case and spacing, members of a group and the game column too', () => {
    for (const guns of ['Guns per broadside', 'guns_per_broadside', 'GUNS-PER-BROADSIDE', ' guns  per broadside ']) {
      for (const speed of [['Speed.Beam', 'speed . beam reach'], ['SPEED.BEAM', 'Speed.Beam_Reach']]) {
        expect(loadGale('a.csv', csv(galeRows(['Name', guns, ...speed]))).ships, guns).toEqual(GALE);
      }
    }
    expect(load('a.csv', ' GAME ,Name,SIDE,Guns\nmilk-and-cookies,Sea Biscuit,A,4\n').ships).toEqual([MC[0]]);
    // a heading row so spaced that it is no slip of one is still a ship file's
    expect(messageOf(() => loadGale('a.csv', csv([['Guns   per   broadside', 'speed  .  beam', 'speed.beam reach'], [20, 6, 7]])))).toMatch(/^a\.csv:2:1: ships\[0\]\.name: missing/);
    // keys of a YAML file are exact, as before
    expect(refusal('a.yaml', 'game: milk-and-cookies\nships:\n  - { name: A, side: A, Guns: 4 }\n')).toMatch(/ships\[0\]\.Guns: unknown key; expected one of: name, side, guns; did you mean "guns"\?/);
  });

  it('match in a workbook, whose sheet read is the one headed with field names however spaced', () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Read me first']]), 'Notes');
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(galeRows(['NAME', 'Guns  per  broadside', 'Speed . Beam', 'Speed.Beam_Reach'])), 'Fleet');
    expect(loadGale('a.xlsx', XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' })).ships).toEqual(GALE);
    // with no heading that was matched before either
    const unnamed = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(unnamed, XLSX.utils.aoa_to_sheet([['Read me first']]), 'Notes');
    XLSX.utils.book_append_sheet(unnamed, XLSX.utils.aoa_to_sheet([['Guns  per  broadside', 'Speed . Beam', 'Speed . Beam_Reach'], [20, 6, 7]]), 'Fleet');
    expect(messageOf(() => loadGale('a.xlsx', XLSX.write(unnamed, { type: 'buffer', bookType: 'xlsx' })))).toMatch(/^a\.xlsx:Fleet!A2: ships\[0\]\.name: missing/);
  });

  it('say an unknown column once, at its heading, with the nearest field; the rest of each row is still checked', () => {
    const rows = [['game', 'name', 'side', 'guns', 'colour'], ...['A', 'B', 'C'].map((n) => ['milk-and-cookies', n, 'A', n === 'C' ? 'lots' : 4, 'red'])];
    const expected = 'unknown column "colour"; expected one of: game, name, side, guns (in any case and spacing)';
    expect(refusal('a.csv', csv(rows)).split('\n')).toEqual([`a.csv:1:21: ${expected}`, 'a.csv:4:22: ships[2].guns: expected a whole number from 0 to 12, got "lots"']);
    expect(refusal('a.xlsx', workbook(rows, 'xlsx')).split('\n')).toEqual([`a.xlsx:Sheet1!E1: ${expected}`, 'a.xlsx:Sheet1!D4: ships[2].guns: expected a whole number from 0 to 12, got "lots"']);
    // a slip of a field's name: that field is then not also missing from every row
    rows[0][3] = 'Gnus';
    expect(refusal('a.csv', csv(rows)).split('\n')).toEqual([
      'a.csv:1:16: unknown column "Gnus"; expected one of: game, name, side, guns (in any case and spacing); did you mean "guns"?',
      'a.csv:1:21: ' + expected,
    ]);
    // a member of a group is one of that group's
    const bad = galeRows(['Name', 'guns per broadside', 'speed.beem', 'speed.beam reach']);
    expect(messageOf(() => loadGale('a.xlsx', workbook(bad, 'xlsx')))).toBe('a.xlsx:Sheet1!C1: unknown column "speed.beem"; expected one of: speed.beam, speed.beam-reach (in any case and spacing); did you mean "speed.beam"?');
  });

  it('refuse two columns for one field at the second heading, naming the first', () => {
    const rows = [['game', 'name', 'side', 'Guns', 'guns'], ['milk-and-cookies', 'A', 'A', 4, 4], ['milk-and-cookies', 'B', 'A', 3, 3]];
    expect(refusal('a.csv', csv(rows))).toBe('a.csv:1:21: guns: a second column headed "guns", after "Guns" at 1:16; one column per field');
    expect(refusal('a.xlsx', workbook(rows, 'xlsx'))).toBe('a.xlsx:Sheet1!E1: guns: a second column headed "guns", after "Guns" at Sheet1!D1; one column per field');
    const spaced = [['Name', 'Guns per broadside', 'speed.beam', 'Speed . Beam', 'speed.beam-reach'], ['Swift', 20, 6, 6, 7]];
    expect(messageOf(() => loadGale('a.csv', csv(spaced)))).toBe('a.csv:1:36: speed.beam: a second column headed "Speed . Beam", after "speed.beam" at 1:25; one column per field');
  });
});

describe('the example and fixture spreadsheets', () => {
  for (const game of GAMES) {
    it(`${game}: the example CSV and the CSV, XLSX and ODS fixtures hold the ships of the YAML example`, () => {
      const yaml = loadShips(join(ROOT, 'examples/ships', `${game}.yaml`));
      const files = [join(ROOT, 'examples/ships', `${game}.csv`), ...['csv', 'xlsx', 'ods'].map((e) => join(ROOT, 'tests/fixtures/sheets', `${game}.${e}`))];
      for (const file of files) {
        const sheet = loadShips(file);
        expect(sheet.game.id, file).toBe(game);
        expect(sheet.ships, file).toEqual(yaml.ships);
      }
    });
  }

  it('the README\'s spreadsheet examples load as they are printed there', () => {
    const blocks = [...readFileSync(join(ROOT, 'README.md'), 'utf8').matchAll(/```csv\n([^`]*)```/g)].map((m) => m[1]);
    expect(blocks.length).toBe(GAMES.length);
    for (const [i, block] of blocks.entries()) {
      const file = load('readme.csv', block);
      expect(file.game.id).toBe(GAMES[i]);
      expect(file.ships.length).toBe(2);
    }
  });

  it('the fixture CSVs are laid out as spreadsheet programs save them: BOM and CRLF, semicolons, tabs', () => {
    const text = (game: string) => readFileSync(join(ROOT, 'tests/fixtures/sheets', `${game}.csv`), 'utf8');
    expect(text('milk-and-cookies')).toMatch(/^\uFEFFgame,name,side,guns\r\n/);
    expect(text('ironclads')).toMatch(/^\uFEFFgame;name;side;/);
    expect(text('ironclads')).toContain(';"Bow pivot / bow / heavy / 2; Stern pivot');
    expect(text('beat-to-quarters')).toMatch(/^game\tname\tid\t/);
    expect(text('crane')).not.toContain('\r');
  });
});

describe('on the command line', () => {
  it('--game fills in a missing game column, for make and check; a different game is refused', async () => {
    const dir = scratch();
    const csv = join(dir, 'boats.csv');
    writeFileSync(csv, 'name,side,guns\nSea Biscuit,A,4\n');
    const out = join(dir, 'records.pdf');
    const without = await cli('make', 'boat-record', '--ships', csv, '--out', out);
    expect(without.code).toBe(2);
    expect(without.err).toMatch(/boats\.csv:1:1: game: missing; add a "game" column/);
    expect(existsSync(out)).toBe(false);
    expect((await cli('make', 'boat-record', '--ships', csv, '--game', 'milk-and-cookies', '--out', out)).code).toBe(0);
    expect(existsSync(out)).toBe(true);
    expect((await cli('check', csv, '--game', 'milk-and-cookies')).out).toMatch(/boats\.csv: ok: 1 ships for milk-and-cookies/);
    const other = await cli('make', 'range-stick', '--ships', join(ROOT, 'examples/ships/ironclads.csv'), '--game', 'milk-and-cookies', '--out', join(dir, 's.pdf'));
    expect(other.code).toBe(2);
    expect(other.err).toMatch(/--game: milk-and-cookies, but .*ironclads\.csv is for ironclads/);
  });

  it('a kit takes a spreadsheet as its ships file, for the kit\'s game when it names none', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'boats.csv'), 'name;side;guns\r\nSea Biscuit;A;4\r\nJolly Roger;B;3\r\n');
    writeFileSync(join(dir, 'kit.yaml'), 'game: milk-and-cookies\nships: boats.csv\nprint:\n  boat-record: 1\n');
    expect((await cli('check', join(dir, 'kit.yaml'))).out).toMatch(/kit "Milk and Cookies Naval Rules" for milk-and-cookies, 2 ships/);
  });

  it('makes the same PDF from the Ironclads example as CSV and as YAML', async () => {
    const dir = scratch();
    const pdfs = [];
    for (const ext of ['yaml', 'csv']) {
      const out = join(dir, `${ext}.pdf`);
      expect((await cli('make', 'ironclad-record', '--ships', join(ROOT, 'examples/ships', `ironclads.${ext}`), '--out', out)).code).toBe(0);
      pdfs.push(readFileSync(out));
    }
    expect(pdfs[1].equals(pdfs[0])).toBe(true);
  });
});
