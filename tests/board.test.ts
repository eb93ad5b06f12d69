// The board's geometry, read back from the whole item in pt (the tiled pages are tested, with
// baselines, in board-tiles.test.ts).
import { describe, expect, it } from 'vitest';
import { validate } from '../src/data/schema.js';
import { DataError, InputError } from '../src/errors.js';
import { crane } from '../src/games/crane/index.js';
import { board } from '../src/printables/board/index.js';
import { Templates } from '../src/svg/templates.js';
import { inch, mm } from '../src/units.js';
import { elements } from './helpers.js';

const templates = new Templates();
/** An option as a kit or the command line would give it, validated by the option's own schema. */
const opt = (key: string, value: string | boolean) => validate({ kind: 'scalar', pos: { file: 'test', line: 1, col: 1 }, value }, board.options[key], key);
function item(options: Record<string, string | boolean> = {}, data = crane.data) {
  const parsed = Object.fromEntries(Object.entries(options).map(([k, v]) => [k, opt(k, v)]));
  const items = board.items({ game: { ...crane, data }, ships: [], count: 1, options: parsed, templates });
  expect(items).toHaveLength(1);
  return items[0];
}
const gridLines = (body: string, axis: 'x' | 'y') => elements(body, 'line', `data-grid-${axis}`).map((l) => Number(l[`data-grid-${axis}`]));
const steps = (v: number[]) => v.slice(1).map((x, i) => x - v[i]);
const range = (from: number, step: number, n: number) => Array.from({ length: n }, (_, i) => from + i * step);

/** Every drawn hex: name ("-" for an unnamed sliver) and centre. */
function hexes(body: string): { name: string; x: number; y: number }[] {
  const [path] = elements(body, 'path', 'data-hexes');
  return path['data-hexes'].split(' ').map((h) => {
    const [name, at] = h.split('@');
    const [x, y] = at.split(',').map(Number);
    return { name, x, y };
  });
}
const byName = (body: string) => new Map(hexes(body).map((h) => [h.name, h]));

