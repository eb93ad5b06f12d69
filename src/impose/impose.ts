// The one imposition engine: places items of exact physical size on sheets of the chosen paper,
// N-up in whichever orientation holds more, centred, and draws every cut and fold mark (neighbours
// with no gap share their cut lines, so each cut is made once). Items larger than the paper are
// first cut into overlapping pieces (tile.ts); cards have their own sheets (card-sheets.ts), and
// so have items laid out to laminate (laminate.ts).
import { InputError } from '../errors.js';
import type { Item, Point } from '../printables/types.js';
import { CUT, FOLD } from '../svg/marks.js';
import { r, toInch } from '../units.js';
import { cardMarksSvg, type Box, type CardMarks } from './cards.js';
import { cardSheets } from './card-sheets.js';
import { withBacks } from './duplex.js';
import { fullSizeSheet } from './fullsize.js';
import { laminateSheets, laminateSvg, type Laminated } from './laminate.js';
import { tileToFit } from './tile.js';
export { OVERLAP } from './tile.js';
import { FOOTER, MARGIN, type Paper } from './paper.js';
import { pageSvg, partSvg, type Part } from '../pdf/page.js';
export { pageSvg } from '../pdf/page.js';

export interface Placement { x: number; y: number; item: Item }

export interface Sheet {
  width: number;
  height: number;
  /** The section (printable) this sheet belongs to, for the contents page. */
  section: string;
  placements: Placement[];
  /** Straight cut lines as [x1, y1, x2, y2] in page pt, each once. */
  cuts: Segment[];
  /** Cut outlines of non-rectangular items, as page-pt polygons. */
  outlines: Point[][];
  /** Fold lines in page pt. */
  folds: Segment[];
  /** Which margin holds the footer: the bottom, or the left for card sheets that need the height
   * (a back page has its front's footer margin turned over with it); none on a per-card page. */
  footer: FooterAt;
  /** Card sheets: crop marks, rounded-corner guides, and the trim and bleed boxes of the cards. */
  cards?: CardMarks;
  /** The back of the sheet before it (duplex cards): no marks, mirrored placements. */
  back?: boolean;
  /** Page boxes for a print shop, page pt (y down): the TrimBox and the BleedBox. Card sheets
   * take theirs from `cards`; a full-size or per-card page sets its own. */
  boxes?: { trim: Box; bleed: Box };
  /** Laid out to laminate: the pieces' trims, rounded cut lines and the pouch (laminate.ts). */
  laminate?: Laminated;
}

export type Segment = [number, number, number, number];
export type FooterAt = 'bottom' | 'left' | 'top' | 'right' | 'none';

interface Layout { width: number; height: number; placements: Placement[]; capacity: number }

/** The printable area of the paper, portrait or landscape, with the footer at the bottom. */
function room(paper: Paper, landscape: boolean) {
  const width = landscape ? paper.height : paper.width;
  const height = landscape ? paper.width : paper.height;
  return { width, height, ax: MARGIN, aw: width - 2 * MARGIN, ah: height - 2 * MARGIN - FOOTER };
}

const fit = (avail: number, size: number, gap: number) => Math.max(0, Math.floor((avail + gap + 1e-6) / (size + gap)));

/**
 * Fills one sheet from the front of `items` in shelves, left to right and top to bottom. Items of
 * one size form a grid, and a part-filled sheet keeps the grid of a full one so stacks cut alike.
 */
function layout(paper: Paper, landscape: boolean, items: Item[], gap: number): Layout {
  const { width, height, ax, aw, ah } = room(paper, landscape);
  const placed: Placement[] = [];
  let [x, y, shelf, used] = [0, 0, 0, 0];
  for (const item of items) {
    if (x > 0 && x + item.width > aw + 1e-6) [x, y, shelf] = [0, y + shelf + gap, 0];
    if (x + item.width > aw + 1e-6 || y + item.height > ah + 1e-6) break;
    placed.push({ x, y, item });
    x += item.width + gap;
    shelf = Math.max(shelf, item.height);
    used = Math.max(used, x - gap);
  }
  const first = items[0];
  const [cols, rows] = [fit(aw, first.width, gap), fit(ah, first.height, gap)];
  const uniform = placed.every((p) => p.item.width === first.width && p.item.height === first.height);
  const bw = uniform ? cols * first.width + (cols - 1) * gap : used;
  const bh = uniform ? rows * first.height + (rows - 1) * gap : y + shelf;
  const x0 = ax + (aw - bw) / 2;
  const y0 = MARGIN + (ah - bh) / 2;
  const placements = placed.map((p) => ({ x: r(x0 + p.x), y: r(y0 + p.y), item: p.item }));
  return { width, height, placements, capacity: cols * rows };
}

