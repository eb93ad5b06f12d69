// The JSON Schemas agree with `broadside check` over the validator's corpus: every example file and
// every inline good case is accepted by both; every bad fixture and inline bad case is refused by
// both, at the same field. What no JSON Schema can say (a rule across values, another file, the font)
// is listed apart, each case with why: broadside refuses it and the schema, as it must, lets it by.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadConvention } from '../src/convention/load.js';
import { loadKit } from '../src/data/kit.js';
import { schemaLine, schemaNames } from '../src/data/jsonschema.js';
import { loadShipsFile as loadShips } from '../src/data/ships.js';
import { DataError, DataErrors } from '../src/errors.js';
import { gameById } from '../src/games/registry.js';
import { ROOT, scratch } from './helpers.js';
import { xlsx, xrow } from './zip.js';

const SCHEMAS = join(ROOT, 'schemas');
const BAD = join(ROOT, 'tests/fixtures/bad');
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

// strict mode, but for union types ("type": ["string", "number"]): standard draft-07, which ajv's
// strict mode asks to be allowed explicitly
const validators = new Map<string, ValidateFunction>();
const validator = (name: string): ValidateFunction => {
  if (!validators.has(name)) {
    const ajv = new Ajv({ strict: true, allowUnionTypes: true, allErrors: true });
    validators.set(name, ajv.compile(JSON.parse(readFileSync(join(SCHEMAS, `${name}.json`), 'utf8'))));
  }
  return validators.get(name)!;
};

/** Where an ajv error is, written as broadside names fields: `ships[0].side`. */
function ajvField(e: ErrorObject): string {
  const parts = e.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra = e.params.additionalProperty ?? e.params.missingProperty;
  if (extra !== undefined) parts.push(extra);
  return parts.reduce((path, p) => (/^\d+$/.test(p) ? `${path}[${p}]` : path ? `${path}.${p}` : p), '');
}

/** The fields broadside reports for a file of this kind, or null when it accepts the file; `given`:
 * a ship file's game is given as a kit or --game gives it. */
function broadsideFields(kind: string, file: string, given = false): string[] | null {
  try {
    if (kind === 'kit') loadKit(file);
    else if (kind === 'convention') loadConvention(file);
    else loadShips(file, given ? gameById(kind) : undefined);
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(DataError);
    return err instanceof DataErrors ? err.errors.map((e) => e.field) : [(err as DataError).field];
  }
}

/** The schema's refusals, as fields, or null when it accepts the text. */
function schemaFields(kind: string, text: string): string[] | null {
  const v = validator(kind);
  return v(parse(text)) ? null : v.errors!.map(ajvField);
}

/** Writes a case's file (and the files it names) into a new folder: the path of its file. */
function written(kind: string, text: string, files: Record<string, string | Buffer> = {}): string {
  const dir = scratch();
  for (const [name, data] of Object.entries(files)) writeFileSync(join(dir, name), data);
  const file = join(dir, `${kind}.yaml`);
  writeFileSync(file, text);
  return file;
}

/** Both refuse, at one field at least (a table's inline kit reports "print.x" for tables[0].print.x). */
function sameField(broadside: string[], schema: string[]): boolean {
  return schema.some((a) => broadside.some((f) => a === f || a.endsWith(`.${f}`)));
}

const EXAMPLES = ['examples/convention.yaml', ...['ships', 'kits'].flatMap((d) => readdirSync(join(ROOT, 'examples', d)).map((f) => `examples/${d}/${f}`))]
  .filter((f) => /\.(ya?ml|json)$/.test(f));
const kindOf = (file: string): string => (file.endsWith('convention.yaml') ? 'convention' : file.includes('/kits/') ? 'kit' : basename(file).replace(/\.\w+$/, ''));
const FIXTURES = readdirSync(BAD).sort().flatMap((kind) => readdirSync(join(BAD, kind)).sort().map((f) => `${kind}/${f}`));
// the one fixture whose two refusals stand at different keys: broadside reports the kit key, the
// schema each inline key it forbids beside it
const ELSEWHERE = new Set(['convention/kit-and-inline.yaml', 'a sheet beside a table\'s kit file']);

const M = (ships: string) => `game: milk-and-cookies\nships:\n${ships}`;
const IRONCLAD = (fields: string) => `game: ironclads\nships:\n  - { name: CSS Virginia, side: Confederate, speed: 5, acceleration: 2, armor: heavy, crew: [10], hull: [8]${fields} }\n`;
const BOOK = xlsx([{ name: 'Notes', rows: [xrow(1, ['Saturday'])] }, { name: 'Sunday', rows: [xrow(1, ['name', 'side', 'guns']), xrow(2, ['Sea Biscuit', 'A', 4])] }]);
const EXAMPLE_KIT = (game: string) => join(ROOT, 'examples/kits', `${game}.yaml`);

type Case = [what: string, kind: string, text: string, files?: Record<string, string | Buffer>];

