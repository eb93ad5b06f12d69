// Laying cut pieces out to laminate: measured on the sheets in pt and in the PDF itself, for every
// printable of cut pieces of every game on Letter and A4, the pouch and paper refusals, rounded
// cut corners, and pixel baselines of a laminated boat-record sheet and a laminated deck sheet.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { plan } from '../src/build.js';
import { GAMES } from '../src/games/registry.js';
import { makeJob } from '../src/index.js';
import type { Sheet } from '../src/impose/impose.js';
import { FOOTER, MARGIN, PAPERS } from '../src/impose/paper.js';
import { grown, hull } from '../src/impose/outline.js';
import { CUT } from '../src/svg/marks.js';
import { CROP } from '../src/impose/cards.js';
import { LAMINATE_GAP, POUCHES, pouchInside } from '../src/printables/laminate.js';
import type { Item, Printable } from '../src/printables/types.js';
import { inch, mm } from '../src/units.js';
import { itemsOf } from '../src/printables/mark.js';
import { Templates } from '../src/svg/templates.js';
import { ROOT, SHIPS, cli, expectBaselines, make } from './helpers.js';
import { TOL, expectLaminated, expectOutlines, grow, sheetCuts, trimOf, type Rect } from './laminate-checks.js';
import { pdfStrokes, type Stroke } from './pdf-strokes.js';

const LAMINATE = { layout: 'laminate' };
const sheetsOf = (p: ReturnType<typeof plan>): Sheet[] => p.pages.flatMap((x) => (x.kind === 'sheet' ? [x.sheet] : []));
const fronts = (sheets: Sheet[]) => sheets.filter((s) => !s.back);

/** A stroke's straight segments, as rectangles [x1, y1, x2, y2]. */
const segments = (strokes: Stroke[]): Rect[] => strokes.filter((s) => !s.curved)
  .flatMap((s) => s.parts.flatMap((pts) => pts.slice(1).map((q, i): Rect => [pts[i][0], pts[i][1], q[0], q[1]])));
const isCut = (s: Stroke) => s.colour === CUT.stroke && s.width === CUT.width;
const isTrim = (s: Stroke) => s.colour === CROP.stroke && s.width === CROP.width;

describe('boat records laid out to laminate, measured in the PDF', () => {
  for (const paper of ['letter', 'a4']) {
    it(`${paper}, A4 pouch: pieces 6 mm apart or more, each cut line 3 mm out, in the middle of its gap`, async () => {
      const { pdf, sheets } = await make('boat-record', { ships: SHIPS, paper, options: { ...LAMINATE, pouch: 'a4' } });
      expect(sheets.length).toBeGreaterThan(1);
      for (const [i, s] of sheets.entries()) {
        const strokes = await pdfStrokes(pdf, i + 1);
        const cuts = segments(strokes.filter(isCut));
        // what the PDF strokes is what the sheet says: its cut lines, and each piece's trim in grey
        expect(cuts).toHaveLength(s.cuts.length);
        for (const c of sheetCuts(s)) expect(cuts.some((k) => k.every((v, j) => Math.abs(v - c[j]) < 0.02)), `cut ${c} in the PDF`).toBe(true);
        const trims = segments(strokes.filter(isTrim));
        for (const p of s.placements) {
          const [x1, y1, x2, y2] = trimOf(p);
          expect(trims.some((t) => Math.abs(t[0] - x1) < TOL && Math.abs(t[2] - x2) < TOL && Math.abs(t[1] - y1) < TOL), `the trim of the piece at ${p.x},${p.y}`).toBe(true);
          expect(trims.some((t) => Math.abs(t[1] - y2) < TOL && Math.abs(t[3] - y2) < TOL && Math.abs(t[0] - x1) < TOL)).toBe(true);
        }
        expectLaminated(s, cuts);
        // 3.5 × 5.5 in cards, 6 mm apart: two to a sheet on either paper
        expect(s.placements.map((p) => [p.item.width, p.item.height])).toEqual(s.placements.map(() => [inch(3.5), inch(5.5)]));
        if (i < sheets.length - 1) expect(s.placements).toHaveLength(2);
        const [a, b] = s.placements;
        if (b) expect(b.x - (a.x + a.item.width) || b.y - (a.y + a.item.height)).toBeCloseTo(LAMINATE_GAP, 2);
        // inside the A4 pouch's 210 × 297 mm, on either paper
        const [iw, ih] = pouchInside(POUCHES.a4);
        expect([iw, ih].map((v) => +v.toFixed(2))).toEqual([mm(210), mm(297)].map((v) => +v.toFixed(2)));
        const box = s.laminate!.pouch.inside;
        expect(Math.abs(box[2] - box[0] - iw) + Math.abs(box[3] - box[1] - ih)).toBeLessThan(TOL);
      }
    });
  }

  it('rounded: each piece its own cut of 3 mm corners, 3 mm outside its trim, stroked as curves', async () => {
    const { pdf, sheets } = await make('boat-record', { ships: SHIPS, options: { ...LAMINATE, rounded: true } });
    const s = sheets[0];
    expectLaminated(s, sheetCuts(s));
    expect(s.laminate!.rounded.every((r) => Math.abs(r[4] - mm(3)) < TOL)).toBe(true);
    const curves = (await pdfStrokes(pdf, 1)).filter((k) => isCut(k) && k.curved);
    expect(curves).toHaveLength(s.placements.length);
    for (const [i, p] of s.placements.entries()) {
      const pts = curves[i].parts.flat();
      const box = [Math.min(...pts.map((q) => q[0])), Math.min(...pts.map((q) => q[1])), Math.max(...pts.map((q) => q[0])), Math.max(...pts.map((q) => q[1]))];
      grow(trimOf(p), mm(3)).forEach((v, k) => expect(box[k]).toBeCloseTo(v, 1));
    }
    expect(segments((await pdfStrokes(pdf, 1)).filter(isCut))).toHaveLength(0);
  });
});

