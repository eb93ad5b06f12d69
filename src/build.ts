// The render loop: print entries → items → sheets → pages (with footers) → one PDF.
// It knows printables only through the registry's interface, never by name.
import type { PrintEntry } from './data/kit.js';
import type { Game, Ship } from './games/types.js';
import { contentsPage } from './impose/contents.js';
import { footer } from './impose/footer.js';
import { impose, sheetSvg, type Sheet } from './impose/impose.js';
import { PAPER_HELP, paperOf } from './impose/paper.js';
import { InputError } from './errors.js';
import { renderPdf, type PdfPage } from './pdf/writer.js';
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

export interface Built { sheets: Sheet[]; pages: PdfPage[]; pdf: Buffer }

export function buildSheets(job: Job, templates = new Templates(job.templatesDir)): Sheet[] {
  const paper = paperOf(job.paper);
  if (!paper) throw new InputError(`--paper: expected ${PAPER_HELP}, got "${job.paper}"`);
  return job.print.flatMap(({ printable, count, options }) => {
    if (count === 0) return [];
    const items = printable.items({ game: job.game, ships: job.ships, count, options, templates });
    return impose(printable.name, items, printable.gap, paper);
  });
}

export async function build(job: Job): Promise<Built> {
  const templates = new Templates(job.templatesDir);
  const sheets = buildSheets(job, templates);
  const total = sheets.length + (job.contents ? 1 : 0);
  const pages: PdfPage[] = sheets.map((s, i) => {
    const n = i + 1 + (job.contents ? 1 : 0);
    const boxes = s.boxes ?? (s.cards && { trim: s.cards.trim, bleed: s.cards.bleed });
    return { width: s.width, height: s.height, svg: sheetSvg(s, footer(s.width, s.height, job.title, n, total, s.footer)), boxes };
  });
  if (job.contents) pages.unshift(contentsPage(job, sheets, total, templates));
  return { sheets, pages, pdf: await renderPdf(pages, job.title) };
}
