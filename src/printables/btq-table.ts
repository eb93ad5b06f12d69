// The master ship table of Beat to Quarters: per type and rate, the masts, the d4s rolled for
// movement at each attitude to the wind, the hexsides a ship may turn and its cost per crew
// quality. The published table lost its numbers, so the values live in data/beat-to-quarters.yaml as defaults;
// a ship file may override any of them for one ship. The printables that print it or a ship's row
// of it share it here; the game adds it to its data and checks each ship's type and rate by it.
import { quote } from '../errors.js';
import { req, type Field } from '../data/schema.js';

export const TYPES = ['ship-of-the-line', 'frigate', 'brig', 'galleon', 'merchantman', 'cutter', 'shore-battery'] as const;
/** Crew qualities, best first, as a ship file names them. */
export const CREWS = ['elite', 'crack', 'average', 'green', 'poor'] as const;
/** Attitudes to the wind: A quarter, B astern, C close hauled, D dead ahead. */
export const ATTITUDES = ['A', 'B', 'C', 'D'] as const;
export const RATES = { min: 1, max: 8 };
/** A shore battery's classes: its row's class names its column on the ship data card. */
export const BATTERY_CLASSES = ['heavy', 'medium', 'light'] as const;

export type Type = (typeof TYPES)[number];
export type Crew = (typeof CREWS)[number];
export type Speed = Record<(typeof ATTITUDES)[number], number>;

export interface Row {
  type: Type; rate: number; class?: string; masts: number; speed: Speed; turn: number;
  cost: Record<Crew, number>;
}

export interface Table {
  types: Record<Type, { label: string }>;
  crews: Record<Crew, { short: string; label: string; check: number }>;
  rows: Row[];
}

const dice: Field = { type: 'int', min: 0, max: 9, required: true };
export const SPEED: Field = { type: 'object', fields: Object.fromEntries(ATTITUDES.map((a) => [a, dice])) };
const COST: Field = { type: 'object', required: true, fields: Object.fromEntries(CREWS.map((c) => [c, req.int(0, 999)])) };

export const TABLE: Field = {
  type: 'object',
  fields: {
    types: { type: 'object', required: true, fields: Object.fromEntries(TYPES.map((t) => [t, { type: 'object', required: true, fields: { label: req.text(32) } }])) },
    crews: {
      type: 'object', required: true,
      fields: Object.fromEntries(CREWS.map((c) => [c, { type: 'object', required: true, fields: { short: req.text(3), label: req.text(12), check: req.int(-9, 9) } }])),
    },
    rows: {
      type: 'list', minItems: 1, maxItems: 200, required: true,
      of: {
        type: 'object',
        fields: {
          type: { type: 'enum', values: TYPES, required: true },
          rate: req.int(RATES.min, RATES.max),
          class: { type: 'string', maxLength: 24, doc: 'what the row stands for, e.g. "74 guns" or "heavy"' },
          masts: req.int(0, 4),
          speed: { ...SPEED, required: true },
          turn: req.int(0, 6),
          cost: COST,
        },
      },
      // one row per type and rate, so a ship finds exactly one; a shore battery's class, one the card prints
      check: (rows: Row[]) => {
        const seen = new Set<string>();
        const dup = rows.findIndex((row) => seen.size === seen.add(`${row.type}|${row.rate}`).size);
        if (dup >= 0) return { at: [dup, 'rate'], problem: `a second ${rows[dup].type} of rate ${rows[dup].rate}; the table has one row per type and rate` };
        const battery = rows.findIndex((row) => row.type === 'shore-battery' && !(BATTERY_CLASSES as readonly (string | undefined)[]).includes(row.class));
        if (battery < 0) return null;
        const got = rows[battery].class;
        return { at: rows[battery].class === undefined ? [battery] : [battery, 'class'], problem: `a shore battery's class is one of ${BATTERY_CLASSES.map((c) => JSON.stringify(c)).join(', ')}, got ${got === undefined ? 'none' : quote(got)}; the ship data card prints a battery's class as one of these` };
      },
    },
  },
};

/** The table's row for a type and rate, or the problem with the pair; `file`: the user's data file the table came from. */
export function rowOf(table: Table, type: Type, rate: number, file?: string): Row | string {
  const row = table.rows.find((x) => x.type === type && x.rate === rate);
  if (row) return row;
  const rates = table.rows.filter((x) => x.type === type).map((x) => x.rate).sort((a, b) => a - b);
  const of = file === undefined ? '' : ` of ${file}`;
  return rates.length === 0
    ? `the master ship table${of} has no ${type} rows; add them to the game's data`
    : `the master ship table${of} has no ${type} of rate ${rate}; expected ${rates.length === 1 ? 'rate' : 'one of rates'} ${rates.join(', ')}`;
}

export interface BtqShip {
  name: string; id: number; type: Type; rate: number; crew: Crew; side: string; squadron?: number;
  masts?: number; speed?: Speed; turn?: number; cost?: number;
}

/** What a ship's card prints: the table's values for its type and rate, overridden by the ship file. */
export interface Stats { row: Row; masts: number; speed: Speed; turn: number; cost: number }

export function statsOf(table: Table, ship: BtqShip): Stats {
  const row = rowOf(table, ship.type, ship.rate);
  if (typeof row === 'string') throw new Error(row); // the ship schema has already refused this
  return { row, masts: ship.masts ?? row.masts, speed: ship.speed ?? row.speed, turn: ship.turn ?? row.turn, cost: ship.cost ?? row.cost[ship.crew] };
}
