// Large boards: each tile lays out only its own share of the grid, and that share is exactly the
// whole board's layout seen through the tile's window; the largest board the options allow lays
// out and tiles within the engine's limits. Layout only (items and impose), never the PDF.
import { describe, expect, it } from 'vitest';
import { buildSheets } from '../src/build.js';
import { makeJob, type MakeOptions } from '../src/index.js';
import type { Item } from '../src/printables/types.js';
import { inch } from '../src/units.js';
import { elements } from './helpers.js';

const sheets = (opts: MakeOptions) => buildSheets(makeJob('board', opts));
const tilesOf = (opts: MakeOptions): Item[] => sheets(opts).slice(1).map((s) => s.placements[0].item);
/** The whole board as one item: full size with no bleed draws the board's own body. */
const wholeOf = (opts: MakeOptions): string => sheets({ ...opts, options: { ...opts.options, 'full-size': true, bleed: '0in' } })[0].placements[0].item.body;

interface Hex { name: string; x: number; y: number }
const hexList = (body: string): Hex[] => {
  const [path] = elements(body, 'path', 'data-hexes');
  return path['data-hexes'].split(' ').map((h) => {
    const [name, at] = h.split('@');
    const [x, y] = at.split(',').map(Number);
    return { name, x, y };
  });
};
/** Each straight piece of the grid path, its ends in a fixed order, as text. */
const segments = (body: string): string[] => {
  const [path] = elements(body, 'path', 'data-hexes');
  return path.d.split('M').filter(Boolean).flatMap((run) => {
    const pts = run.split('L').map((p) => p.trim().split(/\s+/).map(Number));
    return pts.slice(1).map((p, i) => [pts[i], p].map((q) => q.join(' ')).sort().join('|'));
  });
};
/** A hex number's text element and its white patch, if any, as drawn. */
const numberMarks = (body: string): Map<string, string> => {
  const out = new Map<string, string>();
  for (const t of elements(body, 'text', 'data-hex')) out.set(t['data-hex'], `${t.x},${t.y}`);
  for (const p of elements(body, 'rect', 'data-hex-patch')) out.set(p['data-hex-patch'], `${out.get(p['data-hex-patch'])} patch ${p.x},${p.y},${p.width},${p.height}`);
  return out;
};

