// A kit's first page: its title, what each section holds and on which pages, the ships, and how to
// print it: which page ranges go through double-sided (card fronts with their backs) and which
// single-sided, so a home printer pairs every back with its own front.
import type { Job } from '../build.js';
import { pdfPage, type PdfPage } from '../pdf/page.js';
import { wrapWords } from '../svg/fonts.js';
import type { Templates } from '../svg/templates.js';
import { footer } from './footer.js';
import { laminating } from './laminate-note.js';
import { rangeText, type Placed, type Plan } from './pages.js';
import { MARGIN, paperOf } from './paper.js';

const TIP = 9;        // size of the how-to lines, pt
const TIP_LEAD = 12;  // their spacing

export function contentsPage(job: Job, plan: Plan, total: number, templates: Templates): PdfPage {
  const paper = paperOf(job.paper)!;
  const { width, height } = paper;
  const [left, right] = [MARGIN + 36, width - MARGIN - 36];
  const backs = plan.placed.some((p) => p.sides !== 'single');
  let y = MARGIN + 100;
  const sections = plan.placed.map((p) => {
    y += 18;
    return { title: p.section.title, what: p.section.what, pagesText: rangeText(p.first, p.last), sidesText: backs ? sidesText(p) : '', y };
  });
  const shipsY = y + 40;
  const cols = 2;
  const ships = job.ships.map((s, i) => ({
    text: `${s.name}${s.side ? ` (${s.side})` : ''}`,
    x: left + (i % cols) * ((width - 2 * MARGIN - 36) / cols),
    y: shipsY + 18 + Math.floor(i / cols) * 15,
  }));
  const tipY = (ships.length ? ships[ships.length - 1].y : shipsY) + 40;
  const sheets = plan.pages.flatMap((p) => (p.kind === 'sheet' ? [p.sheet] : []));
  const pieces = sheets.flatMap((s) => s.placements.flatMap((p) => p.item.piece?.name ?? [])).slice(0, 2).join(' and ');
  // paragraphs wrapped to the page, a little apart
  const howTo: { text: string; y: number }[] = [];
  let ty = tipY + (pieces ? 56 : 16);
  for (const para of [...printing(plan), ...laminating(plan)]) {
    for (const text of wrapWords(para.split(' '), right - left, TIP)) howTo.push({ text, y: (ty += TIP_LEAD) - TIP_LEAD });
    ty += 4;
  }
  const view = {
    title: job.title, game: job.game.title, paper: paper.name, pages: total,
    left, mid: MARGIN + 200, right: backs ? right - 130 : right, sidesX: right, titleY: MARGIN + 44,
    sections, ships, shipsY, tipY,
    // aids larger than the paper come in pieces: say once how they go together
    pieces,
    // below the how-to for pieces when a kit has both
    duplex: howTo,
  };
  const body = templates.render('contents', 'contents.svg.hbs', view);
  return pdfPage(width, height, [{ svg: body }, { svg: footer(width, height, job.title, 1, total) }]);
}

const edgeWord = (p: Placed): string => (p.edge === 'short-edge' ? 'short' : 'long');

function sidesText(p: Placed): string {
  if (p.sides === 'double') return `double-sided, ${edgeWord(p)} edge`;
  if (p.sides === 'separate') return 'backs in a second pass';
  return 'single-sided';
}

/** "pages 3–14", "pages 3–14 and 15–38", "page 1 and pages 39–40". */
function ranges(list: [number, number][]): string {
  // the word "page(s)" once for a run of ranges alike
  const texts = list.map(([a, b], i) => {
    const text = rangeText(a, b);
    const prev = list[i - 1];
    return prev && (prev[0] === prev[1]) === (a === b) ? text.replace(/^pages? /, '') : text;
  });
  return texts.length < 2 ? texts.join('') : `${texts.slice(0, -1).join(', ')} and ${texts[texts.length - 1]}`;
}

/** How to print the kit so that each back lands behind its own front, as paragraphs. */
function printing(plan: Plan): string[] {
  const doubles = plan.placed.filter((p) => p.sides === 'double');
  const separates = plan.placed.filter((p) => p.sides === 'separate');
  if (!doubles.length && !separates.length) return [];
  const out: string[] = [];
  const singles: [number, number][] = plan.placed.filter((p) => p.sides === 'single').map((p) => [p.first, p.last]);
  if (plan.pages[0]?.kind === 'contents') singles.unshift([1, 1]);
  const edges = [...new Set(doubles.map(edgeWord))];
  if (doubles.length) {
    out.push(edges.length === 1
      ? `Print ${ranges(doubles.map((p) => [p.first, p.last]))} double-sided, turning on the ${edges[0]} edge: every card front is on an odd page and its backs on the next.`
      : `Print double-sided: ${doubles.map((p) => `${rangeText(p.first, p.last)} turning on the ${edgeWord(p)} edge`).join('; ')}.`);
  }
  for (const p of separates) {
    out.push(`${p.section.title}: print ${rangeText(...p.fronts!)} (fronts), put the printed stack back in the tray to print on its other side, turned over on its ${edgeWord(p)} edge, then print ${rangeText(...p.backs!)} (backs).`);
  }
  if (singles.length) out.push(`Print ${ranges(singles)} single-sided.`);
  if (doubles.length && edges.length === 1) {
    out.push(`Or print the whole file double-sided on the ${edges[0]} edge: every aid starts on the front of a new sheet (the pages marked intentionally blank keep it so), and every card back lands on its own card.`);
  }
  return out;
}
