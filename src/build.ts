// The render loop: print entries → items → sheets → pages in print order (with footers) → one PDF.
// It knows printables only through the registry's interface, never by name.
import type { PrintEntry } from './data/kit.js';
import type { Game, Ship } from './games/types.js';
import { measure, paperOfJob } from './measure.js';
import { contentsPage } from './impose/contents.js';
import { footer } from './impose/footer.js';
import { impose, sheetParts, type Sheet } from './impose/impose.js';
import { blankNote, paginate, type Plan, type Section } from './impose/pages.js';
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

export { measure } from './measure.js';

export interface Built { sheets: Sheet[]; plan: Plan; pages: PdfPage[]; pdf: Buffer }

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
