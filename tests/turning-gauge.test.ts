import { describe, expect, it } from 'vitest';
import { inch } from '../src/units.js';
import { elements, baselineTests, make } from './helpers.js';

describe('turning-gauge', () => {
  baselineTests('turning-gauge', { count: 4 });

  it('is an equilateral triangle cut on solid lines with a dashed fold down its altitude', async () => {
    const { sheets, pages } = await make('turning-gauge', { count: 4 });
    expect(sheets[0].placements).toHaveLength(4);
    const { item, x, y } = sheets[0].placements[0];
    if (item.cut === 'rect') throw new Error('expected a triangular cut');
    const pts = item.cut.polygon;
    const side = (a: number[], b: number[]) => Math.hypot(a[0] - b[0], a[1] - b[1]);
    for (const [a, b] of [[0, 1], [1, 2], [2, 0]]) expect(side(pts[a], pts[b])).toBeCloseTo(inch(4), 1);
    // the fold runs from the apex to the middle of the base
    const [[fa, fb]] = item.folds!;
    expect(fa).toEqual(pts[1]);
    expect(fb[0]).toBeCloseTo((pts[0][0] + pts[2][0]) / 2, 3);
    expect(fb[1]).toBeCloseTo(pts[0][1], 3);
    // on the page: one solid triangle and one dashed fold per gauge, no rectangle around them
    const sheet = sheets[0];
    expect(sheet.cuts).toHaveLength(0);
    expect(sheet.outlines).toHaveLength(4);
    expect(sheet.outlines[0][1]).toEqual([x + pts[1][0], y + pts[1][1]]);
    expect(sheet.folds).toHaveLength(4);
    const svg = pages[0].svg;
    expect(elements(svg, 'g', 'data-marks="cut"')[0]['stroke-dasharray']).toBeUndefined();
    expect(elements(svg, 'g', 'data-marks="fold"')[0]['stroke-dasharray']).toBe('4 3');
    for (const step of ['cut on the solid lines', 'fold on the dashed line', 'tape the halves']) expect(item.body).toContain(step);
  });
});
