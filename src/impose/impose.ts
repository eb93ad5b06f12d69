// The one imposition engine: places items of exact physical size on sheets of the chosen paper,
// N-up on a grid in whichever orientation holds more, centred, and draws every cut and fold mark
// (neighbours with no gap share their cut lines, so each cut is made once).
import { InputError } from '../errors.js';
import type { Item, Point } from '../printables/types.js';
import { CUT, FOLD } from '../svg/marks.js';
import { r, toInch } from '../units.js';
import { FOOTER, MARGIN, type Paper } from './paper.js';

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
}

type Segment = [number, number, number, number];

interface Grid { width: number; height: number; cols: number; rows: number }

function grid(paper: Paper, landscape: boolean, w: number, h: number, gap: number): Grid {
  const width = landscape ? paper.height : paper.width;
  const height = landscape ? paper.width : paper.height;
  const aw = width - 2 * MARGIN;
  const ah = height - 2 * MARGIN - FOOTER;
  const fit = (avail: number, size: number) => Math.max(0, Math.floor((avail + gap + 1e-6) / (size + gap)));
  return { width, height, cols: fit(aw, w), rows: fit(ah, h) };
}

export function impose(section: string, items: Item[], gap: number, paper: Paper): Sheet[] {
  const sheets: Sheet[] = [];
  for (const run of runsOfSameSize(items)) {
    const { width: w, height: h } = run[0];
    const portrait = grid(paper, false, w, h, gap);
    const landscape = grid(paper, true, w, h, gap);
    const g = landscape.cols * landscape.rows > portrait.cols * portrait.rows ? landscape : portrait;
    const perSheet = g.cols * g.rows;
    if (perSheet === 0) {
      throw new InputError(
        `${section}: an item of ${fmt(w)} × ${fmt(h)} in does not fit the printable area of ${paper.name} paper`,
      );
    }
    const bw = g.cols * w + (g.cols - 1) * gap;
    const bh = g.rows * h + (g.rows - 1) * gap;
    const x0 = (g.width - bw) / 2;
    const y0 = MARGIN + (g.height - 2 * MARGIN - FOOTER - bh) / 2;
    for (let start = 0; start < run.length; start += perSheet) {
      const placements = run.slice(start, start + perSheet).map((item, i) => ({
        x: r(x0 + (i % g.cols) * (w + gap)),
        y: r(y0 + Math.floor(i / g.cols) * (h + gap)),
        item,
      }));
      sheets.push({ width: g.width, height: g.height, section, placements, ...marks(placements) });
    }
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
    } else outlines.push(item.cut.polygon.map(at));
    for (const [a, b] of item.folds ?? []) folds.push([...at(a), ...at(b)]);
  }
  return { cuts: [...seen.values()], outlines, folds };
}

function runsOfSameSize(items: Item[]): Item[][] {
  const runs: Item[][] = [];
  for (const item of items) {
    const last = runs[runs.length - 1];
    if (last && last[0].width === item.width && last[0].height === item.height) last.push(item);
    else runs.push([item]);
  }
  return runs;
}

const fmt = (pt: number): string => String(Math.round(toInch(pt) * 100) / 100);

/** A page as one SVG document. Sizes are unitless pt: the writer reads them with assumePt. */
export function pageSvg(width: number, height: number, parts: string[]): string {
  return [`<svg xmlns="http://www.w3.org/2000/svg" width="${r(width)}" height="${r(height)}" viewBox="0 0 ${r(width)} ${r(height)}">`, ...parts, '</svg>'].join('\n');
}

/** A sheet as one SVG document, with its marks on top of the items and its footer. */
export function sheetSvg(sheet: Sheet, footerSvg: string): string {
  const items = sheet.placements.map((p) => `<g transform="translate(${p.x} ${p.y})">\n${p.item.body}\n</g>`);
  const line = ([a, b, c, d]: Segment) => `<line x1="${a}" y1="${b}" x2="${c}" y2="${d}"/>`;
  const cuts = sheet.cuts.map(line).join('') + sheet.outlines.map((o) => `<polygon points="${o.map((p) => p.join(',')).join(' ')}"/>`).join('');
  return pageSvg(sheet.width, sheet.height, [
    ...items,
    `<g fill="none" stroke="${CUT.stroke}" stroke-width="${CUT.width}" data-marks="cut">${cuts}</g>`,
    `<g fill="none" stroke="${FOLD.stroke}" stroke-width="${FOLD.width}" stroke-dasharray="${FOLD.dash}" data-marks="fold">${sheet.folds.map(line).join('')}</g>`,
    footerSvg,
  ]);
}
