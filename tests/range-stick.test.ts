import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { milkAndCookies } from '../src/games/milk-and-cookies/index.js';
import { ironclads } from '../src/games/ironclads/index.js';
import { rangeStick } from '../src/printables/range-stick/index.js';
import { rasterize } from '../src/raster/raster.js';
import { Templates } from '../src/svg/templates.js';
import { OVERLAP } from '../src/impose/tile.js';
import { textWidth } from '../src/svg/fonts.js';
import { inch } from '../src/units.js';
import { STICK_MIN } from '../src/printables/range-stick/labels.js';
import { elements, baselineTests, make, scratch, texts, type TextBox } from './helpers.js';

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
    // a row in the clear strip under the words, where each band shows only its own colour
    const row = Math.round(((y + 48) * 100) / 72);
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

interface Box { x: number; y: number; w: number; h: number }
const overlap = (a: Box, b: Box) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.01 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.01;
const arrows = (body: string) => elements(body, 'line', 'data-reach').map((e) => ({ x1: +e.x1, y: +e.y1, to: +e['data-to'] }));
const labelsOf = (body: string) => texts(body).filter((t) => t.attrs['data-band-label'] !== undefined);

/** Words at 6 pt or more, none overlapping another, none crossing a reach arrow or its riser. */
function expectClear(body: string, words: TextBox[], what: string): void {
  for (const t of words) expect(+t.attrs['font-size'], `${what}: "${t.what}"`).toBeGreaterThanOrEqual(STICK_MIN);
  words.forEach((t, i) => { for (const u of words.slice(i + 1)) expect(overlap(t, u), `${what}: "${t.what}" and "${u.what}"`).toBe(false); });
  const lines = elements(body, 'line').filter((l) => body.includes('data-reaches') && l.stroke === '#000000' && l['stroke-width'] === '1.2');
  for (const l of lines) {
    const seg = { x: Math.min(+l.x1, +l.x2) - 0.6, y: Math.min(+l.y1, +l.y2) - 0.6, w: Math.abs(+l.x2 - +l.x1) + 1.2, h: Math.abs(+l.y2 - +l.y1) + 1.2 };
    for (const t of words) expect(overlap(t, seg), `${what}: "${t.what}" crosses an arrow`).toBe(false);
    // nor do the white plates under the bands' words hide any of an arrow
    for (const p of elements(body, 'rect', 'rx="2"')) expect(overlap({ x: +p.x, y: +p.y, w: +p.width, h: +p.height }, seg), `${what}: a word's plate hides an arrow`).toBe(false);
  }
}

describe('range-stick read from its end (Milk and Cookies: each band a reach)', () => {
  it('runs an arrow from the stick\'s start to each band\'s far edge, 1.25, 2.5, 5 and 10 in, labelled there', async () => {
    const { sheets } = await make('range-stick', { count: 1 });
    const { item } = sheets[0].placements[0];
    const reach = arrows(item.body);
    expect(reach.map((a) => [a.x1, a.to])).toEqual([[0, inch(1.25)], [0, inch(2.5)], [0, inch(5)], [0, inch(10)]]);
    // each arrow ends in a head whose tip is on the band's far edge
    const tips = elements(item.body, 'polygon').map((p) => p.points.split(' ')[0].split(',').map(Number));
    expect(tips).toEqual(reach.map((a) => [a.to, a.y]));
    // the longest at the top: a riser from an arrow's end down to its word crosses no longer arrow
    expect(reach.map((a) => a.y)).toEqual([...reach.map((a) => a.y)].sort((p, q) => q - p));
    const labels = labelsOf(item.body);
    expect(labels.map((t) => t.what)).toEqual(['1/8 move', '1/4 move', '1/2 move', 'full move']);
    labels.forEach((t, i) => {
      const [from, to] = [[0, 90, 180, 360][i], reach[i].to];
      // the word ends at its band's far edge, inside the band, under the arrows
      expect(to - (t.x + t.w)).toBeGreaterThan(0);
      expect(to - (t.x + t.w)).toBeLessThan(8);
      expect(t.x).toBeGreaterThan(from);
      expect(t.y).toBeGreaterThan(Math.max(...reach.map((a) => a.y)) + 2);
      expect(+t.attrs['font-size']).toBe(12);
    });
    expectClear(item.body, texts(item.body), 'stick');
    // the short and long range brackets still run along the bottom edge
    for (const label of ['short range', 'long range']) expect(item.body).toContain(`>${label}<`);
  });

  it('keeps its arrows and words whole on each piece when the paper is too short for the stick', async () => {
    const { sheets } = await make('range-stick', { count: 1, paper: '5x7in' });
    const pieces = sheets.flatMap((s) => s.placements.map((p) => p.item));
    expect(pieces).toHaveLength(2);
    const shown: string[] = [];
    for (const piece of pieces) {
      const p = piece.piece!;
      const [a, b] = [p.x, p.x + p.width >= p.of.width - 0.01 ? p.of.width : p.x + p.width - OVERLAP];
      const [inWindow, after] = piece.body.split('</svg>');
      const words = [...texts(inWindow), ...texts(after).map((t) => ({ ...t, x: t.x + p.x }))];
      for (const t of words) {
        expect(t.x, `${p.name} "${t.what}"`).toBeGreaterThanOrEqual(a - 0.01);
        expect(t.x + t.w, `${p.name} "${t.what}"`).toBeLessThanOrEqual(b + 0.01);
      }
      expectClear(inWindow, words, p.name);
      expect(words.filter((t) => t.what === p.name)).toHaveLength(1);
      expect(arrows(inWindow)).toHaveLength(4);
      shown.push(...labelsOf(inWindow).map((t) => t.what));
    }
    expect(shown.sort()).toEqual(['1/2 move', '1/4 move', '1/8 move', 'full move']);
  });

  it('carries the default mark in the row of its words, clear of them and of the arrows, when its data is a default', async () => {
    const file = join(scratch(), 'data.yaml');
    writeFileSync(file, 'defaults:\n  - { path: range-stick.width, what: a test value }\n');
    const { item } = (await make('range-stick', { count: 1, dataFile: file })).sheets[0].placements[0];
    const words = texts(item.body);
    expect(words.find((t) => t.what.startsWith('default'))?.what).toBe('default — see data.yaml');
    expectClear(item.body, words.filter((t) => +t.attrs['font-size'] >= 6), 'marked stick');
  });

  it('leaves a zone stick\'s words in its bands, without arrows (Ironclads)', () => {
    for (const item of rangeStick.items({ game: ironclads, ships: [], count: 1, options: {}, templates: new Templates() })) {
      expect(item.body).not.toContain('data-reaches');
      const bands = elements(item.body, 'rect', 'data-band');
      const labels = labelsOf(item.body);
      expect(labels).toHaveLength(bands.length);
      labels.forEach((t, i) => expect(t.x + t.w / 2).toBeCloseTo((+bands[i]['data-from'] + +bands[i]['data-to']) / 2, 1));
      expectClear(item.body, texts(item.body), item.label ?? 'stick');
    }
  });
});

describe('range-stick in pieces (Ironclads sticks of 12 to 36 in)', () => {
  const BANDS: Record<string, number[]> = { 'VERY LIGHT': [4, 8, 12], LIGHT: [6, 12, 18], MEDIUM: [8, 16, 24], HEAVY: [10, 20, 30], 'VERY HEAVY': [12, 24, 36] };
  // a band needs this much of a piece to hold its label at the smallest size (6 pt, 4 pt clear each end)
  const room = (label: string) => textWidth(label, STICK_MIN, 'bold') + 8;

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
