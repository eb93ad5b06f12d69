// Cell numbers on boards, measured in pt from the drawn elements: each hex number inside its own hex
// by a margin (flat and pointy tops, half-hexes on and off), each square's name inside its square;
// no compass word, wind rose or centre mark on any number; and every cell still named: a number
// whose place is covered moves within its own cell, and the one left without (the hex under the
// rose's title) is named from the numbered hexes beside it in its lane.
import { describe, expect, it } from 'vitest';
import { validate } from '../src/data/schema.js';
import { beatToQuarters } from '../src/games/beat-to-quarters/index.js';
import { crane } from '../src/games/crane/index.js';
import { board } from '../src/printables/board/index.js';
import { textWidth } from '../src/svg/fonts.js';
import { Templates } from '../src/svg/templates.js';
import { elements } from './helpers.js';

type Box = [number, number, number, number];
type Pt = [number, number];
const templates = new Templates();
const opt = (key: string, value: string | boolean) => validate({ kind: 'scalar', pos: { file: 'test', line: 1, col: 1 }, value }, board.options[key], key);
function body(game: typeof crane, options: Record<string, string | boolean> = {}, data = game.data): string {
  const parsed = Object.fromEntries(Object.entries(options).map(([k, v]) => [k, opt(k, v)]));
  return board.items({ game: { ...game, data }, ships: [], count: 1, options: parsed, templates })[0].body;
}

/** The printed names' ink boxes (digits and capitals: 0.72 of the size above the baseline, nothing below). */
function numbers(svg: string, attr: 'data-hex' | 'data-cell'): Map<string, Box> {
  const size = Number(new RegExp(`font-size="([\\d.]+)"[^>]*>\\s*<text [^>]*${attr}=`).exec(svg)![1]);
  expect(size).toBeGreaterThanOrEqual(6);
  return new Map(elements(svg, 'text', attr).map((t) => {
    const w = textWidth(t[attr], size);
    const x1 = attr === 'data-hex' ? +t.x - w / 2 : +t.x;
    return [t[attr], [x1, +t.y - 0.72 * size, x1 + w, +t.y] as Box];
  }));
}

/** Every drawn hex (named, or "-" for a sliver) and its centre. */
const hexes = (svg: string) => elements(svg, 'path', 'data-hexes')[0]['data-hexes'].split(' ').map((h) => {
  const [name, at] = h.split('@');
  return { name, c: at.split(',').map(Number) as Pt };
});

