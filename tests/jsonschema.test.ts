// The JSON Schemas editors use: made from the validator's own fields, committed in schemas/ as the
// code makes them, valid draft-07, passing every example file, and refusing every bad fixture that
// broadside itself refuses, at the same field.
//
// Rules the schemas cannot express, so no fixture here tests them (broadside's own tests do): a
// `check` function (a track's sum of boxes, an ID used twice, a gun at a turret the boat lacks, a
// sixth ship of a side, a third side, a type and rate that must be a row of the master ship table,
// a name that must fit where the printables print it, a board cell under 0.25 in or a side over
// 120 in, a card size or back offset, a paper larger than 60 in), a count above 0 somewhere in the
// print list, ships a per-ship printable needs, a named file that must exist and be for the kit's
// game, ships-in-play naming ships of the kit, two tables with the same file name, the range of a
// length written with a unit, and characters the font lacks.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadConvention } from '../src/convention/load.js';
import { loadKit } from '../src/data/kit.js';
import { schemaNames, schemaOf, schemaText } from '../src/data/jsonschema.js';
import { loadShipsFile as loadShips } from '../src/data/ships.js';
import { DataError, DataErrors } from '../src/errors.js';
import { GAMES, gameById } from '../src/games/registry.js';
import { ROOT, cli, scratch } from './helpers.js';

const SCHEMAS = join(ROOT, 'schemas');
const BAD = join(ROOT, 'tests/fixtures/bad');

// strict mode, but for union types ("type": ["string", "number"]): standard draft-07, which ajv's
// strict mode asks to be allowed explicitly
const ajv = () => new Ajv({ strict: true, allowUnionTypes: true, allErrors: true });
const validators = new Map<string, ValidateFunction>();
const validator = (name: string): ValidateFunction => {
  if (!validators.has(name)) validators.set(name, ajv().compile(JSON.parse(readFileSync(join(SCHEMAS, `${name}.json`), 'utf8'))));
  return validators.get(name)!;
};

/** The example files with the schema their first line names, resolved against the file. */
function examples(): { file: string; schema: string }[] {
  const files = [
    ...readdirSync(join(ROOT, 'examples/ships')).map((f) => join(ROOT, 'examples/ships', f)),
    ...readdirSync(join(ROOT, 'examples/kits')).map((f) => join(ROOT, 'examples/kits', f)),
    join(ROOT, 'examples/convention.yaml'),
  ].filter((f) => /\.(ya?ml|json)$/.test(f));
  return files.map((file) => {
    const first = readFileSync(file, 'utf8').split('\n')[0];
    const m = /^# yaml-language-server: \$schema=(\S+)$/.exec(first);
    return { file, schema: m ? resolve(dirname(file), m[1]) : '' };
  });
}

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

// The one fixture whose two refusals stand at different keys: broadside reports the kit key, the
// schema each inline key it forbids beside it.
const ELSEWHERE = new Set(['convention/kit-and-inline.yaml']);

