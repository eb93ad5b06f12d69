import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOOTER, MARGIN, PAPERS } from '../src/impose/paper.js';
import type { Item } from '../src/printables/types.js';
import { inch } from '../src/units.js';
import { elements, expectBaselines, make, scratch, cli, assembled } from './helpers.js';



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
        const name = `tile ${t.piece!.col + 1}·${t.piece!.row + 1}`;
        expect(t.piece!.name).toBe(name);
        expect(t.body).toContain(`>${name}<`);
        expect(elements(map.body, 'rect', `data-map-piece="${name}"`)).toHaveLength(1);
        expect(map.body).toContain(`>${name}</text>`);
      }
      // the map says how the tile names read, apart from the board's cell names
      expect(map.body).toContain('tile 2·3 is column 2, row 3 (the names are');
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

  it('draws two alignment ticks per join, on the tile that carries the strip, from the seam into it', async () => {
    const { sheets } = await make('board', { game: 'crane' });
    const tiles = sheets.slice(1).map((s) => s.placements[0].item);
    const at = (col: number, row: number) => tiles.find((t) => t.piece!.col === col && t.piece!.row === row)!;
    // ticks on the seam `seam` (item coordinates) running across `across`
    const ticks = (t: Item, seam: number, across: 'x' | 'y') => elements(t.body, 'line', 'data-align')
      .filter((l) => Math.min(+l[`${across}1`], +l[`${across}2`]) === seam && l[`${across}1`] !== l[`${across}2`]);
    for (const row of [0, 1, 2]) {
      const [a, b] = [at(0, row), at(1, row)];
      expect(ticks(a, b.piece!.x, 'x')).toHaveLength(2);
      expect(ticks(b, b.piece!.x, 'x')).toHaveLength(0);
    }
    const [a, b] = [at(1, 0), at(1, 1)];
    expect(ticks(a, b.piece!.y, 'y')).toHaveLength(2);
    expect(ticks(b, b.piece!.y, 'y')).toHaveLength(0);
  });

  type Box = [number, number, number, number];
  const within = (b: Box, o: Box) => b[0] >= o[0] - 0.01 && b[1] >= o[1] - 0.01 && b[2] <= o[2] + 0.01 && b[3] <= o[3] + 0.01;
  const apart = (b: Box, o: Box) => b[2] <= o[0] + 0.01 || b[0] >= o[2] - 0.01 || b[3] <= o[1] + 0.01 || b[1] >= o[3] - 0.01;
  /** Off the playing area: wholly off the piece, or wholly inside one of its overlap strips. */
  const offPlay = (b: Box, piece: Box, strips: Box[]) => apart(b, piece) || strips.some((st) => within(b, st));

  for (const [game, size] of [['crane', '28x22in'], ['beat-to-quarters', '22x28in']]) {
    for (const paper of ['letter', 'a4']) {
      it(`keeps every tile's label and ticks off the playing area: ${game} ${size} on ${paper}`, async () => {
        const { sheets } = await make('board', { game, paper, options: { size, numbers: true } });
        const tiles = sheets.slice(1);
        expect(tiles.length).toBeGreaterThan(4);
        let [margin, ticks] = [0, 0];
        for (const sheet of tiles) {
          const { x: px, y: py, item: t } = sheet.placements[0];
          const p = t.piece!;
          const piece: Box = [0, 0, t.width, t.height];
          // strips are drawn in the whole board's coordinates, inside the piece's window
          const strips = elements(t.body, 'rect', 'data-overlap').map((o): Box => [+o.x - p.x, +o.y - p.y, +o.x + +o.width - p.x, +o.y + +o.height - p.y]);
          expect(strips.length).toBe((p.col < p.cols - 1 ? 1 : 0) + (p.row < p.rows - 1 ? 1 : 0));
          for (const l of elements(t.body, 'line', 'data-align')) {
            const seg: Box = [Math.min(+l.x1, +l.x2) - p.x, Math.min(+l.y1, +l.y2) - p.y, Math.max(+l.x1, +l.x2) - p.x, Math.max(+l.y1, +l.y2) - p.y];
            expect(offPlay(seg, piece, strips), `${p.name}: tick ${seg}`).toBe(true);
            ticks++;
          }
          // the label: its box turned and moved as drawn
          const labels = [...t.body.matchAll(/<g transform="translate\(([-\d.]+) ([-\d.]+)\) rotate\((-?\d+)\)" data-piece-label="" data-box="([^"]+)">(.*?)<\/g>/g)];
          expect(labels, p.name).toHaveLength(1);
          const [, cx, cy, turn, dataBox, inner] = labels[0];
          const [rect] = elements(inner, 'rect');
          const [hw, hh] = +turn === 0 ? [+rect.width / 2, +rect.height / 2] : [+rect.height / 2, +rect.width / 2];
          const box: Box = [+cx - hw, +cy - hh, +cx + hw, +cy + hh];
          expect(dataBox.split(',').map(Number).map((v, i) => Math.abs(v - box[i]) < 0.01)).toEqual([true, true, true, true]);
          expect(inner).toContain(`>tile ${p.col + 1}·${p.row + 1}</text>`);
          expect(offPlay(box, piece, strips), `${p.name}: label ${box}`).toBe(true);
          if (apart(box, piece)) {
            // in the page margin: above the footer, clear of the paper's edge
            margin++;
            expect(py + box[3]).toBeLessThanOrEqual(sheet.height - MARGIN - FOOTER + 0.01);
            expect(px + box[0]).toBeGreaterThanOrEqual(MARGIN);
          }
          // and nothing else of the engine's on the face: no other labels, no cell-like names
          expect(t.body).not.toMatch(/>BOARD [A-Z]+\d+</);
        }
        // only the last tile, with no strip under it, has its label in the margin
        expect(margin).toBe(1);
        expect(ticks).toBeGreaterThan(tiles.length);
        const [w, h] = assembled(tiles.map((s) => s.placements[0].item));
        const [W, H] = size.replace('in', '').split('x').map((v) => inch(Number(v)));
        expect(w).toBeCloseTo(W, 6);
        expect(h).toBeCloseTo(H, 6);
      });
    }
  }

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
