// The convention index: a cover and a packing list whose sheet counts are the page plans' own,
// counted here page by page as a printer would take them, and laid out within the page in pt.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { plan } from '../src/build.js';
import { packetSummary, packingList } from '../src/convention/packing.js';
import type { PacketInfo } from '../src/convention/types.js';
import { FOOTER, MARGIN, PAPERS } from '../src/impose/paper.js';
import type { Plan } from '../src/impose/pages.js';
import { InputError, kitJob } from '../src/index.js';
import { renderPdf } from '../src/pdf/writer.js';
import { ROOT, expectBaselines, texts } from './helpers.js';

const kit = (name: string) => join(ROOT, 'examples/kits', `${name}.yaml`);
function packet(name: string, table: string, packetName?: string): PacketInfo {
  const job = kitJob(kit(name));
  return { table, packet: packetName, file: `${table}${packetName ? ` - ${packetName}` : ''}.pdf`, job, plan: plan(job) };
}

/** Sheets through the printer, page by page: a double-sided sheet carries an odd page and the one
 * after it, a second-pass back goes on its front's sheet, a blank page is a back, and every other
 * page (the contents, single-sided aids) is a sheet of its own. */
function countSheets(p: Plan): { single: number; double: number } {
  let single = 0;
  let double = 0;
  p.pages.forEach((page, i) => {
    const n = i + 1;
    if (page.kind === 'contents') single++;
    if (page.kind !== 'sheet') return;
    const at = p.placed.find((s) => s.first <= n && n <= s.last)!;
    if (at.sides === 'single') single++;
    else if (at.sides === 'double' ? n % 2 === 1 : !page.sheet.back) double++;
  });
  return { single, double };
}

const cells = (svg: string, cell: string) => texts(svg).filter((t) => t.attrs['data-cell'] === cell);
/** The packet's rows as rendered: [aid, sheets, then] by the row's baseline. */
function rows(svg: string): Record<string, string>[] {
  const by = new Map<string, Record<string, string>>();
  for (const t of texts(svg).filter((x) => x.attrs['data-cell'])) {
    const row = by.get(t.attrs.y) ?? by.set(t.attrs.y, {}).get(t.attrs.y)!;
    row[t.attrs['data-cell']] = t.what;
  }
  return [...by.values()];
}

let naval: PacketInfo;
let milk: PacketInfo;
let ironclads: PacketInfo;
let btq: PacketInfo;
beforeAll(() => {
  naval = packet('naval-war', 'Naval War');
  milk = packet('milk-and-cookies', "Kids' sailing ships", 'Blue');
  ironclads = packet('ironclads', 'Ironclads on the Mississippi');
  btq = packet('beat-to-quarters', 'Beat to Quarters');
});

describe('packet sheet counts', () => {
  it('a duplex kit (Naval War): double-sided ranges at ceil(n/2), blank pages not counted', () => {
    const s = packetSummary(naval);
    const counted = countSheets(naval.plan);
    expect(naval.plan.duplex).toBe(true);
    expect(naval.plan.pages.some((p) => p.kind === 'blank')).toBe(true);
    expect(counted.double).toBeGreaterThan(0);
    expect({ single: s.single, double: s.double }).toEqual(counted);
    expect(s.pages).toBe(naval.plan.pages.length);
    // every page is on some sheet: fronts and backs of the double-sided ones, blanks as backs
    const blanks = naval.plan.pages.filter((p) => p.kind === 'blank').length;
    const doublePages = naval.plan.placed.filter((p) => p.sides === 'double').reduce((n, p) => n + p.last - p.first + 1, 0);
    expect(counted.single + doublePages + blanks).toBe(naval.plan.pages.length);
    expect(s.rows.find((r) => r.aid === 'ship-deck')!.print).toBe('double-sided, long edge');
  });

  it('backs printed in a second pass take one sheet per front', () => {
    const job = kitJob(kit('naval-war'), { options: { backs: 'separate' } });
    const info = { table: 'Naval War', file: 'Naval War.pdf', job, plan: plan(job) };
    const s = packetSummary(info);
    expect({ single: s.single, double: s.double }).toEqual(countSheets(info.plan));
    const deck = info.plan.placed.find((p) => p.section.title === 'ship-deck')!;
    expect(s.rows.find((r) => r.aid === 'ship-deck')!.double).toBe(deck.fronts![1] - deck.fronts![0] + 1);
    expect(s.rows.find((r) => r.aid === 'ship-deck')!.print).toContain(`backs ${deck.backs![0]}–${deck.backs![1]}`);
  });

  it('a single-sided kit (Milk and Cookies): one sheet a page, nothing double-sided', () => {
    const s = packetSummary(milk);
    expect(milk.plan.duplex).toBe(false);
    expect({ single: s.single, double: s.double }).toEqual(countSheets(milk.plan));
    expect(s.single).toBe(milk.plan.pages.length);
    expect(s.double).toBe(0);
    expect(s.heading).toBe("Kids' sailing ships — Blue");
    expect(s.rows[0]).toMatchObject({ aid: 'contents', pages: 'page 1', single: 1 });
  });
});

