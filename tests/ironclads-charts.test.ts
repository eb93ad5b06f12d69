// The Ironclads chart card's game facts: the Damage and Penetration chart has a row for every number
// a hit can come to (worked out here from the data and the ship file's rules, not counted by hand),
// its data file refuses an edit that drops one, and the ramming chart sends players to the record.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withDataFile } from '../src/games/data.js';
import { rowSum } from '../src/games/ironclads/damage.js';
import { ironclads } from '../src/games/ironclads/index.js';
import { SIZES } from '../src/printables/ironclad-record/scales.js';
import { chartCard } from '../src/printables/chart-card/index.js';
import { Templates } from '../src/svg/templates.js';
import { ROOT, cli, scratch, texts } from './helpers.js';

interface Table { title: string; columns: string[]; rows: string[][]; notes: string[] }
const DATA = readFileSync(join(ROOT, 'data/ironclads.yaml'), 'utf8');
const tables = (): Table[] => ironclads.data['chart-card'].tables;
const damage = (): Table => tables().find((t) => t.title === ironclads.data['damage-rows'].table)!;

/** Every round grade less armour grade a hit can come to, by trying every gun, band, boat and loss. */
function reachable(): Set<number> {
  const grades = ironclads.data['ironclad-record'].grades.length;
  const bands = ironclads.data['range-stick'].sticks.map((s: { bands: unknown[] }) => s.bands.length);
  const ship = ironclads.ship as { fields: Record<string, { maxItems?: number }> };
  const sections = ship.fields.hull.maxItems!;
  const rounds = new Set<number>();
  bands.forEach((n: number, i: number) => {
    for (let band = 0; band < n; band++) rounds.add(i + 1 - band); // the sticks go lightest gun first
  });
  const armours = new Set<number>();
  for (let start = 1; start <= grades; start++) {
    // a boat of n sections is afloat until its last goes: it can have lost n - 1
    for (let n = 1; n <= sections; n++) for (let lost = 0; lost < n; lost++) armours.add(start - lost);
  }
  return new Set([...rounds].flatMap((r) => [...armours].map((a) => r - a)));
}

/** Writes the shipped data file edited by `edit` and reads it as a user's copy. */
function copy(edit: (text: string) => string) {
  const text = edit(DATA);
  expect(text).not.toBe(DATA);
  const file = join(scratch(), 'my-ironclads.yaml');
  writeFileSync(file, text);
  return () => withDataFile(ironclads, file);
}
const lineOf = (text: string, what: string) => text.split('\n').findIndex((l) => l.includes(what)) + 1;

describe('the Damage and Penetration chart', () => {
  it('has one row for every number a hit can come to, from a very light round at long range on very heavy armour to armour worn below very light', () => {
    const need = reachable();
    expect(Math.min(...need)).toBe(-6); // a very light gun at long range, -1, on very heavy armour, 5
    expect(Math.max(...need)).toBe(15); // a very heavy round on very light armour after 11 of 12 sections are lost
    const have = damage().rows.map((r) => rowSum(r[0]));
    expect(have.every((n) => n !== null)).toBe(true);
    expect(new Set(have).size).toBe(have.length);
    expect(new Set(have)).toEqual(need);
    // read top to bottom, heaviest hit first
    expect(have).toEqual([...have].sort((a, b) => b! - a!));
  });

  it('marks every cell added past the published −4 to +4 as a default, and keeps the rules\' fact unmarked', () => {
    const t = damage();
    for (const row of t.rows) {
      const n = rowSum(row[0])!;
      if (Math.abs(n) > 4) for (const cell of row.slice(1)) expect(cell, `${row[0]} ${cell}`).toMatch(/\*$/);
    }
    const plusOne = t.rows.find((r) => r[0] === '+1')!;
    expect(plusOne[t.columns.indexOf('9–12')]).toBe('2H 1C 1G');
  });

  it('never does less damage for a higher number or a higher roll', () => {
    const hits = (cell: string) => {
      const n = (k: string) => Number(new RegExp(`(\\d+)${k}`).exec(cell)?.[1] ?? 0);
      return [n('H'), n('C'), n('G'), /F/.test(cell) ? 1 : 0];
    };
    // hull hits, a fire counting as its first 2; then crew and gun hits each on their own
    const t = damage();
    const rows = t.rows.map((r) => r.slice(1).map(hits).map(([h, c, g, f]) => [h + 2 * f, c, g]));
    const bad: string[] = [];
    rows.forEach((row, i) => row.forEach((cell, c) => cell.forEach((n, k) => {
      const where = `${t.rows[i][0]} ${t.columns[c + 1]} ${'HCG'[k]}`;
      if (c > 0 && n < row[c - 1][k]) bad.push(`${where}: less than at ${t.columns[c]}`);
      if (i > 0 && n > rows[i - 1][c][k]) bad.push(`${where}: more than at ${t.rows[i - 1][0]}`);
    })));
    expect(bad).toEqual([]);
  });

  it('says below the chart how low armour can go, and what round a very light gun fires at long range', () => {
    const notes = damage().notes.join(' ');
    expect(notes).toContain('a very light gun at long range fires a −1 round');
    expect(notes).toContain('12 sections (the most a ship file takes) can bring very light armour to −10');
  });

  it('still prints on two cards, every table whole', () => {
    const cards = chartCard.items({ game: ironclads, ships: [], count: 1, options: {}, templates: new Templates() });
    expect(cards).toHaveLength(2);
    const bodies = cards.map((c) => c.body);
    tables().forEach((_, ti) => expect(bodies.join('').split(`data-title="${ti}"`)).toHaveLength(2));
    const ti = tables().indexOf(damage());
    const printed = texts(bodies[0]).filter((t) => t.attrs['data-cell']?.startsWith(`${ti}.`) && t.attrs['data-cell'].endsWith('.0')).map((t) => t.what);
    expect(printed[0]).toBe('+15');
    expect(printed.at(-1)).toBe('−6');
  });
});

