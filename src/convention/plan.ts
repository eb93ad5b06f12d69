// A convention's packets, planned and measured before the first page is drawn: the command line
// writes them into a folder (build.ts), the page's engine into a zip, from this one plan.
import { compose, measure } from '../build.js';
import { refuseConventionOverLimit } from '../estimate.js';
import type { Plan } from '../impose/pages.js';
import { Templates } from '../svg/templates.js';
import { loadConvention, type Convention } from './load.js';
import { packetFile } from './names.js';
import { packetsOf, type Packet } from './packets.js';
import { packetSummary } from './packing.js';
import type { PacketWritten } from './types.js';

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
  const templates = new Templates(templatesDir);
  let total = 0;
  for (const p of planned) {
    const pages = measure(p.job, templates).total;
    total += pages;
    refuseConventionOverLimit(total, p.t);
    measured?.(pages);
  }
  return { conv, paper: chosen, planned };
}

/** A packet composed: its pages, and its row of the packing list. */
export function composePacket(p: PlannedPacket): { pages: ReturnType<typeof compose>['pages']; written: PacketWritten } {
  const { plan, pages } = compose(p.job);
  return { pages, written: { table: p.t.name, packet: p.packet, file: p.file, pages: pages.length, summary: summaryOf(p, plan) } };
}

const summaryOf = (p: PlannedPacket, plan: Plan) => packetSummary({ table: p.t.name, packet: p.packet, file: p.file, job: p.job, plan });
