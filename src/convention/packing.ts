// The packing list (index.pdf): the files written, one line each.
import { MARGIN, paperOf } from '../impose/paper.js';
import { pdfPage, type PdfPage } from '../pdf/writer.js';
import { esc } from '../svg/draw.js';
import { FAMILY } from '../svg/fonts.js';
import { r } from '../units.js';
import type { PacketInfo } from './types.js';

const LINE = 14;

export function packingList(title: string, paper: string, packets: PacketInfo[]): PdfPage[] {
  const { width, height } = paperOf(paper)!;
  const perPage = Math.max(1, Math.floor((height - 2 * MARGIN - 2 * LINE) / LINE));
  const pages: PdfPage[] = [];
  for (let i = 0; i === 0 || i < packets.length; i += perPage) {
    const lines = packets.slice(i, i + perPage).map((p) => `${p.file}: ${p.plan.pages.length} pages`);
    const text = (s: string, y: number, size: number) =>
      `<text x="${r(MARGIN)}" y="${r(y)}" font-family="${FAMILY}" font-size="${size}" fill="#000000">${esc(s)}</text>`;
    const svg = [text(title, MARGIN + 16, 16), ...lines.map((l, k) => text(l, MARGIN + 2 * LINE + 16 + k * LINE, 10))].join('');
    pages.push(pdfPage(width, height, [{ svg }]));
  }
  return pages;
}
