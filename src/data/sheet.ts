// A ship file written as a spreadsheet: a heading row of field names, then one ship per row. The
// game's ship schema says how to read each cell, so nested data stays one row per ship:
//   - a mapping takes one column per key, headed `field.key` (`speed.A`, `speed.B`…);
//   - a list of numbers is one cell, the numbers apart: `10 10 10` (or `10; 10; 10`);
//   - a list of entries is one cell, entries apart by `;` and each entry's values by `/`, in the
//     order the schema lists them: `Bow pivot / bow / heavy / 2; Port 1 / port / medium`;
//   - true and false may also be written yes and no, in any case;
//   - a date is refused (no field takes one: a number typed into a cell formatted as a date shows as one).
// Headings match field names in any case and spacing (src/data/headings.ts). A problem inside a cell
// points into it (CSV) or names it.
import { DataError, throwAll, type Position } from '../errors.js';
import type { Field } from './schema.js';
import type { PNode } from './node.js';
import { headingKey, headings } from './headings.js';
import { blank, type Cell, type Table } from './table.js';

type Entries = Map<string, { keyPos: Position; node: PNode }>;

/** The heading cell of the `game` column and the first game named under it. */
export function sheetGame(table: Table): { heading?: Cell; node?: PNode } {
  const index = table.rows[0].findIndex((c) => typeof c.value === 'string' && headingKey(c.value) === 'game');
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

/**
 * The ships of a table as a positioned list, cells read as `ship` (an object schema) says, with the
 * problems of its headings and of values in columns with none, and the fields refused headings were
 * meant for (see headings). A column refused at its heading is left out of every row, so that the
 * rest of each row is still checked.
 */
export function sheetShips(table: Table, ship: Field): { node: PNode; problems: DataError[]; meant: Set<string> } {
  const fields = ship.type === 'object' ? ship.fields : {};
  const { columns, problems, meant } = headings(table.rows[0], fields);
  const stray = (cell: Cell) => new DataError(cell.pos, '', 'a value in a column with no heading; head the column with a field name, or clear the cell');
  const dates: DataError[] = [];
  const items = table.rows.slice(1).map((row, i): PNode => {
    const entries: Entries = new Map();
    for (const cell of row.slice(columns.length)) if (!blank(cell.value)) problems.push(stray(cell));
    for (const col of columns) {
      const cell = row[col.index];
      if (col.ignored || col.key === 'game' || !cell) continue;
      if (col.key === '') {
        if (!blank(cell.value)) problems.push(stray(cell));
        continue;
      }
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
  // a date's field would be read as missing: the dates are said alone, with the headings' problems
  if (dates.length > 0) throwAll([...problems, ...dates]);
  return { node: { kind: 'seq', pos: table.rows[1]?.[0].pos ?? table.rows[0][0].pos, items }, problems, meant };
}

const dated = (cell: Cell, field: string): DataError =>
  new DataError(cell.pos, field, `the cell holds a date (${cell.date}), not text or a number; format the cell as text or a number and type the value again`);

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
