// Items larger than the paper print in pieces. Each piece is a window onto the whole item; a piece
// that has a neighbour to its right or below carries an overlap strip that the neighbour is laid
// over, its own edge on the seam line. Ticks crossing each seam line up the pieces, and every piece
// is labelled ("HEAVY 2/3", or "GAUGE B1" in a grid) so the assembled item measures exactly its size.
// An item whose face must stay clear (a board) is cut the same way, but its pieces are named
// "tile 2·3" and carry their labels and ticks only where no one plays: in the overlap strips, which
// go under the neighbours, or in the page margin under a piece that has no strip.
import { InputError } from '../errors.js';
import type { Item, Point } from '../printables/types.js';
import { FAMILY, textWidth } from '../svg/fonts.js';
import { esc } from '../svg/draw.js';
import { inch, r } from '../units.js';
import { clipPolygon, clipSegment, polygonArea, rectPolygon, spans } from './clip.js';
import { assemblyMap } from './map.js';
import { upper } from '../svg/upper.js';

/** Neighbouring pieces of an item larger than the paper overlap by this much, unless it says otherwise. */
export const OVERLAP = inch(0.5);

const TICK = 9;         // half-length of an alignment tick across a seam, pt
// the largest board (10 × 10 ft) with the widest overlap (2 in) is 320 pieces on Letter
const MAX_PIECES = 400;
const TILE_LABEL = 7.5; // clear-face labels: font size, pt
/** Under a clear-face piece with no strip, its label needs this much of the page. */
const LABEL_ROOM = TILE_LABEL * 1.5 + 2;

/** A join this close to a place where the item welcomes one moves onto it (when the pieces still fit). */
const SNAP = inch(1);

/** Pieces along one side: where each starts (piece i ends where piece i + 1 starts, plus the
 * overlap), and the largest piece. */
interface Axis { count: number; starts: number[]; size: number }

/**
 * How to cut `length` into pieces no longer than `room`, neighbours overlapping by `overlap`: as
 * few pieces as will do, of equal size, except that a join near one of `joins` moves onto it, so
 * that a band of a stick never shows as a sliver too short for its label.
 */
function axis(length: number, room: number, overlap: number, joins: number[] = []): Axis | null {
  if (length <= room + 1e-6) return { count: 1, starts: [0], size: length };
  if (room <= overlap) return null;
  const count = Math.ceil((length - overlap - 1e-6) / (room - overlap));
  const step = (length - overlap) / count;
  const starts = Array.from({ length: count }, (_, i) => i * step);
  const end = (i: number) => (i + 1 < count ? starts[i + 1] + overlap : length);
  const fits = (i: number) => end(i - 1) - starts[i - 1] <= room + 1e-6 && end(i) - starts[i] <= room + 1e-6;
  for (let i = 1; i < count; i++) {
    const was = starts[i];
    const near = joins.filter((j) => Math.abs(j - was) <= SNAP && j > starts[i - 1] + overlap).sort((a, b) => Math.abs(a - was) - Math.abs(b - was));
    for (const j of near) {
      starts[i] = j;
      if (fits(i)) break;
      starts[i] = was;
    }
  }
  return { count, starts, size: Math.max(...starts.map((x, i) => end(i) - x)) };
}

/**
 * The item as is when it fits `room` (the printable area, portrait and landscape), else its pieces
 * for whichever orientation needs fewer.
 */
export function tileToFit(item: Item, rooms: [number, number][], fallback: string): Item[] {
  if (rooms.some(([w, h]) => item.width <= w + 1e-6 && item.height <= h + 1e-6)) return [item];
  const overlap = item.tiling?.overlap ?? OVERLAP;
  let best: [Axis, Axis] | null = null;
  for (const [w, h] of rooms) {
    let ay = axis(item.height, h, overlap);
    // a piece is centred on its page: clear-face pieces shrink when half the height left over
    // would not hold a label under one
    if (item.tiling?.clearFace && ay && h - ay.size < 2 * LABEL_ROOM) ay = axis(item.height, h - 2 * LABEL_ROOM, overlap);
    const ax = axis(item.width, w, overlap, item.tiling?.joins);
    if (ax && ay && (!best || ax.count * ay.count < best[0].count * best[1].count)) best = [ax, ay];
  }
  if (!best) throw new InputError(`${fallback}: cannot cut an item of this size into pieces with a ${r(overlap / 72)} in overlap`);
  if (best[0].count * best[1].count > MAX_PIECES) {
    throw new InputError(`${fallback}: an item this large would print in more than ${MAX_PIECES} pieces`);
  }
  const all = pieces(item, best[0], best[1], overlap, item.label ?? upper(fallback));
  return item.tiling?.map ? [assemblyMap(item, all, rooms[0]), ...all] : all;
}

