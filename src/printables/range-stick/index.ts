// A range stick: colour bands of exact lengths from the game's data, each also patterned and
// labelled so it reads in black and white, with a tick at every unit of length.
import { InputError } from '../../errors.js';
import { fragment } from '../../svg/draw.js';
import { FAMILY, fitSize, textWidth } from '../../svg/fonts.js';
import { r } from '../../units.js';
import { req, type Field } from '../../data/schema.js';
import { inch } from '../../units.js';
import type { Item, Printable } from '../types.js';

const band: Field = {
  type: 'object',
  fields: {
    to: req.length(inch(0.1), inch(120)),
    colour: { type: 'string', required: true },
    pattern: { type: 'enum', values: ['plain', 'hatch', 'dots', 'cross'], required: true },
    label: req.text(30),
  },
};
const range: Field = { type: 'object', fields: { to: req.length(inch(0.1), inch(120)), label: req.text(30) } };

interface Band { to: number; colour: string; pattern: string; label: string }
interface Stick { name: string; title?: string; bands: Band[]; ranges: { to: number; label: string }[] }

const TICK_LEN = 9;
const TITLE = 9;

export const rangeStick: Printable = {
  name: 'range-stick',
  summary: 'range and movement sticks with colour bands',
  count: 'sticks of each kind',
  perShip: false,
  gap: 0,
  data: {
    type: 'object',
    fields: {
      width: req.length(inch(0.3), inch(3)), tick: req.length(inch(0.1), inch(12)),
      sticks: {
        type: 'list', minItems: 1, required: true,
        of: {
          type: 'object',
          fields: {
            name: req.text(30),
            // printed at the start of the stick when the game has several kinds
            title: { type: 'string', maxLength: 20 },
            bands: { type: 'list', minItems: 1, of: band, required: true },
            ranges: { type: 'list', of: range, default: [] },
          },
        },
      },
    },
  },
  options: {},
  items({ game, count, templates }) {
    const { width, tick, sticks } = game.data['range-stick'] as { width: number; tick: number; sticks: Stick[] };
    const one = sticks.map((s) => stickItem(s, width, tick, (view) => templates.render('range-stick', 'stick.svg.hbs', view)));
    return Array.from({ length: count }, () => one).flat();
  },
};

function stickItem(stick: Stick, width: number, tick: number, render: (view: object) => string): Item {
  const length = stick.bands[stick.bands.length - 1].to;
  let from = 0;
  for (const b of stick.bands) {
    if (b.to <= from) throw new InputError(`range-stick "${stick.name}": band "${b.label}" must end after the band before it`);
    from = b.to;
  }
  const edges = stick.bands.map((b, i) => ({ ...b, from: i === 0 ? 0 : stick.bands[i - 1].to }));
  const bands = fragment((d) => {
    edges.forEach((b, i) => {
      const attrs = { 'data-band': i, 'data-from': r(b.from), 'data-to': r(b.to) };
      d.rect(r(b.to - b.from), r(width)).move(r(b.from), 0).attr({ fill: b.colour, ...attrs });
      if (b.pattern !== 'plain') d.rect(r(b.to - b.from), r(width)).move(r(b.from), 0).attr({ fill: `url(#rs-${b.pattern})` });
    });
  });
  const ticks = fragment((d) => {
    for (let i = 1; i * tick < length - 1e-6; i++) {
      const x = r(i * tick);
      d.line(x, 0, x, TICK_LEN).attr({ stroke: '#000000', 'stroke-width': 1, 'data-tick': i });
      d.line(x, r(width - TICK_LEN), x, r(width)).attr({ stroke: '#000000', 'stroke-width': 1 });
      d.plain(String(i)).attr({ x: r(x + 2), y: TICK_LEN, 'font-family': FAMILY, 'font-size': 8 });
    }
  });
  const mid = width * 0.45;
  const labels = edges.map((b) => {
    const size = fitSize(b.label, b.to - b.from - 8, Math.min(12, width * 0.17), 'bold', 4) ?? 4;
    const w = textWidth(b.label, size, 'bold') + 6;
    return { text: b.label, size, cx: (b.from + b.to) / 2, baseline: mid + size * 0.35, x: (b.from + b.to) / 2 - w / 2, y: mid - size * 0.6, w, h: size * 1.2 };
  });
  let start = 0;
  const y1 = width - TICK_LEN - 6;
  const ranges = stick.ranges.map((rg) => {
    const x1 = start + 3;
    const x2 = rg.to - 3;
    start = rg.to;
    const size = fitSize(rg.label, x2 - x1 - 16, 7, 'regular', 4) ?? 4;
    const lw = textWidth(rg.label, size) + 6;
    const cx = (x1 + x2) / 2;
    return { text: rg.label, size, x1, x2, y0: y1 - 4, y1, cx, baseline: y1 + size * 0.35, lx: cx - lw / 2, ly: y1 - size * 0.6, lw, lh: size * 1.2 };
  });
  const title = stick.title ? { text: stick.title, size: TITLE, x: 4, y: TICK_LEN + 2, w: textWidth(stick.title, TITLE, 'bold') + 6, h: TITLE * 1.25 } : null;
  const body = render({ bands, ticks, labels, ranges, title });
  return { width: length, height: width, cut: 'rect', body, label: stick.title ?? stick.name.toUpperCase() };
}
