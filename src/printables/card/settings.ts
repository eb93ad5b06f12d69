// A card kind's settings as a game file gives them: the card's size, its title, the parts it shows
// and its back. The parts' shapes are checked with the settings; the fields they name are checked
// against the game's ship fields when the game file is loaded (cardPartsProblem), since the
// settings alone do not know them. With no parts, every field of the ship is shown in its part.
import { quote } from '../../errors.js';
import type { Check, Field } from '../../data/schema.js';
import { canonical, closest, didYouMean } from '../../data/suggest.js';
import { labelOf, type FieldDecl } from '../../games/fields.js';
import { inch, mm, parseSize, toInch } from '../../units.js';

/** The sizes a card may be named by, each as printed in messages and its trim in pt. */
export const SIZES: Record<string, [number, number]> = {
  poker: [inch(2.5), inch(3.5)], bridge: [inch(2.25), inch(3.5)], tarot: [inch(2.75), inch(4.75)],
  '3x5in': [inch(3), inch(5)], '5x3in': [inch(5), inch(3)], '5.5x3.5in': [inch(5.5), inch(3.5)], '7.5x5in': [inch(7.5), inch(5)],
  a6: [mm(105), mm(148)], a7: [mm(74), mm(105)],
};
const NAMES = Object.keys(SIZES);
/** A side of a card of a size given WxH: a small playing card to the largest listed (it fits Letter and A4). */
const [SIDE_MIN, SIDE_MAX] = [inch(1.5), inch(7.5)];

/** A size's trim in pt, by name (any case) or WxH with units; null when neither or out of bounds. */
export function sizeOf(text: string): [number, number] | null {
  const named = canonical(text, NAMES);
  if (named) return SIZES[named];
  const wh = parseSize(text);
  return wh && wh.every((v) => v >= SIDE_MIN - 1e-9 && v <= SIDE_MAX + 1e-9) ? wh : null;
}

const fmt = (pt: number): string => String(Math.round(toInch(pt) * 100) / 100);
/** "poker (2.5 × 3.5 in)", "3 × 5 in". */
export function sizeName(text: string): string {
  const [w, h] = sizeOf(text)!;
  const named = canonical(text, NAMES);
  return named && !/^\d/.test(named) ? `${named} (${fmt(w)} × ${fmt(h)} in)` : `${fmt(w)} × ${fmt(h)} in`;
}

/** The listed sizes from the smallest, by area (a tie: the narrower first). */
export const SIZES_BY_AREA = [...NAMES].sort((a, b) => SIZES[a][0] * SIZES[a][1] - SIZES[b][0] * SIZES[b][1] || SIZES[a][0] - SIZES[b][0]);

/** What a part of the card shows. Field paths are a field's name, or `group.member`, split at the dots. */
export type Part =
  | { kind: 'name' }
  | { kind: 'band' | 'table' | 'text'; field: string[] }
  | { kind: 'grid'; fields: string[][]; columns?: number }
  | { kind: 'tracks' | 'checks'; fields: string[][] }
  | { kind: 'lines'; count: number };

export interface Settings { size: string; title?: string; parts?: unknown[]; back: 'none' | 'plain' }

const ONE = ['band', 'table', 'text'];
const MANY = ['grid', 'tracks', 'checks'];
const KEYS = [...ONE, ...MANY, 'lines'];
const LINES_MOST = 30;
const COLUMNS_MOST = 8;
const NAMES_MOST = 50;

type Problem = { at: (string | number)[]; problem: string };

