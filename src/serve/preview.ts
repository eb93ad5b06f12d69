// The state a live preview shows: the job built from the files and the choices made on the page, its
// pages as the PDF writer receives them (so the browser sees the very SVG that prints), and the
// problems of the last attempt. The last good pages stay while the files are wrong.
import { basename, dirname, resolve } from 'node:path';
import type { Job } from '../build.js';
import { compose } from '../build.js';
import { loadFile, type PNode } from '../data/node.js';
import { kitJob, makeJob } from '../index.js';
import { PRINTABLES } from '../printables/registry.js';
import type { PdfPage } from '../pdf/page.js';
import { renderPdf } from '../pdf/writer.js';
import { problemsOf, type Problem } from './problems.js';

export interface ServeOptions {
  /** A kit file, or with `printable` a ship file. */
  file: string;
  printable?: string;
  paper?: string;
  templatesDir?: string;
  /** Printable options from the command line (`--duplex short-edge`), as `kit` takes them. */
  options?: Record<string, unknown>;
}

/** What the page's controls set: empty means as the files and the command line say. */
export interface Choices { paper?: string; duplex?: string }

export interface Snapshot { version: number; job: Job; pages: PdfPage[]; svgs: string[] }

export class Preview {
  good?: Snapshot;
  problems: Problem[] = [];
  choices: Choices = {};
  version = 0;
  renderMs = 0;
  private pdf?: { version: number; data: Buffer };

  constructor(readonly opts: ServeOptions) {}

  /** The job as `kit` (or `make`) would build it with the same flags. */
  job(): Job {
    const { opts, choices } = this;
    const options = { ...opts.options, ...(choices.duplex ? { duplex: choices.duplex } : {}) };
    const paper = choices.paper || opts.paper;
    if (opts.printable) return makeJob(opts.printable, { ships: opts.file, paper, templatesDir: opts.templatesDir, options });
    return kitJob(opts.file, { paper, templatesDir: opts.templatesDir, options });
  }

  /** Builds the pages again; a bad file leaves the last good pages and records its problems. */
  render(): void {
    const t0 = performance.now();
    this.version += 1;
    try {
      const job = this.job();
      const { pages } = compose(job);
      this.good = { version: this.version, job, pages, svgs: pages.map((p) => p.svg) };
      this.problems = [];
    } catch (err) {
      this.problems = problemsOf(err, this.files());
    }
    this.renderMs = performance.now() - t0;
  }

  /** The PDF of the pages shown, made once per version: the same bytes `kit` writes for the same options. */
  async pdfBytes(): Promise<Buffer | undefined> {
    const good = this.good;
    if (!good) return undefined;
    if (this.pdf?.version !== good.version) this.pdf = { version: good.version, data: await renderPdf(good.pages, good.job.title) };
    return this.pdf.data;
  }

  /** Whether the job has a printable whose backs are laid out for a duplex printer. */
  duplexApplies(): boolean {
    return !!this.good?.job.print.some((e) => 'duplex' in e.printable.options);
  }

  /** Every file the preview is made from: the kit or ship file, and the files they name. */
  files(): string[] {
    const { file, printable, options } = this.opts;
    const out = new Set([resolve(file)]);
    for (const [key, value] of Object.entries(options ?? {})) if (isFileOption(key) && typeof value === 'string') out.add(resolve(value));
    if (!printable) for (const f of namedByKit(file)) out.add(f);
    return [...out];
  }

  /** The output's name: the kit's, as `kit` names it. */
  pdfName(): string {
    const base = basename(this.opts.file).replace(/\.[^.]*$/, '');
    return `${this.opts.printable ? `${base}-${this.opts.printable}` : base}.pdf`;
  }
}

const isFileOption = (key: string): boolean => PRINTABLES.some((p) => Object.hasOwn(p.options, key) && p.options[key].file);

/** The ships file and data files a kit names, read loosely: a kit with mistakes still names them. */
function namedByKit(kit: string): string[] {
  let root: PNode;
  try {
    root = loadFile(kit).root;
  } catch {
    return [];
  }
  if (root.kind !== 'map') return [];
  const dir = dirname(resolve(kit));
  const out: string[] = [];
  const ships = root.entries.get('ships')?.node;
  if (ships?.kind === 'scalar' && typeof ships.value === 'string') out.push(resolve(dir, ships.value));
  const print = root.entries.get('print')?.node;
  const entries = print?.kind === 'map' ? [...print.entries.values()].map((e) => e.node) : print?.kind === 'seq' ? print.items : [];
  for (const entry of entries) {
    if (entry.kind !== 'map') continue;
    for (const [key, { node }] of entry.entries) {
      if (isFileOption(key) && node.kind === 'scalar' && typeof node.value === 'string') out.push(resolve(dir, node.value));
    }
  }
  return out;
}
