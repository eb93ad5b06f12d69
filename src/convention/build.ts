// A whole convention into a folder: a PDF per table (or per packet) and the packing list, index.pdf.
// Everything is validated, and every table's pages estimated, before the first page is drawn; each
// packet is then composed and drawn in turn into a staging folder, keeping only its packing-list
// rows, and the set is moved in as one (commit.ts): a problem anywhere leaves the folder as it was.
import { join } from 'node:path';
import { writePdf } from '../pdf/file.js';
import { obstacles, recover, Staging } from './commit.js';
import { letGo } from './memory.js';
import { INDEX_FILE } from './names.js';
import { packingPages } from './packing.js';
import { composePacket, conventionPlan } from './plan.js';
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
  const { conv, paper, planned } = conventionPlan(path, opts.paper, opts.templatesDir, letGo);
  obstacles(dir, [...planned.map((p) => p.file), INDEX_FILE]);
  const staging = Staging.open(dir);
  try {
    const packets: PacketWritten[] = [];
    for (const p of planned) {
      const t0 = performance.now();
      // composed, drawn and let go one at a time: memory holds one packet's pages at most
      const { pages, written } = composePacket(p);
      await writePdf(pages, p.job.title, staging.file(p.file), undefined, join(dir, p.file));
      packets.push(written);
      opts.progress?.(`${join(dir, p.file)}, ${pages.length} pages, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
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
