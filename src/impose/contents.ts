// A kit's first page: its title, what each section holds and on which pages, and the ships.
import type { Job } from '../build.js';
import type { PdfPage } from '../pdf/writer.js';
import type { Templates } from '../svg/templates.js';
import { footer } from './footer.js';
import { pageSvg, type Sheet } from './impose.js';
import { MARGIN, paperOf } from './paper.js';

export function contentsPage(job: Job, sheets: Sheet[], total: number, templates: Templates): PdfPage {
  const paper = paperOf(job.paper)!;
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
  const tipY = (ships.length ? ships[ships.length - 1].y : shipsY) + 40;
  const pieces = sheets.flatMap((s) => s.placements.flatMap((p) => p.item.piece?.name ?? [])).slice(0, 2).join(' and ');
  const view = {
    title: job.title, game: job.game.title, paper: paper.name, pages: total,
    left: MARGIN + 36, mid: MARGIN + 200, right: width - MARGIN - 36, titleY: MARGIN + 44,
    sections, ships, shipsY, tipY,
    // aids larger than the paper come in pieces: say once how they go together
    pieces,
    // below the how-to for pieces when a kit has both
    duplex: duplexTip(sheets), duplexY: tipY + (pieces ? 56 : 16),
  };
  const body = templates.render('contents', 'contents.svg.hbs', view);
  return { width, height, svg: pageSvg(width, height, [body, footer(width, height, job.title, 1, total)]) };
}

/** How to print card backs, said once, for kits that have them. */
function duplexTip(sheets: Sheet[]): string {
  const spec = sheets.find((s) => s.back)?.placements[0]?.item.card;
  if (!spec) return '';
  return spec.backs === 'separate'
    ? 'Card backs come after their fronts: print the fronts, put the printed stack back in the tray, then print the backs.'
    : `Card pages alternate front and back: print them double-sided, turning on the ${spec.duplex === 'long-edge' ? 'long' : 'short'} edge.`;
}
