import { describe, expect, it } from 'vitest';
import { deflectionGauge } from '../src/printables/deflection-gauge/index.js';
import { inch } from '../src/units.js';
import { elements, baselineTests, make } from './helpers.js';

const OPTS = { game: 'ironclads', count: 2 };
const ORDER = [5, 3, 1, 2, 4, 6];
/** The SVG of one portion of the gauge: everything inside its group. */
const portionSvg = (body: string, portion: string) => body.split(`<g data-portion="${portion}">`)[1].split('</g>')[0];

describe('deflection-gauge', () => {
  baselineTests('deflection-gauge', OPTS);

  it('numbers short deflection boxes and long elevation boxes 5 3 1 2 4 6, with the 1|2 line at the centre of each', async () => {
    const { sheets } = await make('deflection-gauge', OPTS);
    expect(sheets[0].placements).toHaveLength(2);
    const { item } = sheets[0].placements[0];
    let previousEnd = 0;
    for (const [portion, box] of [['deflection', inch(0.5)], ['elevation', inch(1)]] as const) {
      const svg = portionSvg(item.body, portion);
      const boxes = elements(svg, 'rect', 'data-box');
      expect(boxes.map((b) => Number(b['data-box']))).toEqual(ORDER);
      const x0 = Number(boxes[0].x);
      expect(x0).toBeGreaterThan(previousEnd);
      // six edges after the first, each one box further on; every box runs to the strip's edge
      boxes.forEach((b, i) => {
        expect(Number(b.x)).toBeCloseTo(x0 + i * box, 3);
        expect(Number(b.width)).toBe(box);
        expect(Number(b.y) + Number(b.height)).toBeCloseTo(item.height, 3);
      });
      const end = Number(boxes[5].x) + box;
      const [one, two] = ['1', '2'].map((f) => boxes.find((b) => b['data-box'] === f)!);
      expect(Number(one.x) + box).toBeCloseTo(Number(two.x), 3);
      expect(Number(two.x)).toBeCloseTo((x0 + end) / 2, 3);
      const [centre] = elements(svg, 'line', 'data-centre');
      expect(Number(centre.x1)).toBeCloseTo(Number(two.x), 3);
      expect(svg).toContain(portion.toUpperCase());
      previousEnd = end;
    }
    expect(previousEnd).toBeLessThan(item.width);
    for (const use of ['12 in from the gun', 'Roll 1d6', 'touches the boat']) expect(item.body).toContain(use);
  });

  it('is one strip with a rectangular cut, the same on Letter and A4, and fits both', async () => {
    const items = async (paper: string) => (await make('deflection-gauge', { ...OPTS, paper })).sheets.flatMap((s) => s.placements.map((p) => p.item));
    const [letter, a4] = [await items('letter'), await items('a4')];
    expect(letter).toHaveLength(2);
    expect(a4).toEqual(letter);
    const [item] = letter;
    expect(item.cut).toBe('rect');
    expect(item.piece).toBeUndefined();
    expect(item.height).toBe(inch(1.5));
    // Letter landscape holds 10.5 × 7.55 in once the margins and footer are off
    expect(item.width).toBeLessThanOrEqual(inch(10.5));
  });

  it('refuses a box order that does not put 1 and 2 in the middle', () => {
    const order = (deflectionGauge.data as { fields: Record<string, { check: (v: number[]) => unknown }> }).fields.order;
    expect(order.check(ORDER)).toBeNull();
    expect(order.check([1, 3, 5, 2, 4, 6])).toMatch(/1 and 2 in the middle/);
    expect(order.check([5, 3, 1, 1, 4, 6])).toMatch(/each face/);
    expect(order.check([3, 1, 2])).toMatch(/each face/);
  });
});
