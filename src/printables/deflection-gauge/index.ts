// The deflection and elevation gauge of Beer and Pretzels Ironclads: one strip with two runs of
// die-numbered boxes, 1 and 2 in the middle of each. The short boxes are for deflection (laid
// across the range stick 12 in from the gun), the long boxes for elevation (laid along the stick).
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { fitSize, textWidth } from '../../svg/fonts.js';
import { req, type Field } from '../../data/schema.js';
import { inch, r } from '../../units.js';
import type { Printable } from '../types.js';
import { LAMINATE_OPTIONS } from '../laminate.js';

const portion: Field = {
  type: 'object', required: true,
  fields: {
    box: req.length(inch(0.2), inch(2)),
    label: req.text(20),
    colour: req.colour('box fill; the numbers carry the meaning in black and white'),
    use: { type: 'list', minItems: 1, maxItems: 2, required: true, of: { type: 'string', maxLength: 70 } },
  },
};

interface Portion { box: number; label: string; colour: string; use: string[] }

const END = inch(0.2);      // card beyond the outer boxes, so no box edge is lost in cutting
const BETWEEN = inch(0.5);  // between the two runs, so neither is mistaken for part of the other
const PAD = 4;              // around the caption band's text
const LABEL = 9;            // portion label font size
const USE = 6.5;            // how-to-use lines, at most
const LINE = 1.25;          // line height, in font sizes
const ARROW = 5;            // the pointer at the 1|2 line

export const deflectionGauge: Printable = {
  name: 'deflection-gauge',
  summary: 'the deflection and elevation gauge: short boxes to aim across the stick, long boxes along it',
  count: 'gauges',
  perShip: false,
  gap: 0,
  data: {
    type: 'object',
    fields: {
      width: req.length(inch(0.75), inch(3)),
      order: {
        type: 'list', minItems: 2, maxItems: 12, required: true, of: { type: 'int', min: 1, max: 12 },
        doc: 'the die faces, left to right',
        // the gauge is centred on the stick or the boat at the 1|2 line, so 1 and 2 must be the middle pair
        check: (order: number[]) => {
          const n = order.length;
          const faces = [...order].sort((a, b) => a - b).every((v, i) => v === i + 1);
          if (n % 2 !== 0 || !faces) return `expected each face from 1 to an even count once, got ${order.join(' ')}`;
          const mid = [order[n / 2 - 1], order[n / 2]].sort().join(',');
          return mid === '1,2' ? null : `expected 1 and 2 in the middle, got ${order.join(' ')}`;
        },
      },
      deflection: portion,
      elevation: portion,
    },
  },
  options: { ...LAMINATE_OPTIONS },
  items({ game, count, templates }) {
    const d = game.data['deflection-gauge'] as { width: number; order: number[]; deflection: Portion; elevation: Portion };
    const { width: height, order } = d;
    const n = order.length;
    const lines = Math.max(d.deflection.use.length, d.elevation.use.length);
    // the caption band across the top; the boxes fill the rest of the strip's width
    const band = r(2 * PAD + lines * USE * LINE);
    const depth = height - band;
    if (depth < inch(0.4)) throw new DrawProblem('deflection-gauge', ['deflection-gauge', 'width'], 'the strip is too narrow for its caption and boxes; make "width" larger in the game\'s data');
    let x = END;
    const portions = (['deflection', 'elevation'] as const).map((key) => {
      const p = d[key];
      const x0 = x;
      const span = n * p.box;
      x += span + BETWEEN;
      const size = Math.min(p.box * 0.6, depth * 0.45, 30);
      const boxes = order.map((face, i) => ({
        face, x: r(x0 + i * p.box), w: r(p.box), cx: r(x0 + (i + 0.5) * p.box),
        numY: r(band + depth / 2 + size * 0.35),
      }));
      const labelW = textWidth(p.label, LABEL, 'bold');
      const useX = x0 + labelW + 8;
      const useSize = Math.min(...p.use.map((s) => fitSize(s, x0 + span - useX, USE, 'regular', 6) ?? tooLong(s)));
      const lineH = useSize * LINE;
      const top = (band - p.use.length * lineH) / 2;
      return {
        portion: key, label: p.label, colour: p.colour, x0: r(x0), labelY: r(band / 2 + LABEL * 0.35), size: r(size), boxes,
        use: p.use.map((text, i) => ({ text, x: r(useX), y: r(top + (i + 0.75) * lineH) })), useSize,
        // where the strip is laid on the stick or the boat: the line between boxes 1 and 2
        centre: r(x0 + span / 2), tickY: r(height - Math.min(depth * 0.12, 6)),
        arrow: [[0, ARROW], [-ARROW, 0], [ARROW, 0]].map(([dx, dy]) => `${r(x0 + span / 2 + dx)},${r(band + dy)}`).join(' '),
      };
    });
    const length = r(x - BETWEEN + END);
    const view = { length, height, band, depth: r(depth), portions };
    const body = templates.render('deflection-gauge', 'gauge.svg.hbs', view);
    // the default mark at the right of the caption band, after the last portion's words
    const last = portions[portions.length - 1];
    const used = Math.max(...last.use.map((u) => u.x + textWidth(u.text, last.useSize)));
    const mark = { x: length - END, y: r(band / 2 + 2), anchor: 'end' as const, width: length - END - used - 8 };
    return Array.from({ length: count }, () => ({ width: length, height, body, cut: 'rect' as const, mark }));
  },
};

function tooLong(line: string): never {
  throw new DrawProblem('deflection-gauge', line, `the line ${quote(line)} is too long for its part of the gauge; shorten it in the game's data`);
}
