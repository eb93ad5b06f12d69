// A ship file written as a spreadsheet: a heading row of field names, then one ship per row. The
// game's ship schema says how to read each cell, so nested data stays one row per ship:
//   - a mapping takes one column per key, headed `field.key` (`speed.A`, `speed.B`…);
//   - a list of numbers is one cell, the numbers apart: `10 10 10` (or `10; 10; 10`);
//   - a list of entries is one cell, entries apart by `;` and each entry's values by `/`, in the
//     order the schema lists them: `Bow pivot / bow / heavy / 2; Port 1 / port / medium`;
//   - true and false may also be written yes and no, in any case;
//   - a date is refused (no field takes one: a number typed into a cell formatted as a date shows as one).
// Headings match field names in any case. A problem inside a cell points into it (CSV) or names it.
import { DataError, quote, throwAll, type Position } from '../errors.js';
import type { Field } from './schema.js';
import type { PNode } from './node.js';
import { blank, type Cell, type Table } from './table.js';

type Entries = Map<string, { keyPos: Position; node: PNode }>;
interface Column { index: number; pos: Position; key: string; sub?: string }

/** The heading cell of the `game` column and the first game named under it. */
export function sheetGame(table: Table): { heading?: Cell; node?: PNode } {
  const index = table.rows[0].findIndex((c) => typeof c.value === 'string' && c.value.trim().toLowerCase() === 'game');
  if (index < 0) return {};
  const heading = table.rows[0][index];
  let node: PNode | undefined;
  for (const row of table.rows.slice(1)) {
    const cell = row[index];
    if (!cell || blank(cell.value)) continue;
    if (cell.date !== undefined) throw dated(cell, 'game');
    const here = scalar(cell);
    if (!node) node = here;
    else if (here.kind === 'scalar' && node.kind === 'scalar' && here.value !== node.value) {
      throw new DataError(cell.pos, 'game', `${JSON.stringify(here.value)} differs from ${JSON.stringify(node.value)} above; every row of a file is for one game`);
    }
  }
  return { heading, node };
}

/** The ships of a table as a positioned list, cells read as `ship` (an object schema) says. */
export function sheetShips(table: Table, ship: Field): PNode {
  const fields = ship.type === 'object' ? ship.fields : {};
  const columns = headings(table.rows[0], fields);
  const dates: DataError[] = [];
  const items = table.rows.slice(1).map((row, i): PNode => {
    const entries: Entries = new Map();
    for (const cell of row.slice(columns.length)) {
      if (!blank(cell.value)) throw new DataError(cell.pos, '', 'a value in a column with no heading; head the column with a field name, or clear the cell');
    }
    for (const col of columns) {
      const cell = row[col.index];
      if (col.key === '' && cell && !blank(cell.value)) throw new DataError(cell.pos, '', 'a value in a column with no heading; head the column with a field name, or clear the cell');
      if (col.key === '' || col.key === 'game' || !cell) continue;
      // no field takes a date: a number typed into a cell formatted as one is shown as a date
      if (cell.date !== undefined) {
        dates.push(dated(cell, `ships[${i}].${col.sub === undefined ? col.key : `${col.key}.${col.sub}`}`));
        continue;
      }
      const field = fields[col.key];
      if (col.sub === undefined) {
        entries.set(col.key, { keyPos: col.pos, node: read(cell, field) });
        continue;
      }
      // a mapping is only there when one of its cells is filled
      if (blank(cell.value)) {
        if (!entries.has(col.key)) entries.set(col.key, { keyPos: col.pos, node: { kind: 'scalar', pos: cell.pos, value: null } });
        continue;
      }
      let group = entries.get(col.key)?.node;
      if (group?.kind !== 'map') {
        group = { kind: 'map', pos: cell.pos, entries: new Map() };
        entries.set(col.key, { keyPos: col.pos, node: group });
      }
      const sub = field?.type === 'object' ? field.fields[col.sub] : undefined;
      group.entries.set(col.sub, { keyPos: col.pos, node: read(cell, sub) });
    }
    return { kind: 'map', pos: row[0].pos, entries };
  });
  throwAll(dates);
  return { kind: 'seq', pos: table.rows[1]?.[0].pos ?? table.rows[0][0].pos, items };
}

