// Shared test tools: build a printable through the real pipeline, compare its pages with committed
// baselines pixel for pixel, and read physical facts (pt) back out of the sheets and the PDF.
import { appendFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { afterEach, expect, it } from 'vitest';
import { build, compose, type Built } from '../src/build.js';
import { run } from '../src/cli.js';
import { InputError } from '../src/errors.js';
import { loadShipsFile, type ShipFile } from '../src/data/ships.js';
import { gameById } from '../src/games/registry.js';
import { kitJob, makeJob, type MakeOptions } from '../src/index.js';
import type { PdfPage } from '../src/pdf/page.js';
import { decodePng, rasterize, writePng, type Raster } from '../src/raster/raster.js';
import { textWidth } from '../src/svg/fonts.js';
import { writeAtomic } from '../src/pdf/file.js';
import type { Item } from '../src/printables/types.js';

export const ROOT = join(import.meta.dirname, '..');
export const SHIPS = join(ROOT, 'examples/ships/milk-and-cookies.yaml');
export const KIT = join(ROOT, 'examples/kits/milk-and-cookies.yaml');
export const DPI = 60;

export const EXAMPLE_KITS = ['milk-and-cookies', 'ironclads', 'crane', 'naval-war', 'beat-to-quarters'];
const builtKits = new Map<string, Promise<Built>>();
/**
 * An example kit file (its path) built with the default options, once for all the files of a
 * worker that read it; each caller gets its own copy of the PDF bytes.
 */
export async function builtKit(path: string): Promise<Built> {
  let b = builtKits.get(path);
  if (!b) builtKits.set(path, (b = build(kitJob(path))));
  const built = await b;
  return { ...built, pdf: Buffer.from(built.pdf) };
}

let kitPages: Map<string, PdfPage[]> | undefined;
/** The five example kits' pages, composed once for the files of a worker that read them (nothing is drawn). */
export function exampleKitPages(): Map<string, PdfPage[]> {
  return (kitPages ??= new Map(EXAMPLE_KITS.map((kit) => [kit, compose(kitJob(join(ROOT, `examples/kits/${kit}.yaml`))).pages])));
}

export const scratch = (): string => mkdtempSync(join(tmpdir(), 'broadside-test-'));

/**
 * For a test file whose tests each work in a new folder, as a user would, so that messages name files
 * as they were given there: answers the function that makes one and enters it; each test ends back home.
 */
export function ownFolders(): () => string {
  const home = process.cwd();
  afterEach(() => process.chdir(home));
  return () => {
    const dir = scratch();
    process.chdir(dir);
    return dir;
  };
}

/** Writes `data` to `name`, answering the name. */
export function write(name: string, data: string | Buffer): string {
  writeFileSync(name, data);
  return name;
}

/**
 * For a test file of ship files: answers a function that writes `data` to `name` in a new folder and
 * loads it from there as a ship file (for `game` when given), so messages name it as given.
 */
export function shipFileLoader(): (name: string, data: string | Buffer, game?: string) => ShipFile {
  const folder = ownFolders();
  return (name, data, game) => {
    folder();
    return loadShipsFile(write(name, data), game ? gameById(game) : undefined);
  };
}

/** The message `fn` is refused with; a test fails if it is accepted. */
export function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('accepted');
}

/** The message of what `run` throws (or rejects with): an InputError, exit code 2. */
export async function inputRefusal(fn: () => unknown): Promise<string> {
  let caught: unknown;
  try {
    await fn();
  } catch (err) {
    caught = err;
  }
  expect(caught, String(caught)).toBeInstanceOf(InputError);
  expect((caught as InputError).exitCode).toBe(2);
  return (caught as Error).message;
}

export function make(name: string, opts: MakeOptions = {}): Promise<Built> {
  return build(makeJob(name, opts));
}

