// How input mistakes are reported: every one at once and in file order, enumerated values in any case,
// a "did you mean" for a near miss, and the size of a fleet list.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadKit } from '../src/data/kit.js';
import { loadShipsFile as loadShips } from '../src/data/ships.js';
import { closest } from '../src/data/suggest.js';
import { DataError, DataErrors, MAX_REPORTED } from '../src/errors.js';
import { makeJob } from '../src/index.js';
import { mm } from '../src/units.js';
import { cli, make, mediaBoxes, ownFolders } from './helpers.js';

const write = (dir: string, name: string, text: string): string => {
  const file = join(dir, name);
  writeFileSync(file, text);
  // as a user in that folder would name it: messages show a file as it was named
  return relative(process.cwd(), file);
};
// each test works in its own folder, as a user would, so messages name files as written there
const folder = ownFolders();
/** `file:line:col: field: problem`, as the CLI prints it after its own name. */
const LINE = /^broadside: [\w.-]+:\d+:\d+: \S+: .+$/;
const errLines = (err: string): string[] => err.split('\n');
const position = (line: string): [number, number] => {
  const m = /:(\d+):(\d+): /.exec(line)!;
  return [Number(m[1]), Number(m[2])];
};

const IRONCLAD = (armor: string, weight: string) => `game: ironclads
ships:
  - name: CSS Virginia
    side: Confederate
    speed: 5
    acceleration: 2
    armor: ${armor}
    crew: [10, 10]
    hull: [8, 8]
    guns:
      - { name: Bow pivot, position: bow, weight: ${weight}, boxes: 2 }
`;

