// The render loop: print entries → items → sheets → pages in print order (with footers) → one PDF.
// It knows printables only through the registry's interface, never by name.
import type { PrintEntry } from './data/kit.js';
import type { Game, Ship } from './games/types.js';
import { contentsPage } from './impose/contents.js';
import { footer } from './impose/footer.js';
import { impose, sheetParts, type Sheet } from './impose/impose.js';
import { blankNote, paginate, type Plan, type Section } from './impose/pages.js';
import { paperOf, paperProblem, type Paper } from './impose/paper.js';
import { DataError, InputError } from './errors.js';
import { estimateSheets, refuseOverLimit } from './estimate.js';
import { itemsOf } from './printables/mark.js';
import { needsShips } from './printables/types.js';
import { pdfPage, renderPdf, type PdfPage } from './pdf/writer.js';
import { Templates } from './svg/templates.js';

export interface Job {
  title: string;
  game: Game;
  ships: Ship[];
  paper: string;
  print: PrintEntry[];
  /** A first page listing what the kit holds. */
  contents: boolean;
  templatesDir?: string;
}

export interface Built { sheets: Sheet[]; plan: Plan; pages: PdfPage[]; pdf: Buffer }

function paperOfJob(job: Job): Paper {
  const paper = paperOf(job.paper);
  if (!paper) throw new InputError(`--paper: ${paperProblem(job.paper)}`);
  return paper;
}

/**
 * One copy of each entry made and imposed, and from it the job's pages estimated (an upper bound;
 * see estimate.ts): a job estimated over MAX_PAGES is refused here, before the rest is made.
 */
export function measure(job: Job, templates = new Templates(job.templatesDir)) {
  const paper = paperOfJob(job);
  let total = job.contents ? 1 : 0;
  const firsts = job.print.map((entry) => {
    const { printable, count, options } = entry;
    if (count === 0) return undefined;
    const make = (n: number) => itemsOf(printable, { game: job.game, ships: job.ships, count: n, options, templates });
    // a per-ship printable made without ships is its blank form: the contents page tells the two apart
    const blank = printable.perShip && !needsShips(printable, options);
    const title = blank ? `${printable.name} (blank)` : printable.name;
    const what = blank ? `blank copies: ${count}` : `${printable.count}: ${count}`;
    const items1 = atEntry(entry, () => make(1));
    const one = atEntry(entry, () => impose(title, items1, printable.gap, paper));
    // a blank page may go before each section of a duplex kit
    total += estimateSheets(title, items1, one, count, printable.gap, paper) + 1;
    refuseOverLimit(total, { name: printable.name, count, pos: entry.pos });
    return { title, what, make, one, count, gap: printable.gap };
  });
  return { total, firsts, paper };
}

/**
 * `fn`'s answer; a refusal of an entry a kit lists that names no place of its own (a card too large
 * for the paper, a piece that cannot be laminated) is given at the kit's line for the entry.
 */
function atEntry<T>(entry: PrintEntry, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (!entry.pos || !(err instanceof InputError) || err instanceof DataError || /^[^\n]*?:\d+:\d+: /.test(err.message)) throw err;
    throw new DataError(entry.pos, '', err.message);
  }
}

/**
 * Each print entry's sheets, in the kit's order: a printable listed twice is two sections. One copy
 * of each entry is made first, and a job estimated over MAX_PAGES is refused before the rest is.
 */
export function buildSections(job: Job, templates = new Templates(job.templatesDir)): Section[] {
  const { firsts, paper } = measure(job, templates);
  return firsts.flatMap((f) => {
    if (!f) return [];
    return [{ title: f.title, what: f.what, gap: f.gap, sheets: f.count === 1 ? f.one : impose(f.title, f.make(f.count), f.gap, paper) }];
  });
}

export function buildSheets(job: Job, templates = new Templates(job.templatesDir)): Sheet[] {
  return buildSections(job, templates).flatMap((s) => s.sheets);
}

/** The pages in print order: the contents page, blank pages where a duplex kit needs them, and the sheets. */
export function plan(job: Job, templates = new Templates(job.templatesDir)): Plan {
  return paginate(buildSections(job, templates), job.contents, paperOfJob(job));
}

/** The kit's pages, each as the parts the writer draws: nothing is drawn yet. */
export function compose(job: Job): Omit<Built, 'pdf'> {
  const templates = new Templates(job.templatesDir);
  const planned = plan(job, templates);
  const total = planned.pages.length;
  const pages: PdfPage[] = planned.pages.map((p, i) => {
    const n = i + 1;
    if (p.kind === 'contents') return contentsPage(job, planned, total, templates);
    if (p.kind === 'blank') return pdfPage(p.width, p.height, [{ svg: blankNote(p.width, p.height) }, { svg: footer(p.width, p.height, job.title, n, total) }]);
    const s = p.sheet;
    const boxes = s.boxes ?? (s.cards && { trim: s.cards.trim, bleed: s.cards.bleed });
    return pdfPage(s.width, s.height, sheetParts(s, footer(s.width, s.height, job.title, n, total, s.footer)), boxes);
  });
  const sheets = planned.pages.flatMap((p) => (p.kind === 'sheet' ? [p.sheet] : []));
  return { sheets, plan: planned, pages };
}

/** The PDF in memory, with the sheets and pages it was made from. */
export async function build(job: Job): Promise<Built> {
  const composed = compose(job);
  return { ...composed, pdf: await renderPdf(composed.pages, job.title) };
}
