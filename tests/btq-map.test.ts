// The Beat to Quarters hex map: 1 in flat-top hexes over 22 × 28 in, tiled with an assembly map,
// and a wind rose whose six spokes point through the six hexsides (the wind is rolled on a d6).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validate } from '../src/data/schema.js';
import { parseYaml } from '../src/data/node.js';
import { DataError, InputError } from '../src/errors.js';
import { dataSchema } from '../src/games/data.js';
import { beatToQuarters } from '../src/games/beat-to-quarters/index.js';
import { crane } from '../src/games/crane/index.js';
import { board } from '../src/printables/board/index.js';
import type { Item } from '../src/printables/types.js';
import { Templates } from '../src/svg/templates.js';
import { textWidth } from '../src/svg/fonts.js';
import { inch } from '../src/units.js';
import { cli, elements, expectBaselines, make, scratch, texts, assembled } from './helpers.js';

const templates = new Templates();
const opt = (key: string, value: string | boolean) => validate({ kind: 'scalar', pos: { file: 'test', line: 1, col: 1 }, value }, board.options[key], key);
function item(options: Record<string, string | boolean> = {}, data = beatToQuarters.data): Item {
  const parsed = Object.fromEntries(Object.entries(options).map(([k, v]) => [k, opt(k, v)]));
  return board.items({ game: { ...beatToQuarters, data }, ships: [], count: 1, options: parsed, templates })[0];
}
/** The game's data with the rose's settings changed. */
function withRose(rose: Record<string, unknown>) {
  const data = structuredClone(beatToQuarters.data);
  Object.assign(data.board.rose, rose);
  return data;
}

type Vec = [number, number];
const hexes = (body: string) => elements(body, 'path', 'data-hexes')[0]['data-hexes'].split(' ').map((h) => {
  const [name, at] = h.split('@');
  const [x, y] = at.split(',').map(Number);
  return { name, x, y };
});
const cross = (a: Vec, b: Vec) => a[0] * b[1] - a[1] * b[0];
const unit = (v: Vec): Vec => [v[0] / Math.hypot(...v), v[1] / Math.hypot(...v)];

/**
 * The six neighbour directions of the grid as drawn, read from the hex centres: each runs from a
 * central hex to a neighbour and is then measured across the whole line of hexes that way, so
 * the centres' rounding (to 0.001 pt) spoils the direction by under 1e-6.
 */
function neighbourDirections(body: string): Vec[] {
  const all = hexes(body);
  const [mx, my] = [Math.max(...all.map((h) => h.x)) / 2, Math.max(...all.map((h) => h.y)) / 2];
  const mid = all.reduce((m, h) => (Math.hypot(h.x - mx, h.y - my) < Math.hypot(m.x - mx, m.y - my) ? h : m));
  const near = all.filter((h) => h !== mid).map((h): Vec => [h.x - mid.x, h.y - mid.y]).sort((a, b) => Math.hypot(...a) - Math.hypot(...b)).slice(0, 6);
  return near.map((v) => {
    const u = unit(v);
    const along = all.filter((h) => Math.abs(cross(u, [h.x - mid.x, h.y - mid.y])) < 0.5).map((h) => ({ h, t: (h.x - mid.x) * u[0] + (h.y - mid.y) * u[1] }));
    const [lo, hi] = [along.reduce((a, b) => (b.t < a.t ? b : a)), along.reduce((a, b) => (b.t > a.t ? b : a))];
    expect(hi.t - lo.t).toBeGreaterThan(inch(15));
    return unit([hi.h.x - lo.h.x, hi.h.y - lo.h.y]);
  });
}

function spokes(body: string) {
  return elements(body, 'line', 'data-spoke').map((l) => ({
    n: Number(l['data-spoke']), d: [Number(l['data-dx']), Number(l['data-dy'])] as Vec,
    from: [Number(l.x1), Number(l.y1)] as Vec, to: [Number(l.x2), Number(l.y2)] as Vec,
  }));
}

