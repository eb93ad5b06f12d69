// The calibration page's geometry on the item: the back's zero marks behind each front cross-hair
// for both duplex modes, marks exactly one labelled step apart, and labels that are the very value
// to pass to --back-offset. (Its pixel baselines come with the duplex engine's.)
import { describe, expect, it } from 'vitest';
import { gameById } from '../src/games/registry.js';
import type { Item } from '../src/printables/types.js';
import { textWidth } from '../src/svg/fonts.js';
import { Templates } from '../src/svg/templates.js';
import { inch, mm } from '../src/units.js';
import { elements, make } from './helpers.js';

const W = inch(7.5);
const H = inch(9.5);
const NAMES = ['A', 'B', 'C', 'D', 'E'];
const STEP = mm(0.5);
const VALUES = Array.from({ length: 21 }, (_, i) => String((i - 10) / 2));   // -5 … 5 mm by 0.5
const LABELS = Array.from({ length: 11 }, (_, i) => String(i - 5));          // -5 … 5 mm by 1

const game = gameById('naval-war')!;
const printable = game.printables.find((p) => p.name === 'calibrate-duplex')!;
function item(options: Record<string, unknown> = {}): Item {
  const [one] = printable.items({ game, ships: [], count: 1, options, templates: new Templates() });
  return one;
}

/** A text's printed extent, from its position, anchor and measured width. */
function extent(t: Record<string, string>): { x: number; y: number; w: number; h: number } {
  const size = +t['font-size'];
  const w = textWidth(t.text, size, t['font-weight'] === 'bold' ? 'bold' : 'regular');
  const x = t['text-anchor'] === 'middle' ? +t.x - w / 2 : t['text-anchor'] === 'end' ? +t.x - w : +t.x;
  return { x, y: +t.y - 0.75 * size, w, h: 0.95 * size };
}

/** A back mark, by point, axis and value. */
const mark = (back: string, point: string, axis: string, value: string) =>
  elements(back, 'line', `data-point="${point}" data-axis="${axis}" data-mm="${value}"`)[0];
const crossOf = (body: string, name: string) => elements(body, 'circle', `data-cross="${name}"`)[0];
const texts = (svg: string, attr: string) =>
  [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].filter(([, raw]) => raw.includes(attr)).map(([, raw, text]) => ({
    text: text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#x3D;/g, '='), ...Object.fromEntries([...raw.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]])),
  })) as (Record<string, string> & { text: string })[];

