// A kit's first page: its title, what each section holds and on which pages (and which page it shares
// with other aids), the ships, and how to print it: which page ranges go through double-sided (card
// fronts with their backs) and which single-sided, so a home printer pairs every back with its own
// front. Every line is measured: a long title wraps (and shrinks), a long name wraps within its column,
// and a ship list longer than the page has room for ends with how many more the ship file holds.
import type { Job } from '../build.js';
import { pdfPage, type PdfPage } from '../pdf/page.js';
import { Parts, type Text } from '../printables/parts.js';
import { fitWrapped, textWidth, wrapWords, type Weight } from '../svg/fonts.js';
import { NAME_MIN } from '../svg/names.js';
import type { Templates } from '../svg/templates.js';
import { footer } from './footer.js';
import { laminating } from './laminate-note.js';
import { rangeText, type Placed, type Plan } from './pages.js';
import { FOOTER, MARGIN, paperOf } from './paper.js';

const TITLE = 22;      // the kit's title, pt, on up to three lines
const TITLE_MIN = 14;  // the least it shrinks to
const ROW = 11;        // an aid's line
const ROW_MIN = 7;
const NOTE = 9;        // the shared-page note under an aid's line
const SHIP = 10;       // a ship's name
const SHIP_ROW = 15;   // one ship row to the next
const TIP = 9;         // size of the how-to lines, pt
const TIP_LEAD = 12;   // their spacing
const LEAD = 1.2;      // baseline to baseline, per pt, within one wrapped entry
const GREY = '#333333';

export interface Fitted { lines: string[]; size: number }

/**
 * `text` on at most `lines` lines of `width`, at the largest size from `size` down to `min`; when
 * even `min` will not do (a long word), on as many lines as it takes at `min`, broken between letters.
 */
export function fitLines(text: string, width: number, size: number, min: number, lines: number, weight: Weight = 'regular'): Fitted {
  return fitWrapped(text, width, size, min, weight, (ls) => ls.length <= lines) ?? { lines: breakLetters(text, width, min, weight), size: min };
}

/** Greedy lines of `width`, broken at the last space of a line when it has one, else between letters. */
function breakLetters(text: string, width: number, size: number, weight: Weight): string[] {
  const out: string[] = [];
  let line = '';
  for (const ch of text) {
    const next = line + ch;
    // a combining mark stays with its letter
    if (!line.trim() || /\p{M}/u.test(ch) || textWidth(next.trim(), size, weight) <= width) {
      line = next;
      continue;
    }
    const space = line.lastIndexOf(' ');
    if (ch !== ' ' && space > 0) {
      out.push(line.slice(0, space));
      line = line.slice(space + 1) + ch;
    } else {
      out.push(line);
      line = ch;
    }
  }
  return [...out, line].map((l) => l.trim()).filter(Boolean);
}

export function contentsPage(job: Job, plan: Plan, total: number, templates: Templates): PdfPage {
  const paper = paperOf(job.paper)!;
  const { width, height } = paper;
  const [left, right] = [MARGIN + 36, width - MARGIN - 36];
  const bottom = height - MARGIN - FOOTER - 8;
  const parts = new Parts();
  const text = (x: number, y: number, size: number, s: string, more: Partial<Text> = {}) => parts.text({ x, y, size, text: s, ...more });
  /** A fitted block from baseline `y` down; the last line's baseline. */
  const block = (x: number, y: number, f: Fitted, more: Partial<Text> = {}, lead = LEAD): number => {
    f.lines.forEach((line, i) => text(x, y + i * f.size * lead, f.size, line, more));
    return y + (f.lines.length - 1) * f.size * lead;
  };

  const title = fitLines(job.title, right - left, TITLE, TITLE_MIN, 3, 'bold');
  let y = block(left, MARGIN + 44, title, { bold: true, attrs: 'data-title=""' }, 1.15);
  block(left, y + 20, fitLines(`${job.game.title} · ${paper.name} paper · ${total} pages`, right - left, 11, ROW_MIN, 2), { fill: GREY });
  text(left, (y += 56), 13, 'Contents', { bold: true });
  y = sections(plan, y, { left, right, text, block });

  // the how-to goes at the foot of the list: measured first, so the ships stop short of it
  const tips = howTo(plan, right - left);
  const tipsHeight = tips.reduce((h, t) => h + t.lines.length * TIP_LEAD + 4, 0);
  // the ships' place stays when there are none, so the how-to sits where it always has
  y += 40;
  if (job.ships.length) {
    text(left, y, 13, 'Ships', { bold: true });
    y = ships(job, y + 18 - SHIP_ROW, bottom - tipsHeight - 40, (width - 2 * MARGIN - 36) / 2, { left, right, text, block });
  }
  let ty = y + 40;
  for (const tip of tips) {
    for (const line of tip.lines) text(left, (ty += TIP_LEAD) - TIP_LEAD, TIP, line, { fill: GREY, attrs: tip.attrs });
    ty += 4;
  }
  const body = templates.render('contents', 'contents.svg.hbs', { texts: parts.texts });
  return pdfPage(width, height, [{ svg: body }, { svg: footer(width, height, job.title, 1, total) }]);
}

