// What kit does before it draws, and check does too: one copy of each entry made and imposed, the
// pages of the job (and of a convention's tables) estimated, and a job over the limits refused, each
// refusal at its place. It never loads the PDF writer.
import type { Job } from './build.js';
import { loadConvention, type Convention } from './convention/load.js';
import { packetFile } from './convention/names.js';
import { packetsOf, type Packet } from './convention/packets.js';
import type { PrintEntry } from './data/kit.js';
import { DataError, InputError } from './errors.js';
import { estimateSheets, refuseCellsOverLimit, refuseConventionOverLimit, refuseOverLimit, refusePiecesOverLimit } from './estimate.js';
import { impose } from './impose/impose.js';
import { paperOf, paperProblem, type Paper } from './impose/paper.js';
import { itemsOf } from './printables/mark.js';
import { needsShips } from './printables/types.js';
import { Templates } from './svg/templates.js';

export function paperOfJob(job: Job): Paper {
  const paper = paperOf(job.paper);
  if (!paper) throw new InputError(`--paper: ${paperProblem(job.paper)}`);
  return paper;
}

/**
 * One copy of each entry made and imposed, and from it the job's pages estimated (an upper bound;
 * see estimate.ts), and its pieces and boards' cells counted: a job estimated over MAX_PAGES,
 * MAX_PIECES or MAX_CELLS is refused here, before the rest is made.
 */
export function measure(job: Job, templates = new Templates(job.templatesDir)) {
  const paper = paperOfJob(job);
  let total = job.contents ? 1 : 0;
  const pieces = { all: 0, laminated: 0 };
  let cells = 0;
  const firsts = job.print.map((entry) => {
    const { printable, count, options } = entry;
    if (count === 0) return undefined;
    // a board is drawn once for all its copies, and costs what its cells do: counted before it is made
    cells += printable.cells?.({ game: job.game, options }) ?? 0;
    refuseCellsOverLimit(cells, { name: printable.name, pos: entry.pos });
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
    pieces.all += items1.length * count;
    pieces.laminated += items1.filter((i) => i.laminate).length * count;
    refusePiecesOverLimit(pieces, { name: printable.name, count, pos: entry.pos });
    return { title, what, make, one, count, gap: printable.gap };
  });
  return { total, firsts, paper };
}

/**
 * `fn`'s answer; a refusal of an entry that names no place of its own (a card too large for the
 * paper, a piece that cannot be laminated) is given at the kit's line for the entry, or at the flags
 * of `make` that set it.
 */
export function atEntry<T>(entry: PrintEntry, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (!(err instanceof InputError) || err instanceof DataError || /^[^\n]*?:\d+:\d+: /.test(err.message)) throw err;
    if (entry.pos) throw new DataError(entry.pos, '', err.message);
    if (entry.flags && !err.message.startsWith('--')) throw new InputError(`${entry.flags}: ${err.message}`);
    throw err;
  }
}

export interface PlannedPacket extends Packet { t: Convention['tables'][number]; file: string }

/**
 * The convention at `path` and its packets in order, each with the file it goes to. Every packet is
 * measured from one copy of each entry, and the whole refused over the page limit, before any is
 * made; the copies are let go (keeping them would keep every table's single-copy aids whole), and
 * `measured` told of each packet's pages (the command line collects garbage by them, see memory.ts).
 */
export function conventionPlan(path: string, paper?: string, templatesDir?: string, measured?: (pages: number) => void): { conv: Convention; paper: string; planned: PlannedPacket[] } {
  const conv = loadConvention(path);
  const chosen = paper ?? conv.paper;
  const planned = conv.tables.flatMap((t) => packetsOf(t, chosen, templatesDir).map((p) => ({ ...p, t, file: packetFile(t.name, p.packet) })));
  let total = 0;
  for (const p of planned) {
    // each packet is a PDF of its own, and its templates count what they make for it alone
    const pages = measure(p.job).total;
    total += pages;
    refuseConventionOverLimit(total, p.t);
    measured?.(pages);
  }
  return { conv, paper: chosen, planned };
}
