import { describe, expect, it } from 'vitest';
import { mm } from '../src/units.js';
import { baselineTests, make } from './helpers.js';

describe('dice-labels', () => {
  baselineTests('dice-labels', { count: 10 });

  it('gives each die a hull, a sail and a cannon picture', async () => {
    const { sheets } = await make('dice-labels', { count: 10 });
    const faces = sheets.flatMap((s) => s.placements.map((p) => /data-face="(\w+)"/.exec(p.item.body)![1]));
    expect(faces).toHaveLength(30);
    expect(faces.slice(0, 6)).toEqual(['hull', 'sail', 'cannon', 'hull', 'sail', 'cannon']);
    // pictures, not words
    expect(sheets[0].placements[0].item.body).not.toMatch(/<text/);
  });

  for (const [die, label] of [['16mm', 12.7], ['12mm', 10], ['19mm', 15]] as const) {
    it(`sizes labels for a ${die} die at ${label} mm, on a ${label} mm pitch`, async () => {
      const { sheets } = await make('dice-labels', { count: 4, options: die === '16mm' ? {} : { die } });
      const [a, b] = sheets[0].placements;
      expect(a.item.width).toBeCloseTo(mm(label), 2);
      expect(a.item.height).toBeCloseTo(mm(label), 2);
      expect(b.x - a.x).toBeCloseTo(mm(label), 2);
    });
  }

  it('cuts on a shared grid', async () => {
    const { sheets } = await make('dice-labels', { count: 1 });
    // three labels in a row: 3 tops, 3 bottoms, 4 uprights
    expect(sheets[0].cuts).toHaveLength(10);
  });
});
