// The state a live preview shows: the job built from the files and the choices made on the page, its
// pages as the PDF writer receives them (so the browser sees the very SVG that prints), and the
// problems of the last attempt. The last good pages stay while the files are wrong.
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { Job } from '../build.js';
import { compose } from '../build.js';
import { namesFile } from '../games/resolve.js';
import { isSheet } from '../data/table.js';
import { loadFile, type PNode } from '../data/node.js';
import { kitJob, makeJob } from '../index.js';
import { PRINTABLES } from '../games/registry.js';
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

export interface Snapshot {
  version: number;
  job: Job;
  pages: PdfPage[];
  svgs: string[];
  /** A hash of everything the PDF is made from (see pdfKey), once asked for. */
  key?: string;
}

export class Preview {
  good?: Snapshot;
  problems: Problem[] = [];
  choices: Choices = {};
  version = 0;
  renderMs = 0;
  /** How many PDFs have been made (a request for the same pages shares the one made or being made). */
  pdfRenders = 0;
  /** The files the last render was made from, and what they were then (see fingerprint). */
  deps: string[] = [];
  private seen = '';
  private pdf?: { key: string; data: Promise<Buffer> };

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
    // taken before the files are read: a save during the render shows as a change afterwards
    this.deps = this.files();
    this.seen = fingerprint(this.deps);
    try {
      const job = this.job();
      const { pages } = compose(job);
      this.good = { version: this.version, job, pages, svgs: pages.map((p) => p.svg) };
      this.problems = [];
    } catch (err) {
      this.problems = problemsOf(err, this.deps);
    }
    this.renderMs = performance.now() - t0;
  }

  /** Whether a file the last render read has changed since (a save the watcher has not told of yet). */
  stale(): boolean {
    return fingerprint(this.deps) !== this.seen;
  }

  /**
   * The PDF of the pages shown: the same bytes `kit` writes for the same options. It is made once for
   * the same pages: requests that come while it is being made wait for that one, and a render that
   * makes the very same pages again (a file saved unchanged) keeps it.
   */
  pdfBytes(): Promise<Buffer | undefined> {
    const good = this.good;
    if (!good) return Promise.resolve(undefined);
    good.key ??= pdfKey(good);
    if (this.pdf?.key !== good.key) {
      this.pdfRenders += 1;
      const made = { key: good.key, data: renderPdf(good.pages, good.job.title) };
      // a failed attempt is not kept: the next request tries again
      made.data.catch(() => {
        if (this.pdf === made) this.pdf = undefined;
      });
      this.pdf = made;
    }
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
    // a game of one's own, named by the kit or ship file by its path
    for (const f of [...out]) {
      const game = gameFileOf(f);
      if (game) out.add(game);
    }
    return [...out];
  }

  /** The output's name: the kit's, as `kit` names it. */
  pdfName(): string {
    const base = basename(this.opts.file).replace(/\.[^.]*$/, '');
    return `${this.opts.printable ? `${base}-${this.opts.printable}` : base}.pdf`;
  }
}

/** A hash of the PDF's input: the title and every page's size, boxes and parts. */
function pdfKey(s: Snapshot): string {
  const h = createHash('sha256').update(s.job.title).update('\0');
  for (const p of s.pages) {
    h.update(`\0page ${p.width} ${p.height} ${JSON.stringify(p.boxes ?? null)}\0`);
    for (const part of p.parts) h.update('body' in part ? `\0body ${part.x} ${part.y}\0${part.body}` : `\0svg\0${part.svg}`);
  }
  return h.digest('hex');
}

/** What each file is now, by its metadata (not read): which file, its size and when it was last written. */
function fingerprint(files: string[]): string {
  return files.map((f) => {
    try {
      const st = statSync(f, { bigint: true });
      return `${st.dev}:${st.ino}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`;
    } catch (err) {
      return (err as NodeJS.ErrnoException).code ?? 'unreadable';
    }
  }).join('|');
}

const isFileOption = (key: string): boolean => PRINTABLES.some((p) => Object.hasOwn(p.options, key) && p.options[key].file);

/** The ships file and data files a kit names, read loosely: a kit with mistakes still names them. */
/** The game file a kit or ship file names (`game: ./gale.yaml`), resolved; none for a game's id. */
function gameFileOf(file: string): string | undefined {
  if (isSheet(file)) return undefined;
  try {
    const { root } = loadFile(file);
    const game = root.kind === 'map' ? root.entries.get('game')?.node : undefined;
    return game?.kind === 'scalar' && typeof game.value === 'string' && namesFile(game.value) ? resolve(dirname(resolve(file)), game.value) : undefined;
  } catch {
    return undefined;
  }
}

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
