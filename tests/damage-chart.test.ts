import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadShipsFile as loadShips } from '../src/data/ships.js';
import { inch } from '../src/units.js';
import { ROOT, baselineTests, elements, expectBaselines, make, scratch, texts } from './helpers.js';

const SHIPS = join(ROOT, 'examples/ships/crane.yaml');
const W = inch(7.5);
const H = inch(10);
const STRUCK = { large: 0, medium: 2, small: 4 } as Record<string, number>;
const POINTS = { large: 18, medium: 12, small: 6 } as Record<string, number>;

interface Rect { x: number; y: number; w: number; h: number; what: string }
const rect = (e: Record<string, string>, what: string): Rect => ({ x: +e.x, y: +e.y, w: +e.width, h: +e.height, what });

const damageBoxes = (body: string, side: string, slot: number) => elements(body, 'rect', `data-side="${side}" data-slot="${slot}"`);
const strikes = (body: string, side: string, slot: number) => elements(body, 'line', `data-strike="row" data-side="${side}" data-slot="${slot}"`);
const block = (body: string, side: string) => rect(elements(body, 'rect', `data-block="${side}"`)[0], side);
const inside = (a: Rect, b: Rect) => a.x >= b.x - 0.01 && a.y >= b.y - 0.01 && a.x + a.w <= b.x + b.w + 0.01 && a.y + a.h <= b.y + b.h + 0.01;

async function chart(ships: string, count = 1): Promise<string[]> {
  const { sheets } = await make('damage-chart', { ships, count });
  return sheets.flatMap((s) => s.placements.map((p) => p.item.body));
}

function expectInside(body: string): void {
  const all = [...elements(body, 'rect').filter((e) => e['data-turn'] || e['data-slot']).map((e) => rect(e, 'box')), ...texts(body)];
  for (const r of all) expect(inside(r, { x: 0, y: 0, w: W, h: H, what: 'chart' }), r.what).toBe(true);
}

function expectNoOverlap(body: string): void {
  const overlap = (a: Rect, b: Rect) =>
    Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.01 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.01;
  const tx = texts(body);
  for (const [i, a] of tx.entries()) for (const b of tx.slice(i + 1)) expect(overlap(a, b), `"${a.what}" and "${b.what}"`).toBe(false);
}

