// pdfkit has no public API for form XObjects or coloured tiling patterns. Both are content drawn
// into a stream of their own with its own resources: swap doc.page for a stand-in that collects
// what pdfkit writes and which fonts, graphics states and patterns it names, then restore it.
// This is the one place that reaches into pdfkit's internals for it.

/* eslint-disable @typescript-eslint/no-explicit-any */
type Doc = Record<string, any>;
type Dict = Record<string, unknown>;

/** Draws with `draw` into `write` (a stream other than the page's); returns the resources it used. */
export function capture(doc: PDFKit.PDFDocument, write: (chunk: string) => void, draw: () => void): Dict {
  const d = doc as unknown as Doc;
  const saved = { page: d.page, ctm: d._ctm, stack: d._ctmStack };
  const res = { fonts: {}, xobjects: {}, ext_gstates: {}, patterns: {}, colorSpaces: {} } as Record<string, Dict>;
  // a form's own space starts at the identity: patterns drawn in it are placed relative to it
  d.page = { width: saved.page.width, height: saved.page.height, write, ...res };
  d._ctm = [1, 0, 0, 1, 0, 0];
  d._ctmStack = [];
  try {
    draw();
  } finally {
    d.page = saved.page;
    d._ctm = saved.ctm;
    d._ctmStack = saved.stack;
  }
  const out: Dict = {};
  const names: [string, string][] = [['fonts', 'Font'], ['xobjects', 'XObject'], ['ext_gstates', 'ExtGState'], ['patterns', 'Pattern'], ['colorSpaces', 'ColorSpace']];
  for (const [k, key] of names) if (Object.keys(res[k]).length) out[key] = res[k];
  return out;
}

export interface Form { name: string; ref: PDFKit.PDFKitReference }


/** A form XObject holding what `draw` draws, written out at once. */
export function formXObject(doc: PDFKit.PDFDocument, bbox: number[], draw: () => void): Form {
  const d = doc as unknown as Doc;
  const ref = d.ref({ Type: 'XObject', Subtype: 'Form', FormType: 1, BBox: bbox });
  (ref.data as Dict).Resources = capture(doc, (chunk) => ref.write(chunk), draw);
  (ref as unknown as Doc).end();
  d._broadsideForms = (d._broadsideForms ?? 0) + 1;
  return { name: `Fm${d._broadsideForms}`, ref };
}

/** Paints a form at the current transform. */
export function paintForm(doc: PDFKit.PDFDocument, form: Form): void {
  const d = doc as unknown as Doc;
  d.page.xobjects[form.name] = form.ref;
  d.addContent(`/${form.name} Do`);
}

/** A coloured tiling pattern (PaintType 1) whose cell is what `draw` draws, in the current space. */
export function tilingPattern(doc: PDFKit.PDFDocument, bbox: number[], xStep: number, yStep: number, draw: () => void): PDFKit.PDFKitReference {
  const d = doc as unknown as Doc;
  const chunks: string[] = [];
  const resources = capture(doc, (c) => void chunks.push(c), draw);
  const ref = d.ref({
    Type: 'Pattern', PatternType: 1, PaintType: 1, TilingType: 1, BBox: bbox, XStep: xStep, YStep: yStep,
    Matrix: d._ctm.map((v: number) => +v.toFixed(5)), Resources: resources,
  });
  ref.end(chunks.join('\n'));
  return ref;
}