describe('what to laminate, cut and fold', () => {
  const finish = (p: () => PacketInfo, aid: string) => () => packetSummary(p()).rows.find((r) => r.aid === aid)!.finish;
  it('records and cards are laminated; sticks and labels only cut', () => {
    expect(finish(() => milk, 'boat-record')()).toBe('laminate, cut');
    expect(finish(() => ironclads, 'ironclad-record')()).toBe('laminate, cut');
    expect(finish(() => naval, 'ship-deck')()).toBe('laminate, cut');
    expect(finish(() => naval, 'play-deck')()).toBe('laminate, cut');
    expect(finish(() => milk, 'range-stick')()).toBe('cut');
    expect(finish(() => milk, 'dice-labels')()).toBe('cut');
  });
  it('gauges and tent markers with fold lines fold; a tiled board is cut and taped', () => {
    expect(finish(() => milk, 'turning-gauge')()).toBe('cut, fold');
    expect(finish(() => ironclads, 'reload-marker')()).toBe('cut, fold');
    expect(finish(() => btq, 'board')()).toBe('cut, tape pieces');
    expect(finish(() => milk, 'contents')()).toBe('');
  });
});

describe('index.pdf pages', () => {
  const { width, height } = PAPERS.letter;
  const bottom = height - MARGIN - FOOTER;

  it('a cover with the tables, a table per packet, and the event total as the sum of the packets', () => {
    const packets = [milk, naval, ironclads];
    const pages = packingList('HAWKS at Cold Wars — Saturday', 'letter', packets);
    expect(pages.map((p) => [p.width, p.height])).toEqual(pages.map(() => [width, height]));
    const cover = pages[0].svg;
    expect(texts(cover).filter((t) => t.attrs['data-table'] !== undefined).map((t) => t.what)).toEqual(["Kids' sailing ships", 'Naval War', 'Ironclads on the Mississippi']);
    expect(cover).toContain('packets: Blue');
    const list = pages.slice(1).map((p) => p.svg).join('\n');
    const sums = packets.map(packetSummary);
    const single = sums.reduce((n, s) => n + s.single, 0);
    const double = sums.reduce((n, s) => n + s.double, 0);
    const total = texts(list).find((t) => t.attrs['data-total'] !== undefined)!.what;
    expect(total).toBe(`Paper for the event: ${single + double} sheets (${single} single-sided, ${double} double-sided) in 3 files`);
    expect(cover).toContain(`${single + double} sheets`);
    // each packet's file line and rows as drawn
    for (const s of sums) {
      expect(texts(list).map((t) => t.what)).toContain(`${s.file} · ${s.pages} pages · ${s.single} sheets single-sided, ${s.double} double-sided`);
    }
    const drawn = pages.slice(1).flatMap((p) => rows(p.svg));
    expect(drawn.map((r) => Number(r.sheets))).toEqual(sums.flatMap((s) => s.rows.map((r) => r.single + r.double)));
    expect(drawn.find((r) => r.aid === 'play-deck')).toMatchObject({ print: 'double-sided, long edge', finish: 'laminate, cut' });
    // every page's footer numbers it among all of the index's pages
    pages.forEach((p, i) => expect(p.svg).toContain(`page ${i + 1} of ${pages.length}`));
  });

  it('lays the cells out in columns that do not touch, within the page above the footer (pt)', () => {
    const pages = packingList('Event', 'letter', [milk, naval]);
    for (const page of pages.slice(1)) {
      const body = texts(page.svg).filter((t) => t.attrs['data-cell'] || t.attrs['data-packet'] !== undefined || t.attrs['data-total'] !== undefined);
      for (const t of body) {
        expect(t.x).toBeGreaterThanOrEqual(MARGIN);
        expect(t.x + t.w).toBeLessThanOrEqual(width - MARGIN + 0.01);
        expect(t.y + t.h).toBeLessThanOrEqual(bottom);
      }
      // the sheets column ends on one right edge; each row's cells leave a gap between them
      const ends = new Set(cells(page.svg, 'sheets').map((t) => (t.x + t.w).toFixed(1)));
      expect(ends.size).toBe(1);
      const order = ['aid', 'pages', 'print', 'sheets', 'finish'];
      const byRow = new Map<string, typeof body>();
      for (const t of body.filter((x) => x.attrs['data-cell'])) byRow.set(t.attrs.y, [...(byRow.get(t.attrs.y) ?? []), t]);
      for (const row of byRow.values()) {
        const sorted = order.map((c) => row.find((t) => t.attrs['data-cell'] === c)!).filter((t) => t.what !== '');
        for (let i = 1; i < sorted.length; i++) expect(sorted[i].x - (sorted[i - 1].x + sorted[i - 1].w)).toBeGreaterThan(3);
      }
    }
  });

  it('many packets continue on further pages, each row once, a split packet headed again', () => {
    const sides = (n: number) => Array.from({ length: n }, (_, i) => ({ ...ironclads, packet: `side ${i + 1}`, file: `table - side ${i + 1}.pdf` }));
    const starts = (p: { svg: string }) => cells(p.svg, 'aid')[0].what === 'contents';
    // packets of several lengths; as many sides as it takes for some page to end inside a packet
    // (the kits' lengths move where the pages end)
    const firsts = [[naval], [milk], [btq], [naval, milk], [naval, btq], [milk, btq], [naval, milk, btq]];
    const lists = firsts.flatMap((f) => Array.from({ length: 8 }, (_, i) => [...f, ...sides(8 + i)]));
    const many = lists.find((m) => packingList('Event', 'letter', m).slice(2).some((p) => !starts(p)))!;
    expect(many).toBeDefined();
    const pages = packingList('Event', 'letter', many);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const list = pages.slice(1);
    const aids = list.flatMap((p) => cells(p.svg, 'aid').map((t) => t.what));
    expect(aids).toEqual(many.flatMap((m) => packetSummary(m).rows.map((r) => r.aid)));
    for (const p of list) for (const t of texts(p.svg).filter((x) => x.attrs['data-cell'])) expect(t.y + t.h).toBeLessThanOrEqual(bottom);
    // a page that starts in the middle of a packet names the packet again, and this list has one
    const headings = list.map((p) => texts(p.svg).find((t) => t.attrs['data-packet'] !== undefined)!.what);
    const midway = list.map((p, i) => i > 0 && !starts(p));
    expect(midway.filter(Boolean).length).toBeGreaterThan(0);
    midway.forEach((m, i) => expect(headings[i].endsWith('(continued)')).toBe(m));
  });

  it('refuses an unknown paper', () => {
    expect(() => packingList('Event', 'foolscap-ish', [milk])).toThrow(InputError);
  });

  it('renders the same bytes twice and matches its baselines (cover and first list page)', async () => {
    const pages = packingList('HAWKS at Cold Wars — Saturday', 'letter', [milk, naval, ironclads]);
    const pdf = await renderPdf(pages, 'HAWKS at Cold Wars — Saturday');
    expect(pdf.equals(await renderPdf(packingList('HAWKS at Cold Wars — Saturday', 'letter', [milk, naval, ironclads]), 'HAWKS at Cold Wars — Saturday'))).toBe(true);
    await expectBaselines(pdf, 'packing', 'index', [1, 2]);
  });
});
