// A board on one full-size page for a print shop: the page boxes read back from the PDF, the crop
// marks and the bleed measured on the rendered page (pt, y down unless said).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSheets } from '../src/build.js';
import { CROP } from '../src/impose/cards.js';
import { FOOTER, MARGIN } from '../src/impose/paper.js';
import { kitJob } from '../src/index.js';
import { inch, mm } from '../src/units.js';
import { elements, expectBaselines, make, mediaBoxes, scratch } from './helpers.js';

type Box = [number, number, number, number];

/** A page box of every page, turned from PDF space (y up) into page space (y down). */
function pdfBoxes(pdf: Buffer, name: 'TrimBox' | 'BleedBox'): Box[] {
  const heights = mediaBoxes(pdf).map((m) => m[3]);
  return [...pdf.toString('latin1').matchAll(new RegExp(`/${name} \\[([^\\]]+)\\]`, 'g'))].map((m, i) => {
    const [x1, y1, x2, y2] = m[1].trim().split(/\s+/).map(Number);
    return [x1, heights[i] - y2, x2, heights[i] - y1];
  });
}

/** The crop marks as drawn on the page: each line moved by its placement. */
function cropMarks(svg: string): { line: Box; stroke: string; width: number }[] {
  const [, dx, dy] = /<g transform="translate\(([\d.]+) ([\d.]+)\)">/.exec(svg)!.map(Number);
  const group = /<g [^>]*data-marks="crop">(.*?)<\/g>/.exec(svg)!;
  const attrs = elements(group[0], 'g')[0];
  return elements(group[1], 'line').map((l) => ({
    line: [+l.x1 + dx, +l.y1 + dy, +l.x2 + dx, +l.y2 + dy] as Box,
    stroke: attrs.stroke, width: Number(attrs['stroke-width']),
  }));
}

