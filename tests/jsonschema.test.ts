// The JSON Schemas editors use: made from the validator's own fields, committed in schemas/ as the
// code makes them, valid draft-07, and printed by `broadside schema`. That they agree with
// `broadside check` over its corpus of good and bad files is tests/jsonschema-agree.test.ts.
import { Ajv } from 'ajv';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaNames, schemaOf, schemaText } from '../src/data/jsonschema.js';
import { GAMES } from '../src/games/registry.js';
import { ROOT, cli } from './helpers.js';

const SCHEMAS = join(ROOT, 'schemas');

// strict mode, but for union types ("type": ["string", "number"]): standard draft-07, which ajv's
// strict mode asks to be allowed explicitly
const ajv = () => new Ajv({ strict: true, allowUnionTypes: true, allErrors: true });

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
    expect(kit.properties.game.anyOf[0].enum).toEqual(GAMES.map((g) => g.id));
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
