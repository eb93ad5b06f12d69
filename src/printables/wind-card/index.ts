// The wind and speed card: a die-numbered wind rose to roll the wind on, and the movement rule
// (wind from the side: the whole stick; from the front or back: half) drawn with small range
// sticks coloured and patterned from the game's own band data, so they read in black and white too.
import { DrawProblem } from '../problem.js';
import type { Svg } from '@svgdotjs/svg.js';
import { quote } from '../../errors.js';
import { fragment } from '../../svg/draw.js';
import { fitSize } from '../../svg/fonts.js';
import { req, type Field } from '../../data/schema.js';
import { inch, r } from '../../units.js';
import type { Printable } from '../types.js';
import { LAMINATE_OPTIONS } from '../laminate.js';

const rule: Field = { type: 'object', required: true, fields: { label: req.text(40), move: req.text(40) } };

interface Band { to: number; colour: string; pattern: string }

export const windCard: Printable = {
  name: 'wind-card',
  summary: 'a wind rose for the die roll and the wind-speed rule, for the table',
  count: 'cards',
  perShip: false,
  gap: 0,
  data: {
    type: 'object',
    fields: {
      width: req.length(inch(4), inch(8)), height: req.length(inch(2.5), inch(6)),
      rose: { type: 'list', minItems: 2, maxItems: 12, required: true, of: { type: 'string', maxLength: 3 } },
      'rose-caption': req.text(60), side: rule, ends: rule, footnote: req.text(60),
    },
  },
  options: { ...LAMINATE_OPTIONS },
  items({ game, count, templates }) {
    const d = game.data['wind-card'];
    const bands = game.data['range-stick'].sticks[0].bands as Band[];
    const { width, height } = d as { width: number; height: number };
    const half = width * 0.42;
    const rose = { cx: half / 2 + 4, cy: height / 2 + 10, table: Math.min(half, height) * 0.28, badge: 11, size: 12, faces: [] as object[] };
    const ring = rose.table + 26;
    const labels = d.rose as string[];
    rose.faces = labels.map((label, i) => {
      const a = (i * 2 * Math.PI) / labels.length;
      const [x, y] = [rose.cx + ring * Math.sin(a), rose.cy - ring * Math.cos(a)];
      return { label, x, y, ty: y + rose.size * 0.36 };
    });
    const arrows = fragment((svg) => labels.forEach((_, i) => {
      const a = (i * 2 * Math.PI) / labels.length;
      const at = (rad: number): [number, number] => [rose.cx + rad * Math.sin(a), rose.cy - rad * Math.cos(a)];
      arrow(svg, at(ring - 13), at(rose.table * 0.45), '#2f6fb5');
    }));
    const x0 = half + 12;
    const textW = width - x0 - 12;
    const rowH = (height - 60) / 2;
    const fit = (s: string, size: number, weight: 'regular' | 'bold' = 'regular') => {
      const f = fitSize(s, textW - 36, size, weight, 6);
      return f ?? tooLong(s);
    };
    const rows = [d.side, d.ends].map((row: { label: string; move: string }, i) => {
      const y = 40 + rowH * i + rowH / 2 - 8;
      return { ...row, y, boatX: x0 + 14, textX: x0 + 36, labelY: y - 8, moveY: y + 6, labelSize: fit(row.label, 10, 'bold'), moveSize: fit(row.move, 9) };
    });
    const stickLen = bands[bands.length - 1].to;
    const scale = (textW - 36) / stickLen;
    const sticks = fragment((svg) => rows.forEach((row, i) => {
      // the side wind gets the whole stick, the front or back half of it
      const limit = i === 0 ? stickLen : stickLen / 2;
      const y = row.moveY + 6;
      let from = 0;
      for (const b of bands) {
        const used = b.to <= limit + 1e-6;
        const [bx, bw] = [r(row.textX + from * scale), r((b.to - from) * scale)];
        svg.rect(bw, 8).move(bx, r(y)).attr({ fill: used ? b.colour : '#ffffff', stroke: '#000000', 'stroke-width': 0.5, 'data-mini-band': used ? 'on' : 'off', 'data-pattern': b.pattern });
        // the range stick's own pattern over its colour (the defs are in the card's template)
        if (used && b.pattern !== 'plain') svg.rect(bw, 8).move(bx, r(y)).attr({ fill: `url(#wc-${b.pattern})` });
        from = b.to;
      }
      const [ax, ay] = i === 0 ? [row.boatX - 26, row.y] : [row.boatX, row.y - 40];
      arrow(svg, [ax, ay], i === 0 ? [row.boatX - 10, row.y] : [row.boatX, row.y - 23], '#2f6fb5');
      if (i === 1) arrow(svg, [row.boatX, row.y + 40], [row.boatX, row.y + 23], '#2f6fb5');
    }));
    const captionSize = fitSize(d['rose-caption'], half - 8, 7.5, 'regular', 6) ?? tooLong(d['rose-caption']);
    const footSize = fitSize(d.footnote, textW, 7.5, 'regular', 6) ?? tooLong(d.footnote);
    const view = {
      width, height, rose, arrows, rows, sticks, roseCaption: d['rose-caption'], captionSize, captionY: height - 10,
      footnote: d.footnote, footSize, footX: x0 + textW / 2, footY: height - 10,
    };
    const body = templates.render('wind-card', 'card.svg.hbs', view);
    return Array.from({ length: count }, () => ({ width, height, body, cut: 'rect' as const }));
  },
};

/** A straight arrow from `a` to `b` with its head at `b`. */
function arrow(svg: Svg, a: [number, number], b: [number, number], colour: string): void {
  const ang = Math.atan2(b[1] - a[1], b[0] - a[0]);
  const head = (da: number): string => `${r(b[0] - 7 * Math.cos(ang + da))},${r(b[1] - 7 * Math.sin(ang + da))}`;
  svg.line(r(a[0]), r(a[1]), r(b[0] - 4 * Math.cos(ang)), r(b[1] - 4 * Math.sin(ang))).attr({ stroke: colour, 'stroke-width': 2.5 });
  svg.polygon(`${r(b[0])},${r(b[1])} ${head(0.45)} ${head(-0.45)}`).attr({ fill: colour });
}

function tooLong(text: string): never {
  throw new DrawProblem('wind-card', text, `${quote(text)} is too long for the card at 6 pt or more; shorten it in the game's data`);
}
