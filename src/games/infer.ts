// A game's ship fields guessed from a ship file, for `broadside game new`: each key of the ships (a
// sheet's column) becomes a field of the declared vocabulary (src/games/fields.ts) whose range holds
// every value seen, and whose note says what was seen, for the user to edit to the rules' own.
import { DataError, type Position } from '../errors.js';
import type { PNode } from '../data/node.js';
import { missingGlyph } from '../svg/fonts.js';
import { MOST_NUMBER, MOST_SECTIONS } from './decl.js';
import type { FieldDecl, GameSide } from './fields.js';
import { ink, SIDE_FILLS } from './infer-colours.js';

/** The most fields a game file declares (nested ones counted), and how deep they nest. */
export const MAX_FIELDS = 200;
export const MAX_NESTING = 4;
/** Names a column of sides goes by; the most sides, one-of values, and characters of such a value. */
const SIDE_WORDS = new Set(['side', 'sides', 'nation', 'nationality', 'faction', 'navy', 'team', 'country']);
const FEW = 12;
const SHORT = 30;

export interface Guess {
  fields: Record<string, FieldDecl>;
  sides: GameSide[];
  /** What was seen of each field, said beside it. */
  notes: Map<FieldDecl, string>;
}

/** A ship file's name for a field: `column` (a sheet's heading) or `key` (YAML, JSON). */
export type Called = 'column' | 'key';

/**
 * A field name for a heading or key: lower case, anything but letters and digits a hyphen ("Guns per
 * broadside" → guns-per-broadside), starting with a letter, at most 40 long; '' when nothing is left.
 */
export function fieldName(heading: string): string {
  const s = heading.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return (/^[a-z]/.test(s) || s === '' ? s : `field-${s}`).slice(0, 40).replace(/-+$/, '');
}

/** A number a little over `x` that reads well: 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 times a power of ten. */
export function nice(x: number, whole: boolean): number {
  if (!(x > 0)) return 1;
  for (let e = Math.floor(Math.log10(x)) - 1; ; e++) {
    for (const step of [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8]) {
      const v = Number((step * 10 ** e).toPrecision(12));
      if (v >= x && (!whole || Number.isInteger(v))) return v;
    }
  }
}

/** Room over the largest value seen, for ships not yet written. */
const roomy = (x: number, whole: boolean, cap = Infinity): number => Math.min(cap, nice(Math.min(x, cap) * 1.25, whole));

interface Column { key: string; heading: string; pos: Position; values: (PNode | undefined)[] }

type Val = { s: string; pos: Position } & (
  | { k: 'bool' } | { k: 'int'; n: number } | { k: 'dec'; n: number } | { k: 'ints'; ns: number[] }
  | { k: 'text' } | { k: 'map'; node: PNode & { kind: 'map' } } | { k: 'seq'; items: PNode[] });

interface Ctx { called: Called; count: number; side?: string; sides: GameSide[]; notes: Map<FieldDecl, string> }

/** The fields of `ships` (mappings): `name` first, then one per key in the order they first appear. */
export function guessFields(ships: PNode[], called: Called): Guess {
  const ctx: Ctx = { called, count: 0, sides: [], notes: new Map() };
  const columns = columnsOf(ships, ctx);
  const fields: Record<string, FieldDecl> = { name: { type: 'name' } };
  let named = columns.find((c) => c.key === 'name');
  if (!named) {
    // a stand-in: the first column of text, a different one for every ship
    named = columns.find((c) => {
      const vals = c.values.map((n) => n && classify(n));
      return vals.every((v) => v?.k === 'text') && new Set(vals.map((v) => v!.s.toLowerCase())).size === vals.length;
    });
    const what = ctx.called === 'column' ? 'column' : 'key';
    if (named) {
      fields.name = { type: 'name', label: label(named.heading) };
      ctx.notes.set(fields.name, `the file has no name ${what}: ${JSON.stringify(label(named.heading))} is read as each ship's name; call that ${what} name in your ship file`);
    } else ctx.notes.set(fields.name, `the file has no name ${what}: add one, a name for each ship`);
  } else {
    const blanks = named.values.filter((n) => !n || !classify(n)).length;
    if (blanks) ctx.notes.set(fields.name, `blank in ${blanks} of ${named.values.length} ships; every ship needs a name`);
  }
  // a ship file names its game by game:, so a ship's own game key is a field of another name
  for (const c of columns) if (c !== named) fields[c.key === 'game' && !columns.some((o) => o.key === 'game-field') ? 'game-field' : c.key] = decide(c, 0, ctx);
  return { fields, sides: ctx.sides, notes: ctx.notes };
}