export function impose(section: string, items: Item[], gap: number, paper: Paper): Sheet[] {
  // items laid out to laminate have sheets of their own, when they can be laminated
  const laminated = laminateSheets(section, items, gap, paper);
  if (laminated) return laminated;
  const sheets: Sheet[] = items.filter((i) => i.fullSize).map((item) => fullSizeSheet(section, item));
  // cards are never cut into pieces: a card too large for the paper is refused (card-sheets.ts)
  const cards = items.filter((i) => i.card && !i.fullSize);
  // one at a time: a spread of thousands of sheets would overflow the call stack
  if (cards.length > 0) for (const s of withBacks(cardSheets(section, cards, gap, paper))) sheets.push(s);
  const rooms = [false, true].map((l) => room(paper, l)).map((a): [number, number] => [a.aw, a.ah]);
  let rest = items.filter((i) => !i.card && !i.fullSize).flatMap((item) => tileToFit(item, rooms, section));
  while (rest.length > 0) {
    const options = [layout(paper, false, rest, gap), layout(paper, true, rest, gap)];
    // more on this sheet wins; on a tie, the layout that holds more of this kind of item, then the first
    const best = options.reduce((a, b) => (b.placements.length - a.placements.length || b.capacity - a.capacity) > 0 ? b : a);
    if (best.placements.length === 0) {
      const { width: w, height: h } = rest[0];
      throw new InputError(`${section}: an item of ${fmt(w)} × ${fmt(h)} in does not fit the printable area of ${paper.name} paper`);
    }
    const { width, height, placements } = best;
    sheets.push({ width, height, section, placements, footer: 'bottom', ...marks(placements) });
    rest = rest.slice(placements.length);
  }
  return sheets;
}

/** Cut and fold marks in page coordinates. Each trim edge once: where two items touch, their common edge is a single cut. */
function marks(placements: Placement[]): Pick<Sheet, 'cuts' | 'outlines' | 'folds'> {
  const seen = new Map<string, Segment>();
  const outlines: Point[][] = [];
  const folds: Segment[] = [];
  for (const { x, y, item } of placements) {
    const at = ([px, py]: Point): Point => [r(x + px), r(y + py)];
    if (item.cut === 'rect') {
      const x2 = r(x + item.width);
      const y2 = r(y + item.height);
      for (const seg of [[x, y, x2, y], [x, y2, x2, y2], [x, y, x, y2], [x2, y, x2, y2]] as Segment[]) seen.set(seg.join(','), seg);
    } else if (item.cut !== 'none') outlines.push(item.cut.polygon.map(at));
    for (const [a, b] of item.folds ?? []) folds.push([...at(a), ...at(b)]);
  }
  return { cuts: [...seen.values()], outlines, folds };
}

const fmt = (pt: number): string => String(Math.round(toInch(pt) * 100) / 100);

/** A sheet's parts in drawing order: its items, then its marks on top of them, then its footer. */
export function sheetParts(sheet: Sheet, footerSvg: string): Part[] {
  const items: Part[] = sheet.placements.map((p) => ({ x: p.x, y: p.y, body: p.item.body }));
  const line = ([a, b, c, d]: Segment) => `<line x1="${a}" y1="${b}" x2="${c}" y2="${d}"/>`;
  const cuts = sheet.cuts.map(line).join('') + sheet.outlines.map((o) => `<polygon points="${o.map((p) => p.join(',')).join(' ')}"/>`).join('');
  const marks = [
    sheet.cards ? cardMarksSvg(sheet.cards) : '',
    sheet.laminate ? laminateSvg(sheet.laminate) : '',
    `<g fill="none" stroke="${CUT.stroke}" stroke-width="${CUT.width}" data-marks="cut">${cuts}</g>`,
    `<g fill="none" stroke="${FOLD.stroke}" stroke-width="${FOLD.width}" stroke-dasharray="${FOLD.dash}" data-marks="fold">${sheet.folds.map(line).join('')}</g>`,
    footerSvg,
  ];
  return [...items, ...marks.filter(Boolean).map((svg) => ({ svg }))];
}

/** A sheet as one SVG document. */
export function sheetSvg(sheet: Sheet, footerSvg: string): string {
  return pageSvg(sheet.width, sheet.height, sheetParts(sheet, footerSvg).map(partSvg));
}
