// Sheets laid out to laminate. Each piece is cut out on its own edge (its trim, a thin grey line,
// or a card's crop marks), laid in the pouch where the sheet shows it, and laminated; the cut lines
// then show through the clear plastic between the pieces, each down the middle of its gap, so every
// piece keeps BORDER of sealed plastic all round. A piece's cut is its trim grown by half the gap:
// neighbours share the cut line between them. Everything laminated (the pieces and their borders)
// lies within the room inside one pouch, centred on the page's printable area, and within the
// printable area itself. Shapes other than rectangles are cut on their hull grown by the border.
import { InputError } from '../errors.js';
import { LAMINATE_GAP, POUCHES, SEAL, paperPouch, pouchInside } from '../printables/laminate.js';
import type { Item, Laminate, Point, Pouch } from '../printables/types.js';
import { r, toInch, MM_PER_IN } from '../units.js';
import { CROP, cardMarks, type Box, type CropStyle } from './cards.js';
import { STYLES, cardGap } from './card-sheets.js';
import { withBacks } from './duplex.js';
import type { FooterAt, Placement, Segment, Sheet } from './impose.js';
import { grown } from './outline.js';
import { FOOTER, MARGIN, type Paper } from './paper.js';
import { CUT } from '../svg/marks.js';

/** What a laminated sheet draws besides its cut lines. */
export interface Laminated {
  /** Each piece's own edge, cut before laminating: rectangles as segments, other shapes as outlines. */
  trims: Segment[];
  trimOutlines: Point[][];
  /** Cut lines with rounded corners (x, y, width, height, radius); square ones are the sheet's `cuts`. */
  rounded: [number, number, number, number, number][];
  /** The pouch, and the room inside it as laid on the page (page pt). */
  pouch: { name: string; inside: Box };
}

const EPS = 1e-6;
const fits = (avail: number, size: number) => Math.max(0, Math.floor((avail + EPS) / size));

/** A piece and its border all round: where it sits on the page, pt. */
interface Cell { x: number; y: number; w: number; h: number; item: Item }
interface Laid {
  width: number; height: number; cells: Cell[]; capacity: number; inside: Box; footer: FooterAt;
  /** Cards: their crop marks as cardMarks takes them (clear of the bleed), which start outside the outer cut lines. */
  crop?: CropStyle;
}

/**
 * The sheets of a section laid out to laminate, or null when its items are not (or, laminating
 * asked of a whole kit, cannot be: they print as they are). A piece that cannot be laminated when
 * it was asked of this aid is refused, saying why and what to do.
 */
export function laminateSheets(section: string, items: Item[], gap: number, paper: Paper): Sheet[] | null {
  const spec = items.find((i) => i.laminate)?.laminate;
  if (!spec) return null;
  const pouch = spec.pouch ?? paperPouch(paper);
  const cards = items[0].card !== undefined;
  const g = Math.max(LAMINATE_GAP, gap, cards ? cardGap(items[0], gap) : 0);
  const problem = unfit(section, items, g, pouch, paper, cards);
  if (problem) {
    if (spec.unfit === 'refuse') throw new InputError(problem);
    return null;
  }
  const sheets: Sheet[] = [];
  let rest = items;
  while (rest.length > 0) {
    const best = cards ? cardGrid(paper, rest, g, pouch) : shelves(paper, rest, g, pouch);
    sheets.push(sheetOf(section, best, g, spec, pouch));
    rest = rest.slice(best.cells.length);
  }
  return cards ? withBacks(sheets) : sheets;
}

/** Why the items cannot be laminated on this paper in this pouch, or null. */
function unfit(section: string, items: Item[], g: number, pouch: Pouch, paper: Paper, cards: boolean): string | null {
  const what = cards ? 'a card' : 'a piece';
  const other = `--layout sheet${cards ? ' or per-card' : ''}`;
  const [iw, ih] = pouchInside(pouch);
  const [aw, ah] = [paper.width - 2 * MARGIN, paper.height - 2 * MARGIN - FOOTER];
  // one of each kind of piece is enough to say whether all fit
  const kinds = new Map(items.map((i) => [`${i.width}x${i.height}:${!!i.fullSize}:${i.cut === 'none'}`, i]));
  for (const item of kinds.values()) {
    if (item.fullSize) return `${section}: ${what} printed full size, for a print shop, is not laid out to laminate; leave out --layout laminate or --full-size`;
    if (item.cut === 'none' && !cards) return `${section}: ${what} that is not cut out cannot be laminated on its own; leave out --layout laminate`;
    const [bw, bh] = [item.width + g, item.height + g];
    const size = `${what} of ${both(item.width, item.height)} takes ${both(bw, bh)} with its ${mmText(g / 2)} border of plastic all round`;
    const within = (w: number, h: number, W: number, H: number) => (w <= W + EPS && h <= H + EPS) || (w <= H + EPS && h <= W + EPS);
    // an aid larger than the paper prints in pieces to tape together, which are not laminated
    const whole = (item.width <= aw + EPS && item.height <= ah + EPS) || (item.width <= ah + FOOTER + EPS && item.height <= aw - FOOTER + EPS);
    const pieces = whole ? '' : ' (it then prints in pieces to tape together)';
    if (!within(bw, bh, iw, ih)) {
      return `${section}: ${size}, more than the ${both(iw, ih)} inside ${pouchText(pouch)}, less its ${mmText(SEAL)} seal; choose a larger --pouch, or ${other}${pieces}`;
    }
    const laid = cards ? cardGrid(paper, [item], g, pouch) : shelves(paper, [item], g, pouch);
    if (laid.cells.length === 0) {
      return `${section}: ${size}, more than the ${both(aw, ah)} ${paper.name} paper holds inside its margins and footer${cards ? ' with crop marks' : ''}; `
        + `choose a larger --paper (a4, legal), or ${other}${pieces || ` (then cut it out, laminate it alone and cut 3 mm outside it)`}`;
    }
  }
  return null;
}