/** The keys of `maps` as columns, in the order they first appear; two that make the same name are one. */
function columnsOf(maps: (PNode | undefined)[], ctx: Ctx): Column[] {
  const columns = new Map<string, Column>();
  maps.forEach((m, i) => {
    if (m?.kind !== 'map') return;
    for (const [heading, { keyPos, node }] of m.entries) {
      const key = fieldName(heading) || `field-${columns.size + 1}`;
      let col = columns.get(key);
      if (!col) {
        if (++ctx.count > MAX_FIELDS) throw new DataError(keyPos, '', `more than ${MAX_FIELDS} fields (each ${ctx.called} of a ship, nested ones counted); a game file declares at most ${MAX_FIELDS}`);
        col = { key, heading, pos: keyPos, values: new Array<PNode | undefined>(maps.length).fill(undefined) };
        columns.set(key, col);
      }
      col.values[i] ??= node;
    }
  });
  return [...columns.values()];
}

const INT = /^[+-]?\d+$/;
const DEC = /^[+-]?(\d+\.\d*|\.\d+)$/;
const INTS = /^\d+(?:[\s;,]+\d+)+[\s;,]*$/;
const BOOL = /^(yes|no|true|false)$/i;

/** What a value is, undefined when blank; a sheet's cell text is read as the schema would read it. */
function classify(node: PNode): Val | undefined {
  const { pos } = node;
  // a mapping of nothing but blanks (or of nothing) is a blank: a group is there when one of its values is
  if (node.kind === 'map') return [...node.entries.values()].some((e) => classify(e.node) !== undefined) ? { k: 'map', node, s: '', pos } : undefined;
  if (node.kind === 'seq') {
    const ns = node.items.map((i) => (i.kind === 'scalar' ? classify(i) : undefined));
    if (ns.length && ns.every((v) => v?.k === 'int')) {
      const counts = ns.map((v) => (v as { n: number }).n);
      return { k: 'ints', ns: counts, s: counts.join(' '), pos };
    }
    return { k: 'seq', items: node.items, s: '', pos };
  }
  const v = node.value;
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'boolean') return { k: 'bool', s: String(v), pos };
  if (typeof v === 'number') return { k: Number.isSafeInteger(v) ? 'int' : 'dec', n: v, s: String(v), pos };
  const s = String(v).trim();
  if (s === '') return undefined;
  if (BOOL.test(s)) return { k: 'bool', s, pos };
  const n = Number(s);
  if (INT.test(s) && Number.isSafeInteger(n)) return { k: 'int', n, s, pos };
  if (DEC.test(s) && Number.isFinite(n)) return { k: 'dec', n, s, pos };
  if (INTS.test(s)) {
    const ns = s.split(/[\s;,]+/).filter(Boolean).map(Number);
    if (ns.every(Number.isSafeInteger)) return { k: 'ints', ns, s, pos };
  }
  return { k: 'text', s, pos };
}

const only = (kinds: Set<string>, allowed: string[]): boolean => [...kinds].every((k) => allowed.includes(k));
const most = (ns: number[]): number => ns.reduce((a, b) => Math.max(a, b), -Infinity);
const least = (ns: number[]): number => ns.reduce((a, b) => Math.min(a, b), Infinity);
const sum = (ns: number[]): number => ns.reduce((a, b) => a + b, 0);

/** The printed words of a heading, when they are not the field name's own. */
const label = (heading: string): string => [...printable(heading).replace(/\s+/g, ' ').trim()].slice(0, 60).join('').trim();

