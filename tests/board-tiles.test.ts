import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOOTER, MARGIN, PAPERS } from '../src/impose/paper.js';
import type { Item } from '../src/printables/types.js';
import { inch } from '../src/units.js';
import { elements, expectBaselines, make, mediaBoxes, scratch, cli, assembled } from './helpers.js';



describe('a board larger than the paper', () => {
  for (const paper of ['letter', 'a4']) {
    it(`prints as labelled tiles after an assembly map, and assembles to 22 × 28 in on ${paper}`, async () => {
      const { sheets } = await make('board', { game: 'crane', paper });
      const [map, ...tiles] = sheets.flatMap((s) => s.placements.map((p) => p.item));
      expect(map.cut).toBe('none');
      expect(sheets[0].placements).toHaveLength(1);
      expect(tiles.length).toBeGreaterThan(4);
      const [cols, rows] = [tiles[0].piece!.cols, tiles[0].piece!.rows];
      expect(tiles).toHaveLength(cols * rows);
      // one tile per page, each named by its place and shown on the map
      expect(sheets.slice(1).every((s) => s.placements.length === 1)).toBe(true);
      for (const t of tiles) {
        const name = `BOARD ${String.fromCharCode(65 + t.piece!.col)}${t.piece!.row + 1}`;
        expect(t.piece!.name).toBe(name);
        expect(t.body).toContain(`>${name}<`);
        expect(elements(map.body, 'rect', `data-map-piece="${name}"`)).toHaveLength(1);
      }
      const [w, h] = assembled(tiles);
      expect(w).toBeCloseTo(inch(22), 3);
      expect(h).toBeCloseTo(inch(28), 3);
      // neighbours overlap by 0.5 in; every tile fits the printable area
      const [a, b] = [tiles[0], tiles[1]];
      expect(a.piece!.x + a.width - b.piece!.x).toBeCloseTo(inch(0.5), 3);
      const p = PAPERS[paper];
      for (const s of sheets) {
        const { x, y, item } = s.placements[0];
        expect(x).toBeGreaterThanOrEqual(MARGIN - 1e-6);
        expect(y + item.height).toBeLessThanOrEqual(s.height - MARGIN - FOOTER + 1e-6);
        expect([s.width, s.height].sort((m, n) => m - n)).toEqual([p.width, p.height].sort((m, n) => m - n));
      }
    });
  }

  it('keeps every square exactly 2 in on every tile', async () => {
    const { sheets } = await make('board', { game: 'crane' });
    const tiles = sheets.slice(1).map((s) => s.placements[0].item);
    for (const t of tiles) {
      // a tile is a window onto the whole board: its grid lines are the board's own, 144 pt apart
      const xs = elements(t.body, 'line', 'data-grid-x').map((l) => Number(l['data-grid-x']));
      const ys = elements(t.body, 'line', 'data-grid-y').map((l) => Number(l['data-grid-y']));
      for (const v of [xs, ys]) for (let i = 1; i < v.length; i++) expect(v[i] - v[i - 1]).toBeCloseTo(144, 6);
    }
  });

  it('draws the same alignment ticks on both tiles of every join', async () => {
    const { sheets } = await make('board', { game: 'crane' });
    const tiles = sheets.slice(1).map((s) => s.placements[0].item);
    const at = (col: number, row: number) => tiles.find((t) => t.piece!.col === col && t.piece!.row === row)!;
    const ticks = (t: Item, seam: number, across: 'x' | 'y') => elements(t.body, 'line', 'data-align')
      .filter((l) => Math.abs((Number(l[`${across}1`]) + Number(l[`${across}2`])) / 2 - seam) < 0.01)
      .map((l) => Number(l[across === 'x' ? 'y1' : 'x1'])).sort((m, n) => m - n);
    for (const row of [0, 1, 2]) {
      const [a, b] = [at(0, row), at(1, row)];
      expect(ticks(a, b.piece!.x, 'x')).toHaveLength(2);
      expect(ticks(a, b.piece!.x, 'x')).toEqual(ticks(b, b.piece!.x, 'x'));
    }
    const [a, b] = [at(1, 0), at(1, 1)];
    expect(ticks(a, b.piece!.y, 'y')).toHaveLength(2);
    expect(ticks(a, b.piece!.y, 'y')).toEqual(ticks(b, b.piece!.y, 'y'));
  });

  it('gives each tile only its share of the cells, losing none', async () => {
    const options = { grid: 'hex', cell: '1in', size: '22x28in', numbers: true };
    const { sheets } = await make('board', { game: 'crane', options });
    const tiles = sheets.slice(1).map((s) => s.placements[0].item);
    const whole = (await make('board', { game: 'crane', options: { ...options, 'full-size': true } })).sheets[0].placements[0].item;
    const names = (body: string) => elements(body, 'text', 'data-hex').map((t) => t['data-hex']);
    const all = new Set(names(whole.body));
    expect(all.size).toBeGreaterThan(500);
    const seen = new Set<string>();
    for (const t of tiles) {
      const own = names(t.body);
      expect(own.length).toBeLessThan(all.size * 0.25);
      own.forEach((n) => seen.add(n));
    }
    expect(seen).toEqual(all);
  });

  it('takes its overlap from the option', async () => {
    const { sheets } = await make('board', { game: 'crane', options: { overlap: '1in' } });
    const [a, b] = sheets.slice(1).map((s) => s.placements[0].item);
    expect(a.piece!.x + a.width - b.piece!.x).toBeCloseTo(inch(1), 3);
    expect(Number(elements(a.body, 'rect', 'data-overlap')[0].width)).toBeCloseTo(inch(1), 3);
  });

  it('matches its baselines: the assembly map and the first tile', async () => {
    for (const paper of ['letter', 'a4']) {
      const { pdf } = await make('board', { game: 'crane', paper });
      await expectBaselines(pdf, 'board', `crane-${paper}`, [1, 2]);
    }
  });

  it('prints on one page of its own size with --full-size', async () => {
    const { pdf, sheets } = await make('board', { game: 'crane', options: { 'full-size': true } });
    expect(sheets).toHaveLength(1);
    expect(mediaBoxes(pdf)).toEqual([[0, 0, inch(22) + 2 * MARGIN, inch(28) + 2 * MARGIN + FOOTER]]);
    expect(sheets[0].placements[0].item.piece).toBeUndefined();
  });
});

