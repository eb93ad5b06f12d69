import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSheets } from '../src/build.js';
import { kitJob, makeJob } from '../src/index.js';
import { impose, type Sheet } from '../src/impose/impose.js';
import { FOOTER, MARGIN, PAPERS } from '../src/impose/paper.js';
import { cardFrame } from '../src/printables/cards.js';
import type { Item } from '../src/printables/types.js';
import { inch, mm } from '../src/units.js';
import { ROOT, cli, expectBaselines, make, scratch } from './helpers.js';
import { rasterize } from '../src/raster/raster.js';

function cards(n: number, options: Record<string, unknown> = {}): Item[] {
  const { width, height, spec } = cardFrame(options);
  return Array.from({ length: n }, (_, i) => ({
    width, height, cut: 'rect' as const, body: `<rect data-card="${i}"/>`, card: { ...spec, back: `<rect data-back="${i}"/>` },
  }));
}

const fronts = (sheets: Sheet[]) => sheets.filter((s) => !s.back);
const index = (body: string) => Number(/data-(?:card|back)="(\d+)"/.exec(body)![1]);

/** The strip the footer takes, from the margin the sheet gives it (page pt, y down). */
function footerBox(s: Sheet): [number, number, number, number] {
  const { width: W, height: H } = s;
  if (s.footer === 'bottom') return [MARGIN, H - MARGIN - FOOTER, W - MARGIN, H - MARGIN];
  if (s.footer === 'top') return [MARGIN, MARGIN, W - MARGIN, MARGIN + FOOTER];
  if (s.footer === 'left') return [MARGIN, MARGIN, MARGIN + FOOTER, H - MARGIN];
  if (s.footer === 'right') return [W - MARGIN - FOOTER, MARGIN, W - MARGIN, H - MARGIN];
  throw new Error(`no footer on a card sheet: ${s.footer}`);
}

const overlaps = ([a, b, c, d]: number[], [x1, y1, x2, y2]: number[]) =>
  Math.max(a, c) > x1 && Math.min(a, c) < x2 && Math.max(b, d) > y1 && Math.min(b, d) < y2;

/** The physical rules of a card sheet a person cuts at home, checked on every front and back page. */
function expectCuttable(sheets: Sheet[], gutter: number): void {
  const full = sheets[0];
  const at = (s: Sheet) => new Set(s.placements.map((p) => `${p.x},${p.y}`));
  for (const s of sheets) {
    const foot = footerBox(s);
    const [x1, y1, x2, y2] = s.cards!.bleed;
    // the block is centred on the paper itself; a part-filled sheet keeps the full sheet's grid
    if (s.placements.length === full.placements.length) {
      expect(x1).toBeCloseTo(s.width - x2, 2);
      expect(y1).toBeCloseTo(s.height - y2, 2);
    } else if (!s.back) {
      expect([...at(s)].every((p) => at(full).has(p))).toBe(true);
    }
    expect(overlaps(s.cards!.bleed, foot), 'cards under the footer').toBe(false);
    if (s.back) continue;
    const { crops } = s.cards!;
    for (const c of crops) {
      for (const v of [c[0], c[2]]) expect(Math.min(v, s.width - v)).toBeGreaterThanOrEqual(18 - 1e-6);
      for (const v of [c[1], c[3]]) expect(Math.min(v, s.height - v)).toBeGreaterThanOrEqual(18 - 1e-6);
      expect(overlaps(c, foot), `crop mark ${c} crosses the footer`).toBe(false);
      expect(overlaps(c, s.cards!.bleed), `crop mark ${c} inside the block`).toBe(false);
      // short, and clear of the bleed by at least 3 pt
      expect(Math.hypot(c[2] - c[0], c[3] - c[1])).toBeGreaterThanOrEqual(6 - 1e-6);
      expect(Math.hypot(c[2] - c[0], c[3] - c[1])).toBeLessThanOrEqual(9 + 1e-6);
      const [bx1, by1, bx2, by2] = s.cards!.bleed;
      const clear = c[0] === c[2] ? Math.min(Math.abs(c[1] - by1), Math.abs(c[3] - by1), Math.abs(c[1] - by2), Math.abs(c[3] - by2))
        : Math.min(Math.abs(c[0] - bx1), Math.abs(c[2] - bx1), Math.abs(c[0] - bx2), Math.abs(c[2] - bx2));
      expect(clear).toBeGreaterThanOrEqual(3 - 1e-6);
    }
    // a mark in line with every cut: each card's left, right, top and bottom edge
    const xs = new Set(s.placements.flatMap((p) => [p.x, p.x + p.item.width].map((v) => Math.round(v * 1000) / 1000)));
    const ys = new Set(s.placements.flatMap((p) => [p.y, p.y + p.item.height].map((v) => Math.round(v * 1000) / 1000)));
    expect(new Set(crops.filter((c) => c[0] === c[2]).map((c) => c[0]))).toEqual(xs);
    expect(new Set(crops.filter((c) => c[1] === c[3]).map((c) => c[1]))).toEqual(ys);
    // neighbours sit exactly a gutter apart
    for (const a of s.placements) {
      const right = s.placements.find((b) => Math.abs(b.y - a.y) < 1e-6 && b.x > a.x && b.x - a.x < 2 * a.item.width);
      if (right) expect(right.x - (a.x + a.item.width)).toBeCloseTo(gutter, 3);
      const below = s.placements.find((b) => Math.abs(b.x - a.x) < 1e-6 && b.y > a.y && b.y - a.y < 2 * a.item.height);
      if (below) expect(below.y - (a.y + a.item.height)).toBeCloseTo(gutter, 3);
    }
  }
}

