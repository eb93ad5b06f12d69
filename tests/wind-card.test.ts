import { describe, expect, it } from 'vitest';
import { milkAndCookies } from '../src/games/milk-and-cookies/index.js';
import { windCard } from '../src/printables/wind-card/index.js';
import { Templates } from '../src/svg/templates.js';
import { inch } from '../src/units.js';
import { baselineTests, elements, make } from './helpers.js';

describe('wind-card', () => {
  baselineTests('wind-card', { count: 2 });

  it('fits the laminating pouch and numbers the wind rose 1 to 6 clockwise from the top', async () => {
    const { sheets } = await make('wind-card', { count: 1 });
    const { item } = sheets[0].placements[0];
    expect([item.width, item.height]).toEqual([inch(5.5), inch(3.5)]);
    const faces = elements(item.body, 'circle', 'data-face');
    expect(faces.map((f) => f['data-face'])).toEqual(['1', '2', '3', '4', '5', '6']);
    const [cx, cy] = [Number(faces[0].cx), Number(faces[3].cy) - (Number(faces[3].cy) - Number(faces[0].cy)) / 2];
    faces.forEach((f, i) => {
      const angle = (Math.atan2(Number(f.cx) - cx, cy - Number(f.cy)) * 180) / Math.PI;
      expect((angle + 360) % 360).toBeCloseTo(i * 60, 1);
    });
  });

  it('shows the whole stick for a side wind and half of it, without the red, for front or back', () => {
    const game = milkAndCookies;
    const [item] = windCard.items({ game, ships: [], count: 1, options: {}, templates: new Templates() });
    const minis = elements(item.body, 'rect', 'data-mini-band');
    const bands = game.data['range-stick'].sticks[0].bands;
    expect(minis).toHaveLength(2 * bands.length);
    expect(minis.slice(0, 4).map((m) => m['data-mini-band'])).toEqual(['on', 'on', 'on', 'on']);
    expect(minis.slice(4).map((m) => m['data-mini-band'])).toEqual(['on', 'on', 'on', 'off']);
    expect(minis.slice(0, 4).map((m) => m.fill)).toEqual(bands.map((b: { colour: string }) => b.colour));
    // drawn to one scale: the blue band is 1/8 of the whole mini stick
    const total = minis.slice(0, 4).reduce((a, m) => a + Number(m.width), 0);
    expect(Number(minis[0].width) / total).toBeCloseTo(1 / 8, 3);
    // each band shown carries its stick's pattern over its colour, as on the range stick itself
    expect(minis.map((m) => m['data-pattern'])).toEqual([...bands, ...bands].map((b: { pattern: string }) => b.pattern));
    const overlays = elements(item.body, 'rect').filter((e) => e.fill?.startsWith('url(#wc-'));
    expect(overlays.map((o) => o.fill)).toEqual(['url(#wc-hatch)', 'url(#wc-dots)', 'url(#wc-cross)', 'url(#wc-hatch)', 'url(#wc-dots)']);
    expect(overlays.map((o) => [o.x, o.width])).toEqual(minis.filter((m) => m['data-pattern'] !== 'plain' && m['data-mini-band'] === 'on').map((m) => [m.x, m.width]));
  });
});
