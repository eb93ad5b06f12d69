// One Field of broadside's own schema as JSON Schema (draft-07), for editors: the same limits the
// validator applies, where JSON Schema can say them. What it cannot (a `check` function: sums,
// cross-references, a name that must fit its printed box) is left to `broadside check`, and the
// field's description says so.
import { PAPER_HELP, PAPER_NAMES } from '../impose/paper.js';
import { toInch } from '../units.js';
import { expected, type Field } from './schema.js';

export type JsonSchema = { [key: string]: unknown };

const UNITS = ['in', 'mm', 'cm', 'pt'];

/**
 * A regular expression matching `word` in any case (JSON Schema patterns take no flags): a letter as
 * a class of its two cases, anything else as itself (escaped when it means something in a pattern).
 */
export const anyCase = (word: string): string =>
  [...word].map((c) => (c.toLowerCase() !== c.toUpperCase() ? `[${c.toLowerCase()}${c.toUpperCase()}]` : /[\\^$.*+?()[\]{}|/]/.test(c) ? `\\${c}` : c)).join('');

/** A whole value that is one of `values` in any case, with spaces around it, as broadside reads one (src/data/suggest.ts `canonical`). */
export const anyCaseOf = (values: readonly string[]): string => `^\\s*(?:${values.map(anyCase).join('|')})\\s*$`;

/**
 * One of `values`, in any case: the list for an editor to complete from (in its usual spelling), or
 * the same words in another case. The editor reports a wrong value against the list.
 */
export const listedSchema = (values: readonly string[]): JsonSchema => ({ anyOf: [{ enum: [...values] }, { pattern: anyCaseOf(values) }] });

// the forms src/units.ts parses: parseLength's units are lower case, parseSize's any case
const NUM = '\\d+(\\.\\d+)?';
const lengthPattern = (signed: boolean): string => `^\\s*${signed ? '[-+]?' : '\\+?'}${NUM}\\s*(${UNITS.join('|')})?\\s*$`;
const SIZE_UNIT = `(${UNITS.map(anyCase).join('|')})?`;
export const SIZE_PATTERN = `^\\s*${NUM}\\s*${SIZE_UNIT}\\s*[xX×]\\s*${NUM}\\s*${SIZE_UNIT}\\s*$`;
/** Text that is not empty once trimmed: the validator refuses an empty value. */
const NOT_BLANK = '\\S';

/**
 * Whole numbers from `lo` to `hi` (0 or more) as a pattern, each written without leading zeros: the
 * range split where the count of digits changes, each part digit by digit.
 */
function digitsFrom(lo: number, hi: number): string {
  const same = (a: string, b: string): string => {
    if (a === b) return a;
    if (a[0] === b[0]) return a[0] + same(a.slice(1), b.slice(1));
    const rest = a.length - 1;
    const any = rest > 1 ? `\\d{${rest}}` : rest ? '\\d' : '';
    const digits = (x: number, y: number): string => (x === y ? String(x) : `[${x}-${y}]`);
    if (/^0*$/.test(a.slice(1)) && /^9*$/.test(b.slice(1))) return digits(+a[0], +b[0]) + any;
    const parts = [a[0] + same(a.slice(1), '9'.repeat(rest))];
    if (+a[0] + 1 <= +b[0] - 1) parts.push(digits(+a[0] + 1, +b[0] - 1) + any);
    parts.push(b[0] + same('0'.repeat(rest), b.slice(1)));
    return `(?:${parts.join('|')})`;
  };
  const parts: string[] = [];
  for (let d = String(lo).length; d <= String(hi).length; d++) {
    const from = Math.max(lo, d === 1 ? 0 : 10 ** (d - 1));
    const to = Math.min(hi, 10 ** d - 1);
    if (from <= to) parts.push(same(String(from), String(to)));
  }
  return parts.join('|');
}

/**
 * A whole number from `min` to `max` written as text, as broadside reads one where a number is
 * expected: spaces around it, a + sign, leading zeros, a point with zeros after it ("4", " +04.0 ").
 * (It reads a few rarer forms too, 0x10 or 1e1, which an editor then flags.)
 */
