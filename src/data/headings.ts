// The heading row of a ship sheet: which field (and member of a group field) each column holds.
// Headings match field names in any case and spacing ("Guns per broadside", "GUNS_PER_BROADSIDE"),
// as people head columns the way they would write them. A heading that names no field is said once,
// at its cell, rather than once for every row under it.
import { DataError, quote, type Position } from '../errors.js';
import type { Field } from './schema.js';
import { blank, type Cell } from './cells.js';
import { closest } from './suggest.js';

/** A name as headings are matched: lower case, each run of spaces, underscores and hyphens one hyphen, none at the ends. */
export const headingKey = (text: string): string => text.toLowerCase().replace(/[\s_-]+/g, '-').replace(/^-|-$/g, '');

/** The field a heading names as headings are matched, before any dot (`speed` of `Speed.Beam`). */
export const headingTop = (text: string): string => headingKey(text.split('.')[0]);

/** A dotted heading as headings are matched, part by part: "Speed . Beam reach" is speed.beam-reach. */
const dotted = (text: string): string => text.split('.').map(headingKey).join('.');

/** The name among `names` that `text` stands for: the one written so, else the one it matches. */
function named(text: string, names: readonly string[]): string | undefined {
  if (names.includes(text)) return text;
  const key = headingKey(text);
  return names.find((n) => headingKey(n) === key);
}

/**
 * A column: where it is and what it holds. `key` is the field (`sub` the member of a group field),
 * '' when the heading is blank; `ignored`, a column refused at its heading, whose cells are not read.
 */
export interface Column { index: number; pos: Position; key: string; sub?: string; ignored?: boolean }

/**
 * The columns of a heading row, the problems of its headings, and the fields (`guns`, `speed.beam`)
 * a refused heading was meant for: such a field is not also missing from every row.
 */
export function headings(row: Cell[], fields: Record<string, Field>): { columns: Column[]; problems: DataError[]; meant: Set<string> } {
  const problems: DataError[] = [];
  const meant = new Set<string>();
  const seen = new Map<string, Cell>();
  const tops = ['game', ...Object.keys(fields)];
  const membersOf = (key: string | undefined): string[] | undefined => {
    const field = key === undefined || key === 'game' ? undefined : fields[key];
    return field?.type === 'object' ? Object.keys(field.fields) : undefined;
  };
  const columns = row.map((cell, index): Column => {
    if (blank(cell.value)) return { index, pos: cell.pos, key: '' };
    const ignored = (field: string, problem: string): Column => {
      problems.push(new DataError(cell.pos, field, problem));
      return { index, pos: cell.pos, key: '', ignored: true };
    };
    const text = String(cell.value).trim();
    const [top, ...rest] = text.split('.');
    const key = named(top, tops);
    const members = membersOf(key);
    const sub = rest.length > 0 && members ? named(rest.join('.'), members) : undefined;
    if (key === undefined || (rest.length > 0 && sub === undefined)) {
      // a member of a known group is one of that group's; anything else, one of every heading
      const known = members && rest.length > 0 ? members.map((m) => `${key}.${m}`) : tops.flatMap((k) => membersOf(k)?.map((m) => `${k}.${m}`) ?? [k]);
      const keys = known.map(dotted);
      const guess = closest(dotted(text), keys);
      const meaning = guess === undefined ? undefined : known[keys.indexOf(guess)];
      // a group's member meant is its group's too: the group is not missing either
      if (meaning !== undefined) meant.add(meaning).add(meaning.split('.')[0]);
      return ignored('', `unknown column ${quote(text)}; expected one of: ${known.join(', ')} (in any case and spacing)${meaning === undefined ? '' : `; did you mean ${JSON.stringify(meaning)}?`}`);
    }
    if (members && sub === undefined) {
      meant.add(key);
      return ignored(key, `a mapping takes one column per key: head them ${members.map((k) => `"${key}.${k}"`).join(', ')}`);
    }
    const name = sub === undefined ? key : `${key}.${sub}`;
    const first = seen.get(name);
    if (first) return ignored(name, `a second column headed ${quote(text)}, after ${quote(String(first.value).trim())} at ${place(first.pos)}; one column per field`);
    seen.set(name, cell);
    return { index, pos: cell.pos, key, sub };
  });
  return { columns, problems, meant };
}

/** Where a cell is, said after the file: `1:12`, or `Sheet1!D1`. */
const place = (pos: Position): string => pos.cell ?? `${pos.line}:${pos.col}`;