/** "a Letter pouch (9 × 11.5 in, 229 × 292 mm)", "a 4x6in pouch", "the pouch for 300x400mm paper". */
function pouchText(pouch: Pouch): string {
  if (pouch.name.startsWith('for ')) return `the pouch ${pouch.name}`;
  const sold = Object.values(POUCHES).includes(pouch);
  return sold ? `a ${pouch.name} pouch (${inches(pouch.width)} × ${inches(pouch.height)} in, ${mms(pouch.width)} × ${mms(pouch.height)} mm)` : `a ${pouch.name} pouch`;
}

const inches = (pt: number): string => String(Math.round(toInch(pt) * 100) / 100);
const mms = (pt: number): string => String(Math.round(toInch(pt) * MM_PER_IN));
const mmText = (pt: number): string => `${mms(pt)} mm`;
/** "3.74 × 5.74 in (95 × 146 mm)". */
const both = (w: number, h: number): string => `${inches(w)} × ${inches(h)} in (${mms(w)} × ${mms(h)} mm)`;

/** The page, portrait or landscape, and the room inside the pouch, as laid either way round. */
const pageOf = (paper: Paper, landscape: boolean): [number, number] => (landscape ? [paper.height, paper.width] : [paper.width, paper.height]);
const insideOf = (pouch: Pouch, turned: boolean): [number, number] => {
  const [w, h] = pouchInside(pouch);
  return turned ? [h, w] : [w, h];
};
/** The first try that lays most cells, then the one holding most of this kind of piece. */
const best = (tries: Laid[]): Laid => tries.reduce((a, b) => ((b.cells.length - a.cells.length || b.capacity - a.capacity) > 0 ? b : a));
const ORIENTATIONS: [boolean, boolean][] = [[false, false], [false, true], [true, false], [true, true]];

/**
 * Cells in shelves, left to right and top to bottom, within both the printable area and the room
 * in the pouch (centred on that area). Cells of one size form a grid, and a part-filled sheet keeps
 * the grid of a full one so stacks cut alike.
 */
function shelves(paper: Paper, items: Item[], g: number, pouch: Pouch): Laid {
  return best(ORIENTATIONS.map(([landscape, turned]) => {
    const [width, height] = pageOf(paper, landscape);
    const [aw, ah] = [width - 2 * MARGIN, height - 2 * MARGIN - FOOTER];
    const [iw, ih] = insideOf(pouch, turned);
    const [rw, rh] = [Math.min(aw, iw), Math.min(ah, ih)];
    const cells: Cell[] = [];
    let [x, y, shelf, used] = [0, 0, 0, 0];
    for (const item of items) {
      const [w, h] = [item.width + g, item.height + g];
      if (x > 0 && x + w > rw + EPS) [x, y, shelf] = [0, y + shelf, 0];
      if (x + w > rw + EPS || y + h > rh + EPS) break;
      cells.push({ x, y, w, h, item });
      x += w;
      shelf = Math.max(shelf, h);
      used = Math.max(used, x);
    }
    const [cw, ch] = [items[0].width + g, items[0].height + g];
    const [cols, rows] = [fits(rw, cw), fits(rh, ch)];
    const uniform = cells.every((c) => c.w === cw && c.h === ch);
    const [bw, bh] = uniform ? [cols * cw, rows * ch] : [used, y + shelf];
    const [x0, y0] = [MARGIN + (aw - bw) / 2, MARGIN + (ah - bh) / 2];
    const inside: Box = [MARGIN + (aw - iw) / 2, MARGIN + (ah - ih) / 2, MARGIN + (aw + iw) / 2, MARGIN + (ah + ih) / 2];
    return { width, height, cells: cells.map((c) => ({ ...c, x: x0 + c.x, y: y0 + c.y })), capacity: cols * rows, inside, footer: 'bottom' as const };
  }));
}