/** Each back, turned over the edge the printer turns, covers its own front within 0.1 mm. */
function expectBacksLand(sheets: Sheet[], duplex: 'long-edge' | 'short-edge', same = (a: Item, b: Item) => index(a.body) === index(b.body)): void {
  for (let i = 0; i < sheets.length; i += 2) {
    const [front, back] = [sheets[i], sheets[i + 1]];
    expect([!!front.back, !!back.back]).toEqual([false, true]);
    expect(back.placements).toHaveLength(front.placements.length);
    const [W, H] = [front.width, front.height];
    const overLong = duplex === 'long-edge' ? H >= W : W > H;
    front.placements.forEach((f, k) => {
      const b = back.placements[k];
      expect(same(f.item, b.item)).toBe(true);
      const turned = overLong ? [W - b.x - b.item.width, b.y] : [b.x, H - b.y - b.item.height];
      expect(Math.abs(turned[0] - f.x)).toBeLessThan(mm(0.1));
      expect(Math.abs(turned[1] - f.y)).toBeLessThan(mm(0.1));
    });
  }
}

describe('card sheets', () => {
  // measured: poker cards a sheet, now that marks and footer keep inside the home printer's margin
  const perSheet = { letter: { 0: 6, 9: 6 }, a4: { 0: 8, 9: 6 } } as const;
  for (const paper of ['letter', 'a4'] as const) {
    for (const gutter of [0, 9] as const) {
      it(`hold ${perSheet[paper][gutter]} poker cards per ${paper} page with a gutter of ${gutter} pt, by the rules of a cuttable sheet`, () => {
        const sheets = impose('cards', cards(20, { gutter }), 0, PAPERS[paper]);
        expect(fronts(sheets)[0].placements).toHaveLength(perSheet[paper][gutter]);
        expectCuttable(sheets, gutter);
        expectBacksLand(sheets, 'long-edge');
      });
    }
  }

  for (const paper of ['letter', 'a4']) {
    for (const duplex of ['long-edge', 'short-edge'] as const) {
      it(`lay out the Naval War decks on ${paper}, ${duplex}: centred, marks clear of the edges and footer, backs on their fronts`, () => {
        for (const deck of ['ship-deck', 'play-deck']) {
          const sheets = buildSheets(makeJob(deck, { game: 'naval-war', paper, options: { duplex } }));
          // the decks' faces have a coloured edge: a 1/8 in gutter by default
          expectCuttable(sheets, inch(0.125));
          expectBacksLand(sheets, duplex, (f, b) => b.body === f.card!.back);
        }
      });
    }
  }

  it('refuses a card larger than the paper, naming sizes and what to do, and writes nothing', async () => {
    const dir = scratch();
    const out = join(dir, 'deck.pdf');
    const r = await cli('make', 'play-deck', '--game', 'naval-war', '--paper', '4x4in', '--out', out);
    expect(r.code).toBe(2);
    // said at the flag that asked for that paper, the one thing make was given that does not fit
    expect(r.err).toMatch(/^broadside: --paper 4x4in: play-deck: a card of 2\.5 × 3\.5 in does not fit 4x4in paper/);
    expect(r.err).toContain('the printable area is 3.5 × 3.5 in');
    expect(r.err).toContain('a larger --paper, a smaller --card-size, or --layout per-card');
    expect(existsSync(out)).toBe(false);
    const big = cards(2).map((c) => ({ ...c, width: inch(8), height: inch(8) }));
    expect(() => impose('cards', big, 0, PAPERS.letter)).toThrow(/a card of 8 × 8 in does not fit Letter paper .*printable area is 8 × 10.5 in/);
  });

  it('space cards by --gutter, on make and as a kit entry key', () => {
    const gapOf = (s: Sheet) => s.placements[1].x - s.placements[0].x - s.placements[0].item.width;
    expect(gapOf(buildSheets(makeJob('ship-deck', { game: 'naval-war', options: { gutter: '0.25in' } }))[0])).toBeCloseTo(18, 3);
    expect(gapOf(buildSheets(makeJob('ship-deck', { game: 'naval-war', options: { gutter: '0' } }))[0])).toBeCloseTo(0, 3);
    // a bleed still keeps cards twice the bleed apart
    expect(gapOf(buildSheets(makeJob('ship-deck', { game: 'naval-war', options: { gutter: '0', bleed: '3mm' } }))[0])).toBeCloseTo(mm(6), 3);
    const dir = scratch();
    writeFileSync(join(dir, 'kit.yaml'), 'game: naval-war\nprint:\n  ship-deck: { count: 1, gutter: 3mm }\n');
    expect(gapOf(buildSheets(kitJob(join(dir, 'kit.yaml')))[0])).toBeCloseTo(mm(3), 3);
  });

  it('keep no gutter for faces without a coloured edge or bleed', () => {
    const [s] = impose('cards', cards(9), 0, PAPERS.a4);
    expect(s.placements[1].x - s.placements[0].x).toBeCloseTo(inch(2.5), 3);
    expect(impose('cards', cards(9, { bleed: inch(0.125) }), 0, PAPERS.a4)[0].placements.length).toBeGreaterThan(0);
  });

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

  it('print --back-style light as an outline back that takes far less ink than the solid one', async () => {
    const light = await make('ship-deck', { game: 'naval-war', paper: 'a4', options: { 'back-style': 'light' } });
    await expectBaselines(light.pdf, 'card-sheets', 'light-a4', [2]);
    const solid = await make('ship-deck', { game: 'naval-war', paper: 'a4' });
    // mean darkness (0 white … 1 black) over the block of backs
    const ink = async ({ pdf, sheets }: Awaited<ReturnType<typeof make>>) => {
      const dpi = 30;
      const [page] = await rasterize(pdf, dpi, [2]);
      const [x1, y1, x2, y2] = sheets[1].cards!.bleed.map((v) => Math.round((v * dpi) / 72));
      let sum = 0;
      for (let y = y1; y < y2; y++) for (let x = x1; x < x2; x++) {
        const i = 4 * (y * page.width + x);
        sum += 1 - (page.data[i] + page.data[i + 1] + page.data[i + 2]) / 765;
      }
      return sum / ((x2 - x1) * (y2 - y1));
    };
    const [l, d] = [await ink(light), await ink(solid)];
    expect(d).toBeGreaterThan(0.5);
    expect(l).toBeLessThan(d / 5);
    expect(light.sheets[1].placements[0].item.body).not.toContain('stroke-opacity');
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
