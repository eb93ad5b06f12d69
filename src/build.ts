// The render loop: print entries → items → sheets → pages (with footers) → one PDF.
// It knows printables only through the registry's interface, never by name.
import type { PrintEntry } from './data/kit.js';
import type { Game, Ship } from './games/types.js';
import { footer } from './impose/footer.js';
import { impose, pageSvg, sheetSvg, type Sheet } from './impose/impose.js';
import { MARGIN, PAPERS } from './impose/paper.js';
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
  const paper = PAPERS[job.paper];
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
    return { width: s.width, height: s.height, svg: sheetSvg(s, footer(s.width, s.height, job.title, n, total)) };
  });
  if (job.contents) pages.unshift(contentsPage(job, sheets, total, templates));
  return { sheets, pages, pdf: await renderPdf(pages, job.title) };
}

function contentsPage(job: Job, sheets: Sheet[], total: number, templates: Templates): PdfPage {
  const paper = PAPERS[job.paper];
  const { width, height } = paper;
  let page = 2;
  let y = MARGIN + 100;
  const sections = job.print.filter((e) => e.count > 0).map((e) => {
    const n = sheets.filter((s) => s.section === e.printable.name).length;
    const first = page;
    page += n;
    y += 18;
    const pagesText = n === 1 ? `page ${first}` : `pages ${first}–${first + n - 1}`;
    return { title: e.printable.name, what: `${e.printable.count}: ${e.count}`, pagesText, y };
  });
  const shipsY = y + 40;
  const cols = 2;
  const ships = job.ships.map((s, i) => ({
    text: `${s.name}${s.side ? ` (${s.side})` : ''}`,
    x: MARGIN + 36 + (i % cols) * ((width - 2 * MARGIN - 36) / cols),
    y: shipsY + 18 + Math.floor(i / cols) * 15,
  }));
  const view = {
    title: job.title, game: job.game.title, paper: paper.name, pages: total,
    left: MARGIN + 36, mid: MARGIN + 200, right: width - MARGIN - 36, titleY: MARGIN + 44,
    sections, ships, shipsY, tipY: (ships.length ? ships[ships.length - 1].y : shipsY) + 40,
  };
  const body = templates.render('contents', 'contents.svg.hbs', view);
  return { width, height, svg: pageSvg(width, height, [body, footer(width, height, job.title, 1, total)]) };
}
