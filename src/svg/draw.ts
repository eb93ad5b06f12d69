// Computed geometry is drawn with svg.js on svgdom and exported as an SVG fragment string that
// templates place with {{{…}}}. Ids are always given explicitly: svg.js's automatic ids come from
// a process-wide counter and would make the output depend on what was drawn before.
import type { Svg } from '@svgdotjs/svg.js';
import { loadPackage } from '../lazy.js';

// svgdom and svg.js are loaded when the first fragment is drawn, not by commands that draw nothing
let svgjs: typeof import('@svgdotjs/svg.js') | undefined;

export function fragment(build: (d: Svg) => void): string {
  if (!svgjs) {
    const { createSVGWindow } = loadPackage<typeof import('svgdom')>('svgdom');
    svgjs = loadPackage<typeof import('@svgdotjs/svg.js')>('@svgdotjs/svg.js');
    const window = createSVGWindow();
    svgjs.registerWindow(window, window.document);
  }
  const d = svgjs.SVG() as Svg;
  build(d);
  const out = d.svg(false);
  d.remove();
  return out;
}

/** Escapes text for SVG content or attribute values. */
export const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