describe('enumerated values', () => {
  it('match in any case in a ship file, and keep the canonical spelling: the record prints the same bytes', async () => {
    const dir = folder();
    const upper = loadShips(write(dir, 'upper.yaml', IRONCLAD('Very-Heavy', 'HEAVY')));
    expect(upper.ships[0].armor).toBe('very-heavy');
    expect((upper.ships[0].guns as { weight: string }[])[0].weight).toBe('heavy');
    const crane = loadShips(write(dir, 'crane.yaml', 'game: Crane\nships:\n  - { name: HMS Victory, side: Red, size: LARGE }\n'));
    expect(crane.game.id).toBe('crane');
    expect(crane.ships[0]).toEqual({ name: 'HMS Victory', side: 'red', size: 'large' });
    // the armour and gun weight print from the canonical value: the page is the lowercase file's, byte for byte
    const a = await make('ironclad-record', { ships: join(dir, 'upper.yaml') });
    const b = await make('ironclad-record', { ships: write(dir, 'lower.yaml', IRONCLAD('very-heavy', 'heavy')) });
    expect(a.pdf.equals(b.pdf)).toBe(true);
  });

  it('match in any case in a gun\'s position too, a turret\'s name among them, kept as the boat spells it', async () => {
    const dir = folder();
    const gun = (position: string) => IRONCLAD('heavy', 'heavy').replace('position: bow', `position: ${position}`) + '    turrets: [{ name: Fore turret }]\n';
    const ship = (position: string) => loadShips(write(dir, 'boat.yaml', gun(position))).ships[0] as unknown as { guns: { position: string }[] };
    expect(ship('Bow').guns[0].position).toBe('bow');
    expect(ship('STARBOARD').guns[0].position).toBe('starboard');
    expect(ship('fore TURRET').guns[0].position).toBe('Fore turret');
    // a near miss gets the same "did you mean" as any value from a list
    const r = await cli('check', write(dir, 'boat.yaml', gun('Starbord')));
    expect(r.code).toBe(2);
    expect(r.err).toBe('broadside: boat.yaml:11:38: ships[0].guns[0].position: expected one of "bow", "stern", "port", "starboard", "pivot", "Fore turret" (a position or one of this boat\'s turrets), got "Starbord"; did you mean "starboard"?');
    // the record prints the canonical spelling: the same bytes as the file written in lower case
    const a = await make('ironclad-record', { ships: write(dir, 'upper.yaml', gun('Bow')) });
    const b = await make('ironclad-record', { ships: write(dir, 'lower.yaml', gun('bow')) });
    expect(a.pdf.equals(b.pdf)).toBe(true);
  });

  it('match in any case in a kit: game, paper and a printable option', async () => {
    const dir = folder();
    write(dir, 'ships.yaml', 'game: MILK-AND-COOKIES\nships:\n  - { name: Sea Biscuit, side: a, guns: 4 }\n');
    const kit = loadKit(write(dir, 'kit.yaml', 'title: T\ngame: Milk-and-Cookies\npaper: A4\nships: ships.yaml\nprint:\n  boat-record: 1\n'));
    expect(kit.game.id).toBe('milk-and-cookies');
    expect(kit.paper).toBe('a4');
    expect(kit.ships[0].side).toBe('A');
    const cards = loadKit(write(dir, 'cards.yaml', 'game: Naval-War\npaper: LETTER\nprint:\n  ship-deck: { count: 1, duplex: Short-Edge, layout: PER-CARD }\n'));
    expect(cards.paper).toBe('letter');
    expect(cards.print[0].options).toMatchObject({ duplex: 'short-edge', layout: 'per-card' });
    const r = await cli('check', join(dir, 'kit.yaml'));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/ok: kit "T" for milk-and-cookies, 1 ships/);
  });

  it('match in any case on the command line, and messages use the canonical spelling', async () => {
    const dir = folder();
    const out = join(dir, 'sticks.pdf');
    const r = await cli('make', 'Range-Stick', '--game', 'Milk-And-Cookies', '--paper', 'A4', '--format', 'PDF', '--out', out);
    expect(r.code).toBe(0);
    // an A4 page: 210 × 297 mm
    const [box] = mediaBoxes(readFileSync(out));
    const sides = [box[2] - box[0], box[3] - box[1]].sort((a, b) => a - b);
    expect(sides[0]).toBeCloseTo(mm(210), 1);
    expect(sides[1]).toBeCloseTo(mm(297), 1);
    expect(makeJob('ship-deck', { options: { duplex: 'SHORT-EDGE', layout: 'Per-Card' } }).print[0].options).toMatchObject({ duplex: 'short-edge', layout: 'per-card' });
    const bad = await cli('make', 'ship-deck', '--duplex', 'Sideways');
    expect(bad.code).toBe(2);
    expect(bad.err).toBe('broadside: --duplex: unknown duplex "Sideways"; expected one of long-edge, short-edge');
  });
});

