// Shapes drawn in code are written as text (src/svg/shapes.ts) in place of being built with svg.js on
// svgdom and serialised: the text must be what svg.js writes, for every call printables make, with
// numbers of every kind, colours in any case and text that needs escaping.
import { createSVGWindow } from 'svgdom';
import { SVG, registerWindow, type Svg } from '@svgdotjs/svg.js';
import { describe, expect, it } from 'vitest';
import { fragment, type Group } from '../src/svg/shapes.js';

const window = createSVGWindow();
registerWindow(window, window.document);
/** The same drawing through svg.js, as the printables drew it before. */
function withSvgjs(build: (d: Group) => void): string {
  const d = SVG() as Svg;
  build(d as unknown as Group);
  const out = d.svg(false);
  d.remove();
  return out;
}

let seed = 7;
const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const NUMBERS = [0, -0, 1, -1, 0.5, 1.2, 0.1 + 0.2, 1e-7, 123456.789, 1e21, -3.25, 72, 70.866];
const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
const n = () => (random() < 0.5 ? pick(NUMBERS) : Math.round((random() - 0.3) * 1e5) / 1000);
const TEXTS = ['1 in', '25 mm', 'a & b', '<tag>', '"quoted"', "it's", 'Ωmega – “x”', ''];
const COLOURS = ['#ffffff', '#FFFFFF', '#2F6fb5', '#abc', '#ABC', 'none', 'url(#rs-hatch)', '#e4e4e4'];

function drawing(d: Group): void {
  for (let i = 0; i < 6; i++) {
    d.rect(n(), n()).move(n(), n()).attr({ fill: pick(COLOURS), stroke: '#000000', 'stroke-width': n(), 'data-track': pick(['hull', 'crew', 'bad', 'a&b', 'fad']) });
    d.line(n(), n(), n(), n()).attr({ stroke: pick(COLOURS), 'stroke-width': 1, 'data-tick': i });
    d.polygon(`${n()},${n()} ${n()},${n()} ${n()},${n()}`).attr({ fill: pick(COLOURS) });
    d.path(`M${n()} ${n()}H${n()}M${n()} ${n()}V${n()}H${n()}`).attr({ fill: 'none', stroke: '#000000', 'stroke-width': 0.8, 'data-rule': 'hull' });
    const g = d.group().attr({ 'data-scale': n(), 'data-reaches': '' });
    g.rect(n(), 5).move(n(), n()).attr({ fill: '#000000' });
    g.line(n(), n(), n(), n()).attr({ stroke: '#000000', 'stroke-width': 0.5 });
    g.plain(pick(TEXTS)).attr({ x: n(), y: n(), 'font-family': 'Atkinson Hyperlegible', 'font-size': 6, 'text-anchor': 'middle' });
    d.rect(n(), n()).attr({ fill: pick(COLOURS), opacity: 0.5, 'data-from': n(), 'data-to': n() });
  }
}

describe('shapes written as text', () => {
  it('are what svg.js writes, call for call', () => {
    for (let run = 0; run < 40; run++) {
      const start = seed;
      const ours = fragment(drawing);
      seed = start;
      expect(ours).toBe(withSvgjs(drawing));
    }
  });

  it('refuse what they do not write rather than write it differently', () => {
    expect(() => fragment((d) => d.path('M0 0c1 1 2 2 3 3'))).toThrow(/path command c/);
    expect(() => fragment((d) => d.rect(1, 1).attr({ fill: 'rgb(1,2,3)' }))).toThrow(/rgb/);
  });
});