/** Each hex number's printed extent [x1, y1, x2, y2], by name. */
function numberBoxes(body: string): Map<string, number[]> {
  const size = Number(/font-size="([\d.]+)"[^>]*>\s*<text [^>]*data-hex=/.exec(body)![1]);
  return new Map(elements(body, 'text', 'data-hex').map((t) => {
    const w = textWidth(t['data-hex'], size);
    return [t['data-hex'], [+t.x - w / 2, +t.y - 0.75 * size, +t.x + w / 2, +t.y]];
  }));
}

/** Everything the rose draws, as boxes [x1, y1, x2, y2]. */
function roseBoxes(body: string): number[][] {
  const [g] = elements(body, 'g', 'data-rose=');
  const [cx, cy] = [Number(g['data-cx']), Number(g['data-cy'])];
  const ring = Number(elements(body, 'circle', 'data-rose-ring')[0].r);
  const discs = elements(body, 'circle', 'data-spoke-label').map((c) => [+c.cx - +c.r, +c.cy - +c.r, +c.cx + +c.r, +c.cy + +c.r]);
  const [, labels] = body.split('data-rose-labels');
  const backs = elements(labels.split('</g>')[0], 'rect').map((b) => [+b.x, +b.y, +b.x + +b.width, +b.y + +b.height]);
  return [[cx - ring, cy - ring, cx + ring, cy + ring], ...discs, ...backs];
}


describe('the Beat to Quarters hex map', () => {
  it('is 22 × 28 in of 1 in flat-top hexes, neighbours 72 pt apart, numbered from 0101 at the upper left', () => {
    const b = item();
    expect([b.width, b.height]).toEqual([1584, 2016]);
    const all = hexes(b.body);
    const named = new Map(all.filter((h) => h.name !== '-').map((h) => [h.name, h]));
    const [a, below, next] = ['0101', '0102', '0201'].map((n) => named.get(n)!);
    expect(Math.hypot(below.x - a.x, below.y - a.y)).toBeCloseTo(72, 2);
    expect(below.x).toBeCloseTo(a.x, 3);
    expect(Math.hypot(next.x - a.x, next.y - a.y)).toBeCloseTo(72, 2);
    // 0101 is the leftmost column's topmost hex
    expect(Math.min(...[...named.values()].map((h) => h.x))).toBeCloseTo(a.x, 3);
    expect(Math.min(...[...named.values()].filter((h) => Math.abs(h.x - a.x) < 1).map((h) => h.y))).toBeCloseTo(a.y, 3);
    expect(b.body).toContain('>0101</text>');
    // every hex has its six neighbours at exactly 72 pt (across the flats)
    const inner = all.filter((h) => h.x > 400 && h.y > 400)[0];
    const d = all.filter((h) => h !== inner).map((h) => Math.hypot(h.x - inner.x, h.y - inner.y)).sort((p, q) => p - q);
    for (const x of d.slice(0, 6)) expect(x).toBeCloseTo(72, 2);
    expect(d[6]).toBeGreaterThan(100);
  });

  for (const paper of ['letter', 'a4']) {
    it(`prints as tiles after an assembly map and reassembles to exactly 1584 × 2016 pt on ${paper}`, async () => {
      const { sheets, pdf } = await make('board', { game: 'beat-to-quarters', paper });
      const [map, ...tiles] = sheets.map((s) => s.placements[0].item);
      expect(sheets.every((s) => s.placements.length === 1)).toBe(true);
      expect(map.cut).toBe('none');
      expect(tiles.length).toBe(tiles[0].piece!.cols * tiles[0].piece!.rows);
      const [w, h] = assembled(tiles);
      expect(w).toBeCloseTo(1584, 6);
      expect(h).toBeCloseTo(2016, 6);
      // the rose shows on the tiles whose window it reaches, and on no other; one holds it whole
      const rose = elements(item().body, 'g', 'data-rose=')[0]['data-bounds'].split(',').map(Number);
      const holds = (t: Item) => rose[0] >= t.piece!.x && rose[2] <= t.piece!.x + t.width && rose[1] >= t.piece!.y && rose[3] <= t.piece!.y + t.height;
      for (const t of tiles) {
        const reaches = rose[0] < t.piece!.x + t.width && rose[2] > t.piece!.x && rose[1] < t.piece!.y + t.height && rose[3] > t.piece!.y;
        expect(t.body.includes('data-rose='), t.piece!.name).toBe(reaches);
      }
      const home = tiles.findIndex(holds);
      expect(home).toBeGreaterThanOrEqual(0);
      expect(spokes(tiles[home].body)).toHaveLength(6);
      await expectBaselines(pdf, 'btq-map', paper, [1, home + 2]);
    });
  }

  it('prints from the command line, tiled, on Letter and A4', async () => {
    const dir = scratch();
    for (const paper of ['letter', 'a4']) {
      const r = await cli('make', 'board', '--game', 'beat-to-quarters', '--paper', paper, '--out', join(dir, `map-${paper}.pdf`));
      expect(r.code, r.err).toBe(0);
    }
  });
});

