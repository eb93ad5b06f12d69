// PDF page → RGBA pixels with pdf.js (its legacy build runs in Node, drawing on the @napi-rs/canvas
// it brings). Used by `broadside preview`, `make --format png` and the tests' pixel comparisons.
// pdf.js is an optional peer dependency (~75 MB with its canvas): a user who never rasterises does
// not install it, so it is imported only here, on first use, and its absence is a usage error.
import { writeAtomic } from '../pdf/atomic.js';
import { crc32 } from 'node:zlib';
import { PNG } from 'pngjs';
import { InputError } from '../errors.js';

export interface Raster { width: number; height: number; data: Uint8ClampedArray }

/** The pdf.js this package is tested with (package.json's devDependencies; its peer range allows newer 5.x). */
export const PDFJS_VERSION = '5.6.205';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/** pdf.js, or an InputError saying what needs it and how to install it. */
export async function loadPdfjs(): Promise<PdfJs> {
  try {
    return await import('pdfjs-dist/legacy/build/pdf.mjs');
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (!/MODULE_NOT_FOUND/.test(e.code ?? '') || !e.message.includes('pdfjs-dist')) throw err;
    throw new InputError(`preview and make --format png need pdf.js (package pdfjs-dist), which is not installed; `
      + `install it beside broadside: npm install pdfjs-dist@${PDFJS_VERSION} (add -g if broadside is installed globally)`);
  }
}

/** Renders every page (or the listed 1-based pages) at `dpi`. */
export async function rasterize(pdf: Uint8Array, dpi: number, pages?: number[]): Promise<Raster[]> {
  const out: Raster[] = [];
  for await (const page of rasterPages(pdf, dpi, pages)) out.push(page);
  return out;
}

/** The pages one at a time, so a long document at print resolution never sits in memory whole. */
export async function* rasterPages(pdf: Uint8Array, dpi: number, pages?: number[]): AsyncGenerator<Raster> {
  const pdfjs = await loadPdfjs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise
    .catch((err: Error) => { throw new InputError(`not a readable PDF (${err.message})`); });
  try {
    for (const n of pages ?? Array.from({ length: doc.numPages }, (_, i) => i + 1)) {
      if (!Number.isInteger(n) || n < 1 || n > doc.numPages) throw new InputError(`page ${n}: expected a page from 1 to ${doc.numPages}`);
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: dpi / 72 });
      const factory = (doc as any).canvasFactory;
      const { canvas, context } = factory.create(Math.round(viewport.width), Math.round(viewport.height));
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas, canvasContext: context, viewport } as any).promise;
      const img = context.getImageData(0, 0, canvas.width, canvas.height);
      page.cleanup();
      yield { width: img.width, height: img.height, data: new Uint8ClampedArray(img.data) };
    }
  } finally {
    await doc.destroy();
  }
}

/** A PNG of the pixels: RGBA as drawn; with `dpi`, an image for print, opaque RGB (colour type 2; the
 * page is drawn on white, so nothing is lost) with a pHYs chunk saying its resolution, so photo and
 * print tools open it at its true size. */
export function encodePng(r: Raster, dpi?: number): Buffer {
  const png = new PNG({ width: r.width, height: r.height });
  png.data = Buffer.from(r.data.buffer, r.data.byteOffset, r.data.byteLength);
  if (dpi === undefined) return PNG.sync.write(png);
  return withPhys(PNG.sync.write(png, { colorType: 2, inputHasAlpha: true }), dpi);
}

/** The PNG with a pHYs chunk (pixels per metre, both ways) right after its IHDR, before any image data. */
function withPhys(png: Buffer, dpi: number): Buffer {
  const ppm = Math.round(dpi / 0.0254);
  const data = Buffer.alloc(9);
  data.writeUInt32BE(ppm, 0);
  data.writeUInt32BE(ppm, 4);
  data[8] = 1; // unit: the metre
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('pHYs', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const ihdrEnd = 8 + 12 + png.readUInt32BE(8); // signature, then IHDR's length, type, data and CRC
  return Buffer.concat([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)]);
}

export function decodePng(buf: Buffer): Raster {
  const png = PNG.sync.read(buf);
  return { width: png.width, height: png.height, data: new Uint8ClampedArray(png.data) };
}

/** Writes the image through a temporary file (see pdf/atomic.ts): never through a file or link already there. */
export function writePng(path: string, r: Raster): void {
  writeAtomic(path, encodePng(r));
}
