import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSheets } from '../src/build.js';
import { kitJob } from '../src/index.js';
import { impose, type Sheet } from '../src/impose/impose.js';
import { FOOTER, MARGIN, PAPERS } from '../src/impose/paper.js';
import { cardFrame } from '../src/printables/cards.js';
import type { Item } from '../src/printables/types.js';
import { inch, mm } from '../src/units.js';
import { ROOT, cli, expectBaselines, make, scratch } from './helpers.js';

function cards(n: number, options: Record<string, unknown> = {}): Item[] {
  const { width, height, spec } = cardFrame(options);
  return Array.from({ length: n }, (_, i) => ({
    width, height, cut: 'rect' as const, body: `<rect data-card="${i}"/>`, card: { ...spec, back: `<rect data-back="${i}"/>` },
  }));
}

const fronts = (sheets: Sheet[]) => sheets.filter((s) => !s.back);
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
        const side = s.footer === 'left' ? FOOTER : 0;
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
    for (const [, b, , d] of vertical) expect(Math.max(b, d) <= trim[1] || Math.min(b, d) >= trim[3]).toBe(true);
    for (const [a, , c] of horizontal) expect(Math.max(a, c) <= trim[0] || Math.min(a, c) >= trim[2]).toBe(true);
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

describe('Naval War card sheets, printed', () => {
  const boxes = (pdf: Buffer, name: string) => [...pdf.toString('latin1').matchAll(new RegExp(`/${name} \\[([^\\]]+)\\]`, 'g'))].map((m) => m[1].trim().split(/\s+/).map(Number));

  it('match their baselines: fronts and long-edge backs on Letter, short-edge on A4', async () => {
    const long = await make('ship-deck', { game: 'naval-war', paper: 'letter' });
    await expectBaselines(long.pdf, 'card-sheets', 'long-edge-letter', [1, 2]);
    const short = await make('ship-deck', { game: 'naval-war', paper: 'a4', options: { duplex: 'short-edge' } });
    await expectBaselines(short.pdf, 'card-sheets', 'short-edge-a4', [1, 2]);
  });

  it('match their baselines with bleed and rounded-corner guides', async () => {
    const { pdf, sheets } = await make('play-deck', { game: 'naval-war', options: { bleed: '0.125in', rounded: true } });
    expect(sheets[0].cards!.corners.length).toBe(sheets[0].placements.length);
    await expectBaselines(pdf, 'card-sheets', 'bleed-letter', [1, 2]);
  });

  it('state TrimBox and BleedBox on every card page, in PDF coordinates', async () => {
    for (const bleed of [undefined, '3mm']) {
      const { pdf, sheets } = await make('ship-deck', { game: 'naval-war', options: bleed ? { bleed } : {} });
      const [trims, bleeds] = [boxes(pdf, 'TrimBox'), boxes(pdf, 'BleedBox')];
      expect(trims).toHaveLength(sheets.length);
      sheets.forEach((s, i) => {
        const [x1, y1, x2, y2] = s.cards!.trim;
        expect(trims[i]).toEqual([x1, s.height - y2, x2, s.height - y1].map((v) => Math.round(v * 1000) / 1000));
        const b = bleed ? mm(3) : 0;
        expect(bleeds[i][0]).toBeCloseTo(trims[i][0] - b, 2);
        expect(bleeds[i][3]).toBeCloseTo(trims[i][3] + b, 2);
      });
    }
  });

  it('match their baselines for the duplex calibration page, front and back', async () => {
    const { pdf } = await make('calibrate-duplex', { game: 'naval-war' });
    await expectBaselines(pdf, 'card-sheets', 'calibrate-letter', [1, 2]);
  });

  it('take card options on the kit command line, for every deck in the kit', async () => {
    const kit = join(ROOT, 'examples/kits/naval-war.yaml');
    const job = kitJob(kit, { options: { duplex: 'short-edge', 'back-offset': '1mm,0' } });
    for (const e of job.print.filter((p) => p.printable.name.endsWith('deck'))) expect(e.options).toMatchObject({ duplex: 'short-edge', 'back-offset': '1mm,0' });
    const dir = scratch();
    const r = await cli('kit', kit, '--die', '19mm', '--out', dir);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--die: no printable in this kit takes it');
    expect((await cli('kit', kit, '--duplex', 'short-edge', '--backs', 'separate', '--out', dir)).code).toBe(0);
  });

  it('finds a deck file named in a kit beside the kit', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'my-deck.yaml'), 'cards:\n  - { kind: salvo, gun: 16, hits: 2, count: 4 }\n');
    writeFileSync(join(dir, 'kit.yaml'), 'game: naval-war\nprint:\n  play-deck: { count: 1, deck: my-deck.yaml }\n');
    const sheets = buildSheets(kitJob(join(dir, 'kit.yaml')));
    expect(sheets.filter((s) => !s.back).flatMap((s) => s.placements)).toHaveLength(4);
  });

  it('builds the whole kit: 162 cards with their backs, and two score sheets', () => {
    const sheets = buildSheets(kitJob(join(ROOT, 'examples/kits/naval-war.yaml')));
    const cardsOf = (section: string, back: boolean) => sheets.filter((s) => s.section === section && !!s.back === back).flatMap((s) => s.placements);
    expect(cardsOf('ship-deck', false)).toHaveLength(54);
    expect(cardsOf('ship-deck', true)).toHaveLength(54);
    expect(cardsOf('play-deck', false)).toHaveLength(108);
    expect(cardsOf('play-deck', true)).toHaveLength(108);
    expect(sheets.filter((s) => s.section === 'score-sheet')).toHaveLength(2);
  });
});