export const quotedInt = (min: number, max: number): string | undefined =>
  min < 0 ? undefined : `^\\s*\\+?0*(?:${digitsFrom(min, max)})(?:\\.0*)?\\s*$`;

const inches = (pt: number): string => `${Math.round(toInch(pt) * 10000) / 10000}in`;

export const CHECK_NOTE = '`broadside check` applies a further rule here that this schema cannot express';

/** The description: the field's doc, what the validator expects, and what only broadside checks. */
export function describeField(f: Field, extra: string[] = []): string {
  const parts = [f.doc, expected(f)];
  if (f.type === 'enum') parts.push('in any case');
  if (f.file) parts.push('a file path, relative to the kit file');
  parts.push(...extra);
  if (f.check) parts.push(CHECK_NOTE);
  return parts.filter(Boolean).join('; ');
}

/** `field` as JSON Schema; `nullable`: the key may be left empty (an optional field of a mapping). */
export function fieldSchema(f: Field, nullable = false): JsonSchema {
  const s: JsonSchema = { description: describeField(f), ...shape(f) };
  if (f.default !== undefined) s.default = defaultOf(f);
  return nullable ? orNull(s) : s;
}

function shape(f: Field): JsonSchema {
  switch (f.type) {
    // a number is read as its text (a name of 1812)
    case 'string': return { type: ['string', 'number'], pattern: NOT_BLANK, ...(f.maxLength ? { maxLength: f.maxLength } : {}) };
    // a number may be quoted: broadside reads "4" as 4
    case 'int': {
      const quoted = quotedInt(f.min, f.max);
      return { type: quoted ? ['integer', 'string'] : 'integer', minimum: f.min, maximum: f.max, ...(quoted ? { pattern: quoted } : {}) };
    }
    case 'number': return { type: 'number', minimum: f.min, maximum: f.max };
    case 'enum': return { type: 'string', ...listedSchema(f.values) };
    case 'bool': return { type: 'boolean' };
    // a bare number is inches; a text's range depends on its unit, which a pattern cannot weigh
    case 'length': return { type: ['number', 'string'], minimum: toInch(f.min), maximum: toInch(f.max), pattern: lengthPattern(f.min < 0) };
    case 'size': return { type: 'string', pattern: SIZE_PATTERN };
    case 'list': {
      const list: JsonSchema = {
        type: 'array', items: fieldSchema(f.of),
        ...(f.minItems !== undefined ? { minItems: f.minItems } : {}), ...(f.maxItems !== undefined ? { maxItems: f.maxItems } : {}),
      };
      // a lone value stands for a list of one (a track's count)
      return f.single ? { anyOf: [fieldSchema(f.of), list] } : list;
    }
    case 'object': return objectSchema(f.fields);
    case 'any': return {};
  }
}

/** A mapping with exactly these keys; a key left empty counts as absent, as the validator has it. */
export function objectSchema(fields: Record<string, Field>): JsonSchema {
  const required = Object.keys(fields).filter((k) => fields[k].required);
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, fieldSchema(f, !f.required)])),
    ...(required.length ? { required } : {}),
    additionalProperties: false,
  };
}

/** The default as the user would write it: lengths are kept in pt but written in inches. */
function defaultOf(f: Field): unknown {
  if (f.type === 'length' && typeof f.default === 'number') return inches(f.default);
  if (f.type === 'size' && f.default && typeof f.default === 'object') {
    const { width, height } = f.default as { width: number; height: number };
    return `${inches(width).slice(0, -2)}x${inches(height)}`;
  }
  return f.default;
}

function orNull(s: JsonSchema): JsonSchema {
  if (s.type === undefined) return s;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  // a list's words are matched by a pattern too, which lets any value but text through to `type`
  return { ...s, type: [...types, 'null'] };
}

/** The paper a kit or convention is printed on: a named paper or a custom size (src/impose/paper.ts). */
export const paperSchema = (): JsonSchema => ({
  description: `${PAPER_HELP}; the names in any case`,
  type: 'string',
  anyOf: [...(listedSchema(PAPER_NAMES).anyOf as JsonSchema[]), { pattern: SIZE_PATTERN }],
});
