// One item as a standalone SVG file at true size, for people who print or cut it elsewhere (a print
// shop, a plotter, a vinyl cutter). The fonts travel inside it, so the text looks as in the PDF.
import { readFileSync } from 'node:fs';
import type { Item } from '../printables/types.js';
import { CUT } from './marks.js';
import { FAMILY, FONT_FILES } from './fonts.js';
import { r, toInch } from '../units.js';

export function itemSvg(item: Item): string {
  const faces = Object.entries(FONT_FILES).map(([weight, file]) =>
    `@font-face{font-family:'${FAMILY}';font-weight:${weight === 'bold' ? 'bold' : 'normal'};src:url(data:font/ttf;base64,${readFileSync(file).toString('base64')}) format('truetype');}`);
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
