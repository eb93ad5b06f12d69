// `broadside game new`: the game file guessed from a ship file or spreadsheet, field by field, and
// how the command writes it (standard output, or a new file it never writes over).
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { run, type Io } from '../src/cli.js';
import { fromValue, loadFile, type PNode } from '../src/data/node.js';
import { validate } from '../src/data/schema.js';
import { fieldsSchema } from '../src/games/fields.js';
import { readShips } from '../src/games/infer-read.js';
import { fieldName, guessFields, nice } from '../src/games/infer.js';
import { ink } from '../src/games/infer-colours.js';
import { cardOf, gameOf } from '../src/games/starter.js';
import { checkFile } from '../src/check.js';
import { ownFolders, ROOT } from './helpers.js';

const FIXTURES = join(ROOT, 'tests/fixtures/game-new');
const folder = ownFolders();

async function game(...args: string[]) {
  return command(['game', 'new', ...args]);
}

async function command(argv: string[], stdin = '') {
  const r = { code: 0, out: [] as string[], err: [] as string[] };
  const io: Io = { out: (s) => r.out.push(s), err: (s) => r.err.push(s), stdin: async () => stdin };
  r.code = await run(argv, io);
  return { ...r, text: r.out.join('\n') };
}

/** The game file written for `file` (a fixture), read back as YAML. */
async function written(file: string) {
  const r = await game(join(FIXTURES, file));
  expect(r.err).toEqual([]);
  expect(r.code).toBe(0);
  return parse(r.text);
}

const whole = (min: number, max: number) => ({ type: 'whole' as const, min, max });

const SAIL_SHIP = {
  name: { type: 'name' },
  nation: { type: 'side' },
  rate: whole(0, 8),
  'guns-per-broadside': { ...whole(0, 100), label: 'Guns per broadside' },
  hull: { type: 'track', most: 40 },
  rigging: { type: 'track', most: 20 },
  crew: whole(0, 1500),
  speed: {
    type: 'group',
    fields: {
      running: whole(0, 8),
      reaching: whole(0, 10),
      beam: whole(0, 8),
      'close-hauled': { type: 'number', min: 0, max: 4 },
    },
  },
  notes: { type: 'text', most: 60, optional: true },
};
const SAIL_SIDES = [
  { name: 'British', fill: '#1f3f8f', ink: '#ffffff' },
  { name: 'French', fill: '#e3b23c', ink: '#000000' },
  { name: 'Spanish', fill: '#b22222', ink: '#ffffff' },
];
const SAIL_CARD = {
  kind: 'card',
  size: '5x3in',
  parts: ['name', { band: 'nation' }, { grid: ['rate', 'guns-per-broadside', 'crew', 'speed'] }, { tracks: ['hull', 'rigging'] }, { text: 'notes' }],
};

