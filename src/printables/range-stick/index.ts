// A range stick: colour bands of exact lengths from the game's data, each also patterned and
// labelled so it reads in black and white, with a tick at every unit of length. A band is a zone
// labelled in its middle, or (`reaches: true`) a reach: an arrow from the stick's start to the band's
// far edge, labelled there. A stick longer than the paper prints in pieces; each piece draws its own
// words inside the part of the stick that shows once assembled, so no label is ever split by a join.
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { OVERLAP } from '../../impose/tile.js';
import { drawing, fragment } from '../../svg/draw.js';
import { FAMILY, textWidth } from '../../svg/fonts.js';
import { r } from '../../units.js';
import { req, type Field } from '../../data/schema.js';
import { inch } from '../../units.js';
import type { Item, Point, Printable } from '../types.js';
import { upper } from '../../svg/upper.js';
import { PAD, TICK_LEN, bandLabels, rangeLabels, reachArrows, reachLabels, reachRow, type Band, type Edge, type Label } from './labels.js';
import { LAMINATE_OPTIONS } from '../laminate.js';
import { windowOnce } from '../window.js';

const band: Field = {
  type: 'object',
  fields: {
    to: req.length(inch(0.1), inch(120)),
    colour: req.colour(),
    pattern: { type: 'enum', values: ['plain', 'hatch', 'dots', 'cross'], required: true },
    label: req.text(30),
  },
};
const range: Field = { type: 'object', fields: { to: req.length(inch(0.1), inch(120)), label: req.text(30) } };

interface Stick { name: string; title?: string; reaches: boolean; bands: Band[]; ranges: { to: number; label: string }[] }

const NUMBER = 8;     // tick number size, pt
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
            reaches: {
              type: 'bool', default: false,
              doc: 'true: each band\'s label says how far the stick reaches from its start to the band\'s far edge (a move), drawn as an arrow from the start labelled at that edge; false: the label names the band itself (a zone)',
            },
            ranges: { type: 'list', of: range, default: [] },
          },
        },
      },
    },
  },
  options: { ...LAMINATE_OPTIONS },
  items({ game, count, templates }) {
    const { width, tick, sticks } = game.data['range-stick'] as { width: number; tick: number; sticks: Stick[] };
    const marks = tickMarks(Math.max(...sticks.map((s) => s.bands[s.bands.length - 1].to)), width, tick);
    const one = sticks.map((s) => stickItem(s, width, marks, (view) => templates.render('range-stick', 'stick.svg.hbs', view)));
    return Array.from({ length: count }, () => one).flat();
  },
};

function stickItem(stick: Stick, width: number, marks: Tick[], render: (view: object) => string): Item {
  const length = stick.bands[stick.bands.length - 1].to;
  let from = 0;
  for (const b of stick.bands) {
    if (b.to <= from) throw new DrawProblem('range-stick', b.label, `stick ${quote(stick.name)}: band ${quote(b.label)} must end after the band before it`);
    from = b.to;
  }
  const edges = stick.bands.map((b, i) => ({ ...b, from: i === 0 ? 0 : stick.bands[i - 1].to }));
  const bands = fragment((d) => {
    // a rect's place and colours in one call, in the order move() and attr() wrote them
    edges.forEach((b, i) => {
      const [w, h, at] = [r(b.to - b.from), r(width), { x: r(b.from), y: 0 }];
      d.rect(w, h).attr({ ...at, fill: b.colour, 'data-band': i, 'data-from': r(b.from), 'data-to': r(b.to) });
      if (b.pattern !== 'plain') d.rect(w, h).attr({ ...at, fill: `url(#rs-${b.pattern})` });
    });
  });
  const label = stick.title ?? upper(stick.name);
  const words = (a: number, b: number): Label[] => (stick.reaches ? reachLabels : bandLabels)(edges, width, a, b);
  // a reach stick's arrows take the rows under the ticks: its title, mark and piece labels share the row of its words
  const row = stick.reaches ? reachRow(width) : { top: TICK_LEN + 2, h: TITLE * 1.25 };
  const titleY = row.top + (row.h - TITLE * 1.25) / 2;
  const firstWord = (a: number, b: number) => Math.min(b, ...(stick.reaches ? words(a, b).map((l) => l.x) : []));
  // the words of the stick as seen through the visible stretch [a, b] of a piece (the whole stick: [0, length])
  const draw = (a: number, b: number): string => render({
    bands, arrows: stick.reaches ? reachArrows(edges, width) : '', ticks: ticks(marks, length, a, b), labels: words(a, b),
    ranges: rangeLabels(stick.ranges, width, a, b), title: title(stick.title, titleY, a, firstWord(a, b)),
  });
  const overlap = OVERLAP;
  const visible = (x: number, w: number): [number, number] => [x, x + w >= length - 1e-6 ? length : x + w - overlap];
  return {
    width: length, height: width, cut: 'rect', body: draw(0, length), label,
    mark: stick.reaches ? reachMark(words(0, length), edges, title(stick.title, titleY, 0, firstWord(0, length)), row) : zoneMark(stick, words(0, length)),
    window: windowOnce((x, _y, w) => draw(...visible(x, w))),
    tiling: {
      overlap,
      // joins at band edges, where one is near, so no piece shows a band too short to label
      joins: edges.slice(0, -1).map((b) => b.to),
      labelAt: (x, _y, w, _h, box) => {
        const [a, b] = visible(x, w);
        if (!stick.reaches) return pieceLabel(b, row.top, box);
        // a reach word stands at each band's far edge, where joins fall: the label takes the last gap that holds it
        const gap = gaps(words(a, b), edges, a, b).filter(([g1, g2]) => g2 - g1 >= box[0]).pop();
        return gap && [r(gap[1] - box[0] / 2), r(row.top + row.h / 2)];
      },
    },
  };
}

