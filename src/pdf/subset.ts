// The SVG subset the writer reads (README, "Changing the game's numbers and wording"): its elements
// and attributes; anything else is refused with the template it came from, never drawn silently wrong.
import { refuse, shown } from './attrs.js';
import type { El } from './parse.js';

export const SHAPES = ['rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'path'];
const ELEMENTS = new Set(['svg', 'g', 'defs', 'use', 'text', 'clipPath', 'pattern', 'title', 'desc', ...SHAPES]);
export const PRESENTATION = [
  'fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit',
  'opacity', 'fill-opacity', 'stroke-opacity', 'fill-rule', 'clip-rule', 'clip-path', 'transform',
  'font-family', 'font-size', 'font-weight', 'text-anchor', 'dominant-baseline', 'letter-spacing',
];
const GEOMETRY = ['id', 'x', 'y', 'width', 'height', 'rx', 'ry', 'cx', 'cy', 'r', 'x1', 'y1', 'x2', 'y2', 'points', 'd',
  'viewBox', 'overflow', 'href', 'xlink:href', 'patternUnits', 'xml:space'];
const ATTRS = new Set([...PRESENTATION, ...GEOMETRY]);
const SUPPORTED_ELEMENTS = `supported elements: ${[...ELEMENTS].join(', ')}`;
const SUPPORTED_ATTRS = `supported attributes: ${[...ATTRS].join(', ')} (data-* are ignored; no style=, class=, filter= or mask=)`;

/** Refuses any element or attribute outside the subset, anywhere in the tree (defs included). */
export function check(el: El): void {
  // the writer draws no raster images, from any source, so a template cannot make it read a file
  if (el.name === 'image') {
    const attr = el.attrs.href === undefined && el.attrs['xlink:href'] !== undefined ? 'xlink:href' : 'href';
    refuse(el, `${shown(el, attr).replace(/^xlink:/, '')} is not supported: the writer draws no raster images`, SUPPORTED_ELEMENTS, attr);
  }
  if (!ELEMENTS.has(el.name)) refuse(el, 'is not supported', SUPPORTED_ELEMENTS);
  for (const name in el.attrs) {
    if (!ATTRS.has(name) && !name.startsWith('data-') && name !== 'xmlns' && !name.startsWith('xmlns:')) {
      refuse(el, `attribute ${shown(el, name)} is not supported`, SUPPORTED_ATTRS, name);
    }
  }
  for (const c of el.children) check(c);
}
