// The boat-record job for pdfmake, made from what broadside draws for it (not timed): the same pages,
// texts at the same places in the same embedded fonts, boxes, cut lines and footer, as a pdfmake
// document definition. pdfmake draws no SVG paths of its own, so each shape becomes its nearest
// pdfmake canvas shape: rectangles (rounded too) and circles as such, straight-edged shapes as
// polylines, curves by their end and control points. node bench/peer-record.js SHIPS.yaml OUT.json
import { writeFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { compose } from '../dist/build.js';
import { makeJob } from '../dist/index.js';
import { recordPrimitives } from '../dist/pdf/record.js';

const [ships, out] = process.argv.slice(2);
const { pages } = recordPrimitives(compose(makeJob('boat-record', { ships })).pages);
const font = (f) => fontkit.openSync(new URL(`../fonts/${f}`, import.meta.url).pathname);
const ascent = { body: font('AtkinsonHyperlegible-Regular.ttf'), 'body-bold': font('AtkinsonHyperlegible-Bold.ttf') };
for (const k of Object.keys(ascent)) ascent[k] = ascent[k].ascent / ascent[k].unitsPerEm;

const apply = (m, x, y) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
const times = (m, n) => [m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1], m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3], m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5]];
const colour = (p) => (p === null ? undefined : typeof p === 'string' ? p : '#bbbbbb');
const r3 = (v) => Math.round(v * 1000) / 1000;

/** A path's points (end and control points), and the arcs' radius, in the current space. */
function points(d) {
  const tokens = d.match(/[a-zA-Z]|-?[\d.]+(?:e-?\d+)?/g);
  const pts = [];
  let [x, y, i, cmd, arc] = [0, 0, 0, '', 0];
  const take = () => Number(tokens[i++]);
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i])) cmd = tokens[i++];
    const rel = cmd === cmd.toLowerCase() && cmd !== 'z';
    const [ox, oy] = rel ? [x, y] : [0, 0];
    switch (cmd.toUpperCase()) {
      case 'M': case 'L': case 'T': x = ox + take(); y = oy + take(); break;
      case 'H': x = ox + take(); break;
      case 'V': y = oy + take(); break;
      case 'Q': pts.push([ox + take(), oy + take()]); x = ox + take(); y = oy + take(); break;
      case 'C': pts.push([ox + take(), oy + take()], [ox + take(), oy + take()]); x = ox + take(); y = oy + take(); break;
      case 'A': arc = take(); take(); take(); take(); take(); x = ox + take(); y = oy + take(); break;
      case 'Z': continue;
    }
    pts.push([x, y]);
  }
  return { pts, arc, closed: /z/i.test(d), shape: d.replace(/[^a-zA-Z]/g, '') };
}

function shape(op, m) {
  const [, d, fill, stroke, s] = op;
  const { pts, arc, closed, shape: kind } = points(d);
  const paint = { color: colour(fill), lineColor: colour(stroke), lineWidth: stroke ? (s.width ?? 1) * Math.hypot(m[0], m[1]) : 0, fillOpacity: s.fillOpacity, strokeOpacity: s.strokeOpacity, ...(s.dash?.length ? { dash: { length: s.dash[0], space: s.dash[1] } } : {}) };
  const mapped = pts.map(([px, py]) => apply(m, px, py));
  const xs = mapped.map((p) => p[0]), ys = mapped.map((p) => p[1]);
  const scale = Math.hypot(m[0], m[1]);
  if (kind === 'MAAZ') {
    const [cx, cy] = [(xs[0] + xs[1]) / 2, ys[0]];
    return { type: 'ellipse', x: r3(cx), y: r3(cy), r1: r3(arc * scale), r2: r3(arc * scale), ...paint };
  }
  if (kind === 'MHVHZ' || kind === 'MHAVAHAVAZ') {
    const [x, y] = [Math.min(...xs), Math.min(...ys)];
    return { type: 'rect', x: r3(x), y: r3(y), w: r3(Math.max(...xs) - x), h: r3(Math.max(...ys) - y), r: r3(arc * scale), ...paint };
  }
  if (kind === 'ML') return { type: 'line', x1: r3(xs[0]), y1: r3(ys[0]), x2: r3(xs[1]), y2: r3(ys[1]), ...paint };
  return { type: 'polyline', points: mapped.map(([x, y]) => ({ x: r3(x), y: r3(y) })), closePath: closed, ...paint };
}

const content = [];
for (const [n, page] of pages.entries()) {
  const canvas = [];
  const texts = [];
  const stack = [];
  let m = [1, 0, 0, 1, 0, 0];
  for (const op of page.ops) {
    if (op[0] === 'save') stack.push(m);
    else if (op[0] === 'restore') m = stack.pop();
    else if (op[0] === 'transform') m = times(m, op.slice(1));
    else if (op[0] === 'path') canvas.push(shape(op, m));
    else if (op[0] === 'text') {
      const [, str, x, y, face, size, fill] = op;
      const [px, py] = apply(m, x, y);
      const pt = size * Math.hypot(m[0], m[1]);
      texts.push({ text: str, font: 'Atkinson', bold: face.endsWith('bold'), fontSize: r3(pt), color: fill ?? '#000000', absolutePosition: { x: r3(px), y: r3(py - ascent[face] * pt) } });
    }
  }
  content.push({ canvas, absolutePosition: { x: 0, y: 0 }, ...(n > 0 ? { pageBreak: 'before' } : {}) }, ...texts);
}
const [width, height] = pages[0].size;
writeFileSync(out, JSON.stringify({ pageSize: { width, height }, pageMargins: 0, content }));