describe('boards from the command line', () => {
  it('makes square and hex boards, tiled or as one SVG', async () => {
    const dir = scratch();
    const sq = await cli('make', 'board', '--grid', 'square', '--cell', '2in', '--size', '28x22in', '--numbers', '--paper', 'a4', '--out', join(dir, 'sq.pdf'));
    expect(sq.code, sq.err).toBe(0);
    const hex = await cli('make', 'board', '--grid', 'hex', '--cell', '1in', '--size', '22x28in', '--numbers', '--out', join(dir, 'hex.pdf'));
    expect(hex.code, hex.err).toBe(0);
    const svg = await cli('make', 'board', '--out', join(dir, 'board.svg'));
    expect(svg.code, svg.err).toBe(0);
    const text = readFileSync(join(dir, 'board.svg'), 'utf8');
    expect(text).toMatch(/<svg [^>]*width="22in" height="28in" viewBox="0 0 1584 2016"/);
    expect(text).toContain('@font-face');
  });

  it('refuses a board over 10 × 10 ft and cells under 0.25 in, with the reason, writing nothing', async () => {
    const dir = scratch();
    for (const [flag, value, reason] of [['--size', '121x22in', /10 × 10 ft/], ['--cell', '0.2in', /0\.25 in/]] as const) {
      const out = join(dir, 'b.pdf');
      const r = await cli('make', 'board', flag, value, '--out', out);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(reason);
      expect(existsSync(out)).toBe(false);
    }
  });
});
