// Draws the event's index: a cover listing the tables, then the packing list, a plain table per
// packet flowing down the pages (a packet longer than the room left continues on the next page
// under its heading), then the event's total. Every page has the usual footer.
import { footer } from '../impose/footer.js';
import { FOOTER, MARGIN, type Paper } from '../impose/paper.js';
import { pdfPage, type PdfPage } from '../pdf/page.js';
import { esc } from '../svg/draw.js';
import { FAMILY, fitSize, textWidth, type Weight } from '../svg/fonts.js';
import { r } from '../units.js';
import type { PacketSummary } from './packing.js';

const ROW = 13;  // a packet row's height, pt
const MIN = 6;   // the smallest type a cell shrinks to before it is shortened

/** Columns as [start, width] within the text block; the sheets column is right-aligned at its end. */
const COLS = { aid: [0, 122], pages: [126, 70], print: [200, 168], sheets: [372, 38], finish: [418, 0] } as const;
type Col = keyof typeof COLS;
const HEAD: Record<Col, string> = { aid: 'Aid', pages: 'Pages', print: 'How to print', sheets: 'Sheets', finish: 'Then' };

interface Opts { size: number; weight?: Weight; fill?: string; anchor?: 'start' | 'end'; data?: string }

/** One line of text shrunk (and if need be shortened with an ellipsis) to fit `width`. */
function text(x: number, y: number, s: string, width: number, o: Opts): string {
  const weight = o.weight ?? 'regular';
  const fitted = fitSize(s, width, o.size, weight, MIN);
  const size = fitted ?? MIN;
  let t = s;
  if (fitted === null) {
    while (t.length > 1 && textWidth(`${t}…`, size, weight) > width) t = t.slice(0, -1);
    t = `${t}…`;
  }
  return `<text x="${r(x)}" y="${r(y)}" font-family="${FAMILY}" font-size="${size}"${weight === 'bold' ? ' font-weight="bold"' : ''}${o.anchor === 'end' ? ' text-anchor="end"' : ''} fill="${o.fill ?? '#000000'}"${o.data ? ` ${o.data}` : ''}>${esc(t)}</text>`;
}

/** Pages filled top to bottom; `room` starts a new page when the next `h` pt would not fit. */
class Flow {
  pages: string[][] = [[]];
  y: number;
  constructor(readonly top: number, readonly bottom: number) { this.y = top; }
  get page(): string[] { return this.pages[this.pages.length - 1]; }
  room(h: number, onNew?: () => void): void {
    if (this.y + h <= this.bottom || this.y === this.top) return;
    this.pages.push([]);
    this.y = this.top;
    onNew?.();
  }
  add(h: number, svg: string): void { this.y += h; this.page.push(svg); }
}

export function drawPacking(title: string, paper: Paper, packets: PacketSummary[], tables: { name: string; packets: string[] }[]): PdfPage[] {
  const { width, height } = paper;
  const left = MARGIN + 18;
  const w = width - MARGIN - 18 - left;
  const top = MARGIN + 18;
  const bottom = height - MARGIN - FOOTER - 8;
  const single = packets.reduce((n, p) => n + p.single, 0);
  const double = packets.reduce((n, p) => n + p.double, 0);
  const totalText = `Paper for the event: ${single + double} sheets (${single} single-sided, ${double} double-sided) in ${packets.length} files`;

  // the cover: the title and the tables with their packets
  const cover = new Flow(top, bottom);
  cover.add(60, text(left, top + 60, title, w, { size: 24, weight: 'bold', data: 'data-title=""' }));
  cover.add(22, text(left, cover.y + 22, totalText, w, { size: 11, fill: '#333333' }));
  cover.add(36, text(left, cover.y + 36, 'Tables', w, { size: 14, weight: 'bold' }));
  for (const t of tables) {
    const h = t.packets.length ? 34 : 20;
    cover.room(h);
    cover.add(20, text(left, cover.y + 20, t.name, w, { size: 12, data: 'data-table=""' }));
    if (t.packets.length) cover.add(14, text(left + 14, cover.y + 14, `packets: ${t.packets.join(', ')}`, w - 14, { size: 10, fill: '#333333' }));
  }
  cover.room(30);
  cover.add(30, text(left, cover.y + 30, 'Print every file at 100 % (actual size). The packing list follows: each file, what to print how, and what to do with it after.', w, { size: 9, fill: '#333333' }));

  // the packing list
  const list = new Flow(top, bottom);
  list.add(28, text(left, top + 22, 'Packing list', w, { size: 16, weight: 'bold' }));
  const cell = (col: Col, s: string, y: number, o: Omit<Opts, 'anchor'>) => {
    const [x, cw] = COLS[col];
    const cwidth = cw || w - x;
    return col === 'sheets'
      ? text(left + x + cw, y, s, cw, { ...o, anchor: 'end' })
      : text(left + x, y, s, cwidth, o);
  };
  const header = () => {
    const y = list.y + 12;
    const cells = (Object.keys(COLS) as Col[]).map((c) => cell(c, HEAD[c], y, { size: 8, weight: 'bold', fill: '#555555' }));
    cells.push(`<line x1="${r(left)}" y1="${r(y + 3)}" x2="${r(left + w)}" y2="${r(y + 3)}" stroke="#999999" stroke-width="0.5"/>`);
    list.add(14, cells.join('\n'));
  };
  const heading = (p: PacketSummary, more: boolean) => {
    list.add(20, text(left, list.y + 18, more ? `${p.heading} (continued)` : p.heading, w, { size: 12, weight: 'bold', data: 'data-packet=""' }));
  };
  for (const p of packets) {
    list.room(22 + 14 + 16 + ROW);
    heading(p, false);
    const file = `${p.file} · ${p.pages} pages · ${p.single} sheets single-sided, ${p.double} double-sided`;
    list.add(14, text(left, list.y + 12, file, w, { size: 9, fill: '#333333', data: 'data-file=""' }));
    header();
    for (const row of p.rows) {
      list.room(ROW, () => { heading(p, true); header(); });
      const y = list.y + ROW - 3;
      const sheets = row.single + row.double;
      list.add(ROW, [
        cell('aid', row.aid, y, { size: 9, data: 'data-cell="aid"' }),
        cell('pages', row.pages, y, { size: 9, data: 'data-cell="pages"' }),
        cell('print', row.print, y, { size: 9, data: 'data-cell="print"' }),
        cell('sheets', String(sheets), y, { size: 9, data: 'data-cell="sheets"' }),
        cell('finish', row.finish, y, { size: 9, data: 'data-cell="finish"' }),
      ].join('\n'));
    }
    list.y += 14;
  }
  list.room(24);
  list.add(24, text(left, list.y + 20, totalText, w, { size: 12, weight: 'bold', data: 'data-total=""' }));

  const all = [...cover.pages, ...list.pages];
  return all.map((parts, i) => pdfPage(width, height, [{ svg: parts.join('\n') }, { svg: footer(width, height, title, i + 1, all.length) }]));
}
