// A small declarative schema: one per game and one for kits. Validation turns a positioned tree
// into plain values, and every failure names file:line:col, the field path and what was expected.
import { DataError, excerpt, quote, throwAll } from '../errors.js';
import { missingGlyph } from '../svg/fonts.js';
import { parseLength, parseSize, toInch } from '../units.js';
import type { PNode } from './node.js';
import { canonical, closest, didYouMean } from './suggest.js';

/** A rule across values (a sum, a cross-reference): a problem, optionally at a key path inside the value. */
export type Check = (value: any) => string | { at: (string | number)[]; problem: string } | null;

interface Common {
  required?: boolean; default?: unknown; doc?: string; check?: Check;
  /** A file path: in a kit it is relative to the kit file. */
  file?: boolean;
  /** How a kit reads the file it names (else as YAML or JSON), so that check refuses what printing would. */
  read?: (path: string) => unknown;
}
export type Field = Common & (
  | { type: 'string'; maxLength?: number }
  | { type: 'int'; min: number; max: number }
  | { type: 'number'; min: number; max: number }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'bool' }
  | { type: 'length'; min: number; max: number }              // "2in", "25mm" → pt
  | { type: 'size'; min: number; max: number }                // "28x22in" → { width, height } in pt
  /** `single`: one value alone stands for a list of one (a track's count for its one section). */
  | { type: 'list'; of: Field; minItems?: number; maxItems?: number; single?: boolean }
  | { type: 'object'; fields: Record<string, Field> }
  | { type: 'any' }                                            // checked later by whoever owns it
);

