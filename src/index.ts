// Everything the command line and the live preview do, callable from code: their internal entry.
// The package's own entry, what users import, is src/api/index.ts.
import './platform/node.js';
import { basename, extname, join } from './platform/index.js';
import { InputError } from './errors.js';
import { compose, type Built, type Job } from './build.js';
import { PNG_DPI, faceNames, kitJob, makeJob, type KitOptions, type MakeOptions } from './jobs.js';
import { readUserFile } from './data/read.js';
import { GAMES } from './games/registry.js';
import { renderPdf } from './pdf/writer.js';
import { writeAtomic, writePdf } from './pdf/file.js';
import { refuseInput } from './pdf/inputs.js';
import { countProgress, pageProgress } from './progress.js';
import { itemSvg } from './svg/export.js';
import { Templates } from './svg/templates.js';
import { itemsOf } from './printables/mark.js';
import { atEntry } from './measure.js';

export { build, buildSheets, plan, type Job, type Built } from './build.js';
export { refuseInput } from './pdf/inputs.js';
export { PNG_DPI, kitJob, makeJob, type KitOptions, type MakeOptions } from './jobs.js';
export type { Plan, Page, Placed } from './impose/pages.js';
export { loadKit, type Kit as LoadedKit } from './data/kit.js';
export * from './api/index.js';
export type { Game, Ship } from './games/types.js';
export { GAMES, PRINTABLES, gameById, printableNames } from './games/registry.js';
export { PAPERS } from './impose/paper.js';
export { InputError, DataError } from './errors.js';
export { checkFile, checkFiles, type CheckOptions } from './check.js';
export { provideText, STDIN } from './data/node.js';
export { shippedDataPath, withDataFile } from './games/data.js';
export { conventionPdfs, type ConventionOptions } from './convention/build.js';
export { loadConvention, type Convention, type Table } from './convention/load.js';
export type { ConventionResult, PacketInfo, PacketWritten } from './convention/types.js';

/** Builds a kit file into a PDF at `out`; nothing is written unless the whole PDF was made. */
export async function kitPdf(file: string, out: string, opts: KitOptions = {}): Promise<Omit<Built, 'pdf'>> {
  return writeJob(kitJob(file, opts), out, opts.progress);
}

/** The job's PDF streamed to `out` (complete or not at all), telling `progress` as it goes. */
export async function writeJob(job: Job, out: string, progress?: (line: string) => void): Promise<Omit<Built, 'pdf'>> {
  // the job has read its files: an --out that is one of them is refused before anything is drawn
  refuseInput(out);
  const composed = compose(job);
  await writePdf(composed.pages, job.title, out, progress && pageProgress(composed.plan, progress));
  return composed;
}

/** The job's PDF in memory (for standard output), telling `progress` as it goes. */
export async function renderJob(job: Job, progress?: (line: string) => void): Promise<Built> {
  const composed = compose(job);
  return { ...composed, pdf: await renderPdf(composed.pages, job.title, progress && pageProgress(composed.plan, progress)) };
}

/** Prints one printable into a PDF at `out`. */
export async function makePdf(name: string, out: string, opts: MakeOptions = {}): Promise<Omit<Built, 'pdf'>> {
  return writeJob(makeJob(name, opts), out, opts.progress);
}

/**
 * Writes one PNG per card face at 300 dpi, card plus bleed, into the folder `outDir`:
 * <printable>-<nnn>-front.png and -back.png, numbered from 001, for card printers that take images.
 * PNG means one card a page: --layout per-card is implied, and --layout sheet refused. The set is
 * written whole or not at all (src/raster/set.ts); answers its files and the images of an earlier
 * set beyond them, left as they were.
 */
export async function makePngs(name: string, outDir: string, opts: MakeOptions = {}): Promise<{ files: string[]; left: string[] }> {
  const printable = GAMES.flatMap((g) => g.printables).find((p) => p.name === name);
  if (printable && !printable.capabilities?.deck) throw new InputError(`--format png: ${name} is not a card printable; PNG images are made one per card face`);
  const layout = opts.options?.layout ?? 'per-card';
  if (layout !== 'per-card') throw new InputError(`--format png: PNG images are made one per card face, with --layout per-card; got --layout ${layout}`);
  // pdf.js is optional: without it, say so before drawing anything
  const { loadPdfjs, rasterPages, encodePng } = await import('./raster/raster.js');
  const { recoverImageSet, refuseInTheWay, writeImageSet } = await import('./raster/set.js');
  await loadPdfjs();
  recoverImageSet(outDir);
  const job = makeJob(name, { ...opts, options: { ...opts.options, layout } });
  const composed = compose(job);
  const names = faceNames(name, composed.sheets.map((s) => !!s.back));
  // a folder, a read-only file or an input of this run at one of the names is refused before drawing
  refuseInTheWay(outDir, names);
  const pdf = await renderPdf(composed.pages, job.title, opts.progress && pageProgress(composed.plan, opts.progress));
  async function* images() {
    for await (const page of rasterPages(pdf, PNG_DPI)) yield encodePng(page, PNG_DPI);
  }
  const left = await writeImageSet(outDir, name, names, images(), opts.progress && countProgress('png', names.length, opts.progress));
  return { files: names.map((n) => join(outDir, n)), left };
}

/** Writes one item of a printable (a board, say) as a true-size SVG file at `out`. */
export function makeSvg(name: string, out: string, opts: MakeOptions = {}): void {
  const job = makeJob(name, opts);
  const [entry] = job.print;
  const { printable, count, options } = entry;
  // a refusal of what the flags set is said at them, as when a PDF is made
  const items = atEntry(entry, () => itemsOf(printable, { game: job.game, ships: job.ships, count, options, templates: new Templates(job.templatesDir) }));
  if (items.length !== 1) throw new InputError(`${out}: an SVG file holds one item, and this prints ${items.length}; use --count 1 (and one ship)`);
  writeAtomic(out, atEntry(entry, () => itemSvg(items[0])));
}

/** Writes PNG images of a PDF's pages (all, or the listed 1-based ones) and returns their paths. */
export async function previewPdf(pdf: string, outDir: string, dpi = 60, pages?: number[]): Promise<string[]> {
  const data = readUserFile(pdf);
  if (!Number.isFinite(dpi) || dpi < 10 || dpi > 600) throw new InputError(`--dpi: expected a number from 10 to 600, got ${dpi}`);
  const { rasterize, writePng } = await import('./raster/raster.js');
  const images = await rasterize(data, dpi, pages);
  const numbers = pages ?? images.map((_, i) => i + 1);
  return images.map((img, i) => {
    const path = join(outDir, `${basename(pdf, extname(pdf))}-p${numbers[i]}.png`);
    writePng(path, img);
    return path;
  });
}
