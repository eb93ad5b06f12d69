// The Damage and Penetration chart is read by one number, the round's grade less the target's armour
// grade, so it needs a row for every number a hit can come to. Which those are follows from the data
// and the rules, and the data file is refused when its chart leaves one out:
//   - grades: the record's list, lightest 1 to heaviest (very heavy 5);
//   - the round: a gun's own grade in the first band of its range stick, a grade lighter for each band
//     further out, so the lightest round is a very light gun in its stick's last band (grade −1);
//   - armour: a grade lighter for each hull section lost, past very light. A boat fights on while one
//     section is left, so armour can fall one grade less than the most sections a ship file takes.
import type { Check, Field } from '../../data/schema.js';
import { closest } from '../../data/suggest.js';

interface Table { title: string; columns: string[]; rows: string[][] }
interface Data {
  'damage-rows': { table: string };
  'chart-card': { tables: Table[] };
  'range-stick': { sticks: { bands: unknown[] }[] };
  'ironclad-record': { grades: { weight: string }[] };
}

/** The own section naming the chart to check. */
export const DAMAGE_ROWS: Field = {
  type: 'object', required: true,
  doc: 'the chart-card table read by round grade less armour grade: it must have a row for every such number a hit can come to',
  fields: { table: { type: 'string', maxLength: 60, required: true, doc: 'the title of that table in chart-card' } },
};

/** The lowest and highest row a hit can need, with why, in the data's own words. */
export function reachableRows(d: Data, maxSections: number): { low: number; high: number; why: string } {
  const grades = d['ironclad-record'].grades;
  const heaviest = grades.length;
  const steps = Math.max(...d['range-stick'].sticks.map((s) => s.bands.length)) - 1;
  const lightestRound = 1 - steps;
  const lowestArmour = 1 - (maxSections - 1);
  const name = (i: number) => grades[i - 1].weight.replace(/-/g, ' ');
  const why = `rounds run from ${sum(lightestRound)} (a ${name(1)} gun in the last of its ${steps + 1} range bands) to ${heaviest} (${name(heaviest)} in the first), `
    + `and armour from ${heaviest} (${name(heaviest)}) down to ${sum(lowestArmour)} (a ${name(1)} boat of ${maxSections} hull sections, afloat on its last)`;
  return { low: lightestRound - heaviest, high: heaviest - lowestArmour, why };
}

/** A row number as the chart prints it: +2, 0, −3 (a true minus sign). */
export const sum = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** The number a row's first cell names ("+2", "0", "−3" or "-3", a trailing * allowed), or null. */
export function rowSum(cell: string): number | null {
  const m = /^([+−-]?)(\d+)$/.exec(cell.replace(/\*\s*$/, '').trim());
  if (!m) return null;
  const n = Number(m[2]);
  return m[1] === '−' || m[1] === '-' ? -n : n;
}

/** The data file's check that the chart has every row a hit can need; `maxSections` from the ship file's rule. */
export const damageRowsCheck = (maxSections: number): Check => (data: Data) => {
  const title = data['damage-rows'].table;
  const tables = data['chart-card'].tables;
  const ti = tables.findIndex((t) => t.title === title);
  if (ti < 0) {
    const guess = closest(title, tables.map((t) => t.title));
    return { at: ['damage-rows', 'table'], problem: `no chart-card table is titled ${JSON.stringify(title)}${guess ? `; did you mean ${JSON.stringify(guess)}?` : ''}` };
  }
  const at = (row?: number) => ['chart-card', 'tables', ti, 'rows', ...(row === undefined ? [] : [row])];
  const rows = tables[ti].rows;
  const seen = new Map<number, number>();
  for (const [i, row] of rows.entries()) {
    if (row.length === 1 && tables[ti].columns.length > 1) continue; // a sub-heading
    const n = rowSum(row[0]);
    if (n === null) return { at: [...at(i), 0], problem: `expected the row's number, round grade less armour grade, such as +2, 0 or −3; got ${JSON.stringify(row[0])}` };
    if (seen.has(n)) return { at: [...at(i), 0], problem: `a second row for ${sum(n)} (the first is row ${seen.get(n)! + 1}); one row per number` };
    seen.set(n, i);
  }
  const { low, high, why } = reachableRows(data, maxSections);
  for (let n = high; n >= low; n--) {
    if (seen.has(n)) continue;
    // point at the row it belongs beside: the nearest number the table has
    const near = [...seen].sort(([a], [b]) => Math.abs(a - n) - Math.abs(b - n) || b - a)[0];
    return {
      at: at(near?.[1]),
      problem: `no row for ${sum(n)}: a hit can come to every number from ${sum(low)} to ${sum(high)}, as ${why}; add a row "${sum(n)}"`,
    };
  }
  return null;
};
