// The one PDF writer: each sheet's SVG becomes a page through svg-to-pdfkit. Fonts are embedded
// (pdfkit subsets them), metadata is fixed so the same input gives the same bytes, and viewers are
// asked not to scale, so a 10 in stick prints 10 in.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { InputError } from '../errors.js';
import { FONT_FILES } from '../svg/fonts.js';

export interface PdfPage {
  width: number;
  height: number;
  svg: string;
  /** Page boxes for print shops, as [x1, y1, x2, y2] in SVG page coordinates (y down). */
  boxes?: { trim: number[]; bleed: number[] };
}

/** Fixed so that output depends on input alone (pdfkit derives the file /ID from the info too). */
const FIXED_DATE = new Date(Date.UTC(2024, 0, 1));

export function renderPdf(pages: PdfPage[], title: string): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: { Title: title, Creator: 'broadside', Producer: 'broadside', CreationDate: FIXED_DATE, ModDate: FIXED_DATE },
  });
  doc.registerFont('body', FONT_FILES.regular);
  doc.registerFont('body-bold', FONT_FILES.bold);
  (doc as any)._root.data.ViewerPreferences = (doc as any).ref({ PrintScaling: 'None' });
  const warnings: string[] = [];
  for (const page of pages) {
    doc.addPage({ size: [page.width, page.height], margin: 0 });
    if (page.boxes) {
      // PDF boxes count y up from the bottom of the page
      const pdfBox = ([x1, y1, x2, y2]: number[]) => [x1, page.height - y2, x2, page.height - y1].map((v) => Math.round(v * 1000) / 1000);
      const dict = (doc as any).page.dictionary.data;
      dict.TrimBox = pdfBox(page.boxes.trim);
      dict.BleedBox = pdfBox(page.boxes.bleed);
    }
    SVGtoPDF(doc, page.svg, 0, 0, {
      assumePt: true,
      fontCallback: (_family, bold) => (bold ? 'body-bold' : 'body'),
      warningCallback: (w) => warnings.push(w),
    });
  }
  if (warnings.length) throw new Error(`SVG to PDF: ${warnings[0]}`);
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Writes through a temporary file and a rename: the file appears complete or not at all. */
export function writeAtomic(path: string, data: Buffer | string): void {
  const tmp = `${path}.${process.pid}.partial`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(tmp, data);
    renameSync(tmp, path);
  } catch (err) {
    try {
      rmSync(tmp, { force: true });
    } catch {
      // nothing was created there
    }
    // a path the user chose that cannot be written is bad input, not a fault of ours
    throw new InputError(`${path}: cannot write the file there (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
}