describe('game new: the fields', () => {
  it('guesses a sail game\'s fields from its CSV: sides, ranges, tracks, a group, a label, an optional text', async () => {
    const g = await written('sail.csv');
    expect(g.game).toBe('sail');
    expect(g.title).toBe('Sail');
    expect(g.sides).toEqual(SAIL_SIDES);
    expect(g.ship).toEqual(SAIL_SHIP);
    expect(Object.keys(g.ship)).toEqual(Object.keys(SAIL_SHIP));
    expect(g.printables).toEqual({ 'ship-card': SAIL_CARD });
  });

  it('guesses the same from the same sheet saved as XLSX and ODS, numbers typed as numbers', async () => {
    for (const file of ['sail.xlsx', 'sail.ods']) {
      const g = await written(file);
      expect([g.game, g.sides, g.ship, g.printables]).toEqual(['sail', SAIL_SIDES, SAIL_SHIP, { 'ship-card': SAIL_CARD }]);
    }
  });

  it('guesses named box tracks, a table, a one-of and a yes-no from a YAML destroyer file naming its own game', async () => {
    const g = await written('destroyers.yaml');
    expect([g.game, g.title]).toEqual(['tin-cans', 'Tin Cans']);
    expect(g.sides).toEqual([{ name: 'USN', fill: '#1f3f8f', ink: '#ffffff' }, { name: 'IJN', fill: '#e3b23c', ink: '#000000' }]);
    expect(g.ship).toEqual({
      name: { type: 'name' },
      side: { type: 'side' },
      class: { type: 'one-of', values: ['Fletcher', 'Allen M. Sumner', 'Kagero', 'Shiratsuyu'] },
      speed: whole(0, 50),
      radar: { type: 'yes-no' },
      hull: { type: 'track', most: 15 },
      systems: { type: 'tracks', most: 10, boxes: 15 },
      weapons: {
        type: 'list', most: 3,
        of: { type: 'group', fields: { name: { type: 'one-of', values: ['5in/38 gun', '21in torpedo tube', '5in/50 gun', '24in torpedo tube'] }, count: whole(0, 15) } },
      },
      notes: { type: 'text', most: 80, optional: true },
    });
    expect(g.printables['ship-card'].parts).toEqual(['name', { band: 'side' }, { grid: ['class', 'speed'] }, { tracks: ['hull', 'systems'] }, { table: 'weapons' }, { checks: ['radar'] }, { text: 'notes' }]);
  });

  it('guesses fields the ships it read from pass, checked as the game file declares them', () => {
    const path = join(FIXTURES, 'destroyers.yaml');
    const read = readShips(path);
    const g = guessFields(read.ships, read.called);
    const ships = (loadFile(path).root as PNode & { kind: 'map' }).entries.get('ships')!.node;
    const valid = validate(ships, { type: 'list', of: { type: 'object', fields: fieldsSchema(g.fields, g.sides) } }, 'ships') as { name: string }[];
    expect(valid.map((s) => s.name)).toEqual(['USS Fletcher', 'USS Johnston', 'USS Laffey', 'Yukikaze', 'Amatsukaze', 'Shigure']);
  });

  it('says in comments what to edit and what was seen', async () => {
    const { text } = await game(join(FIXTURES, 'sail.csv'));
    expect(text.split('\n').slice(0, 3)).toEqual([
      '# A game of one\'s own, as "broadside game new" read it from sail.csv.',
      '# Edit it to your rules: the game\'s id and title, each field\'s range (min and max, most),',
      '# the sides\' colours, and the ship card\'s size and parts. Beside each field: what was seen.',
    ]);
    expect(text).toContain('  rate: { type: whole, min: 0, max: 8 } # seen 1 to 6\n');
    expect(text).toContain('  notes: { type: text, most: 60, optional: true } # longest seen: 42 characters; blank in 4 of 10 ships\n');
    expect(text).toMatch(/# Each side: its band colour \(fill\)/);
    expect(text).toMatch(/# size: poker \(2\.5x3\.5in\), bridge/);
  });

  it('reads a bare list of ships, turns yes/no words into yes-no, blanks into optional, and few repeated words into one-of', () => {
    const ships = fromValue([
      { Ship: 'Alpha', Class: 'A', 'Veteran crew': 'yes', armour: 2, speed: { fast: 3.5, slow: 1 } },
      { Ship: 'Beta', Class: 'A', 'Veteran crew': 'No', armour: null, speed: { fast: 4 } },
      { Ship: 'Gamma', Class: 'B', 'Veteran crew': 'no', armour: -3 },
    ], 'ships.yaml');
    const g = guessFields(ships.kind === 'seq' ? ships.items : [], 'key');
    expect(g.fields).toEqual({
      name: { type: 'name', label: 'Ship' },
      class: { type: 'one-of', values: ['A', 'B'], label: 'Class' },
      'veteran-crew': { type: 'yes-no', label: 'Veteran crew' },
      armour: { type: 'whole', min: -4, max: 3, optional: true },
      speed: { type: 'group', optional: true, fields: { fast: { type: 'number', min: 0, max: 5 }, slow: { type: 'whole', min: 0, max: 2, optional: true } } },
    });
    // the stand-in name is said
    expect(g.notes.get(g.fields.name)).toBe('the file has no name key: "Ship" is read as each ship\'s name; call that key name in your ship file');
  });

  it('quotes the words other YAML readers take for true, false or nothing, so they stay words', async () => {
    folder();
    const r = await command(['game', 'new', '-'], 'ships:\n  - { name: A, "no": "yes" }\n  - { name: B, "no": "off" }\n  - { name: C, "no": "yes" }\n');
    expect(r.text).toContain('  "no": { type: one-of, values: [ "yes", "off" ] }');
    expect(parse(r.text).ship.no).toEqual({ type: 'one-of', values: ['yes', 'off'] });
    expect(parse(r.text).printables['ship-card'].parts).toEqual(['name', { grid: ['no'] }]);
  });

  it('makes field names of headings, round ranges, and ink that reads on each fill', () => {
    expect(['Guns per broadside', 'top_speed', 'Crew (men)', '2nd rate', 'Élan', '!!!'].map(fieldName)).toEqual(['guns-per-broadside', 'top-speed', 'crew-men', 'field-2nd-rate', 'elan', '']);
    expect(fieldName('x'.repeat(50))).toHaveLength(40);
    expect([[7.5, true], [85, true], [1312.5, true], [3.75, false], [0.3, false], [0, true]].map(([x, w]) => nice(x as number, w as boolean))).toEqual([8, 100, 1500, 4, 0.3, 1]);
    expect(['#000000', '#ffffff', '#1f3f8f', '#e3b23c'].map(ink)).toEqual(['#ffffff', '#000000', '#ffffff', '#000000']);
  });

  it('takes the game id from the file name, never a shipped game\'s, and the title in words', () => {
    expect(gameOf('fleets/Royal_Navy 1805.csv')).toEqual({ id: 'royal-navy-1805', title: 'Royal Navy 1805' });
    expect(gameOf('ironclads.csv', 'ironclads')).toEqual({ id: 'my-ironclads', title: 'Ironclads' });
    expect(gameOf('x.yaml', 'Not An Id')).toEqual({ id: 'my-game', title: 'X' });
  });

  it('chooses a poker card for a few short fields, and a larger one for more', () => {
    expect(cardOf({ name: { type: 'name' }, guns: whole(0, 10), fast: { type: 'yes-no' } })).toEqual({ size: 'poker', parts: ['name', { grid: ['guns'] }, { checks: ['fast'] }] });
    const many = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, whole(0, 10)]));
    expect(cardOf({ name: { type: 'name' }, ...many }).size).toBe('3x5in');
  });
});

