import { describe, expect, it } from 'vitest';
import { milkAndCookies } from '../src/games/milk-and-cookies/index.js';
import { rangeStick } from '../src/printables/range-stick/index.js';
import { rasterize } from '../src/raster/raster.js';
import { Templates } from '../src/svg/templates.js';
import { inch } from '../src/units.js';
import { elements, baselineTests, make } from './helpers.js';

const bandEdges = (body: string) => elements(body, 'rect', 'data-band').map((a) => [Number(a.x), Number(a.x) + Number(a.width), a.fill]);

describe('range-stick', () => {
  baselineTests('range-stick', { count: 4 });

  it('is 720 pt long with the bands of the rules: blue, green, yellow, red', async () => {
    const { sheets } = await make('range-stick', { count: 1 });
    const { item } = sheets[0].placements[0];
    expect(item.width).toBe(720);
    expect(item.height).toBe(72);
    expect(bandEdges(item.body)).toEqual([[0, 90, '#4a90d9'], [90, 180, '#5cb85c'], [180, 360, '#f2d024'], [360, 720, '#e05a4f']]);
    const ticks = elements(item.body, 'line', 'data-tick').map((a) => Number(a.x1));
    expect(ticks).toEqual([72, 144, 216, 288, 360, 432, 504, 576, 648]);
    for (const label of ['1/8 move', '1/4 move', '1/2 move', 'full move', 'short range', 'long range']) expect(item.body).toContain(`>${label}<`);
    // each band but the plain first one also carries a pattern for black-and-white printing
    expect(item.body.match(/fill="url\(#rs-(hatch|dots|cross)\)"/g)).toHaveLength(3);
  });

  it('measures 10 in on the rendered page, bands at 1.25, 2.5 and 5 in', async () => {
    const { pdf, sheets } = await make('range-stick', { count: 1 });
    const [page] = await rasterize(pdf, 100, [1]);
    const { x, y } = sheets[0].placements[0];
    const row = Math.round(((y + 30) * 100) / 72);
    const classes: Record<string, (c: number[]) => boolean> = {
      blue: ([r, , b]) => b > r + 60,
      green: ([r, g, b]) => g > r + 40 && g > b + 40,
      yellow: ([r, g, b]) => r > 120 && g > 100 && b < 80 && Math.abs(r - g) < 60,
      red: ([r, g, b]) => r > g + 60 && r > b + 60,
    };
    const span: Record<string, [number, number]> = {};
    for (let px = 0; px < page.width; px++) {
      const i = (row * page.width + px) * 4;
      const c = [page.data[i], page.data[i + 1], page.data[i + 2]];
      for (const [name, test] of Object.entries(classes)) {
        if (!test(c)) continue;
        span[name] = [Math.min(span[name]?.[0] ?? px, px), px + 1];
      }
    }
    const x0 = (x * 100) / 72;
    const expected = { blue: [0, 125], green: [125, 250], yellow: [250, 500], red: [500, 1000] };
    for (const [name, [a, b]] of Object.entries(expected)) {
      expect(Math.abs(span[name][0] - x0 - a), `${name} start`).toBeLessThanOrEqual(1);
      expect(Math.abs(span[name][1] - x0 - b), `${name} end`).toBeLessThanOrEqual(1);
    }
  });

  it('keeps its exact size on A4', async () => {
    const letter = await make('range-stick', { count: 2, paper: 'letter' });
    const a4 = await make('range-stick', { count: 2, paper: 'a4' });
    expect(a4.sheets[0].placements[0].item.width).toBe(letter.sheets[0].placements[0].item.width);
    expect(a4.sheets[0].placements[0].item.body).toBe(letter.sheets[0].placements[0].item.body);
  });

  it('takes band lengths and colours from the game data, not from layout code', () => {
    const data = structuredClone(milkAndCookies.data);
    data['range-stick'].sticks[0].bands = [
      { to: inch(3), colour: '#112233', pattern: 'plain', label: 'near' },
      { to: inch(8), colour: '#445566', pattern: 'hatch', label: 'far' },
    ];
    const game = { ...milkAndCookies, data };
    const [item] = rangeStick.items({ game, ships: [], count: 1, options: {}, templates: new Templates() });
    expect(item.width).toBe(inch(8));
    expect(bandEdges(item.body)).toEqual([[0, 216, '#112233'], [216, 576, '#445566']]);
  });
});
