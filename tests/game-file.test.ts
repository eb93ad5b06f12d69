// A game of one's own, written as one data file in the test: its aids print, its ships are checked
// against its declared fields, and a bad game file is refused at its lines.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../src/build.js';
import { makeJob, kitJob } from '../src/jobs.js';
import { loadGameFile } from '../src/games/file.js';
import { gameIds } from '../src/games/registry.js';
import { loadShipsFile } from '../src/data/ships.js';
import { checkFile } from '../src/check.js';
import { ROOT, cli, elements, expectBaselines, pdfPages, refusal, scratch } from './helpers.js';

const GAME = `# a pocket skirmish game with six-inch rulers
game: pocket-fleet
title: Pocket Fleet
sides:
  - { name: Red, fill: "#c0392b", ink: "#ffffff" }
  - { name: Blue, fill: "#2463a6", ink: "#ffffff" }
fleet: { most: 6, most-a-side: 3 }
ship:
  name: { type: name }
  side: { type: side }
  speed: { type: whole, min: 1, max: 6 }
  hull: { type: track, most: 12 }
  veteran: { type: yes-no, default: false }
printables:
  ruler:
    kind: range-stick
    width: 0.75in
    tick: 1in
    sticks:
      - name: Six-inch ruler
        bands:
          - { to: 2in, colour: "#8fd3f4", pattern: plain, label: close }
          - { to: 4in, colour: "#f4d58f", pattern: hatch, label: medium }
          - { to: 6in, colour: "#f48f8f", pattern: dots, label: long }
`;

