// Computed geometry is drawn with svg.js on svgdom (the page's own DOM in a browser) and exported as an SVG fragment string that
// templates place with {{{…}}}. Ids are always given explicitly: svg.js's automatic ids come from
// a process-wide counter and would make the output depend on what was drawn before.
import type { Svg } from '@svgdotjs/svg.js';
import { loadPackage } from '../lazy.js';
import { platform } from '../platform/index.js';

// svgdom and svg.js are loaded when the first fragment is drawn, not by commands that draw nothing
let svgjs: typeof import('@svgdotjs/svg.js') | undefined;

export function fragment(build: (d: Svg) => void): string {
  if (!svgjs) {
    const { window, document } = platform().svgWindow();
    svgjs = loadPackage<typeof import('@svgdotjs/svg.js')>('@svgdotjs/svg.js');
    svgjs.registerWindow(window as Window, document as Document);
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