// what the editor must not flag: forms broadside accepts that a stricter schema would refuse
const GOOD: Case[] = [
  ['an optional key left empty, a number as a name', 'ironclads',
    'game: ironclads\nships:\n  - { name: 1812, side: 2, speed: 4, acceleration: 1, armor: heavy, crew: [2], hull: [3], guns:, ram: ~ }\n'],
  ['no game (the kit or --game gives it)', 'crane', 'ships:\n  - { name: HMS Victory, side: red, size: large }\n'],
  ['a print list with options, a bare-number length, inline ships, a custom paper', 'kit',
    'game: milk-and-cookies\npaper: 300x400mm\nships:\n  - { name: Sea Biscuit, side: A, guns: 4 }\nprint:\n  - { printable: dice-labels, count: 2, die: 0.625 }\n  - { printable: boat-record, count: 1 }\n  - { printable: range-stick }\n'],
  ['a print mapping with options and a count left to its default', 'kit',
    'game: crane\nprint:\n  board: { grid: hex, size: 30X20IN, cell: 1.5in, numbers: true }\n  markers: 0\n'],
  ['an inline kit in a table', 'convention',
    'title: Night\ntables:\n  - name: Deep Six\n    game: naval-war\n    title: Naval War\n    ships: [{ name: Ada }, { name: Bo }, { name: Cy }]\n    print: { score-sheet: { count: 2, target: 150 } }\n'],
  ['values from a list in any case: the game, an armour, a gun\'s weight and position', 'ironclads',
    IRONCLAD(', guns: [{ name: Bow pivot, position: Bow, weight: Very-Heavy }]').replace('game: ironclads', 'game: Ironclads').replace('armor: heavy', 'armor: HEAVY')],
  ['a side and a size in any case, with spaces around them', 'crane', 'game: CRANE\nships:\n  - { name: HMS Victory, side: Red, size: " large " }\n'],
  ['a type and a crew in any case', 'beat-to-quarters', 'game: beat-to-quarters\nships:\n  - { name: Amazon, id: 1, type: Frigate, rate: 5, crew: CRACK, side: British }\n'],
  ['a paper, a game and a printable\'s options in any case', 'kit',
    'game: Naval-War\npaper: A4\nprint:\n  ship-deck: { count: 1, duplex: Short-Edge, layout: PER-CARD }\n'],
  ['numbers written as text: a count, a number of guns, a track', 'kit',
    'game: milk-and-cookies\nships:\n  - { name: Sea Biscuit, side: A, guns: "4" }\n  - { name: Jolly Roger, side: b, guns: " +03.0 " }\nprint:\n  boat-record: "2"\n  range-stick: { count: "007" }\n'],
  ['the sheet of a ships workbook', 'kit', 'game: milk-and-cookies\nships: fleet.xlsx\nsheet: sunday\nprint:\n  boat-record: 1\n', { 'fleet.xlsx': BOOK }],
  ['a game in any case in a table, packets in any case', 'convention',
    `tables:\n  - name: Kids\n    kit: ${EXAMPLE_KIT('milk-and-cookies')}\n    packets: Side\n  - name: Cards\n    game: NAVAL-WAR\n    print: { score-sheet: 1 }\n`],
];

// refused by both, for a reason a schema can say
const REFUSED: Case[] = [
  ['a side of another game, with the game in capitals', 'kit', 'game: CRANE\nships:\n  - { name: HMS Victory, side: A, size: large }\nprint:\n  damage-chart: 1\n'],
  ['a printable of another game, the game in any case', 'kit', 'game: Crane\nprint:\n  boat-record: 1\n'],
  ['a number written as text, out of range', 'milk-and-cookies', M('  - { name: Sea Biscuit, side: A, guns: "13" }\n')],
  ['a number written as text that is no number', 'milk-and-cookies', M('  - { name: Sea Biscuit, side: A, guns: "four" }\n')],
  ['a word no case of which is in the list', 'ironclads', IRONCLAD('').replace('armor: heavy', 'armor: Heavyish')],
  ['a sheet for ships that are not in a workbook', 'kit', 'game: milk-and-cookies\nships: fleet.yaml\nsheet: Sunday\nprint:\n  boat-record: 1\n',
    { 'fleet.yaml': M('  - { name: Sea Biscuit, side: A, guns: 4 }\n') }],
  ['a sheet for ships listed in the kit', 'kit', 'game: milk-and-cookies\nsheet: Sunday\nships:\n  - { name: Sea Biscuit, side: A, guns: 4 }\nprint:\n  boat-record: 1\n'],
  ['a sheet beside a table\'s kit file', 'convention', `tables:\n  - name: Kids\n    kit: ${EXAMPLE_KIT('milk-and-cookies')}\n    sheet: Sunday\n`],
];