describe('game new: a game file that check takes', () => {
  it('places a group of more than values member by member, a list of values as a table, and leaves off what no part shows', () => {
    const g = cardOf({
      name: { type: 'name' },
      turrets: { type: 'group', fields: { fore: { type: 'track', most: 6, sections: 12 }, guns: whole(0, 4) } },
      armour: { type: 'group', fields: { belt: { type: 'track', most: 6, sections: 12 }, deck: { type: 'track', most: 6, sections: 12 } } },
      ranges: { type: 'list', most: 4, of: whole(0, 40) },
      salvoes: { type: 'list', most: 4, of: { type: 'list', most: 4, of: whole(0, 9) } },
    });
    expect(g.parts).toEqual(['name', { grid: ['turrets.guns'] }, { tracks: ['turrets.fore', 'armour.belt', 'armour.deck'] }, { table: 'ranges' }]);
  });

  it('keeps ranges, sections and words to what a game file holds, saying what was seen, and takes an empty mapping for a blank', async () => {
    const dir = folder();
    const ships = [
      { name: 'A', crew: 2e9, hull: Array(60).fill(1), class: 'Fl\u0007etcher', 'Sp\u0000eed': 3, fire: [10], turrets: { fore: [2, 2], guns: 2 }, spare: {}, game: 'chess' },
      { name: 'B', crew: 3, hull: [4, 4], class: 'Fl\u0007etcher', 'Sp\u0000eed': 4, fire: 'x', turrets: { fore: 3, guns: 1 }, spare: {}, game: 'chess' },
      { name: 'C', crew: 5, hull: 4, class: 'Kagero', 'Sp\u0000eed': 5, fire: 'x', turrets: {}, spare: {}, game: 'chess' },
    ];
    writeFileSync(join(dir, 'odd.yaml'), `ships:\n${ships.map((s) => `  - ${JSON.stringify(s)}\n`).join('')}`);
    const r = await game('odd.yaml', '--out', 'odd-game.yaml');
    expect(r.err).toEqual([]);
    const g = parse(readFileSync(join(dir, 'odd-game.yaml'), 'utf8'));
    expect(g.ship.crew).toEqual(whole(0, 1e9));
    expect(g.ship.hull).toEqual({ type: 'track', most: 80, sections: 50 });
    expect(g.ship.class).toEqual({ type: 'text', most: 20 });
    expect(g.ship['sp-eed']).toEqual({ ...whole(0, 8), label: 'Speed' });
    expect(g.ship.fire).toEqual({ type: 'one-of', values: ['10', 'x'] });
    const text = readFileSync(join(dir, 'odd-game.yaml'), 'utf8');
    expect(text).toContain('# seen 3 to 2000000000; further from 0 than a number field holds (1000000000)');
    expect(text).toContain('more sections than a track holds (50)');
    // an empty mapping is a blank: the field optional, not a group of no fields
    expect(g.ship.turrets).toEqual({ type: 'group', fields: { fore: { type: 'track', most: 5 }, guns: whole(0, 3) }, optional: true });
    expect(g.ship.spare).toEqual({ type: 'text', most: 200, optional: true });
    // a ship's own game key: a field of another name, as no field may be called game
    expect(g.ship['game-field']).toEqual({ type: 'one-of', values: ['chess'] });
    expect(checkFile(join(dir, 'odd-game.yaml'))).toMatch(/ok: game "Odd" \(odd\)/);
  });

  it('keeps a group whose cells are blank in every row a group of its headings\' members, optional', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'blank.csv'), 'name,hull.belt,hull.deck,guns\nA,,,2\nB,,,3\n');
    expect((await game('blank.csv', '--out', 'blank.yaml')).err).toEqual([]);
    expect(parse(readFileSync(join(dir, 'blank.yaml'), 'utf8')).ship.hull).toEqual({
      type: 'group', fields: { belt: { type: 'text', most: 200, optional: true }, deck: { type: 'text', most: 200, optional: true } }, optional: true,
    });
    expect(await command(['check', 'blank.csv', '--game', 'blank.yaml'])).toMatchObject({ code: 0, err: [] });
  });

  it('chooses a card size that holds every ship it read, and the title', async () => {
    const dir = folder();
    copyFileSync(join(FIXTURES, 'destroyers.yaml'), join(dir, 'fleet.yaml'));
    expect((await game('fleet.yaml', '--out', 'tin.yaml')).err).toEqual([]);
    // Laffey's eight systems do not fit the 5 x 3 in card the fields alone would have
    expect(parse(readFileSync(join(dir, 'tin.yaml'), 'utf8')).printables['ship-card'].size).toBe('tarot');
    writeFileSync(join(dir, 'fleet.yaml'), readFileSync(join(dir, 'fleet.yaml'), 'utf8').replace(/^game: .*$/m, 'game: ./tin.yaml'));
    expect(checkFile(join(dir, 'fleet.yaml'))).toMatch(/ok: 6 ships/);
    // a ship with twenty systems fits no listed size: the others are still held, that one is for the user
    const monster = '  - name: Monster\n    side: USN\n    systems:\n' + Array.from({ length: 20 }, (_, i) => `      - { name: System ${i}, boxes: 12 }\n`).join('');
    writeFileSync(join(dir, 'monster.yaml'), readFileSync(join(FIXTURES, 'destroyers.yaml'), 'utf8') + monster);
    expect((await game('monster.yaml', '--out', 'monster-game.yaml')).err).toEqual([]);
    expect(parse(readFileSync(join(dir, 'monster-game.yaml'), 'utf8')).printables['ship-card'].size).toBe('tarot');
    // a sheet's ships are measured as the game file will read them: their cells typed by its fields
    writeFileSync(join(dir, 'wide.csv'), [
      'name,side,crew,veteran.hull,class,rigging,hull,notes,turrets,belt-10,notes-12,class-13,crew-14,turrets-15,belt-17,guns,class-19,hull-20,armour,morale,hull-24',
      'Santísima Trinidad 1,Red,10,true,7,1,-1,9 9 9 9,1,4,sloop,99,0.5,2,FRIGATE,true,,,1,false,Red',
      'Victory 2,red,6,,7,1,6,8 8 8,0,5,light,85,0.5,1,sloop,false,1,1 1 1 1,1,false,Red',
      'Santísima Trinidad 5,Red,1,false,8,0,3,13 13 13,0,6,Ship of the line,69,0.5,2 2,,false,1,10,1,false,Red', '',
    ].join('\n'));
    expect((await game('wide.csv', '--out', 'wide.yaml')).err).toEqual([]);
    expect(parse(readFileSync(join(dir, 'wide.yaml'), 'utf8')).printables['ship-card'].size).not.toBe('5x3in');
    expect(await command(['check', 'wide.csv', '--game', 'wide.yaml'])).toMatchObject({ code: 0, err: [] });
    const long = `${'Wolfpack '.repeat(7).trim()}.csv`;
    writeFileSync(join(dir, long), 'name,guns\nU-47,2\n');
    expect((await game(long, '--out', 'wolves.yaml')).err).toEqual([]);
    expect(parse(readFileSync(join(dir, 'wolves.yaml'), 'utf8')).printables['ship-card'].size).not.toBe('poker');
    expect(checkFile(join(dir, 'wolves.yaml'))).toMatch(/wolves\.yaml: ok: game/);
  });
});

