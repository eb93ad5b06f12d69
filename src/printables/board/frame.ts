// What a board carries besides its grid: a centre mark (where the wind arrow goes) and the compass
// words, each just inside its edge, centred, and turned to read the right way up from that edge.
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { fitSize, textWidth } from '../../svg/fonts.js';
import { r } from '../../units.js';
import type { Point } from '../types.js';
import { CLEARANCE, grow, meets, type Box, type Shape } from './numbers.js';

export type Edge = 'top' | 'right' | 'bottom' | 'left';
/** North on a named edge, or by the game's rule: on a short (long) edge, whichever way round the size is written. */
export type North = Edge | 'short-edge' | 'long-edge';
export interface Compass { north: North; words: { north: string; east: string; south: string; west: string } }

// Clockwise round the board, as round a compass: east is a quarter turn clockwise from north.
const EDGES: Edge[] = ['top', 'right', 'bottom', 'left'];
const POINTS = ['north', 'east', 'south', 'west'] as const;
// The turn that puts a word's foot on its edge: a reader at that edge sees it upright.
const TURN: Record<Edge, number> = { bottom: 0, left: 90, top: 180, right: -90 };
const SAFE = 9;
const WORD_MIN = 6;     // the least size of a compass word

export function centreMark(width: number, height: number, cell: number) {
  // a quarter of a cell, at most 1/4 in: marks the spot without hiding a square's worth of board
  const radius = Math.min(cell * 0.25, 18);
  const [x, y, arm] = [width / 2, height / 2, radius * 1.6];
  // its 1 pt ring and cross, which the cell numbers keep clear of
  const keep: Shape[] = [
    { ring: [x, y], r: radius, half: 0.5 },
    { segment: [[x - arm, y], [x + arm, y]], half: 0.5 }, { segment: [[x, y - arm], [x, y + arm]], half: 0.5 },
  ];
  return { x: r(x), y: r(y), radius: r(radius), x1: r(x - arm), x2: r(x + arm), y1: r(y - arm), y2: r(y + arm), keep };
}

/**
 * The edge that is north. A rule picks the top edge when it qualifies, else the left one: a board
 * turned a quarter anticlockwise keeps its north on the same side of the play.
 */
export function northEdge(north: North, width: number, height: number): Edge {
  if (north !== 'short-edge' && north !== 'long-edge') return north;
  const topIsShort = width <= height;
  return (north === 'short-edge') === topIsShort ? 'top' : 'left';
}

/**
 * The four words, each centred just inside its edge; a word whose place would cover a cell's number
 * (`numbersIn` gives the numbers' ink boxes in a region) slides along its edge, then in from it, to the
 * nearest place that covers none, within a fifth of the edge or two cells; where there is none it
 * stays centred and the numbers under it give way (numbers.ts).
 */
export function compassWords(width: number, height: number, cell: number, compass: Compass, numbersIn: (region: Box) => Box[] = () => []) {
  const k = EDGES.indexOf(northEdge(compass.north, width, height));
  return POINTS.map((point, n) => {
    const edge = EDGES[(k + n) % 4];
    const text = compass.words[point];
    const along = edge === 'top' || edge === 'bottom' ? width : height;
    const size = fitSize(text, along * 0.6, Math.min(16, Math.max(8, cell * 0.2)), 'bold', WORD_MIN);
    if (size === null) throw new DrawProblem('board', text, `the compass word ${quote(text)} does not fit along the ${edge} edge at ${WORD_MIN} pt; shorten it in the game's data`);
    // the word's white patch (which keeps it clear of grid lines) stops 1/8 in inside the edge,
    // where a print shop's trim cannot reach it
    const inset = SAFE + size * 0.25;
    const w = textWidth(text, size, 'bold');
    // the patch upright under the word (x across it, y down from its baseline)
    const [a1, a2, d1, d2] = [-w / 2 - 3, w / 2 + 3, -size * 0.85, size * 0.25];
    // the baseline's middle `t` along the edge from its centre (clockwise) and `depth` in from it
    const place = (t: number, depth: number) => {
      const [x, y]: Point = {
        top: [width / 2 - t, inset + depth], bottom: [width / 2 + t, height - inset - depth],
        left: [inset + depth, height / 2 + t], right: [width - inset - depth, height / 2 - t],
      }[edge] as Point;
      const box = {
        bottom: [x + a1, y + d1, x + a2, y + d2], top: [x - a2, y - d2, x - a1, y - d1],
        left: [x - d2, y + a1, x - d1, y + a2], right: [x + d1, y - a2, x + d2, y - a1],
      }[edge] as Box;
      return { x, y, box };
    };
    const slide = Math.min(along / 5, 2 * cell);
    // the numbers anywhere the search may put the word
    const [p1, p2] = [place(-slide, cell).box, place(slide, 0).box];
    const near = numbersIn([Math.min(p1[0], p2[0]), Math.min(p1[1], p2[1]), Math.max(p1[2], p2[2]), Math.max(p1[3], p2[3])]);
    const clear = (b: Box) => !near.some((m) => meets(grow(m, CLEARANCE), b));
    let at = place(0, 0);
    search: for (let depth = 0; depth <= cell; depth += 2) {
      for (let k = 0; k <= slide; k++) {
        for (const t of k ? [k, -k] : [0]) {
          const p = place(t, depth);
          if (clear(p.box)) { at = p; break search; }
        }
      }
    }
    return {
      point, edge, text, size: r(size), x: r(at.x), y: r(at.y), turn: TURN[edge],
      patch: { x: r(a1), y: r(d1), width: r(a2 - a1), height: r(d2 - d1) }, box: at.box,
    };
  });
}
