// The advance of a run of text without shaping it: glyph advances, plus its ligatures and kerning
// pairs, as the font's own GSUB and GPOS tables define them (read there by opentype.ts, or from a plan
// made ahead of the same font file by plans.ts). This is what fontkit's layout computes for text of
// plain Latin, Greek and Cyrillic letters; anything else (marks, other scripts, default-ignorable
// characters, fraction slashes) or any glyph that another lookup of the applied features could touch
// is shaped in full. tests/measure.test.ts holds the two equal.
import type { Font } from 'fontkit';
import { ligatureSet, pairSet, PLAIN, rawPlan, SPECIAL, type Ligature, type Tables, type Value } from './opentype.js';

/** A ligature subtable: the ligatures it forms from glyph `g`, in its order; undefined when it does not cover `g`. */
export type LigatureTable = (g: number) => readonly Ligature[] | undefined;
/** A pair subtable: what it adds to the pair (a, b); undefined when it does not apply (the next one is tried). */
export type PairTable = (a: number, b: number) => readonly [Value | undefined, Value | undefined] | undefined;
/** What one script's text meets in a font: its ligature and pair-kerning lookups, each of its subtables, and the glyphs other lookups act on. */
export interface Plan { ligatures: LigatureTable[][]; pairs: PairTable[][]; unsafe: ReadonlySet<number> }
/** What measuring reads of a font: glyph advances, the cmap for plain text's characters, each script's plan. */
export interface FontMetrics { advance(g: number): number; glyph(cp: number): number; plan(script: string): Plan }
/** A plan as used: with the kerning of each pair met so far. */
interface Used extends Plan { kerns: Map<number, Adjust> }
interface Metrics { advance(g: number): number; glyph(cp: number): number; source: FontMetrics; plans: Map<string, Used> }

const metricsOf = new WeakMap<Font, Metrics>();
/** Measures `font` with `m`, made ahead from the same font file (see plans.ts), instead of its tables. */
export function setMetrics(font: Font, m: FontMetrics): void {
  metricsOf.set(font, { advance: m.advance, glyph: m.glyph, source: m, plans: new Map() });
}

/** The metrics read from fontkit's tables of `font`, each part when first needed. */
function metrics(font: Font): Metrics {
  let m = metricsOf.get(font);
  if (m) return m;
  const t = font as unknown as Tables;
  const advances = new Map<number, number>(), glyphs = new Map<number, number>();
  const source: FontMetrics = {
    advance: (g) => {
      let a = advances.get(g);
      if (a === undefined) {
        const hm = t.hmtx.metrics;
        advances.set(g, (a = hm.get(Math.min(g, hm.length - 1))?.advance ?? 0));
      }
      return a;
    },
    glyph: (cp) => {
      let g = glyphs.get(cp);
      if (g === undefined) glyphs.set(cp, (g = t._cmapProcessor.lookup(cp)));
      return g;
    },
    plan: (script) => {
      const raw = rawPlan(font, source.glyph, script);
      return {
        ligatures: raw.ligatures.map((l) => l.subTables.map((s) => (g: number) => ligatureSet(s, g))),
        pairs: raw.pairs.map((l) => l.subTables.map((s) => (a: number, b: number) => pairSet(s, a, b))),
        unsafe: raw.unsafe,
      };
    },
  };
  setMetrics(font, source);
  return metricsOf.get(font)!;
}

function plan(m: Metrics, script: string): Used {
  let p = m.plans.get(script);
  if (!p) m.plans.set(script, (p = { ...m.source.plan(script), kerns: new Map() }));
  return p;
}

/** Whether `font` has a glyph for `cp`: fontkit's hasGlyphForCodePoint, from the cmap as measuring reads it. */
export function hasGlyph(font: Font, cp: number): boolean {
  return metrics(font).glyph(cp) !== 0;
}

/** Ligatures formed left to right, the first of each set that matches (as fontkit forms them), with their characters. */
function ligate(glyphs: number[], chars: number[][], lookup: LigatureTable[]): [number[], number[][]] {
  const out: number[] = [], outChars: number[][] = [];
  for (let i = 0; i < glyphs.length; i++) {
    let done = false;
    for (const s of lookup) {
      for (const lig of s(glyphs[i]) ?? []) {
        if (lig.components.every((c, j) => glyphs[i + 1 + j] === c)) {
          out.push(lig.glyph);
          outChars.push(chars.slice(i, i + 1 + lig.components.length).flat());
          i += lig.components.length;
          done = true;
          break;
        }
      }
      if (done) break;
    }
    if (!done) {
      out.push(glyphs[i]);
      outChars.push(chars[i]);
    }
  }
  return [out, outChars];
}

