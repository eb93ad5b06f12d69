import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { beatToQuarters } from '../src/games/beat-to-quarters/index.js';
import { statsOf, type BtqShip, type Table } from '../src/printables/btq-table.js';
import { kitJob } from '../src/index.js';
import type { Item } from '../src/printables/types.js';
import { inch } from '../src/units.js';
import { ROOT, elements, expectBaselines, make, scratch, texts } from './helpers.js';
import { expectInBoxes, expectMark, expectNoOverlaps, expectTextsInside } from './sheet-checks.js';

const SHIPS = join(ROOT, 'examples/ships/beat-to-quarters.yaml');
const table = beatToQuarters.data['master-ship-table'] as Table;

const sheets = async (opts: Record<string, unknown>) => (await make('fleet-purchase', opts)).sheets.map((s) => s.placements[0].item);
/** What a filled column prints, row by row. */
const column = (item: Item, key: string) => texts(item.body).filter((t) => t.attrs['data-filled'] === key).map((t) => t.what);
const status = (item: Item) => texts(item.body).find((t) => t.attrs['data-status-text'])?.what;

function shipFile(lines: string[]): string {
  const path = join(scratch(), 'fleet.yaml');
  writeFileSync(path, ['game: beat-to-quarters', 'ships:', ...lines.map((l) => `  - ${l}`), ''].join('\n'));
  return path;
}

