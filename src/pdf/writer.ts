// The one PDF writer: each page's parts are compiled from broadside's SVG subset (compile.ts) and
// drawn with pdfkit (play.ts). An item body that recurs in the document is drawn once as a form
// XObject and placed wherever it occurs. Fonts are embedded (pdfkit subsets them), metadata is fixed
// so the same input gives the same bytes, and viewers are asked not to scale.
/* eslint-disable @typescript-eslint/no-explicit-any */
import PDFDocument from 'pdfkit';
import { InputError } from '../errors.js';
import { documentFont, font } from '../svg/fonts.js';
import { quickLayout } from '../svg/measure.js';
import { compile, type Drawn } from './compile.js';
import { formXObject, paintForm, type Form } from './form.js';
import type { Drawing } from './ops.js';
import type { PdfPage } from './page.js';
import { Player } from './play.js';

export { pdfPage, pageSvg, type Part, type PdfPage } from './page.js';

/** Fixed so that output depends on input alone (pdfkit derives the file /ID from the info too). */
const FIXED_DATE = new Date(Date.UTC(2024, 0, 1));
/** A form's box: it clips nothing an item could draw on any page. */
const FORM_BOX = [-14400, -14400, 14400, 14400];

/** Item bodies that occur more than once: these are drawn once, as forms. */
export function repeatedBodies(pages: PdfPage[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const p of pages) for (const part of p.parts) if ('body' in part) (seen.has(part.body) ? repeated : seen).add(part.body);
  return repeated;
}

/** Page-level markup recurs too (card marks, scale bars): a small cache, so memory stays flat. */
class Compiled {
  private readonly cache = new Map<string, Drawing>();
  constructor(private readonly drawn: Drawn) {}
  get(markup: string): Drawing {
    let d = this.cache.get(markup);
    if (!d) {
      d = compile(markup, undefined, true, this.drawn);
      if (this.cache.size > 200) this.cache.clear();
      this.cache.set(markup, d);
    }
    return d;
  }
}

/** `onPage` is told each page's index as it is drawn (progress lines for long documents). */
export async function draw(pages: PdfPage[], title: string, sink: (chunk: Buffer) => void, onPage?: (index: number) => void): Promise<void> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: { Title: title, Creator: 'broadside', Producer: 'broadside', CreationDate: FIXED_DATE, ModDate: FIXED_DATE },
  });
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('data', sink);
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  // pdfkit takes a loaded fontkit face as well as a file: one of this document's own
  // words are set as fontkit would shape them, without shaping those that need none (measure.ts)
  doc.registerFont('body', quickLayout(documentFont('regular'), font('regular')) as unknown as string);
  doc.registerFont('body-bold', quickLayout(documentFont('bold'), font('bold')) as unknown as string);
  (doc as any)._root.data.ViewerPreferences = (doc as any).ref({ PrintScaling: 'None' });
  const repeated = repeatedBodies(pages);
  const forms = new Map<string, Form>();
  const player = new Player(doc);
  // what the document's user templates draw, counted as it is read (budget.ts)
  const drawn: Drawn = { text: 0, path: 0 };
  const compiled = new Compiled(drawn);
  for (const [index, page] of pages.entries()) {
    onPage?.(index);
    doc.addPage({ size: [page.width, page.height], margin: 0 });
    if (page.boxes) {
      // PDF boxes count y up from the bottom of the page
      const pdfBox = ([x1, y1, x2, y2]: number[]) => [x1, page.height - y2, x2, page.height - y1].map((v) => Math.round(v * 1000) / 1000);
      const dict = (doc as any).page.dictionary.data;
      dict.TrimBox = pdfBox(page.boxes.trim);
      dict.BleedBox = pdfBox(page.boxes.bleed);
    }
    for (const part of page.parts) {
      doc.save();
      if ('svg' in part) player.play(compiled.get(part.svg));
      else {
        doc.translate(part.x, part.y);
        if (repeated.has(part.body)) {
          let form = forms.get(part.body);
          if (!form) {
            const drawing = compile(part.body, undefined, true, drawn);
            form = formXObject(doc, FORM_BOX, () => player.play(drawing));
            forms.set(part.body, form);
          }
          paintForm(doc, form);
        } else player.play(compile(part.body, undefined, true, drawn));
      }
      doc.restore();
    }
    // let the sink take this page's bytes before the next is drawn
    await new Promise((resolve) => setImmediate(resolve));
  }
  doc.end();
  await ended;
}

/** The whole PDF in memory. */
export async function renderPdf(pages: PdfPage[], title: string, onPage?: (index: number) => void): Promise<Buffer> {
  refuseEmpty(pages, title);
  const chunks: Buffer[] = [];
  await draw(pages, title, (c) => chunks.push(c), onPage);
  return Buffer.concat(chunks);
}

/** A PDF must have a page (a file with none is not a valid PDF): refused before anything is written. */
export function refuseEmpty(pages: PdfPage[], what: string): void {
  if (pages.length === 0) throw new InputError(`${what}: nothing to print, so no PDF was written (a PDF needs at least one page); give a count above 0`);
}