describe('damage-chart', () => {
  baselineTests('damage-chart', { ships: SHIPS });

  it('is one 7.5 × 10 in chart a page on Letter and A4, a copy per count', async () => {
    for (const paper of ['letter', 'a4']) {
      const { sheets } = await make('damage-chart', { ships: SHIPS, paper, count: 2 });
      expect(sheets.map((s) => s.placements.length)).toEqual([1, 1]);
      const { item } = sheets[0].placements[0];
      expect([item.width, item.height]).toEqual([W, H]);
    }
  });

  it('has a track of 24 turn boxes, each numbered above with room to circle it', async () => {
    const [body] = await chart(SHIPS);
    const boxes = elements(body, 'rect', 'data-turn=');
    expect(boxes.map((b) => +b['data-turn'])).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    const numbers = texts(body).filter((t) => t.attrs['data-turn-number']);
    expect(numbers.map((t) => t.what)).toEqual(boxes.map((b) => b['data-turn']));
    for (const [i, b] of boxes.entries()) {
      expect(+b.width).toBeGreaterThanOrEqual(inch(0.25));
      expect(+b.height).toBeGreaterThanOrEqual(inch(0.25));
      expect(+b.y).toBe(+boxes[0].y); // one row
      const n = numbers[i];
      expect(n.x).toBeGreaterThan(+b.x);
      expect(n.x + n.w).toBeLessThan(+b.x + +b.width);
      expect(n.y + n.h).toBeLessThanOrEqual(+b.y);
    }
    expect(body).toContain('roll 4d6 and circle that number');
  });

  it('gives each ship 3 × 6 boxes under its name in its side\'s block, struck by size, with its points', async () => {
    const { ships } = loadShips(SHIPS);
    const [body] = await chart(SHIPS);
    const all = texts(body);
    for (const side of ['red', 'blue']) {
      const own = ships.filter((s) => s.side === side);
      expect(own).toHaveLength(5);
      for (const [slot, ship] of own.entries()) {
        const size = ship.size as string;
        const boxes = damageBoxes(body, side, slot);
        expect(boxes, ship.name).toHaveLength(18);
        expect(new Set(boxes.map((b) => b['data-col']))).toEqual(new Set(['H', 'R', 'G/C']));
        for (const b of boxes) expect(+b.width).toBeGreaterThanOrEqual(inch(0.25));
        const struckRows = new Set(boxes.filter((b) => b['data-struck'] === 'true').map((b) => +b['data-row']));
        expect([...struckRows].sort(), ship.name).toEqual([0, 1, 2, 3, 4, 5].slice(6 - STRUCK[size]));
        // a heavy line through every struck row, across all three boxes
        const lines = strikes(body, side, slot);
        expect(lines.map((l) => +l['data-row']).sort(), ship.name).toEqual([...struckRows].sort());
        for (const l of lines) {
          const row = boxes.filter((b) => +b['data-row'] === +l['data-row']);
          expect(row).toHaveLength(3);
          expect(+l.x1).toBeLessThan(Math.min(...row.map((b) => +b.x)));
          expect(+l.x2).toBeGreaterThan(Math.max(...row.map((b) => +b.x + +b.width)));
          expect(+l.y1).toBeCloseTo(+row[0].y + +row[0].height / 2, 2);
          expect(+l['stroke-width']).toBeGreaterThanOrEqual(2);
        }
        const name = all.find((t) => t.what === ship.name)!;
        expect(name, ship.name).toBeDefined();
        expect(name.attrs['data-side']).toBe(side);
        expect(+name.attrs['data-slot']).toBe(slot);
        expect(inside(name, block(body, side))).toBe(true);
        expect(name.y + name.h).toBeLessThan(Math.min(...boxes.map((b) => +b.y)));
        const points = all.find((t) => t.attrs['data-points'] !== undefined && t.attrs['data-side'] === side && +t.attrs['data-slot'] === slot)!;
        expect(points.what).toBe(`${POINTS[size]} pts`);
      }
      expect(body).toContain(`>${side.toUpperCase()} SCORE<`);
      expect(elements(body, 'rect', `data-total="${side}"`)).toHaveLength(1);
    }
    expectInside(body);
    expectNoOverlap(body);
  });

  it('prints both damage reminders and the column key', async () => {
    const [body] = await chart(SHIPS);
    const rem = texts(body).filter((t) => t.attrs['data-reminder'] === 'text').map((t) => t.what);
    expect(rem).toHaveLength(2);
    expect(rem[0]).toMatch(/−1 square of movement for every 2 boxes checked.*dead in the water/);
    expect(rem[1]).toMatch(/−1 die for every 2 boxes checked.*dead in the water.*surrenders if boarded/);
    expect(body).toContain('G/C guns &amp; crew');
  });

  it('leaves spare slots blank and unstruck when a side has fewer than 5 ships', async () => {
    const file = join(scratch(), 'three.yaml');
    const sizes = ['large', 'medium', 'small'];
    const ships = ['red', 'blue'].flatMap((side) =>
      sizes.map((size, i) => ({ name: `${side === 'red' ? 'HMS' : 'La'} ${size} ${i + 1} with a long, long name`.slice(0, 40), side, size })),
    );
    writeFileSync(file, JSON.stringify({ game: 'crane', ships }));
    const bodies = await chart(file, 2);
    expect(bodies).toHaveLength(2);
    const body = bodies[0];
    const all = texts(body);
    for (const side of ['red', 'blue']) {
      for (let slot = 0; slot < 5; slot++) {
        const boxes = damageBoxes(body, side, slot);
        expect(boxes).toHaveLength(18);
        const named = all.filter((t) => t.attrs['data-name'] !== undefined && t.attrs['data-side'] === side && +t.attrs['data-slot'] === slot);
        const points = all.find((t) => t.attrs['data-points'] !== undefined && t.attrs['data-side'] === side && +t.attrs['data-slot'] === slot)!;
        if (slot < 3) {
          expect(named.length).toBeGreaterThan(0);
          expect(boxes.filter((b) => b['data-struck'] === 'true')).toHaveLength(3 * STRUCK[sizes[slot]]);
          expect(points.attrs['data-points']).toBe(String(POINTS[sizes[slot]]));
        } else {
          expect(named).toHaveLength(0);
          expect(boxes.filter((b) => b['data-struck'] === 'true')).toHaveLength(0);
          expect(strikes(body, side, slot)).toHaveLength(0);
          expect(points.attrs['data-points']).toBe('');
        }
      }
    }
    // long names break onto two lines, clear of each other and of every other text
    expect(all.filter((t) => t.attrs['data-name'] === '1').length).toBeGreaterThan(0);
    expectNoOverlap(body);
    expectInside(body);
  });
});

