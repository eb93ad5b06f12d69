// Reading a game file's `ship:` fields: each declaration checked against its type's own keys, at
// its line, with the limits that keep a game file from asking for more than a card can hold.
import { DataError } from '../errors.js';
import type { PNode } from '../data/node.js';
import { validate, type Field } from '../data/schema.js';
import { didYouMean } from '../data/suggest.js';
import { FIELD_TYPES, fieldSchema, type FieldDecl, type GameSide } from './fields.js';

/** Most fields a game's ship may have, members of groups and lists counted. */
export const MAX_FIELDS = 200;
/** Most groups and lists inside one another. */
export const MAX_NESTING = 4;
/** A field's or a printable's name: what a spreadsheet heading and a template can both name. */
export const KEY = /^[a-z][a-z0-9-]{0,39}$/;

export const keyProblem = (key: string, what: string): string | null =>
  KEY.test(key) ? null : `${what} ${JSON.stringify(key.slice(0, 40))} is not a name; names are lower-case letters, digits and hyphens, start with a letter and are at most 40 characters long`;

/** The furthest from 0 a whole number's or a number's min and max may be. */
export const MOST_NUMBER = 1e9;
/** Most sections a track may be declared to have. */
export const MOST_SECTIONS = 50;

const int = (min: number, max: number): Field => ({ type: 'int', min, max, required: true });
const common: Record<string, Field> = {
  type: { type: 'enum', values: FIELD_TYPES, required: true },
  label: { type: 'string', maxLength: 60 },
  optional: { type: 'bool' },
  default: { type: 'any' },
  doc: { type: 'string', maxLength: 400 },
};
const range = (limit: number): Record<string, Field> => ({ min: { type: 'number', min: -limit, max: limit, required: true }, max: { type: 'number', min: -limit, max: limit, required: true } });

/** Each type's own keys (besides the common ones). `of` and `fields` are read here, nested. */
const OWN: Record<FieldDecl['type'], Record<string, Field>> = {
  name: {},
  text: { most: { type: 'int', min: 1, max: 2000, default: 200 } },
  whole: range(MOST_NUMBER),
  number: range(MOST_NUMBER),
  'one-of': { values: { type: 'list', minItems: 1, maxItems: 100, required: true, of: { type: 'string', maxLength: 60, required: true } } },
  side: {},
  'yes-no': {},
  track: { most: int(1, 200), sections: { type: 'int', min: 1, max: MOST_SECTIONS, default: 12 }, 'sections-only': { type: 'bool' } },
  tracks: { most: int(1, 20), boxes: int(1, 200) },
  list: { most: int(1, 100), of: { type: 'any', required: true } },
  group: { fields: { type: 'any', required: true } },
};

interface Reading { errors: DataError[]; count: number; sides?: GameSide[] }

/**
 * The declared fields of a `ship:` (or a group's `fields:`) mapping; problems are added to `errors`.
 * `sides`, the game's, which a side field's default names.
 */
export function readFields(node: PNode, path: string, errors: DataError[], sides?: GameSide[]): Record<string, FieldDecl> | undefined {
  const reading: Reading = { errors, count: 0, sides };
  return fieldsOf(node, path, 0, reading);
}

function fieldsOf(node: PNode, path: string, depth: number, r: Reading): Record<string, FieldDecl> | undefined {
  if (node.kind !== 'map' || node.entries.size === 0) {
    r.errors.push(new DataError(node.pos, path, 'expected a mapping of fields, each name: { type: … }'));
    return undefined;
  }
  const out: Record<string, FieldDecl> = Object.create(null);
  for (const [key, { keyPos, node: value }] of node.entries) {
    const bad = keyProblem(key, 'the field');
    if (bad) {
      r.errors.push(new DataError(keyPos, path, bad));
      continue;
    }
    if (++r.count > MAX_FIELDS) {
      r.errors.push(new DataError(keyPos, `${path}.${key}`, `a ship has at most ${MAX_FIELDS} fields, members of groups and lists counted`));
      return undefined;
    }
    const decl = declOf(value, `${path}.${key}`, depth, r);
    if (decl) out[key] = decl;
  }
  return out;
}

function declOf(node: PNode, path: string, depth: number, r: Reading): FieldDecl | undefined {
  const typeNode = node.kind === 'map' ? node.entries.get('type')?.node : undefined;
  const type = typeNode?.kind === 'scalar' ? String(typeNode.value) : undefined;
  if (!type || !(FIELD_TYPES as readonly string[]).includes(type)) {
    const at = typeNode ?? node;
    const why = type === undefined ? 'missing' : `unknown type ${JSON.stringify(type.slice(0, 40))}`;
    const hint = type === undefined ? '' : didYouMean(type, FIELD_TYPES);
    r.errors.push(new DataError(at.pos, `${path}.type`, `${why}; a field is written { type: whole, min: 0, max: 10 }, its type one of ${FIELD_TYPES.join(', ')}${hint}`));
    return undefined;
  }
  const t = type as FieldDecl['type'];
  const before = r.errors.length;
  const decl = validate(node, { type: 'object', fields: { ...common, ...OWN[t] } }, path, r.errors) as Record<string, unknown> | undefined;
  if (!decl || r.errors.length > before) return undefined;
  for (const k of Object.keys(decl)) if (decl[k] === undefined) delete decl[k];
  if ((t === 'whole' || t === 'number') && (decl.min as number) > (decl.max as number)) {
    r.errors.push(new DataError(node.pos, path, `min ${decl.min} is more than max ${decl.max}`));
    return undefined;
  }
  if (t === 'whole' && (!Number.isInteger(decl.min) || !Number.isInteger(decl.max))) {
    r.errors.push(new DataError(node.pos, path, 'a whole number\'s min and max are whole numbers; use type: number for others'));
    return undefined;
  }
  if (t === 'list' || t === 'group') {
    if (depth + 1 > MAX_NESTING) {
      r.errors.push(new DataError(node.pos, path, `groups and lists nest at most ${MAX_NESTING} deep`));
      return undefined;
    }
    const inner = (node as PNode & { kind: 'map' }).entries.get(t === 'list' ? 'of' : 'fields')!.node;
    if (t === 'list') {
      const of = declOf(inner, `${path}.of`, depth + 1, r);
      if (!of) return undefined;
      decl.of = of;
    } else {
      const fields = fieldsOf(inner, `${path}.fields`, depth + 1, r);
      if (!fields) return undefined;
      decl.fields = fields;
    }
  }
  // a default stands in for a value a ship leaves out: it is held to the field's own rule, and kept
  // as a ship's value is (a track's count as its sections, a choice in its own spelling)
  const given = (node as PNode & { kind: 'map' }).entries.get('default')?.node;
  if (given && (t !== 'side' || r.sides)) {
    const own = fieldSchema({ ...decl, default: undefined, optional: false } as unknown as FieldDecl, r.sides);
    const value = validate(given, { ...own, required: true }, `${path}.default`, r.errors);
    if (r.errors.length > before) return undefined;
    decl.default = value;
  }
  return decl as unknown as FieldDecl;
}
