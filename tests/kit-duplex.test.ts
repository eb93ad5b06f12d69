// A whole kit printed the way its contents page says, checked as a printer turns the sheets: walk
// the file in sheet pairs (1|2, 3|4 …) for a double-sided print, or as two passes for separate
// backs, and every back page must sit behind its own front and every card back on its own card.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, plan } from '../src/build.js';
import { contentsPage } from '../src/impose/contents.js';
import type { Sheet } from '../src/impose/impose.js';
import type { Page, Plan } from '../src/impose/pages.js';
import { InputError, kitJob } from '../src/index.js';
import { Templates } from '../src/svg/templates.js';
import { mm } from '../src/units.js';
import { ROOT, expectBaselines } from './helpers.js';

const KITS = readdirSync(join(ROOT, 'examples/kits')).filter((f) => f.endsWith('.yaml')).map((f) => join(ROOT, 'examples/kits', f));
const TOLERANCE = mm(0.1);
type Edge = 'long-edge' | 'short-edge';

/** Where a rectangle of the front lands on the back page once the sheet is turned over `edge`:
 * over the long edge a portrait sheet swaps left and right, over the short edge top and bottom. */
function behind(W: number, H: number, edge: Edge, [x, y, w, h]: number[]): number[] {
  const swapsX = (edge === 'long-edge') === (H >= W);
  return swapsX ? [W - x - w, y, w, h] : [x, H - y - h, w, h];
}

const isBack = (p: Page | undefined): p is { kind: 'sheet'; sheet: Sheet } => p?.kind === 'sheet' && p.sheet.back === true;
const hasBacks = (s: Sheet) => s.placements.some((p) => p.item.card?.back && p.item.card.backs !== 'none');

/** Every card of `front` has its own back on `back`, where the turned sheet puts it (within 0.1 mm). */
function expectBacksOn(front: Sheet, back: Sheet, edge: Edge, where: string): void {
  expect(front.back, `${where}: a back page on the front of a sheet`).not.toBe(true);
  expect([back.width, back.height], `${where}: the back page is another size`).toEqual([front.width, front.height]);
  const cards = front.placements.filter((p) => p.item.card?.back);
  expect(back.placements, `${where}: backs on the back page`).toHaveLength(cards.length);
  for (const c of cards) {
    const [x, y] = behind(front.width, front.height, edge, [c.x, c.y, c.item.width, c.item.height]);
    const own = back.placements.filter((b) => Math.abs(b.x - x) <= TOLERANCE && Math.abs(b.y - y) <= TOLERANCE);
    expect(own, `${where}: the back of the card at ${c.x},${c.y}`).toHaveLength(1);
    expect(own[0].item.body).toBe(c.item.card!.back);
    expect([own[0].item.width, own[0].item.height]).toEqual([c.item.width, c.item.height]);
  }
}

/** A double-sided print of the whole file: sheet k carries pages 2k-1 and 2k. */
function walkDuplex(p: Plan, edge: Edge, where: string): number {
  let pairs = 0;
  for (let i = 0; i < p.pages.length; i += 2) {
    const [front, back] = [p.pages[i], p.pages[i + 1]];
    expect(isBack(front), `${where}: page ${i + 1} is a back on the front of a sheet`).toBe(false);
    if (front.kind === 'sheet' && hasBacks(front.sheet)) {
      expect(isBack(back), `${where}: page ${i + 2} should be the back of page ${i + 1}`).toBe(true);
      expectBacksOn(front.sheet, (back as { sheet: Sheet }).sheet, edge, `${where}, sheet ${i / 2 + 1}`);
      pairs++;
    } else {
      expect(isBack(back), `${where}: page ${i + 2} is a card back behind a page without cards`).toBe(false);
    }
  }
  return pairs;
}

/** Separate backs: the fronts are printed, the stack goes back in, the backs are printed on it. */
function walkTwoPasses(p: Plan, edge: Edge, where: string): number {
  let pairs = 0;
  for (const s of p.placed.filter((x) => x.sides === 'separate')) {
    const page = (n: number) => (p.pages[n - 1] as { sheet: Sheet }).sheet;
    const [f0, f1] = s.fronts!;
    const [b0, b1] = s.backs!;
    expect(b1 - b0, `${where}: as many back pages as fronts`).toBe(f1 - f0);
    for (let k = 0; k <= f1 - f0; k++) {
      expectBacksOn(page(f0 + k), page(b0 + k), edge, `${where}, ${s.section.title} sheet ${k + 1}`);
      pairs++;
    }
  }
  return pairs;
}

// kits with a card printable, whose options say how backs print
const deckKits = KITS.filter((k) => kitJob(k).print.some((e) => e.count > 0 && 'backs' in e.printable.options));

