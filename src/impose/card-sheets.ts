// Card sheets for cutting at home, and card pages for a card printer. A sheet holds a grid of cards
// centred on the paper, so a back page turned over either edge lands on the same grid. Everything
// printed keeps inside the home printer's margin: the cards, their crop marks (short, outside the
// bleed, in line with every cut) and the footer, which takes whichever margin the marks leave free.
// A card larger than that is refused, never cut into pieces. A per-card page is exactly the card and
// its bleed: what a card printer trims, with no marks and no footer.
import { InputError } from '../errors.js';
import type { Item } from '../printables/types.js';
import { inch, r, toInch } from '../units.js';
import { cardMarks, type CropStyle } from './cards.js';
import type { FooterAt, Placement, Sheet } from './impose.js';
import { FOOTER, MARGIN, type Paper } from './paper.js';

/** Crop marks as long as the room allows: the longer style unless the shorter fits more cards. */
export const STYLES: CropStyle[] = [{ clear: 3, length: 9 }, { clear: 3, length: 6 }];
/** Cards with a coloured edge or a bleed sit this far apart unless --gutter says otherwise. */
export const GUTTER = inch(0.125);

interface Grid { width: number; height: number; cols: number; rows: number; x0: number; y0: number; footer: FooterAt; style: CropStyle }

const fit = (avail: number, size: number, gap: number) => Math.max(0, Math.floor((avail + gap + 1e-6) / (size + gap)));

/** The grid on the paper in one orientation with the footer in one margin: the marks reach `reach` past the trim. */
function grid(paper: Paper, landscape: boolean, footer: FooterAt, w: number, h: number, gap: number, reach: number, style: CropStyle): Grid {
  const [width, height] = landscape ? [paper.height, paper.width] : [paper.width, paper.height];
  // the block is centred on the paper, so the footer's strip is kept free on both sides of it
  const side = (at: FooterAt) => MARGIN + reach + (footer === at ? FOOTER : 0);
  const cols = fit(width - 2 * side('left'), w, gap);
  const rows = fit(height - 2 * side('bottom'), h, gap);
  const x0 = (width - (cols * w + (cols - 1) * gap)) / 2;
  const y0 = (height - (rows * h + (rows - 1) * gap)) / 2;
  return { width, height, cols, rows, x0, y0, footer, style };
}

/** The space between cards: the gutter asked for (or its default), and never less than twice the bleed. */
export function cardGap(item: Item, gap: number): number {
  const spec = item.card!;
  const gutter = spec.gutter ?? (spec.edge || spec.bleed > 0 ? GUTTER : 0);
  return Math.max(gap, gutter, 2 * spec.bleed);
}

/** The grid that holds the most cards: portrait before landscape, footer at the bottom before the side, long marks before short. */
function bestGrid(paper: Paper, item: Item, gap: number): Grid {
  const spec = item.card!;
  const cropped = spec.crop !== false;
  const options = (cropped ? STYLES : [STYLES[0]]).flatMap((style) => {
    const reach = spec.bleed + (cropped ? style.clear + style.length : 0);
    return (['bottom', 'left'] as FooterAt[]).flatMap((f) => [false, true].map((l) => grid(paper, l, f, item.width, item.height, gap, reach, style)));
  });
  return options.reduce((a, b) => (b.cols * b.rows > a.cols * a.rows ? b : a));
}

const fmt = (pt: number): string => String(Math.round(toInch(pt) * 100) / 100);

/** Sheets of cards, each card on the grid of a full sheet (a part-filled last sheet cuts like the rest). */
export function cardSheets(section: string, items: Item[], gap: number, paper: Paper): Sheet[] {
  if (items[0].card!.layout === 'per-card') return items.map((item) => perCardPage(section, item));
  const sheets: Sheet[] = [];
  let rest = items;
  while (rest.length > 0) {
    const first = rest[0];
    const run = rest.findIndex((i) => i.width !== first.width || i.height !== first.height);
    const same = run < 0 ? rest : rest.slice(0, run);
    const g = cardGap(first, gap);
    const best = bestGrid(paper, first, g);
    const per = best.cols * best.rows;
    if (per === 0) {
      const b = first.card!.bleed;
      const size = `${fmt(first.width)} × ${fmt(first.height)} in${b > 0 ? ` (plus ${fmt(b)} in bleed)` : ''}`;
      const area = `${fmt(paper.width - 2 * MARGIN)} × ${fmt(paper.height - 2 * MARGIN)} in`;
      throw new InputError(`${section}: a card of ${size} does not fit ${paper.name} paper with its crop marks and footer `
        + `(the printable area is ${area}, 0.25 in in from each edge); choose a larger --paper, a smaller --card-size, or --layout per-card`);
    }
    for (let i = 0; i < same.length; i += per) {
      const placements: Placement[] = same.slice(i, i + per).map((item, k) => ({
        x: r(best.x0 + (k % best.cols) * (item.width + g)),
        y: r(best.y0 + Math.floor(k / best.cols) * (item.height + g)),
        item,
      }));
      sheets.push({
        width: best.width, height: best.height, section, placements, footer: best.footer,
        cuts: [], outlines: [], folds: [], cards: cardMarks(placements, best.style),
      });
    }
    rest = rest.slice(same.length);
  }
  return sheets;
}

/** One card on a page of exactly its bleed box: TrimBox the card, BleedBox the page, no marks, no footer. */
function perCardPage(section: string, item: Item): Sheet {
  const b = item.card!.bleed;
  const [width, height] = [r(item.width + 2 * b), r(item.height + 2 * b)];
  return {
    width, height, section, placements: [{ x: r(b), y: r(b), item }], cuts: [], outlines: [], folds: [], footer: 'none',
    boxes: { trim: [r(b), r(b), r(b + item.width), r(b + item.height)], bleed: [0, 0, width, height] },
  };
}
