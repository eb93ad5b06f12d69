// A range stick: colour bands of exact lengths from the game's data, each also patterned and
// labelled so it reads in black and white, with a tick at every unit of length. A stick longer than
// the paper prints in pieces; each piece draws its own words inside the part of the stick that shows
// once assembled, so no label is ever split by a join.
import { InputError } from '../../errors.js';
import { OVERLAP } from '../../impose/tile.js';
import { fragment } from '../../svg/draw.js';
import { FAMILY, fitSize, textWidth } from '../../svg/fonts.js';
import { r } from '../../units.js';
import { req, type Field } from '../../data/schema.js';
import { inch } from '../../units.js';
import type { Item, Point, Printable } from '../types.js';
import { LAMINATE_OPTIONS } from '../laminate.js';

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
const NUMBER = 8;     // tick number size, pt
const TITLE = 9;
const PAD = 4;        // between a word and the end of the visible part it sits in, pt

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
  options: { ...LAMINATE_OPTIONS },
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
  const label = stick.title ?? stick.name.toUpperCase();
  // the words of the stick as seen through the visible stretch [a, b] of a piece (the whole stick: [0, length])
  const draw = (a: number, b: number): string => render({
    bands, ticks: ticks(length, width, tick, a, b), labels: bandLabels(edges, width, a, b),
    ranges: rangeLabels(stick.ranges, width, a, b), title: title(stick.title, a, b),
  });
  const overlap = OVERLAP;
  const visible = (x: number, w: number): [number, number] => [x, x + w >= length - 1e-6 ? length : x + w - overlap];
  // the default mark in the title's row, after the title, ending before any band word it would meet
  const start = 4 + (stick.title ? textWidth(stick.title, TITLE, 'bold') + 12 : 0);
  const y = TICK_LEN + 2 + TITLE;
  const ends = bandLabels(edges, width, 0, length).filter((l) => l.y < y + 2 && l.y + l.h > y - 5 && l.x + l.w > start).map((l) => l.x);
  const mark = { x: start, y, width: Math.min(length, inch(3), ...ends) - start - PAD, plate: '#ffffff' };
  return {
    width: length, height: width, cut: 'rect', body: draw(0, length), label, mark,
    window: (x, _y, w) => draw(...visible(x, w)),
    // joins at band edges, where one is near, so no piece shows a band too short to label
    tiling: { overlap, joins: edges.slice(0, -1).map((b) => b.to), labelAt: (x, _y, w, _h, box) => pieceLabel(visible(x, w)[1], box) },
  };
}

/** Tick lines everywhere; a tick's number right of it, or left where a join would cut it. */
function ticks(length: number, width: number, tick: number, a: number, b: number): string {
  return fragment((d) => {
    for (let i = 1; i * tick < length - 1e-6; i++) {
      const x = i * tick;
      d.line(r(x), 0, r(x), TICK_LEN).attr({ stroke: '#000000', 'stroke-width': 1, 'data-tick': i });
      d.line(r(x), r(width - TICK_LEN), r(x), r(width)).attr({ stroke: '#000000', 'stroke-width': 1 });
      const w = textWidth(String(i), NUMBER);
      const right = x + 2 + w <= b && x + 2 >= a;
      const left = x - 2 - w >= a && x - 2 <= b;
      if (!right && !left) continue;
      d.plain(String(i)).attr({ x: r(right ? x + 2 : x - 2), y: TICK_LEN, 'font-family': FAMILY, 'font-size': NUMBER, ...(right ? {} : { 'text-anchor': 'end' }) });
    }
  });
}

/** Each band's label, centred in the part of the band that shows in [a, b], when it fits there. */
function bandLabels(edges: (Band & { from: number })[], width: number, a: number, b: number) {
  const mid = width * 0.45;
  return edges.flatMap((band) => {
    const [x1, x2] = [Math.max(band.from, a), Math.min(band.to, b)];
    const size = fitSize(band.label, x2 - x1 - 2 * PAD, Math.min(12, width * 0.17), 'bold', 4);
    if (size === null) return [];
    const w = textWidth(band.label, size, 'bold') + 6;
    const cx = (x1 + x2) / 2;
    return [{ text: band.label, size, cx, baseline: mid + size * 0.35, x: cx - w / 2, y: mid - size * 0.6, w, h: size * 1.2 }];
  });
}

/** The range brackets along the bottom edge, each labelled in the part of it that shows in [a, b]. */
function rangeLabels(ranges: Stick['ranges'], width: number, a: number, b: number) {
  let start = 0;
  const y1 = width - TICK_LEN - 6;
  return ranges.map((rg) => {
    const [x1, x2] = [start + 3, rg.to - 3];
    start = rg.to;
    const [v1, v2] = [Math.max(x1, a), Math.min(x2, b)];
    const size = fitSize(rg.label, v2 - v1 - 16, 7, 'regular', 4);
    const bracket = { x1, x2, y0: y1 - 4, y1 };
    if (size === null) return bracket;
    const lw = textWidth(rg.label, size) + 6;
    const cx = (v1 + v2) / 2;
    return { ...bracket, text: rg.label, size, cx, baseline: y1 + size * 0.35, lx: cx - lw / 2, ly: y1 - size * 0.6, lw, lh: size * 1.2 };
  });
}

/** The stick's title at its start, on the piece that shows the start. */
function title(text: string | undefined, a: number, b: number) {
  const w = text ? textWidth(text, TITLE, 'bold') + 6 : 0;
  return text && a <= 0 && 4 + w + PAD <= b ? { text, size: TITLE, x: 4, y: TICK_LEN + 2, w, h: TITLE * 1.25 } : null;
}

/** A piece's label in the row of the title, at the right end of the piece's visible stretch. */
function pieceLabel(end: number, [bw, bh]: [number, number]): Point {
  return [r(end - PAD - bw / 2), r(TICK_LEN + 2 + bh / 2)];
}