describe('board: squares', () => {
  it('is the Crane board: 22 × 28 in of 2 in squares, 11 × 14, north at the top, a centre mark', () => {
    const b = item();
    expect([b.width, b.height]).toEqual([1584, 2016]);
    expect(b.cut).toBe('rect');
    expect(b.label).toBe('BOARD');
    expect(b.tiling).toEqual({ overlap: inch(0.5), map: true, clearFace: true });
    expect(b.fullSize).toBeUndefined();
    const [xs, ys] = [gridLines(b.body, 'x'), gridLines(b.body, 'y')];
    expect(xs).toEqual(range(0, 144, 12));
    expect(ys).toEqual(range(0, 144, 15));
    for (const s of [...steps(xs), ...steps(ys)]) expect(s).toBe(144);
    // each line runs the full board
    for (const l of elements(b.body, 'line', 'data-grid-x')) expect([l.y1, l.y2]).toEqual(['0', '2016']);
    const words = elements(b.body, 'g', 'data-compass').map((g) => [g['data-compass'], g['data-edge'], g.transform]);
    expect(words).toEqual([
      ['north', 'top', expect.stringMatching(/^translate\(792 [\d.]+\) rotate\(180\)$/)],
      ['east', 'right', expect.stringMatching(/^translate\([\d.]+ 1008\) rotate\(-90\)$/)],
      ['south', 'bottom', expect.stringMatching(/^translate\(792 [\d.]+\) rotate\(0\)$/)],
      ['west', 'left', expect.stringMatching(/^translate\([\d.]+ 1008\) rotate\(90\)$/)],
    ]);
    for (const w of ['NORTH', 'EAST', 'SOUTH', 'WEST']) expect(b.body).toContain(`>${w}</text>`);
    // each word's patch, turned onto its edge, keeps 1/8 in (9 pt) inside the trim
    let checked = 0;
    const patched = [...b.body.matchAll(/<g transform="translate\([^"]*\) rotate\(-?\d+\)" data-compass=/g)];
    expect(patched).toHaveLength(4);
    for (const g of b.body.matchAll(/<g transform="translate\(([\d.]+) ([\d.]+)\) rotate\((-?\d+)\)" data-compass="\w+" data-edge="(\w+)">\s*<rect ([^>]*)>/g)) {
      const [, x, y, , edge, rect] = g;
      const patch = elements(`<rect ${rect}>`, 'rect')[0];
      const foot = +patch.y + +patch.height;  // the patch's side toward its edge, in the word's frame
      const gap = { top: +y - foot, bottom: 2016 - +y - foot, left: +x - foot, right: 1584 - +x - foot }[edge]!;
      expect(gap, edge).toBeCloseTo(9, 3);
      checked++;
    }
    expect(checked).toBe(4);
    const [mark] = elements(b.body, 'g', 'data-centre-mark');
    expect([Number(mark['data-cx']), Number(mark['data-cy'])]).toEqual([792, 1008]);
    expect(elements(b.body, 'text', 'data-cell')).toHaveLength(0);
  });

  it('names squares A1 … K14 from the upper left, small, in each square\'s corner', () => {
    const b = item({ numbers: true });
    const cells = elements(b.body, 'text', 'data-cell');
    expect(cells).toHaveLength(11 * 14);
    const at = new Map(cells.map((c) => [c['data-cell'], [Number(c.x), Number(c.y)]]));
    expect([...at.keys()].slice(0, 12)).toEqual(['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1', 'H1', 'I1', 'J1', 'K1', 'A2']);
    for (const [name, col, row] of [['A1', 0, 0], ['B1', 1, 0], ['A2', 0, 1], ['K14', 10, 13]] as const) {
      const [x, y] = at.get(name)!;
      expect(x - col * 144).toBeGreaterThan(0);
      expect(x - col * 144).toBeLessThan(144 / 4);
      expect(y - row * 144).toBeGreaterThan(0);
      expect(y - row * 144).toBeLessThan(144 / 4);
    }
  });

  it('keeps 2 in squares on a board that is not a whole number of them, centred', () => {
    const b = item({ size: '23x28in', numbers: true });
    expect(b.width).toBe(inch(23));
    // 11 whole squares across with 1 in to spare: half an inch of part-square at each side
    expect(gridLines(b.body, 'x')).toEqual(range(36, 144, 12));
    expect(gridLines(b.body, 'y')).toEqual(range(0, 144, 15));
    expect(elements(b.body, 'text', 'data-cell')).toHaveLength(11 * 14);
    expect(Number(elements(b.body, 'text', 'data-cell="A1"')[0].x)).toBeGreaterThan(36);
  });

  it('names columns past Z as AA, AB …', () => {
    // no compass words or centre mark, whose places the names of so small a board would give way to
    const data = structuredClone(crane.data);
    delete data.board.compass;
    data.board['centre-mark'] = false;
    const b = item({ cell: '0.25in', size: '8x1in', numbers: true }, data);
    const names = elements(b.body, 'text', 'data-cell').map((c) => c['data-cell']);
    expect(names.slice(24, 29)).toEqual(['Y1', 'Z1', 'AA1', 'AB1', 'AC1']);
    expect(names).toHaveLength(32 * 4);
  });

  it('takes its overlap, full size and bleed from the options over the data', () => {
    const b = item({ overlap: '1in', 'full-size': true });
    expect(b.tiling?.overlap).toBe(inch(1));
    expect(b.fullSize).toEqual({ bleed: inch(0.125) });
    expect(item({ 'full-size': true, bleed: '3mm' }).fullSize).toEqual({ bleed: mm(3) });
    expect(item({ 'full-size': true, bleed: '0in' }).fullSize).toEqual({ bleed: 0 });
    const data = structuredClone(crane.data);
    Object.assign(data.board, { 'full-size': true, bleed: inch(0.25) });
    expect(item({}, data).fullSize).toEqual({ bleed: inch(0.25) });
    expect(() => opt('bleed', '1in')).toThrow(DataError);
    expect(() => opt('bleed', '-1mm')).toThrow(DataError);
  });

  for (const size of ['22x28in', '28x22in']) {
    it(`puts Crane's north and south on the short edges of a ${size} board`, () => {
      expect(crane.data.board.compass.north).toBe('short-edge');
      const b = item({ size });
      const short = Math.min(b.width, b.height);
      const edgeLength = (edge: string) => (edge === 'top' || edge === 'bottom' ? b.width : b.height);
      const words = new Map(elements(b.body, 'g', 'data-compass').map((g) => [g['data-compass'], g['data-edge']]));
      expect(edgeLength(words.get('north')!)).toBe(short);
      expect(edgeLength(words.get('south')!)).toBe(short);
      expect(edgeLength(words.get('east')!)).toBe(Math.max(b.width, b.height));
      // north on the top of a tall board, on the left of a wide one; east a quarter turn clockwise
      expect([...words.values()]).toEqual(size === '22x28in' ? ['top', 'right', 'bottom', 'left'] : ['left', 'top', 'right', 'bottom']);
    });
  }

  it('puts north on a long edge by the long-edge rule', () => {
    const data = structuredClone(crane.data);
    data.board.compass.north = 'long-edge';
    const north = (size: string) => elements(item({ size }, data).body, 'g', 'data-compass="north"')[0]['data-edge'];
    expect([north('22x28in'), north('28x22in')]).toEqual(['left', 'top']);
  });

  it('turns the compass words with north on any edge, east a quarter turn clockwise', () => {
    const data = structuredClone(crane.data);
    data.board.compass.north = 'left';
    const words = elements(item({}, data).body, 'g', 'data-compass').map((g) => [g['data-compass'], g['data-edge'], g.transform.replace(/.*rotate/, '')]);
    expect(words).toEqual([['north', 'left', '(90)'], ['east', 'top', '(180)'], ['south', 'right', '(-90)'], ['west', 'bottom', '(0)']]);
  });

  it('is the same, byte for byte, every time', () => {
    expect(item({ grid: 'hex', numbers: true }).body).toBe(item({ grid: 'hex', numbers: true }).body);
  });
});