/** Column names as on a spreadsheet: A … Z, AA, AB … */
export function columnName(i: number): string {
  return i < 26 ? String.fromCharCode(65 + i) : columnName(Math.floor(i / 26) - 1) + columnName(i % 26);
}

function pieces(item: Item, ax: Axis, ay: Axis, overlap: number, label: string): Item[] {
  const outline = typeof item.cut === 'string' ? rectPolygon(0, 0, item.width, item.height) : item.cut.polygon;
  const out: Item[] = [];
  const grid = (ax.count > 1 && ay.count > 1) || item.tiling?.gridNames === true;
  for (let row = 0; row < ay.count; row++) {
    for (let col = 0; col < ax.count; col++) {
      const x = ax.starts[col];
      const y = ay.starts[row];
      const w = col < ax.count - 1 ? ax.starts[col + 1] + overlap - x : item.width - x;
      const h = row < ay.count - 1 ? ay.starts[row + 1] + overlap - y : item.height - y;
      const shape = clipPolygon(outline, x, y, x + w, y + h);
      if (polygonArea(shape) < 1) continue; // the window holds none of the item
      const local = shape.map(([px, py]): Point => [r(px - x), r(py - y)]);
      const clear = item.tiling?.clearFace === true;
      const name = clear ? `tile ${col + 1}·${row + 1}` : grid ? `${label} ${columnName(col)}${row + 1}` : `${label} ${col + row + 1}/${ax.count * ay.count}`;
      const seams = seamMarks(outline, { x, y, w, h }, ax, ay, col, row, overlap, clear);
      const strips = { right: col < ax.count - 1, below: row < ay.count - 1 };
      const size = Math.min(14, Math.max(7, Math.min(w, h) / 40));
      const at = placed(item, x, y, w, h, [textWidth(name, size, 'bold') + 8, size * 1.5]);
      const tag = clear && !at ? clearLabel(name, w, h, overlap, strips) : labelSvg(name, local, w, size, at);
      const folds = (item.folds ?? []).flatMap(([a, b]) => {
        const s = clipSegment(a, b, x, y, x + w, y + h);
        return s ? [[[r(s[0][0] - x), r(s[0][1] - y)], [r(s[1][0] - x), r(s[1][1] - y)]] as [Point, Point]] : [];
      });
      // a nested viewport: the writer turns its overflow into a plain PDF clipping path
      const body = [
        `<svg x="0" y="0" width="${r(w)}" height="${r(h)}" viewBox="${r(x)} ${r(y)} ${r(w)} ${r(h)}" overflow="hidden" data-window="">`,
        item.window?.(x, y, w, h) ?? item.body,
        seams,
        '</svg>',
        tag,
      ].join('\n');
      out.push({
        width: r(w), height: r(h), body, label,
        cut: typeof item.cut === 'string' ? item.cut : { polygon: local },
        ...(folds.length ? { folds } : {}),
        // laminating asked of an aid too large to laminate: the contents page says it was not
        ...(item.laminate ? { laminate: item.laminate } : {}),
        piece: { of: { width: item.width, height: item.height }, x: r(x), y: r(y), width: r(w), height: r(h), col, row, cols: ax.count, rows: ay.count, name },
      });
    }
  }
  return out;
}

/**
 * Drawn in item coordinates, so each piece shows its share: the overlap strips shaded and marked
 * with the seam line where the neighbour's edge goes, and ticks across each seam that continue
 * from one piece onto the next once the pieces are laid together. On a clear face the ticks are
 * drawn only on the strip, from the seam into it: the piece laid over it lines up by its own cut
 * edge on the seam and by the drawing running on across the join.
 */
function seamMarks(outline: Point[], win: { x: number; y: number; w: number; h: number }, ax: Axis, ay: Axis, col: number, row: number, overlap: number, clear: boolean): string {
  const parts: string[] = [];
  const [seamsX, seamsY] = [ax.starts.slice(1), ay.starts.slice(1)];
  for (const [i, s] of seamsX.entries()) {
    if (s < win.x - TICK || s > win.x + win.w + TICK) continue;
    for (const [a, b] of spans(outline, 'x', s)) {
      if (i === col) parts.push(strip(s, a, overlap, b - a, 'x'));
      // a clear face: ticks only on the strip, from the seam into it
      if (!clear || i === col) parts.push(...ticks(s, a, b, win.y, win.y + win.h, 'x', clear));
    }
  }
  for (const [i, s] of seamsY.entries()) {
    if (s < win.y - TICK || s > win.y + win.h + TICK) continue;
    for (const [a, b] of spans(outline, 'y', s)) {
      if (i === row) parts.push(strip(s, a, overlap, b - a, 'y'));
      if (!clear || i === row) parts.push(...ticks(s, a, b, win.x, win.x + win.w, 'y', clear));
    }
  }
  return parts.length ? `<g data-seams="">${parts.join('')}</g>` : '';
}