/** What is wrong with one part's shape, or null. */
const partShape: Check = (p: unknown): Problem | string | null => {
  const example = 'expected "name" or a part such as { grid: [rate, speed] }, { tracks: [hull] } or { lines: 3 }';
  if (typeof p === 'string') {
    if (p.trim().toLowerCase() === 'name') return null;
    if (KEYS.includes(p.trim().toLowerCase())) return `${quote(p)} needs the fields it shows, e.g. "${p.trim()}: ${p.trim() === 'lines' ? '3' : '[rate]'}"`;
    return `${example}, got ${quote(p)}${didYouMean(p, ['name', ...KEYS])}`;
  }
  if (typeof p !== 'object' || p === null || Array.isArray(p)) return `${example}, got ${Array.isArray(p) ? 'a list' : String(p)}`;
  const keys = Object.keys(p);
  for (const k of keys) {
    if (KEYS.includes(k) || k === 'columns') continue;
    const guess = closest(k, [...KEYS, 'columns']);
    return { at: [k], problem: `unknown part ${quote(k)}; expected one of: name, ${KEYS.join(', ')}${guess ? `; did you mean ${JSON.stringify(guess)}?` : ''}` };
  }
  const kinds = keys.filter((k) => KEYS.includes(k));
  if (kinds.length !== 1) return `expected one part (${KEYS.join(', ')}) in each entry, got ${kinds.length ? kinds.join(' and ') : 'none'}; give each its own "- " entry`;
  const [kind] = kinds;
  const v = (p as Record<string, unknown>)[kind];
  const at = (problem: string, ...path: (string | number)[]): Problem => ({ at: [kind, ...path], problem });
  if ('columns' in p) {
    const c = (p as Record<string, unknown>).columns;
    if (kind !== 'grid') return { at: ['columns'], problem: 'columns go with a grid; leave them out here' };
    if (!Number.isInteger(c) || (c as number) < 1 || (c as number) > COLUMNS_MOST) return { at: ['columns'], problem: `expected a whole number from 1 to ${COLUMNS_MOST}, got ${quote(String(c))}` };
  }
  if (kind === 'lines') return Number.isInteger(v) && (v as number) >= 1 && (v as number) <= LINES_MOST ? null : at(`expected a whole number of lines from 1 to ${LINES_MOST}, got ${quote(String(v))}`);
  const name = (x: unknown, ...path: (string | number)[]) => (typeof x === 'string' && x.trim() !== '' && x.length <= 100 ? null : at(`expected a field's name, got ${x === null ? 'nothing' : quote(String(x))}`, ...path));
  if (ONE.includes(kind)) return name(v);
  if (!Array.isArray(v)) return name(v);
  if (v.length < 1 || v.length > NAMES_MOST) return at(`expected a list of 1 to ${NAMES_MOST} field names, got ${v.length}`);
  for (const [i, x] of v.entries()) {
    const bad = name(x, i);
    if (bad) return bad;
  }
  return null;
};

/** The settings' schema (the kind's `data`). */
export const SETTINGS: Field = {
  type: 'object',
  fields: {
    size: {
      type: 'string', default: 'poker',
      doc: 'poker (2.5x3.5in), bridge (2.25x3.5in), tarot (2.75x4.75in), 3x5in, 5x3in, 5.5x3.5in, 7.5x5in, a6, a7, or WxH (e.g. 63x88mm)',
      check: (v: string) => (sizeOf(v) ? null
        : `expected ${NAMES.join(', ')} or a size WxH from ${fmt(SIDE_MIN)} in to ${fmt(SIDE_MAX)} in a side (e.g. 63x88mm), got ${quote(v)}${didYouMean(v, NAMES)}`),
    },
    title: { type: 'string', maxLength: 80, doc: 'printed small at the top; default: the game\'s title' },
    parts: { type: 'list', minItems: 1, maxItems: 40, of: { type: 'any', check: partShape }, doc: 'what the card shows, top to bottom; default: every field of the ship in its part' },
    back: { type: 'enum', values: ['none', 'plain'], default: 'none', doc: 'none, or plain: a back with the title, printed on the back of the sheet' },
  },
};

/** A part as the settings give it (its shape checked), as a Part. */
function partOf(p: unknown): Part {
  if (typeof p === 'string') return { kind: 'name' };
  const o = p as Record<string, unknown>;
  const kind = Object.keys(o).find((k) => KEYS.includes(k))!;
  const names = (v: unknown) => (Array.isArray(v) ? v : [v]).map((x) => String(x).trim().split('.'));
  if (kind === 'lines') return { kind, count: o.lines as number };
  if (kind === 'grid') return { kind, fields: names(o.grid), ...(o.columns === undefined ? {} : { columns: o.columns as number }) };
  if (kind === 'tracks' || kind === 'checks') return { kind, fields: names(o[kind]) };
  return { kind: kind as 'band' | 'table' | 'text', field: names(o[kind])[0] };
}

/** The declaration a path names, or why none. */
export function declAt(fields: Record<string, FieldDecl>, path: string[]): FieldDecl | string {
  let here = fields;
  let decl: FieldDecl | undefined;
  for (const [i, step] of path.entries()) {
    decl = Object.hasOwn(here, step) ? here[step] : undefined;
    const known = Object.keys(here);
    const whose = i === 0 ? "the ship's fields" : `the fields of ${path.slice(0, i).join('.')}`;
    if (!decl) return `unknown field ${quote(path.slice(0, i + 1).join('.'))}; ${whose} are ${known.join(', ')}${didYouMean(step, known)}`;
    if (i < path.length - 1) {
      if (decl.type !== 'group') return `${path.slice(0, i + 1).join('.')} is not a group: it has no ${quote(path[i + 1])}`;
      here = decl.fields;
    }
  }
  return decl!;
}