describe('a tab in the indentation', () => {
  const TAB = 'a tab in the indentation; YAML indents with spaces only';
  const refused = (name: string, text: string): string => {
    try {
      loadShips(write(process.cwd(), name, text));
    } catch (err) {
      return (err as Error).message;
    }
    throw new Error('accepted');
  };

  it('is said at the tab, before the YAML parser\'s own words, wherever in the indentation it stands', async () => {
    const dir = folder();
    // a tab alone, a tab after spaces (the parser's "All mapping items must start at the same column"), a tab after a dash
    const r = await cli('check', write(dir, 'fleet.yaml', 'game: crane\nships:\n  - name: HMS Victory\n\tside: red\n    size: large\n'));
    expect(r.code).toBe(2);
    expect(r.err).toBe(`broadside: fleet.yaml:4:1: ${TAB}`);
    expect(refused('fleet.yaml', 'game: crane\nships:\n  - name: HMS Victory\n  \tside: red\n    size: large\n')).toBe(`fleet.yaml:4:3: ${TAB}`);
    expect(refused('fleet.yaml', 'game: crane\nships:\n  -\tname: HMS Victory\n    side: red\n    size: large\n')).toBe(`fleet.yaml:3:4: ${TAB}`);
    expect(refused('fleet.yaml', 'game: crane\nships:\n\t- { name: HMS Victory, side: red, size: large }\n')).toBe(`fleet.yaml:3:1: ${TAB}`);
    // in a kit too
    const k = await cli('check', write(dir, 'kit.yaml', 'game: crane\nprint:\n\tboard: 1\n'));
    expect(k.err).toBe(`broadside: kit.yaml:3:1: ${TAB}`);
  });

  it('is left alone where YAML allows one: after a value, before a comment, in a quoted text running over lines, in JSON', () => {
    const dir = folder();
    expect(loadShips(write(dir, 'a.yaml', 'game:\tcrane\n\t# the ships\nships:\n  - { name: HMS Victory,\tside: red, size: large }\n')).ships).toHaveLength(1);
    expect(loadKit(write(dir, 'kit.yaml', 'title: "Saturday\n \tand Sunday"\ngame: crane\nprint: { board: 1 }\n')).title).toBe('Saturday and Sunday');
    expect(loadShips(write(dir, 'b.json', '{\n\t"game": "crane",\n\t"ships": [\n\t\t{ "name": "HMS Victory", "side": "red", "size": "large" }\n\t]\n}\n')).ships).toHaveLength(1);
    // a mistake of another kind is still the parser's to name, on a line indented with tabs too
    expect(refused('c.yaml', 'game: crane\nships:\n  - name: "HMS Victory\n')).toMatch(/^c\.yaml:4:1: malformed YAML: /);
    expect(refused('d.json', '{\n\t"game": "crane"\n\t"ships": []\n}\n')).toBe('d.json:3:2: malformed JSON: Missing , between flow map items');
  });
});

describe('did you mean', () => {
  it('is offered for a near miss only: up to 2 edits, 1 for a word of 2 or 3 letters, none for one letter', () => {
    expect(closest('sied', ['name', 'side', 'guns'])).toBe('side');
    expect(closest('heavvy', ['very-light', 'light', 'medium', 'heavy', 'very-heavy'])).toBe('heavy');
    expect(closest('leter', ['letter', 'a4', 'legal', 'tabloid', 'a3'])).toBe('letter');
    expect(closest('A5', ['letter', 'a4', 'legal', 'tabloid', 'a3'])).toBe('a4');
    expect(closest('colour', ['name', 'side', 'guns'])).toBeUndefined();
    expect(closest('C', ['A', 'B'])).toBeUndefined();
    expect(closest('hevy', ['heavy'])).toBe('heavy');
    expect(closest('abc', ['abcde'])).toBeUndefined();
  });

  it('follows an unknown key (then not also reported missing), a wrong value, a printable and a paper', async () => {
    const dir = folder();
    const ships = write(dir, 'ships.yaml', 'game: ironclads\nships:\n' + IRONCLAD('heavvy', 'medium').split('ships:\n')[1].replace('side:', 'sied:'));
    const r = await cli('check', ships);
    expect(r.code).toBe(2);
    expect(errLines(r.err)).toEqual([
      'broadside: ships.yaml:4:5: ships[0].sied: unknown key; expected one of: name, side, size, speed, acceleration, armor, crew, hull, guns, turrets, ram, spar-torpedo, example; did you mean "side"?',
      'broadside: ships.yaml:7:12: ships[0].armor: expected one of "very-light", "light", "medium", "heavy", "very-heavy", got "heavvy"; did you mean "heavy"?',
    ]);
    expect(errLines((await cli('check', write(dir, 'top.yaml', 'gmae: crane\nship: []\n'))).err)).toEqual([
      'broadside: top.yaml:1:1: gmae: unknown key; expected one of: game, ships; did you mean "game"?',
      'broadside: top.yaml:2:1: ship: unknown key; expected one of: game, ships; did you mean "ships"?',
    ]);
    const kit = write(dir, 'kit.yaml', 'game: milk-and-cookies\npaper: leter\nprint:\n  range-stik: 2\n');
    const k = await cli('kit', kit, '--out', join(dir, 'out'));
    expect(k.code).toBe(2);
    expect(errLines(k.err)).toEqual([
      'broadside: kit.yaml:2:8: paper: expected letter, a4, legal, tabloid, a3, or a custom size WxH from 4 in to 60 in a side (e.g. 300x400mm), got "leter"; did you mean "letter"?',
      'broadside: kit.yaml:4:3: print.range-stik: not a printable of milk-and-cookies; expected one of: boat-record, range-stick, dice-labels, turning-gauge, wind-card, shooting-card; did you mean "range-stick"?',
    ]);
    expect((await cli('make', 'range-stick', '--paper', 'leter')).err).toMatch(/--paper: unknown paper "leter"; .*; did you mean "letter"\?$/);
    expect((await cli('make', 'ship-deck', '--duplx', 'long-edge')).err).toMatch(/--duplx: not an option of ship-deck .*; did you mean --duplex\?$/);
  });
});