/** The example ships of a game, for its per-ship printables. */
const shipsFor = (game: string) => join(ROOT, `examples/ships/${game}.yaml`);
/** Items that are cut out: cards (with crop marks), rectangles, other shapes. */
const cutOut = (items: Item[]) => items.length > 0 && items.every((i) => (i.card ? i.card.crop !== false : i.cut !== 'none'));
const takesLaminate = (p: Printable) => p.options.layout?.type === 'enum' && p.options.layout.values.includes('laminate');

describe('every printable of cut pieces, laid out to laminate', () => {
  const all = GAMES.flatMap((g) => g.printables.map((p) => ({ game: g.id, p })));
  it('every printable whose items are cut out (cards, rectangles, shapes) takes --layout laminate', () => {
    for (const { game, p } of all) {
      const { sheets } = { sheets: sheetsOf(plan(makeJob(p.name, { game, ships: p.perShip ? shipsFor(game) : undefined }))) };
      const items = fronts(sheets).flatMap((s) => s.placements.map((x) => x.item)).filter((i) => !i.piece);
      if (cutOut(items)) expect(takesLaminate(p), `${game} ${p.name}`).toBe(true);
    }
    // labels stuck on dice and the duplex test page are not laminated
    expect(all.filter(({ p }) => !takesLaminate(p)).map(({ p }) => p.name).sort()).toEqual(['calibrate-duplex', 'dice-labels']);
  });

  for (const paper of ['letter', 'a4']) {
    it(`on ${paper}: 6 mm apart, cut lines in the middle of the gaps, or refused saying why`, () => {
      const { width: W, height: H } = PAPERS[paper];
      let laid = 0;
      for (const { game, p } of all.filter(({ p }) => takesLaminate(p))) {
        const job = () => plan(makeJob(p.name, { game, paper, ships: p.perShip ? shipsFor(game) : undefined, options: LAMINATE }));
        let sheets: Sheet[];
        try {
          sheets = sheetsOf(job());
        } catch (err) {
          // refused only when a piece and its border cannot lie in the printable area whole, said at
          // the flags that asked for it
          const msg = (err as Error).message;
          expect(msg, `${p.name} on ${paper}`).toMatch(new RegExp(`^--layout laminate: ${p.name}: a (piece|card) of [\\d.]+ × [\\d.]+ in .*takes [\\d.]+ × [\\d.]+ in .* with its 3 mm border of plastic all round, more than .*; choose a larger --(paper|pouch)`));
          const plain = makeJob(p.name, { game, paper, ships: p.perShip ? shipsFor(game) : undefined });
          const items = itemsOf(p, { game: plain.game, ships: plain.ships, count: 1, options: {}, templates: new Templates() });
          const fits = (i: Item) => {
            const [w, h] = [i.width + LAMINATE_GAP, i.height + LAMINATE_GAP];
            return (w <= W - 2 * MARGIN + TOL && h <= H - 2 * MARGIN - FOOTER + TOL) || (w <= H - 2 * MARGIN + TOL && h <= W - 2 * MARGIN - FOOTER + TOL);
          };
          expect(items.every(fits), `${p.name} was refused, yet fits ${paper}`).toBe(false);
          continue;
        }
        for (const s of fronts(sheets)) {
          expect(s.laminate, `${p.name} on ${paper}`).toBeDefined();
          const g = s.placements[0].item.card ? Math.max(LAMINATE_GAP, inch(0.125)) : LAMINATE_GAP;
          expectLaminated(s, sheetCuts(s), g);
          expectOutlines(s, g);
        }
        laid++;
      }
      expect(laid).toBeGreaterThanOrEqual(paper === 'a4' ? 22 : 14);
    });
  }
});

