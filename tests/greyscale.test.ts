// Black-and-white printing: every pair of neighbouring colour bands must still be told apart once
// the page is grey, by lightness (at least 15 %) or by a pattern (a clearly different texture); and
// the phase chips, whose sides are told apart by lightness alone, differ by 15 % or more.
import { describe, expect, it } from 'vitest';
import { rasterize, type Raster } from '../src/raster/raster.js';
import { OVERLAP } from '../src/impose/tile.js';
import type { Item } from '../src/printables/types.js';
import { elements, make } from './helpers.js';

const DPI = 72; // one pixel a point: the 4-6 pt pattern cells stay resolved

interface Tone { mean: number; sd: number; dark: number }

/** Luminance (Rec. 601) of a page region given in pt: its mean, spread and share of dark pixels. */
function tone(page: Raster, x1: number, y1: number, x2: number, y2: number): Tone {
  const k = DPI / 72;
  const values: number[] = [];
  for (let y = Math.ceil(y1 * k); y < Math.floor(y2 * k); y++) {
    for (let x = Math.ceil(x1 * k); x < Math.floor(x2 * k); x++) {
      const i = (y * page.width + x) * 4;
      values.push(0.299 * page.data[i] + 0.587 * page.data[i + 1] + 0.114 * page.data[i + 2]);
    }
  }
  expect(values.length, 'region too small to measure').toBeGreaterThan(20);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
  return { mean, sd, dark: values.filter((v) => v < mean - 25).length / values.length };
}

/** Told apart in grey: 15 % lightness, or a texture that clearly differs (spread or dark-pixel share). */
function expectDistinct(a: Tone, b: Tone, what: string): void {
  const lightness = Math.abs(a.mean - b.mean) / Math.max(a.mean, b.mean);
  const texture = Math.abs(a.sd - b.sd) >= 6 || Math.abs(a.dark - b.dark) >= 0.1;
  expect(lightness >= 0.15 || texture, `${what}: lightness ${(lightness * 100).toFixed(1)} %, spread ${a.sd.toFixed(1)} vs ${b.sd.toFixed(1)}, dark ${a.dark.toFixed(2)} vs ${b.dark.toFixed(2)}`).toBe(true);
}

/** Neighbouring bands of every range stick (or piece) on the page, measured in a strip clear of words and ticks. */
function stickPairs(page: Raster, placements: { x: number; y: number; item: Item }[]): number {
  let pairs = 0;
  for (const { x, y, item } of placements) {
    const p = item.piece;
    const [a, b] = p ? [p.x, p.x + p.width - (p.col < p.cols - 1 ? OVERLAP : 0)] : [0, item.width];
    const bands = elements(item.body, 'rect', 'data-band').map((e) => [Math.max(+e['data-from'], a), Math.min(+e['data-to'], b)]).filter(([f, t]) => t - f > 12);
    // between the band labels (centred at 45 % of the width) and the range brackets near the bottom
    const [top, bottom] = [item.height * 0.6, item.height * 0.7];
    const tones = bands.map(([f, t]) => tone(page, x + f - a + 3, y + top, x + t - a - 3, y + bottom));
    for (let i = 1; i < tones.length; i++, pairs++) expectDistinct(tones[i - 1], tones[i], `${p?.name ?? item.label} bands ${i - 1}|${i}`);
  }
  return pairs;
}

describe('black-and-white printing', () => {
  it('Milk and Cookies range stick: each band differs from the next in grey', async () => {
    const { pdf, sheets } = await make('range-stick', { count: 1 });
    const [page] = await rasterize(pdf, DPI, [1]);
    expect(stickPairs(page, sheets[0].placements)).toBe(3);
  });

  it('Ironclads range sticks, in pieces: each band differs from the next in grey', async () => {
    const { pdf, sheets } = await make('range-stick', { game: 'ironclads' });
    const [page] = await rasterize(pdf, DPI, [1]);
    // the first page holds VERY LIGHT, LIGHT and MEDIUM: green|yellow and yellow|red meet on it
    expect(stickPairs(page, sheets[0].placements)).toBeGreaterThanOrEqual(4);
  });

  it('wind card: the little sticks keep their bands apart in grey', async () => {
    const { pdf, sheets } = await make('wind-card', { count: 1 });
    const [page] = await rasterize(pdf, DPI, [1]);
    const { x, y, item } = sheets[0].placements[0];
    const minis = elements(item.body, 'rect', 'data-mini-band');
    let pairs = 0;
    for (let i = 1; i < minis.length; i++) {
      const [m, n] = [minis[i - 1], minis[i]];
      if (m.y !== n.y) continue; // the next row
      const t = (e: Record<string, string>) => tone(page, x + +e.x + 1, y + +e.y + 1, x + +e.x + +e.width - 1, y + +e.y + +e.height - 1);
      expectDistinct(t(m), t(n), `mini stick at y ${m.y}: bands ${i - 1}|${i}`);
      pairs++;
    }
    expect(pairs).toBe(6);
  });

  it('phase chips: the two sides differ in lightness, not in hue alone', async () => {
    const { pdf, sheets } = await make('chips', { game: 'beat-to-quarters', count: 1 });
    const [page] = await rasterize(pdf, DPI, [1]);
    const face = (side: string) => {
      const { x, y, item } = sheets[0].placements.find((pl) => pl.item.body.includes(`data-chip="${side}"`))!;
      const [disc, ring] = elements(item.body, 'circle');
      // just inside the ring, 45 degrees round: clear of the ring and the words
      const d = (+ring.r - 6) * Math.SQRT1_2;
      return tone(page, x + +disc.cx + d - 3, y + +disc.cy - d - 3, x + +disc.cx + d + 3, y + +disc.cy - d + 3);
    };
    const [a, b] = [face('a'), face('b')];
    expect(Math.max(a.sd, b.sd), 'a plain patch of each chip').toBeLessThan(3);
    expect(Math.abs(a.mean - b.mean) / Math.max(a.mean, b.mean)).toBeGreaterThanOrEqual(0.15);
  });
});