/** `s` without the characters the font has no glyph for (which a game file's words may not hold). */
export const printable = (s: string): string => [...s].filter((ch) => missingGlyph(ch) === null).join('');

/** The field one column makes, at `depth` groups and lists down; `item`: the items of a list, which take no label and are never blank. */
function decide(col: Column, depth: number, ctx: Ctx, item = false): FieldDecl {
  const vals = col.values.map((n) => n && classify(n));
  const present = vals.filter((v): v is Val => v !== undefined);
  const kinds = new Set(present.map((v) => v.k));
  const notes: string[] = [];
  let decl: FieldDecl;
  const blankMaps = col.values.filter((n): n is PNode & { kind: 'map' } => n?.kind === 'map' && n.entries.size > 0);
  if (present.length === 0 && blankMaps.length) {
    // a group blank in every ship (a sheet's speed.beam column left empty): its members, each seen blank
    nest(depth, blankMaps[0].pos);
    decl = { type: 'group', fields: Object.fromEntries(columnsOf(blankMaps, ctx).map((c) => [c.key, decide(c, depth + 1, ctx)])) };
    notes.push('no values seen');
  } else if (present.length === 0) {
    decl = { type: 'text', most: 200 };
    notes.push('no values seen');
  } else if (only(kinds, ['bool'])) decl = { type: 'yes-no' };
  else if (only(kinds, ['int', 'dec'])) decl = numeric(present.map((v) => (v as { n: number }).n), kinds.has('dec'), notes);
  else if (only(kinds, ['int', 'ints'])) decl = numbers(present.map((v) => (v.k === 'ints' ? v.ns : [(v as { n: number }).n])), notes);
  else if (only(kinds, ['map'])) {
    nest(depth, present[0].pos);
    const maps = vals.map((v) => (v?.k === 'map' ? v.node : undefined)).filter((m) => m !== undefined);
    decl = { type: 'group', fields: Object.fromEntries(columnsOf(maps, ctx).map((c) => [c.key, decide(c, depth + 1, ctx)])) };
  } else if (only(kinds, ['seq', 'ints'])) decl = list(present, col, depth, ctx, notes);
  else if (kinds.has('map') || kinds.has('seq')) {
    decl = { type: 'text', most: 200 };
    notes.push('values of several kinds (lists, mappings, single values): check this field');
  } else decl = words(present.map((v) => v.s), col, depth, ctx, notes);
  const blanks = vals.length - present.length;
  if (blanks && !item) {
    decl.optional = true;
    notes.push(`blank in ${blanks} of ${vals.length}${depth === 0 ? ' ships' : ''}`);
  }
  const shown = label(col.heading);
  if (shown !== '' && shown !== col.key.replace(/-/g, ' ') && shown !== col.key && !item) decl.label = shown;
  if (notes.length) ctx.notes.set(decl, notes.join('; '));
  return decl;
}

function nest(depth: number, pos: Position): void {
  if (depth + 1 > MAX_NESTING) throw new DataError(pos, '', `nested more than ${MAX_NESTING} mappings or lists deep; a game file's fields nest at most ${MAX_NESTING}`);
}

const fmt = (n: number): string => String(n);

/** A whole number or a number: from 0 (or below the least, when that is negative) to a round number over the largest. */
function numeric(ns: number[], decimal: boolean, notes: string[]): FieldDecl {
  const [lo, hi] = [least(ns), most(ns)];
  const whole = !decimal;
  const min = lo < 0 ? -roomy(-lo, whole, MOST_NUMBER) : 0;
  const max = hi > 0 ? roomy(hi, whole, MOST_NUMBER) : min < 0 ? 0 : 1;
  notes.push(lo === hi ? `seen ${fmt(lo)}` : `seen ${fmt(lo)} to ${fmt(hi)}`);
  if (Math.max(-lo, hi) > MOST_NUMBER) notes.push(`further from 0 than a number field holds (${MOST_NUMBER})`);
  return { type: decimal ? 'number' : 'whole', min, max };
}