describe('JSON Schemas', () => {
  it('are committed as the code makes them, one per game and for kits and conventions', () => {
    const names = schemaNames();
    expect(names).toEqual([...GAMES.map((g) => g.id), 'kit', 'convention']);
    expect(readdirSync(SCHEMAS).sort()).toEqual(names.map((n) => `${n}.json`).sort());
    // run `npm run schemas` when this fails
    for (const name of names) expect(readFileSync(join(SCHEMAS, `${name}.json`), 'utf8'), name).toBe(schemaText(name));
  });

  it('are valid draft-07, compiling in ajv\'s strict mode', () => {
    for (const name of schemaNames()) {
      const schema = schemaOf(name);
      expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
      const a = ajv();
      expect(a.validateSchema(schema), `${name}: ${a.errorsText()}`).toBe(true);
      expect(() => a.compile(schema), name).not.toThrow();
    }
  });

  it('take their keys and values from the registry: each game\'s printables and options in the kit', () => {
    const kit = schemaOf('kit') as any;
    for (const g of GAMES) {
      const print = kit.definitions[`${g.id}-print`];
      expect(Object.keys(print.properties), g.id).toEqual(g.printables.map((p) => p.name));
      expect(print.items.properties.printable.enum).toEqual(g.printables.map((p) => p.name));
      for (const p of g.printables) expect(Object.keys(print.properties[p.name].properties)).toEqual(['count', ...Object.keys(p.options)]);
      expect(Object.keys(kit.definitions[`${g.id}-ship`].properties)).toEqual(Object.keys((g.ship as any).fields));
      expect((schemaOf(g.id) as any).properties.ships.maxItems).toBe(g.maxShips);
    }
    // a length's range is in inches, as a bare number is read; its default as the user writes it
    const bleed = kit.definitions['naval-war-print'].properties['ship-deck'].properties.bleed;
    expect([bleed.minimum, bleed.maximum, bleed.default]).toEqual([0, 0.25, '0in']);
    expect(kit.properties.game.enum).toEqual(GAMES.map((g) => g.id));
  });

  it('pass every example file, each of which names its schema on its first line', () => {
    const found = examples();
    expect(found.length).toBe(11);
    for (const { file, schema } of found) {
      expect(schema, `${file}: first line`).not.toBe('');
      const name = basename(schema, '.json');
      expect(schema).toBe(join(SCHEMAS, `${name}.json`));
      const expected = file.endsWith('convention.yaml') ? 'convention' : file.includes('/kits/') ? 'kit' : basename(file).replace(/\.\w+$/, '');
      expect(name, file).toBe(expected);
      const v = validator(name);
      expect(v(parse(readFileSync(file, 'utf8'))), `${file}: ${JSON.stringify(v.errors)}`).toBe(true);
    }
  });

  const kinds = readdirSync(BAD).sort();
  const fixtures = kinds.flatMap((kind) => readdirSync(join(BAD, kind)).sort().map((f) => `${kind}/${f}`));
  it('has bad fixtures for every schema', () => {
    expect(kinds).toEqual([...schemaNames()].sort());
    expect(fixtures.length).toBeGreaterThanOrEqual(25);
  });

  it.each(fixtures)('%s: refused by broadside and by the schema, at the same field', (fixture) => {
    const [kind] = fixture.split('/');
    const file = join(BAD, fixture);
    const fields = broadsideFields(kind, file);
    expect(fields, 'broadside accepted it').not.toBeNull();
    const v = validator(kind);
    expect(v(parse(readFileSync(file, 'utf8'))), 'the schema accepted it').toBe(false);
    const at = v.errors!.map(ajvField);
    // a table's inline kit reports its fields as a kit file would: "print.x" for tables[0].print.x
    const same = at.some((a) => fields!.some((f) => a === f || a.endsWith(`.${f}`)));
    expect(same, `broadside: ${fields!.join(', ')}; schema: ${at.join(', ')}`).toBe(!ELSEWHERE.has(fixture));
  });

  // what the editor must not flag: forms broadside accepts that a stricter schema would refuse
  const GOOD: [string, string, string][] = [
    ['an optional key left empty, a number as a name', 'ironclads',
      'game: ironclads\nships:\n  - { name: 1812, side: 2, speed: 4, acceleration: 1, armor: heavy, crew: [2], hull: [3], guns:, ram: ~ }\n'],
    ['no game (the kit or --game gives it)', 'crane', 'ships:\n  - { name: HMS Victory, side: red, size: large }\n'],
    ['a print list with options, a bare-number length, inline ships, a custom paper', 'kit',
      'game: milk-and-cookies\npaper: 300x400mm\nships:\n  - { name: Sea Biscuit, side: A, guns: 4 }\nprint:\n  - { printable: dice-labels, count: 2, die: 0.625 }\n  - { printable: boat-record, count: 1 }\n  - { printable: range-stick }\n'],
    ['a print mapping with options and a count left to its default', 'kit',
      'game: crane\nprint:\n  board: { grid: hex, size: 30X20IN, cell: 1.5in, numbers: true }\n  markers: 0\n'],
    ['an inline kit in a table', 'convention',
      'title: Night\ntables:\n  - name: Deep Six\n    game: naval-war\n    title: Naval War\n    ships: [{ name: Ada }, { name: Bo }, { name: Cy }]\n    print: { score-sheet: { count: 2, target: 150 } }\n'],
  ];
  it.each(GOOD)('accepted by both: %s', (_, kind, text) => {
    const file = join(scratch(), `${kind}.yaml`);
    writeFileSync(file, text);
    expect(broadsideFields(kind, file, true)).toBeNull();
    const v = validator(kind);
    expect(v(parse(text)), JSON.stringify(v.errors)).toBe(true);
  });

  it('`broadside schema NAME` prints the committed schema, in any case', async () => {
    for (const name of ['crane', 'Kit', 'convention']) {
      const r = await cli('schema', name);
      expect(r.code, r.err).toBe(0);
      expect(`${r.out}\n`).toBe(readFileSync(join(SCHEMAS, `${name.toLowerCase()}.json`), 'utf8'));
    }
  });

  it('`broadside schema` refuses a name it does not know, with the names and a guess', async () => {
    const r = await cli('schema', 'cran');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe('broadside: schema: unknown schema "cran"; expected one of milk-and-cookies, ironclads, crane, naval-war, beat-to-quarters, kit, convention; did you mean "crane"?');
  });
});
