import { describe, expect, it } from 'vitest';
import { clipPolygon, polygonArea, spans } from '../src/impose/clip.js';
import { OVERLAP, impose } from '../src/impose/impose.js';
import { FOOTER, MARGIN, PAPERS } from '../src/impose/paper.js';
import type { Item } from '../src/printables/types.js';
import { rasterize } from '../src/raster/raster.js';
import { inch } from '../src/units.js';
import { elements, expectBaselines, make } from './helpers.js';

const LENGTHS: Record<string, number> = { 'VERY LIGHT': 12, LIGHT: 18, MEDIUM: 24, HEAVY: 30, 'VERY HEAVY': 36 };
const BANDS: Record<string, number[]> = { 'VERY LIGHT': [4, 8, 12], LIGHT: [6, 12, 18], MEDIUM: [8, 16, 24], HEAVY: [10, 20, 30], 'VERY HEAVY': [12, 24, 36] };

async function stickPieces(paper: string) {
  const { sheets } = await make('range-stick', { game: 'ironclads', paper });
  const items = sheets.flatMap((s) => s.placements.map((p) => p.item));
  const byStick = new Map<string, Item[]>();
  for (const item of items) byStick.set(item.label!, [...(byStick.get(item.label!) ?? []), item]);
  return { sheets, byStick };
}

describe('joins at the places an item welcomes them', () => {
  const strip = (joins?: number[]): Item => ({ width: inch(24), height: 72, body: '', cut: 'rect', label: 'S', tiling: joins && { joins } });
  const starts = (item: Item) => impose('s', [item], 0, PAPERS.letter).flatMap((s) => s.placements.map((p) => p.item.piece!.x));
  const room = PAPERS.letter.height - 2 * MARGIN;

  it('moves a join within an inch of a welcome place onto it, and keeps every piece within the paper', () => {
    // 24 in on Letter: three equal pieces start at 0, 7.83 and 15.67 in
    expect(starts(strip()).map((x) => Math.round((x / 72) * 100) / 100)).toEqual([0, 7.83, 15.67]);
    expect(starts(strip([inch(8), inch(16)]))).toEqual([0, inch(8), inch(16)]);
    // more than an inch away: left where it was
    expect(starts(strip([inch(6), inch(18)])).map((x) => Math.round((x / 72) * 100) / 100)).toEqual([0, 7.83, 15.67]);
    for (const item of [strip([inch(8), inch(16)]), strip([inch(8.8)])]) {
      for (const s of impose('s', [item], 0, PAPERS.letter)) for (const p of s.placements) expect(p.item.width).toBeLessThanOrEqual(room + 1e-6);
    }
  });
});

