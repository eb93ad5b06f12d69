// A convention's packets, planned and measured before the first page is drawn: the command line
// writes them into a folder (build.ts), the page's engine into a zip, from this one plan.
import { compose } from '../build.js';
import type { Plan } from '../impose/pages.js';
import { conventionPlan, type PlannedPacket } from '../measure.js';
import { packetSummary } from './packing.js';
import type { PacketWritten } from './types.js';

export { conventionPlan, type PlannedPacket };

/** A packet composed: its pages, and its row of the packing list. */
export function composePacket(p: PlannedPacket): { pages: ReturnType<typeof compose>['pages']; written: PacketWritten } {
  const { plan, pages } = compose(p.job);
  return { pages, written: { table: p.t.name, packet: p.packet, file: p.file, pages: pages.length, summary: summaryOf(p, plan) } };
}

const summaryOf = (p: PlannedPacket, plan: Plan) => packetSummary({ table: p.t.name, packet: p.packet, file: p.file, job: p.job, plan });