describe('shapes other than rectangles', () => {
  it('cuts on the hull grown by 3 mm, rounded at every corner: exactly 3 mm from a triangle and a circle', () => {
    const d = mm(3);
    const triangle: [number, number][] = [[0, 100], [50, 0], [100, 100]];
    const out = grown(triangle, d);
    const dist = (q: [number, number]) => Math.min(...triangle.map((a, k) => {
      const b = triangle[(k + 1) % 3];
      const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
      const t = Math.max(0, Math.min(1, ((q[0] - a[0]) * dx + (q[1] - a[1]) * dy) / (dx * dx + dy * dy)));
      return Math.hypot(q[0] - a[0] - t * dx, q[1] - a[1] - t * dy);
    }));
    for (const q of out) expect(dist(q)).toBeCloseTo(d, 2);
    // round every corner, the apex too: its arc's points no more than 15° apart
    const top = out.filter((q) => q[1] < 0);
    expect(top.length).toBeGreaterThanOrEqual(8);
    expect(Math.min(...out.map((q) => q[1]))).toBeGreaterThanOrEqual(-d - TOL);
    expect(Math.max(...out.map((q) => q[0]))).toBeLessThanOrEqual(100 + d + TOL);
    // a concave shape is cut round its hull
    expect(hull([[0, 0], [10, 5], [20, 0], [20, 20], [0, 20]])).toHaveLength(4);
  });
});