describe('a large hex board cut into tiles', () => {
  for (const orientation of ['flat', 'pointy']) {
    it(`gives each tile exactly the whole board's hexes, numbers and edges where it shows (${orientation} top)`, () => {
      const opts = { game: 'crane', options: { grid: 'hex', cell: '1in', size: '40x34in', numbers: true, orientation } };
      const whole = wholeOf(opts);
      const all = hexList(whole);
      const names = all.filter((h) => h.name !== '-').map((h) => h.name);
      expect(names.length).toBeGreaterThan(1300);
      expect(new Set(names).size).toBe(names.length);
      // the whole board's names, read from the places alone: lanes (columns of flat tops, rows of
      // pointy tops) count from the first, and hexes along a lane from its first
      const named = all.filter((h) => h.name !== '-');
      const [across, along] = orientation === 'flat' ? (['x', 'y'] as const) : (['y', 'x'] as const);
      const lanes = new Map<number, number[]>();
      for (const h of named) lanes.set(h[across], [...(lanes.get(h[across]) ?? []), h[along]]);
      const order = [...lanes.keys()].sort((a, b) => a - b);
      for (const h of named) {
        const lane = order.indexOf(h[across]) + 1;
        const pos = lanes.get(h[across])!.filter((v) => v < h[along]).length + 1;
        const [col, row] = orientation === 'flat' ? [lane, pos] : [pos, lane];
        expect(h.name).toBe(String(col).padStart(2, '0') + String(row).padStart(2, '0'));
      }
      const allNumbers = numberMarks(whole);
      const allSegments = new Set(segments(whole));
      const R = inch(1) / Math.sqrt(3);
      // a hex's box on the board: across the corners one way, across the flats the other
      const [hw, hh] = orientation === 'flat' ? [R, inch(0.5)] : [inch(0.5), R];
      const key = (h: Hex) => `${h.name}@${h.x},${h.y}`;
      const wholeKeys = new Set(all.map(key));
      const tiles = tilesOf(opts);
      expect(tiles.length).toBeGreaterThan(20);
      const seen = new Set<string>();
      for (const t of tiles) {
        const p = t.piece!;
        const [x1, y1, x2, y2] = [p.x, p.y, p.x + p.width, p.y + p.height];
        const reach = (h: Hex, d: number) => h.x + hw >= x1 - d && h.x - hw <= x2 + d && h.y + hh >= y1 - d && h.y - hh <= y2 + d;
        const own = hexList(t.body);
        // every hex a tile draws is the whole board's hex of that name and place, and reaches the window
        for (const h of own) {
          expect(wholeKeys.has(key(h)), `${p.name}: ${key(h)}`).toBe(true);
          expect(reach(h, 0.01), `${p.name}: ${key(h)} is off the window`).toBe(true);
        }
        // and every hex of the whole board that reaches into the window is on the tile
        const ownKeys = new Set(own.map(key));
        for (const h of all) if (reach(h, -0.01)) expect(ownKeys.has(key(h)), `${p.name}: missing ${key(h)}`).toBe(true);
        // numbers: the same text at the same place, with the same white patch
        for (const [name, mark] of numberMarks(t.body)) {
          expect(mark, `${p.name}: number ${name}`).toBe(allNumbers.get(name));
          seen.add(name);
        }
        // edges: each drawn once, each one of the whole board's, and none inside the window left out
        const segs = segments(t.body);
        expect(new Set(segs).size, `${p.name}: an edge drawn twice`).toBe(segs.length);
        for (const s of segs) expect(allSegments.has(s), `${p.name}: edge ${s}`).toBe(true);
        const inWindow = (s: string) => s.split('|').every((e) => {
          const [x, y] = e.split(' ').map(Number);
          return x > x1 + 0.01 && x < x2 - 0.01 && y > y1 + 0.01 && y < y2 - 0.01;
        });
        const ownSegs = new Set(segs);
        for (const s of allSegments) if (inWindow(s)) expect(ownSegs.has(s), `${p.name}: missing edge ${s}`).toBe(true);
        // its own share only: a letter page's worth of a 40 × 34 in board
        expect(own.length).toBeLessThan(all.length * 0.1);
      }
      expect(seen).toEqual(new Set(allNumbers.keys()));
    });
  }

  it('gives each square-grid tile the whole board\'s numbers where it shows, and only the lines that can', () => {
    const opts = { game: 'crane', options: { size: '38x30in', cell: '1.5in', numbers: true } };
    const whole = wholeOf(opts);
    const cells = new Map(elements(whole, 'text', 'data-cell').map((t) => [t['data-cell'], `${t.x},${t.y}`]));
    const lines = (body: string, axis: 'x' | 'y') => elements(body, 'line', `data-grid-${axis}`).map((l) => Number(l[`data-grid-${axis}`]));
    const [allX, allY] = [lines(whole, 'x'), lines(whole, 'y')];
    const seen = new Set<string>();
    for (const t of tilesOf(opts)) {
      const p = t.piece!;
      for (const c of elements(t.body, 'text', 'data-cell')) {
        expect(`${c.x},${c.y}`, `${p.name}: ${c['data-cell']}`).toBe(cells.get(c['data-cell']));
        seen.add(c['data-cell']);
      }
      // every line that crosses the window, and none more than a cell beyond it
      const [xs, ys] = [lines(t.body, 'x'), lines(t.body, 'y')];
      expect(xs).toEqual(allX.filter((x) => x >= p.x - inch(1.5) && x <= p.x + p.width + inch(1.5)));
      expect(ys).toEqual(allY.filter((y) => y >= p.y - inch(1.5) && y <= p.y + p.height + inch(1.5)));
      expect(xs.filter((x) => x > p.x && x < p.x + p.width).length).toBeGreaterThan(2);
    }
    expect(seen).toEqual(new Set(cells.keys()));
  });
});

