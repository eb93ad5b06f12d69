// A whole convention into a folder: a PDF per table (or per packet) and the packing list, index.pdf.
// Everything is validated, and every table's pages estimated, before the first page is drawn; each
// packet is then composed and drawn in turn into a staging folder, keeping only its packing-list
// rows, and the set is moved in as one (commit.ts): a problem anywhere leaves the folder as it was.
import { join } from 'node:path';
import { compose, measure } from '../build.js';
import { refuseConventionOverLimit } from '../estimate.js';
import { writePdf } from '../pdf/writer.js';
import { Templates } from '../svg/templates.js';
import { obstacles, recover, Staging } from './commit.js';
import { loadConvention } from './load.js';
import { letGo } from './memory.js';
import { INDEX_FILE, packetFile } from './names.js';
import { packetsOf } from './packets.js';
import { packetSummary, packingPages } from './packing.js';
import type { ConventionResult, PacketWritten } from './types.js';

export { INDEX_FILE } from './names.js';

export interface ConventionOptions {
  paper?: string;
  templatesDir?: string;
  /** Told one line per file written: its name, pages and time. */
  progress?: (line: string) => void;
}

export async function conventionPdfs(path: string, dir: string, opts: ConventionOptions = {}): Promise<ConventionResult> {
  // a run killed while moving its set in is undone first, whatever becomes of this one
  recover(dir);
  const conv = loadConvention(path);
  const paper = opts.paper ?? conv.paper;
  const planned = conv.tables.flatMap((t) => packetsOf(t, paper, opts.templatesDir).map((p) => ({ ...p, t, file: packetFile(t.name, p.packet) })));
  // every packet measured from one copy of each entry, before the first page is drawn; the copies
  // are let go (keeping them would keep every table's single-copy aids whole until the end)
  const templates = new Templates(opts.templatesDir);
  let total = 0;
  for (const p of planned) {
    const pages = measure(p.job, templates).total;
    total += pages;
    refuseConventionOverLimit(total, p.t);
    letGo(pages);
  }
  obstacles(dir, [...planned.map((p) => p.file), INDEX_FILE]);
  const staging = Staging.open(dir);
  try {
    const packets: PacketWritten[] = [];
    for (const { t, packet, job, file } of planned) {
      const t0 = performance.now();
      // composed, drawn and let go one at a time: memory holds one packet's pages at most
      const { plan, pages } = compose(job);
      await writePdf(pages, job.title, staging.file(file), undefined, join(dir, file));
      packets.push({ table: t.name, packet, file, pages: pages.length, summary: packetSummary({ table: t.name, packet, file, job, plan }) });
      opts.progress?.(`${join(dir, file)}, ${pages.length} pages, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      letGo(pages.length);
    }
    await writePdf(packingPages(conv.title, paper, packets), conv.title, staging.file(INDEX_FILE), undefined, join(dir, INDEX_FILE));
    const removed = staging.commit(packets.map((p) => p.file));
    return { packets, pages: packets.reduce((n, p) => n + p.pages, 0), removed };
  } catch (err) {
    staging.discard();
    throw err;
  }
}