export function expected(f: Field): string {
  switch (f.type) {
    case 'string': return f.maxLength ? `text of at most ${f.maxLength} characters` : 'text';
    case 'int': return `a whole number from ${f.min} to ${f.max}`;
    case 'number': return `a number from ${f.min} to ${f.max}`;
    case 'enum': return oneOf(f.values);
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

const oneOf = (values: readonly string[]): string => `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`;

/**
 * A value from a list, typed in any case: its canonical spelling, which the value kept and every
 * later message use ("Red" is red), or undefined. The one rule for enumerated values, also for a
 * list a rule across values makes (a gun's position: the boat's positions and its turrets).
 */
export const listed = (v: unknown, values: readonly string[]): string | undefined =>
  typeof v === 'string' || typeof v === 'number' ? canonical(String(v), values) : undefined;

/** Why `typed` (shown as `got`) is not in the list; `why` follows the list. */
export const notListed = (values: readonly string[], got: string, typed: unknown, why = ''): string =>
  `expected ${oneOf(values)}${why}, got ${got}${typeof typed === 'string' ? didYouMean(typed, values) : ''}`;

const fmt = (n: number): string => String(Math.round(n * 1000) / 1000);
const describe = (n: PNode): string =>
  n.kind === 'map' ? 'a mapping' : n.kind === 'seq' ? 'a list' : n.written ?? (n.value === null ? 'nothing' : typeof n.value === 'string' ? quote(n.value) : JSON.stringify(n.value));

/**
 * Validates `node` against `field`; `path` is the field's name as the user would write it. Every
 * problem found is reported, not just the first: given `into`, they are added to it (and the answer
 * is undefined where something was wrong); without it, they are thrown together.
 */
export function validate(node: PNode, field: Field, path: string, into?: DataError[]): unknown {
  const errors = into ?? [];
  const value = collect(node, field, path, errors);
  if (!into) throwAll(errors);
  return value;
}

function collect(node: PNode, field: Field, path: string, errors: DataError[]): unknown {
  const before = errors.length;
  const value = validateShape(node, field, path, errors);
  // a rule across values only makes sense once each value is right
  if (errors.length > before) return undefined;
  const found = field.check?.(value);
  if (!found) return value;
  if (typeof found === 'string') return void errors.push(new DataError(node.pos, path, found));
  let at = node;
  let where = path;
  for (const key of found.at) {
    const next = at.kind === 'map' ? at.entries.get(String(key))?.node : at.kind === 'seq' ? at.items[Number(key)] : undefined;
    if (!next) break;
    at = next;
    where = typeof key === 'number' ? `${where}[${key}]` : join(where, key);
  }
  errors.push(new DataError(at.pos, where, found.problem));
  return undefined;
}

/**
 * Reports each key of `node` that is not in `known` (`unknown key; expected one of: a, b; did you
 * mean "b"?`). Answers the known keys suggested: a misspelt key is one mistake, so its field is not
 * also reported missing.
 */
export function unknownKeys(node: PNode & { kind: 'map' }, known: string[], path: string, errors: DataError[]): Set<string> {
  const meant = new Set<string>();
  for (const [key, { keyPos }] of node.entries) {
    if (known.includes(key)) continue;
    const guess = closest(key, known);
    if (guess !== undefined) meant.add(guess);
    errors.push(new DataError(keyPos, join(path, excerpt(key)), `unknown key; expected one of: ${known.join(', ')}${guess === undefined ? '' : `; did you mean ${JSON.stringify(guess)}?`}`));
  }
  return meant;
}

function validateShape(node: PNode, field: Field, path: string, errors: DataError[]): unknown {
  const fail = (problem?: string): undefined => {
    errors.push(new DataError(node.pos, path, problem ?? `expected ${expected(field)}, got ${describe(node)}`));
    return undefined;
  };
  switch (field.type) {
    case 'any':
      return plain(node);
    case 'object': {
      if (node.kind !== 'map') return fail();
      const out: Record<string, unknown> = {};
      const meant = unknownKeys(node, Object.keys(field.fields), path, errors);
      for (const [key, sub] of Object.entries(field.fields)) {
        const entry = node.entries.get(key);
        const isNull = !entry || (entry.node.kind === 'scalar' && entry.node.value === null);
        if (isNull) {
          if (sub.required && !meant.has(key)) errors.push(new DataError(entry?.node.pos ?? node.pos, join(path, key), `missing; expected ${expected(sub)}`));
          else if (sub.default !== undefined) out[key] = sub.default;
          continue;
        }
        out[key] = collect(entry.node, sub, join(path, key), errors);
      }
      return out;
    }
    case 'list': {
      if (node.kind === 'scalar' && field.single) return [collect(node, field.of, `${path}[0]`, errors)];
      if (node.kind !== 'seq') return fail();
      const n = node.items.length;
      if ((field.minItems !== undefined && n < field.minItems) || (field.maxItems !== undefined && n > field.maxItems)) {
        fail(`expected ${expected(field)}, got ${n}`);
      }
      return node.items.map((item, i) => collect(item, field.of, `${path}[${i}]`, errors));
    }
  }
  if (node.kind !== 'scalar') return fail();
  const v = node.value;
  switch (field.type) {
    case 'string':
      if (typeof v !== 'string' && typeof v !== 'number') return fail();
      if (String(v).trim() === '') return fail(`expected ${expected(field)}, got an empty value`);
      if (field.maxLength && [...String(v)].length > field.maxLength) return fail(`expected ${expected(field)}, got ${[...String(v)].length}`);
      {
        // every string ends up printed: refuse what the embedded font would print as an empty box
        const ch = missingGlyph(String(v));
        if (ch) return fail(`the font has no character ${JSON.stringify(ch)} (U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}); use other text`);
      }
      return String(v).trim();
    case 'int':
    case 'number': {
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
      if (typeof n !== 'number' || !Number.isFinite(n) || (field.type === 'int' && !Number.isInteger(n))) return fail();
      if (n < field.min || n > field.max) return fail();
      return n;
    }
    case 'enum': {
      const found = listed(v, field.values);
      return found === undefined ? fail(notListed(field.values, describe(node), v)) : found;
    }
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
  check: (v: string) => (/^#[0-9a-f]{6}$/i.test(v) ? null : `expected a colour written #rrggbb, got ${excerpt(v)}`),
});

/** Shorthands for the common required fields of game data. */
export const req = {
  colour: (doc?: string): Field => ({ ...colour(doc), required: true }),
  length: (min: number, max: number): Field => ({ type: 'length', min, max, required: true }),
  text: (maxLength: number): Field => ({ type: 'string', maxLength, required: true }),
  int: (min: number, max: number): Field => ({ type: 'int', min, max, required: true }),
};
