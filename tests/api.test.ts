// The library API: kits and printables built in code give the bytes the commands give for the same
// content; ship data loads from text or objects; bad values are refused with the field's path; the
// types are those the schemas say; the README's example runs.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { parse } from 'yaml';
import { DataError, loadGame, loadShips, loadShipsFile, renderKit, renderPrintable, type Kit, type PrintEntry, type RangeStickOptions, type BoardOptions, type ShipInput } from '../src/index.js';
import { generateTypes } from '../src/api/typegen.js';
import { KIT_KEYS } from '../src/data/kit.js';
import { cli, inputRefusal, mediaBoxes, ROOT, scratch } from './helpers.js';

const example = (f: string): string => join(ROOT, 'examples', f);
const pdfIn = (dir: string): Buffer => readFileSync(join(dir, readdirSync(dir).find((f) => f.endsWith('.pdf'))!));
const pages = (pdf: Uint8Array): number => mediaBoxes(Buffer.from(pdf)).length;

describe('the same bytes as the commands', () => {
  it('renderKit of the example kit, its ships loaded from text, equals `broadside kit`', async () => {
    const dir = scratch();
    expect((await cli('kit', example('kits/milk-and-cookies.yaml'), '--out', dir)).code).toBe(0);
    const kit = parse(readFileSync(example('kits/milk-and-cookies.yaml'), 'utf8')) as Kit;
    const ships = loadShips(readFileSync(example('ships/milk-and-cookies.yaml'), 'utf8'));
    const pdf = await renderKit({ ...kit, ships } as Kit);
    expect(pdf).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(pdf).equals(pdfIn(dir))).toBe(true);
    // contents, 12 boat records three to a sheet, sticks, labels, gauges, wind cards
    expect(pages(pdf)).toBe(pages(pdfIn(dir)));
    expect(pages(pdf)).toBeGreaterThan(5);
  });

  it('a kit whose print list is entries with options, and inline ships, equals the kit file', async () => {
    const dir = scratch();
    const ships: ShipInput<'crane'>[] = [{ name: 'HMS Victory', side: 'red', size: 'large' }, { name: 'Redoutable', side: 'blue', size: 'medium' }];
    const print: PrintEntry<'crane'>[] = [{ printable: 'damage-chart', count: 1 }, { printable: 'board', count: 1, grid: 'hex', cell: '2in', size: '10x8in' }];
    const kit: Kit = { title: 'Two ships', game: 'crane', paper: 'a4', ships, print };
    writeFileSync(join(dir, 'kit.yaml'), JSON.stringify(kit));
    const out = join(dir, 'out');
    expect((await cli('kit', join(dir, 'kit.yaml'), '--out', out)).code).toBe(0);
    const pdf = await renderKit(kit);
    expect(Buffer.from(pdf).equals(pdfIn(out))).toBe(true);
    // A4 portrait pages, in pt
    expect(mediaBoxes(Buffer.from(pdf))[0].map(Math.round)).toEqual([0, 0, 595, 842]);
  });

  it('renderPrintable equals `broadside make`, with ships, options and count', async () => {
    const dir = scratch();
    const csv = example('ships/milk-and-cookies.csv');
    const out = join(dir, 'records.pdf');
    expect((await cli('make', 'boat-record', '--ships', csv, '--count', '2', '--paper', 'a4', '--out', out)).code).toBe(0);
    const pdf = await renderPrintable('boat-record', { ships: loadShips(readFileSync(csv, 'utf8'), { format: 'csv' }), count: 2, paper: 'a4' });
    expect(Buffer.from(pdf).equals(readFileSync(out))).toBe(true);

    const board = join(dir, 'board.pdf');
    expect((await cli('make', 'board', '--grid', 'square', '--cell', '1.5in', '--size', '9x6in', '--out', board)).code).toBe(0);
    const options: BoardOptions = { grid: 'square', cell: '1.5in', size: '9x6in' };
    expect(Buffer.from(await renderPrintable('board', { options })).equals(readFileSync(board))).toBe(true);
  });
});