/**
 * Cards of one size in a grid centred on the paper (so a back page turned over either edge lands
 * on the same grid), with their crop marks outside the outer cut lines; the footer takes the bottom
 * or a side margin, and the marks are long or short, whichever holds more cards, as on card sheets.
 */
function cardGrid(paper: Paper, items: Item[], g: number, pouch: Pouch): Laid {
  const first = items[0];
  const run = items.findIndex((i) => i.width !== first.width || i.height !== first.height);
  const same = run < 0 ? items : items.slice(0, run);
  const [cw, ch] = [first.width + g, first.height + g];
  const tries = STYLES.flatMap((style) => (['bottom', 'left'] as FooterAt[]).flatMap((footer) => ORIENTATIONS.map(([landscape, turned]): Laid => {
    const [width, height] = pageOf(paper, landscape);
    const [iw, ih] = insideOf(pouch, turned);
    const side = (at: FooterAt) => MARGIN + style.clear + style.length + (footer === at ? FOOTER : 0);
    const cols = Math.min(fits(width - 2 * side('left'), cw), fits(iw, cw));
    const rows = Math.min(fits(height - 2 * side('bottom'), ch), fits(ih, ch));
    const [x0, y0] = [(width - cols * cw) / 2, (height - rows * ch) / 2];
    const cells = same.slice(0, cols * rows).map((item, k) => ({ x: x0 + (k % cols) * cw, y: y0 + Math.floor(k / cols) * ch, w: cw, h: ch, item }));
    const inside: Box = [(width - iw) / 2, (height - ih) / 2, (width + iw) / 2, (height + ih) / 2];
    // the crop marks start style.clear outside the outer cut lines
    return { width, height, cells, capacity: cols * rows, inside, footer, crop: { clear: style.clear + g / 2 - first.card!.bleed, length: style.length } };
  })));
  return tries.reduce((a, b) => (b.capacity > a.capacity ? b : a));
}

/** A laminated sheet: the pieces on their trims, cut lines on the cells, trims, folds and crop marks. */
function sheetOf(section: string, laid: Laid, g: number, spec: Laminate, pouch: Pouch): Sheet {
  const placements: Placement[] = laid.cells.map((c) => ({ x: r(c.x + g / 2), y: r(c.y + g / 2), item: c.item }));
  const seen = new Map<string, Segment>();
  const outlines: Point[][] = [];
  const folds: Segment[] = [];
  const lam: Laminated = { trims: [], trimOutlines: [], rounded: [], pouch: { name: pouch.name, inside: laid.inside.map(r) as Box } };
  laid.cells.forEach((c, i) => {
    const { x, y, item } = placements[i];
    const at = ([px, py]: Point): Point => [r(x + px), r(y + py)];
    const [x1, y1, x2, y2] = [r(c.x), r(c.y), r(c.x + c.w), r(c.y + c.h)];
    if (item.cut === 'rect' || item.card) {
      const corner = item.card?.corner ?? 0;
      if (spec.rounded || corner > 0) lam.rounded.push([x1, y1, r(x2 - x1), r(y2 - y1), r(g / 2 + corner)]);
      else for (const seg of [[x1, y1, x2, y1], [x1, y2, x2, y2], [x1, y1, x1, y2], [x2, y1, x2, y2]] as Segment[]) seen.set(seg.join(','), seg);
      if (!item.card) {
        const [tx2, ty2] = [r(x + item.width), r(y + item.height)];
        lam.trims.push([x, y, tx2, y], [x, ty2, tx2, ty2], [x, y, x, ty2], [tx2, y, tx2, ty2]);
      }
    } else if (item.cut !== 'none') {
      const shape = item.cut.polygon.map(at);
      outlines.push(grown(shape, g / 2));
      lam.trimOutlines.push(shape);
    }
    for (const [a, b] of item.folds ?? []) folds.push([...at(a), ...at(b)]);
  });
  const cards = laid.crop && cardMarks(placements, laid.crop);
  return {
    width: laid.width, height: laid.height, section, placements, footer: laid.footer,
    cuts: [...seen.values()], outlines, folds, ...(cards ? { cards } : {}), laminate: lam,
  };
}

/** The trims (thin grey, cut first) and the rounded cut lines of a laminated sheet. */
export function laminateSvg(l: Laminated): string {
  const line = ([a, b, c, d]: Segment) => `<line x1="${a}" y1="${b}" x2="${c}" y2="${d}"/>`;
  const polygon = (o: Point[]) => `<polygon points="${o.map((p) => p.join(',')).join(' ')}"/>`;
  const trims = l.trims.map(line).join('') + l.trimOutlines.map(polygon).join('');
  const rounded = l.rounded.map(([x, y, w, h, rad]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rad}" ry="${rad}"/>`).join('');
  return (trims ? `<g fill="none" stroke="${CROP.stroke}" stroke-width="${CROP.width}" data-marks="trim">${trims}</g>` : '')
    + (rounded ? `<g fill="none" stroke="${CUT.stroke}" stroke-width="${CUT.width}" data-marks="cut">${rounded}</g>` : '');
}
