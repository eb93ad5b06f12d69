import { describe, expect, it } from 'vitest';
import { crane } from '../src/games/crane/index.js';
import { textWidth } from '../src/svg/fonts.js';
import { inch } from '../src/units.js';
import { baselineTests, elements, make, expectRoundCut } from './helpers.js';

const OPTS = { game: 'crane', count: 2 };

describe('markers', () => {
  baselineTests('markers', { game: 'crane' });

  it('gives each set 12 white "fired" and 6 black "dead in the water" markers', async () => {
    const { sheets } = await make('markers', OPTS);
    const kinds = sheets.flatMap((s) => s.placements.map((p) => elements(p.item.body, 'circle', 'data-marker')[0]));
    expect(kinds).toHaveLength(36);
    const set = [...Array(12).fill(['fired', '#ffffff']), ...Array(6).fill(['dead', '#000000'])];
    expect(kinds.map((k) => [k['data-marker'], k.fill])).toEqual([...set, ...set]);
  });

  it('cuts each marker on a polygon within 0.05 pt of the data diameter, 7/16 in by default', async () => {
    const { sheets } = await make('markers', { game: 'crane' });
    const D = crane.data.markers.diameter as number;
    expect(D).toBeCloseTo(inch(7 / 16), 6);
    for (const { item } of sheets.flatMap((s) => s.placements)) expectRoundCut(item, D);
    // round cuts only: no straight cut lines on the sheet
    expect(sheets[0].cuts).toHaveLength(0);
    expect(sheets[0].outlines).toHaveLength(18);
  });

  it('sets the words inside the circle, never reaching its edge', async () => {
    const { sheets } = await make('markers', { game: 'crane' });
    const R = (crane.data.markers.diameter as number) / 2;
    const seen = new Set<string>();
    for (const { item } of sheets[0].placements) {
      const lines = elements(item.body, 'text', 'data-words');
      expect(lines.length).toBeGreaterThan(0);
      seen.add(lines.map((l) => l['data-words']).join(' '));
      for (const l of lines) {
        const size = Number(l['font-size']);
        expect(size).toBeGreaterThanOrEqual(6);
        const half = textWidth(l['data-words'], size, 'bold') / 2;
        // the ink box of capitals (cap height above the baseline, nothing below) stays off the edge
        // and clear of the ring's 0.5 pt line by half a point
        const ring = elements(item.body, 'circle').find((c) => c.stroke);
        const clear = Math.min(R - 1, ring ? +ring.r - 0.25 - 0.5 : R);
        for (const dy of [-0.68 * size, 0]) expect(Math.hypot(half, Number(l.y) + dy - R)).toBeLessThan(clear);
      }
    }
    expect([...seen]).toEqual(['FIRED', 'DEAD IN WATER']);
  });

  it('lays the markers on a grid with a small gap', async () => {
    const { sheets } = await make('markers', { game: 'crane' });
    const [a, b] = sheets[0].placements;
    const D = crane.data.markers.diameter as number;
    expect(b.y).toBe(a.y);
    expect(b.x - a.x).toBeCloseTo(D + inch(0.1), 3);
    const xs = new Set(sheets[0].placements.map((p) => p.x));
    const ys = new Set(sheets[0].placements.map((p) => p.y));
    expect(xs.size * ys.size).toBeGreaterThanOrEqual(18);
  });

  it('is the same items on Letter and A4', async () => {
    const items = async (paper: string) => (await make('markers', { ...OPTS, paper })).sheets.flatMap((s) => s.placements.map((p) => p.item));
    expect(await items('a4')).toEqual(await items('letter'));
  });
});
