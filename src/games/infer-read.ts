// The ships of a ship file read for `broadside game new`, which knows no game yet: a sheet's heading
// row names the fields (`speed.beam` a group's member), a YAML or JSON file lists its ships under
// `ships:` or as a bare list. Files are read as ship files are, within the same limits.
import { DataError, quote, type Position } from '../errors.js';
import { loadFile, type PNode } from '../data/node.js';
import { NotThatFile, notA } from '../data/shape.js';
import { closest, didYouMean } from '../data/suggest.js';
import { blank, isSheet, noting, readTable, type Cell, type SheetName, type Table } from '../data/table.js';
import type { Called } from './infer.js';
import { fieldName } from './infer.js';

export interface ShipsRead {
  ships: PNode[];
  /** The game the file names, if any (a `game:` key, or a sheet's game column). */
  game?: string;
  called: Called;
  /** A spreadsheet's table, read again as a game's ship file reads it (its cells typed by the fields). */
  table?: Table;
}

/** The ships of the ship file or spreadsheet at `path`. */
export function readShips(path: string, sheet?: SheetName): ShipsRead {
  if (isSheet(path)) {
    const table = readTable(path, [], sheet);
    return noting(table.note, () => tableShips(table));
  }
  return rootShips(loadFile(path).root);
}

const SHIPS = 'ships: (a list of ships)';

/** A YAML or JSON file's ships: under `ships:`, or the file a list of them. */
export function rootShips(root: PNode): ShipsRead {
  let list: PNode;
  let game: string | undefined;
  if (root.kind === 'seq') {
    if (!root.items.every((i) => i.kind === 'map')) throw new NotThatFile(root.pos, 'ship file', `it is a list, but not of ships; expected each item to be a ship, a mapping of its fields (name: …), or ${SHIPS} at its top`);
    list = root;
  } else {
    notA(root, 'ship file', ['ships'], ['game', 'ships']);
    if (root.kind !== 'map') throw new NotThatFile(root.pos, 'ship file', `expected ${SHIPS} at its top`);
    const found = root.entries.get('ships')?.node;
    if (!found) {
      const near = [...root.entries.keys()].find((k) => closest(k, ['ships']));
      throw new DataError(root.pos, 'ships', `missing; expected a list of ships${near === undefined ? '' : `, and ${quote(near)} is no key of a ship file${didYouMean(near, ['ships'])}`}`);
    }
    if (found.kind !== 'seq') throw new DataError(found.pos, 'ships', 'expected a list of ships, each a mapping of its fields (name: …)');
    found.items.forEach((item, i) => {
      if (item.kind !== 'map') throw new DataError(item.pos, `ships[${i}]`, 'expected a ship: a mapping of its fields (name: …)');
    });
    const named = root.entries.get('game')?.node;
    if (named?.kind === 'scalar' && typeof named.value === 'string') game = named.value.trim();
    list = found;
  }
  if (list.items.length === 0) throw new DataError(list.pos, 'ships', 'an empty list; expected the ships whose fields the game file is to describe');
  return { ships: list.items, game, called: 'key' };
}

interface Heading { index: number; text: string; top: string; sub?: string; pos: Position }

/** A sheet's ships: each row a mapping of its headings' values, `top.sub` headings a group's members. */
export function tableShips(table: Table): ShipsRead {
  const [head, ...rows] = table.rows;
  const headings: Heading[] = [];
  const names = new Map<string, string>();
  // a group's heading as first written, for all its members (Speed.beam, speed.reach)
  const tops = new Map<string, { top: string; group: boolean; text: string }>();
  head.forEach((cell, index) => {
    if (blank(cell.value)) return;
    const text = String(cell.value).trim();
    if (typeof cell.value !== 'string' || /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) {
      throw new NotThatFile(head[0].pos, 'ship file', 'its first row holds numbers; expected a heading row of field names (name, side …), then one row per ship');
    }
    const [top, ...rest] = text.split('.');
    const sub = rest.length ? rest.join('.').trim() : undefined;
    const key = fieldName(top);
    const name = sub === undefined ? key : `${key}.${fieldName(sub)}`;
    if (names.has(name)) throw new DataError(cell.pos, '', `a second column named ${name} (as ${quote(names.get(name)!)} is); one column per field`);
    const first = tops.get(key);
    if (first && first.group !== (sub !== undefined)) throw new DataError(cell.pos, '', `${quote(text)} and ${quote(first.text)} both name ${key}, one as a value and one as a group (${key}.…); give them different names`);
    if (!first) tops.set(key, { top: top.trim(), group: sub !== undefined, text });
    names.set(name, text);
    headings.push({ index, text, top: tops.get(key)!.top, sub, pos: cell.pos });
  });
  if (rows.length === 0) throw new DataError(head[0].pos, '', 'a heading row and no ships; expected one row per ship under it');
  const game = headings.find((h) => h.sub === undefined && h.top.toLowerCase() === 'game');
  const headed = new Set(headings.map((h) => h.index));
  let named: string | undefined;
  const ships = rows.map((row): PNode => {
    row.forEach((cell, i) => {
      if (!blank(cell.value) && !headed.has(i)) throw new DataError(cell.pos, '', 'a value in a column with no heading; head the column with a field name, or clear the cell');
    });
    const entries = new Map<string, { keyPos: Position; node: PNode }>();
    for (const h of headings) {
      const cell: Cell | undefined = row[h.index];
      const pos = cell?.pos ?? row[0].pos;
      if (cell?.date !== undefined) throw new DataError(pos, h.text, `the cell holds a date (${cell.date}), not text or a number; format the cell as text or a number and type the value again`);
      const node: PNode = { kind: 'scalar', pos, value: cell && !blank(cell.value) ? cell.value : null };
      if (h === game) {
        if (named === undefined && typeof node.value === 'string') named = node.value.trim();
        continue;
      }
      if (h.sub === undefined) {
        entries.set(h.top, { keyPos: h.pos, node });
        continue;
      }
      let group = entries.get(h.top)?.node;
      if (group?.kind !== 'map') {
        group = { kind: 'map', pos, entries: new Map() };
        entries.set(h.top, { keyPos: h.pos, node: group });
      }
      group.entries.set(h.sub, { keyPos: h.pos, node });
    }
    // (a group whose cells are all blank is a blank, its members still named by its headings)
    return { kind: 'map', pos: row[0].pos, entries };
  });
  return { ships, game: named, called: 'column', table };
}
