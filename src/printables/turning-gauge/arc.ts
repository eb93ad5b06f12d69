// The arc turning gauge: concentric arcs about one centre, one per speed band, each ticked every
// inch of arc length (a turning boat counts ticks as inches moved). A boat lies along the first inch
// of an arc, so the arc can be used from either end: ticks counted from the top end stand outside
// the arc, those counted from the bottom end inside, and a boat outline shows the place at each end.
// Speed tags and piece labels keep off those first inches and away from every cut edge. The card is
// the ring sector between the innermost and outermost arcs plus a margin; its cut follows the curve
// closely enough that a cut edge is never more than 0.05 pt off the true arc.
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { OVERLAP } from '../../impose/tile.js';
import { fitSize, fitWrapped, textWidth } from '../../svg/fonts.js';
import { r } from '../../units.js';
import type { Item, Point, PrintRequest } from '../types.js';
import { windowOnce } from '../window.js';

interface Band { speeds: string; radius: number }
interface Tick { k: number; x1: number; y1: number; nx: number; ny: number; hide?: boolean }
interface Arc { angle: number; tick: number; margin: number; bands: Band[]; note: string }

const TICK = 7;        // length of a tick, on its side of the arc, pt
const NUMBER = 7;      // tick number size, pt
const TAG = 9;         // speed tag size, pt
const MIN_TEXT = 6;    // nothing printed smaller
const BEAM = 14;       // the boat outline's beam, pt
const CHORD_ERROR = 0.05;
const LABEL = 'TURNING GAUGE';
const deg = (a: number) => (a * 180) / Math.PI;

