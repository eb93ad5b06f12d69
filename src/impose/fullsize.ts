// One page of exactly the item's size, the way a print shop wants it: the item on its trim, its
// art running on past the trim by the bleed, short grey crop marks at the trim's corners outside
// the bleed, and the footer (scale bars, title, page) in the slug below. The page states its
// TrimBox (the item) and BleedBox (the trim grown by the bleed).
import type { Item, Point } from '../printables/types.js';
import { r } from '../units.js';
import { cropLines, cropSvg, type Box, type CropStyle } from './cards.js';
import type { Segment, Sheet } from './impose.js';
import { FOOTER, MARGIN } from './paper.js';

/** Crop marks start this far outside the bleed and run this long. */
const MARKS: CropStyle = { clear: 4.5, length: 12 };
/** The slug round the bleed: room for the crop marks and a little white. */
const SLUG = r(MARKS.clear + MARKS.length + 9);

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
    // two marks at each trim corner, in line with its edges (item coordinates)
    cropSvg(cropLines([0, r(w)], [0, r(h)], [-b, -b, w + b, h + b].map(r) as Box, MARKS)),
  ].join('\n');
  const at = ([px, py]: Point): Point => [r(x + px), r(y + py)];
  const folds = (item.folds ?? []).map(([p, q]): Segment => [...at(p), ...at(q)]);
  return {
    width: r(bleed[2] + SLUG), height: r(bleed[3] + SLUG + FOOTER + MARGIN), section,
    placements: [{ x, y, item: { ...item, body, cut: 'none' } }],
    cuts: [], outlines: [], folds, footer: 'bottom', boxes: { trim, bleed },
  };
}