describe('calibrate-duplex', () => {
  it('is one 7.5 × 9.5 in page-sized card item with a back, not cut, no crop marks', () => {
    const one = item();
    expect([one.width, one.height]).toEqual([W, H]);
    expect(one.cut).toBe('none');
    expect(one.card).toMatchObject({ crop: false, duplex: 'long-edge', offset: [0, 0], bleed: 0 });
    expect(one.card!.back).toContain('data-zero-ring');
    expect(printable.items({ game, ships: [], count: 3, options: {}, templates: new Templates() })).toHaveLength(3);
  });

  it('has five labelled cross-hairs on the front: near each corner and at the centre', () => {
    const { body } = item();
    const centres = NAMES.map((n) => crossOf(body, n)).map((c) => [+c.cx, +c.cy]);
    expect(centres).toEqual([[72, 72], [W - 72, 72], [W / 2, H / 2], [72, H - 72], [W - 72, H - 72]]);
    for (const n of NAMES) {
      expect(texts(body, `data-cross-name="${n}"`).map((t) => t.text)).toEqual([n]);
      const arms = elements(body, 'line', `data-cross="${n}"`);
      expect(arms).toHaveLength(2);
      const c = crossOf(body, n);
      const [level, upright] = [arms.find((a) => a['data-arm'] === 'x')!, arms.find((a) => a['data-arm'] === 'y')!];
      expect([+level.y1, +level.y2]).toEqual([+c.cy, +c.cy]);
      expect([+upright.x1, +upright.x2]).toEqual([+c.cx, +c.cx]);
      // each arm reaches past its scales on the back even with 5 mm of drift across them
      expect(+level.x2 - +c.cx).toBeGreaterThanOrEqual(mm(15));
      expect(+upright.y2 - +c.cy).toBeGreaterThanOrEqual(mm(15));
    }
  });

  for (const duplex of ['long-edge', 'short-edge'] as const) {
    it(`puts the back's zero marks behind each front cross-hair (${duplex})`, () => {
      const { body, card } = item({ duplex });
      expect(card!.duplex).toBe(duplex);
      const back = card!.back!;
      for (const n of NAMES) {
        const c = crossOf(body, n);
        const [bx, by] = duplex === 'long-edge' ? [W - +c.cx, +c.cy] : [+c.cx, H - +c.cy];
        const x0 = mark(back, n, 'x', '0');
        const y0 = mark(back, n, 'y', '0');
        expect(x0['data-zero']).toBe('');
        expect(+x0.x1).toBeCloseTo(bx, 3);
        expect(+x0.x2).toBeCloseTo(bx, 3);
        expect(+y0.y1).toBeCloseTo(by, 3);
        expect(+y0.y2).toBeCloseTo(by, 3);
        const ring = elements(back, 'circle', `data-point="${n}"`)[0];
        expect([+ring.cx, +ring.cy]).toEqual([bx, by].map((v) => Math.round(v * 1000) / 1000));
        // the level scale lies on the upright arm's line, the upright scale on the level arm's
        const arms = elements(body, 'line', `data-cross="${n}"`);
        const reach = +arms.find((a) => a['data-arm'] === 'y')!.y2 - +c.cy;
        expect(Math.abs(+x0.y1 - by)).toBeLessThan(reach - mm(5));
        expect(Math.abs(+y0.x1 - bx)).toBeLessThan(reach - mm(5));
      }
    });
  }

  it('spaces the marks exactly one 0.5 mm step apart, from -5 to +5 mm, and labels every mm', () => {
    const back = item().card!.back!;
    expect(back).toBeTruthy();
    for (const n of NAMES) {
      const xs = VALUES.map((v) => mark(back, n, 'x', v));
      const ys = VALUES.map((v) => mark(back, n, 'y', v));
      for (let i = 1; i < VALUES.length; i++) {
        expect(+xs[i].x1 - +xs[i - 1].x1).toBeCloseTo(STEP, 2);
        expect(+ys[i].y1 - +ys[i - 1].y1).toBeCloseTo(STEP, 2);
        expect(STEP).toBeCloseTo(1.417, 3);
      }
      // the whole span is right to the thousandth of a point: no rounding creeps along the scale
      expect(+xs[20].x1 - +xs[0].x1).toBeCloseTo(mm(10), 2);
      // labels name their mark: level labels centred on it, upright ones beside it
      const xl = texts(back, `data-point="${n}" data-axis="x" data-label=`);
      const yl = texts(back, `data-point="${n}" data-axis="y" data-label=`);
      expect(xl.map((t) => t.text)).toEqual(LABELS);
      expect(yl.map((t) => t.text)).toEqual(LABELS);
      for (const t of xl) expect(+t.x).toBeCloseTo(+mark(back, n, 'x', t.text).x1, 3);
      for (const t of yl) expect(+t.y - 0.35 * +t['font-size']).toBeCloseTo(+mark(back, n, 'y', t.text).y1, 2);
      // labels take turns between rows, three at 6 pt for marks 1 mm apart; in a row they never run into each other
      expect(new Set(xl.map((t) => t.y)).size).toBe(3);
      const boxes = xl.map((t) => ({ ...extent(t), y: +t.y })).sort((a, b) => a.x - b.x);
      for (const [i, a] of boxes.entries()) {
        const next = boxes.slice(i + 1).find((b) => b.y === a.y);
        if (next) expect(next.x - (a.x + a.w)).toBeGreaterThan(0.5);
      }
      for (const t of [...xl, ...yl]) expect(+t['font-size']).toBe(6);
    }
    expect(back).toContain('>X mm<');
    expect(back).toContain('>Y mm<');
  });

  it('labels marks with the offset that cancels the drift that makes them line up', () => {
    // the engine shifts a back by the offset in back-page coordinates: a printer landing backs d
    // off puts mark t at t + d from the zero, so the front's line crosses the mark t = -d
    const { body, card } = item();
    const back = card!.back!;
    const drift = [mm(1.5), mm(-2)];
    for (const n of NAMES) {
      const c = crossOf(body, n);
      const [bx, by] = [W - +c.cx, +c.cy];
      const lx = VALUES.find((v) => Math.abs(+mark(back, n, 'x', v).x1 + drift[0] - bx) < 0.01)!;
      const ly = VALUES.find((v) => Math.abs(+mark(back, n, 'y', v).y1 + drift[1] - by) < 0.01)!;
      expect([lx, ly]).toEqual(['-1.5', '2']);
      // passed back as --back-offset -1.5,2 it cancels the drift
      expect(mm(+lx) + drift[0]).toBeCloseTo(0, 6);
      expect(mm(+ly) + drift[1]).toBeCloseTo(0, 6);
    }
  });

  it('lands its zero marks behind the cross-hairs on the printed pages, shifted by the offset', async () => {
    for (const duplex of ['long-edge', 'short-edge']) {
      for (const [offset, shift] of [['0,0', [0, 0]], ['1mm,-0.5mm', [mm(1), mm(-0.5)]]] as const) {
        const { sheets } = await make('calibrate-duplex', { game: 'naval-war', options: { duplex, 'back-offset': offset } });
        expect(sheets).toHaveLength(2);
        const [front, backSheet] = sheets;
        const [f, b] = [front.placements[0], backSheet.placements[0]];
        for (const n of NAMES) {
          const c = crossOf(f.item.body, n);
          const [px, py] = [f.x + +c.cx, f.y + +c.cy];
          // a portrait sheet turned over its long edge swaps left and right, over its short edge top and bottom
          const [wantX, wantY] = duplex === 'long-edge' ? [front.width - px, py] : [px, front.height - py];
          expect(b.x + +mark(b.item.body, n, 'x', '0').x1).toBeCloseTo(wantX + shift[0], 2);
          expect(b.y + +mark(b.item.body, n, 'y', '0').y1).toBeCloseTo(wantY + shift[1], 2);
        }
      }
    }
  });

  it('prints the instruction and the settings it was made with', () => {
    const one = item({ duplex: 'short-edge', 'back-offset': '1.5,-0.5' });
    expect(one.card!.offset[0]).toBeCloseTo(mm(1.5), 6);
    expect(one.card!.offset[1]).toBeCloseTo(mm(-0.5), 6);
    const text = texts(one.body, 'font-size').map((t) => t.text).join(' ');
    expect(text).toContain('--back-offset X,Y');
    expect(text).toContain('minus sign included');
    expect(text).toContain('--duplex short-edge --back-offset 1.5,-0.5');
    expect(text).toMatch(/printing it again with your new offset checks the correction/);
    const back = texts(one.card!.back!, 'font-size').map((t) => t.text).join(' ');
    expect(back).toContain('--duplex short-edge --back-offset 1.5,-0.5');
  });

  it('keeps every mark and word inside the page, no two words on top of each other', async () => {
    for (const duplex of ['long-edge', 'short-edge']) {
      const { sheets } = await make('calibrate-duplex', { game: 'naval-war', options: { duplex } });
      const one = sheets[0].placements[0].item;
      for (const svg of [one.body, one.card!.back!]) {
        for (const l of elements(svg, 'line')) for (const [x, y] of [[l.x1, l.y1], [l.x2, l.y2]]) {
          expect(+x >= 0 && +x <= W && +y >= 0 && +y <= H).toBe(true);
        }
        const words = texts(svg, 'font-size').map((t) => ({ ...extent(t), text: t.text }));
        for (const w of words) expect(w.x >= 0 && w.x + w.w <= W && w.y >= 0 && w.y + w.h <= H, w.text).toBe(true);
        for (const [i, a] of words.entries()) for (const b of words.slice(i + 1)) {
          const apart = a.x + a.w <= b.x + 0.01 || b.x + b.w <= a.x + 0.01 || a.y + a.h <= b.y + 0.01 || b.y + b.h <= a.y + 0.01;
          expect(apart, `"${a.text}" and "${b.text}"`).toBe(true);
        }
      }
    }
  });
});