export function arcGauges({ game, count, templates }: PrintRequest): Item[] {
  const d = game.data['turning-gauge'].arc as Arc;
  const bands = [...d.bands].sort((a, b) => a.radius - b.radius);
  const inner = bands[0].radius - d.margin;
  const outer = bands[bands.length - 1].radius + d.margin;
  if (inner <= 0) throw new DrawProblem('turning-gauge', ['turning-gauge', 'arc', 'margin'], `the margin is larger than the smallest radius (${r(bands[0].radius / 72)} in)`);
  const theta = (d.angle * Math.PI) / 180;
  // the centre at the origin and the turn symmetric about "right", so the card is a narrow upright
  // crescent that fits a page's width; angles run from the top end, clockwise
  const raw = (phi: number, rho: number): Point => [rho * Math.cos(phi - theta / 2), rho * Math.sin(phi - theta / 2)];
  const steps = Math.max(8, Math.ceil(theta / (2 * Math.acos(1 - CHORD_ERROR / outer))));
  const outline: Point[] = [
    ...Array.from({ length: steps + 1 }, (_, i) => raw((theta * i) / steps, outer)),
    ...Array.from({ length: steps + 1 }, (_, i) => raw((theta * (steps - i)) / steps, inner)),
  ];
  const xs = outline.map((p) => p[0]);
  const ys = outline.map((p) => p[1]);
  const [ox, oy] = [-Math.min(...xs), -Math.min(...ys)];
  const at = (phi: number, rho: number): Point => { const [x, y] = raw(phi, rho); return [r(x + ox), r(y + oy)]; };
  const width = r(Math.max(...xs) + ox);
  const height = r(Math.max(...ys) + oy);

  const arcs = bands.map((b, i) => {
    const length = b.radius * theta;
    const n = Math.floor((length + 1e-6) / d.tick);
    if (n < 3) throw new DrawProblem('turning-gauge', String(b.speeds), `the arc of speed ${quote(String(b.speeds))} is shorter than 3 ticks; expected a larger angle or radius`);
    // from the top end outward, from the bottom end inward: k ticks from one end is k inches from it
    const tick = (k: number, s: number, side: 1 | -1) => {
      const phi = s / b.radius;
      const [x1, y1] = at(phi, b.radius);
      const [x2, y2] = at(phi, b.radius + side * TICK);
      const [nx, ny] = at(phi, b.radius + side * (TICK + 6));
      return { k, s: r(s), x1, y1, x2, y2, nx, ny: r(ny + NUMBER * 0.35), from: side === 1 ? 'top' : 'bottom' };
    };
    const ticks = Array.from({ length: n }, (_, k) => tick(k + 1, (k + 1) * d.tick, 1));
    const back = Array.from({ length: n }, (_, k) => tick(k + 1, length - (k + 1) * d.tick, -1));
    const label = `speed ${b.speeds}`;
    const size = fitSize(label, d.tick - 2 * NUMBER, TAG, 'bold', 6);
    if (size === null) throw new DrawProblem('turning-gauge', String(b.speeds), `${quote(label)} does not fit between two ticks; expected a shorter speeds text`);
    // a tag reads along the arc, half way between ticks 1 and 2 of its end, on that end's side
    const tag = (s: number, side: 1 | -1) => {
      const [w, h] = [textWidth(label, size, 'bold') + 6, size * 1.4];
      const phi = s / b.radius;
      const [cx, cy] = at(phi, b.radius + side * (3 + h / 2));
      let rot = deg(phi - theta / 2) + 90;
      if (rot > 90) rot -= 180;
      return { cx, cy, w: r(w), h: r(h), x: r(cx - w / 2), y: r(cy - h / 2), ty: r(cy + size * 0.35), rot: r(rot), size, end: side === 1 ? 'top' : 'bottom' };
    };
    return {
      path: `M${at(0, b.radius).join(' ')}A${r(b.radius)} ${r(b.radius)} 0 ${theta > Math.PI ? 1 : 0} 1 ${at(theta, b.radius).join(' ')}`,
      radius: r(b.radius), index: i, ticks: [...ticks, ...back], label,
      tags: [tag(1.5 * d.tick, 1), tag(length - 1.5 * d.tick, -1)],
      boats: [boat(at, b.radius, 0, d.tick / b.radius, 'top'), boat(at, b.radius, theta, theta - d.tick / b.radius, 'bottom')],
    };
  });
  // title and how-to between the first two arcs (or inside the only one), a third of the way round
  const gapR = bands.length > 1 ? (bands[0].radius + bands[1].radius) / 2 : bands[0].radius - d.margin / 2;
  const [tx, ty] = at(theta / 3, gapR);
  const across = bands.length > 1 ? bands[1].radius - bands[0].radius : d.margin;
  const noteW = across - 2 * TICK - 2 * NUMBER - 8;
  // the note on one line, or two, at 6 pt or more
  const note = fitWrapped(d.note, noteW, 8, MIN_TEXT, 'regular', (lines) => lines.length <= 2);
  if (note === null) throw new DrawProblem('turning-gauge', d.note, 'the arcs are too close together for the gauge\'s note; shorten the note or space the arcs wider');
  const noteSize = note.size;
  const noteY = r(ty + noteSize * 1.6);
  const view = {
    arcs, title: { x: tx, y: r(ty - 4), size: 11 },
    note: { lines: note.lines.map((text, i) => ({ text, y: r(noteY + i * noteSize * 1.2) })), x: tx, size: noteSize },
    number: NUMBER,
  };
  const render = (v: object) => templates.render('turning-gauge', 'arc.svg.hbs', v);
  const body = render(view);
  const polygon = outline.map(([x, y]): Point => [r(x + ox), r(y + oy)]);
  // a piece's label goes midway between two arcs past the title's, where its window shows it whole
  const gaps = bands.slice(1).map((b, i) => (b.radius + (bands[i + 2]?.radius ?? outer)) / 2).slice(0, Math.max(1, bands.length - 2));
  // the far edges of the part of a piece that shows once assembled: its window less the overlap
  // strip that goes under the next piece
  const shows = (x: number, y: number, w: number, h: number): Point =>
    [x + w < width - 1e-6 ? x + w - OVERLAP : x + w, y + h < height - 1e-6 ? y + h - OVERLAP : y + h];
  const labelAt = (x: number, y: number, w: number, h: number, [bw, bh]: [number, number]): Point | undefined => {
    const [x2, y2] = shows(x, y, w, h);
    const [hw, hh] = [bw / 2, bh / 2];
    const fits = ([cx, cy]: Point) => cx - hw >= x + 9 && cx + hw <= x2 - 9 && cy - hh >= y + 9 && cy + hh <= y2 - 9;
    const mid = (y + y2) / 2;
    const spots = gaps.flatMap((rho) => Array.from({ length: 61 }, (_, k) => at((theta * k) / 60, rho)));
    return spots.filter(fits).sort((a, b) => Math.abs(a[1] - mid) - Math.abs(b[1] - mid))[0];
  };
  // a tick number that a join would cut moves onto the side of it where its tick shows (the piece
  // across the join shows it there too), and one whose tick is under the strip is left to that piece;
  // each window is drawn once for all the copies
  const window = windowOnce((x: number, y: number, w: number, h: number): string => {
    const [x2, y2] = shows(x, y, w, h);
    const place = <T extends Tick>(t: T): T[] => {
      const half = textWidth(String(t.k), NUMBER) / 2;
      let [left, top] = [t.nx - half, t.ny - NUMBER * 0.75];
      const [bw, bh] = [2 * half, NUMBER * 0.95];
      const tickShows = t.x1 >= x && t.x1 <= x2 && t.y1 >= y && t.y1 <= y2;
      const cut = (lo: number, size: number, a: number, b: number) => lo < a && lo + size > a ? a + 1 : lo < b && lo + size > b ? b - 1 - size : lo;
      const [nl, nt] = [cut(left, bw, x, x2), cut(top, bh, y, y2)];
      if (nl === left && nt === top) return [t];
      if (!tickShows) return [{ ...t, hide: true }];
      [left, top] = [nl, nt];
      return [{ ...t, nx: r(left + half), ny: r(top + NUMBER * 0.75) }];
    };
    return render({ ...view, arcs: arcs.map((a) => ({ ...a, ticks: a.ticks.flatMap(place) })) });
  });
  // the default mark on the line under the note
  const mark = { x: tx, y: r(noteY + note.lines.length * noteSize * 1.2 + 4), anchor: 'middle' as const, width: noteW };
  return Array.from({ length: count }, () => ({ width, height, body, cut: { polygon }, label: LABEL, window, tiling: { labelAt }, mark }));
}

/** A boat's outline along the arc from angle `a` to `b` (stern to bow), as a boat lies at that end. */
function boat(at: (phi: number, rho: number) => Point, radius: number, a: number, b: number, end: string) {
  const [s, f] = [at(a, radius), at(b, radius)];
  const [dx, dy] = [(f[0] - s[0]), (f[1] - s[1])];
  const len = Math.hypot(dx, dy);
  const [ux, uy, nx, ny] = [dx / len, dy / len, -dy / len, dx / len];
  const p = (along: number, side: number) => `${r(s[0] + ux * along + nx * side)} ${r(s[1] + uy * along + ny * side)}`;
  const half = BEAM / 2;
  const d = `M${p(0, -half * 0.8)}L${p(len * 0.65, -half)}Q${p(len * 0.9, -half)} ${p(len, 0)}Q${p(len * 0.9, half)} ${p(len * 0.65, half)}L${p(0, half * 0.8)}Z`;
  return { d, end };
}