describe('refusals', () => {
  it('a piece larger than the pouch: its size, the pouch\'s room and what to do', async () => {
    const r = await cli('make', 'boat-record', '--ships', SHIPS, '--layout', 'laminate', '--pouch', '2.5x3.5in', '-o', '-');
    expect(r.code).toBe(2);
    expect(r.err).toBe('broadside: --layout laminate --pouch 2.5x3.5in: boat-record: a piece of 3.5 × 5.5 in (89 × 140 mm) takes 3.74 × 5.74 in (95 × 146 mm) with its 3 mm border of plastic all round, '
      + 'more than the 2.26 × 3.26 in (57 × 83 mm) inside a 2.5x3.5in pouch, less its 3 mm seal; choose a larger --pouch, or --layout sheet');
    const deck = await cli('make', 'play-deck', '--game', 'naval-war', '--layout', 'laminate', '--pouch', '2.5x3.5in', '-o', '-');
    expect(deck.err).toMatch(/^broadside: --layout laminate --pouch 2\.5x3\.5in: play-deck: a card of 2\.5 × 3\.5 in .* choose a larger --pouch, or --layout sheet or per-card$/);
    // a 4 × 6 in pouch holds one 5.5 × 3.5 in shooting card with 0.02 in to spare
    const { sheets } = await make('shooting-card', { options: { ...LAMINATE, pouch: '4x6in' } });
    expect(sheets.map((s) => s.placements.length)).toEqual([1, 1]);
    expectLaminated(sheets[0], sheetCuts(sheets[0]));
  });

  it('a piece larger than the paper, and an aid that prints in pieces', async () => {
    const card = await cli('make', 'firing-card', '--game', 'crane', '--layout', 'laminate', '-o', '-');
    expect(card.err).toBe('broadside: --layout laminate: firing-card: a piece of 7.5 × 10 in (191 × 254 mm) takes 7.74 × 10.24 in (196 × 260 mm) with its 3 mm border of plastic all round, '
      + 'more than the 8 × 10.05 in (203 × 255 mm) Letter paper holds inside its margins and footer; choose a larger --paper (a4, legal), '
      + 'or --layout sheet (then cut it out, laminate it alone and cut 3 mm outside it)');
    expect((await make('firing-card', { game: 'crane', paper: 'a4', options: LAMINATE })).sheets[0].laminate).toBeDefined();
    const board = await cli('make', 'board', '--game', 'crane', '--layout', 'laminate', '-o', '-');
    expect(board.err).toMatch(/^broadside: --layout laminate: board: a piece of 22 × 28 in .* inside a Letter pouch \(9 × 11\.5 in, 229 × 292 mm\), less its 3 mm seal; choose a larger --pouch, or --layout sheet \(it then prints in pieces to tape together\)$/);
    const full = await cli('make', 'board', '--game', 'crane', '--size', '6x8in', '--full-size', '--layout', 'laminate', '-o', '-');
    expect(full.err).toBe('broadside: --size 6x8in --full-size --layout laminate: board: a piece printed full size, for a print shop, is not laid out to laminate; leave out --layout laminate or --full-size');
  });

  it('options that need laminating, bad values, options the aid does not take', async () => {
    const err = async (...a: string[]) => (await cli('make', ...a, '-o', '-')).err;
    expect(await err('boat-record', '--ships', SHIPS, '--pouch', 'a4')).toBe('broadside: --pouch: the pouch is only used to laminate; give --layout laminate');
    expect(await err('boat-record', '--ships', SHIPS, '--rounded')).toBe('broadside: --rounded: rounds the cut lines of a laminated sheet; give --layout laminate');
    expect(await err('boat-record', '--ships', SHIPS, '--layout', 'laminte')).toBe('broadside: --layout: unknown layout "laminte"; expected one of sheet, laminate; did you mean "laminate"?');
    expect(await err('boat-record', '--ships', SHIPS, '--layout', 'laminate', '--pouch', 'a5'))
      .toBe('broadside: --pouch: unknown pouch "a5"; expected one of letter, a4, legal, tabloid, a3, or a size WxH (e.g. 4x6in); did you mean "a4"?');
    expect(await err('dice-labels', '--layout', 'laminate')).toBe('broadside: --layout: not an option of dice-labels (its options: --die)');
    // a card deck's rounded corner guides need no laminating; PNG images are one card a page
    expect((await make('play-deck', { game: 'naval-war', options: { rounded: true } })).sheets[0].cards!.corners).toHaveLength(6);
    expect(await err('play-deck', '--game', 'naval-war', '--layout', 'laminate', '--format', 'png'))
      .toMatch(/--format png: PNG images are made one per card face, with --layout per-card; got --layout laminate/);
  });
});

describe('baselines', () => {
  it('a laminated boat-record sheet, Letter', async () => {
    const { pdf } = await make('boat-record', { ships: SHIPS, options: { ...LAMINATE, pouch: 'a4' } });
    await expectBaselines(pdf, 'laminate', 'boat-record-letter', [1]);
  });
  it('a laminated boat-record sheet with rounded cut corners, A4', async () => {
    const { pdf } = await make('boat-record', { ships: SHIPS, paper: 'a4', options: { ...LAMINATE, rounded: true } });
    await expectBaselines(pdf, 'laminate', 'boat-record-rounded-a4', [1]);
  });
  it('a laminated deck sheet and its backs, Letter', async () => {
    const { pdf } = await make('ship-deck', { game: 'naval-war', options: { ...LAMINATE, rounded: true } });
    await expectBaselines(pdf, 'laminate', 'ship-deck-letter', [1, 2]);
  });
});