describe('ship data from text and objects', () => {
  const file = loadShipsFile(example('ships/crane.yaml'));

  it('YAML, JSON and CSV text load as the files do', () => {
    for (const f of ['crane.yaml', 'crane.csv']) expect(loadShips(readFileSync(example(`ships/${f}`), 'utf8'), { file: f })).toEqual(file);
    const json = JSON.stringify(parse(readFileSync(example('ships/crane.yaml'), 'utf8')));
    expect(loadShips(json, { format: 'json' })).toEqual(file);
    expect(file.game).toBe('crane');
    expect(file.ships.length).toBeGreaterThan(1);
  });

  it('objects: a ship file\'s content, a list with its game, and loaded ships again', () => {
    const raw = parse(readFileSync(example('ships/crane.yaml'), 'utf8'));
    expect(loadShips(raw)).toEqual(file);
    expect(loadShips(raw.ships, { game: 'crane' })).toEqual(file);
    expect(loadShips(file)).toEqual(file);
    // canonical spellings and defaults, as from a file (the types know only the canonical ones)
    expect(loadShips([{ name: ' Bounty ', side: 'Red', size: 'SMALL' }] as never, { game: 'crane' }).ships).toEqual([{ name: 'Bounty', side: 'red', size: 'small' }]);
  });

  it('text errors name the file given and the line', () => {
    expect(() => loadShips('game: crane\nships:\n  - { name: A, side: green, size: small }\n', { file: 'fleet.yaml' }))
      .toThrow('fleet.yaml:3:22: ships[0].side: expected one of "red", "blue", got "green"');
    expect(() => loadShips('name,side,size\nA,red,huge\n', { format: 'csv', game: 'crane', file: 'fleet.csv' }))
      .toThrow(/^fleet\.csv:2:7: ships\[0\]\.size: expected one of "large", "medium", "small", got "huge"/);
    expect(() => loadShips('x', { format: 'xml' as 'csv' })).toThrow(/^format: expected one of yaml, json, csv, got "xml"/);
  });
});


describe('hand-built values are refused, with their path', () => {
  const mc = (ships: unknown[], print: unknown = { 'boat-record': 1 }) => ({ game: 'milk-and-cookies', ships, print }) as unknown as Kit;

  it('a bad value, an unknown key (with a guess), a wrong game', async () => {
    expect(await inputRefusal(() => renderKit(mc([{ name: 'Sea Biscuit', side: 'Z', guns: 4 }])))).toBe('<kit>: ships[0].side: expected one of "A", "B", got "Z"');
    expect(await inputRefusal(() => renderKit(mc([{ name: 'Sea Biscuit', side: 'A', guns: 4 }, { name: 'Jolly Roger', sdie: 'B', guns: 3 }]))))
      .toBe('<kit>: ships[1].sdie: unknown key; expected one of: name, side, guns; did you mean "side"?');
    const crane = loadShips([{ name: 'HMS Victory', side: 'red', size: 'large' }], { game: 'crane' });
    expect(await inputRefusal(() => renderKit({ game: 'milk-and-cookies', ships: crane, print: { 'boat-record': 1 } } as unknown as Kit)))
      .toBe('<kit>: ships: the ships are for crane, but this kit is for milk-and-cookies');
    // a ship file's content without a game is for the kit's game
    const unnamed = { ships: [{ name: 'Sea Biscuit', side: 'A', guns: 4 }] } as unknown as Kit['ships'];
    expect(pages(await renderKit({ game: 'milk-and-cookies', ships: unnamed, print: { 'boat-record': 1 } } as Kit))).toBe(2);
    expect(await inputRefusal(() => renderPrintable('boat-record', { game: 'crane' })))
      .toBe('<object>: game: boat-record is not a printable of crane; it is one of milk-and-cookies');
    expect(await inputRefusal(() => renderKit({ game: 'battleship', print: {} } as unknown as Kit))).toMatch(/^<kit>: game: expected one of "milk-and-cookies", .*, got "battleship"/);
    // every problem at once, each at its path
    const both = await inputRefusal(() => renderKit(mc([{ name: 'A', side: 'C', guns: 99 }])));
    expect(both.split('\n')).toEqual(['<kit>: ships[0].side: expected one of "A", "B", got "C"', '<kit>: ships[0].guns: expected a whole number from 0 to 12, got 99']);
  });

  it('an unknown printable, a bad option, an unknown option', async () => {
    expect(await inputRefusal(() => renderPrintable('rnage-stick' as 'range-stick'))).toMatch(/^unknown printable "rnage-stick"; expected one of: .*; did you mean "range-stick"\?$/);
    expect(await inputRefusal(() => renderKit(mc([], { 'rnage-stick': 2 }))))
      .toMatch(/<kit>: print\.rnage-stick: not a printable of milk-and-cookies; expected one of: .*; did you mean "range-stick"\?/);
    expect(await inputRefusal(() => renderPrintable('board', { options: { grid: 'tri' as 'hex' } }))).toBe('<object>: options.grid: expected one of "square", "hex", got "tri"');
    expect(await inputRefusal(() => renderPrintable('board', { options: { cel: '2in' } as BoardOptions })))
      .toMatch(/^<object>: options\.cel: unknown key; expected one of: grid, cell, .*; did you mean "cell"\?$/);
    const none: RangeStickOptions = {};
    expect(await inputRefusal(() => renderPrintable('range-stick', { options: { ...none, colour: 'red' } as unknown as RangeStickOptions })))
      .toBe('<object>: options.colour: unknown key; expected one of: layout, pouch, rounded');
  });

  it('non-plain values: cycles, functions, class instances, NaN, Infinity', async () => {
    const cyclic: Record<string, unknown> = { name: 'Loop', side: 'A', guns: 3 };
    cyclic.self = cyclic;
    expect(await inputRefusal(() => renderKit(mc([cyclic])))).toBe('<kit>: ships[0].self: got a reference back to an enclosing value (a cycle); expected plain data: text, numbers, true or false, null, lists and objects');
    const odd = await inputRefusal(() => renderKit(mc([{ name: () => 'x', side: new Date(0), guns: NaN }, { name: 'B', side: 'B', guns: Infinity }])));
    expect(odd.split('\n').map((l) => l.split(';')[0])).toEqual([
      '<kit>: ships[0].name: got a function', '<kit>: ships[0].side: got a Date', '<kit>: ships[0].guns: got NaN', '<kit>: ships[1].guns: got Infinity',
    ]);
    // the same value used twice is not a cycle
    const track = [10, 10];
    const boat = (name: string) => ({ name, side: 'Union', speed: 5, acceleration: 2, armor: 'light', crew: track, hull: track });
    expect(loadShips([boat('Twin'), boat('Twain')], { game: 'ironclads' }).ships).toHaveLength(2);
  });

  it('refusals are DataErrors and print nothing', async () => {
    let caught: unknown;
    await renderPrintable('boat-record', { ships: [{ name: 'X', side: 'Z' }] as never, game: 'milk-and-cookies' }).catch((e: unknown) => (caught = e));
    expect(caught).toBeInstanceOf(DataError);
    expect((caught as Error).message).toMatch(/^<object>: ships\[0\]\.guns: missing/m);
  });
});

