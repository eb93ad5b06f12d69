// Drawing operations → pdfkit calls. The graphics state is tracked so a colour, width or opacity is
// written only when it changes; save/restore keep the tracking in step with the PDF's own stack.
import { documentFont, font as face } from '../svg/fonts.js';
import { quickLayout } from '../svg/measure.js';
import { capture, tilingPattern } from './form.js';
import type { Drawing, Op, Paint, PatternDef } from './ops.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Doc = PDFKit.PDFDocument & Record<string, any>;

interface State { fill?: string; stroke?: string; fo?: number; so?: number; width?: number; dash?: string; cap?: string; join?: string; miter?: number }

const n = (v: number): string => String(Math.round(v * 10000) / 10000);

export class Player {
  /** Pattern objects by their cell and the space they are used in (a pattern is fixed to a space). */
  private readonly patternRefs = new Map<string, { name: string; ref: PDFKit.PDFKitReference }>();
  private readonly cellKeys = new WeakMap<PatternDef, string>();
  /** Each path's operators as pdfkit writes them: a shape recurs on every card and page that has it. */
  private readonly paths = new Map<string, string>();
  /** Each colour's operators as pdfkit writes them, for filling and for stroking. */
  private readonly colours = [new Map<string, string>(), new Map<string, string>()];

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  /** Plays a drawing; the state it finds is unknown (a page, a form, a pattern cell), so all of it is set. */
  play(drawing: Drawing, ops: Op[] = drawing.ops): void {
    const doc = this.doc as Doc;
    let st: State = {};
    const stack: State[] = [];
    for (const op of ops) {
      switch (op[0]) {
        case 'save': doc.save(); stack.push({ ...st }); break;
        case 'restore': doc.restore(); st = stack.pop() ?? {}; break;
        case 'transform': doc.transform(op[1], op[2], op[3], op[4], op[5], op[6]); break;
        case 'clip': this.path(op[1]); doc.clip(op[2]); break;
        case 'path': {
          const [, d, fill, stroke, s] = op;
          if (fill !== null) this.paint(drawing, st, fill, false);
          if (stroke !== null) {
            this.paint(drawing, st, stroke, true);
            if (st.width !== s.width) doc.lineWidth((st.width = s.width!));
            const dash = s.dash ? `[${s.dash.map(n).join(' ')}] 0 d` : '[] 0 d';
            if (st.dash !== dash) doc.addContent((st.dash = dash));
            if (st.cap !== (s.cap ?? 'butt')) doc.lineCap((st.cap = s.cap ?? 'butt') as any);
            if (st.join !== (s.join ?? 'miter')) doc.lineJoin((st.join = s.join ?? 'miter') as any);
            if (st.miter !== s.miter) doc.miterLimit((st.miter = s.miter!));
          }
          this.opacity(st, fill === null ? undefined : s.fillOpacity ?? 1, stroke === null ? undefined : s.strokeOpacity ?? 1);
          this.path(d);
          const even = s.rule === 'evenodd' ? '*' : '';
          doc.addContent(fill !== null && stroke !== null ? `B${even}` : fill !== null ? `f${even}` : 'S');
          break;
        }
        case 'text': {
          const [, text, x, y, font, size, fill, s, width] = op;
          this.paint(drawing, st, fill, false);
          this.opacity(st, s.opacity ?? 1, undefined);
          // the fallback face is loaded and registered only by a document that sets text in it
          if (font.startsWith('fallback') && !doc._registeredFonts[font]) {
            const weight = font === 'fallback' ? 'regular' : 'bold';
            doc.registerFont(font, quickLayout(documentFont(weight, 'fallback'), face(weight, 'fallback')) as unknown as string);
          }
          doc.font(font, size);
          if (doc._font.layoutCached && doc._font.layout !== linearLayout) doc._font.layout = linearLayout;
          // pdfkit measures a run (a second layout of its words) only to place links and underlines,
          // which broadside never draws: it is given the width known, and the word count, which no
          // word spacing reads
          doc._fragment(text, x, y, { baseline: 'alphabetic', textWidth: width, wordCount: 1, ...(s.spacing ? { characterSpacing: s.spacing } : {}) });
          break;
        }
      }
    }
  }

  /** Writes path data `d` as PDF operators: read by pdfkit once, then written as it wrote them. */
  private path(d: string): void {
    let ops = this.paths.get(d);
    if (ops === undefined) {
      const chunks: string[] = [];
      capture(this.doc, (c) => void chunks.push(c), () => this.doc.path(d));
      if (this.paths.size >= 20000) this.paths.clear();
      this.paths.set(d, (ops = chunks.join('\n')));
    }
    if (ops) this.doc.addContent(ops);
  }