describe('damage-chart, blank', () => {
  for (const paper of ['letter', 'a4']) {
    it(`matches its baseline as a blank chart on ${paper}, made without ships`, async () => {
      const { pdf } = await make('damage-chart', { paper, options: { blank: true } });
      await expectBaselines(pdf, 'damage-chart', `blank-${paper}`);
    });

    it(`has every name line empty and every row live, at the filled chart's sizes, on ${paper}`, async () => {
      const { sheets } = await make('damage-chart', { paper, options: { blank: true }, count: 2 });
      expect(sheets.map((s) => s.placements.length)).toEqual([1, 1]);
      const filled = (await make('damage-chart', { ships: SHIPS, paper })).sheets[0].placements[0].item.body;
      const { item } = sheets[0].placements[0];
      expect([item.width, item.height]).toEqual([W, H]);
      const body = item.body;
      const all = texts(body);
      expect(all.filter((t) => t.attrs['data-name'] !== undefined || t.attrs['data-size'] !== undefined)).toEqual([]);
      for (const side of ['red', 'blue']) {
        for (let slot = 0; slot < 5; slot++) {
          const boxes = damageBoxes(body, side, slot);
          // 3 columns × 6 rows, none struck, exactly where the filled chart puts them
          expect(boxes).toHaveLength(18);
          expect(boxes.filter((b) => b['data-struck'] !== 'false')).toEqual([]);
          expect(strikes(body, side, slot)).toEqual([]);
          const at = (b: Record<string, string>) => [+b.x, +b.y, +b.width, +b.height];
          expect(boxes.map(at)).toEqual(damageBoxes(filled, side, slot).map(at));
          for (const b of boxes) expect(+b.width).toBeGreaterThanOrEqual(inch(0.25));
          // the points are written in by hand, on a line after the label
          const points = all.find((t) => t.attrs['data-points'] !== undefined && t.attrs['data-side'] === side && +t.attrs['data-slot'] === slot)!;
          expect([points.what, points.attrs['data-points']]).toEqual(['pts', '']);
        }
      }
      // one name line a slot, each as long as the slot and with nothing written above it
      const nameLines = ['red', 'blue'].flatMap((side) => {
        const frame = block(body, side);
        const top = Math.min(...elements(body, 'rect', `data-side="${side}" data-slot=`).map((b) => +b.y));
        return elements(body, 'line', 'stroke-width="0.6"').filter((l) => l.y1 === l.y2 && +l.y1 > frame.y && +l.y1 < top && +l.x2 - +l.x1 > inch(1));
      });
      expect(nameLines).toHaveLength(10);
      for (const l of nameLines) {
        const above = all.filter((t) => t.x < +l.x2 && t.x + t.w > +l.x1 && t.y + t.h <= +l.y1 && t.y + t.h > +l.y1 - 24);
        expect(above, `name line at ${l.x1}, ${l.y1}`).toEqual([]);
      }
      expect(elements(body, 'rect', 'data-turn=')).toHaveLength(24);
      expectInside(body);
      expectNoOverlap(body);
    });
  }

  it('needs no ship file, and ignores one given with --blank', async () => {
    expect(() => make('damage-chart', {})).toThrow(/damage-chart is printed per ship: give --ships FILE or --blank/);
    const a = await make('damage-chart', { options: { blank: true } });
    const b = await make('damage-chart', { ships: SHIPS, options: { blank: true } });
    expect(b.sheets[0].placements[0].item.body).toBe(a.sheets[0].placements[0].item.body);
  });
});