describe('the wind rose', () => {
  for (const orientation of ['flat', 'pointy'] as const) {
    it(`points its six spokes through the six hexsides of ${orientation}-top hexes, numbered clockwise`, () => {
      const b = item({ orientation });
      const dirs = neighbourDirections(b.body);
      const s = spokes(b.body);
      expect(s.map((x) => x.n)).toEqual([1, 2, 3, 4, 5, 6]);
      const matched = s.map(({ d }) => {
        expect(Math.hypot(...d)).toBeCloseTo(1, 12);
        const k = dirs.findIndex((v) => Math.abs(cross(d, v)) < 1e-6 && d[0] * v[0] + d[1] * v[1] > 0);
        expect(k).toBeGreaterThanOrEqual(0);
        return k;
      });
      expect(new Set(matched).size).toBe(6);
      // the drawn lines run the way their data says, outwards from the rose's centre
      const [g] = elements(b.body, 'g', 'data-rose=');
      const c: Vec = [Number(g['data-cx']), Number(g['data-cy'])];
      for (const { d, from, to } of s) {
        expect(Math.abs(cross(d, [to[0] - from[0], to[1] - from[1]]))).toBeLessThan(2e-3);
        expect(Math.abs(cross(d, [from[0] - c[0], from[1] - c[1]]))).toBeLessThan(2e-3);
        expect((to[0] - c[0]) * d[0] + (to[1] - c[1]) * d[1]).toBeGreaterThan((from[0] - c[0]) * d[0] + (from[1] - c[1]) * d[1]);
      }
      // clockwise (on the page, y down) from straight up (flat) or the upper right (pointy)
      const turn = s.map(({ d }) => ((Math.atan2(d[0], -d[1]) * 180) / Math.PI + 360) % 360);
      expect(turn.map((t) => Math.round(t) % 360)).toEqual(orientation === 'flat' ? [0, 60, 120, 180, 240, 300] : [30, 90, 150, 210, 270, 330]);
      // the rose sits on a hex centre, so each spoke runs along a line of hexes
      expect(hexes(b.body).some((h) => Math.hypot(h.x - c[0], h.y - c[1]) < 0.01)).toBe(true);
      // each label sits on its spoke
      const discs = elements(b.body, 'circle', 'data-spoke-label');
      for (const [i, { d }] of s.entries()) {
        expect(Math.abs(cross(d, [+discs[i].cx - c[0], +discs[i].cy - c[1]]))).toBeLessThan(2e-3);
      }
      expect(b.body).toContain('>WIND</text>');
    });
  }

  for (const orientation of ['flat', 'pointy'] as const) {
    for (const corner of ['top-left', 'top-right', 'bottom-left', 'bottom-right']) {
      it(`lies wholly on the board, in its ${corner} corner, clear of the edge hexes' numbers (${orientation} tops)`, () => {
        const b = item({ orientation }, withRose({ corner }));
        const boxes = roseBoxes(b.body);
        const [x1, y1, x2, y2] = [0, 1, 2, 3].map((k) => (k < 2 ? Math.min : Math.max)(...boxes.map((x) => x[k])));
        expect(x1).toBeGreaterThan(0);
        expect(y1).toBeGreaterThan(0);
        expect(x2).toBeLessThan(1584);
        expect(y2).toBeLessThan(2016);
        // in the named corner's quarter of the board
        const [cx, cy] = [(x1 + x2) / 2, (y1 + y2) / 2];
        expect(cx < 792).toBe(corner.endsWith('left'));
        expect(cy < 1008).toBe(corner.startsWith('top'));
        // the data's bounds hold all of it
        const bounds = elements(b.body, 'g', 'data-rose=')[0]['data-bounds'].split(',').map(Number);
        for (const x of boxes) expect(x[0] >= bounds[0] - 1e-3 && x[1] >= bounds[1] - 1e-3 && x[2] <= bounds[2] + 1e-3 && x[3] <= bounds[3] + 1e-3).toBe(true);
        // the hexes along the edges (reaching within 3 pt of one) keep their numbers clear of it
        const R = 72 / Math.sqrt(3);
        const [ha, hb] = orientation === 'flat' ? [R, 36] : [36, R];
        const edge = hexes(b.body).filter((h) => h.name !== '-' && (h.x - ha < 3 || h.y - hb < 3 || h.x + ha > 1584 - 3 || h.y + hb > 2016 - 3));
        expect(edge.length).toBeGreaterThan(80);
        const numbers = numberBoxes(b.body);
        for (const { name } of edge) {
          const [a1, b1, a2, b2] = numbers.get(name)!;
          expect(a2 < x1 || a1 > x2 || b2 < y1 || b1 > y2, name).toBe(true);
        }
      });
    }
  }

  it('leaves the grid showing: no hex is filled, only its labels have white backings', () => {
    const b = item();
    expect(elements(b.body, 'g', 'data-rose=')[0].fill).toBe('none');
    const group = b.body.split('data-rose=')[1].split('</g>')[0];
    expect(elements(group, 'circle', 'data-rose-ring')[0].fill).toBeUndefined();
    expect(elements(group, 'line', 'data-spoke').every((l) => l.fill === undefined)).toBe(true);
    // the grid is drawn in full under the rose: it is the same path as a board without one, and
    // its numbers the same but near the rose, where they move aside (board-numbers.test.ts)
    const data = structuredClone(beatToQuarters.data);
    delete data.board.rose;
    const plain = item({}, data);
    expect(elements(b.body, 'path', 'data-hexes')[0].d).toBe(elements(plain.body, 'path', 'data-hexes')[0].d);
    const [x1, y1, x2, y2] = elements(b.body, 'g', 'data-rose=')[0]['data-bounds'].split(',').map(Number);
    const away = (t: Record<string, string>) => +t.x < x1 - 72 || +t.x > x2 + 72 || +t.y < y1 - 72 || +t.y > y2 + 72;
    expect(elements(b.body, 'text', 'data-hex').filter(away)).toEqual(elements(plain.body, 'text', 'data-hex').filter(away));
    // white backings are small: strips behind the title and caption lines, and the label discs;
    // together a fifth of its footprint at most
    const [, labels] = b.body.split('data-rose-labels');
    const strips = elements(labels.split('</g>')[0], 'rect');
    for (const rct of strips) expect(+rct.height).toBeLessThan(20);
    const discs = elements(b.body, 'circle', 'data-spoke-label');
    for (const c of discs) expect(+c.r).toBeLessThan(18);
    const white = strips.reduce((a, x) => a + +x.width * +x.height, 0) + discs.reduce((a, c) => a + Math.PI * Number(c.r) ** 2, 0);
    expect(white).toBeLessThan(0.2 * (x2 - x1) * (y2 - y1));
  });

  for (const orientation of ['flat', 'pointy'] as const) {
    it(`stops the grid lines and spokes at its title and caption (${orientation} tops): each line of text has a white patch over them`, () => {
      const b = item({ orientation });
      const [, labels] = b.body.split('data-rose-labels');
      // the labels come after the grid and the rose's lines, so their patches lie over them
      expect(b.body.indexOf('data-rose-labels')).toBeGreaterThan(b.body.indexOf('data-hexes'));
      expect(b.body.indexOf('data-rose-labels')).toBeGreaterThan(b.body.lastIndexOf('data-spoke='));
      const group = labels.split('</g>')[0];
      const lines = [...group.matchAll(/<rect ([^>]*)\/>\s*<text ([^>]*)>([^<]*)<\/text>/g)];
      const captions = lines.filter((m) => m[2].includes('data-rose-caption'));
      expect(captions.length).toBeGreaterThanOrEqual(2);
      expect(lines.filter((m) => m[2].includes('data-rose-title'))).toHaveLength(1);
      for (const [, rectAttrs, textAttrs, text] of lines) {
        const [rect] = elements(`<rect ${rectAttrs}>`, 'rect');
        const [t] = elements(`<text ${textAttrs}>`, 'text');
        expect(rect.fill).toBe('#ffffff');
        const size = +t['font-size'];
        const w = textWidth(text, size, t['font-weight'] === 'bold' ? 'bold' : 'regular');
        // centred (the group anchors its text in the middle): cap height above the baseline, descenders below
        const ink = [+t.x - w / 2, +t.y - 0.75 * size, +t.x + w / 2, +t.y + 0.22 * size];
        const patch = [+rect.x, +rect.y, +rect.x + +rect.width, +rect.y + +rect.height];
        expect(patch[0] <= ink[0] && patch[1] <= ink[1] && patch[2] >= ink[2] && patch[3] >= ink[3], `"${text}" ${ink} in ${patch}`).toBe(true);
      }
    });
  }

  it('takes its labels, title and caption from the data', () => {
    const b = item({}, withRose({ labels: ['A', 'B', 'C', 'D', 'E', 'F'], title: 'BREEZE', caption: 'Blows from the lettered side.' }));
    expect(texts(b.body).filter((t) => /^[A-F]$/.test(t.what)).map((t) => t.what)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(b.body).toContain('>BREEZE</text>');
    expect(b.body).toContain('>Blows from the lettered side.</text>');
  });

  it('is printed without a rose on a square board asked for by option, and Crane has none', () => {
    expect(item({ grid: 'square', cell: '2in' }).body).not.toContain('data-rose');
    expect(crane.data.board.rose).toBeUndefined();
  });
});

describe('the wind rose: refusals', () => {
  const schema = dataSchema([board]);
  const section = (lines: string[]) => ['board:', '  grid: square', '  cell: 2in', '  size: 22x28in', '  line: { weight: 1pt, colour: "#000000" }', ...lines].join('\n') + '\n';

  it('is refused on a square grid, at the rose in the file', () => {
    const text = section(['  rose: { corner: top-left, diameter: 3in }']);
    const run = () => validate(parseYaml(text, '/games/x/data.yaml'), schema, '');
    expect(run).toThrow(DataError);
    expect(run).toThrow(`data.yaml:6:9: board.rose: a wind rose points through hexsides, so it needs grid: hex`);
  });

  it('is refused when it cannot fit one hex in from the edges, at its diameter', () => {
    const text = section(['  rose:', '    corner: top-left', '    diameter: 9in']).replace('grid: square', 'grid: hex').replace('cell: 2in', 'cell: 1in').replace('22x28in', '10x12in');
    const run = () => validate(parseYaml(text, '/games/x/data.yaml'), schema, '');
    expect(run).toThrow(`data.yaml:8:15: board.rose.diameter: a wind rose 9 in across does not fit one hex in from the edges of a 10 × 12 in board`);
    // and when an option shrinks the board under it
    expect(() => item({ size: '5x5in' })).toThrow(InputError);
    expect(() => item({ size: '5x5in' })).toThrow(/board: a wind rose 3 in across does not fit/);
  });
});
