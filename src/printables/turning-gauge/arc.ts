// The arc turning gauge: concentric arcs about one centre, one per speed band, each ticked every
// inch of arc length (a turning boat counts ticks as inches moved). The card is the ring sector
// between the innermost and outermost arcs plus a margin; its cut follows the curve closely
// enough that a cut edge is never more than 0.05 pt off the true arc.
import { InputError } from '../../errors.js';
import { fitSize, textWidth } from '../../svg/fonts.js';
import { r } from '../../units.js';
import type { Item, Point, PrintRequest } from '../types.js';

interface Band { speeds: string; radius: number }
interface Arc { angle: number; tick: number; margin: number; bands: Band[]; note: string }

const TICK = 7;        // half-length of a tick across its arc, pt
const NUMBER = 7;      // tick number size, pt
const CHORD_ERROR = 0.05;

export function arcGauges({ game, count, templates }: PrintRequest): Item[] {
  const d = game.data['turning-gauge'].arc as Arc;
  const bands = [...d.bands].sort((a, b) => a.radius - b.radius);
  const inner = bands[0].radius - d.margin;
  const outer = bands[bands.length - 1].radius + d.margin;
  if (inner <= 0) throw new InputError(`turning-gauge: the margin is larger than the smallest radius (${r(bands[0].radius / 72)} in)`);
  const theta = (d.angle * Math.PI) / 180;
  // the centre at the origin and the turn symmetric about "right", so the card is a narrow upright
  // crescent that fits a page's width; angles run from the top end, clockwise
  const at = (phi: number, rho: number): Point => [rho * Math.cos(phi - theta / 2), rho * Math.sin(phi - theta / 2)];
  const steps = Math.max(8, Math.ceil(theta / (2 * Math.acos(1 - CHORD_ERROR / outer))));
  const outline: Point[] = [
    ...Array.from({ length: steps + 1 }, (_, i) => at((theta * i) / steps, outer)),
    ...Array.from({ length: steps + 1 }, (_, i) => at((theta * (steps - i)) / steps, inner)),
  ];
  const xs = outline.map((p) => p[0]);
  const ys = outline.map((p) => p[1]);
  const [ox, oy] = [-Math.min(...xs), -Math.min(...ys)];
  const move = ([x, y]: Point): Point => [r(x + ox), r(y + oy)];
  const width = r(Math.max(...xs) + ox);
  const height = r(Math.max(...ys) + oy);

  const arcs = bands.map((b, i) => {
    const [sx, sy] = move(at(0, b.radius));
    const [ex, ey] = move(at(theta, b.radius));
    const large = theta > Math.PI ? 1 : 0;
    const ticks = Array.from({ length: Math.floor((b.radius * theta + 1e-6) / d.tick) }, (_, k) => {
      const phi = ((k + 1) * d.tick) / b.radius;
      const [x1, y1] = move(at(phi, b.radius - TICK));
      const [x2, y2] = move(at(phi, b.radius + TICK));
      const [nx, ny] = move(at(phi, b.radius + TICK + NUMBER * 0.9));
      return { k: k + 1, phi: r(phi), x1, y1, x2, y2, nx, ny: r(ny + NUMBER * 0.35) };
    });
    // the band's speeds sit on the arc where a turn starts, before its first tick
    const label = `speed ${b.speeds}`;
    const room = 2 * Math.min(b.radius - (bands[i - 1]?.radius ?? inner), (bands[i + 1]?.radius ?? outer) - b.radius) - 8;
    const size = fitSize(label, room, 11, 'bold', 6) ?? 6;
    const lw = textWidth(label, size, 'bold') + 6;
    const [lx, ly] = move(at((0.45 * d.tick) / b.radius, b.radius));
    return {
      path: `M${sx} ${sy}A${r(b.radius)} ${r(b.radius)} 0 ${large} 1 ${ex} ${ey}`,
      radius: r(b.radius), index: i, ticks, label, size, lx, ly: r(ly + size * 0.35), bx: r(lx - lw / 2), by: r(ly - size * 0.7), bw: r(lw), bh: r(size * 1.4),
    };
  });
  // title and how-to between the first two arcs (or inside the only one), a third of the way round
  // (nudged outward past the inner arc's tick numbers)
  const gapR = (bands.length > 1 ? (bands[0].radius + bands[1].radius) / 2 : bands[0].radius - d.margin / 2) + (TICK + NUMBER) / 2;
  const [tx, ty] = move(at(theta / 3, gapR));
  const across = bands.length > 1 ? bands[1].radius - bands[0].radius : d.margin;
  const noteSize = fitSize(d.note, across - 2 * TICK - 2 * NUMBER - 8, 8, 'regular', 5);
  if (noteSize === null) throw new InputError('turning-gauge: the arcs are too close together for the gauge\'s note');
  const body = templates.render('turning-gauge', 'arc.svg.hbs', {
    arcs, title: { x: tx, y: r(ty - 4), size: 11 }, note: { text: d.note, x: tx, y: r(ty + noteSize * 1.6), size: noteSize },
    number: NUMBER,
  });
  const polygon = outline.map(move);
  return Array.from({ length: count }, () => ({ width, height, body, cut: { polygon }, label: 'TURNING GAUGE' }));
}
