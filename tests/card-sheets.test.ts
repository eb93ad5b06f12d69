import { describe, expect, it } from 'vitest';
import { impose, type Sheet } from '../src/impose/impose.js';
import { FOOTER, MARGIN, PAPERS } from '../src/impose/paper.js';
import { cardFrame } from '../src/printables/cards.js';
import type { Item } from '../src/printables/types.js';
import { inch, mm } from '../src/units.js';

function cards(n: number, options: Record<string, unknown> = {}): Item[] {
  const { width, height, spec } = cardFrame(options);
  return Array.from({ length: n }, (_, i) => ({
    width, height, cut: 'rect' as const, body: `<rect data-card="${i}"/>`, card: { ...spec, back: `<rect data-back="${i}"/>` },
  }));
}

const fronts = (sheets: Sheet[]) => sheets.filter((s) => !s.back);
const backs = (sheets: Sheet[]) => sheets.filter((s) => s.back);
const index = (body: string) => Number(/data-(?:card|back)="(\d+)"/.exec(body)![1]);

describe('card sheets', () => {
  for (const paper of ['letter', 'a4']) {
    it(`hold 9 poker cards per ${paper} page, centred, inside the paper's margins`, () => {
      const sheets = fronts(impose('cards', cards(18), 0, PAPERS[paper]));
      expect(sheets.map((s) => s.placements.length)).toEqual([9, 9]);
      for (const s of sheets) {
        const [x1, y1, x2, y2] = s.cards!.trim;
        expect([x2 - x1, y2 - y1]).toEqual([inch(7.5), inch(10.5)]);
        // centred across the room the footer leaves
        const side = s.footer === 'side' ? FOOTER : 0;
        expect(x1 - MARGIN - side).toBeCloseTo(s.width - MARGIN - x2, 3);
        expect(x1).toBeGreaterThanOrEqual(MARGIN + side - 1e-6);
        expect(y1).toBeGreaterThanOrEqual(MARGIN - 1e-6);
        expect(y2).toBeLessThanOrEqual(s.height - MARGIN - (side ? 0 : FOOTER) + 1e-6);
      }
    });
  }

  it('puts short grey crop marks outside the block, in line with every trim edge', () => {
    const [s] = impose('cards', cards(9), 0, PAPERS.letter);
    const { crops, trim } = s.cards!;
    const xs = [0, 1, 2, 3].map((i) => trim[0] + i * inch(2.5));
    const ys = [0, 1, 2, 3].map((i) => trim[1] + i * inch(3.5));
    const vertical = crops.filter(([a, , c]) => a === c);
    const horizontal = crops.filter(([, b, , d]) => b === d);
    expect([...new Set(vertical.map((c) => c[0]))]).toEqual(xs.map((x) => Math.round(x * 1000) / 1000));
    expect([...new Set(horizontal.map((c) => c[1]))]).toEqual(ys.map((y) => Math.round(y * 1000) / 1000));
    // every mark lies outside the block, none crosses a card
    for (const [a, b, c, d] of vertical) expect(Math.max(b, d) <= trim[1] || Math.min(b, d) >= trim[3]).toBe(true);
    for (const [a, b, c, d] of horizontal) expect(Math.max(a, c) <= trim[0] || Math.min(a, c) >= trim[2]).toBe(true);
    expect(s.cuts).toHaveLength(0);
  });

  for (const duplex of ['long-edge', 'short-edge'] as const) {
    it(`lands each back on its own card after a ${duplex} turn`, () => {
      const sheets = impose('cards', cards(11, { duplex }), 0, PAPERS.letter);
      expect(sheets.map((s) => !!s.back)).toEqual([false, true, false, true]);
      for (let i = 0; i < sheets.length; i += 2) {
        const [front, back] = [sheets[i], sheets[i + 1]];
        expect(back.placements).toHaveLength(front.placements.length);
        for (const f of front.placements) {
          const b = back.placements.find((p) => index(p.item.body) === index(f.item.body))!;
          // turn the back page over the chosen edge: its card must cover the front card exactly
          const [W, H] = [front.width, front.height];
          const turned = duplex === 'long-edge' ? [W - b.x - b.item.width, b.y] : [b.x, H - b.y - b.item.height];
          expect(turned[0]).toBeCloseTo(f.x, 3);
          expect(turned[1]).toBeCloseTo(f.y, 3);
          expect([b.item.width, b.item.height]).toEqual([f.item.width, f.item.height]);
        }
        expect(back.cards!.crops).toHaveLength(0);
      }
    });
  }

  it('puts all backs after the fronts with --backs separate, and none with --backs none', () => {
    expect(impose('cards', cards(11, { backs: 'separate' }), 0, PAPERS.a4).map((s) => !!s.back)).toEqual([false, false, true, true]);
    expect(impose('cards', cards(11, { backs: 'none' }), 0, PAPERS.a4).map((s) => !!s.back)).toEqual([false, false]);
  });

  it('shifts a whole back page by --back-offset', () => {
    const [, plain] = impose('cards', cards(9), 0, PAPERS.letter);
    const [, shifted] = impose('cards', cards(9, { 'back-offset': '1mm,-0.5mm' }), 0, PAPERS.letter);
    shifted.placements.forEach((p, i) => {
      expect(p.x - plain.placements[i].x).toBeCloseTo(mm(1), 3);
      expect(p.y - plain.placements[i].y).toBeCloseTo(-mm(0.5), 3);
    });
  });

  it('spaces cards by twice the bleed and states trim and bleed', () => {
    const [s] = impose('cards', cards(9, { bleed: inch(0.125) }), 0, PAPERS.a4);
    const [a, b] = s.placements;
    expect(b.x - (a.x + a.item.width)).toBeCloseTo(inch(0.25), 3);
    const [t, bl] = [s.cards!.trim, s.cards!.bleed];
    bl.forEach((v, i) => expect(i < 2 ? t[i] - v : v - t[i]).toBeCloseTo(9, 3));
  });

  it('takes other card sizes', () => {
    const [s] = impose('cards', cards(4, { 'card-size': 'tarot' }), 0, PAPERS.letter);
    expect([s.placements[0].item.width, s.placements[0].item.height]).toEqual([inch(2.75), inch(4.75)]);
    expect(impose('cards', cards(1, { 'card-size': '63x88mm' }), 0, PAPERS.letter)[0].placements[0].item.width).toBeCloseTo(mm(63), 6);
  });
});