describe('the Ironclads data file', () => {
  it('refuses a chart that drops a needed row, at the row it belongs beside, saying why', () => {
    const drop = copy((t) => t.replace(/^ {8}- \["−5".*\n/m, ''));
    const line = lineOf(DATA, '- ["−4"');
    expect(drop).toThrow(`my-ironclads.yaml:${line}:11: chart-card.tables[0].rows[19]: no row for −5: a hit can come to every number from −6 to +15`);
    expect(drop).toThrow('a very light boat of 12 hull sections, afloat on its last); add a row "−5"');
    const top = copy((t) => t.replace(/^ {8}- \["\+15".*\n/m, ''));
    expect(top).toThrow(/my-ironclads\.yaml:\d+:11: chart-card\.tables\[0\]\.rows\[0\]: no row for \+15/);
  });

  it('asks for more rows when the data lets a round fall further: a fourth band on a range stick', () => {
    const longer = copy((t) => t.replace('        - { to: 12in, colour: "#e05a4f", pattern: cross, label: "long: -2 weights" }\n',
      '        - { to: 12in, colour: "#e05a4f", pattern: cross, label: "long: -2 weights" }\n        - { to: 16in, colour: "#888888", pattern: plain, label: "extreme: -3 weights" }\n'));
    expect(longer).toThrow(/no row for −7: a hit can come to every number from −7 to \+15, as rounds run from −2 \(a very light gun in the last of its 4 range bands\)/);
  });

  it('refuses a row that names no number, a number twice, and a table title that is not there', () => {
    const line = lineOf(DATA, '- ["+3"');
    expect(copy((t) => t.replace('- ["+3", ', '- ["+3 or so", '))).toThrow(`my-ironclads.yaml:${line}:12: chart-card.tables[0].rows[12][0]: expected the row's number, round grade less armour grade, such as +2, 0 or −3; got "+3 or so"`);
    expect(copy((t) => t.replace('- ["+3", ', '- ["+2", '))).toThrow(/rows\[13\]\[0\]: a second row for \+2 \(the first is row 13\); one row per number/);
    expect(copy((t) => t.replace('table: Damage and Penetration ', 'table: Damage and Penetraton '))).toThrow(/damage-rows\.table: no chart-card table is titled "Damage and Penetraton"; did you mean "Damage and Penetration"\?/);
  });

  it('takes a user\'s copy with a row written with a plain hyphen and a trailing default mark', async () => {
    const ok = copy((t) => t.replace('- ["−5", ', '- ["-5*", '));
    expect(() => ok()).not.toThrow();
    const dir = scratch();
    const file = join(dir, 'my.yaml');
    writeFileSync(file, DATA.replace('- ["−5", ', '- ["-5*", '));
    expect((await cli('make', 'chart-card', '--game', 'ironclads', '--data', file, '--out', join(dir, 'c.pdf'))).code).toBe(0);
  });
});

describe('the Ramming chart', () => {
  it('asks for the rammer\'s size from its record, and keeps the rules\' 8 in example', () => {
    const t = tables().find((x) => x.title === 'Ramming')!;
    expect(t.notes.join(' ')).toContain('its size from its record (SIZE, in the row with its speed)');
    const eight = t.rows.find((r) => r[0] === '8')!;
    expect(eight[t.columns.indexOf('Rams on')]).toBe('1–12');
    expect(eight[t.columns.indexOf('Medium boat')]).toBe('4');
    // its size columns are the sizes a ship file takes, smallest first
    expect(t.columns.slice(2).map((c) => c.split(' ')[0].toLowerCase())).toEqual([...SIZES]);
  });
});