  private opacity(st: State, fo: number | undefined, so: number | undefined): void {
    const doc = this.doc;
    const f = fo !== undefined && st.fo !== fo ? fo : undefined;
    const s = so !== undefined && st.so !== so ? so : undefined;
    if (f === undefined && s === undefined) return;
    if (f !== undefined) st.fo = f;
    if (s !== undefined) st.so = s;
    (doc as Doc)._doOpacity(f ?? null, s ?? null);
  }

  private paint(drawing: Drawing, st: State, paint: Paint, stroke: boolean): void {
    const doc = this.doc as Doc;
    const key = typeof paint === 'string' ? paint : `pattern:${paint!.pattern}:${doc._ctm.join(' ')}`;
    if ((stroke ? st.stroke : st.fill) === key) return;
    if (stroke) st.stroke = key;
    else st.fill = key;
    if (typeof paint === 'string') {
      const known = this.colours[+stroke];
      let ops = known.get(paint);
      if (ops === undefined) {
        const chunks: string[] = [];
        capture(doc, (c) => void chunks.push(c), () => (stroke ? doc.strokeColor(paint) : doc.fillColor(paint)));
        if (known.size >= 1000) known.clear();
        known.set(paint, (ops = chunks.join('\n')));
      }
      if (ops) doc.addContent(ops);
      // as fillColor leaves it (pdfkit's text decorations are drawn in it)
      if (!stroke) doc._fillColor = [paint, undefined];
      return;
    }
    const def = drawing.patterns.get(paint!.pattern)!;
    const { name, ref } = this.pattern(drawing, def);
    doc.page.patterns[name] = ref;
    doc.addContent(stroke ? `/Pattern CS /${name} SCN` : `/Pattern cs /${name} scn`);
  }

  private pattern(drawing: Drawing, def: PatternDef): { name: string; ref: PDFKit.PDFKitReference } {
    const doc = this.doc as Doc;
    const key = `${this.cellKey(def)} ${tilingSpace(doc._ctm, def)}`;
    let p = this.patternRefs.get(key);
    if (!p) {
      const ref = tilingPattern(doc, def.bbox, def.xStep, def.yStep, () => this.play(drawing, def.ops));
      p = { name: `Tp${(ref as any).id}`, ref };
      this.patternRefs.set(key, p);
    }
    return p;
  }

  /** The same cell drawn by different items (each range stick defines its own hatching) is one cell. */
  private cellKey(def: PatternDef): string {
    let k = this.cellKeys.get(def);
    if (k === undefined) this.cellKeys.set(def, (k = JSON.stringify([def.bbox, def.xStep, def.yStep, def.ops])));
    return k;
  }
}

/**
 * A pattern is fixed to the space it is used in; two spaces that differ by whole steps of the cell
 * (items stacked an inch apart with a 6 pt hatching) tile the same, so they share one pattern: the
 * space is named by its linear part and its origin in cell steps, reduced to within one cell.
 */
function tilingSpace([a, b, c, d, e, f]: number[], def: PatternDef): string {
  const det = a * d - b * c;
  // the origin in the space's own units
  const u = (d * e - c * f) / det;
  const v = (a * f - b * e) / det;
  const within = (t: number, step: number) => {
    const w = Math.round((((t % step) + step) % step) * 10000) / 10000;
    return w === step ? 0 : w;
  };
  return [a, b, c, d].map(n).join(' ') + ` ${within(u, def.xStep)} ${within(v, def.yStep)}`;
}

interface Run { glyphs: unknown[]; positions: unknown[]; advanceWidth: number }
interface Embedded { layoutRun(text: string, features: unknown): Run; layoutCached(text: string): Run }

/**
 * pdfkit's own layout of a font's text (EmbeddedFont.layout), word by word as it does it, each word
 * ending at its space or tab, the same glyphs and positions; but where pdfkit joins each word's
 * glyphs to a new copy of all those before it, time in the square of the words, these are added in place.
 */
export function linearLayout(this: Embedded, text: string, features?: unknown, onlyWidth?: boolean): Run | { glyphs: unknown[] | null; positions: unknown[] | null; advanceWidth: number } {
  if (features) return this.layoutRun(text, features);
  const glyphs: unknown[] | null = onlyWidth ? null : [];
  const positions: unknown[] | null = onlyWidth ? null : [];
  let advanceWidth = 0;
  let last = 0;
  for (let index = 0; index <= text.length; index++) {
    const c = text[index];
    if (!((index === text.length && last < index) || c === ' ' || c === '\t')) continue;
    const run = this.layoutCached(text.slice(last, index + 1));
    if (glyphs && positions) {
      for (const g of run.glyphs) glyphs.push(g);
      for (const p of run.positions) positions.push(p);
    }
    advanceWidth += run.advanceWidth;
    last = index + 1;
  }
  return { glyphs, positions, advanceWidth };
}