/** The words printed for a field at a path: its label, a group member's after its group's ("SPEED BEAM"). */
export function labelAt(fields: Record<string, FieldDecl>, path: string[]): string {
  let here = fields;
  return path.map((step) => {
    const d = here[step];
    if (d.type === 'group') here = d.fields;
    return labelOf(step, d);
  }).join(' ');
}

/** Types a grid cell shows as a value. */
const SCALAR = new Set(['whole', 'number', 'one-of', 'text', 'side', 'yes-no']);
/** A grid shows a scalar, or a group of them (its members in a row of their own). */
export const gridable = (d: FieldDecl): boolean => SCALAR.has(d.type) || (d.type === 'group' && Object.values(d.fields).every(gridable));
/** A table shows a list of scalars (one column), or of groups of them (a column a member). */
export const tableable = (d: FieldDecl): boolean => d.type === 'list' && gridable(d.of);

const TAKES: Record<string, { ok: (d: FieldDecl) => boolean; what: string }> = {
  band: { ok: (d) => d.type === 'side' || d.type === 'one-of', what: 'a side or one-of field' },
  grid: { ok: gridable, what: 'whole, number, one-of, text, side and yes-no fields, and groups of them' },
  tracks: { ok: (d) => d.type === 'track' || d.type === 'tracks', what: 'track and tracks fields' },
  table: { ok: tableable, what: 'a list of groups (or of whole, number, one-of, text, side or yes-no values)' },
  checks: { ok: (d) => d.type === 'yes-no', what: 'yes-no fields' },
  text: { ok: (d) => d.type === 'text', what: 'a text field' },
};

const TYPE_WORDS: Record<string, string> = {
  name: 'the name', text: 'a text field', whole: 'a whole number', number: 'a number', 'one-of': 'a one-of field', side: 'a side',
  'yes-no': 'a yes-no field', track: 'a track', tracks: 'a tracks field', list: 'a list', group: 'a group',
};

/** The first part that names a field the ship does not have, or one of a type the part cannot show. */
export function cardPartsProblem(settings: Settings, fields: Record<string, FieldDecl>): Problem | null {
  for (const [i, raw] of (settings.parts ?? []).entries()) {
    const part = partOf(raw);
    if (part.kind === 'name' || part.kind === 'lines') continue;
    const named = 'field' in part ? [{ path: part.field, at: [part.kind] }] : part.fields.map((path, j) => ({ path, at: Array.isArray((raw as Record<string, unknown>)[part.kind]) ? [part.kind, j] : [part.kind] }));
    for (const { path, at } of named) {
      const decl = declAt(fields, path);
      const where = ['parts', i, ...at];
      if (typeof decl === 'string') return { at: where, problem: decl };
      if (!TAKES[part.kind].ok(decl)) return { at: where, problem: `${path.join('.')} is ${TYPE_WORDS[decl.type]}; ${part.kind} shows ${TAKES[part.kind].what}` };
    }
  }
  return null;
}

/** The parts a card shows: the settings', or by default every field of the ship in its part (the
 * name; a band for the first side; a grid of the values and groups; the tracks; a table for each
 * list; check boxes; long texts). A list the card cannot show as a table is left off. */
export function partsOf(settings: Settings, fields: Record<string, FieldDecl>): Part[] {
  if (settings.parts) return settings.parts.map(partOf);
  let band: string[] | undefined;
  const grid: string[][] = [], tracks: string[][] = [], tables: string[][] = [], checks: string[][] = [], texts: string[][] = [];
  const walk = (decls: Record<string, FieldDecl>, prefix: string[]) => {
    for (const [key, d] of Object.entries(decls)) {
      const path = [...prefix, key];
      if (d.type === 'side' && !band) band = path;
      else if (d.type === 'yes-no') checks.push(path);
      else if (d.type === 'text' && d.most > 40) texts.push(path);
      else if (d.type === 'track' || d.type === 'tracks') tracks.push(path);
      else if (d.type === 'list') { if (tableable(d)) tables.push(path); }
      else if (d.type === 'group' && !gridable(d)) walk(d.fields, path);
      else if (d.type !== 'name') grid.push(path);
    }
  };
  walk(fields, []);
  return [
    { kind: 'name' },
    ...(band ? [{ kind: 'band' as const, field: band }] : []),
    ...(grid.length ? [{ kind: 'grid' as const, fields: grid }] : []),
    ...(tracks.length ? [{ kind: 'tracks' as const, fields: tracks }] : []),
    ...tables.map((field) => ({ kind: 'table' as const, field })),
    ...(checks.length ? [{ kind: 'checks' as const, fields: checks }] : []),
    ...texts.map((field) => ({ kind: 'text' as const, field })),
  ];
}