describe('fleet-purchase', () => {
  for (const paper of ['letter', 'a4']) {
    it(`matches its baselines on ${paper}, filled and blank`, async () => {
      await expectBaselines((await make('fleet-purchase', { ships: SHIPS, paper })).pdf, 'fleet-purchase', paper);
      await expectBaselines((await make('fleet-purchase', { game: 'beat-to-quarters', options: { blank: true }, paper })).pdf, 'fleet-purchase', `blank-${paper}`);
    });
  }

  it('is a 10 × 7.25 in sheet per side, inside the landscape printable area of Letter and A4, the same on both', async () => {
    const [letter, a4] = [await sheets({ ships: SHIPS }), await sheets({ ships: SHIPS, paper: 'a4' })];
    expect(letter.map((s) => [s.width, s.height])).toEqual([[inch(10), inch(7.25)], [inch(10), inch(7.25)]]);
    expect(inch(10)).toBeLessThanOrEqual(inch(10.4));
    expect(a4.map((s) => s.body)).toEqual(letter.map((s) => s.body));
  });

  it('writes in each side\'s ships, costed as their cards are, with the running total and the points left', async () => {
    const ships = kitJob(join(ROOT, 'examples/kits/beat-to-quarters.yaml')).ships as unknown as BtqShip[];
    const items = await sheets({ ships: SHIPS });
    for (const [i, side] of ['British', 'French'].entries()) {
      const item = items[i];
      const own = ships.filter((s) => s.side === side);
      expect(texts(item.body).find((t) => t.attrs['data-side'])!.what).toBe(side);
      expect(elements(item.body, 'circle', 'data-circled').map((c) => c['data-circled'])).toEqual([['A', 'B'][i]]);
      expect(column(item, 'ship')).toEqual(own.map((s) => s.name));
      expect(column(item, 'rate')).toEqual(own.map((s) => String(s.rate)));
      expect(elements(item.body, 'circle', 'data-crew-ring').map((c) => c['data-crew-ring'])).toEqual(own.map((s) => table.crews[s.crew].short));
      const costs = own.map((s) => statsOf(table, s).cost);
      const totals = costs.map((_, j) => costs.slice(0, j + 1).reduce((a, b) => a + b, 0));
      expect(column(item, 'cost')).toEqual(costs.map(String));
      expect(column(item, 'total')).toEqual(totals.map(String));
      expect(column(item, 'left')).toEqual(totals.map((t) => (240 - t < 0 ? `−${t - 240}` : String(240 - t))));
      const spent = totals[totals.length - 1];
      expect(status(item)).toBe(spent > 240 ? `OVER BUDGET by ${spent - 240} points: ${spent} spent of 240` : `${spent} points spent, ${240 - spent} left`);
    }
    // the British list comes to more than the campaign's 240: the sheet says so in red, cell by cell too
    expect(status(items[0])).toBe('OVER BUDGET by 44 points: 284 spent of 240');
    expect(elements(items[0].body, 'rect', 'data-status="over"')[0].fill).toBe('#b3261e');
    expect(elements(items[0].body, 'rect', 'data-over')).toHaveLength(4);
    expect(status(items[1])).toBe('OVER BUDGET by 21 points: 261 spent of 240');
    // at a battle's agreed 300 points both lists are within it, and nothing is red
    for (const item of await sheets({ ships: SHIPS, options: { budget: 300 } })) {
      expect(elements(item.body, 'rect', 'data-status="over"')).toHaveLength(0);
      expect(elements(item.body, 'rect', 'data-over')).toHaveLength(0);
    }
    // the budget and the setup limits, from the data
    const facts = Object.fromEntries(texts(items[0].body).filter((t) => t.attrs['data-fact-number']).map((t) => [t.attrs['data-fact-number'], t.what]));
    expect(facts).toEqual({ budget: '240', 'first-rates': '2', batteries: '3' });
    for (const item of items) expectMark(item, true);
  });

  it('takes a ship\'s own cost over the table\'s, a budget of the player\'s choosing, and flags a setup limit broken', async () => {
    const file = shipFile([
      '{ name: Santa Ana, id: 1, type: ship-of-the-line, rate: 1, crew: green, side: Spanish }',
      '{ name: Príncipe de Asturias, id: 2, type: ship-of-the-line, rate: 1, crew: green, side: Spanish }',
      '{ name: Santísima Trinidad, id: 3, type: ship-of-the-line, rate: 1, crew: average, side: Spanish, cost: 70 }',
    ]);
    const [item] = await sheets({ ships: file, options: { budget: 300 } });
    expect(column(item, 'cost')).toEqual(['53', '53', '70']);
    expect(texts(item.body).find((t) => t.attrs['data-fact-number'] === 'budget')!.what).toBe('300');
    expect(status(item)).toBe('176 points spent, 124 left  ·  3 1st-rate ships of the line: at most 2 at setup');
    expect(elements(item.body, 'rect', 'data-status="over"')).toHaveLength(1);
  });

  it('runs a long list over more sheets, bringing the total forward and numbering on', async () => {
    const file = shipFile(Array.from({ length: 40 }, (_, i) => `{ name: Cutter ${i + 1}, id: ${i + 1}, type: cutter, rate: 8, crew: poor, side: Navy }`));
    const items = await sheets({ ships: file });
    expect(items).toHaveLength(3);
    const first = column(items[0], 'ship').length;
    expect(first).toBeGreaterThanOrEqual(12);
    const forward = texts(items[1].body).find((t) => t.attrs['data-forward'] !== undefined)!;
    expect(forward.what).toBe('Brought forward');
    expect(texts(items[1].body).find((t) => t.attrs['data-filled'] === 'total' && t.attrs['data-slot'] === '0')!.what).toBe(String(5 * first));
    expect(texts(items[1].body).find((t) => t.attrs['data-row-number'] !== undefined)!.what).toBe(String(first + 1));
    expect(items.flatMap((it) => column(it, 'ship'))).toEqual(Array.from({ length: 40 }, (_, i) => `Cutter ${i + 1}`));
    expect(column(items[2], 'total').pop()).toBe('200');
  });

  it('prints blank sheets for sides A and B with --blank, no numbers in the rows and no default mark', async () => {
    const items = await sheets({ game: 'beat-to-quarters', options: { blank: true } });
    expect(items).toHaveLength(2);
    for (const [i, item] of items.entries()) {
      expect(elements(item.body, 'circle', 'data-circled').map((c) => c['data-circled'])).toEqual([['A', 'B'][i]]);
      expect(texts(item.body).filter((t) => t.attrs['data-filled'])).toEqual([]);
      expect(status(item)).toBeUndefined();
      expect(elements(item.body, 'circle', 'data-crew-ring')).toEqual([]);
      expectMark(item, false);
    }
  });

  it('keeps every word inside the sheet and its cell, none overlapping, the mark clear', async () => {
    for (const item of await sheets({ ships: SHIPS })) {
      expectNoOverlaps(expectTextsInside(item, 6.5));
      const cells = elements(item.body, 'rect', 'data-cell=').map((r) => r);
      expect(cells.length).toBeGreaterThan(100);
      // each filled value inside its own cell
      for (const t of texts(item.body).filter((x) => x.attrs['data-filled'])) {
        const box = cells.find((c) => c['data-cell'] === t.attrs['data-filled'] && c['data-slot'] === t.attrs['data-slot'])!;
        expect(t.x).toBeGreaterThanOrEqual(+box.x);
        expect(t.x + t.w).toBeLessThanOrEqual(+box.x + +box.width);
        expect(t.y).toBeGreaterThanOrEqual(+box.y);
        expect(t.y + t.h).toBeLessThanOrEqual(+box.y + +box.height);
      }
      expect(expectInBoxes(item.body, 'data-fact-number', 'data-fact')).toBe(3);
    }
  });
});