function folder(files: Record<string, string>): string {
  const dir = scratch();
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('a game file', () => {
  it('prints its own six-inch ruler, exactly 6 in with bands at 2 and 4 in', async () => {
    const dir = folder({ 'pocket.yaml': GAME });
    const { pdf, sheets } = await build(makeJob('ruler', { game: join(dir, 'pocket.yaml'), count: 1 }));
    const { item } = sheets[0].placements[0];
    expect([item.width, item.height]).toEqual([432, 54]);
    const bands = elements(item.body, 'rect', 'data-band').map((a) => [Number(a.x), Number(a.x) + Number(a.width), a.fill]);
    expect(bands).toEqual([[0, 144, '#8fd3f4'], [144, 288, '#f4d58f'], [288, 432, '#f48f8f']]);
    expect(elements(item.body, 'line', 'data-tick').map((a) => Number(a.x1))).toEqual([72, 144, 216, 288, 360]);
    await expectBaselines(pdf, 'game-file', 'pocket-ruler');
  });

  it('checks a ship file that names it by its path, relative to the ship file', () => {
    const dir = folder({
      'pocket.yaml': GAME,
      'fleet.yaml': 'game: ./pocket.yaml\nships:\n  - { name: Wasp, side: red, speed: 4, hull: [4, 4] }\n  - { name: Hornet, side: Blue, speed: 3, hull: 6 }\n',
    });
    const file = loadShipsFile(join(dir, 'fleet.yaml'));
    expect(file.game.id).toBe('pocket-fleet');
    // sides in any case keep the game's spelling; a count is a track of one section
    expect(file.ships.map((s) => [s.side, s.hull, s.veteran])).toEqual([['Red', [4, 4], false], ['Blue', [6], false]]);
    expect(checkFile(join(dir, 'pocket.yaml'))).toMatch(/ok: game "Pocket Fleet" \(pocket-fleet\), 5 ship fields, printables: ruler$/);
  });

  it('refuses ships against its fields and fleet rules, each at its line', () => {
    const dir = folder({
      'pocket.yaml': GAME,
      'fleet.yaml': 'game: ./pocket.yaml\nships:\n  - { name: A, side: Green, speed: 4, hull: 6 }\n  - { name: B, side: Red, speed: 9, hull: [10, 10] }\n  - { name: C, side: Red, speed: 1, hull: 1 }\n  - { name: D, side: Red, speed: 1, hull: 1 }\n  - { name: E, side: Red, speed: 1, hull: 1 }\n',
    });
    const message = refusal(() => loadShipsFile(join(dir, 'fleet.yaml')));
    expect(message).toContain('fleet.yaml:3:22: ships[0].side: expected one of "Red", "Blue", got "Green"');
    expect(message).toContain('fleet.yaml:4:34: ships[1].speed: expected a whole number from 1 to 6, got 9');
    expect(message).toContain('fleet.yaml:4:43: ships[1].hull: 20 hull boxes in all; a track holds at most 12');
  });

  it('takes a track declared sections-only as its sections alone, not as a count', () => {
    const dir = folder({
      'pocket.yaml': GAME.replace('hull: { type: track, most: 12 }', 'hull: { type: track, most: 12, sections-only: true }'),
      'fleet.yaml': 'game: ./pocket.yaml\nships:\n  - { name: A, side: Red, speed: 4, hull: [3, 3] }\n  - { name: B, side: Red, speed: 4, hull: 6 }\n',
    });
    expect(refusal(() => loadShipsFile(join(dir, 'fleet.yaml')))).toMatch(/fleet\.yaml:4:43: ships\[1\]\.hull: expected a list of 1 to 12 items, got 6$/);
  });

  it('holds a side to its most ships', () => {
    const dir = folder({
      'pocket.yaml': GAME,
      'fleet.yaml': 'game: ./pocket.yaml\nships:\n' + ['A', 'B', 'C', 'D'].map((n) => `  - { name: ${n}, side: Red, speed: 1, hull: 1 }\n`).join(''),
    });
    expect(refusal(() => loadShipsFile(join(dir, 'fleet.yaml')))).toMatch(/fleet\.yaml:6:\d+: ships\[3\]\.side: ship 4 of side "Red"; the game allows at most 3 a side/);
  });

  it('prints from a kit that names it', async () => {
    const dir = folder({ 'pocket.yaml': GAME, 'kit.yaml': 'game: ./pocket.yaml\nprint:\n  ruler: 3\n' });
    const job = kitJob(join(dir, 'kit.yaml'));
    expect(job.game.title).toBe('Pocket Fleet');
    const { sheets } = await build(job);
    expect(sheets.flatMap((s) => s.placements).filter((p) => p.item.width === 432)).toHaveLength(3);
  });

  it('adds a card of word tables with one entry of kind table-card', async () => {
    const tables = [
      'printables:', '  quick-reference:', '    kind: table-card', '    width: 5in', '    height: 3in', '    title: Pocket Fleet at a glance',
      '    tables:', '      - title: Shooting', '        columns: [Range, Hit on]', '        rows:', '          - [close, "3+"]', '          - [medium, "4+"]', '          - [long, "6"]', '',
    ].join('\n');
    const dir = folder({ 'pocket.yaml': GAME.replace(/printables:[\s\S]*$/, tables) });
    const { sheets } = await build(makeJob('quick-reference', { game: join(dir, 'pocket.yaml') }));
    const { item } = sheets[0].placements[0];
    expect([item.width, item.height]).toEqual([360, 216]);
    for (const word of ['Pocket Fleet at a glance', 'Shooting', 'Hit on', 'medium', '4+']) expect(item.body).toContain(`>${word}<`);
  });

  it('refuses a bad game file at its lines: names, types, kinds, limits', () => {
    const dir = folder({
      'bad.yaml': [
        'game: ironclads', 'title: Bad', 'ship:', '  name: { type: name }', '  __proto__: { type: whole, min: 0, max: 3 }',
        '  hull: { type: trak, most: 10 }', '  crew: { type: track, most: 1000000000 }', '  rank: { type: whole, min: 5, max: 1 }',
        '  flag: { type: side }', 'printables:', '  ruler: { kind: range-stik }', '  deep: { kind: range-stick, width: 1in }', '',
      ].join('\n'),
    });
    const message = refusal(() => loadGameFile(join(dir, 'bad.yaml'), gameIds()));
    expect(message).toContain('bad.yaml:1:7: game: "ironclads" is the id of a game broadside ships; give your game an id of its own');
    expect(message).toContain('bad.yaml:5:3: ship: the field "__proto__" is not a name');
    expect(message).toContain('bad.yaml:6:17: ship.hull.type: unknown type "trak"; a field is written { type: whole, min: 0, max: 10 }, its type one of');
    expect(message).toMatch(/did you mean "track"\?/);
    expect(message).toContain('bad.yaml:7:30: ship.crew.most: expected a whole number from 1 to 200, got 1000000000');
    expect(message).toContain('bad.yaml:8:9: ship.rank: min 5 is more than max 1');
    expect(message).toContain('bad.yaml:9:3: ship.flag: a side field names one of the game\'s sides; list them under sides:');
    expect(message).toContain('bad.yaml:11:18: printables.ruler.kind: unknown kind "range-stik"; expected one of card, range-stick');
    expect(message).toContain('bad.yaml:12:9: printables.deep.tick: missing');
  });

  it('refuses fields nested past the limit, and too many fields', () => {
    let nested = '{ type: whole, min: 0, max: 1 }';
    for (let i = 0; i < 6; i++) nested = `{ type: group, fields: { inner: ${nested} } }`;
    const many = Array.from({ length: 201 }, (_, i) => `  f${i}: { type: yes-no }`).join('\n');
    const dir = folder({
      'deep.yaml': `game: deep\ntitle: Deep\nship:\n  name: { type: name }\n  g: ${nested}\nprintables:\n  r: { kind: dice-labels, die: 16mm, sizes: [{ die: 16mm, label: 12mm }] }\n`,
      'many.yaml': `game: many\ntitle: Many\nship:\n  name: { type: name }\n${many}\nprintables:\n  r: { kind: dice-labels }\n`,
    });
    expect(refusal(() => loadGameFile(join(dir, 'deep.yaml'), gameIds()))).toMatch(/groups and lists nest at most 4 deep/);
    expect(refusal(() => loadGameFile(join(dir, 'many.yaml'), gameIds()))).toMatch(/many\.yaml:204:3: ship\.f199: a ship has at most 200 fields/);
  });

  it('refuses the game files a hostile hand writes, each at its line, without reading past the limits', () => {
    const dir = folder({
      'big.yaml': `game: big\ntitle: Big\nship:\n  name: { type: name }\nprintables:\n  c: { kind: card }\n# ${'x'.repeat(1_000_100)}\n`,
      'many.yaml': `game: many\ntitle: Many\nship:\n  name: { type: name }\n${Array.from({ length: 10_000 }, (_, i) => `  f${i}: { type: yes-no }`).join('\n')}\nprintables:\n  c: { kind: card }\n`,
      'nest.yaml': 'game: nest\ntitle: Nest\nship:\n  name: { type: name }\nprintables:\n  d: { kind: { kind: card } }\n',
      'boxes.yaml': 'game: boxes\ntitle: Boxes\nship:\n  name: { type: name }\n  hull: { type: track, most: 1000000000 }\nprintables:\n  c: { kind: card }\n',
    });
    const load = (name: string) => refusal(() => loadGameFile(join(dir, name), gameIds()));
    expect(load('big.yaml')).toMatch(/big\.yaml: cannot read file \(is 1,000,1\d\d bytes; files are read up to 1,000,000 bytes\)/);
    expect(load('many.yaml')).toMatch(/many\.yaml:204:3: ship\.f199: a ship has at most 200 fields/);
    expect(load('nest.yaml')).toMatch(/nest\.yaml:6:14: printables\.d\.kind: expected the name of a kind, one of card, .*; got a mapping/);
    expect(load('boxes.yaml')).toMatch(/boxes\.yaml:5:30: ship\.hull\.most: expected a whole number from 1 to 200, got 1000000000/);
    expect(refusal(() => loadGameFile('/dev/zero', gameIds()))).toMatch(/\/dev\/zero: cannot read file \(not a regular file\)/);
  });

  it('refuses a side without sides and a second name field inside groups and lists too, and a field called game', () => {
    const dir = folder({
      'nested.yaml': 'game: nested\ntitle: Nested\nship:\n  name: { type: name }\n  g: { type: group, fields: { navy: { type: side }, name: { type: name } } }\n  l: { type: list, most: 2, of: { type: side } }\n  game: { type: text }\nprintables:\n  card: { kind: card }\n',
    });
    const message = refusal(() => loadGameFile(join(dir, 'nested.yaml'), gameIds()));
    expect(message).toContain('nested.yaml:5:31: ship.g.fields.navy: a side field names one of the game\'s sides; list them under sides: with their colours');
    expect(message).toContain('nested.yaml:5:53: ship.g.fields.name: only the field called name has type name; use type text');
    expect(message).toContain('nested.yaml:6:33: ship.l.of: a side field names one of the game\'s sides');
    // a spreadsheet's game column is the game's: no field may be called game
    expect(message).toContain('nested.yaml:7:3: ship.game: a ship file or spreadsheet names its game by game:, so no field is called game; give it another name');
  });

  it('holds each default to its field\'s own rule, at its line, and keeps it as a ship\'s value is kept', () => {
    const ship = [
      'ship:', '  name: { type: name }', '  hull: { type: track, most: 12, default: abc }', '  speed: { type: whole, min: 0, max: 5, default: [1, 2] }',
      '  flag: { type: side, default: Green }', '  vet: { type: yes-no, default: maybe }',
    ].join('\n');
    const dir = folder({
      'bad.yaml': GAME.replace(/ship:[\s\S]*?printables:/, `${ship}\nprintables:`),
      'good.yaml': GAME.replace('hull: { type: track, most: 12 }', 'hull: { type: track, most: 12, default: 6 }\n  rank: { type: one-of, values: [Green, Veteran], default: veteran }'),
    });
    const message = refusal(() => loadGameFile(join(dir, 'bad.yaml'), gameIds()));
    expect(message).toContain('bad.yaml:10:43: ship.hull.default[0]: expected a whole number from 1 to 12, got "abc"');
    expect(message).toContain('bad.yaml:11:50: ship.speed.default: expected a whole number from 0 to 5, got a list');
    expect(message).toContain('bad.yaml:12:32: ship.flag.default: expected one of "Red", "Blue", got "Green"');
    expect(message).toContain('bad.yaml:13:33: ship.vet.default: expected true or false, got "maybe"');
    const game = loadGameFile(join(dir, 'good.yaml'), gameIds());
    expect([game.fields!.hull.default, game.fields!.rank.default]).toEqual([[6], 'Veteran']);
  });

  it('refuses a card its title does not fit when it loads, as check; a card title of its own fits', () => {
    const long = `game: long\ntitle: ${'W'.repeat(61)}\nship:\n  name: { type: name }\nprintables:\n  card: { kind: card }\n`;
    const dir = folder({ 'long.yaml': long, 'own.yaml': long.replace('{ kind: card }', '{ kind: card, title: Long }') });
    expect(refusal(() => checkFile(join(dir, 'long.yaml')))).toMatch(/long\.yaml:6:9: printables\.card: the game's title "W{40}…" \(61 characters\) does not fit one line of a poker \(2\.5 × 3\.5 in\) card at 6 pt; give the card a shorter title of its own \(title: …\)/);
    expect(loadGameFile(join(dir, 'own.yaml'), gameIds()).title).toBe('W'.repeat(61));
  });

  it('that cannot be read is refused at the game: line naming it, in a ship file and a kit', () => {
    const dir = folder({
      'pocket.yaml': GAME,
      'fleet.yaml': 'game: ./pocket.yml\nships:\n  - { name: Wasp, side: Red, speed: 4, hull: 4 }\n',
      'kit.yaml': 'title: Pocket\ngame: pocket.yaml/\nprint:\n  ruler: 1\n',
    });
    expect(refusal(() => loadShipsFile(join(dir, 'fleet.yaml')))).toMatch(/fleet\.yaml:1:7: game: cannot read "\.\/pocket\.yml": no such file; a game file's path is relative to the file that names it/);
    expect(refusal(() => kitJob(join(dir, 'kit.yaml')))).toMatch(/kit\.yaml:2:7: game: cannot read "pocket\.yaml\/": a file stands where a folder of the path should be;/);
  });

  it('is refused in one sentence when it is a file of another kind, and as a folder', () => {
    const dir = folder({ 'notes.yaml': 'hello: world\nsecret: hunter2\n' });
    const message = refusal(() => loadGameFile(join(dir, 'notes.yaml'), gameIds()));
    expect(message).toMatch(/not a game file/);
    expect(message).not.toContain('hunter2');
    expect(refusal(() => loadGameFile(dir, gameIds()))).not.toMatch(/EISDIR|at .*\.js/);
  });
});

describe('from a spreadsheet to cards in two commands', () => {
  it('game new writes a game file from a 12-column workbook, and make prints a card for each of its ships', async () => {
    const dir = scratch();
    const sheet = join(ROOT, 'tests/fixtures/game-new/sail.xlsx');
    const game = join(dir, 'sail.yaml');
    const made = await cli('game', 'new', sheet, '--out', game);
    expect(made.code, made.err).toBe(0);
    const pdf = join(dir, 'cards.pdf');
    const printed = await cli('make', 'ship-card', '--ships', sheet, '--game', game, '--out', pdf);
    expect(printed.code, printed.err).toBe(0);
    const bytes = readFileSync(pdf);
    // ten ships on 5 x 3 in cards, four to a Letter sheet
    expect(printed.out).toMatch(/cards\.pdf \(3 pages\)/);
    const text = (await pdfPages(bytes)).join(' ');
    for (const name of ['HMS Victory', 'Bucentaure', 'Santísima Trinidad']) expect(text).toContain(name);
    expect(text).toContain('GUNS PER BROADSIDE');
    // check agrees with make
    expect((await cli('check', '--game', game, sheet)).out).toMatch(/ok: 10 ships for sail/);
  });
});

describe('the example games of one\'s own', () => {
  it('prints the destroyers of examples/own on 5.5 x 3.5 in cards, a track of boxes for each system', async () => {
    const file = loadShipsFile(join(ROOT, 'examples/own/destroyers.yaml'));
    const { pdf, sheets } = await build(makeJob('ship-card', { ships: join(ROOT, 'examples/own/destroyers.yaml') }));
    const items = sheets.flatMap((s) => s.placements.map((p) => p.item));
    expect(items).toHaveLength(6);
    for (const [i, item] of items.entries()) {
      expect([item.width, item.height]).toEqual([396, 252]);
      const ship = file.ships[i] as unknown as { systems: { name: string; boxes: number[] }[]; hull: number[] };
      // 5 to 8 systems of 1 to 12 boxes, each drawn as its own row of boxes
      expect(ship.systems.length).toBeGreaterThanOrEqual(5);
      for (const system of ship.systems) {
        const boxes = elements(item.body, 'rect', 'data-track="systems"').filter((b) => b['data-entry'] === system.name);
        expect(boxes, `${ship.systems.length} ${system.name}`).toHaveLength(system.boxes.reduce((a, b) => a + b, 0));
        for (const b of boxes) expect(+b.width).toBeGreaterThanOrEqual(11.52);
      }
      expect(elements(item.body, 'rect', 'data-track="hull"')).toHaveLength(ship.hull.reduce((a, b) => a + b, 0));
    }
    await expectBaselines(pdf, 'game-file', 'destroyers');
  });
});

describe('a game of one\'s own at a convention', () => {
  it('prints a table of its kit in packets by side, the sides its game file names', async () => {
    const dir = scratch();
    const conv = join(dir, 'day.yaml');
    writeFileSync(conv, `title: Pocket Fleet day\ntables:\n  - name: T1\n    kit: ${join(ROOT, 'examples/own/pocket-kit.yaml')}\n    packets: side\n`);
    expect((await cli('check', conv)).out).toMatch(/ok: convention "Pocket Fleet day", 1 tables \(1 in packets per side\)/);
    const r = await cli('kit', conv, '--out', join(dir, 'out'), '--quiet');
    expect(r.code, r.err).toBe(0);
    const red = (await pdfPages(readFileSync(join(dir, 'out', 'T1 - Red.pdf')))).join(' ');
    expect(red).toContain('Wasp');
    expect(red).not.toContain('Gannet');
  });
});
