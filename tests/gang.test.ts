// Small aids share sheets: the last sheet of each plain aid moves, as one block laid out as impose laid
// it, onto a sheet shared with other aids when they fit. Checked on the five example kits: every page
// is at least a quarter inked, every item keeps its size and its own layout, aids stay apart, and the
// contents page and the packing list say where each aid is and count each sheet once.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { plan, type Built } from '../src/build.js';
import { packetSummary } from '../src/convention/packing.js';
import { contentsPage } from '../src/impose/contents.js';
import { GUTTER } from '../src/impose/gang.js';
import { impose, type Placement } from '../src/impose/impose.js';
import { paginate, type Page, type Section } from '../src/impose/pages.js';
import { FOOTER, MARGIN, PAPERS } from '../src/impose/paper.js';
import { kitJob } from '../src/index.js';
import type { Item } from '../src/printables/types.js';
import { rasterPages, type Raster } from '../src/raster/raster.js';
import { Templates } from '../src/svg/templates.js';
import { inch } from '../src/units.js';
import { builtKit, ROOT } from './helpers.js';

const KITS = readdirSync(join(ROOT, 'examples/kits')).filter((f) => f.endsWith('.yaml')).sort();
const kit = (f: string) => join(ROOT, 'examples/kits', f);

/** Pixels per inch for the coverage measure: a half-inch cell is 9 pixels. */
const DPI = 18;

/**
 * The share of a page that carries ink: the page (its footer band left out) cut into half-inch cells,
 * and the cells holding any pixel that is not white counted.
 */
function coverage(page: Raster): number {
  const cell = DPI / 2;
  const rows = Math.floor((page.height - ((MARGIN + FOOTER) / 72) * DPI) / cell);
  const cols = Math.floor(page.width / cell);
  let inked = 0;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      let ink = false;
      for (let y = row * cell; y < (row + 1) * cell && !ink; y++) {
        for (let x = col * cell; x < (col + 1) * cell && !ink; x++) {
          const i = (y * page.width + x) * 4;
          ink = page.data[i] < 250 || page.data[i + 1] < 250 || page.data[i + 2] < 250;
        }
      }
      if (ink) inked++;
    }
  }
  return inked / (rows * cols);
}

/** The gap between two placed items (0 when they touch or overlap), pt. */
function apart(a: Placement, b: Placement): number {
  const dx = Math.max(a.x - (b.x + b.item.width), b.x - (a.x + a.item.width), 0);
  const dy = Math.max(a.y - (b.y + b.item.height), b.y - (a.y + a.item.height), 0);
  return Math.hypot(dx, dy);
}

type Shared = Extract<Page, { kind: 'sheet' }> & { parts: NonNullable<Extract<Page, { kind: 'sheet' }>['parts']> };
const sharedPages = (pages: Page[]) => pages.flatMap((p, i) => (p.kind === 'sheet' && p.parts ? [{ page: i + 1, ...(p as Shared) }] : []));

const built = new Map<string, Built>();
beforeAll(async () => {
  for (const f of KITS) built.set(f, await builtKit(kit(f)));
});

