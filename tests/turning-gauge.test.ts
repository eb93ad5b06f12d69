import { describe, expect, it } from 'vitest';
import { ironclads } from '../src/games/ironclads/index.js';
import { turningGauge } from '../src/printables/turning-gauge/index.js';
import { Templates } from '../src/svg/templates.js';
import { inch } from '../src/units.js';
import { elements, baselineTests, expectBaselines, make, texts } from './helpers.js';

describe('turning-gauge', () => {
  baselineTests('turning-gauge', { count: 4 });

  it('is an equilateral triangle cut on solid lines with a dashed fold down its altitude', async () => {
    const { sheets, pages } = await make('turning-gauge', { count: 4 });
    expect(sheets[0].placements).toHaveLength(4);
    const { item, x, y } = sheets[0].placements[0];
    if (typeof item.cut === 'string') throw new Error('expected a triangular cut');
    const pts = item.cut.polygon;
    const side = (a: number[], b: number[]) => Math.hypot(a[0] - b[0], a[1] - b[1]);
    for (const [a, b] of [[0, 1], [1, 2], [2, 0]]) expect(side(pts[a], pts[b])).toBeCloseTo(inch(4), 1);
    // the fold runs from the apex to the middle of the base
    const [[fa, fb]] = item.folds!;
    expect(fa).toEqual(pts[1]);
    expect(fb[0]).toBeCloseTo((pts[0][0] + pts[2][0]) / 2, 3);
    expect(fb[1]).toBeCloseTo(pts[0][1], 3);
    // on the page: one solid triangle and one dashed fold per gauge, no rectangle around them
    const sheet = sheets[0];
    expect(sheet.cuts).toHaveLength(0);
    expect(sheet.outlines).toHaveLength(4);
    expect(sheet.outlines[0][1]).toEqual([x + pts[1][0], y + pts[1][1]]);
    expect(sheet.folds).toHaveLength(4);
    const svg = pages[0].svg;
    expect(elements(svg, 'g', 'data-marks="cut"')[0]['stroke-dasharray']).toBeUndefined();
    expect(elements(svg, 'g', 'data-marks="fold"')[0]['stroke-dasharray']).toBe('4 3');
    for (const step of ['cut on the solid lines', 'fold on the dashed line', 'tape the halves']) expect(item.body).toContain(step);
  });
});

