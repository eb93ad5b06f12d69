// Small aids share sheets. Every aid is imposed on its own first (impose.ts); the last of its sheets,
// often part empty (a set of chips, a wind card, the one record left over), may then move as one
// block onto a sheet shared with the last sheets of other aids of the kit, when they fit together.
// A block keeps the layout impose gave it, so every item keeps its exact size, its neighbours and
// its cut and fold marks; only the block moves. Nothing that must pair with a back, comes in pieces
// (or maps them) or prints full size is moved.
import type { Point } from '../printables/types.js';
import { inch, r } from '../units.js';
import type { Placement, Segment, Sheet } from './impose.js';
import type { Section } from './pages.js';
import { FOOTER, MARGIN, type Paper } from './paper.js';

/** Clear paper between blocks on a shared sheet (or either aid's own gap, when larger): no cut line
 * is shared between aids, and each aid is cut out on its own. */
export const GUTTER = inch(0.25);

/** A sheet holding the small blocks of several aids; `members` index the kit's sections, in kit order. */
export interface Shared { sheet: Sheet; members: number[]; parts: { section: number; placements: Placement[] }[] }

/** Per section: the sheets it prints as its own, and the shared sheet its last sheet moved to. */
export interface Ganging { own: Sheet[][]; on: (Shared | undefined)[] }

interface Block { section: number; sheet: Sheet; box: [number, number, number, number]; gap: number }
interface Arranged { width: number; height: number; at: Point[] }

const EPS = 1e-6;

/** Printed as an aid's own: no cards or backs, no pieces of a larger item, not a page of its own size. */
const plain = (s: Sheet): boolean =>
  !s.back && !s.cards && !s.boxes && s.footer === 'bottom' && s.placements.every((p) => !p.item.piece && !p.item.card && !p.item.fullSize);

/** A section may share when all its sheets are plain (a tiled aid's map is not: its pieces are not). */
function blockOf(section: Section, index: number): Block | undefined {
  const sheet = section.sheets[section.sheets.length - 1];
  if (!sheet || !section.sheets.every(plain)) return undefined;
  const xs = sheet.placements.map((p) => p.x);
  const ys = sheet.placements.map((p) => p.y);
  const box: Block['box'] = [
    Math.min(...xs), Math.min(...ys),
    Math.max(...sheet.placements.map((p) => p.x + p.item.width)), Math.max(...sheet.placements.map((p) => p.y + p.item.height)),
  ];
  return { section: index, sheet, box, gap: section.gap };
}

/**
 * The blocks on one sheet of the paper turned as `landscape` says, or null when they do not fit:
 * tallest first onto shelves, each block on the first shelf with room, every shelf centred across the
 * page and the whole centred in the printable area, as impose centres its own.
 */
function arrange(blocks: Block[], paper: Paper, landscape: boolean): Arranged | null {
  const width = landscape ? paper.height : paper.width;
  const height = landscape ? paper.width : paper.height;
  const [aw, ah] = [width - 2 * MARGIN, height - 2 * MARGIN - FOOTER];
  const sep = Math.max(GUTTER, ...blocks.map((b) => b.gap));
  const size = (b: Block) => [b.box[2] - b.box[0], b.box[3] - b.box[1]];
  const order = blocks.map((_, i) => i).sort((a, b) => size(blocks[b])[1] - size(blocks[a])[1] || size(blocks[b])[0] - size(blocks[a])[0] || a - b);
  const shelves: { w: number; h: number; members: number[] }[] = [];
  for (const i of order) {
    const [w, h] = size(blocks[i]);
    if (w > aw + EPS) return null;
    const shelf = shelves.find((s) => s.w + sep + w <= aw + EPS);
    if (shelf) [shelf.w, shelf.members] = [shelf.w + sep + w, [...shelf.members, i]];
    else shelves.push({ w, h, members: [i] });
  }
  const total = shelves.reduce((n, s) => n + s.h, 0) + sep * (shelves.length - 1);
  if (total > ah + EPS) return null;
  const at: Point[] = [];
  let y = MARGIN + (ah - total) / 2;
  for (const shelf of shelves) {
    let x = MARGIN + (aw - shelf.w) / 2;
    for (const i of shelf.members) {
      at[i] = [r(x), r(y)];
      x += size(blocks[i])[0] + sep;
    }
    y += shelf.h + sep;
  }
  return { width, height, at };
}

/** The blocks on a sheet in the orientation of the first one's own sheet if they fit so, else the other. */
function arrangeAll(blocks: Block[], paper: Paper): Arranged | null {
  const landscape = blocks[0].sheet.width > blocks[0].sheet.height;
  return arrange(blocks, paper, landscape) ?? arrange(blocks, paper, !landscape);
}

/** The shared sheet: each block's items and marks moved by the same whole offset. */
function sharedSheet(blocks: Block[], laid: Arranged, titles: string[]): Shared {
  const placements: Placement[] = [];
  const cuts: Segment[] = [];
  const outlines: Point[][] = [];
  const folds: Segment[] = [];
  const parts = blocks.map((b, i) => {
    const [dx, dy] = [r(laid.at[i][0] - b.box[0]), r(laid.at[i][1] - b.box[1])];
    const seg = ([x1, y1, x2, y2]: Segment): Segment => [r(x1 + dx), r(y1 + dy), r(x2 + dx), r(y2 + dy)];
    const moved = b.sheet.placements.map((p) => ({ x: r(p.x + dx), y: r(p.y + dy), item: p.item }));
    placements.push(...moved);
    cuts.push(...b.sheet.cuts.map(seg));
    outlines.push(...b.sheet.outlines.map((o) => o.map(([x, y]): Point => [r(x + dx), r(y + dy)])));
    folds.push(...b.sheet.folds.map(seg));
    return { section: b.section, placements: moved };
  });
  const sheet: Sheet = { width: laid.width, height: laid.height, section: titles.join(' + '), placements, cuts, outlines, folds, footer: 'bottom' };
  return { sheet, members: blocks.map((b) => b.section), parts };
}

/**
 * Which last sheets share, in the kit's order, each onto the first shared sheet it fits. An aid with
 * sheets of its own before its last one only opens a new shared sheet, so its pages stay in order; an
 * aid whose one sheet is small may join a shared sheet opened earlier. A shared sheet left with one
 * aid is that aid's own sheet again, as impose laid it out.
 */
export function gang(sections: Section[], paper: Paper): Ganging {
  const own = sections.map((s) => s.sheets);
  const on: (Shared | undefined)[] = sections.map(() => undefined);
  const open: { blocks: Block[]; laid: Arranged }[] = [];
  sections.forEach((section, i) => {
    const block = blockOf(section, i);
    if (!block) return;
    const from = section.sheets.length > 1 ? open.length : 0;
    for (const g of open.slice(from)) {
      const laid = arrangeAll([...g.blocks, block], paper);
      if (laid) {
        g.blocks.push(block);
        g.laid = laid;
        return;
      }
    }
    const laid = arrangeAll([block], paper);
    if (laid) open.push({ blocks: [block], laid });
  });
  for (const g of open) {
    if (g.blocks.length < 2) continue;
    const shared = sharedSheet(g.blocks, g.laid, g.blocks.map((b) => sections[b.section].title));
    for (const b of g.blocks) {
      own[b.section] = sections[b.section].sheets.slice(0, -1);
      on[b.section] = shared;
    }
  }
  return { own, on };
}
