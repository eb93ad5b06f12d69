// One page of exactly the item's size, the way a print shop wants it: the item on its trim, its
// art running on past the trim by the bleed, short grey crop marks at the trim's corners outside
// the bleed, and the footer (scale bars, title, page) in the slug below. The page states its
// TrimBox (the item) and BleedBox (the trim grown by the bleed).
import type { Item, Point } from '../printables/types.js';
import { r } from '../units.js';
import { CROP, type Box } from './cards.js';
import type { Segment, Sheet } from './impose.js';
import { FOOTER, MARGIN } from './paper.js';

/** Crop marks start this far outside the bleed and run this long. */
const CLEAR = 4.5;
const LENGTH = 12;
/** The slug round the bleed: room for the crop marks and a little white. */
const SLUG = r(CLEAR + LENGTH + 9);

export function fullSizeSheet(section: string, item: Item): Sheet {
  const b = item.fullSize?.bleed ?? 0;
  const { width: w, height: h } = item;
  const [x, y] = [r(SLUG + b), r(SLUG + b)];
  const trim: Box = [x, y, r(x + w), r(y + h)];
  const bleed: Box = [r(x - b), r(y - b), r(x + w + b), r(y + h + b)];
  // the art over the whole bleed box (an item that cannot draw past its trim keeps to it),
  // clipped there by a nested viewport (a plain PDF clip)
  const art = b > 0 && item.window ? item.window(-b, -b, w + 2 * b, h + 2 * b) : item.body;
  const body = [
    `<svg x="${r(-b)}" y="${r(-b)}" width="${r(w + 2 * b)}" height="${r(h + 2 * b)}" viewBox="${r(-b)} ${r(-b)} ${r(w + 2 * b)} ${r(h + 2 * b)}" overflow="hidden" data-bleed="${r(b)}">`,
    art,
    '</svg>',
    cropMarks(w, h, b),
  ].join('\n');
  const at = ([px, py]: Point): Point => [r(x + px), r(y + py)];
  const folds = (item.folds ?? []).map(([p, q]): Segment => [...at(p), ...at(q)]);
  return {
    width: r(bleed[2] + SLUG), height: r(bleed[3] + SLUG + FOOTER + MARGIN), section,
    placements: [{ x, y, item: { ...item, body, cut: 'none' } }],
    cuts: [], outlines: [], folds, footer: 'bottom', boxes: { trim, bleed },
  };
}

/** Two marks at each trim corner, in line with its edges, outside the bleed (item coordinates). */
function cropMarks(w: number, h: number, b: number): string {
  const [near, far] = [b + CLEAR, b + CLEAR + LENGTH];
  const lines: Segment[] = [];
  for (const cx of [0, w]) {
    for (const cy of [0, h]) {
      const [sx, sy] = [cx === 0 ? -1 : 1, cy === 0 ? -1 : 1];
      lines.push([cx, cy + sy * near, cx, cy + sy * far], [cx + sx * near, cy, cx + sx * far, cy]);
    }
  }
  const svg = lines.map((l) => l.map(r)).map(([a, c, d, e]) => `<line x1="${a}" y1="${c}" x2="${d}" y2="${e}"/>`).join('');
  return `<g fill="none" stroke="${CROP.stroke}" stroke-width="${CROP.width}" data-marks="crop">${svg}</g>`;
}
