import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { beatToQuarters } from '../src/games/beat-to-quarters/index.js';
import type { Game } from '../src/games/types.js';
import { damageTable } from '../src/printables/damage-table/index.js';
import { itemsOf } from '../src/printables/mark.js';
import { Templates } from '../src/svg/templates.js';
import { inch } from '../src/units.js';
import { ROOT, baselineTests, cli, elements, make, scratch, texts } from './helpers.js';
import { expectInBoxes, expectMark, expectNoOverlaps, expectTextsInside, isMark } from './sheet-checks.js';

// the rows the published table keeps, cell for cell (columns 0 to 10)
const SEED: Record<number, string> = {
  1: 'N N N MAST MAST MAST STEER STEER STEER SINK SINK',
  2: 'N N N N N N N N STRIKE MAST EXPLD',
  12: 'MAST MAST MAST MAST MAST MAST FIRE FIRE FIRE FIRE EXPLD',
};

type Data = { rows: string[][]; grapeshot: { cells: string[]; note: string }; results: { list: { code: string }[] } } & Record<string, unknown>;

const page = async (paper = 'letter') => (await make('damage-table', { game: 'beat-to-quarters', paper })).sheets[0].placements[0].item;
/** The printed cells of row `ref` ("0" … "11", or "g" for grapeshot), in column order, with their daggers. */
function row(body: string, ref: string): string[] {
  const all = texts(body);
  return Array.from({ length: 11 }, (_, c) => {
    const word = all.find((t) => t.attrs['data-cell'] === `${ref}.${c}`)!.what;
    return all.some((t) => t.attrs['data-dagger'] === `${ref}.${c}`) ? `${word}†` : word;
  });
}
function items(data: Record<string, unknown>) {
  const game: Game = { ...beatToQuarters, data } as Game;
  return itemsOf(damageTable, { game, ships: [], count: 1, options: {}, templates: new Templates() });
}