/** The overlap strip beyond a seam: shaded, with the seam drawn where the next piece's edge goes. */
function strip(seam: number, from: number, depth: number, length: number, across: 'x' | 'y'): string {
  const [x, y, w, h] = across === 'x' ? [seam, from, depth, length] : [from, seam, length, depth];
  const [x2, y2] = across === 'x' ? [seam, from + length] : [from + length, seam];
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="#000000" fill-opacity="0.12" data-overlap=""/>`
    + `<line x1="${r(x)}" y1="${r(y)}" x2="${r(x2)}" y2="${r(y2)}" stroke="#000000" stroke-width="0.6" stroke-dasharray="1 2" data-seam="${r(seam)}"/>`;
}

/**
 * Two ticks across a seam, placed within the part of the seam this piece's row (or column) shares
 * with its neighbour across it, so both pieces draw the very same ticks.
 */
function ticks(seam: number, a: number, b: number, lo: number, hi: number, across: 'x' | 'y', inStrip: boolean): string[] {
  const [from, to] = [Math.max(a, lo), Math.min(b, hi)];
  if (to <= from) return [];
  return [from + (to - from) * 0.2, from + (to - from) * 0.8].map((t) => tick(seam, t, across, inStrip));
}

function tick(seam: number, at: number, across: 'x' | 'y', inStrip: boolean): string {
  const [s1, s2] = inStrip ? [seam, seam + TICK] : [seam - TICK, seam + TICK];
  const [x1, y1, x2, y2] = across === 'x' ? [s1, at, s2, at] : [at, s1, at, s2];
  return `<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}" stroke="#000000" stroke-width="1.2" data-align=""/>`;
}

/** The printable's own place for a piece's label (its box `box` wide and high), in piece coordinates. */
function placed(item: Item, x: number, y: number, w: number, h: number, box: [number, number]): Point | undefined {
  const at = item.tiling?.labelAt?.(x, y, w, h, box);
  return at && [at[0] - x, at[1] - y];
}

/**
 * A clear-face piece's name, outside its playing area: in the strip under it (clear of the corner
 * where two strips cross), else along the strip on its right (reading upwards), else in the page
 * margin just under it. `data-box` is its footprint in piece coordinates.
 */
function clearLabel(name: string, w: number, h: number, overlap: number, strips: { right: boolean; below: boolean }): string {
  const size = Math.min(TILE_LABEL, (overlap - 4) / 1.5);
  const [bw, bh] = [textWidth(name, size, 'bold') + 8, size * 1.5];
  const [cx, cy, turn] = strips.below ? [(strips.right ? w - overlap : w) / 2, h - overlap / 2, 0]
    : strips.right ? [w - overlap / 2, h / 2, -90]
      : [w / 2, h + LABEL_ROOM - bh / 2, 0];
  const [hw, hh] = turn ? [bh / 2, bw / 2] : [bw / 2, bh / 2];
  const box = [cx - hw, cy - hh, cx + hw, cy + hh].map(r).join(',');
  return `<g transform="translate(${r(cx)} ${r(cy)}) rotate(${turn})" data-piece-label="" data-box="${box}">`
    + `<rect x="${r(-bw / 2)}" y="${r(-bh / 2)}" width="${r(bw)}" height="${r(bh)}" rx="2" fill="#ffffff" stroke="#000000" stroke-width="0.6"/>`
    + `<text x="0" y="${r(size * 0.35)}" font-family="${FAMILY}" font-weight="bold" font-size="${r(size)}" text-anchor="middle" fill="#000000">${esc(name)}</text></g>`;
}

/** The piece's name in a white box: at `at`, else on a horizontal line through the widest part of the piece's shape. */
function labelSvg(name: string, shape: Point[], width: number, size: number, at?: Point): string {
  const w = textWidth(name, size, 'bold') + 8;
  // the box spans y - size … y + size / 2: a given centre puts y a quarter size below it
  let [cx, y] = at ? [at[0], at[1] + size / 4] : [0, 0];
  if (!at) {
    const ys = shape.map((p) => p[1]);
    const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
    y = top + (bottom - top) * 0.3;
    const [a, b] = spans(shape, 'y', y).reduce((m, s) => (s[1] - s[0] > m[1] - m[0] ? s : m), [0, width]);
    cx = (a + b) / 2;
  }
  return `<g data-piece-label="">`
    + `<rect x="${r(cx - w / 2)}" y="${r(y - size)}" width="${r(w)}" height="${r(size * 1.5)}" rx="2" fill="#ffffff" stroke="#000000" stroke-width="0.6"/>`
    + `<text x="${r(cx)}" y="${r(y + size * 0.35)}" font-family="${FAMILY}" font-weight="bold" font-size="${size}" text-anchor="middle" fill="#000000">${esc(name)}</text></g>`;
}
