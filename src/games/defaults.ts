// Which of a game's numbers the published rules do not give: the one rule, read from the game's data
// file alone. A value is a default when the file's `defaults:` list names it (or something holding
// it), when its text ends in "*" (a table cell), or when it is a table marked `default: true`. An aid
// is drawn from defaults when one lies in a section of the data it reads; every such aid prints a
// small mark saying so (src/printables/mark.ts), and `broadside data GAME --defaults` lists them.
import type { Check, Field } from '../data/schema.js';
import { closest } from '../data/suggest.js';
import type { Printable } from '../printables/types.js';
import type { Game } from './types.js';
import { HEAD_KEYS } from './data-head.js';

export interface Listed { path: string; what: string }
/** A default value: where it is in the data, what it is, and the section (first key) holding it. */
export interface Default { path: string; what: string; section: string }

/** The `defaults:` list of a data file: each entry names a value by its path and says what it is. */
export const DEFAULTS_FIELD: Field = {
  type: 'list', maxItems: 200, default: [],
  doc: 'values the published rules do not give: each aid drawn from one prints a "default" mark',
  of: {
    type: 'object',
    fields: {
      path: { type: 'string', maxLength: 120, required: true, doc: 'where the value is, e.g. range-stick.sticks or chart-card.tables[0]' },
      what: { type: 'string', maxLength: 160, required: true, doc: 'what the value is, in a few words' },
    },
  },
};

/** The data file's own check: every path in its `defaults:` list names a value that is there. */
export const defaultsCheck: Check = (data: Record<string, unknown>) => {
  const listed = (data.defaults ?? []) as Listed[];
  for (const [i, { path }] of listed.entries()) {
    const problem = resolve(data, path);
    if (problem) return { at: ['defaults', i, 'path'], problem };
  }
  return null;
};

type Step = string | number;

function steps(path: string): Step[] | null {
  const out: Step[] = [];
  for (const part of path.split('.')) {
    const m = /^([^[\]]+)((?:\[\d+\])*)$/.exec(part);
    if (!m) return null;
    out.push(m[1], ...[...m[2].matchAll(/\[(\d+)\]/g)].map((x) => Number(x[1])));
  }
  return out;
}

/** The value `path` names in `data`, if any. */
function valueAt(data: unknown, path: string): unknown {
  let at = data;
  for (const step of steps(path) ?? []) at = at !== null && typeof at === 'object' && Object.hasOwn(at, step) ? (at as Record<string | number, unknown>)[step] : undefined;
  return at;
}

/** Why `path` names nothing in `data`, or null when it names a value. */
function resolve(data: unknown, path: string): string | null {
  const list = steps(path);
  if (!list || list[0] === 'defaults') return `expected a path into the data such as range-stick.sticks or chart-card.tables[0], got ${JSON.stringify(path)}`;
  let at: unknown = data;
  let where = '';
  for (const step of list) {
    const here = where || 'the data';
    if (typeof step === 'number') {
      if (!Array.isArray(at)) return `${here} is not a list, so ${JSON.stringify(path)} names nothing`;
      if (step >= at.length) return `${here} has ${at.length} items, so ${JSON.stringify(path)} names nothing`;
      at = at[step];
      where += `[${step}]`;
      continue;
    }
    if (at === null || typeof at !== 'object' || Array.isArray(at) || !Object.hasOwn(at, step)) {
      const keys = at !== null && typeof at === 'object' && !Array.isArray(at) ? Object.keys(at).filter((k) => k !== 'defaults') : [];
      const guess = closest(step, keys);
      return `${here} has no ${JSON.stringify(step)}, so ${JSON.stringify(path)} names nothing${guess ? `; did you mean ${JSON.stringify(where ? `${where}.${guess}` : guess)}?` : ''}`;
    }
    at = (at as Record<string, unknown>)[step];
    where = where ? `${where}.${step}` : step;
  }
  return null;
}

/** Every default of a game's (validated) data: the listed values, then the marked cells and tables in file order. */
export function defaultsOf(data: Record<string, unknown>): Default[] {
  const found: Default[] = ((data.defaults ?? []) as Listed[]).map((d) => ({ ...d, section: d.path.split(/[.[]/)[0] }));
  const walk = (v: unknown, path: string, section: string) => {
    if (typeof v === 'string') {
      if (v.trimEnd().endsWith('*')) found.push({ path, what: JSON.stringify(v.trimEnd().slice(0, -1).trimEnd()), section });
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`, section));
    else if (v !== null && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o.default === true) found.push({ path, what: typeof o.title === 'string' ? `every value of "${o.title}"` : 'every value', section });
      for (const [k, x] of Object.entries(o)) walk(x, `${path}.${k}`, section);
    }
  };
  // the header (the game's id, title and fields) holds none of the rules' numbers
  for (const [section, v] of Object.entries(data)) if (section !== 'defaults' && !HEAD_KEYS.includes(section)) walk(v, section, section);
  return found;
}

/** The sections of the game's data a printable reads: its own, and any it names. */
export const sectionsRead = (p: Printable): string[] => [p.name, ...(p.reads ?? [])];

/** The defaults an aid is drawn from: those in the sections it reads, less what its options leave unread. */
export function defaultsIn(game: Game, p: Printable, options: Record<string, unknown> = {}): Default[] {
  const read = new Set(sectionsRead(p));
  const unread = p.unread?.(options) ?? [];
  const within = (path: string, outer: string) => path === outer || path.startsWith(`${outer}.`) || path.startsWith(`${outer}[`);
  return defaultsOf(game.data).filter((d) => read.has(d.section) && !unread.some((x) => within(d.path, x)));
}

/** Where the mark sends a reader: the shipped file by its place in the package, a user's by its name. */
export const dataFileName = (game: Game): string => game.dataFile ?? `data/${game.id}.yaml`;

/**
 * What `broadside data GAME --defaults` prints: each listed value, then the marked cells and tables
 * of each table (a table's cells counted on one line), with the aids each one marks.
 */
export function defaultsReport(game: Game): string[] {
  const all = defaultsOf(game.data);
  const file = dataFileName(game);
  if (all.length === 0) return [`${file}: every value is the published rules' own; nothing is marked "default"`];
  const aids = (section: string) => game.printables.filter((p) => sectionsRead(p).includes(section)).map((p) => p.name);
  // a table's marked cells (…tables[3].rows[2][1]) make one line for their table
  const groups = new Map<string, Default[]>();
  for (const d of all) {
    const key = /^(.*?\[\d+\])\.(rows|notes|columns)\b/.exec(d.path)?.[1] ?? d.path;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  const lines = [...groups].map(([key, ds]) => {
    const whole = ds.find((d) => d.path === key);
    const cells = ds.filter((d) => d !== whole);
    const title = (valueAt(game.data, key) as { title?: unknown } | undefined)?.title;
    const count = `${cells.length} value${cells.length === 1 ? '' : 's'} marked *`;
    const what = whole?.what ?? (typeof title === 'string' ? `"${title}": ${count}` : count);
    return { key, what, aids: aids(ds[0].section) };
  });
  const width = Math.max(...lines.map((l) => l.key.length));
  return [
    `${file}: values the published rules do not give; every aid drawn from one prints "default — see ${file}"`,
    ...lines.map((l) => `  ${l.key.padEnd(width)}  ${l.what}${l.aids.length ? ` (marks: ${l.aids.join(', ')})` : ''}`),
  ];
}
