// Every page's foot: a scale check (a 1 in bar and a 25 mm bar with the instruction to print at
// actual size), the kit title, and "page n of N".
import { fragment, esc } from '../svg/draw.js';
import { FAMILY, fitSize, textWidth } from '../svg/fonts.js';
import { inch, mm, r } from '../units.js';
import { FOOTER, MARGIN } from './paper.js';

export const SCALE_BARS = [
  { length: inch(1), label: '1 in' },
  { length: mm(25), label: '25 mm' },
] as const;

/** The scale bars at `barY`: the same on every page of a paper, so drawn once. */
const bars = new Map<number, string>();
function scaleBars(barY: number): string {
  let out = bars.get(barY);
  if (out === undefined) {
    let x = MARGIN;
    out = fragment((d) => {
      for (const bar of SCALE_BARS) {
        const g = d.group().attr({ 'data-scale': r(bar.length) });
        g.rect(r(bar.length), 5).move(r(x), r(barY)).attr({ fill: '#000000' });
        g.line(r(x), r(barY - 3), r(x), r(barY + 8)).attr({ stroke: '#000000', 'stroke-width': 0.5 });
        g.line(r(x + bar.length), r(barY - 3), r(x + bar.length), r(barY + 8)).attr({ stroke: '#000000', 'stroke-width': 0.5 });
        x += bar.length + 8;
        g.plain(bar.label).attr({ x: r(x - 6 - bar.length / 2), y: r(barY + 14), 'font-family': FAMILY, 'font-size': 6, 'text-anchor': 'middle' });
      }
    });
    bars.set(barY, out);
  }
  return out;
}

/**
 * The foot of a page, in the margin `at` names: a side margin gets the foot of the page turned a
 * quarter (card sheets that need the height), the top margin the foot moved up (a back page);
 * 'none' draws nothing (a per-card page).
 */
export function footer(width: number, height: number, title: string, page: number, pages: number, at: 'bottom' | 'left' | 'top' | 'right' | 'none' = 'bottom'): string {
  // a page a card printer trims to the card carries nothing but the card
  if (at === 'none') return '';
  const moved = (t: string, w: number, h: number) => `<g transform="${t}" data-footer="${at}">\n${footer(w, h, title, page, pages)}\n</g>`;
  if (at === 'left') return moved(`translate(${r(width)} 0) rotate(90)`, height, width);
  if (at === 'right') return moved(`translate(0 ${r(height)}) rotate(-90)`, height, width);
  if (at === 'top') return moved(`translate(0 ${r(-(height - 2 * MARGIN - FOOTER))})`, width, height);
  const base = height - MARGIN - 4; // text baseline
  const barY = height - MARGIN - FOOTER + 8;
  const bars = scaleBars(barY);
  const x = MARGIN + SCALE_BARS.reduce((w, bar) => w + bar.length + 8, 0);
  const text = (tx: number, anchor: string, s: string, size = 7) =>
    `<text x="${r(tx)}" y="${r(base)}" font-family="${FAMILY}" font-size="${size}" text-anchor="${anchor}" fill="#333333">${esc(s)}</text>`;
  const pageText = `page ${page} of ${pages}`;
  // the title keeps to the middle, clear of the bars' labels and the page number: smaller when
  // long, and cut short with an ellipsis when even 6 pt is too wide
  const room = 2 * Math.min(width / 2 - x - 4, width - MARGIN - textWidth(pageText, 7) - 8 - width / 2);
  const size = fitSize(title, room, 7, 'regular', 6) ?? 6;
  let shown = title;
  if (textWidth(shown, size) > room) {
    const chars = [...title];
    while (chars.length > 1 && textWidth(`${chars.join('').trimEnd()}…`, size) > room) chars.pop();
    shown = `${chars.join('').trimEnd()}…`;
  }
  return [
    bars,
    `<text x="${r(x + 2)}" y="${r(barY + 5)}" font-family="${FAMILY}" font-size="6.5" fill="#333333">Print at 100 % / actual size: the bars must measure 1 in and 25 mm.</text>`,
    text(width / 2, 'middle', shown, size),
    text(width - MARGIN, 'end', pageText),
  ].join('\n');
}