/** A pair's adjustments: x advance, y advance, x offset, y offset of the first glyph, then of the second. */
type Adjust = [number, number, number, number, number, number, number, number];
const NONE: Adjust = [0, 0, 0, 0, 0, 0, 0, 0];

function kern(p: Used, a: number, b: number): Adjust {
  const key = a * 65536 + b;
  let k = p.kerns.get(key);
  if (k === undefined) {
    k = NONE;
    for (const l of p.pairs) {
      // the first subtable that applies
      let v: ReturnType<PairTable> = undefined;
      for (const s of l) if ((v = s(a, b))) break;
      if (!v) continue;
      if (k === NONE) k = [...NONE];
      v.forEach((value, i) => {
        k![4 * i] += value?.xAdvance ?? 0;
        k![4 * i + 1] += value?.yAdvance ?? 0;
        k![4 * i + 2] += value?.xPlacement ?? 0;
        k![4 * i + 3] += value?.yPlacement ?? 0;
      });
    }
    p.kerns.set(key, k);
  }
  return k;
}

/** The script table fontkit shapes `text` with: that of its first letter of a script, else the default. */
function scriptOf(text: string): string {
  const first = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u.exec(text)?.[0];
  if (!first) return 'DFLT';
  return /\p{Script=Latin}/u.test(first) ? 'latn' : /\p{Script=Greek}/u.test(first) ? 'grek' : 'cyrl';
}

/** The glyphs of `text` after ligatures, each with its characters, or null when it needs full shaping. */
function plainGlyphs(m: Metrics, p: Used, text: string): { ids: number[]; chars: number[][] } | null {
  if (!PLAIN.test(text) || SPECIAL.test(text)) return null;
  let ids: number[] = [];
  let chars: number[][] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const g = m.glyph(cp);
    if (p.unsafe.has(g)) return null;
    ids.push(g);
    chars.push([cp]);
  }
  for (const l of p.ligatures) [ids, chars] = ligate(ids, chars, l);
  return ids.some((g) => p.unsafe.has(g)) ? null : { ids, chars };
}

/** Advance of `text` set in `font`, in its font units: what `font.layout(text).advanceWidth` gives, mostly without shaping. */
export function advanceWidth(font: Font, text: string): number {
  const m = metrics(font), p = plan(m, scriptOf(text));
  const glyphs = plainGlyphs(m, p, text);
  if (!glyphs) return font.layout(text).advanceWidth;
  const ids = glyphs.ids;
  let u = 0;
  for (let i = 0; i < ids.length; i++) {
    u += m.advance(ids[i]);
    if (i > 0) {
      const k = kern(p, ids[i - 1], ids[i]);
      u += k[0] + k[4];
    }
  }
  return u;
}

/** Whether `text` in `font` is measured without shaping (for tests). */
export function measuredPlainly(font: Font, text: string): boolean {
  const m = metrics(font);
  return plainGlyphs(m, plan(m, scriptOf(text)), text) !== null;
}

interface Position { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }
type Layout = (text: string, features?: unknown) => { glyphs: unknown[]; positions: Position[]; advanceWidth: number };

/**
 * `own` (a document's face over `shared`, see fonts.ts documentFont) laying out plain text as fontkit
 * would, glyph for glyph, without shaping it: the writer sets every word through this. Text with
 * features asked for, or that needs shaping, goes to fontkit's layout.
 */
export function quickLayout<T extends Font>(own: T, shared: Font): T {
  const m = metrics(shared);
  const full = (own as unknown as { layout: Layout }).layout.bind(own);
  const f = own as unknown as { layout: Layout };
  f.layout = (text, features) => {
    const p = features === undefined || features === null ? plan(m, scriptOf(text)) : undefined;
    const glyphs = p && plainGlyphs(m, p, text);
    if (!p || !glyphs) return full(text, features);
    const { ids, chars } = glyphs;
    const positions: Position[] = ids.map((id) => ({ xAdvance: m.advance(id), yAdvance: 0, xOffset: 0, yOffset: 0 }));
    for (let i = 1; i < ids.length; i++) {
      const k = kern(p, ids[i - 1], ids[i]);
      if (k === NONE) continue;
      for (const [at, o] of [[i - 1, 0], [i, 4]] as const) {
        positions[at].xAdvance += k[o];
        positions[at].yAdvance += k[o + 1];
        positions[at].xOffset += k[o + 2];
        positions[at].yOffset += k[o + 3];
      }
    }
    // pdfkit reads a glyph's id, advance and code points, no more; a fontkit glyph would also work out
    // whether it is a mark, making a Unicode table (some 6 ms) that plain text never needs, and
    // decode its outline for its advance
    const light = ids.map((id, i) => ({ id, codePoints: chars[i], advanceWidth: m.advance(id) }));
    return { glyphs: light, positions, advanceWidth: positions.reduce((u, q) => u + q.xAdvance, 0) };
  };
  return own;
}
