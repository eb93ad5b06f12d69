import { describe, expect, it } from 'vitest';
import { beatToQuarters } from '../src/games/beat-to-quarters/index.js';
import { ATTITUDES, CREWS, type Table } from '../src/printables/btq-table.js';
import type { Game } from '../src/games/types.js';
import { itemsOf } from '../src/printables/mark.js';
import { shipTable } from '../src/printables/ship-table/index.js';
import { Templates } from '../src/svg/templates.js';
import { inch } from '../src/units.js';
import { baselineTests, elements, make, texts } from './helpers.js';
import { expectMark, expectNoOverlaps, expectTextsInside } from './sheet-checks.js';

const table = beatToQuarters.data['master-ship-table'] as Table;
const page = async (paper = 'letter') => (await make('ship-table', { game: 'beat-to-quarters', paper })).sheets[0].placements[0].item;
const cell = (body: string, ref: string) => texts(body).find((t) => t.attrs['data-cell'] === ref)?.what;

describe('ship-table', () => {
  baselineTests('ship-table', { game: 'beat-to-quarters' });

  it('is one 7.5 × 10 in page, the same on Letter and A4', async () => {
    const [letter, a4] = [await page(), await page('a4')];
    expect([letter.width, letter.height]).toEqual([inch(7.5), inch(10)]);
    expect(a4.body).toBe(letter.body);
  });

  it('prints every row of the master ship table: class, rate, masts, dice by attitude, turn and cost by crew', async () => {
    const { body } = await page();
    for (const row of table.rows) {
      const ref = `${row.type}.${row.rate}`;
      expect(cell(body, `${ref}.class`)).toBe(row.class);
      expect(cell(body, `${ref}.rate`)).toBe(String(row.rate));
      expect(cell(body, `${ref}.masts`)).toBe(String(row.masts));
      for (const a of ATTITUDES) expect(cell(body, `${ref}.speed-${a}`)).toBe(row.speed[a] > 0 ? String(row.speed[a]) : '—');
      expect(cell(body, `${ref}.turn`)).toBe(String(row.turn));
      for (const c of CREWS) expect(cell(body, `${ref}.cost-${c}`)).toBe(String(row.cost[c]));
    }
    // a sub-heading per type, shore batteries last; the attitudes and crews named in the heading
    expect(texts(body).filter((t) => t.attrs['data-type']).map((t) => t.what)).toEqual(Object.values(table.types).map((t) => t.label));
    expect(texts(body).filter((t) => t.attrs['data-head-sub']).map((t) => t.what)).toEqual(['quarter', 'astern', 'close hauled', 'dead ahead']);
    expect(texts(body).filter((t) => /^cost-/.test(t.attrs['data-head'] ?? '')).map((t) => t.what)).toEqual(['EL', 'CR', 'AV', 'GR', 'PR']);
    // every shore battery row: no masts, no movement, a cost for each crew
    const batteries = table.rows.filter((r) => r.type === 'shore-battery');
    expect(batteries.map((r) => r.class)).toEqual(['heavy', 'medium', 'light']);
  });

  it('says on the page that every number is a default: a badge on the title, a legend, the mark', async () => {
    const item = await page();
    expect(elements(item.body, 'rect', 'data-badge="default"')).toHaveLength(2);
    expect(texts(item.body).filter((t) => t.attrs['data-legend'] !== undefined).map((t) => t.what).join(' ')).toMatch(/lost its numbers/);
    expectMark(item, true);
    // with the rows made the user's own (their defaults entry gone), none of it
    const data = structuredClone(beatToQuarters.data) as Record<string, any>;
    data.defaults = data.defaults.filter((d: { path: string }) => !d.path.startsWith('master-ship-table'));
    const [own] = itemsOf(shipTable, { game: { ...beatToQuarters, data } as Game, ships: [], count: 1, options: {}, templates: new Templates() });
    expect(elements(own.body, 'rect', 'data-badge')).toHaveLength(0);
    expect(texts(own.body).filter((t) => t.attrs['data-legend'] !== undefined)).toHaveLength(0);
    expectMark(own, false);
  });

  it('keeps every word inside the page at 6.5 pt or more, none overlapping, the mark clear', async () => {
    const item = await page();
    expectNoOverlaps(expectTextsInside(item, 6.5));
    // the numbers sit inside the table's frame
    const [frame] = elements(item.body, 'rect', 'data-frame="table"');
    for (const t of texts(item.body).filter((x) => x.attrs['data-cell'])) {
      expect(t.x).toBeGreaterThanOrEqual(+frame.x);
      expect(t.x + t.w).toBeLessThanOrEqual(+frame.x + +frame.width);
      expect(t.y + t.h).toBeLessThanOrEqual(+frame.y + +frame.height);
    }
  });
});