describe('game new: refusals', () => {
  it('says what the command takes when it is not given', async () => {
    folder();
    const said = async (argv: string[]) => (await command(argv)).err;
    expect(await said(['game'])).toEqual(['broadside: game: say what to do: new SHIPFILE writes a game file of your own from a ship file (broadside game new ships.csv --out my-game.yaml)']);
    expect(await said(['game', 'nwe', 'ships.csv'])).toEqual(['broadside: game: unknown action "nwe"; expected one of new; did you mean "new"?']);
    expect(await said(['game', 'new'])).toEqual(['broadside: game new: name the ship file or spreadsheet to start from (broadside game new ships.csv --out my-game.yaml)']);
    expect(await said(['game', 'new', 'a.csv', '--frob'])).toEqual(['broadside: --frob: not an option; see --help']);
    expect(await said(['game', 'new', 'a.csv', '--out', './'])).toEqual(['broadside: --out: "./" is a folder; give the game file\'s name, e.g. --out ./my-game.yaml']);
  });

  it('refuses a file that is not a ship list, in one sentence quoting none of it', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'package.json'), '{ "name": "secret-marker", "version": "1.0.0" }');
    const r = await game('package.json');
    expect(r.code).toBe(2);
    expect(r.err).toEqual(['broadside: package.json:1:1: not a ship file: it has no ships: key at its top; expected game: and ships:']);
    writeFileSync(join(dir, 'numbers.csv'), '1,2,3\n4,5,6\n');
    expect((await game('numbers.csv')).err).toEqual(['broadside: numbers.csv:1:1: not a ship file: its first row holds numbers; expected a heading row of field names (name, side …), then one row per ship']);
    writeFileSync(join(dir, 'names.yaml'), '- secret-marker\n- another\n');
    const list = await game('names.yaml');
    expect([list.code, list.err.join('\n')]).toEqual([2, expect.stringMatching(/^broadside: names\.yaml:1:1: not a ship file: it is a list, but not of ships/)]);
    expect(list.err.join('\n')).not.toContain('secret-marker');
  });

  it('refuses a sheet of headings alone, a file of more than 200 fields, and fields nested too deep', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'head.csv'), 'name,guns\n');
    expect((await game('head.csv')).err).toEqual(['broadside: head.csv:1:1: a heading row and no ships; expected one row per ship under it']);
    const wide = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`k${i}`, i]));
    writeFileSync(join(dir, 'wide.json'), JSON.stringify({ ships: [{ name: 'A', ...wide }] }));
    const r = await game('wide.json');
    expect([r.code, r.err]).toEqual([2, [expect.stringMatching(/^broadside: wide\.json:1:\d+: more than 200 fields \(each key of a ship, nested ones counted\); a game file declares at most 200$/)]]);
    writeFileSync(join(dir, 'deep.yaml'), 'ships:\n  - name: A\n    a: { b: { c: { d: { e: { f: 1 } } } } }\n');
    expect((await game('deep.yaml')).err).toEqual(['broadside: deep.yaml:3:28: nested more than 4 mappings or lists deep; a game file\'s fields nest at most 4']);
  });

  it('refuses a second column of the same field, and a value under no heading', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'twice.csv'), 'name,Hull,hull\nA,1,2\n');
    expect((await game('twice.csv')).err).toEqual(['broadside: twice.csv:1:11: a second column named hull (as "Hull" is); one column per field']);
    writeFileSync(join(dir, 'loose.csv'), 'name,guns\nA,1,2\n');
    expect((await game('loose.csv')).err).toEqual(['broadside: loose.csv:2:5: a value in a column with no heading; head the column with a field name, or clear the cell']);
  });
});