describe('a board on one full-size page', () => {
  for (const [label, options, bleed] of [['the default 1/8 in', {}, inch(0.125)], ['3 mm', { bleed: '3mm' }, mm(3)], ['no', { bleed: '0in' }, 0]] as const) {
    it(`has its TrimBox on the board, its BleedBox ${label} bleed out, crop marks at the trim's corners outside it`, async () => {
      const { pdf, sheets, pages } = await make('board', { game: 'crane', options: { 'full-size': true, size: '28x22in', ...options } });
      expect(sheets).toHaveLength(1);
      const [[, , W, H]] = mediaBoxes(pdf);
      const [trim] = pdfBoxes(pdf, 'TrimBox');
      const [bleedBox] = pdfBoxes(pdf, 'BleedBox');
      // exactly the board: 28 × 22 in
      expect(trim[2] - trim[0]).toBeCloseTo(2016, 6);
      expect(trim[3] - trim[1]).toBeCloseTo(1584, 6);
      expect(bleedBox.map((v, i) => v - trim[i])).toEqual([-bleed, -bleed, bleed, bleed].map((v) => expect.closeTo(v, 3)));
      // the slug round the bleed holds the marks; the footer sits below them
      for (const v of [bleedBox[0], bleedBox[1], W - bleedBox[2]]) expect(v).toBeGreaterThanOrEqual(MARGIN);
      expect(H - bleedBox[3]).toBeGreaterThanOrEqual(MARGIN + FOOTER + 16);
      const marks = cropMarks(pages[0].svg);
      expect(marks).toHaveLength(8);
      for (const m of marks) {
        expect(m.stroke).toBe(CROP.stroke);
        expect(m.width).toBeGreaterThanOrEqual(0.25);
        expect(m.width).toBeLessThanOrEqual(0.4);
      }
      // two at each trim corner, in line with its edges, short, wholly outside the bleed box
      for (const cx of [trim[0], trim[2]]) {
        for (const cy of [trim[1], trim[3]]) {
          const vertical = marks.filter(({ line: l }) => Math.abs(l[0] - cx) < 0.01 && Math.abs(l[2] - cx) < 0.01);
          const horizontal = marks.filter(({ line: l }) => Math.abs(l[1] - cy) < 0.01 && Math.abs(l[3] - cy) < 0.01);
          const v = vertical.filter(({ line: l }) => (cy === trim[1] ? l[3] < bleedBox[1] : l[1] > bleedBox[3]));
          const h = horizontal.filter(({ line: l }) => (cx === trim[0] ? l[2] < bleedBox[0] : l[0] > bleedBox[2]));
          expect([v.length, h.length]).toEqual([1, 1]);
          for (const { line: l } of [...v, ...h]) {
            const length = Math.hypot(l[2] - l[0], l[3] - l[1]);
            expect(length).toBeGreaterThan(6);
            expect(length).toBeLessThanOrEqual(18);
            // clear of the bleed by a little, and on the page
            const gap = Math.min(...[[l[0], l[1]], [l[2], l[3]]].map(([x, y]) => Math.max(bleedBox[0] - x, x - bleedBox[2], bleedBox[1] - y, y - bleedBox[3])));
            expect(gap).toBeGreaterThanOrEqual(3);
            expect(Math.min(l[0], l[1], l[2], l[3])).toBeGreaterThan(0);
            expect(Math.max(l[0], l[2])).toBeLessThan(W);
            expect(Math.max(l[1], l[3])).toBeLessThan(H - MARGIN - FOOTER);
          }
        }
      }
      // no cut line across the art: the shop trims on the marks
      expect(sheets[0].cuts).toEqual([]);
      // the scale bars and the footer stay, in the slug under the marks
      const bars = elements(pages[0].svg, 'g', 'data-scale');
      expect(bars.map((b) => Number(b['data-scale']))).toEqual([inch(1), mm(25)].map((v) => expect.closeTo(v, 2)));
      const barRects = elements(pages[0].svg.split('data-scale')[1], 'rect');
      expect(+barRects[0].y).toBeGreaterThan(Math.max(...marks.map((m) => Math.max(m.line[1], m.line[3]))));
      expect(pages[0].svg).toContain('page 1 of 1');
    });
  }

  it('runs the grid on past the trim into the bleed, clipped at the bleed box', async () => {
    const { sheets } = await make('board', { game: 'crane', options: { 'full-size': true, numbers: true } });
    const { item } = sheets[0].placements[0];
    const b = inch(0.125);
    const [clip] = elements(item.body, 'svg', 'data-bleed');
    expect(clip.viewBox).toBe(`${-b} ${-b} ${1584 + 2 * b} ${2016 + 2 * b}`);
    expect([+clip.x, +clip.y, +clip.width, +clip.height, clip.overflow]).toEqual([-b, -b, 1584 + 2 * b, 2016 + 2 * b, 'hidden']);
    // every grid line runs the bleed box through; the lattice of 2 in squares carries on past the board
    const xs = elements(item.body, 'line', 'data-grid-x');
    for (const l of xs) expect([+l.y1, +l.y2]).toEqual([-b, 2016 + b]);
    expect(xs.map((l) => +l['data-grid-x'])).toEqual(Array.from({ length: 12 }, (_, i) => i * 144));
    // no cell is named in the bleed
    expect(elements(item.body, 'text', 'data-cell')).toHaveLength(11 * 14);
    // the hex map's half-hexes too: its path reaches the bleed box's edges
    const hex = (await make('board', { game: 'beat-to-quarters', options: { 'full-size': true } })).sheets[0].placements[0].item;
    const pts = [...elements(hex.body, 'path', 'data-hexes')[0].d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [+m[1], +m[2]]);
    expect(Math.min(...pts.map((p) => p[0]))).toBeCloseTo(-b, 3);
    expect(Math.max(...pts.map((p) => p[1]))).toBeCloseTo(2016 + b, 3);
    for (const [x, y] of pts) expect(x >= -b - 1e-3 && x <= 1584 + b + 1e-3 && y >= -b - 1e-3 && y <= 2016 + b + 1e-3).toBe(true);
  });

  it('is asked for by a kit entry, with its bleed', () => {
    const dir = scratch();
    const kit = join(dir, 'kit.yaml');
    writeFileSync(kit, 'game: crane\nprint:\n  board: { count: 1, full-size: true, bleed: 3mm, size: 28x22in }\n');
    const [sheet] = buildSheets(kitJob(kit));
    const { trim, bleed } = sheet.boxes!;
    expect([trim[2] - trim[0], trim[3] - trim[1]]).toEqual([2016, 1584]);
    expect(trim[0] - bleed[0]).toBeCloseTo(mm(3), 3);
  });

  it('matches its baseline', async () => {
    const { pdf } = await make('board', { game: 'crane', options: { 'full-size': true } });
    await expectBaselines(pdf, 'board', 'crane-full-size');
  });
});
