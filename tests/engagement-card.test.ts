import { describe, expect, it } from 'vitest';
import { beatToQuarters } from '../src/games/beat-to-quarters/index.js';
import { inch } from '../src/units.js';
import { baselineTests, make, texts } from './helpers.js';
import { expectMark, expectNoOverlaps, expectTextsInside } from './sheet-checks.js';

interface Table { title: string; rows: string[][] }

const cards = async (paper = 'letter') => (await make('engagement-card', { game: 'beat-to-quarters', paper })).sheets.map((s) => s.placements[0].item);

describe('engagement-card', () => {
  baselineTests('engagement-card', { game: 'beat-to-quarters' });

  it('prints the campaign\'s d12 set-up table whole, FOG first, and the solo movement table with its lost cells daggered', async () => {
    const items = await cards();
    expect(items.map((c) => [c.width, c.height])).toEqual([[inch(7.5), inch(10)], [inch(7.5), inch(10)]]);
    expect((await cards('a4')).map((c) => c.body)).toEqual(items.map((c) => c.body));
    const all = items.flatMap((c) => texts(c.body));
    const tables = beatToQuarters.data['engagement-card'].tables as Table[];
    const setup = tables.findIndex((t) => t.title === 'Tactical engagement set-up');
    const rows = tables[setup].rows.map((_, r) => [0, 1].map((c) => all.filter((t) => t.attrs['data-cell'] === `${setup}.${r}.${c}`).map((t) => t.what).join(' ')));
    expect(rows.map((r) => r[0])).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
    expect(rows[0][1]).toBe('FOG: both sides in line ahead, attitude A, 3 hexes apart. Each turn 1d6: 1, 3, 5 the fog stays; 2, 4, 6 it lifts');
    expect(rows[10][1]).toMatch(/^B's shore: 1d4/);
    expect(rows[11][1]).toMatch(/^A's shore/);
    for (const title of ['Collision and fouling', 'Grappling', 'Running aground', 'Solo play: crew quality', 'Solo play: enemy movement']) {
      expect(all.filter((t) => t.attrs['data-title'] !== undefined).map((t) => t.what)).toContain(title);
    }
    expect(all.filter((t) => t.attrs['data-default']).map((t) => t.what)).toEqual(['1–4†', '1–8†', '12†', '12†']);
    for (const card of items) {
      expectNoOverlaps(expectTextsInside(card, 6));
      expectMark(card, true);
    }
  });
});
