import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { beatToQuarters } from '../src/games/beat-to-quarters/index.js';
import { textWidth } from '../src/svg/fonts.js';
import { inch } from '../src/units.js';
import { ROOT, baselineTests, cli, elements, make, scratch, unescape, expectRoundCut } from './helpers.js';

const SHIPS = join(ROOT, 'examples/ships/beat-to-quarters.yaml');
const GAME = { game: 'beat-to-quarters' };

const placed = async (opts: Parameters<typeof make>[1]) => (await make('chips', opts)).sheets.flatMap((s) => s.placements);
/** Each chip's kind and its words, line by line. */
const chipWords = async (opts: Parameters<typeof make>[1]) =>
  (await placed(opts)).map(({ item }) => [
    elements(item.body, 'circle', 'data-chip')[0]['data-chip'],
    elements(item.body, 'text', 'data-words').map((t) => unescape(t['data-words'])).join(' '),
  ]);

describe('chips', () => {
  baselineTests('chips', { ships: SHIPS });

  it('gives each set 3 chips of side A, 3 of side B and the WX chip, in that order', async () => {
    const kinds = (await placed({ ships: SHIPS, count: 2 })).map(({ item }) => elements(item.body, 'circle', 'data-chip')[0]);
    expect(kinds).toHaveLength(14);
    const d = beatToQuarters.data.chips;
    const set = [...Array(3).fill(['a', d.a.fill]), ...Array(3).fill(['b', d.b.fill]), ['wx', d.weather.fill]];
    expect(kinds.map((k) => [k['data-chip'], k.fill])).toEqual([...set, ...set]);
  });

  it('makes the two sides differ in lightness, so they tell apart in black and white', () => {
    const d = beatToQuarters.data.chips;
    const grey = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).reduce((a, v, i) => a + v * [0.299, 0.587, 0.114][i], 0);
    expect(Math.abs(grey(d.a.fill) - grey(d.b.fill))).toBeGreaterThan(100);
    // each chip's ink stands out from its own fill
    for (const s of [d.a, d.b, d.weather]) expect(Math.abs(grey(s.fill) - grey(s.ink))).toBeGreaterThan(120);
  });

  it('cuts each chip on a polygon within 0.05 pt of the data diameter, 1 in by default', async () => {
    const { sheets } = await make('chips', { ships: SHIPS });
    const D = beatToQuarters.data.chips.diameter as number;
    expect(D).toBe(inch(1));
    const R = D / 2;
    for (const { item } of sheets.flatMap((s) => s.placements)) {
      expectRoundCut(item, D);
      // the printed disc is the circle the polygon follows
      const [disc] = elements(item.body, 'circle', 'data-chip');
      expect([+disc.cx, +disc.cy, +disc.r]).toEqual([R, R, R]);
    }
    // round cuts only: no straight cut lines on the sheet
    expect(sheets[0].cuts).toHaveLength(0);
    expect(sheets[0].outlines).toHaveLength(7);
  });

  it('sets every word inside the circle, clear of its ring', async () => {
    for (const opts of [{ ships: SHIPS }, { ...GAME, options: { 'side-a': 'Navy of Great Britain', 'side-b': 'Marine' } }]) {
      const { sheets } = await make('chips', opts);
      const R = (beatToQuarters.data.chips.diameter as number) / 2;
      for (const { item } of sheets[0].placements) {
        const lines = elements(item.body, 'text', 'data-words');
        expect(lines.length).toBeGreaterThanOrEqual(2);
        for (const l of lines) {
          const text = unescape(l['data-words']);
          const size = Number(l['font-size']);
          expect(size).toBeGreaterThanOrEqual(6);
          const half = textWidth(text, size, l['font-weight'] === 'bold' ? 'bold' : 'regular') / 2;
          // the ink box: capitals reach the cap height, lower case the ascenders; descenders hang below
          const up = /^[A-Z0-9 ]*$/.test(text) ? 0.68 : 0.77;
          const down = /[gjpqy]/.test(text) ? 0.21 : 0.01;
          for (const dy of [-up * size, down * size]) expect(Math.hypot(half, Number(l.y) + dy - R)).toBeLessThan(R * 0.93);
        }
      }
    }
  });

  it('names the sides from the ship file: its first side is A', async () => {
    const words = await chipWords({ ships: SHIPS });
    expect(words.map((w) => w[1])).toEqual([...Array(3).fill('A British'), ...Array(3).fill('B French'), 'WX weather']);
  });

  it('names the sides from --side-a and --side-b first, breaking a long name over lines', async () => {
    const words = await chipWords({ ships: SHIPS, options: { 'side-a': 'Royal Navy', 'side-b': 'Marine impériale' } });
    expect(new Set(words.map((w) => w[1]))).toEqual(new Set(['A Royal Navy', 'B Marine impériale', 'WX weather']));
    // only one option: the other side still comes from the ships
    const one = await chipWords({ ships: SHIPS, options: { 'side-b': 'Spanish' } });
    expect(new Set(one.map((w) => w[1]))).toEqual(new Set(['A British', 'B Spanish', 'WX weather']));
  });

  it('prints the data\'s default names without ships', async () => {
    const words = await chipWords(GAME);
    expect(new Set(words.map((w) => w[1]))).toEqual(new Set(['A SIDE A', 'B SIDE B', 'WX weather']));
  });

  it('refuses a side name too long to read on a chip, and writes no file', async () => {
    const out = join(scratch(), 'chips.pdf');
    const { code, err } = await cli('make', 'chips', '--ships', SHIPS, '--side-a', 'Kingdomofthetwosicilies', '--out', out);
    expect(code).toBe(2);
    expect(err).toContain('"Kingdomofthetwosicilies" does not fit a chip 1 in across');
    expect(err).toContain('--side-a');
    expect(existsSync(out)).toBe(false);
  });

  it('lays the chips on a grid with a small gap for scissors', async () => {
    const [a, b] = await placed({ ships: SHIPS });
    expect(b.y).toBe(a.y);
    expect(b.x - a.x).toBeCloseTo(inch(1) + inch(0.1), 3);
  });

  it('is the same items on Letter and A4', async () => {
    const items = async (paper: string) => (await placed({ ships: SHIPS, count: 2, paper })).map((p) => p.item);
    expect(await items('a4')).toEqual(await items('letter'));
  });
});
