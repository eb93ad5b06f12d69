// The record's boxes to tick, the guns' weight tags and the heavy rules between track sections,
// drawn with svg.js and exported as the fragment the template places.
import type { Rect, Svg } from '@svgdotjs/svg.js';
import { drawing } from '../../svg/draw.js';
import { r } from '../../units.js';
import { GEOMETRY, boundaries, gunSlots, rowsOf, type Body, type Grid, type Layout } from './layout.js';

const STROKE = { box: 0.8, rule: 3 };

/**
 * Boxes and rules as exported, by kind, size and place, kept from sheet to sheet: sheets with the
 * same box size put their tracks' boxes at the same places, so most of a sheet's boxes were exported
 * for an earlier one (or for the same sheet, when the build makes again what the measuring pass
 * made). Past LIMIT, far more than a few box sizes have places, the memory starts again.
 */
const exported = new Map<string, string>();
const LIMIT = 4096;

/** What `draw` exports for `key`, drawn the first time the key is asked for. */
function once(key: string, draw: () => string): string {
  let out = exported.get(key);
  if (out === undefined) {
    if (exported.size >= LIMIT) exported.clear();
    exported.set(key, (out = draw()));
  }
  return out;
}

/** The sheet's boxes, weight tags and section rules; the fire marker's box of `fire.size` at its x, y. */
export function drawBoxes(l: Layout, body: Body, fire: { x: number; y: number; size: number }): string {
  return drawing((svg) => {
    const stamps = new Map<string, Rect>();
    // a rect not exported yet: one svg.js rect per kind and size, made at the first place and moved
    // to each next, its attributes in the order of a rect made there (size, place, style)
    const rect = (kind: string, w: number, h: number, x: number, y: number, style: () => Record<string, string | number>): string => {
      const at = { x: r(x), y: r(y) };
      return once(`${kind} ${w} ${h} ${at.x} ${at.y}`, () => {
        let el = stamps.get(`${kind} ${w} ${h}`);
        if (el) el.attr(at);
        else stamps.set(`${kind} ${w} ${h}`, (el = svg.rect(w, h).attr({ ...at, ...style() })));
        return el.svg();
      });
    };
    const box = (x: number, y: number, size: number, track: string): string =>
      rect(`box ${track}`, r(size), r(size), x, y, () => ({ fill: '#ffffff', stroke: '#000000', 'stroke-width': STROKE.box, 'data-track': track }));
    let out = '';
    for (const [track, g] of [['crew', l.crew], ['hull', l.hull]] as const) {
      for (let i = 0; i < g.count; i++) out += box(g.x + (i % g.cols) * l.box, g.y + Math.floor(i / g.cols) * l.box, l.box, track);
      if (body.rules) for (const k of boundaries(g.sections)) out += sectionRule(svg, g, k, l.box, track);
    }
    const slots = gunSlots(body.guns);
    for (const c of l.guns) {
      out += rect('tag', GEOMETRY.TAG, r(l.box), c.x, c.y, () => ({ fill: '#e4e4e4', 'data-tag': 'weight' }));
      // boxes sit against the name, so a one-box gun beside a two-box gun keeps its names aligned
      for (let i = slots - c.gun.boxes; i < slots; i++) out += box(c.x + GEOMETRY.TAG + 2 + i * l.box, c.y, l.box, 'gun');
    }
    for (const c of l.fittings) for (let i = 0; i < c.fitting.boxes; i++) out += box(c.x + i * l.box, c.y, l.box, c.fitting.track);
    return out + box(fire.x, fire.y, fire.size, 'fire');
  });
}

/**
 * The heavy rule between box k-1 and box k of a grid filled row by row: under the earlier boxes
 * of k's row that have a later box below, up the left side of box k, then along the top of the
 * rest of k's row. Boundaries at a row start are a straight line across.
 */
function sectionRule(svg: Svg, g: Grid, k: number, b: number, track: string): string {
  const row = Math.floor(k / g.cols);
  const col = k % g.cols;
  const inRow = (n: number) => Math.max(0, Math.min(g.cols, g.count - n * g.cols));
  const X = (c: number) => r(g.x + c * b);
  const Y = (n: number) => r(g.y + n * b);
  let d = '';
  const below = row + 1 < rowsOf(g) ? Math.min(col, inRow(row + 1)) : 0;
  if (below > 0) d += `M${X(0)} ${Y(row + 1)}H${X(below)}`;
  if (col > 0) d += `M${X(col)} ${Y(row + 1)}V${Y(row)}`;
  if (row > 0) d += `${col > 0 ? '' : `M${X(col)} ${Y(row)}`}H${X(inRow(row))}`;
  return once(`rule ${track} ${d}`, () => svg.path(d).attr({ fill: 'none', stroke: '#000000', 'stroke-width': STROKE.rule, 'data-rule': track }).svg());
}
