// The largest board on one full-size page and as one SVG file: the full 120 × 120 in at the
// documented limits goes through the same code as here (measured once, outside the test run: with
// 0.25 in hexes, --full-size took 145 s and 2.6 GB, the SVG 54 s and 1.1 GB, on a loaded 2-core
// machine), so the test takes the full size with cells large enough to keep it quick.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inch } from '../src/units.js';
import { cli, elements, mediaBoxes, scratch } from './helpers.js';

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
