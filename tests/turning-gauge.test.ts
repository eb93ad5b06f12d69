import { describe, expect, it } from 'vitest';
import { inch } from '../src/units.js';
import { elements, baselineTests, make } from './helpers.js';

describe('turning-gauge', () => {
  baselineTests('turning-gauge', { count: 4 });

  it('is an equilateral triangle cut on solid lines with a dashed fold down its altitude', async () => {
    const { sheets } = await make('turning-gauge', { count: 4 });
    expect(sheets[0].placements).toHaveLength(4);
    const { body } = sheets[0].placements[0].item;
    const [cut] = elements(body, 'polygon', 'data-cut');
    expect(cut['stroke-dasharray']).toBeUndefined();
    const pts = cut.points.split(' ').map((p) => p.split(',').map(Number));
    const side = (a: number[], b: number[]) => Math.hypot(a[0] - b[0], a[1] - b[1]);
    for (const [a, b] of [[0, 1], [1, 2], [2, 0]]) expect(side(pts[a], pts[b])).toBeCloseTo(inch(4), 1);
    const [fold] = elements(body, 'line', 'data-fold');
    expect(fold['stroke-dasharray']).toBeTruthy();
    expect([Number(fold.x1), Number(fold.y1)]).toEqual(pts[1]);
    expect(Number(fold.x2)).toBeCloseTo((pts[0][0] + pts[2][0]) / 2, 3);
    expect(Number(fold.y2)).toBeCloseTo(pts[0][1], 3);
    // the item draws its own triangular cut, so the imposition adds no rectangle around it
    expect(sheets[0].cuts).toHaveLength(0);
    for (const step of ["cut on the solid lines", "fold on the dashed line", "tape the halves"]) expect(body).toContain(step);
  });
});
