// Computed geometry is drawn with svg.js on svgdom and exported as an SVG fragment string that
// templates place with {{{…}}}. Ids are always given explicitly: svg.js's automatic ids come from
// a process-wide counter and would make the output depend on what was drawn before.
import { createRequire } from 'node:module';
import type { Svg } from '@svgdotjs/svg.js';

// svgdom and svg.js are loaded when the first fragment is drawn, not by commands that draw nothing
const require = createRequire(import.meta.url);
let svgjs: typeof import('@svgdotjs/svg.js') | undefined;

export function fragment(build: (d: Svg) => void): string {
  if (!svgjs) {
    const { createSVGWindow } = require('svgdom') as typeof import('svgdom');
    svgjs = require('@svgdotjs/svg.js') as typeof import('@svgdotjs/svg.js');
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
