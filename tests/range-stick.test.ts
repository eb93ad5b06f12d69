import { describe, expect, it } from 'vitest';
import { milkAndCookies } from '../src/games/milk-and-cookies/index.js';
import { rangeStick } from '../src/printables/range-stick/index.js';
import { rasterize } from '../src/raster/raster.js';
import { Templates } from '../src/svg/templates.js';
import { OVERLAP } from '../src/impose/tile.js';
import { textWidth } from '../src/svg/fonts.js';
import { inch } from '../src/units.js';
import { elements, baselineTests, make, texts } from './helpers.js';

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

describe('range-stick in pieces (Ironclads sticks of 12 to 36 in)', () => {
  const BANDS: Record<string, number[]> = { 'VERY LIGHT': [4, 8, 12], LIGHT: [6, 12, 18], MEDIUM: [8, 16, 24], HEAVY: [10, 20, 30], 'VERY HEAVY': [12, 24, 36] };
  // a band needs this much of a piece to hold its label at the smallest size (4 pt, 4 pt clear each end)
  const room = (label: string) => textWidth(label, 4, 'bold') + 8;

  for (const paper of ['letter', 'a4']) {
    it(`prints every word whole inside the visible part of a piece, every band labelled where it shows, on ${paper}`, async () => {
      const { sheets } = await make('range-stick', { game: 'ironclads', paper });
      const pieces = sheets.flatMap((s) => s.placements.map((p) => p.item));
      let labelled = 0;
      for (const piece of pieces) {
        const p = piece.piece!;
        const length = p.of.width;
        expect(length).toBe(inch(BANDS[piece.label!].at(-1)!));
        // the strip beyond the seam goes under the next piece: only [x, x + width - overlap] shows
        const [a, b] = [p.x, p.x + p.width >= length - 0.01 ? length : p.x + p.width - OVERLAP];
        const [inWindow, after] = piece.body.split('</svg>');
        const words = [...texts(inWindow), ...texts(after).map((t) => ({ ...t, x: t.x + p.x }))];
        for (const t of words) {
          expect(t.x, `${p.name} "${t.what}" left`).toBeGreaterThanOrEqual(a - 0.01);
          expect(t.x + t.w, `${p.name} "${t.what}" right`).toBeLessThanOrEqual(b + 0.01);
          expect(t.y).toBeGreaterThanOrEqual(0);
          expect(t.y + t.h).toBeLessThanOrEqual(piece.height);
        }
        expect(words.filter((t) => t.what === p.name)).toHaveLength(1);
        // bands keep their data lengths; each one showing on this piece carries its label inside its own part
        const bands = elements(inWindow, 'rect', 'data-band');
        expect(bands.map((e) => Number(e['data-to']))).toEqual(BANDS[piece.label!].map(inch));
        for (const e of bands) {
          const [from, to] = [Number(e['data-from']), Number(e['data-to'])];
          expect(Number(e.width)).toBeCloseTo(to - from, 2);
          const shows = Math.min(to, b) - Math.max(from, a);
          const labels = texts(inWindow).filter((t) => t.attrs['data-band-label'] !== undefined && t.x >= Math.max(from, a) && t.x + t.w <= Math.min(to, b));
          if (shows <= 0) continue;
          const name = bands.indexOf(e) === 0 ? 'short' : bands.indexOf(e) === 1 ? 'medium: -1 weight' : 'long: -2 weights';
          // joins fall on band edges where one is near: no band shows as a sliver too short for its label
          expect(shows, `${p.name} band ${from}-${to} shows ${shows} pt`).toBeGreaterThanOrEqual(room(name));
          expect(labels.map((t) => t.what), `${p.name} band ${from}-${to}`).toEqual([name]);
          labelled++;
        }
        // the tick numbers that show: each tick inside the visible part is numbered on this piece
        const numbers = words.filter((t) => /^\d+$/.test(t.what)).map((t) => Number(t.what));
        const inside = Array.from({ length: length / 72 - 1 }, (_, i) => i + 1).filter((i) => i * 72 >= a + 12 && i * 72 <= b - 12);
        for (const i of inside) expect(numbers, `${p.name} tick ${i}`).toContain(i);
      }
      // 14 pieces: two bands show on each of 6, one on each of 8
      expect(labelled).toBe(20);
    });
  }
});