const corners = (b: Box): Pt[] => [[b[0], b[1]], [b[2], b[1]], [b[0], b[3]], [b[2], b[3]]];
const toSegment = ([px, py]: Pt, [ax, ay]: Pt, [bx, by]: Pt) => {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
};
const inBox = ([x, y]: Pt, b: Box) => x >= b[0] && x <= b[2] && y >= b[1] && y <= b[3];
const boxToPoint = (b: Box, [x, y]: Pt) => Math.hypot(Math.max(b[0] - x, 0, x - b[2]), Math.max(b[1] - y, 0, y - b[3]));
/** Distance between a box and a segment (0 when they meet). */
function boxToSegment(b: Box, a: Pt, c: Pt): number {
  if (inBox(a, b) || inBox(c, b)) return 0;
  const sides: [Pt, Pt][] = [[[b[0], b[1]], [b[2], b[1]]], [[b[2], b[1]], [b[2], b[3]]], [[b[2], b[3]], [b[0], b[3]]], [[b[0], b[3]], [b[0], b[1]]]];
  const cross = (p: Pt, q: Pt, r: Pt) => (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  if (sides.some(([p, q]) => cross(p, q, a) * cross(p, q, c) < 0 && cross(a, c, p) * cross(a, c, q) < 0)) return 0;
  return Math.min(...corners(b).map((p) => toSegment(p, a, c)), boxToPoint(b, a), boxToPoint(b, c));
}
const overlap = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/** The least distance from the hex's ink box to its hex's sides (negative: it crosses one). */
function inHex(b: Box, [cx, cy]: Pt, R: number, flat: boolean): number {
  const poly: Pt[] = Array.from({ length: 6 }, (_, k) => {
    const a = (Math.PI / 3) * k + (flat ? 0 : Math.PI / 6);
    return [cx + R * Math.cos(a), cy + R * Math.sin(a)];
  });
  return Math.min(...corners(b).flatMap((p) => poly.map((a, k) => {
    const c = poly[(k + 1) % 6];
    return ((c[0] - a[0]) * (p[1] - a[1]) - (c[1] - a[1]) * (p[0] - a[0])) / Math.hypot(c[0] - a[0], c[1] - a[1]);
  })));
}

/**
 * Every named hex of the board can be named: it has its number, or (at most `most` of them) the hexes
 * either side of it along its lane (a column of flat tops, a row of pointy tops) have theirs.
 */
function expectNamed(svg: string, boxes: Map<string, Box>, flat: boolean, most: number): void {
  const missing = hexes(svg).filter((h) => h.name !== '-' && !boxes.has(h.name)).map((h) => h.name);
  expect(missing.length, `hexes without a number: ${missing}`).toBeLessThanOrEqual(most);
  for (const name of missing) {
    const [cc, rr] = [Number(name.slice(0, 2)), Number(name.slice(2))];
    const at = (d: number) => (flat ? [cc, rr + d] : [cc + d, rr]).map((n) => String(n).padStart(2, '0')).join('');
    expect(boxes.has(at(-1)) && boxes.has(at(1)), `${name}: its neighbours along its lane are numbered`).toBe(true);
  }
}

describe('hex numbers', () => {
  for (const orientation of ['flat', 'pointy']) {
    for (const halves of [true, false]) {
      it(`lie inside their own hex, 1.5 pt and half a line in from every side (${orientation} tops, half-hexes ${halves ? 'on' : 'off'})`, () => {
        for (const [cell, weight] of [[1, 1], [0.75, 4]] as const) {
          const data = structuredClone(crane.data);
          data.board.line.weight = weight;
          const svg = body(crane, { grid: 'hex', cell: `${cell}in`, size: '22x17in', numbers: true, orientation, 'half-hexes': halves }, data);
          const R = (cell * 72) / Math.sqrt(3);
          const boxes = numbers(svg, 'data-hex');
          const named = hexes(svg).filter((h) => h.name !== '-');
          // the compass words find places clear of the numbers; the hex on the centre mark may go without
          expectNamed(svg, boxes, orientation === 'flat', 1);
          for (const h of named) {
            const b = boxes.get(h.name);
            if (!b) continue;
            expect(inHex(b, h.c, R, orientation === 'flat'), `${h.name} at ${cell} in, ${weight} pt lines`).toBeGreaterThanOrEqual(1.5 + weight / 2 - 1e-3);
            expect(b[0] >= 1 && b[1] >= 1 && b[2] <= 1584 - 1 && b[3] <= 1224 - 1, `${h.name} on the board`).toBe(true);
          }
          // no white patches: nothing hides the grid
          expect(svg).not.toContain('data-hex-patch');
        }
      });
    }
  }

  it('are 6 pt or more, and refused on hexes too small to hold them', () => {
    expect(() => body(crane, { grid: 'hex', cell: '0.25in', size: '10x10in', numbers: true })).toThrow(/hexes of 0.25 in are too small to number at 6 pt; use hexes of at least 0.\d+ in, or leave the numbers off/);
    expect(() => body(crane, { grid: 'hex', cell: '0.25in', size: '10x10in' })).not.toThrow();
  });
});

describe('square names', () => {
  it('sit inside their own square, and are refused on squares too small to hold them at 6 pt', () => {
    const svg = body(crane, { numbers: true });
    const boxes = numbers(svg, 'data-cell');
    expect(boxes.size).toBe(11 * 14);
    for (const [name, b] of boxes) {
      const [col, row] = [name.charCodeAt(0) - 65, Number(name.slice(1)) - 1];
      expect(b[0] >= col * 144 + 1.5 && b[2] <= (col + 1) * 144 - 1.5 && b[1] >= row * 144 + 1.5 && b[3] <= (row + 1) * 144 - 1.5, name).toBe(true);
    }
    expect(() => body(crane, { cell: '0.25in', size: '120x20in', numbers: true })).toThrow(/squares of 0.25 in are too small to name at 6 pt; use squares of at least 0.\d+ in/);
  });
});

/** The compass words' white patches on the board, from each word's translate and turn. */
function compassBoxes(svg: string): { word: string; box: Box }[] {
  return [...svg.matchAll(/<g transform="translate\(([-\d.]+) ([-\d.]+)\) rotate\(([-\d]+)\)" data-compass="(\w+)"[^>]*>\s*<rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"/g)].map((m) => {
    const [x, y, turn, , rx, ry, w, h] = [+m[1], +m[2], +m[3], m[4], +m[5], +m[6], +m[7], +m[8]];
    const pts = corners([rx, ry, rx + w, ry + h]).map(([px, py]): Pt => {
      const a = (turn * Math.PI) / 180;
      return [x + px * Math.cos(a) - py * Math.sin(a), y + px * Math.sin(a) + py * Math.cos(a)];
    });
    return { word: m[4], box: [Math.min(...pts.map((p) => p[0])), Math.min(...pts.map((p) => p[1])), Math.max(...pts.map((p) => p[0])), Math.max(...pts.map((p) => p[1]))] as Box };
  });
}

describe('compass words and the centre mark', () => {
  for (const size of ['22x28in', '28x22in', '23x29in']) {
    it(`cover no square's name, and every square keeps its name (Crane, ${size})`, () => {
      const svg = body(crane, { numbers: true, size });
      const boxes = numbers(svg, 'data-cell');
      const words = compassBoxes(svg);
      expect(words).toHaveLength(4);
      for (const { word, box } of words) for (const [name, b] of boxes) expect(overlap(box, b), `${word} on ${name}`).toBe(false);
      // the centre mark's ring and cross
      const [mark] = elements(svg, 'g', 'data-centre-mark');
      const [cx, cy] = [+mark['data-cx'], +mark['data-cy']];
      const ring = +elements(svg.split('data-centre-mark')[1], 'circle')[0].r;
      for (const [name, b] of boxes) {
        const far = Math.max(...corners(b).map(([x, y]) => Math.hypot(x - cx, y - cy)));
        expect(!(boxToPoint(b, [cx, cy]) <= ring + 0.5 && far >= ring - 0.5), `the centre mark's ring on ${name}`).toBe(true);
        for (const [a, c] of [[[cx - ring * 1.6, cy], [cx + ring * 1.6, cy]], [[cx, cy - ring * 1.6], [cx, cy + ring * 1.6]]] as [Pt, Pt][]) {
          expect(boxToSegment(b, a, c), `the centre mark's cross on ${name}`).toBeGreaterThan(0.5);
        }
      }
      const [w, h] = size.replace('in', '').split('x').map((v) => Math.floor(Number(v) / 2));
      expect(boxes.size).toBe(w * h);
    });
  }

  it('cover no hex number on a hex board, every hex keeping its number', () => {
    const svg = body(crane, { grid: 'hex', cell: '1in', numbers: true, orientation: 'pointy' });
    const boxes = numbers(svg, 'data-hex');
    for (const { word, box } of compassBoxes(svg)) for (const [name, b] of boxes) expect(overlap(box, b), `${word} on ${name}`).toBe(false);
    // the hex on the centre mark has no room clear of its ring and cross: it goes without
    expectNamed(svg, boxes, false, 1);
  });
});

/** How near each part of the rose comes to the box: ring, spokes, arrowheads, label discs, title and caption backings. */
function roseGap(svg: string, b: Box): number {
  const rose = svg.split('data-rose=')[1].split('</g>')[0];
  const [ring] = elements(rose, 'circle', 'data-rose-ring');
  const [cx, cy, rr] = [+ring.cx, +ring.cy, +ring.r];
  const far = Math.max(...corners(b).map(([x, y]) => Math.hypot(x - cx, y - cy)));
  const near = boxToPoint(b, [cx, cy]);
  const gaps = [near > rr ? near - rr : far < rr ? rr - far : 0];
  gaps.push(...elements(rose, 'line', 'data-spoke').map((l) => boxToSegment(b, [+l.x1, +l.y1], [+l.x2, +l.y2]) - 0.625));
  for (const p of elements(rose, 'polygon')) {
    const pts = p.points.split(' ').map((q) => q.split(',').map(Number) as Pt);
    gaps.push(Math.min(...pts.map((q, i) => boxToSegment(b, q, pts[(i + 1) % pts.length]))));
  }
  const labels = svg.split('data-rose-labels')[1].split('</g>')[0];
  gaps.push(...elements(labels, 'circle').map((c) => boxToPoint(b, [+c.cx, +c.cy]) - +c.r - 0.5));
  gaps.push(...elements(labels, 'rect').map((q) => (overlap(b, [+q.x, +q.y, +q.x + +q.width, +q.y + +q.height]) ? 0 : 1)));
  return Math.min(...gaps);
}

describe('the wind rose', () => {
  for (const orientation of ['flat', 'pointy']) {
    for (const corner of ['bottom-right', 'top-left']) {
      it(`lies on no hex number, and leaves every hex named (${orientation} tops, ${corner})`, () => {
        const data = structuredClone(beatToQuarters.data);
        data.board.rose.corner = corner;
        const svg = body(beatToQuarters, { orientation }, data);
        const boxes = numbers(svg, 'data-hex');
        for (const [name, b] of boxes) expect(roseGap(svg, b), `the rose on ${name}`).toBeGreaterThan(0);
        // the numbers the rose took: at most the hex under its title, its lane neighbours numbered
        const named = hexes(svg).filter((h) => h.name !== '-');
        const [g] = elements(svg, 'g', 'data-rose=');
        for (const h of named.filter((x) => !boxes.has(x.name))) expect(h.c.map(Math.round)).toEqual([+g['data-cx'], +g['data-cy']].map(Math.round));
        expectNamed(svg, boxes, orientation === 'flat', 1);
        // the rest moved, if at all, within their own hex
        const R = 72 / Math.sqrt(3);
        for (const h of named) if (boxes.has(h.name)) expect(inHex(boxes.get(h.name)!, h.c, R, orientation === 'flat')).toBeGreaterThan(1.5);
      });
    }
  }
});