describe('board: hexes', () => {
  const R = 72 / Math.sqrt(3);
  const hex = (extra: Record<string, string | boolean> = {}) => item({ grid: 'hex', cell: '1in', numbers: true, ...extra });

  for (const orientation of ['flat', 'pointy'] as const) {
    it(`puts all six neighbours of a ${orientation}-top hex exactly 1 in away`, () => {
      const all = hexes(hex({ orientation }).body);
      const inner = all.filter((h) => h.x > 300 && h.y > 300)[0];
      const near = all.filter((h) => h !== inner).map((h) => ({ d: Math.hypot(h.x - inner.x, h.y - inner.y), a: Math.atan2(h.y - inner.y, h.x - inner.x) }))
        .sort((p, q) => p.d - q.d);
      for (const n of near.slice(0, 6)) expect(n.d).toBeCloseTo(72, 2);
      expect(near[6].d).toBeGreaterThan(100);
      // flat tops have neighbours straight above and below; pointy tops straight left and right
      const angles = near.slice(0, 6).map((n) => (Math.round((n.a * 180) / Math.PI) + 360) % 360).sort((p, q) => p - q);
      expect(angles).toEqual(orientation === 'flat' ? [30, 90, 150, 210, 270, 330] : [0, 60, 120, 180, 240, 300]);
    });
  }

  it('numbers flat-top hexes CCRR from 0101 at the upper left: 0102 below it, 0201 in the next column', () => {
    const b = hex();
    const h = byName(b.body);
    const [a, below, next] = ['0101', '0102', '0201'].map((n) => h.get(n)!);
    expect(below.x).toBeCloseTo(a.x, 3);
    expect(below.y - a.y).toBeCloseTo(72, 2);
    expect(next.x - a.x).toBeCloseTo(1.5 * R, 2);
    expect(Math.abs(next.y - a.y)).toBeCloseTo(36, 2);
    const named = hexes(b.body).filter((x) => x.name !== '-');
    expect(Math.min(...named.map((x) => x.x))).toBeCloseTo(a.x, 3);
    expect(Math.min(...named.filter((x) => Math.abs(x.x - a.x) < 1).map((x) => x.y))).toBeCloseTo(a.y, 3);
    // every named hex also shows its number, as text
    const texts = elements(b.body, 'text', 'data-hex').map((t) => t['data-hex']);
    expect(texts).toEqual(named.map((x) => x.name));
    expect(b.body).toContain('>0101</text>');
  });

  it('numbers pointy-top hexes the same way: 0102 in the row below, 0201 to the right', () => {
    const h = byName(hex({ orientation: 'pointy' }).body);
    const [a, below, next] = ['0101', '0102', '0201'].map((n) => h.get(n)!);
    expect(below.y - a.y).toBeCloseTo(1.5 * R, 2);
    expect(Math.abs(below.x - a.x)).toBeCloseTo(36, 2);
    expect(next.x - a.x).toBeCloseTo(72, 2);
    expect(next.y).toBeCloseTo(a.y, 3);
  });

  for (const orientation of ['flat', 'pointy'] as const) {
    it(`draws only whole ${orientation}-top hexes with half-hexes off, and adds the partial ones with them on`, () => {
      const off = item({ grid: 'hex', cell: '1in', orientation, 'half-hexes': false });
      const on = item({ grid: 'hex', cell: '1in', orientation, 'half-hexes': true });
      const [ha, hb] = orientation === 'flat' ? [R, 36] : [36, R];
      const whole = (x: { x: number; y: number }) => x.x - ha > -1e-3 && x.x + ha < 1584 + 1e-3 && x.y - hb > -1e-3 && x.y + hb < 2016 + 1e-3;
      const [offHexes, onHexes] = [hexes(off.body), hexes(on.body)];
      expect(offHexes.every(whole)).toBe(true);
      expect(offHexes.every((x) => x.name !== '-')).toBe(true);
      expect(onHexes.length).toBeGreaterThan(offHexes.length + 40);
      expect(onHexes.some((x) => !whole(x))).toBe(true);
      // the whole hexes stay where they were; the edges only gain the partial ones
      const key = (x: { x: number; y: number }) => `${x.x},${x.y}`;
      expect(onHexes.filter(whole).map(key).sort()).toEqual(offHexes.map(key).sort());
      // the grid reaches the board's edges across the lanes with partial hexes, never beyond them
      const pts = (b: string) => [...elements(b, 'path', 'data-hexes')[0].d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
      for (const [x, y] of pts(on.body)) expect(x >= 0 && x <= 1584 && y >= 0 && y <= 2016).toBe(true);
      const atEdge = ([x, y]: number[]) => (orientation === 'flat' ? x === 0 : y === 0);
      expect(pts(on.body).some(atEdge)).toBe(true);
      expect(pts(off.body).some(atEdge)).toBe(false);
    });
  }

  // every hex number inside its own hex, clear of the grid lines: board-numbers.test.ts

  it('keeps 1 in hexes on a 36 × 48 in board light: one path and one text per hex', () => {
    const b = item({ grid: 'hex', cell: '1in', size: '36x48in', numbers: true });
    expect(elements(b.body, 'path')).toHaveLength(2);   // the grid, and the centre mark's cross
    const n = hexes(b.body).filter((x) => x.name !== '-').length;
    expect(n).toBeGreaterThan(1900);
    expect(elements(b.body, 'text', 'data-hex')).toHaveLength(n);
  });

  it('takes a hex map from the data alone, as a hex game would', () => {
    const data = structuredClone(crane.data);
    Object.assign(data.board, { grid: 'hex', cell: inch(1), orientation: 'pointy', numbers: true, 'half-hexes': false });
    const b = item({}, data);
    expect(byName(b.body).get('0201')!.x - byName(b.body).get('0101')!.x).toBeCloseTo(72, 2);
    expect(b.body).toContain('>0101</text>');
  });
});

describe('board: refusals', () => {
  it('refuses cells under 0.25 in and boards over 10 × 10 ft, saying why', () => {
    expect(() => opt('cell', '0.2in')).toThrow(DataError);
    expect(() => opt('cell', '0.2in')).toThrow(/cells under 0\.25 in are too small to print and play on/);
    expect(() => opt('size', '121x22in')).toThrow(DataError);
    expect(() => opt('size', '121x22in')).toThrow(/larger than 10 × 10 ft \(120 in a side\)/);
    expect(() => opt('size', '22x121in')).toThrow(/10 × 10 ft/);
    expect(opt('size', '120x120in')).toEqual({ width: inch(120), height: inch(120) });
    expect(opt('cell', '0.25in')).toBe(inch(0.25));
    expect(opt('size', '600x400mm')).toEqual({ width: inch(600 / 25.4), height: inch(400 / 25.4) });
  });

  it('refuses a board that holds no whole cell', () => {
    expect(() => item({ grid: 'hex', cell: '4in', size: '3x3in' })).toThrow(InputError);
    expect(() => item({ cell: '4in', size: '3x3in' })).toThrow(/not one whole square of 4 in fits a board of 3 × 3 in/);
  });
});