// Five mistakes, written so that the order they are found in (top-level keys first, then ship by
// ship, unknown keys before values) is not the order of the file.
const FIVE = `game: milk-and-cookies
ships:
  - { name: Sea Biscuit, side: C, guns: 4 }
  - { name: Jolly Roger, side: A, guns: 3, flag: black }
  - { side: B, guns: 2 }
  - { name: Cookie, side: b, guns: many }
colour: red
`;

describe('every error at once', () => {
  it('reports a file\'s 5 mistakes as 5 positioned lines in file order, exit 2, nothing written', async () => {
    const dir = folder();
    const file = write(dir, 'ships.yaml', FIVE);
    const out = join(dir, 'records.pdf');
    const r = await cli('make', 'boat-record', '--ships', file, '--out', out);
    expect(r.code).toBe(2);
    const lines = errLines(r.err);
    expect(lines).toEqual([
      'broadside: ships.yaml:3:32: ships[0].side: expected one of "A", "B", got "C"',
      'broadside: ships.yaml:4:44: ships[1].flag: unknown key; expected one of: name, side, guns',
      'broadside: ships.yaml:5:5: ships[2].name: missing; expected text of at most 60 characters',
      'broadside: ships.yaml:6:36: ships[3].guns: expected a whole number from 0 to 12, got "many"',
      'broadside: ships.yaml:7:1: colour: unknown key; expected one of: game, ships',
    ]);
    for (const line of lines) expect(line).toMatch(LINE);
    const positions = lines.map(position);
    expect(positions).toEqual([...positions].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(existsSync(out)).toBe(false);
    expect((await cli('check', file)).err).toBe(r.err);
  });

  it('gives the library one error carrying them all, its message one line each', () => {
    const dir = folder();
    let caught: unknown;
    try {
      loadShips(write(dir, 'ships.yaml', FIVE));
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(DataErrors);
    const all = caught as DataErrors;
    expect(all).toBeInstanceOf(DataError);
    expect(all.errors.map((e) => e.field)).toEqual(['ships[0].side', 'ships[1].flag', 'ships[2].name', 'ships[3].guns', 'colour']);
    // it stands at the first problem, like a single DataError
    expect([all.pos.line, all.pos.col, all.field]).toEqual([3, 32, 'ships[0].side']);
    expect(all.message.split('\n')).toHaveLength(5);
    expect(all.message.split('\n')[0]).toBe('ships.yaml:3:32: ships[0].side: expected one of "A", "B", got "C"');
  });

  it(`shows the first ${MAX_REPORTED} of 60 mistakes and says that more were cut`, async () => {
    const dir = folder();
    const rows = Array.from({ length: 60 }, (_, i) => `  - { name: Boat ${i + 1}, side: A, guns: ${20 + i} }`);
    const r = await cli('check', write(dir, 'ships.yaml', `game: milk-and-cookies\nships:\n${rows.join('\n')}\n`));
    expect(r.code).toBe(2);
    const lines = errLines(r.err);
    expect(lines).toHaveLength(MAX_REPORTED + 1);
    for (const [i, line] of lines.slice(0, MAX_REPORTED).entries()) {
      expect(line).toMatch(LINE);
      expect(line).toContain(`ships.yaml:${i + 3}:`);
      expect(line).toContain(`ships[${i}].guns: expected a whole number from 0 to 12, got ${20 + i}`);
    }
    expect(lines[MAX_REPORTED]).toBe('broadside: 10 more problems not shown (the first 50 of 60 are listed)');
  });

  it('lists a kit\'s own mistakes before those of the ships file it names', async () => {
    const dir = folder();
    write(dir, 'fleet.yaml', 'game: milk-and-cookies\nships:\n  - { name: Sea Biscuit, side: C, guns: 4 }\n');
    const r = await cli('check', write(dir, 'kit.yaml', 'game: milk-and-cookies\nships: fleet.yaml\nprint:\n  boat-record: lots\n'));
    expect(r.code).toBe(2);
    expect(errLines(r.err)).toEqual([
      'broadside: kit.yaml:4:16: print.boat-record: expected a whole number from 0 to 1000, got "lots"',
      'broadside: fleet.yaml:3:32: ships[0].side: expected one of "A", "B", got "C"',
    ]);
  });

  it('names the kit\'s line for a ships file that is not there', async () => {
    const dir = folder();
    const kit = write(dir, 'kit.yaml', 'title: T\ngame: milk-and-cookies\npaper: letter\nships: fleet.yaml\nprint:\n  boat-record: 1\n');
    const r = await cli('kit', kit, '--out', join(dir, 'out'));
    expect(r.code).toBe(2);
    expect(r.err).toBe('broadside: kit.yaml:4:8: ships: cannot read "fleet.yaml": no such file');
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });
});

const FLEET_SHIP: Record<string, (i: number) => string> = {
  'milk-and-cookies': (i) => `  - { name: Boat ${i}, side: ${i % 2 ? 'A' : 'B'}, guns: 4 }`,
  ironclads: (i) => `  - { name: Boat ${i}, side: Union, speed: 5, acceleration: 2, armor: light, crew: [10], hull: [8] }`,
  'beat-to-quarters': (i) => `  - { name: Ship ${i}, id: ${i}, type: frigate, rate: 5, crew: average, side: ${i % 2 ? 'British' : 'French'} }`,
};
const fleet = (game: string, n: number): string =>
  `game: ${game}\nships:\n${Array.from({ length: n }, (_, i) => FLEET_SHIP[game](i + 1)).join('\n')}\n`;

describe('a fleet list', () => {
  for (const game of Object.keys(FLEET_SHIP)) {
    it(`of ${game} holds up to 500 ships; 501 are refused with the limit`, () => {
      const dir = folder();
      expect(loadShips(write(dir, 'fleet.yaml', fleet(game, 500))).ships).toHaveLength(500);
      expect(() => loadShips(write(dir, 'big.yaml', fleet(game, 501)))).toThrow(`big.yaml:3:3: ships: 501 ships; a ${game} ship file holds at most 500`);
    });
  }

  it('keeps the limits that are rules of a game, and says why', () => {
    const dir = folder();
    const crane = Array.from({ length: 11 }, (_, i) => `  - { name: Ship ${i}, side: ${i % 2 ? 'red' : 'blue'}, size: small }`);
    expect(() => loadShips(write(dir, 'crane.yaml', `game: crane\nships:\n${crane.join('\n')}\n`)))
      .toThrow('crane.yaml:3:3: ships: 11 ships; a crane ship file holds at most 10 (5 a side, as many as the damage chart has rows for)');
    // a side typed "Red" is the red side in the game's own rule, and its message
    const reds = Array.from({ length: 6 }, (_, i) => `  - { name: Ship ${i}, side: ${i % 2 ? 'Red' : 'RED'}, size: small }`);
    expect(() => loadShips(write(dir, 'reds.yaml', `game: crane\nships:\n${reds.join('\n')}\n`)))
      .toThrow('reds.yaml:8:27: ships[5].side: a sixth red ship; each side has at most 5');
  });
});