describe('game new: writing the file', () => {
  it('writes --out whole, and refuses to write over a file that is there, leaving it as it was', async () => {
    const dir = folder();
    const first = await game(join(FIXTURES, 'sail.csv'), '--out', 'sail.yaml');
    expect([first.code, first.out]).toEqual([0, ['sail.yaml (a game of 9 fields from 10 ships: edit it to your rules)']]);
    expect(readFileSync(join(dir, 'sail.yaml'), 'utf8')).toBe((await game(join(FIXTURES, 'sail.csv'))).text + '\n');
    expect(readdirSync(dir)).toEqual(['sail.yaml']);
    writeFileSync(join(dir, 'sail.yaml'), 'my own edits\n');
    const again = await game(join(FIXTURES, 'destroyers.yaml'), '--out', 'sail.yaml');
    expect([again.code, again.err]).toEqual([2, ['broadside: --out: "sail.yaml" already exists; game new never writes over a file, so it is left as it is: give another name, or move that file away first']]);
    expect(readFileSync(join(dir, 'sail.yaml'), 'utf8')).toBe('my own edits\n');
    expect(readdirSync(dir)).toEqual(['sail.yaml']);
  });

  it('reads a ship file from standard input', async () => {
    folder();
    const r = await command(['game', 'new', '-'], '- { name: A, guns: 2 }\n- { name: B, guns: 3 }\n');
    const g = parse(r.text);
    expect([r.code, g.game, g.title, g.ship]).toEqual([0, 'my-game', 'My Game', { name: { type: 'name' }, guns: whole(0, 4) }]);
    expect(r.text).toMatch(/^# A game of one's own, as "broadside game new" read it from standard input\.\n/);
  });

  it('refuses --out naming the ship file it reads, or a file that is not YAML', async () => {
    const dir = folder();
    copyFileSync(join(FIXTURES, 'destroyers.yaml'), join(dir, 'fleet.yaml'));
    const r = await game('fleet.yaml', '--out', 'fleet.yaml');
    expect([r.code, r.err]).toEqual([2, ['broadside: --out: "fleet.yaml" is an input of this run; the output would replace it, so nothing is written; give --out another name']]);
    expect(readFileSync(join(dir, 'fleet.yaml'))).toEqual(readFileSync(join(FIXTURES, 'destroyers.yaml')));
    expect((await game('fleet.yaml', '--out', 'game.json')).err).toEqual(['broadside: --out: "game.json" ends in .json; a game file is YAML: give a name ending in .yaml, e.g. --out game.yaml']);
    expect(readdirSync(dir)).toEqual(['fleet.yaml']);
  });
});
