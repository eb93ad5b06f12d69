// The small vocabulary a game file declares its ship's fields in, and the schema a ship is checked
// with, made from it. Kinds that print a game's ships read these declarations for labels and for
// how to draw each value (a track as boxes, a side as its band).
import type { Field } from '../data/schema.js';
import { listed, notListed } from '../data/schema.js';
import { nameField } from '../svg/names.js';

interface Common {
  /** The words printed for the field; absent: its name, hyphens as spaces. */
  label?: string;
  /** May be left out (a blank cell); `default` stands in when given. */
  optional?: boolean;
  default?: unknown;
  doc?: string;
}

export type FieldDecl = Common & (
  | { type: 'name' }
  | { type: 'text'; most: number }
  | { type: 'whole'; min: number; max: number }
  | { type: 'number'; min: number; max: number }
  | { type: 'one-of'; values: string[] }
  | { type: 'side' }
  | { type: 'yes-no' }
  /** Boxes in sections; the ship gives a count or the sections' sizes (only those when
   * `sections-only`), kept as the sections. */
  | { type: 'track'; most: number; sections: number; 'sections-only'?: boolean }
  /** Named tracks ({ name, boxes }), as many as a ship has. */
  | { type: 'tracks'; most: number; boxes: number }
  | { type: 'list'; of: FieldDecl; most: number }
  | { type: 'group'; fields: Record<string, FieldDecl> }
);

export type FieldType = FieldDecl['type'];
export const FIELD_TYPES: readonly FieldType[] = ['name', 'text', 'whole', 'number', 'one-of', 'side', 'yes-no', 'track', 'tracks', 'list', 'group'];

/** A side of a game: its name, the colour of its band and of the words on it. */
export interface GameSide { name: string; fill: string; ink: string }

/** The words printed for a field. */
export const labelOf = (key: string, decl: FieldDecl): string => decl.label ?? key.replace(/-/g, ' ');

/** A track's boxes, a count (unless `single` is false) or sections, as sections; `what`, the field's name. */
const track = (most: number, sections: number, what = '', single = true, doc?: string): Field => ({
  type: 'list', ...(single && { single }), minItems: 1, maxItems: sections, doc,
  of: { type: 'int', min: 1, max: most },
  check: (s: number[]) => {
    const total = s.reduce((a, b) => a + b, 0);
    return total > most ? `${total}${what && ` ${what}`} boxes in all; a track holds at most ${most}` : null;
  },
});

/** The schema one declared field is checked with; `sides`, the game's sides (for a `side` field);
 * `key`, its name (a track's message names it). */
export function fieldSchema(decl: FieldDecl, sides: readonly GameSide[] = [], key = ''): Field {
  const common = { doc: decl.doc, required: !decl.optional && decl.default === undefined, default: decl.default };
  switch (decl.type) {
    case 'name': return { ...nameField(), doc: decl.doc };
    case 'text': return { ...common, type: 'string', maxLength: decl.most };
    case 'whole': return { ...common, type: 'int', min: decl.min, max: decl.max };
    case 'number': return { ...common, type: 'number', min: decl.min, max: decl.max };
    case 'one-of': return { ...common, type: 'enum', values: decl.values };
    case 'side': return { ...common, type: 'enum', values: sides.map((s) => s.name) };
    case 'yes-no': return { ...common, type: 'bool' };
    case 'track': return { ...track(decl.most, decl.sections, key.replace(/-/g, ' '), !decl['sections-only'], decl.doc), required: common.required, default: common.default };
    case 'tracks':
      return {
        ...common, type: 'list', maxItems: decl.most,
        of: { type: 'object', fields: { name: { type: 'string', maxLength: 40, required: true }, boxes: { ...track(decl.boxes, 12), required: true } } },
      };
    case 'list': return { ...common, type: 'list', maxItems: decl.most, of: { ...fieldSchema(decl.of, sides), required: true } };
    case 'group': return { ...common, type: 'object', fields: fieldsSchema(decl.fields, sides) };
  }
}

export const fieldsSchema = (decls: Record<string, FieldDecl>, sides: readonly GameSide[] = []): Record<string, Field> =>
  Object.fromEntries(Object.entries(decls).map(([k, d]) => [k, fieldSchema(d, sides, k)]));

/** The side a ship's value names, in any case (undefined when it names none). */
export const sideOf = (sides: readonly GameSide[], value: unknown): GameSide | undefined => {
  const name = listed(value, sides.map((s) => s.name));
  return sides.find((s) => s.name === name);
};

/** Why a value names no side (for a message). */
export const notASide = (sides: readonly GameSide[], value: string): string => notListed(sides.map((s) => s.name), JSON.stringify(value), value);
