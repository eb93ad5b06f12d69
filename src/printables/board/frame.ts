// What a board carries besides its grid: a centre mark (where the wind arrow goes) and the compass
// words, each just inside its edge, centred, and turned to read the right way up from that edge.
import { fitSize, textWidth } from '../../svg/fonts.js';
import { r } from '../../units.js';

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

export function centreMark(width: number, height: number, cell: number) {
  // a quarter of a cell, at most 1/4 in: marks the spot without hiding a square's worth of board
  const radius = Math.min(cell * 0.25, 18);
  const [x, y, arm] = [width / 2, height / 2, radius * 1.6];
  return { x: r(x), y: r(y), radius: r(radius), x1: r(x - arm), x2: r(x + arm), y1: r(y - arm), y2: r(y + arm) };
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

export function compassWords(width: number, height: number, cell: number, compass: Compass) {
  const k = EDGES.indexOf(northEdge(compass.north, width, height));
  return POINTS.map((point, n) => {
    const edge = EDGES[(k + n) % 4];
    const text = compass.words[point];
    const along = edge === 'top' || edge === 'bottom' ? width : height;
    const size = fitSize(text, along * 0.6, Math.min(16, Math.max(8, cell * 0.2)), 'bold', 4) ?? 4;
    // the word's white patch (which keeps it clear of grid lines) stops 1/8 in inside the edge,
    // where a print shop's trim cannot reach it
    const inset = SAFE + size * 0.25;
    const [x, y] = {
      top: [width / 2, inset], bottom: [width / 2, height - inset],
      left: [inset, height / 2], right: [width - inset, height / 2],
    }[edge];
    const w = textWidth(text, size, 'bold');
    return {
      point, edge, text, size: r(size), x: r(x), y: r(y), turn: TURN[edge],
      patch: { x: r(-w / 2 - 3), y: r(-size * 0.85), width: r(w + 6), height: r(size * 1.1) },
    };
  });
}
