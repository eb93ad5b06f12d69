import { describe, expect, it } from 'vitest';
import { ironclads } from '../src/games/ironclads/index.js';
import { turningGauge } from '../src/printables/turning-gauge/index.js';
import { Templates } from '../src/svg/templates.js';
import { inch } from '../src/units.js';
import { elements, baselineTests, expectBaselines, make } from './helpers.js';

describe('turning-gauge', () => {
  baselineTests('turning-gauge', { count: 4 });

  it('is an equilateral triangle cut on solid lines with a dashed fold down its altitude', async () => {
    const { sheets, pages } = await make('turning-gauge', { count: 4 });
    expect(sheets[0].placements).toHaveLength(4);
    const { item, x, y } = sheets[0].placements[0];
    if (typeof item.cut === 'string') throw new Error('expected a triangular cut');
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

describe('turning-gauge, arc variant', () => {
  const whole = () => turningGauge.items({ game: ironclads, ships: [], count: 1, options: {}, templates: new Templates() })[0];
  const line = (t: Record<string, string>) => ['x1', 'y1', 'x2', 'y2'].map((k) => Number(t[k]));

  it('draws one arc per speed band at its radius, ticked every inch of arc length', () => {
    const item = whole();
    const radii = elements(item.body, 'path', 'data-arc').map((a) => Number(a['data-radius']));
    expect(radii).toEqual([inch(6), inch(9), inch(12)]);
    // every tick is radial: the tick lines all meet at the arcs' centre
    const ticks = elements(item.body, 'line', 'data-tick');
    const [a, b] = [line(ticks[0]), line(ticks[ticks.length - 1])];
    const centre = intersect(a, b);
    for (const [i, radius] of radii.entries()) {
      const own = ticks.filter((t) => t['data-band'] === String(i));
      // 60 degrees of arc: floor(r * pi / 3) whole inches
      expect(own.map((t) => Number(t['data-tick']))).toEqual(Array.from({ length: Math.floor((radius * Math.PI) / 3 / 72) }, (_, k) => k + 1));
      const angles = own.map((t) => {
        const [x1, y1, x2, y2] = line(t);
        const [mx, my] = [(x1 + x2) / 2, (y1 + y2) / 2];
        expect(Math.hypot(mx - centre[0], my - centre[1])).toBeCloseTo(radius, 1);
        return Math.atan2(my - centre[1], mx - centre[0]);
      });
      // one inch of arc between neighbouring ticks, and one inch from the arc's start to the first
      for (let k = 1; k < angles.length; k++) expect((angles[k] - angles[k - 1]) * radius).toBeCloseTo(72, 1);
      expect(angles[0] * radius + (radius * Math.PI) / 6).toBeCloseTo(72, 1);
    }
    // the card is the ring sector 5.5 in to 12.5 in from the centre
    if (typeof item.cut === 'string') throw new Error('expected a curved cut');
    for (const [x, y] of item.cut.polygon) {
      const d = Math.hypot(x - centre[0], y - centre[1]);
      expect(Math.min(Math.abs(d - inch(5.5)), Math.abs(d - inch(12.5)))).toBeLessThan(0.05);
    }
  });

  it('is larger than the paper, so it prints in two labelled pieces that assemble to its size', async () => {
    for (const paper of ['letter', 'a4']) {
      const { sheets, pdf } = await make('turning-gauge', { game: 'ironclads', paper });
      const pieces = sheets.flatMap((s) => s.placements.map((p) => p.item));
      expect(pieces.map((p) => p.piece!.name)).toEqual(['TURNING GAUGE 1/2', 'TURNING GAUGE 2/2']);
      const item = whole();
      expect(pieces[1].piece!.y + pieces[1].height).toBeCloseTo(item.height, 2);
      expect(pieces[0].height - pieces[1].piece!.y).toBeCloseTo(inch(0.5), 2);
      expect(pieces.every((p) => p.width === item.width)).toBe(true);
      await expectBaselines(pdf, 'turning-gauge', `arc-${paper}`);
    }
  });
});

function intersect([x1, y1, x2, y2]: number[], [x3, y3, x4, y4]: number[]): [number, number] {
  const d = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4);
  const a = x1 * y2 - y1 * x2;
  const b = x3 * y4 - y3 * x4;
  return [(a * (x3 - x4) - (x1 - x2) * b) / d, (a * (y3 - y4) - (y1 - y2) * b) / d];
}