describe('the largest board the options allow', () => {
  it('lays out 120 × 120 in of 0.25 in hexes: its first and last tiles hold the first and last hexes', async () => {
    // all 216 tiles take seconds to lay out, so this lays out the board and two of its tiles
    const { board } = await import('../src/printables/board/index.js');
    const { crane } = await import('../src/games/crane/index.js');
    const { Templates } = await import('../src/svg/templates.js');
    const { validate } = await import('../src/data/schema.js');
    // numbered hexes must be larger (6 pt numbers): the names are read from the hexes the grid lists
    const raw = { grid: 'hex', cell: '0.25in', size: '120x120in' } as Record<string, string | boolean>;
    const options = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, validate({ kind: 'scalar', pos: { file: 'test', line: 1, col: 1 }, value: v }, board.options[k], k)]));
    const [item] = board.items({ game: crane, ships: [], count: 1, options, templates: new Templates() });
    const side = inch(120);
    expect([item.width, item.height]).toEqual([side, side]);
    const R = inch(0.25) / Math.sqrt(3);
    const tile = inch(7.5);
    const first = hexList(item.window!(0, 0, tile, tile));
    const last = hexList(item.window!(side - tile, side - tile, tile, tile));
    // six-figure names: more than 99 columns and rows
    const named = (hs: Hex[]) => hs.filter((h) => h.name !== '-');
    for (const h of [...named(first), ...named(last)]) expect(h.name).toMatch(/^\d{6}$/);
    // the first hex at the upper left, its centre on the board within a lane of the corner
    const top = named(first).find((h) => h.name === '001001')!;
    expect(top).toBeDefined();
    expect(top.x).toBeGreaterThanOrEqual(0);
    expect(top.x).toBeLessThan(1.5 * R);
    expect(top.y).toBeGreaterThanOrEqual(0);
    expect(top.y).toBeLessThan(inch(0.25));
    // the last at the lower right: the highest column and row on the board
    const byNumber = named(last).sort((a, b) => Number(a.name) - Number(b.name));
    const end = byNumber[byNumber.length - 1];
    expect(side - end.x).toBeLessThan(1.5 * R);
    expect(side - end.y).toBeLessThan(inch(0.25));
    expect(Number(end.name.slice(0, 3))).toBeGreaterThan(550);
    expect(Number(end.name.slice(3))).toBeGreaterThanOrEqual(480);
    // a tile holds its own share: about 7.5 × 7.5 in of hexes, not the board's 200 000
    expect(first.length).toBeLessThan(1.2 * (tile * tile) / (1.5 * R * inch(0.25)));
  });

  it('places the wind rose in its corner of a 120 × 120 in board of 0.25 in hexes', async () => {
    const { board } = await import('../src/printables/board/index.js');
    const { beatToQuarters } = await import('../src/games/beat-to-quarters/index.js');
    const { Templates } = await import('../src/svg/templates.js');
    const { validate } = await import('../src/data/schema.js');
    const raw = { cell: '0.25in', size: '120x120in', numbers: false } as Record<string, string | boolean>;
    const options = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, validate({ kind: 'scalar', pos: { file: 'test', line: 1, col: 1 }, value: v }, board.options[k], k)]));
    const [item] = board.items({ game: beatToQuarters, ships: [], count: 1, options, templates: new Templates() });
    const side = inch(120);
    const corner = item.window!(side - inch(8), side - inch(8), inch(8), inch(8));
    const [rose] = elements(corner, 'g', 'data-rose');
    expect(rose['data-rose']).toBe('bottom-right');
    // one hex (and 2 pt) in from the right and bottom edges, and within a hex or so of that
    const [, , x2, y2] = rose['data-bounds'].split(',').map(Number);
    const R = inch(0.25) / Math.sqrt(3);
    expect(side - x2).toBeGreaterThanOrEqual(2 * R + 2 - 0.01);
    expect(side - x2).toBeLessThan(2 * R + 2 + 2 * inch(0.25));
    expect(side - y2).toBeGreaterThanOrEqual(inch(0.25) + 2 - 0.01);
    expect(side - y2).toBeLessThan(inch(0.25) + 2 + 2 * inch(0.25));
    expect(item.window!(0, 0, inch(8), inch(8))).not.toContain('data-rose=');
  });

  for (const paper of ['letter', 'a4']) {
    it(`tiles a 120 × 120 in board with the widest overlap on ${paper}`, () => {
      // the largest cells keep each window cheap: the piece count depends only on the size
      const tiles = tilesOf({ game: 'crane', paper, options: { size: '120x120in', cell: '24in', overlap: '2in' } });
      expect(tiles.length).toBeGreaterThan(300);
      const p = tiles[tiles.length - 1].piece!;
      expect(p.x + p.width).toBeCloseTo(inch(120), 6);
      expect(p.y + p.height).toBeCloseTo(inch(120), 6);
      expect(tiles.length).toBe(p.cols * p.rows);
    });
  }
});