describe('a whole kit printed double-sided', () => {
  it('has at least one example kit with card backs', () => {
    expect(deckKits.map((k) => k.split('/').pop())).toContain('naval-war.yaml');
  });

  for (const kit of KITS) {
    const name = kit.split('/').pop()!;
    for (const paper of ['letter', 'a4']) {
      if (!deckKits.includes(kit)) {
        it(`${name} on ${paper}: no backs, so no blank pages and no double-sided ranges`, () => {
          const p = plan(kitJob(kit, { paper }));
          expect(p.duplex).toBe(false);
          expect(p.pages.filter((x) => x.kind === 'blank')).toHaveLength(0);
          expect(p.pages.filter((x) => x.kind === 'sheet')).toHaveLength(p.pages.length - 1);
          expect(p.placed.every((s) => s.sides === 'single')).toBe(true);
          // the duplex options belong to card printables: a kit without any says so
          expect(() => kitJob(kit, { paper, options: { duplex: 'short-edge' } })).toThrow(InputError);
        });
        continue;
      }
      for (const edge of ['long-edge', 'short-edge'] as Edge[]) {
        for (const layout of ['sheet', 'per-card']) {
          it(`${name} on ${paper}, ${edge}, interleaved, ${layout}: every back behind its own front, every aid on a front`, () => {
            const p = plan(kitJob(kit, { paper, options: { duplex: edge, backs: 'interleaved', layout } }));
            expect(p.duplex).toBe(true);
            expect(walkDuplex(p, edge, `${name} ${paper} ${edge}`)).toBeGreaterThan(0);
            for (const s of p.placed) expect(s.first % 2, `${s.section.title} starts on page ${s.first}`).toBe(1);
            // blanks only where an aid would otherwise start on an even page
            p.pages.forEach((pg, i) => {
              if (pg.kind === 'blank') expect(p.placed.some((s) => s.first === i + 2), `blank page ${i + 1}`).toBe(true);
            });
          });
        }
        it(`${name} on ${paper}, ${edge}, separate backs: two passes pair every back with its front`, () => {
          const p = plan(kitJob(kit, { paper, options: { duplex: edge, backs: 'separate' } }));
          // printed single-sided in one pass, then the backs: blank pages would only waste paper
          expect(p.pages.filter((x) => x.kind === 'blank')).toHaveLength(0);
          expect(walkTwoPasses(p, edge, `${name} ${paper} ${edge}`)).toBeGreaterThan(0);
        });
      }
    }
  }
});

describe('the double-sided Naval War kit as written to PDF', () => {
  it('pairs each back page\'s TrimBox with its front\'s after the turn, and says what to print how', async () => {
    const job = kitJob(join(ROOT, 'examples/kits/naval-war.yaml'));
    const { pdf, pages, plan: p } = await build(job);
    const dicts = [...pdf.toString('latin1').matchAll(/\/Type \/Page\n([\s\S]*?)>>/g)].map((m) => m[1]);
    expect(dicts).toHaveLength(pages.length);
    const box = (d: string, key: string) => d.match(new RegExp(`/${key} \\[([^\\]]+)\\]`))?.[1].split(' ').map(Number);
    let checked = 0;
    for (let i = 0; i + 1 < dicts.length; i += 2) {
      if (!isBack(p.pages[i + 1])) continue;
      const [, , W, H] = box(dicts[i], 'MediaBox')!;
      const [fx1, fy1, fx2, fy2] = box(dicts[i], 'TrimBox')!;
      const [bx1, by1, bx2, by2] = box(dicts[i + 1], 'TrimBox')!;
      // PDF boxes count y up; turning over is a reflection either way
      const [x, y, w, h] = behind(W, H, 'long-edge', [fx1, H - fy2, fx2 - fx1, fy2 - fy1]);
      expect(Math.abs(bx1 - x) + Math.abs(H - by2 - y) + Math.abs(bx2 - bx1 - w) + Math.abs(by2 - by1 - h)).toBeLessThanOrEqual(TOLERANCE);
      checked++;
    }
    expect(checked).toBe(p.pages.filter(isBack).length);
    // the contents page gives each aid's pages and which ranges to print double-sided
    const contents = pages[0].svg;
    for (const s of p.placed) expect(contents).toContain(s.first === s.last ? `page ${s.first}` : `pages ${s.first}–${s.last}`);
    const double = p.placed.filter((s) => s.sides === 'double').map((s) => `${s.first}–${s.last}`);
    const howTo = [...contents.matchAll(/data-how-to-print="">([^<]*)</g)].map((m) => m[1]).join(' ');
    expect(howTo).toContain(`Print pages ${double.join(' and ')} double-sided, turning on the long edge`);
    expect(contents.match(/data-sides=""/g)).toHaveLength(p.placed.length);
    const blank = pages.find((_, i) => p.pages[i].kind === 'blank')!;
    expect(blank.svg).toContain('intentionally blank');
    await expectBaselines(pdf, 'kit', 'naval-war-duplex', [1, 2]);
  });

  it('tells a printer without duplex to print the backs in a second pass, with the pages of each', () => {
    const job = kitJob(join(ROOT, 'examples/kits/naval-war.yaml'), { options: { backs: 'separate' } });
    const p = plan(job);
    const svg = contentsPage(job, p, p.pages.length, new Templates()).svg;
    const howTo = [...svg.matchAll(/data-how-to-print="">([^<]*)</g)].map((m) => m[1]).join(' ');
    for (const s of p.placed.filter((x) => x.sides === 'separate')) {
      expect(howTo).toContain(`${s.section.title}: print pages ${s.fronts!.join('–')} (fronts), put the printed stack back in the tray`);
      expect(howTo).toContain(`then print pages ${s.backs!.join('–')} (backs)`);
    }
    expect(howTo).not.toContain('whole file double-sided');
  });
});