/**
 * Renders each page with pdf.js and compares it with tests/baselines/<group>/<name>-p<N>.png at
 * threshold 0. UPDATE_BASELINES=1 rewrites the baselines instead; a mismatch leaves the actual and
 * a diff image under out/test-diff/ for a person to look at. BASELINE_REPORT=<file> appends one JSON
 * line per page ({group, file, pixels, maxChannel}) to <file> and fails no page, to survey a change.
 */
export async function expectBaselines(pdf: Buffer, group: string, name: string, only?: number[]): Promise<void> {
  const pages = await rasterize(pdf, DPI, only);
  for (const [i, actual] of pages.entries()) {
    const file = `${name}-p${only ? only[i] : i + 1}.png`;
    const baseline = join(ROOT, 'tests/baselines', group, file);
    if (process.env.UPDATE_BASELINES === '1') {
      writePng(baseline, actual);
      continue;
    }
    expect(existsSync(baseline), `missing baseline ${group}/${file} (run UPDATE_BASELINES=1 npm test)`).toBe(true);
    const expected = decodePng(readFileSync(baseline));
    const changed = compare(actual, expected);
    const report = process.env.BASELINE_REPORT;
    if (report) appendFileSync(report, JSON.stringify({ group, file, pixels: changed, maxChannel: maxChannel(actual, expected) }) + '\n');
    if (changed !== 0) {
      const dir = join(ROOT, 'out/test-diff', group);
      writePng(join(dir, file.replace('.png', '-actual.png')), actual);
      if (changed > 0) writePng(join(dir, file.replace('.png', '-diff.png')), diffImage(actual, expected));
    }
    // a report run records every page's difference and fails none
    if (!report) expect(changed, `${group}/${file}: pixels differing from the baseline (see out/test-diff/${group})`).toBe(0);
  }
  if (!only && process.env.UPDATE_BASELINES !== '1') {
    const extra = join(ROOT, 'tests/baselines', group, `${name}-p${pages.length + 1}.png`);
    expect(existsSync(extra), `${group}/${name}: the baseline has more pages than the output`).toBe(false);
  }
}

/** Differing pixel count, or -1 when the sizes differ. */
function compare(a: Raster, b: Raster): number {
  if (a.width !== b.width || a.height !== b.height) return -1;
  return pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0 });
}

/** The largest difference of any channel of any pixel, 0–255; 255 when the sizes differ. */
function maxChannel(a: Raster, b: Raster): number {
  if (a.width !== b.width || a.height !== b.height) return 255;
  let max = 0;
  for (let i = 0; i < a.data.length; i++) max = Math.max(max, Math.abs(a.data[i] - b.data[i]));
  return max;
}

function diffImage(a: Raster, b: Raster): Raster {
  const data = new Uint8ClampedArray(a.width * a.height * 4);
  pixelmatch(a.data, b.data, data, a.width, a.height, { threshold: 0 });
  return { width: a.width, height: a.height, data };
}

/** All numeric attributes of elements matching `selector` (a tag and an attribute, e.g. rect[data-track="hull"]). */
export function elements(svg: string, tag: string, attr?: string): Record<string, string>[] {
  const re = new RegExp(`<${tag}\\b([^>]*)>`, 'g');
  const out: Record<string, string>[] = [];
  for (const m of svg.matchAll(re)) {
    if (attr && !m[1].includes(attr)) continue;
    out.push(Object.fromEntries([...m[1].matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])));
  }
  return out;
}

/** The MediaBox of every page of a PDF written by our writer. */
export function mediaBoxes(pdf: Buffer): number[][] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox \[([^\]]+)\]/g)].map((m) => m[1].trim().split(/\s+/).map(Number));
}

export function save(pdf: Buffer, name: string): string {
  const path = join(ROOT, 'out/test', name);
  writeAtomic(path, pdf);
  return path;
}

/** One pixel test per paper: the printable made with `opts` must match its baselines. */
export function baselineTests(name: string, opts: MakeOptions): void {
  for (const paper of ['letter', 'a4']) {
    it(`matches its baseline on ${paper}`, async () => {
      const { pdf } = await make(name, { ...opts, paper });
      await expectBaselines(pdf, name, paper);
    });
  }
}

