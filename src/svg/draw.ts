// Computed geometry is drawn with svg.js on svgdom and exported as an SVG fragment string that
// templates place with {{{…}}}. Ids are always given explicitly: svg.js's automatic ids come from
// a process-wide counter and would make the output depend on what was drawn before.
import { createSVGWindow } from 'svgdom';
import { SVG, registerWindow, type Svg } from '@svgdotjs/svg.js';

let registered = false;

export function fragment(build: (d: Svg) => void): string {
  if (!registered) {
    const window = createSVGWindow();
    registerWindow(window, window.document);
    registered = true;
  }
  const d = SVG() as Svg;
  build(d);
  const out = d.svg(false);
  d.remove();
  return out;
}

/** Escapes text for SVG content or attribute values. */
export const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