describe('small aids share sheets in the example kits', () => {
  it('every page but the contents page and the blank backs is at least a quarter inked', async () => {
    const low: string[] = [];
    let least = 1;
    for (const f of KITS) {
      const { pdf, plan: p } = built.get(f)!;
      let n = 0;
      for await (const page of rasterPages(pdf, DPI)) {
        const kind = p.pages[n++].kind;
        if (kind !== 'sheet') continue;
        const c = coverage(page);
        least = Math.min(least, c);
        if (c < 0.25) low.push(`${f} page ${n}: ${(c * 100).toFixed(0)} %`);
      }
    }
    expect(low).toEqual([]);
    expect(least).toBeGreaterThanOrEqual(0.25);
  });

  it('saves a sheet in each kit with small aids, and shares the ones expected', () => {
    const pages = Object.fromEntries(KITS.map((f) => [f, built.get(f)!.plan.pages.length]));
    // never more than the aids' own sheets, the contents page and a blank before each aid: the
    // estimate the page limit is checked against (src/estimate.ts) stays an upper bound
    for (const f of KITS) {
      const p = built.get(f)!.plan;
      expect(p.pages.length).toBeLessThanOrEqual(1 + p.placed.reduce((n, s) => n + s.section.sheets.length + 1, 0));
      expect(p.pages.length).toBeLessThan(1 + p.placed.reduce((n, s) => n + s.section.sheets.length, 0) + (f === 'naval-war.yaml' ? 2 : 0));
    }
    // before sharing: 29, 15, 19, 11 and 61 pages
    expect(pages).toEqual({ 'beat-to-quarters.yaml': 28, 'crane.yaml': 14, 'ironclads.yaml': 18, 'milk-and-cookies.yaml': 10, 'naval-war.yaml': 61 });
    const shared = Object.fromEntries(KITS.map((f) => [f, sharedPages(built.get(f)!.plan.pages).map((s) => s.parts.map((x) => x.title))]));
    expect(shared).toEqual({
      'beat-to-quarters.yaml': [['ship-data-card', 'chips']],
      'crane.yaml': [['wind-card', 'markers']],
      'ironclads.yaml': [['deflection-gauge', 'reload-marker']],
      'milk-and-cookies.yaml': [['range-stick', 'dice-labels']],
      'naval-war.yaml': [],
    });
  });

  it('keeps every item at its size, each aid laid out as on its own sheet, aids a gutter apart, all inside the printable area', () => {
    for (const f of KITS) {
      const own = built.get(f)!.plan.placed.map((x) => x.section);
      for (const s of sharedPages(built.get(f)!.plan.pages)) {
        const where = `${f} page ${s.page}`;
        const { width, height } = s.sheet;
        for (const part of s.parts) {
          // the aid's last sheet as impose made it, moved whole
          const alone = own.find((x) => x.title === part.title)!.sheets.at(-1)!;
          expect(part.placements.map((p) => p.item), where).toEqual(alone.placements.map((p) => p.item));
          const [dx, dy] = [part.placements[0].x - alone.placements[0].x, part.placements[0].y - alone.placements[0].y];
          part.placements.forEach((p, i) => {
            expect(p.x - alone.placements[i].x, where).toBeCloseTo(dx, 2);
            expect(p.y - alone.placements[i].y, where).toBeCloseTo(dy, 2);
            expect(p.x, where).toBeGreaterThanOrEqual(MARGIN - 1e-6);
            expect(p.y, where).toBeGreaterThanOrEqual(MARGIN - 1e-6);
            expect(p.x + p.item.width, where).toBeLessThanOrEqual(width - MARGIN + 1e-6);
            expect(p.y + p.item.height, where).toBeLessThanOrEqual(height - MARGIN - FOOTER + 1e-6);
          });
          // its cut lines moved with it
          expect(s.sheet.cuts.length).toBeGreaterThanOrEqual(alone.cuts.length);
        }
        for (const [i, a] of s.parts.entries()) {
          for (const b of s.parts.slice(i + 1)) {
            for (const p of a.placements) for (const q of b.placements) expect(apart(p, q), `${where}: ${a.title} and ${b.title}`).toBeGreaterThanOrEqual(GUTTER - 0.01);
          }
        }
        expect(s.sheet.placements).toHaveLength(s.parts.reduce((n, p) => n + p.placements.length, 0));
        expect(s.sheet.cuts.length).toBe(new Set(s.sheet.cuts.map((c) => c.join(','))).size);
      }
    }
  });

  it('moves nothing that pairs with a back, comes in pieces, maps them or prints full size', () => {
    for (const f of KITS) {
      for (const s of sharedPages(built.get(f)!.plan.pages)) {
        for (const p of s.sheet.placements) expect(p.item.card ?? p.item.piece ?? p.item.fullSize).toBeUndefined();
      }
      // the decks and the board's pieces and map are the aids' own sheets, as they were
      const own = built.get(f)!.plan.placed.map((x) => x.section);
      const printed = new Set(built.get(f)!.plan.pages.flatMap((p) => (p.kind === 'sheet' ? [p.sheet] : [])));
      for (const section of own) {
        for (const sheet of section.sheets) {
          if (sheet.back || sheet.cards || sheet.boxes || sheet.placements.some((p) => p.item.piece)) expect(printed.has(sheet), section.title).toBe(true);
        }
      }
    }
  });

  it('puts a shared page where the first of its aids would be, and says on the contents page who shares it', () => {
    const job = kitJob(kit('milk-and-cookies.yaml'));
    const p = built.get('milk-and-cookies.yaml')!.plan;
    expect(p.placed.map((s) => [s.section.title, s.first, s.last, s.shared?.page ?? null])).toEqual([
      ['boat-record', 2, 5, null], ['range-stick', 6, 6, 6], ['dice-labels', 6, 6, 6],
      ['turning-gauge', 7, 7, null], ['wind-card', 8, 8, null], ['shooting-card', 9, 10, null],
    ]);
    expect(p.placed[1].shared).toEqual({ page: 6, with: ['dice-labels'], first: true });
    expect(p.placed[2].shared).toEqual({ page: 6, with: ['range-stick'], first: false });
    const svg = contentsPage(job, p, p.pages.length, new Templates()).svg;
    expect(svg).toContain('page 6 shared with dice-labels');
    expect(svg).toContain('page 6 shared with range-stick');
    // an aid with sheets of its own keeps them in order, its shared page after them
    const btq = built.get('beat-to-quarters.yaml')!.plan;
    const cards = btq.placed.find((s) => s.section.title === 'ship-data-card')!;
    expect([cards.first, cards.last, cards.shared?.page]).toEqual([2, 7, 7]);
    expect(btq.placed.find((s) => s.section.title === 'chips')!.first).toBe(7);
  });

  it('counts a shared sheet once in the packing list, on the row of its first aid', () => {
    const job = kitJob(kit('crane.yaml'));
    const info = { table: 'Fighting Sail', file: 'Fighting Sail.pdf', job, plan: plan(job) };
    const s = packetSummary(info);
    expect(s.single + s.double).toBe(info.plan.pages.length);
    const row = (aid: string) => s.rows.find((r) => r.aid === aid)!;
    expect(row('wind-card')).toMatchObject({ pages: 'page 13', single: 1, print: 'single-sided; page 13 also holds markers' });
    expect(row('markers')).toMatchObject({ pages: 'page 13', single: 0, print: 'on page 13, counted with wind-card' });
  });
});