describe('types', () => {
  it('the generated types are what the schemas say now', () => {
    expect(readFileSync(join(ROOT, 'src/api/schema-types.ts'), 'utf8'), 'run `npm run api-types`').toBe(generateTypes());
  });

  it('Kit has exactly the keys of a kit file', () => {
    // a Record over the type's keys: a key added to one and not the other fails to compile or here
    const keys: Record<keyof Kit, true> = { title: true, game: true, paper: true, ships: true, sheet: true, print: true, layout: true, pouch: true, rounded: true };
    expect(Object.keys(keys).sort()).toEqual([...KIT_KEYS].sort());
  });
});

describe('the README example', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const block = /<!-- library example: [^>]*-->\n```ts\n([\s\S]*?)\n```/.exec(readme)?.[1];

  // against dist/, as a consumer compiles (npm test builds it first)
  it('type-checks under --strict against the package\'s types', () => {
    expect(block).toBeDefined();
    mkdirSync(join(ROOT, 'out'), { recursive: true });
    const file = join(ROOT, 'out', `readme-types-${process.pid}.ts`);
    writeFileSync(file, block!);
    // and the types refuse what the validator refuses: a side crane has not, an option board has not
    const bad = join(ROOT, 'out', `readme-types-bad-${process.pid}.ts`);
    writeFileSync(bad, [
      "import type { Kit, BoardOptions } from 'broadside';",
      "export const kit: Kit = { game: 'crane', ships: [{ name: 'A', side: 'green', size: 'large' }], print: { board: 1 } };",
      "export const options: BoardOptions = { grid: 'tri' };",
    ].join('\n'));
    const program = ts.createProgram([file, bad], {
      strict: true, noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
      paths: { broadside: [join(ROOT, 'dist/api/index.d.ts')] }, types: ['node'],
    });
    const problems = (f: string) => ts.getPreEmitDiagnostics(program, program.getSourceFile(f)).map((d) => `${d.start === undefined ? '' : d.file?.getLineAndCharacterOfPosition(d.start).line}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    expect(problems(file)).toEqual([]);
    const refused = problems(bad);
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatch(/^1: .*"green"/);
    expect(refused[1]).toMatch(/^2: .*"tri"/);
  });

  it('runs, and writes real PDFs', async () => {
    expect(block).toBeDefined();
    const dir = scratch();
    const code = block!.replace(/from 'broadside'/g, `from ${JSON.stringify(pathToFileURL(join(ROOT, 'src/index.ts')).href)}`).replace(/'(\w+\.pdf)'/g, (_, f: string) => JSON.stringify(join(dir, f)));
    mkdirSync(join(ROOT, 'out'), { recursive: true });
    const script = join(ROOT, 'out', `readme-example-${process.pid}.ts`);
    writeFileSync(script, code);
    await import(pathToFileURL(script).href);
    const kit = readFileSync(join(dir, 'saturday.pdf'));
    const board = readFileSync(join(dir, 'board.pdf'));
    expect(kit.subarray(0, 5).toString()).toBe('%PDF-');
    // contents page, one sheet of two boat records, one of two sticks
    expect(pages(kit)).toBe(3);
    // a 24 × 18 in board on Letter pages: more than one tile page
    expect(pages(board)).toBeGreaterThan(1);
  });
});

describe('a game of one\'s own from code', () => {
  const GAME = [
    'game: pocket-fleet', 'title: Pocket Fleet',
    'sides: [{ name: Red, fill: "#c0392b", ink: "#ffffff" }, { name: Blue, fill: "#2463a6", ink: "#ffffff" }]',
    'ship:', '  name: { type: name }', '  side: { type: side }', '  hull: { type: track, most: 12 }',
    'printables:', '  ship-card: { kind: card, size: poker }', '',
  ].join('\n');

  it('loadGame reads a game file\'s text; a kit and a printable then name it as the command line does', async () => {
    const loaded = loadGame(GAME, { file: 'pocket-api.yaml' });
    expect(loaded).toEqual({ game: 'pocket-api.yaml', id: 'pocket-fleet', title: 'Pocket Fleet', fields: ['name', 'side', 'hull'], printables: ['ship-card'] });
    const ships = [{ name: 'Wasp', side: 'red', hull: [3, 3] }, { name: 'Gannet', side: 'Blue', hull: 5 }];
    const kit = await renderKit({ game: loaded.game, ships, print: { 'ship-card': 1 } });
    const card = await renderPrintable('ship-card', { game: loaded.game, ships });
    // the same game from its file gives the command line's bytes
    const dir = scratch();
    writeFileSync(join(dir, 'pocket.yaml'), GAME);
    writeFileSync(join(dir, 'fleet.yaml'), `game: ./pocket.yaml\nships:\n${ships.map((s) => `  - ${JSON.stringify(s)}`).join('\n')}\n`);
    const r = await cli('make', 'ship-card', '--ships', join(dir, 'fleet.yaml'), '--out', join(dir, 'cards.pdf'));
    expect(r.code, r.err).toBe(0);
    expect(Buffer.from(card).equals(readFileSync(join(dir, 'cards.pdf')))).toBe(true);
    expect(kit.length).toBeGreaterThan(card.length);
    expect(await inputRefusal(() => renderPrintable('ship-crad', { game: loaded.game, ships }))).toMatch(/ship-crad is not a printable of pocket-fleet; its printables: ship-card; did you mean "ship-card"\?/);
    expect(await inputRefusal(() => loadGame('game: x\n', { file: 'x.yaml' }))).toMatch(/x\.yaml:1:1: /);
  });

  it('takes a copy of a shipped game\'s data file as the command line\'s --data does, and refuses one for a game of one\'s own', async () => {
    const dir = scratch();
    const data = join(dir, 'crane.yaml');
    writeFileSync(data, readFileSync(join(ROOT, 'data/crane.yaml'), 'utf8').replace('cell: 2in ', 'cell: 1.5in'));
    const fromCode = await renderPrintable('board', { game: 'crane' }, { data });
    const r = await cli('make', 'board', '--game', 'crane', '--data', data, '--out', join(dir, 'board.pdf'));
    expect(r.code, r.err).toBe(0);
    expect(Buffer.from(fromCode).equals(readFileSync(join(dir, 'board.pdf')))).toBe(true);
    expect(Buffer.from(fromCode).equals(Buffer.from(await renderPrintable('board', { game: 'crane' })))).toBe(false);
    const loaded = loadGame(GAME, { file: 'pocket-data.yaml' });
    expect(await inputRefusal(() => renderKit({ game: loaded.game, print: { 'ship-card': 1 } }, { data }))).toMatch(/pocket-fleet is a game of your own: its numbers and wording are its game file's/);
  });
});
