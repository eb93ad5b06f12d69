// The "default" mark: every item of an aid drawn from values the published rules do not give carries
// one small line saying so and where the values live, at the place the item keeps for it. Whether an
// aid is marked is decided once, from the game's data (src/games/defaults.ts); the printable only
// says where the line goes. The render loop gets every printable's items through `itemsOf`.
import { dataFileName, defaultsIn } from '../games/defaults.js';
import type { Game } from '../games/types.js';
import { esc } from '../svg/draw.js';
import { FAMILY, textWidth } from '../svg/fonts.js';
import { r } from '../units.js';
import type { Item, MarkSpot, PrintRequest, Printable } from './types.js';

/** The mark's size, pt: small, but not below the 6 pt floor of anything printed. */
export const MARK_SIZE = 6;
/** Clear card kept around an item's own edge when the item names no place for the mark. */
const INSET = 3;

/** The mark's words for this game's data, the longest that fits `width` at MARK_SIZE, or null. */
export function markText(game: Game, width: number): string | null {
  const file = dataFileName(game);
  return [`default — see ${file}`, 'default — see the data file', 'default'].find((t) => textWidth(t, MARK_SIZE) <= width) ?? null;
}

/** The mark as SVG at `spot`, or '' when not even the shortest words fit there. */
export function markSvg(game: Game, spot: MarkSpot): string {
  const text = markText(game, spot.width);
  if (text === null) return '';
  const anchor = spot.anchor ?? 'start';
  const turn = spot.rotate ? ` transform="rotate(${r(spot.rotate)} ${r(spot.x)} ${r(spot.y)})"` : '';
  let plate = '';
  if (spot.plate) {
    const w = textWidth(text, MARK_SIZE);
    const x0 = anchor === 'start' ? spot.x : anchor === 'middle' ? spot.x - w / 2 : spot.x - w;
    plate = `<rect x="${r(x0 - 1.5)}" y="${r(spot.y - MARK_SIZE * 0.8)}" width="${r(w + 3)}" height="${r(MARK_SIZE * 1.1)}" fill="${spot.plate}"/>`;
  }
  return `<g${turn} data-default-mark="">${plate}<text x="${r(spot.x)}" y="${r(spot.y)}" font-family="${FAMILY}" font-size="${MARK_SIZE}"`
    + `${anchor === 'start' ? '' : ` text-anchor="${anchor}"`} fill="${spot.fill ?? '#444444'}">${esc(text)}</text></g>`;
}

/** The bottom right inside corner: the place of an item that names none. */
const corner = (item: Item): MarkSpot => ({ x: item.width - INSET, y: item.height - INSET, anchor: 'end', width: item.width - 2 * INSET });

/** The item with the mark drawn on its face (and on every window onto it). */
function marked(game: Game, item: Item): Item {
  const svg = markSvg(game, item.mark ?? corner(item));
  if (!svg) return item;
  const window = item.window;
  return { ...item, body: `${item.body}\n${svg}`, ...(window ? { window: (x, y, w, h) => `${window(x, y, w, h)}\n${svg}` } : {}) };
}

/** A printable's items for a request, each marked when the aid is drawn from default values. */
export function itemsOf(printable: Printable, req: PrintRequest): Item[] {
  const items = printable.items(req);
  if (defaultsIn(req.game, printable, req.options).length === 0) return items;
  // copies of one item stay one object, so the writer still draws the copies from one form
  const done = new Map<Item, Item>();
  return items.map((item) => {
    let m = done.get(item);
    if (!m) done.set(item, (m = marked(req.game, item)));
    return m;
  });
}