describe('sharing in a double-sided kit', () => {
  const paper = PAPERS.letter;
  const plainItem = (w: number, h: number): Item => ({ width: inch(w), height: inch(h), body: '', cut: 'rect' });
  const card = (): Item => ({
    width: inch(2.5), height: inch(3.5), body: '', cut: 'rect',
    card: { bleed: 0, back: '<rect/>', duplex: 'long-edge', backs: 'interleaved', offset: [0, 0] },
  });
  const section = (title: string, items: Item[], gap = 0): Section => ({ title, what: '', gap, sheets: impose(title, items, gap, paper) });

  it('starts a shared page on a front, adds no blank for an aid on a page placed before, and never shares card sheets', () => {
    const sections = [
      section('small-a', [plainItem(3, 2)]),
      section('deck', Array.from({ length: 3 }, card)),
      section('small-b', [plainItem(2, 2), plainItem(2, 2)], inch(0.1)),
      section('large', [plainItem(7, 9)]),
    ];
    const p = paginate(sections, true, paper);
    expect(p.duplex).toBe(true);
    expect(p.pages.map((x) => (x.kind === 'sheet' ? (x.parts ? 'shared' : x.sheet.back ? 'back' : x.sheet.section) : x.kind))).toEqual(
      ['contents', 'blank', 'shared', 'blank', 'deck', 'back', 'large'],
    );
    expect(p.placed.map((s) => [s.section.title, s.first, s.last])).toEqual([['small-a', 3, 3], ['deck', 5, 6], ['small-b', 3, 3], ['large', 7, 7]]);
    for (const s of p.placed) expect(s.first % 2, s.section.title).toBe(1);
  });

  it('an aid alone on the sheet it would share keeps its own sheet', () => {
    const sections = [section('large', [plainItem(7, 9)]), section('small', [plainItem(3, 2)])];
    const p = paginate(sections, false, paper);
    // 7 × 9 in leaves no room for 2 in more with the gutter
    expect(p.pages.map((x) => x.kind === 'sheet' && x.sheet)).toEqual([sections[0].sheets[0], sections[1].sheets[0]]);
    expect(p.placed.every((s) => s.shared === undefined)).toBe(true);
  });
});