describe('sticks longer than the paper', () => {
  for (const paper of ['letter', 'a4']) {
    it(`print in pieces that assemble to exactly the stick's length on ${paper}`, async () => {
      const { sheets, byStick } = await stickPieces(paper);
      expect([...byStick.keys()].sort()).toEqual(Object.keys(LENGTHS).sort());
      const p = PAPERS[paper];
      for (const [label, pieces] of byStick) {
        expect(pieces.length, label).toBeGreaterThan(1);
        pieces.forEach((piece, i) => {
          expect(piece.piece!.name).toBe(`${label} ${i + 1}/${pieces.length}`);
          expect(piece.body).toContain(`>${label} ${i + 1}/${pieces.length}<`);
          expect(piece.height).toBe(72);
          // each piece fits the printable area of the paper
          expect(piece.width).toBeLessThanOrEqual(p.height - 2 * MARGIN + 1e-6);
        });
        // assembled: each piece starts where the one before it steps on; the last ends at the stick's end
        const steps = pieces.slice(1).map((piece, i) => piece.piece!.x - pieces[i].piece!.x);
        const last = pieces[pieces.length - 1];
        const assembled = steps.reduce((a, b) => a + b, 0) + last.width;
        expect(assembled).toBeCloseTo(inch(LENGTHS[label]), 2);
        expect(last.piece!.x + last.width).toBeCloseTo(inch(LENGTHS[label]), 2);
        for (let i = 0; i + 1 < pieces.length; i++) {
          expect(pieces[i].piece!.x + pieces[i].width - pieces[i + 1].piece!.x, 'overlap').toBeCloseTo(OVERLAP, 2);
        }
        // band edges of the assembled stick, read from the drawing every piece is a window onto
        const edges = elements(pieces[0].body, 'rect', 'data-band').map((a) => Number(a['data-to']));
        expect(edges).toEqual(BANDS[label].map(inch));
      }
      // no sheet runs past its printable area
      for (const s of sheets) {
        for (const pl of s.placements) {
          expect(pl.x).toBeGreaterThanOrEqual(MARGIN - 1e-6);
          expect(pl.x + pl.item.width).toBeLessThanOrEqual(s.width - MARGIN + 1e-6);
          expect(pl.y + pl.item.height).toBeLessThanOrEqual(s.height - MARGIN - FOOTER + 1e-6);
        }
      }
    });
  }

  it('marks each seam: the overlap shaded on the first piece, ticks across the seam on both', async () => {
    const { byStick } = await stickPieces('letter');
    const [a, b] = byStick.get('HEAVY')!;
    const seam = b.piece!.x;
    const overlaps = elements(a.body, 'rect', 'data-overlap');
    expect(overlaps).toHaveLength(1);
    expect(Number(overlaps[0].x)).toBeCloseTo(seam, 2);
    expect(Number(overlaps[0].width)).toBeCloseTo(OVERLAP, 2);
    expect(elements(b.body, 'rect', 'data-overlap').map((o) => Number(o.x))).not.toContain(seam);
    for (const piece of [a, b]) {
      const ticks = elements(piece.body, 'line', 'data-align').filter((t) => Math.abs((Number(t.x1) + Number(t.x2)) / 2 - seam) < 0.01);
      expect(ticks, piece.piece!.name).toHaveLength(2);
    }
    // the pieces are windows: the drawing shifts by the piece's place and is clipped to the piece
    const [window] = elements(b.body, 'svg', 'data-window');
    expect(window.viewBox).toBe(`${seam} 0 ${b.width} 72`);
    expect([window.width, window.height, window.overflow]).toEqual([String(b.width), '72', 'hidden']);
  });

  it('draw nothing outside their pieces on the rendered page', async () => {
    const { pdf, sheets } = await make('range-stick', { game: 'ironclads', paper: 'a4' });
    const pages = await rasterize(pdf, 100);
    let checked = 0;
    for (const [i, sheet] of sheets.entries()) {
      const page = pages[i];
      for (const { x, y, item } of sheet.placements) {
        const right = x + item.width;
        // only where no other piece sits to the right in the same row
        if (sheet.placements.some((o) => o.y === y && o.x >= right - 0.01)) continue;
        for (const dx of [-6, 6]) {
          const px = Math.round(((dx < 0 ? x : right) + dx) * (100 / 72));
          const py = Math.round((y + item.height / 2) * (100 / 72));
          if (dx < 0 && sheet.placements.some((o) => o.y === y && o.x + o.item.width <= x + 0.01)) continue;
          const at = (py * page.width + px) * 4;
          expect([page.data[at], page.data[at + 1], page.data[at + 2]], `${item.piece?.name} ${dx < 0 ? 'left' : 'right'}`).toEqual([255, 255, 255]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('match their baselines on Letter and A4', async () => {
    for (const paper of ['letter', 'a4']) {
      const { pdf } = await make('range-stick', { game: 'ironclads', paper });
      await expectBaselines(pdf, 'range-stick', `ironclads-${paper}`);
    }
  });

  it('leaves items that fit the paper whole', () => {
    const item: Item = { width: inch(10), height: inch(1), body: '', cut: 'rect' };
    const [sheet] = impose('x', [item], 0, PAPERS.letter);
    expect(sheet.placements[0].item).toBe(item);
  });

  it('puts pieces of different sizes on one sheet when they fit', () => {
    const long: Item = { width: inch(14), height: inch(1), body: '', cut: 'rect' };
    const short: Item = { width: inch(3), height: inch(1), body: '', cut: 'rect' };
    const sheets = impose('x', [long, short, short], 0, PAPERS.letter);
    expect(sheets).toHaveLength(1);
    expect(sheets[0].placements.map((p) => p.item.piece?.name ?? 'whole')).toEqual(['X 1/2', 'X 2/2', 'whole', 'whole']);
  });
});

describe('clipping', () => {
  it('clips a polygon to a rectangle', () => {
    const square: [number, number][] = [[0, 0], [10, 0], [10, 10], [0, 10]];
    expect(polygonArea(clipPolygon(square, 5, -1, 20, 20))).toBeCloseTo(50, 6);
    expect(clipPolygon(square, 11, 0, 20, 10)).toEqual([]);
  });

  it('finds where a line runs inside a polygon', () => {
    const ring: [number, number][] = [[0, 0], [10, 0], [10, 10], [6, 10], [6, 4], [4, 4], [4, 10], [0, 10]];
    expect(spans(ring, 'y', 7)).toEqual([[0, 4], [6, 10]]);
    expect(spans(ring, 'x', 5)).toEqual([[0, 4]]);
  });
});
