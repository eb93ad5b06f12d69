// A limit on the whole job. Every count has its maximum, but their product (1,000 decks of 108
// cards, 40 ships × 1,000 records) would run for many minutes and gigabytes before failing, so a
// job's pages are estimated from one copy of each entry, before the full count is made or drawn.
// Sharing sheets between small aids (impose/gang.ts) only takes pages away, each shared sheet
// standing for at least one sheet of an aid's own, so the estimate stays an upper bound.
import { DataError, InputError, quote, where, type Position } from './errors.js';
import { impose, type Sheet } from './impose/impose.js';
import type { Paper } from './impose/paper.js';
import type { Item } from './printables/types.js';

/** The most pages one PDF may have: a convention's largest kit is a few hundred pages. */
export const MAX_PAGES = 5000;
/** The most pages of a whole convention, every table's PDFs together: four PDFs at the limit, some
 * ten seconds of drawing. Its tables are estimated before the first is drawn. */
export const MAX_CONVENTION_PAGES = 20_000;
/**
 * The most pieces (cards, records, markers, labels …) one PDF may hold, and of them laminated: each
 * is placed, marked and cut out on its own, a laminated one with an outline of its own (a set of
 * 1,000 markers is 18,000 pieces; 50,000 laminated markers took 7 s and 930 MB).
 */
export const MAX_PIECES = 50_000;
export const MAX_LAMINATED = 20_000;
/**
 * The most cells a PDF's boards may hold in all, a numbered cell counting as three (Printable.cells):
 * one 120 × 120 in board of 0.25 in hexes is some 266,000, of 0.35 in numbered squares 352,000.
 */
export const MAX_CELLS = 400_000;
/** The sheets a sample of copies may take when a job is measured: enough to see how copies pack. */
const SAMPLE_SHEETS = 400;

/** Pages of `count` copies, from the items of one copy (and the sheets they make, `one`). */
export function estimateSheets(section: string, items1: Item[], one: Sheet[], count: number, gap: number, paper: Paper): number {
  if (count <= 1 || one.length === 0) return one.length * count;
  // copies never need more sheets than each on its own: only a large job is measured more closely
  if (one.length * count <= MAX_PAGES) return one.length * count;
  const k = Math.max(1, Math.min(count, Math.floor(SAMPLE_SHEETS / one.length)));
  if (k === 1) return one.length * count;
  const sample: Item[] = [];
  for (let i = 0; i < k; i++) for (const item of items1) sample.push(item);
  return Math.ceil((impose(section, sample, gap, paper).length * count) / k);
}

/** Refuses a job estimated over MAX_PAGES, naming the entry that took it over (and where a kit gave it). */
export function refuseOverLimit(total: number, entry: { name: string; count: number; pos?: Position }): void {
  if (total <= MAX_PAGES) return;
  const at = entry.pos ? `${where(entry.pos)}: ` : '';
  throw new InputError(
    `${at}${entry.name}: ${entry.count}: about ${total.toLocaleString('en-US')} pages in all; a PDF is made of at most ${MAX_PAGES.toLocaleString('en-US')} pages; lower the count, or split the job into several kits`,
  );
}

/** Refuses a convention estimated over MAX_CONVENTION_PAGES, naming the table that took it over. */
export function refuseConventionOverLimit(total: number, table: { name: string; at: string; pos: Position }): void {
  if (total <= MAX_CONVENTION_PAGES) return;
  throw new DataError(table.pos, table.at, `${quote(table.name)} brings the convention to about ${total.toLocaleString('en-US')} pages; a convention is made of at most ${MAX_CONVENTION_PAGES.toLocaleString('en-US')} pages; split it into several convention files`);
}

/** Refuses a job of more pieces (or laminated pieces) than a PDF holds, naming the entry that took it over. */
export function refusePiecesOverLimit(pieces: { all: number; laminated: number }, entry: { name: string; count: number; pos?: Position }): void {
  const over = pieces.all > MAX_PIECES ? { n: pieces.all, most: MAX_PIECES, what: 'pieces' } : pieces.laminated > MAX_LAMINATED ? { n: pieces.laminated, most: MAX_LAMINATED, what: 'laminated pieces' } : undefined;
  if (!over) return;
  const at = entry.pos ? `${where(entry.pos)}: ` : '';
  throw new InputError(
    `${at}${entry.name}: ${entry.count}: ${over.n.toLocaleString('en-US')} ${over.what} in all; a PDF holds at most ${over.most.toLocaleString('en-US')} ${over.what} (cards, records, markers, labels and the like); lower the count, or split the job into several kits`,
  );
}

/** Refuses boards of more cells than a PDF holds, naming the entry that took it over. */
export function refuseCellsOverLimit(cells: number, entry: { name: string; pos?: Position }): void {
  if (cells <= MAX_CELLS) return;
  const at = entry.pos ? `${where(entry.pos)}: ` : '';
  throw new InputError(
    `${at}${entry.name}: about ${cells.toLocaleString('en-US')} cells in all, a numbered cell counting as three; a PDF's boards hold at most ${MAX_CELLS.toLocaleString('en-US')}; use larger cells or fewer boards, or split the job into several kits`,
  );
}
