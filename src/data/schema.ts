// A small declarative schema: one per game and one for kits. Validation turns a positioned tree
// into plain values, and every failure names file:line:col, the field path and what was expected.
import { DataError } from '../errors.js';
import { missingGlyph } from '../svg/fonts.js';
import { parseLength, parseSize, toInch } from '../units.js';
import type { PNode } from './node.js';

/** A rule across values (a sum, a cross-reference): a problem, optionally at a key path inside the value. */
export type Check = (value: any) => string | { at: (string | number)[]; problem: string } | null;

interface Common {
  required?: boolean; default?: unknown; doc?: string; check?: Check;
  /** A file path: in a kit it is relative to the kit file. */
  file?: boolean;
}
export type Field = Common & (
  | { type: 'string'; maxLength?: number }
  | { type: 'int'; min: number; max: number }
  | { type: 'number'; min: number; max: number }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'bool' }
  | { type: 'length'; min: number; max: number }              // "2in", "25mm" → pt
  | { type: 'size'; min: number; max: number }                // "28x22in" → { width, height } in pt
  | { type: 'list'; of: Field; minItems?: number; maxItems?: number }
  | { type: 'object'; fields: Record<string, Field> }
  | { type: 'any' }                                            // checked later by whoever owns it
);

export function expected(f: Field): string {
  switch (f.type) {
    case 'string': return f.maxLength ? `text of at most ${f.maxLength} characters` : 'text';
    case 'int': return `a whole number from ${f.min} to ${f.max}`;
    case 'number': return `a number from ${f.min} to ${f.max}`;
    case 'enum': return `one of ${f.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'bool': return 'true or false';
    case 'length': return `a length from ${fmt(toInch(f.min))}in to ${fmt(toInch(f.max))}in (e.g. "2in" or "25mm")`;
    case 'size': return `a size WIDTHxHEIGHT, each side from ${fmt(toInch(f.min))}in to ${fmt(toInch(f.max))}in (e.g. "28x22in" or "600x400mm")`;
    case 'list':
      if (f.minItems !== undefined && f.maxItems !== undefined) return `a list of ${f.minItems} to ${f.maxItems} items`;
      if (f.minItems !== undefined) return `a list of at least ${f.minItems} items`;
      return f.maxItems !== undefined ? `a list of at most ${f.maxItems} items` : 'a list';
    case 'object': return `a mapping with keys ${Object.keys(f.fields).join(', ')}`;
    case 'any': return 'a value';
  }
}

const fmt = (n: number): string => String(Math.round(n * 1000) / 1000);
const describe = (n: PNode): string =>
  n.kind === 'map' ? 'a mapping' : n.kind === 'seq' ? 'a list' : n.value === null ? 'nothing' : JSON.stringify(n.value);

/** Validates `node` against `field`; `path` is the field's name as the user would write it. */
export function validate(node: PNode, field: Field, path: string): unknown {
  const value = validateShape(node, field, path);
  const found = field.check?.(value);
  if (!found) return value;
  if (typeof found === 'string') throw new DataError(node.pos, path, found);
  let at = node;
  let where = path;
  for (const key of found.at) {
    const next = at.kind === 'map' ? at.entries.get(String(key))?.node : at.kind === 'seq' ? at.items[Number(key)] : undefined;
    if (!next) break;
    at = next;
    where = typeof key === 'number' ? `${where}[${key}]` : join(where, key);
  }
  throw new DataError(at.pos, where, found.problem);
}

function validateShape(node: PNode, field: Field, path: string): unknown {
  const fail = (problem?: string): never => {
    throw new DataError(node.pos, path, problem ?? `expected ${expected(field)}, got ${describe(node)}`);
  };
  switch (field.type) {
    case 'any':
      return plain(node);
    case 'object': {
      if (node.kind !== 'map') return fail();
      const out: Record<string, unknown> = {};
      for (const [key, { keyPos }] of node.entries) {
        if (!(key in field.fields)) {
          const known = Object.keys(field.fields).join(', ');
          throw new DataError(keyPos, join(path, key), `unknown key; expected one of: ${known}`);
        }
      }
      for (const [key, sub] of Object.entries(field.fields)) {
        const entry = node.entries.get(key);
        const isNull = !entry || (entry.node.kind === 'scalar' && entry.node.value === null);
        if (isNull) {
          if (sub.required) throw new DataError(entry?.node.pos ?? node.pos, join(path, key), `missing; expected ${expected(sub)}`);
          if (sub.default !== undefined) out[key] = sub.default;
          continue;
        }
        out[key] = validate(entry.node, sub, join(path, key));
      }
      return out;
    }
    case 'list': {
      if (node.kind !== 'seq') return fail();
      if (field.minItems !== undefined && node.items.length < field.minItems) fail(`expected ${expected(field)}, got ${node.items.length}`);
      if (field.maxItems !== undefined && node.items.length > field.maxItems) fail(`expected ${expected(field)}, got ${node.items.length}`);
      const out = node.items.map((item, i) => validate(item, field.of, `${path}[${i}]`));
      return out;
    }
  }
  if (node.kind !== 'scalar') return fail();
  const v = node.value;
  switch (field.type) {
    case 'string':
      if (typeof v !== 'string' && typeof v !== 'number') return fail();
      if (String(v).trim() === '') return fail(`expected ${expected(field)}, got an empty value`);
      if (field.maxLength && [...String(v)].length > field.maxLength) fail(`expected ${expected(field)}, got ${[...String(v)].length}`);
      {
        // every string ends up printed: refuse what the embedded font would print as an empty box
        const ch = missingGlyph(String(v));
        if (ch) fail(`the font has no character ${JSON.stringify(ch)} (U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}); use other text`);
      }
      return String(v).trim();
    case 'int':
    case 'number': {
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
      if (typeof n !== 'number' || !Number.isFinite(n) || (field.type === 'int' && !Number.isInteger(n))) return fail();
      if (n < field.min || n > field.max) return fail();
      return n;
    }
    case 'enum':
      if (!field.values.includes(String(v))) return fail();
      return String(v);
    case 'bool':
      if (typeof v !== 'boolean') return fail();
      return v;
    case 'length': {
      const pt = typeof v === 'string' || typeof v === 'number' ? parseLength(v) : null;
      if (pt === null || pt < field.min || pt > field.max) return fail();
      return pt;
    }
    case 'size': {
      const wh = typeof v === 'string' ? parseSize(v) : null;
      if (wh === null || wh.some((pt) => pt < field.min || pt > field.max)) return fail();
      return { width: wh[0], height: wh[1] };
    }
  }
}

const join = (path: string, key: string): string => (path ? `${path}.${key}` : key);

function plain(node: PNode): unknown {
  if (node.kind === 'scalar') return node.value;
  if (node.kind === 'seq') return node.items.map(plain);
  return Object.fromEntries([...node.entries].map(([k, e]) => [k, plain(e.node)]));
}

/** A colour written #rrggbb (optional unless `required`), with what it colours as its doc. */
export const colour = (doc = 'a colour written #rrggbb'): Field => ({
  type: 'string', doc,
  check: (v: string) => (/^#[0-9a-f]{6}$/i.test(v) ? null : `expected a colour written #rrggbb, got ${v}`),
});

/** Shorthands for the common required fields of game data. */
export const req = {
  colour: (doc?: string): Field => ({ ...colour(doc), required: true }),
  length: (min: number, max: number): Field => ({ type: 'length', min, max, required: true }),
  text: (maxLength: number): Field => ({ type: 'string', maxLength, required: true }),
  int: (min: number, max: number): Field => ({ type: 'int', min, max, required: true }),
};