describe('damage-table', () => {
  baselineTests('damage-table', { game: 'beat-to-quarters' });

  it('is one 7.5 × 10 in page, inside the printable area of Letter and A4, the same on both', async () => {
    const [letter, a4] = [await page('letter'), await page('a4')];
    expect([letter.width, letter.height]).toEqual([inch(7.5), inch(10)]);
    expect(letter.width).toBeLessThanOrEqual(inch(7.5));
    expect(letter.height).toBeLessThanOrEqual(inch(10));
    expect(a4.body).toBe(letter.body);
    const { sheets } = await make('damage-table', { game: 'beat-to-quarters', count: 2 });
    expect(sheets.map((s) => s.placements.length)).toEqual([1, 1]);
  });

  it('prints the rules\' rows 1, 2 and 12 cell for cell, unmarked, and every lost row marked in every cell', async () => {
    const { body } = await page();
    const data = beatToQuarters.data['damage-table'] as Data;
    for (const [n, cells] of Object.entries(SEED)) {
      expect(row(body, String(+n - 1)).join(' '), `row ${n}`).toBe(cells);
      expect(texts(body).find((t) => t.attrs['data-row-label'] === n)!.what).toBe(n);
    }
    for (let i = 2; i <= 10; i++) {
      const printed = row(body, String(i));
      expect(printed, `row ${i + 1}`).toEqual(data.rows[i].map((c) => `${c}†`));
      expect(texts(body).find((t) => t.attrs['data-row-label'] === String(i + 1))!.what).toBe(`${i + 1}†`);
    }
    // the column numbers 0 to 10, and the d12 down the side
    expect(texts(body).filter((t) => t.attrs['data-column'] !== undefined).map((t) => t.what)).toEqual(Array.from({ length: 11 }, (_, c) => String(c)));
    // a tinted row number for each lost row, the rules' rows plain
    const boxes = elements(body, 'rect', 'data-row-label-box');
    expect(boxes.filter((b) => b.fill === '#fbe3a0').map((b) => b['data-row-label-box'])).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11']);
    // the legend explains the dagger, sharing the foot with the default mark
    expect(texts(body).find((t) => t.attrs['data-legend'] !== undefined)!.what).toMatch(/^† /);
  });

  it('fills the lost rows with the rate results, worse to the right, and every cell names a result of the key', () => {
    const data = beatToQuarters.data['damage-table'] as Data;
    const rank = (c: string) => (c === 'N' ? 0 : /^\+[123]$/.test(c) ? Number(c[1]) : 4);
    const lost = data.rows.slice(2, 11);
    for (const r of ['+1', '+2', '+3']) expect(lost.flat()).toContain(r);
    lost.forEach((cells, i) => cells.forEach((c, j) => j > 0 && expect(rank(c), `row ${i + 3} column ${j}`).toBeGreaterThanOrEqual(rank(cells[j - 1]))));
    const codes = data.results.list.map((r) => r.code);
    expect(codes).toEqual(['N', '+1', '+2', '+3', 'MAST', 'STEER', 'FIRE', 'STRIKE', 'EXPLD', 'SINK', 'CC']);
    for (const c of [...data.rows.flat(), ...data.grapeshot.cells]) expect(codes).toContain(c);
  });

  it('prints every result\'s word so it reads on its tint in black and white too (contrast 4.5 : 1 or more)', () => {
    const data = beatToQuarters.data['damage-table'] as { results: { list: { code: string; fill: string; ink?: string }[] } };
    // relative luminance (WCAG): what a grey print keeps of a colour
    const lum = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const res of data.results.list) {
      const [a, b] = [lum(res.fill), lum(res.ink ?? '#000000')].sort((x, y) => y - x);
      expect((a + 0.05) / (b + 0.05), res.code).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('prints the grapeshot row and says how it reads the rules\' 12 entries', async () => {
    const { body } = await page();
    expect(row(body, 'g').join(' ')).toBe('N N N N N CC CC CC CC CC STRIKE');
    const note = texts(body).filter((t) => t.attrs['data-note'] === 'grapeshot').map((t) => t.what).join(' ');
    expect(note).toContain('12 entries');
    expect(note).toContain('over 10');
  });

  it('says how the column is found and moved, and what every result means', async () => {
    const { body } = await page();
    const words = texts(body).map((t) => t.what).join(' ');
    for (const w of ["1d6 + the target's rate", "1d6 + the firer's rate", "the firer's total − the target's total", 'Under 0', 'a miss',
      'Over 10', 'column 10 and column 3', 'halve the column', 'Doubleshot', '2 columns to the right', 'American crew', '1 column to the right',
      'Collision', 'Aground', 'column 5']) expect(words).toContain(w);
    const key = texts(body).filter((t) => t.attrs['data-key-code']).map((t) => t.what);
    expect(key).toEqual(['N', '+1', '+2', '+3', 'MAST', 'STEER', 'FIRE', 'STRIKE', 'EXPLD', 'SINK', 'CC']);
    // a key swatch is tinted as the cells of its result are
    const swatches = new Map(elements(body, 'rect', 'data-swatch').map((r) => [r['data-swatch'], r.fill]));
    for (const b of elements(body, 'rect', 'data-cell-box')) {
      const ref = b['data-cell-box'];
      const code = texts(body).find((t) => t.attrs['data-cell'] === ref)!.attrs['data-code'];
      expect(b.fill, ref).toBe(swatches.get(code));
    }
  });

  it('keeps every word inside the page and its cell, at 7 pt or more in the cells, none overlapping, the mark clear', async () => {
    const item = await page();
    const all = expectTextsInside(item, 6);
    for (const t of all.filter((x) => x.attrs['data-cell'])) expect(+t.attrs['font-size']).toBeGreaterThanOrEqual(7);
    expect(expectInBoxes(item.body, 'data-cell', 'data-cell-box')).toBe(12 * 11 + 11);
    expect(expectInBoxes(item.body, 'data-dagger', 'data-cell-box')).toBe(9 * 11);
    expect(expectInBoxes(item.body, 'data-row-label', 'data-row-label-box')).toBe(13);
    expect(expectInBoxes(item.body, 'data-key-code', 'data-swatch')).toBe(11);
    expectNoOverlaps(all);
    expectMark(item, true);
    // the foot: the legend at the left, the mark at the right of one line
    const legend = all.find((t) => t.attrs['data-legend'] !== undefined)!;
    const mark = all.find(isMark)!;
    expect(legend.x + legend.w).toBeLessThan(mark.x);
  });

  it('marks exactly what the data says is a default: a listed row, or a cell ending in "*"', () => {
    const data = structuredClone(beatToQuarters.data) as Record<string, any>;
    data.defaults = data.defaults.filter((d: { path: string }) => !d.path.startsWith('damage-table'));
    // the one choice of the page's words, chasers' halves rounding down, made a rule as well
    expect(data['damage-table'].moving.rows[2].what).toMatch(/\*$/);
    data['damage-table'].moving.rows[2].what = 'halve the column; a 0 is then a miss';
    const [plain] = items(data);
    expect(texts(plain.body).filter((t) => t.what.includes('†'))).toEqual([]);
    expect(texts(plain.body).some((t) => t.attrs['data-legend'] !== undefined)).toBe(false);
    expectMark(plain, false);
    data['damage-table'].rows[4][7] = '+2*';
    const [one] = items(data);
    expect(elements(one.body, 'text', 'data-dagger').map((t) => t['data-dagger'])).toEqual(['4.7']);
    expect(texts(one.body).find((t) => t.attrs['data-row-label'] === '5')!.what).toBe('5†');
    expectMark(one, true);
  });

  it('refuses a cell that names no result, at its line and column', async () => {
    const dir = scratch();
    const file = join(dir, 'data.yaml');
    const text = readFileSync(join(ROOT, 'data/beat-to-quarters.yaml'), 'utf8');
    const bad = text.replace('    - [N, N, N, MAST, MAST, MAST, STEER', '    - [N, N, N, MSAT, MAST, MAST, STEER');
    writeFileSync(file, bad);
    const line = bad.split('\n').findIndex((l) => l.includes('MSAT')) + 1;
    const r = await cli('make', 'damage-table', '--game', 'beat-to-quarters', '--data', file, '--out', join(dir, 'x.pdf'));
    expect(r.code).toBe(2);
    expect(r.err).toContain(`data.yaml:${line}:${bad.split('\n')[line - 1].indexOf('MSAT') + 1}: damage-table.rows[0][3]: "MSAT" is not one of the results (N, +1, +2, +3, MAST, STEER, FIRE, STRIKE, EXPLD, SINK, CC)`);
  });
});