/** A zone stick's default mark: in the title's row, after the title, ending before any band word it would meet. */
function zoneMark(stick: Stick, words: Label[]) {
  const start = 4 + (stick.title ? textWidth(stick.title, TITLE, 'bold') + 12 : 0);
  const y = TICK_LEN + 2 + TITLE;
  const ends = words.filter((l) => l.y < y + 2 && l.y + l.h > y - 5 && l.x + l.w > start).map((l) => l.x);
  const length = stick.bands[stick.bands.length - 1].to;
  return { x: start, y, width: Math.min(length, inch(3), ...ends) - start - PAD, plate: '#ffffff' };
}

/** A reach stick's default mark: in the row of its words, in the widest gap between them. */
function reachMark(words: Label[], edges: Edge[], head: { x: number; w: number } | null, row: { top: number; h: number }) {
  const length = edges[edges.length - 1].to;
  const [x1, x2] = gaps(words, edges, head ? head.x + head.w : 0, length).reduce((best, g) => (g[1] - g[0] > best[1] - best[0] ? g : best), [0, 0]);
  return { x: x1, y: row.top + row.h / 2 + 2.3, width: Math.min(x2 - x1, inch(3)), plate: '#ffffff' };
}

/** The free stretches of a reach stick's word row within [a, b]: clear of its words and of the arrows' risers at the bands' edges. */
function gaps(words: Label[], edges: Edge[], a: number, b: number): [number, number][] {
  const taken = [...words.map((l): [number, number] => [l.x, l.x + l.w]), ...edges.map((e): [number, number] => [e.to - 1.2, e.to])]
    .sort((p, q) => p[0] - q[0]);
  const out: [number, number][] = [];
  let from = a;
  for (const [t1, t2] of taken) {
    if (t1 - PAD > from + PAD) out.push([from + PAD, Math.min(t1, b) - PAD]);
    from = Math.max(from, t2);
  }
  if (b - PAD > from + PAD) out.push([from + PAD, b - PAD]);
  return out.filter(([g1, g2]) => g2 > g1);
}

/** A tick: its two lines, and its number as drawn right of it and as drawn left of it. */
interface Tick { x: number; w: number; lines: string; right: string; left: string }

/** The ticks of sticks up to `length` long, drawn once for all of them: a tick does not depend on
 * the stick or the window, only which of its numbers shows does. */
function tickMarks(length: number, width: number, tick: number): Tick[] {
  const key = `${length} ${width} ${tick}`;
  if (lastMarks?.key !== key) lastMarks = { key, marks: drawTicks(length, width, tick) };
  return lastMarks.marks;
}
// the measuring pass and the build each ask for the same sticks: the last set's ticks are kept for both
let lastMarks: { key: string; marks: Tick[] } | undefined;

function drawTicks(length: number, width: number, tick: number): Tick[] {
  const line = { stroke: '#000000', 'stroke-width': 1 };
  return drawing((d) => {
    const out: Tick[] = [];
    for (let i = 1; i * tick < length - 1e-6; i++) {
      const x = i * tick;
      const lines = d.line(r(x), 0, r(x), TICK_LEN).attr({ ...line, 'data-tick': i }).svg() + d.line(r(x), r(width - TICK_LEN), r(x), r(width)).attr(line).svg();
      // one number, exported right of the tick, then moved to end left of it; plain text has no lines
      // for svg.js to lay out again as its x changes
      const number = d.plain(String(i)).rebuild(false).attr({ x: r(x + 2), y: TICK_LEN, 'font-family': FAMILY, 'font-size': NUMBER });
      const right = number.svg();
      out.push({ x, w: textWidth(String(i), NUMBER), lines, right, left: number.attr({ x: r(x - 2), 'text-anchor': 'end' }).svg() });
    }
    return out;
  });
}

/** Tick lines everywhere along a stick `length` long; a tick's number right of it, or left where a join would cut it. */
function ticks(marks: Tick[], length: number, a: number, b: number): string {
  let out = '';
  for (const { x, w, lines, right, left } of marks) {
    if (x >= length - 1e-6) break;
    const onRight = x + 2 + w <= b && x + 2 >= a;
    const onLeft = x - 2 - w >= a && x - 2 <= b;
    out += lines + (onRight ? right : onLeft ? left : '');
  }
  return out;
}

/** The stick's title at its start, on the piece that shows the start. */
function title(text: string | undefined, y: number, a: number, b: number) {
  const w = text ? textWidth(text, TITLE, 'bold') + 6 : 0;
  return text && a <= 0 && 4 + w + PAD <= b ? { text, size: TITLE, x: 4, y, w, h: TITLE * 1.25 } : null;
}

/** A piece's label in the row of the title (its top at `row`), at the right end of the piece's visible stretch. */
function pieceLabel(end: number, row: number, [bw, bh]: [number, number]): Point {
  return [r(end - PAD - bw / 2), r(row + bh / 2)];
}