/** Lists of whole numbers: a track of boxes when each is a box count, else a list of whole numbers. */
function numbers(lists: number[][], notes: string[]): FieldDecl {
  const all = lists.flat();
  const totals = lists.map(sum);
  const sections = most(lists.map((l) => l.length));
  if (least(all) >= 1 && most(totals) <= 200) {
    notes.push(`most seen: ${most(totals)} boxes${sections > 1 ? ` in ${sections} sections` : ''}`);
    if (sections > MOST_SECTIONS) notes.push(`more sections than a track holds (${MOST_SECTIONS})`);
    return { type: 'track', most: roomy(most(totals), true, 200), sections: sections > 12 ? Math.min(MOST_SECTIONS, nice(sections, true)) : 12 };
  }
  notes.push(`most seen: ${sections} numbers, from ${least(all)} to ${most(all)}`);
  const of = numeric(all, false, []);
  return { type: 'list', most: roomy(sections, true, 100), of };
}

/** Named box tracks ({ name, boxes } each), a list of groups (a table), or a list of single values. */
function list(present: Val[], col: Column, depth: number, ctx: Ctx, notes: string[]): FieldDecl {
  nest(depth, present[0].pos);
  const lists = present.map((v) => (v.k === 'seq' ? v.items : v.k === 'ints' ? v.ns.map((n): PNode => ({ kind: 'scalar', pos: v.pos, value: n })) : []));
  const items = lists.flat();
  const longest = most(lists.map((l) => l.length));
  if (items.length && items.every(isTrack)) {
    const boxes = items.map((i) => sum(boxesOf(i)));
    notes.push(`most seen: ${longest} tracks, ${most(boxes)} boxes in one`);
    return { type: 'tracks', most: roomy(longest, true, 20), boxes: roomy(most(boxes), true, 200) };
  }
  notes.push(items.length ? `most seen: ${longest} in a ship` : 'every list seen is empty');
  const of = decide({ key: col.key, heading: col.key, pos: col.pos, values: items }, depth + 1, ctx, true);
  return { type: 'list', most: roomy(Math.max(longest, 1), true, 100), of };
}

/** A track's entry: exactly a name and its boxes, a count or sections. */
function isTrack(item: PNode): boolean {
  if (item.kind !== 'map' || item.entries.size !== 2) return false;
  const name = item.entries.get('name')?.node;
  const boxes = item.entries.get('boxes')?.node;
  if (name?.kind !== 'scalar' || typeof name.value !== 'string' || !boxes) return false;
  const v = classify(boxes);
  return (v?.k === 'int' || v?.k === 'ints') && least(boxesOf(item)) >= 1;
}

function boxesOf(item: PNode): number[] {
  const v = classify((item as PNode & { kind: 'map' }).entries.get('boxes')!.node)!;
  return v.k === 'ints' ? v.ns : [(v as { n: number }).n];
}

/** Words: the sides (a column named for them), a few repeated words (one-of), or text. */
function words(strings: string[], col: Column, depth: number, ctx: Ctx, notes: string[]): FieldDecl {
  const distinct = new Map<string, string>();
  for (const s of strings) if (!distinct.has(s.toLowerCase())) distinct.set(s.toLowerCase(), s);
  const longest = most(strings.map((s) => [...s].length));
  // a side's or a choice's name is printed: one the font cannot print stays text, said where its ships are checked
  const few = distinct.size <= FEW && longest <= SHORT && [...distinct.values()].every((v) => printable(v) === v);
  if (few && depth === 0 && ctx.side === undefined && SIDE_WORDS.has(col.key)) {
    ctx.side = col.key;
    ctx.sides = [...distinct.values()].map((name, i) => ({ name, fill: SIDE_FILLS[i], ink: ink(SIDE_FILLS[i]) }));
    notes.push('one of the sides above');
    return { type: 'side' };
  }
  if (few && strings.length > distinct.size) {
    notes.push('the values seen; add any others your rules have');
    return { type: 'one-of', values: [...distinct.values()] };
  }
  notes.push(`longest seen: ${longest} characters${longest > 2000 ? `, more than a text field takes (2000)` : ''}`);
  return { type: 'text', most: roomy(Math.max(longest, 16), true, 2000) };
}
