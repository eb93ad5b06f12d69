// Computed geometry is drawn with svg.js on svgdom (the page's own DOM in a browser) and exported as an SVG fragment string that
// templates place with {{{…}}}. Ids are always given explicitly: svg.js's automatic ids come from
// a process-wide counter and would make the output depend on what was drawn before.
import type { Svg } from '@svgdotjs/svg.js';
import { loadPackage } from '../lazy.js';
import { platform } from '../platform/index.js';

// svgdom and svg.js are loaded when the first fragment is drawn, not by commands that draw nothing
let svgjs: typeof import('@svgdotjs/svg.js') | undefined;

export function fragment(build: (d: Svg) => void): string {
  return drawing((d) => {
    build(d);
    return d.svg(false);
  });
}

/** `build` run on a fresh drawing, which is then dropped: what it returns, e.g. elements each
 * exported with `.svg()`, to be drawn once and placed in several fragments. */
export function drawing<T>(build: (d: Svg) => T): T {
  if (!svgjs) {
    const { window, document } = platform().svgWindow();
    svgjs = loadPackage<typeof import('@svgdotjs/svg.js')>('@svgdotjs/svg.js');
    svgjs.registerWindow(window as Window, document as Document);
  }
  const d = svgjs.SVG() as Svg;
  const out = build(d);
  d.remove();
  return out;
}

/** Escapes text for SVG content or attribute values. */
export const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