describe('turning-gauge, arc variant', () => {
  const whole = () => turningGauge.items({ game: ironclads, ships: [], count: 1, options: {}, templates: new Templates() })[0];
  const line = (t: Record<string, string>) => ['x1', 'y1', 'x2', 'y2'].map((k) => Number(t[k]));

  it('draws one arc per speed band at its radius, ticked every inch of arc length from either end', () => {
    const item = whole();
    const radii = elements(item.body, 'path', 'data-arc').map((a) => Number(a['data-radius']));
    expect(radii).toEqual([inch(6), inch(9), inch(12)]);
    const centre = centreOf(item.body);
    for (const [i, radius] of radii.entries()) {
      const length = (radius * Math.PI) / 3; // 60 degrees of arc
      const n = Math.floor(length / 72);
      for (const [end, side] of [['top', 1], ['bottom', -1]] as const) {
        const own = elements(item.body, 'line', `data-from="${end}"`).filter((t) => t['data-band'] === String(i));
        expect(own.map((t) => Number(t['data-tick']))).toEqual(Array.from({ length: n }, (_, k) => k + 1));
        for (const t of own) {
          const [x1, y1, x2, y2] = line(t);
          // each tick starts on the arc and runs 7 pt radially outward (from the top) or inward (from the bottom)
          expect(Math.hypot(x1 - centre[0], y1 - centre[1])).toBeCloseTo(radius, 1);
          expect(Math.hypot(x2 - centre[0], y2 - centre[1]) - radius).toBeCloseTo(7 * side, 1);
          // tick k stands k inches of arc from its own end
          const s = (Math.atan2(y1 - centre[1], x1 - centre[0]) + Math.PI / 6) * radius;
          const k = Number(t['data-tick']);
          expect(end === 'top' ? s : length - s).toBeCloseTo(72 * k, 1);
        }
        // and its number is printed beside it, on its side of the arc
        const numbers = texts(item.body).filter((x) => x.attrs['data-band'] === String(i) && x.attrs['data-number'] !== undefined);
        for (const t of own) {
          const num = numbers.find((x) => x.attrs['data-s'] === t['data-s'] && x.what === t['data-tick']);
          expect(num, `${end} ${t['data-tick']}`).toBeDefined();
          const rho = Math.hypot(num!.x + num!.w / 2 - centre[0], num!.y + num!.h / 2 - centre[1]);
          expect((rho - radius) * side).toBeGreaterThan(8);
        }
      }
    }
    // the card is the ring sector 5.5 in to 12.5 in from the centre
    if (typeof item.cut === 'string') throw new Error('expected a curved cut');
    for (const [x, y] of item.cut.polygon) {
      const d = Math.hypot(x - centre[0], y - centre[1]);
      expect(Math.min(Math.abs(d - inch(5.5)), Math.abs(d - inch(12.5)))).toBeLessThan(0.05);
    }
  });

  it('shows a boat along the first inch of each arc, at both ends', () => {
    const item = whole();
    const centre = centreOf(item.body);
    for (const [i, radius] of [inch(6), inch(9), inch(12)].entries()) {
      const length = (radius * Math.PI) / 3;
      for (const end of ['top', 'bottom']) {
        const [b] = elements(item.body, 'path', `data-boat="${end}"`).filter((e) => e['data-band'] === String(i));
        const pts = [...b.d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
        const along = pts.map(([x, y]) => (Math.atan2(y - centre[1], x - centre[0]) + Math.PI / 6) * radius).map((s) => (end === 'top' ? s : length - s));
        // from the end of the arc to its first tick, no wider than 7 pt either side of the arc
        expect(Math.min(...along)).toBeCloseTo(0, 0);
        expect(Math.max(...along)).toBeGreaterThan(70);
        expect(Math.max(...along)).toBeLessThanOrEqual(72.5);
        // (the curves' control points may stand off by the chord's sagitta, 1.5 pt at most)
        for (const [x, y] of pts) expect(Math.abs(Math.hypot(x - centre[0], y - centre[1]) - radius)).toBeLessThanOrEqual(8.5);
      }
    }
  });

  it('keeps speed tags and piece labels off the first inch at either end, away from cut edges and joins', async () => {
    const item = whole();
    const centre = centreOf(item.body);
    if (typeof item.cut === 'string') throw new Error('expected a curved cut');
    const polygon = item.cut.polygon;
    const radii = [inch(6), inch(9), inch(12)];
    const tags = elements(item.body, 'g', 'data-tag').map((g) => {
      const [x, y, w, h, rot, cx, cy] = g['data-box'].split(' ').map(Number);
      const a = (rot * Math.PI) / 180;
      const turn = ([px, py]: number[]) => [cx + (px - cx) * Math.cos(a) - (py - cy) * Math.sin(a), cy + (px - cx) * Math.sin(a) + (py - cy) * Math.cos(a)];
      return { what: `tag ${g['data-band']} ${g['data-tag']}`, on: -1, corners: [[x, y], [x + w, y], [x + w, y + h], [x, y + h]].map(turn) };
    });
    expect(tags).toHaveLength(6);
    for (const paper of ['letter', 'a4']) {
      const { sheets } = await make('turning-gauge', { game: 'ironclads', paper });
      const pieces = sheets.flatMap((sh) => sh.placements.map((pl) => pl.item));
      // the part of each piece that shows once assembled: its window less the strip under the next piece
      const shows = pieces.map(({ piece: p }) => [p!.x, p!.y, p!.x + p!.width, p!.y + p!.height - (p!.row < p!.rows - 1 ? inch(0.5) : 0)]);
      const labels = pieces.map((pc, i) => {
        const [box] = elements(pc.body.slice(pc.body.indexOf('data-piece-label')), 'rect');
        const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((k) => Number(box[k]));
        const [px, py] = [pc.piece!.x, pc.piece!.y];
        return { what: pc.piece!.name, corners: [[x, y], [x + w, y], [x + w, y + h], [x, y + h]].map(([a, b]) => [a + px, b + py]), on: i };
      });
      for (const box of [...tags, ...labels]) {
        const pts = outlinePoints(box.corners);
        for (const [x, y] of pts) {
          const rho = Math.hypot(x - centre[0], y - centre[1]);
          const s = Math.atan2(y - centre[1], x - centre[0]) + Math.PI / 6;
          for (const radius of radii) {
            const fromEnd = Math.min(s * radius, (Math.PI / 3 - s) * radius);
            const onBoat = Math.abs(rho - radius) < 9 && fromEnd < 74;
            expect(onBoat, `${paper} ${box.what} on the first inch of the arc of radius ${radius}`).toBe(false);
          }
          expect(inside(polygon, [x, y]), `${paper} ${box.what} inside the cut`).toBe(true);
          expect(distanceToOutline(polygon, [x, y]), `${paper} ${box.what} clear of the cut`).toBeGreaterThanOrEqual(6);
        }
        // wholly inside the part of one piece that shows: never split by a join
        const on = box.on >= 0 ? [shows[box.on]] : shows;
        const whole = on.some(([x1, y1, x2, y2]) => pts.every(([x, y]) => x >= x1 + 6 && x <= x2 - 6 && y >= y1 + 6 && y <= y2 - 6));
        expect(whole, `${paper} ${box.what} whole on a piece`).toBe(true);
      }
    }
  });

  it('prints every tick number whole on each piece where its tick shows, never cut by the join', async () => {
    for (const paper of ['letter', 'a4']) {
      const { sheets } = await make('turning-gauge', { game: 'ironclads', paper });
      const pieces = sheets.flatMap((sh) => sh.placements.map((pl) => pl.item));
      expect(pieces.length).toBeGreaterThan(1);
      // where each number stands on the gauge drawn whole
      const at = new Map(texts(whole().body).filter((t) => t.attrs['data-number']).map((t) => [`${t.attrs['data-band']} ${t.attrs['data-s']}`, t.attrs.y]));
      let moved = 0;
      for (const pc of pieces) {
        const p = pc.piece!;
        const [x1, y1, x2, y2] = [p.x, p.y, p.x + p.width - (p.col < p.cols - 1 ? inch(0.5) : 0), p.y + p.height - (p.row < p.rows - 1 ? inch(0.5) : 0)];
        const inView = (x: number, y: number) => x >= x1 && x <= x2 && y >= y1 && y <= y2;
        const numbers = texts(pc.body).filter((t) => t.attrs['data-number']);
        for (const n of numbers) {
          const meets = n.x < x2 && n.x + n.w > x1 && n.y < y2 && n.y + n.h > y1;
          if (meets) expect(inView(n.x, n.y) && inView(n.x + n.w, n.y + n.h), `${paper} ${p.name}: number ${n.what} cut by the join`).toBe(true);
        }
        // every tick that shows on this piece has its number on it
        for (const t of elements(pc.body, 'line', 'data-tick=')) {
          if (!inView(+t.x1, +t.y1)) continue;
          const own = numbers.filter((n) => n.attrs['data-s'] === t['data-s'] && n.attrs['data-band'] === t['data-band']);
          expect(own, `${paper} ${p.name}: tick at ${t['data-s']} of band ${t['data-band']} without its number`).toHaveLength(1);
          if (own[0].attrs.y !== at.get(`${t['data-band']} ${t['data-s']}`)) moved++;
        }
      }
      // the join does cut some numbers of the whole gauge: those were moved
      expect(moved, paper).toBeGreaterThan(0);
    }
  });

  it('is larger than the paper, so it prints in two labelled pieces that assemble to its size', async () => {
    for (const paper of ['letter', 'a4']) {
      const { sheets, pdf } = await make('turning-gauge', { game: 'ironclads', paper });
      const pieces = sheets.flatMap((s) => s.placements.map((p) => p.item));
      expect(pieces.map((p) => p.piece!.name)).toEqual(['TURNING GAUGE 1/2', 'TURNING GAUGE 2/2']);
      const item = whole();
      expect(pieces[1].piece!.y + pieces[1].height).toBeCloseTo(item.height, 2);
      expect(pieces[0].height - pieces[1].piece!.y).toBeCloseTo(inch(0.5), 2);
      expect(pieces.every((p) => p.width === item.width)).toBe(true);
      await expectBaselines(pdf, 'turning-gauge', `arc-${paper}`);
    }
  });
});

/** The arcs' centre: where the first and last top ticks' lines meet (every tick is radial). */
function centreOf(body: string): [number, number] {
  const ticks = elements(body, 'line', 'data-from="top"').map((t) => ['x1', 'y1', 'x2', 'y2'].map((k) => Number(t[k])));
  return intersect(ticks[0], ticks[ticks.length - 1]);
}

function intersect([x1, y1, x2, y2]: number[], [x3, y3, x4, y4]: number[]): [number, number] {
  const d = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4);
  const a = x1 * y2 - y1 * x2;
  const b = x3 * y4 - y3 * x4;
  return [(a * (x3 - x4) - (x1 - x2) * b) / d, (a * (y3 - y4) - (y1 - y2) * b) / d];
}

/** Points along a box's sides, every 2 pt. */
function outlinePoints(corners: number[][]): number[][] {
  return corners.flatMap(([x, y], i) => {
    const [nx, ny] = corners[(i + 1) % corners.length];
    const n = Math.ceil(Math.hypot(nx - x, ny - y) / 2);
    return Array.from({ length: n }, (_, k) => [x + ((nx - x) * k) / n, y + ((ny - y) * k) / n]);
  });
}

function inside(poly: number[][], [x, y]: number[]): boolean {
  let odd = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
}

function distanceToOutline(poly: number[][], [x, y]: number[]): number {
  return Math.min(...poly.map(([ax, ay], i) => {
    const [bx, by] = poly[(i + 1) % poly.length];
    const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2 || 1)));
    return Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay));
  }));
}