interface Pen {
  left: number; right: number;
  text(x: number, y: number, size: number, s: string, more?: Partial<Text>): void;
  block(x: number, y: number, f: Fitted, more?: Partial<Text>, lead?: number): number;
}

/** Each aid's line: its name, what it holds, its pages (and how to print them in a duplex kit); an
 * aid on a shared page says with which aids. The last baseline used. */
function sections(plan: Plan, y: number, pen: Pen): number {
  const backs = plan.placed.some((p) => p.sides !== 'single');
  const pagesAt = backs ? pen.right - 130 : pen.right;
  const mid = MARGIN + 200;
  const pagesW = Math.max(0, ...plan.placed.map((p) => textWidth(rangeText(p.first, p.last), ROW)));
  const whatW = pagesAt - pagesW - 10 - mid;
  for (const p of plan.placed) {
    y += 18;
    const name = pen.block(pen.left, y, fitLines(p.section.title, mid - 10 - pen.left, ROW, ROW_MIN, 2));
    let what = pen.block(mid, y, fitLines(p.section.what, whatW, ROW, ROW_MIN, 2), { fill: GREY });
    if (p.shared) {
      const note = `page ${p.shared.page} shared with ${p.shared.with.join(', ')}`;
      what = pen.block(mid, what + NOTE * 1.4, fitLines(note, whatW, NOTE, ROW_MIN, 3), { fill: GREY, attrs: 'data-shared=""' });
    }
    pen.text(pagesAt, y, ROW, rangeText(p.first, p.last), { anchor: 'end' });
    if (backs) pen.text(pen.right, y, 10, sidesText(p), { anchor: 'end', fill: GREY, attrs: 'data-sides=""' });
    y = Math.max(name, what);
  }
  return y;
}

/** The ships two to a row, each name wrapped within its column; rows stop above `limit`, the last
 * then saying how many more the ship file holds. The last baseline used. */
function ships(job: Job, y: number, limit: number, step: number, pen: Pen): number {
  // the right column ends at the margin the rest of the page keeps, the left a gutter short of it
  const colW = Math.min(step - 12, pen.right - pen.left - step);
  const names = job.ships.map((s) => `${s.name}${s.side ? ` (${s.side})` : ''}`);
  for (let i = 0; i < names.length; i += 2) {
    const row = names.slice(i, i + 2).map((n) => fitLines(n, colW, SHIP, NAME_MIN, 2));
    const h = SHIP_ROW + Math.max(...row.map((f) => (f.lines.length - 1) * f.size * LEAD));
    const rest = names.length - i;
    // room for this row, and for the line saying how many follow when more rows do
    if (y + h > limit + 1e-6 || (rest > 2 && y + h + SHIP_ROW > limit + 1e-6)) {
      pen.text(pen.left, (y += SHIP_ROW), SHIP, `… and ${rest} more ship${rest === 1 ? '' : 's'}: the ship file lists them all`, { fill: GREY, attrs: 'data-more-ships=""' });
      return y;
    }
    y += SHIP_ROW;
    const last = row.map((f, c) => pen.block(pen.left + c * step, y, f, { attrs: 'data-ship=""' }, 1.15));
    y = Math.max(...last);
  }
  return y;
}

const edgeWord = (p: Placed): string => (p.edge === 'short-edge' ? 'short' : 'long');

function sidesText(p: Placed): string {
  if (p.sides === 'double') return `double-sided, ${edgeWord(p)} edge`;
  if (p.sides === 'separate') return 'backs in a second pass';
  return 'single-sided';
}

/** The page's how-to, as paragraphs wrapped to `width`: print at actual size, then how pieces go
 * together when the kit has any, then how to print its backs. */
function howTo(plan: Plan, width: number): { lines: string[]; attrs?: string }[] {
  const sheets = plan.pages.flatMap((p) => (p.kind === 'sheet' ? [p.sheet] : []));
  const pieces = sheets.flatMap((s) => s.placements.flatMap((p) => p.item.piece?.name ?? [])).slice(0, 2).join(' and ');
  const paras: { text: string; attrs?: string }[] = [
    { text: 'Print every page at 100 % (actual size, no "fit to page"), then check the bars at the foot of each page with a ruler.' },
  ];
  // aids larger than the paper come in pieces: say once how they go together
  if (pieces) {
    paras.push({ text: `Aids larger than the paper print in labelled pieces, such as ${pieces}.` });
    paras.push({ text: 'Cut out each piece on its solid lines and lay the next one over the shaded strip, its cut edge on the dotted line, with the ticks lined up and the drawing running on across the join; then tape.' });
  }
  for (const text of printing(plan)) paras.push({ text, attrs: 'data-how-to-print=""' });
  for (const text of laminating(plan)) paras.push({ text, attrs: 'data-how-to-laminate=""' });
  return paras.map((p) => ({ lines: wrapWords(p.text.split(' '), width, TIP), attrs: p.attrs }));
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
  // an aid on a page shared with one listed before it adds no range of its own
  const singles: [number, number][] = plan.placed.filter((p) => p.sides === 'single' && !(p.shared && !p.shared.first)).map((p) => [p.first, p.last]);
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