// refused by broadside only: each needs what a JSON Schema cannot see or say
const CHECK_ONLY: [what: string, why: string, kind: string, text: string][] = [
  ['a ship name used twice, case aside', 'uniqueness of one key across a list, and case-insensitive: uniqueItems compares whole items, exactly',
    'crane', 'game: crane\nships:\n  - { name: HMS Victory, side: red, size: large }\n  - { name: hms victory, side: blue, size: large }\n'],
  ['an ID used twice', 'uniqueness of one key across a list (uniqueItems compares whole items)',
    'beat-to-quarters', 'game: beat-to-quarters\nships:\n  - { name: Amazon, id: 1, type: frigate, rate: 5, crew: crack, side: British }\n  - { name: Surprise, id: 1, type: frigate, rate: 5, crew: crack, side: British }\n'],
  ['a gun at a position the boat lacks', 'the allowed words depend on another key\'s values (the boat\'s turrets)',
    'ironclads', IRONCLAD(', guns: [{ name: Aft gun, position: aft, weight: heavy }]')],
  ['a sixth ship of a side', 'a count of the items with one value',
    'crane', `game: crane\nships:\n${Array.from({ length: 6 }, (_, i) => `  - { name: Ship ${i}, side: red, size: small }`).join('\n')}\n`],
  ['a third side', 'a count of the distinct values of one key',
    'beat-to-quarters', `game: beat-to-quarters\nships:\n${['British', 'French', 'Spanish'].map((side, i) => `  - { name: Ship ${i}, id: ${i + 1}, type: frigate, rate: 5, crew: crack, side: ${side} }`).join('\n')}\n`],
  ['a track of more than 60 boxes in all', 'a sum of a list\'s numbers',
    'ironclads', IRONCLAD('').replace('crew: [10]', 'crew: [40, 40]')],
  ['a type and rate that are not a row of the master ship table', 'the game\'s data file, another file',
    'beat-to-quarters', 'game: beat-to-quarters\nships:\n  - { name: Amazon, id: 1, type: cutter, rate: 1, crew: crack, side: British }\n'],
  ['a name too wide to print', 'the font\'s measure of the text',
    'crane', `game: crane\nships:\n  - { name: ${'W'.repeat(60)}, side: red, size: large }\n`],
  ['a character the font lacks', 'the font\'s characters',
    'milk-and-cookies', M('  - { name: "Sea Biscuit \u2603", side: A, guns: 4 }\n')],
  ['a length with a unit out of range', 'arithmetic on a unit: a pattern cannot weigh "1in" against 0.25 in',
    'kit', 'game: naval-war\nprint:\n  ship-deck: { count: 1, bleed: 1in }\n'],
  ['no printable counted above 0', 'possible only as one alternative per printable, which an editor reports as one unreadable error',
    'kit', 'game: crane\nprint:\n  board: 0\n  markers: 0\n'],
  ['a ships file that is not there', 'the file system',
    'kit', 'game: milk-and-cookies\nships: nowhere.yaml\nprint:\n  boat-record: 1\n'],
  ['ships-in-play naming a ship the kit lacks', 'the kit is another file',
    'convention', `tables:\n  - name: Ironclads\n    kit: ${EXAMPLE_KIT('ironclads')}\n    ships-in-play: [CSS Nowhere]\n`],
];

describe('the JSON Schemas and broadside check', () => {
  it.each(EXAMPLES)('%s: accepted by both, its first line naming its schema at this version', (example) => {
    const text = readFileSync(join(ROOT, example), 'utf8');
    const kind = kindOf(example);
    expect(text.split('\n')[0]).toBe(schemaLine(kind, VERSION));
    expect(broadsideFields(kind, join(ROOT, example))).toBeNull();
    expect(schemaFields(kind, text)).toBeNull();
  });

  it('has bad fixtures for every schema', () => {
    expect(readdirSync(BAD).sort()).toEqual([...schemaNames()].sort());
    expect(FIXTURES.length).toBeGreaterThanOrEqual(25);
  });

  it.each(FIXTURES)('%s: refused by both, at the same field', (fixture) => {
    const [kind] = fixture.split('/');
    const file = join(BAD, fixture);
    const fields = broadsideFields(kind, file);
    expect(fields, 'broadside accepted it').not.toBeNull();
    const at = schemaFields(kind, readFileSync(file, 'utf8'));
    expect(at, 'the schema accepted it').not.toBeNull();
    expect(sameField(fields!, at!), `broadside: ${fields!.join(', ')}; schema: ${at!.join(', ')}`).toBe(!ELSEWHERE.has(fixture));
  });

  it.each(GOOD)('accepted by both: %s', (_, kind, text, files) => {
    expect(broadsideFields(kind, written(kind, text, files), true)).toBeNull();
    expect(schemaFields(kind, text)).toBeNull();
  });

  it.each(REFUSED)('refused by both, at the same field: %s', (what, kind, text, files) => {
    const fields = broadsideFields(kind, written(kind, text, files));
    expect(fields, 'broadside accepted it').not.toBeNull();
    const at = schemaFields(kind, text);
    expect(at, 'the schema accepted it').not.toBeNull();
    expect(sameField(fields!, at!), `broadside: ${fields!.join(', ')}; schema: ${at!.join(', ')}`).toBe(!ELSEWHERE.has(what));
  });

  it.each(CHECK_ONLY)('refused by broadside only: %s (the schema cannot see %s)', (_, _why, kind, text) => {
    expect(broadsideFields(kind, written(kind, text)), 'broadside accepted it').not.toBeNull();
    expect(schemaFields(kind, text)).toBeNull();
  });
});
