// The event's index: a cover and a packing list. Each file's rows come from its page plan, so the
// counts are the file's own: a double-sided range of n pages takes ceil(n/2) sheets, backs printed
// in a second pass take one sheet per front, every other page one sheet, a sheet several aids share
// is counted on the row of the first of them, and a blank page is the back of the page before it,
// never a sheet of its own.
import type { Job } from '../build.js';
import { InputError } from '../errors.js';
import { rangeText, type Placed, type Section } from '../impose/pages.js';
import { paperOf, paperProblem } from '../impose/paper.js';
import type { PdfPage } from '../pdf/page.js';
import type { Item } from '../printables/types.js';
import { drawPacking } from './packing-draw.js';
import type { PacketInfo, PacketWritten } from './types.js';

/** One line of a packet's table: an aid (or the contents page) and how to print and finish it. */
export interface PackingRow { aid: string; pages: string; print: string; single: number; double: number; finish: string }

export interface PacketSummary {
  heading: string; file: string; pages: number; rows: PackingRow[];
  /** Sheets of paper through the printer single-sided and double-sided. */
  single: number; double: number;
}

export function packetSummary(info: PacketInfo): PacketSummary {
  const { plan, job } = info;
  const rows: PackingRow[] = [];
  if (plan.pages[0]?.kind === 'contents') rows.push({ aid: 'contents', pages: rangeText(1, 1), print: 'single-sided', single: 1, double: 0, finish: '' });
  for (const p of plan.placed) rows.push({ aid: p.section.title, pages: rangeText(p.first, p.last), ...printing(p), finish: finishing(p.section, job) });
  const sum = (k: 'single' | 'double') => rows.reduce((n, r) => n + r[k], 0);
  return {
    heading: info.packet ? `${info.table} — ${info.packet}` : info.table,
    file: info.file, pages: plan.pages.length, rows, single: sum('single'), double: sum('double'),
  };
}

const edge = (p: Placed): string => (p.edge === 'short-edge' ? 'short' : 'long');

function printing(p: Placed): Pick<PackingRow, 'print' | 'single' | 'double'> {
  const n = p.last - p.first + 1;
  if (p.sides === 'double') return { print: `double-sided, ${edge(p)} edge`, single: 0, double: Math.ceil(n / 2) };
  if (p.sides === 'separate') {
    const [f0, f1] = p.fronts!;
    const [b0, b1] = p.backs!;
    return { print: `fronts ${f0}–${f1}, then backs ${b0}–${b1} on them (${edge(p)} edge)`, single: 0, double: f1 - f0 + 1 };
  }
  // a shared sheet is counted once, on the row of the first aid on it
  const share = p.shared;
  if (!share) return { print: 'single-sided', single: n, double: 0 };
  if (share.first) return { print: `single-sided; page ${share.page} also holds ${share.with.join(', ')}`, single: n, double: 0 };
  return { print: `on page ${share.page}, counted with ${share.with[0]}`, single: n - 1, double: 0 };
}

/** What to do with an aid once printed: laminate a card deck, what the printable says is marked
 * up or handled all game (Printable.laminate) and what is laid out to laminate; cut what has cut
 * lines; fold what has folds. */
function finishing(section: Section, job: Job): string {
  const items: Item[] = section.sheets.flatMap((s) => (s.back ? [] : s.placements.map((p) => p.item)));
  const name = section.title.replace(/ \(blank\)$/, '');
  const printable = job.print.find((e) => e.printable.name === name)?.printable;
  const words: string[] = [];
  if (printable?.laminate || printable?.capabilities?.deck || section.sheets.some((s) => s.laminate)) words.push('laminate');
  if (items.some((i) => i.cut !== 'none')) words.push(items.some((i) => i.piece) ? 'cut, tape pieces' : 'cut');
  if (items.some((i) => i.folds?.length)) words.push('fold');
  return words.join(', ');
}

/** index.pdf's pages: the cover, then the packing list, a table per packet, then the event's total. */
export function packingList(title: string, paper: string, packets: PacketInfo[]): PdfPage[] {
  return packingPages(title, paper, packets.map((p) => ({ table: p.table, packet: p.packet, summary: packetSummary(p) })));
}

/** The same from each packet's summary, made when it was written (its pages long released). */
export function packingPages(title: string, paper: string, packets: Pick<PacketWritten, 'table' | 'packet' | 'summary'>[]): PdfPage[] {
  const size = paperOf(paper);
  if (!size) throw new InputError(`paper: ${paperProblem(paper)}`);
  return drawPacking(title, size, packets.map((p) => p.summary), tables(packets));
}

/** The tables in their order, each with its packets. */
function tables(packets: { table: string; packet?: string }[]): { name: string; packets: string[] }[] {
  const out: { name: string; packets: string[] }[] = [];
  for (const p of packets) {
    const t = out.find((x) => x.name === p.table) ?? out[out.push({ name: p.table, packets: [] }) - 1];
    if (p.packet) t.packets.push(p.packet);
  }
  return out;
}
