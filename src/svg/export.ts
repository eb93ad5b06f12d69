// One item as a standalone SVG file at true size, for people who print or cut it elsewhere (a print
// shop, a plotter, a vinyl cutter). The fonts travel inside it, so the text looks as in the PDF.
import { platform } from '../platform/index.js';
import type { Item } from '../printables/types.js';
import { CUT } from './marks.js';
import { FALLBACK_FILES, FAMILY, FONT_FILES, font, runs, type Weight } from './fonts.js';
import { r, toInch } from '../units.js';

const face = (weight: string, file: string, range = '') =>
  `@font-face{font-family:'${FAMILY}';font-weight:${weight === 'bold' ? 'bold' : 'normal'};${range}src:url(data:font/ttf;base64,${Buffer.from(platform().readPackage(file)).toString('base64')}) format('truetype');}`;

/** The code points a face draws, as a CSS unicode-range. */
function range(weight: Weight): string {
  const cps = [...font(weight).characterSet].filter((c) => c >= 0x20).sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < cps.length; i++) {
    let j = i;
    while (j + 1 < cps.length && cps[j + 1] === cps[j] + 1) j++;
    const hex = (n: number) => n.toString(16).toUpperCase();
    parts.push(j > i ? `U+${hex(cps[i])}-${hex(cps[j])}` : `U+${hex(cps[i])}`);
    i = j;
  }
  return `unicode-range:${parts.join(',')};`;
}

export function itemSvg(item: Item): string {
  const weights = Object.keys(FONT_FILES) as Weight[];
  // text the body face cannot set brings the fallback face, under the same family name: later faces
  // win where their ranges reach, so the body face is limited to its own characters and follows it
  const fallback = weights.some((w) => runs(item.body.replace(/<[^>]*>/g, ''), w).some((r) => r.face === 'fallback'));
  const faces = fallback
    ? weights.flatMap((w) => [face(w, FALLBACK_FILES[w]), face(w, FONT_FILES[w], range(w))])
    : weights.map((w) => face(w, FONT_FILES[w]));
  const [w, h] = [r(item.width), r(item.height)];
  const cut = item.cut === 'none' ? ''
    : item.cut === 'rect' ? `<rect x="0" y="0" width="${w}" height="${h}"/>`
      : `<polygon points="${item.cut.polygon.map((p) => p.join(',')).join(' ')}"/>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${r(toInch(w) * 1000) / 1000}in" height="${r(toInch(h) * 1000) / 1000}in" viewBox="0 0 ${w} ${h}">`,
    `<style>${faces.join('')}</style>`,
    item.body,
    cut ? `<g id="cut" fill="none" stroke="${CUT.stroke}" stroke-width="${CUT.width}">${cut}</g>` : '',
    '</svg>',
    '',
  ].join('\n');
}