const dated = (cell: Cell, field: string): DataError =>
  new DataError(cell.pos, field, `the cell holds a date (${cell.date}), not text or a number; format the cell as text or a number and type the value again`);

/** Each heading as the field (and key of a mapping field) it names, matched in any case. */
function headings(row: Cell[], fields: Record<string, Field>): Column[] {
  const seen = new Map<string, Position>();
  return row.map((cell, index): Column => {
    const text = blank(cell.value) ? '' : String(cell.value).trim();
    const [top, ...rest] = text.split('.');
    const key = canonical(top, ['game', ...Object.keys(fields)]);
    const field = fields[key];
    const sub = rest.length ? canonical(rest.join('.'), field?.type === 'object' ? Object.keys(field.fields) : []) : undefined;
    const name = sub === undefined ? key : `${key}.${sub}`;
    const first = seen.get(name.toLowerCase());
    if (name && first) throw new DataError(cell.pos, name, `a second column headed ${quote(text)}; one column per field`);
    if (name) seen.set(name.toLowerCase(), cell.pos);
    if (field?.type === 'object' && sub === undefined) {
      const keys = Object.keys(field.fields);
      throw new DataError(cell.pos, key, `a mapping takes one column per key: head them ${keys.map((k) => `"${key}.${k}"`).join(', ')}`);
    }
    return { index, pos: cell.pos, key, sub };
  });
}

const canonical = (text: string, names: string[]): string => names.find((n) => n.toLowerCase() === text.toLowerCase()) ?? text;

/** One cell as `field` reads it: a list is split into its items, an entry into its values. */
function read(cell: Cell, field: Field | undefined): PNode {
  if (blank(cell.value) || field?.type !== 'list') return scalar(cell, field);
  const text = String(cell.value);
  const of = field.of;
  if (of.type === 'object') {
    const keys = Object.keys(of.fields);
    const items = pieces(text, /;/).map(([entry, start]): PNode => {
      const entries: Entries = new Map();
      const parts = pieces(entry, /\//, true);
      parts.forEach(([part, at], i) => {
        const pos = cell.at(start + at);
        if (i >= keys.length) throw new DataError(pos, '', `${JSON.stringify(entry.trim())} has ${parts.length} values; expected at most ${keys.length}: ${keys.join(' / ')}`);
        entries.set(keys[i], { keyPos: pos, node: { kind: 'scalar', pos, value: part === '' ? null : typed(part, of.fields[keys[i]]) } });
      });
      return { kind: 'map', pos: cell.at(start), entries };
    });
    return { kind: 'seq', pos: cell.pos, items };
  }
  // numbers may stand apart by spaces too, as a person would type them
  const apart = of.type === 'int' || of.type === 'number' ? /[;,\s]/ : /;/;
  const items = pieces(text, apart).map(([item, at]): PNode => ({ kind: 'scalar', pos: cell.at(at), value: typed(item, of) }));
  return { kind: 'seq', pos: cell.pos, items };
}

/**
 * The trimmed pieces of `text` between separators, each with the offset where it starts. Empty
 * pieces are dropped (a trailing `;`), unless `keep`: an empty value of an entry is a missing one.
 */
function pieces(text: string, separator: RegExp, keep = false): [string, number][] {
  const out: [string, number][] = [];
  let from = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && !separator.test(text[i])) continue;
    const raw = text.slice(from, i);
    const lead = raw.length - raw.trimStart().length;
    if (keep || raw.trim() !== '') out.push([raw.trim(), from + lead]);
    from = i + 1;
  }
  return out;
}

function scalar(cell: Cell, field?: Field): PNode {
  const v = cell.value;
  if (blank(v)) return { kind: 'scalar', pos: cell.pos, value: null };
  if (typeof v !== 'string') return { kind: 'scalar', pos: cell.pos, value: v };
  return { kind: 'scalar', pos: cell.at(v.length - v.trimStart().length), value: typed(v.trim(), field) };
}

/** A true/false field reads yes and no too; everything else stays text for the schema to convert. */
function typed(text: string, field: Field | undefined): unknown {
  if (field?.type !== 'bool') return text;
  const t = text.toLowerCase();
  return t === 'true' || t === 'yes' ? true : t === 'false' || t === 'no' ? false : text;
}