/** Each page's text as pdf.js reads it, its runs joined by spaces. */
export async function pdfPages(pdf: Uint8Array, only?: number[]): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (const n of only ?? Array.from({ length: doc.numPages }, (_, i) => i + 1)) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

interface Piece { str: string; x: number; y: number; w: number }

/** Each page's text as lines, top to bottom: pieces sharing a baseline, left to right, a space where there is a gap. */
export async function pdfLines(pdf: Uint8Array): Promise<string[][]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const pages: string[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      const pieces: Piece[] = content.items.flatMap((i) => ('str' in i && i.str.trim() ? [{ str: i.str, x: i.transform[4], y: i.transform[5], w: i.width }] : []));
      pieces.sort((a, b) => b.y - a.y || a.x - b.x);
      const rows: Piece[][] = [];
      for (const p of pieces) {
        const row = rows.find((r) => Math.abs(r[0].y - p.y) < 1.5);
        if (row) row.push(p);
        else rows.push([p]);
      }
      pages.push(rows.map((r) => r.sort((a, b) => a.x - b.x).reduce((line, p, i) => {
        if (i === 0) return p.str;
        const prev = r[i - 1];
        return line + (p.x - (prev.x + prev.w) > 1.5 ? ' ' : '') + p.str;
      }, '').replace(/\s+/g, ' ').trim()));
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

/** Runs the command line in-process: its exit code and what it printed. */
export async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Text as it read before SVG escaping (Handlebars' and ours). */
export const unescape = (s: string): string =>
  s.replace(/&#x27;/g, "'").replace(/&#x3D;/g, '=').replace(/&#x60;/g, '`').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

export interface TextBox { x: number; y: number; w: number; h: number; what: string; attrs: Record<string, string> }

/** Every text element with its attributes and printed extent, from its position, anchor and measured width. */
export function texts(body: string): TextBox[] {
  return [...body.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map(([, raw, content]) => {
    const attrs = Object.fromEntries([...raw.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const size = +attrs['font-size'];
    const text = unescape(content);
    const w = textWidth(text, size, attrs['font-weight'] === 'bold' ? 'bold' : 'regular');
    const x = attrs['text-anchor'] === 'middle' ? +attrs.x - w / 2 : attrs['text-anchor'] === 'end' ? +attrs.x - w : +attrs.x;
    return { x, y: +attrs.y - 0.75 * size, w, h: 0.95 * size, what: text, attrs };
  });
}

/** The assembled size of a tiled item: each row's (or column's) steps plus its last piece. */
export function assembled(tiles: Item[]): [number, number] {
  const row0 = tiles.filter((t) => t.piece!.row === 0);
  const col0 = tiles.filter((t) => t.piece!.col === 0);
  const along = (ps: Item[], key: 'x' | 'y', size: 'width' | 'height') =>
    ps.slice(1).reduce((sum, p, i) => sum + p.piece![key] - ps[i].piece![key], 0) + ps[ps.length - 1][size];
  return [along(row0, 'x', 'width'), along(col0, 'y', 'height')];
}

/** A round item of diameter D: every corner of its cut polygon on the circle, every side's middle within 0.05 pt of it. */
export function expectRoundCut(item: Item, D: number): void {
  const R = D / 2;
  expect([item.width, item.height]).toEqual([D, D]);
  if (typeof item.cut === 'string') throw new Error('expected a round cut');
  const pts = item.cut.polygon;
  expect(pts.length).toBeGreaterThanOrEqual(16);
  pts.forEach(([x, y], i) => {
    expect(Math.abs(Math.hypot(x - R, y - R) - R)).toBeLessThanOrEqual(0.05);
    const [nx, ny] = pts[(i + 1) % pts.length];
    expect(R - Math.hypot((x + nx) / 2 - R, (y + ny) / 2 - R)).toBeLessThanOrEqual(0.05);
  });
}
