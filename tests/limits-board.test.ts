// The largest board on one full-size page and as one SVG file: 120 × 120 in, with cells large enough
// to keep the test quick (the most hexes drawn in one piece, 80,000, go through the same code).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measure } from '../src/build.js';
import { MAX_CELLS } from '../src/estimate.js';
import { gameById } from '../src/games/registry.js';
import { kitJob } from '../src/index.js';
import { inch } from '../src/units.js';
import { cli, elements, mediaBoxes, refusal, scratch } from './helpers.js';

const BOARD = ['make', 'board', '--game', 'crane', '--grid', 'hex', '--cell', '3in', '--size', '120x120in', '--numbers'];

describe('a 120 × 120 in board in one piece', () => {
  it('prints on one full-size page: the page holds the whole board and its bleed', async () => {
    const dir = scratch();
    const { code, err } = await cli(...BOARD, '--full-size', '--out', join(dir, 'board.pdf'));
    expect(err).toBe('');
    expect(code).toBe(0);
    const boxes = mediaBoxes(readFileSync(join(dir, 'board.pdf')));
    expect(boxes).toHaveLength(1);
    const [[, , W, H]] = boxes;
    // the board, its 1/8 in bleed each side, and the slug with the marks and the footer
    expect(W).toBeGreaterThan(inch(120) + inch(0.25));
    expect(H).toBeGreaterThan(inch(120) + inch(0.25));
    expect(W).toBeLessThan(inch(122));
    expect(H).toBeLessThan(inch(122));
  });

  it('writes one true-size SVG file holding every hex', async () => {
    const dir = scratch();
    const { code, err } = await cli(...BOARD, '--out', join(dir, 'board.svg'));
    expect(err).toBe('');
    expect(code).toBe(0);
    const text = readFileSync(join(dir, 'board.svg'), 'utf8');
    expect(text).toMatch(/<svg [^>]*width="120in" height="120in" viewBox="0 0 8640 8640"/);
    const [path] = elements(text, 'path', 'data-hexes');
    const named = path['data-hexes'].split(' ').filter((h) => !h.startsWith('-@'));
    // 3 in across the flats: about 46 columns of 40 hexes
    expect(named.length).toBeGreaterThan(1500);
  });
});

describe('boards in one PDF', () => {
  it('counts their cells from the options before any is made, a numbered cell three times', () => {
    const board = gameById('crane')!.printables.find((p) => p.name === 'board')!;
    const cells = (options: Record<string, unknown>) => board.cells!({ game: gameById('crane')!, options });
    // 120 in of 0.25 in hexes; of 0.35 in numbered squares (343 a side); the largest boards there are
    expect(cells({ grid: 'hex', cell: inch(0.25), size: { width: inch(120), height: inch(120) } })).toBe(266_044);
    expect(cells({ grid: 'square', cell: inch(0.35), size: { width: inch(120), height: inch(120) }, numbers: true })).toBe(3 * 343 * 343);
    expect(cells({ grid: 'square', cell: inch(0.35), size: { width: inch(120), height: inch(120) }, numbers: true })).toBeLessThanOrEqual(MAX_CELLS);
  });

  it('refuses the board that brings a PDF past 400,000 cells, before it is made', () => {
    const dir = scratch();
    const kit = join(dir, 'kit.yaml');
    const board = (cell: string, numbers: boolean) => `  - { printable: board, grid: hex, cell: ${cell}, size: 120x120in, numbers: ${numbers} }`;
    writeFileSync(kit, ['game: crane', 'print:', board('0.65in', true), board('0.651in', true), board('0.652in', true), board('0.653in', true), ''].join('\n'));
    const job = kitJob(kit);
    // each board made stands in as one small item: only the count of those asked for matters here
    let asked = 0;
    const print = job.print.map((e) => ({ ...e, printable: { ...e.printable, items: () => (asked++, [{ width: 72, height: 72, cut: 'rect' as const, body: '' }]) } }));
    expect(refusal(() => measure({ ...job, print }))).toMatch(/^.*kit\.yaml:6:18: board: about 470,103 cells in all, a numbered cell counting as three; a PDF's boards hold at most 400,000; use larger cells or fewer boards, or split the job into several kits$/);
    expect(asked).toBe(3);
  });
});

describe('a hex board drawn in one piece', () => {
  // a full-size page or an SVG file lays out every hex at once; tiles lay out their own share
  const SMALL = ['make', 'board', '--game', 'crane', '--grid', 'hex', '--cell', '0.25in', '--size', '120x120in'];

  it.each([['a full-size page', ['--full-size'], 'board.pdf'], ['an SVG file', [], 'board.svg']])('refuses 265,000 hexes on %s before laying any out, and writes nothing', async (_, flags, name) => {
    const dir = scratch();
    const { code, err } = await cli(...SMALL, ...flags, '--out', join(dir, name));
    expect(code).toBe(2);
    // the flags that asked for it say where
    const at = `${[...SMALL.slice(4), ...flags].join(' ')}: `;
    expect(err).toBe(`broadside: ${at}board: about 265,164 hexes drawn in one piece; a full-size page or an SVG file holds at most 80,000 hexes; use larger hexes, or print the board in tiles (a PDF without --full-size)`);
    expect(existsSync(join(dir, name))).toBe(false);
  });

  it('names the kit line of a full-size board over the bound', async () => {
    const dir = scratch();
    const kit = join(dir, 'kit.yaml');
    writeFileSync(kit, 'game: crane\nprint:\n  - { printable: board, grid: hex, cell: 0.4in, size: 120x120in, full-size: true }\n');
    const { code, err } = await cli('kit', kit, '--out', dir);
    expect(code).toBe(2);
    expect(err).toMatch(/kit\.yaml:3:\d+: .*board: about 103,\d{3} hexes drawn in one piece/);
  });
});
