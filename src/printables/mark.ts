// The "default" mark: every item of an aid drawn from values the published rules do not give carries
// one small line saying so and where the values live, at the place the item keeps for it. Whether an
// aid is marked is decided once, from the game's data (src/games/defaults.ts); the printable only
// says where the line goes. The render loop gets every printable's items through `itemsOf`.
import { dataFileName, defaultsIn } from '../games/defaults.js';
import type { Game } from '../games/types.js';
import { esc } from '../svg/draw.js';
import { FAMILY, textWidth } from '../svg/fonts.js';
import { r } from '../units.js';
import { OVERLAP } from '../impose/tile.js';
import { laminated } from './laminate.js';
import { placed } from './problem.js';
import type { Item, MarkSpot, PrintRequest, Printable } from './types.js';

/** The mark's size, pt: small, but no smaller than the least text of a card or chart (6.5 pt). */
export const MARK_SIZE = 6.5;
/** Clear card kept around an item's own edge when the item names no place for the mark. */
const INSET = 3;

/** The mark's words for this game's data, the longest that fits `width` at MARK_SIZE, or null. */
export function markText(game: Game, width: number): string | null {
  const file = dataFileName(game);
  return [`default — see ${file}`, 'default — see the data file', 'default'].find((t) => textWidth(t, MARK_SIZE) <= width) ?? null;
}

/** The mark as SVG at `spot` with the box its words take (item pt), or null when not even the shortest words fit there. */
export function markSvg(game: Game, spot: MarkSpot): { svg: string; box: [number, number, number, number] } | null {
  const text = markText(game, spot.width);
  if (text === null) return null;
  const anchor = spot.anchor ?? 'start';
  const turn = spot.rotate ? ` transform="rotate(${r(spot.rotate)} ${r(spot.x)} ${r(spot.y)})"` : '';
  const w = textWidth(text, MARK_SIZE);
  const x0 = anchor === 'start' ? spot.x : anchor === 'middle' ? spot.x - w / 2 : spot.x - w;
  const plate = spot.plate
    ? `<rect x="${r(x0 - 1.5)}" y="${r(spot.y - MARK_SIZE * 0.8)}" width="${r(w + 3)}" height="${r(MARK_SIZE * 1.1)}" fill="${spot.plate}"/>` : '';
  const svg = `<g${turn} data-default-mark="">${plate}<text x="${r(spot.x)}" y="${r(spot.y)}" font-family="${FAMILY}" font-size="${MARK_SIZE}"`
    + `${anchor === 'start' ? '' : ` text-anchor="${anchor}"`} fill="${spot.fill ?? '#444444'}">${esc(text)}</text></g>`;
  return { svg, box: [x0 - 1.5, spot.y - MARK_SIZE * 0.8, w + 3, MARK_SIZE * 1.1] };
}

/** The bottom right inside corner: the place of an item that names none. */
const corner = (item: Item): MarkSpot => ({ x: item.width - INSET, y: item.height - INSET, anchor: 'end', width: item.width - 2 * INSET });

/**
 * The item with the mark drawn on its face. A piece of an item too large for the paper (a window)
 * carries it when it shows the mark's words whole, its overlap strip (under the next piece) aside.
 */
function marked(game: Game, item: Item): Item {
  const spot = item.mark ?? corner(item);
  const mark = markSvg(game, spot);
  if (!mark) return item;
  const window = item.window;
  if (!window) return { ...item, body: `${item.body}\n${mark.svg}` };
  const overlap = item.tiling?.overlap ?? OVERLAP;
  const [bx, by, bw, bh] = mark.box;
  const shows = (x: number, y: number, w: number, h: number) => {
    const x2 = x + w >= item.width - 1e-6 ? x + w : x + w - overlap;
    const y2 = y + h >= item.height - 1e-6 ? y + h : y + h - overlap;
    return spot.rotate !== undefined || (bx >= x && by >= y && bx + bw <= x2 && by + bh <= y2);
  };
  return {
    ...item, body: `${item.body}\n${mark.svg}`,
    window: (x, y, w, h) => (shows(x, y, w, h) ? `${window(x, y, w, h)}\n${mark.svg}` : window(x, y, w, h)),
  };
}

/** A printable's items for a request, each marked when the aid is drawn from default values, and
 * told how to laminate when the options lay it out to laminate. */
export function itemsOf(printable: Printable, req: PrintRequest): Item[] {
  return laminated(markedItems(printable, req), req.options);
}

function markedItems(printable: Printable, req: PrintRequest): Item[] {
  let items: Item[];
  try {
    items = printable.items(req);
  } catch (err) {
    throw placed(err, req.game, printable);
  }
  if (defaultsIn(req.game, printable, req.options).length === 0) return items;
  // copies of one item stay one object, so the writer still draws the copies from one form
  const done = new Map<Item, Item>();
  return items.map((item) => {
    let m = done.get(item);
    if (!m) done.set(item, (m = marked(req.game, item)));
    return m;
  });
}
