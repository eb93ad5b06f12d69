// The assembly map: one page showing the whole item in small, every piece as a labelled rectangle
// where it goes, so a stack of tiles becomes a board without guesswork.
import type { Item } from '../printables/types.js';
import { FAMILY, fitSize } from '../svg/fonts.js';
import { esc } from '../svg/draw.js';
import { r, toInch } from '../units.js';
import { rectPolygon } from './clip.js';

const HEAD = 64;       // room for the title and the how-to above the map, pt
const STEPS = [
  'Lay the pieces out as shown, A1 at the top left. Each shaded strip goes under the piece to its',
  'right or below; line that piece\'s edge up with the dotted line and the ticks across the join, then tape.',
];
// tiles of a board are named apart from its cells (A1 … names a square, not a tile)
const TILE_STEPS = [
  'Lay the tiles out as shown, tile 1·1 at the top left: tile 2·3 is column 2, row 3 (the names are',
  'not the board\'s squares). Each shaded strip goes under the tile to its right or below: lay that',
  'tile\'s cut edge on the dotted line, with the grid running on across the join, then tape.',
];

const inches = (pt: number): string => String(Math.round(toInch(pt) * 100) / 100);

/** A page-sized item (`room` is the printable area it must fit) mapping `pieces` onto `item`. */
export function assemblyMap(item: Item, pieces: Item[], room: [number, number]): Item {
  // whole points, so rounding never makes the map a hair larger than the room
  const [width, height] = room.map(Math.floor);
  const label = item.label ?? 'ITEM';
  const scale = Math.min(width / item.width, (height - HEAD) / item.height);
  const mw = item.width * scale;
  const x0 = (width - mw) / 2;
  const y0 = HEAD;
  const outline = (typeof item.cut === 'string' ? rectPolygon(0, 0, item.width, item.height) : item.cut.polygon)
    .map(([x, y]) => `${r(x0 + x * scale)},${r(y0 + y * scale)}`).join(' ');
  const tiles = pieces.map((p, i) => {
    const { x, y, width: w, height: h, name } = p.piece!;
    const [tx, ty, tw, th] = [x0 + x * scale, y0 + y * scale, w * scale, h * scale];
    const short = name.startsWith(`${label} `) ? name.slice(label.length + 1) : name;
    const size = fitSize(short, tw * 0.8, Math.min(28, th * 0.4), 'bold', 6) ?? 6;
    return `<rect x="${r(tx)}" y="${r(ty)}" width="${r(tw)}" height="${r(th)}" fill="${i % 2 ? '#dbe9f7' : '#fbe9c8'}" fill-opacity="0.6" stroke="#1f4e79" stroke-width="0.8" data-map-piece="${esc(name)}"/>`
      + `<text x="${r(tx + tw / 2)}" y="${r(ty + th / 2 + size * 0.35)}" font-family="${FAMILY}" font-weight="bold" font-size="${r(size)}" text-anchor="middle" fill="#1f4e79">${esc(short)}</text>`;
  });
  const title = `ASSEMBLY MAP: ${label}, ${inches(item.width)} × ${inches(item.height)} in, ${pieces.length} ${item.tiling?.clearFace ? 'tiles' : 'pieces'}`;
  const titleSize = fitSize(title, width, 14, 'bold', 6) ?? 6;
  const steps = item.tiling?.clearFace ? TILE_STEPS : STEPS;
  const stepSize = Math.min(...steps.map((s) => fitSize(s, width, 9, 'regular', 6) ?? 6));
  const body = [
    `<text x="0" y="${r(titleSize)}" font-family="${FAMILY}" font-weight="bold" font-size="${r(titleSize)}" fill="#000000">${esc(title)}</text>`,
    ...steps.map((s, i) => `<text x="0" y="${r(titleSize + 14 + i * stepSize * 1.4)}" font-family="${FAMILY}" font-size="${r(stepSize)}" fill="#333333">${esc(s)}</text>`),
    ...tiles,
    `<polygon points="${outline}" fill="none" stroke="#000000" stroke-width="1.5" data-map-outline=""/>`,
  ].join('\n');
  return { width, height, body, cut: 'none', label };
}
