// A whole convention into a folder: a PDF per table (or per packet) and the packing list, index.pdf.
// Everything is validated and laid out before the first page is drawn, drawn into a folder beside
// the output, and only then moved into it: a problem anywhere leaves the output folder as it was.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { compose } from '../build.js';
import { InputError } from '../errors.js';
import { seam } from '../pdf/atomic.js';
import { writePdf } from '../pdf/writer.js';
import { loadConvention } from './load.js';
import { packetFile } from './names.js';
import { packetsOf } from './packets.js';
import { packingList } from './packing.js';
import type { PacketInfo } from './types.js';

export const INDEX_FILE = 'index.pdf';

export interface ConventionOptions {
  paper?: string;
  templatesDir?: string;
  /** Told one line per file written: its name, pages and time. */
  progress?: (line: string) => void;
}

export async function conventionPdfs(path: string, dir: string, opts: ConventionOptions = {}): Promise<PacketInfo[]> {
  const conv = loadConvention(path);
  const paper = opts.paper ?? conv.paper;
  const laid = conv.tables.flatMap((t) => packetsOf(t, paper, opts.templatesDir).map((p) => {
    const composed = compose(p.job);
    return { table: t.name, packet: p.packet, file: packetFile(t.name, p.packet), job: p.job, plan: composed.plan, pages: composed.pages };
  }));
  const files = new Set<string>([INDEX_FILE]);
  for (const p of laid) {
    if (files.has(p.file.toLowerCase())) throw new InputError(`${path}: two packets would both be written to "${p.file}"; rename a table or a side`);
    files.add(p.file.toLowerCase());
  }
  const packets: PacketInfo[] = laid.map(({ pages: _pages, ...info }) => info);
  // a new folder of an unpredictable name, made exclusively: nothing planted beside the output is written through
  let tmp: string;
  try {
    mkdirSync(dirname(resolve(dir)), { recursive: true });
    tmp = mkdtempSync(`${resolve(dir)}.broadside-partial-`);
  } catch (err) {
    throw new InputError(`${dir}: cannot write beside the output folder (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
  try {
    for (const p of laid) {
      const t0 = performance.now();
      await writePdf(p.pages, p.job.title, join(tmp, p.file));
      opts.progress?.(`${join(dir, p.file)}, ${p.pages.length} pages, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    const index = packingList(conv.title, paper, packets);
    await writePdf(index, conv.title, join(tmp, INDEX_FILE));
    try {
      mkdirSync(dir, { recursive: true });
    } catch (err) {
      throw new InputError(`${dir}: cannot make the output folder (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
    }
    for (const file of [...laid.map((p) => p.file), INDEX_FILE]) seam.rename(join(tmp, file), join(dir, file));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return packets;
}
