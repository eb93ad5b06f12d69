// The advance of a run of text without shaping it: glyph advances from the font's metrics, plus
// its ligatures and kerning pairs, read from the font's own GSUB and GPOS tables. This is what
// fontkit's layout computes for text of plain Latin, Greek and Cyrillic letters; anything else (marks,
// other scripts, default-ignorable characters, fraction slashes) or any glyph that another lookup of the
// applied features could touch is shaped in full. tests/measure.test.ts holds the two equal.
import type { Font } from 'fontkit';

// fontkit's parsed OpenType tables, as far as they are read here
interface Coverage { version: number; glyphs?: number[]; rangeRecords?: { start: number; end: number; startCoverageIndex: number }[] }
interface ClassDef { version: number; startGlyph?: number; classValueArray?: number[]; classRangeRecord?: { start: number; end: number; class: number }[] }
interface Value { xAdvance?: number; yAdvance?: number; xPlacement?: number; yPlacement?: number }
interface Lazy<T> { get(i: number): T; length: number; toArray(): T[] }
type SubTable = Record<string, any> & { version: number }; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Lookup { lookupType: number; subTables: SubTable[] }
interface LayoutTable {
  scriptList: { tag: string; script: { defaultLangSys?: { featureIndexes: number[] } } }[];
  featureList: { tag: string; feature: { lookupListIndexes: number[] } }[];
  lookupList: Lazy<Lookup>;
}
interface Tables {
  GSUB?: LayoutTable; GPOS?: LayoutTable;
  GDEF?: { glyphClassDef?: ClassDef };
  hmtx: { metrics: Lazy<{ advance: number }> };
  _cmapProcessor: { lookup(cp: number): number };
}

// The features fontkit's default shaper applies to horizontal text, and the scripts whose text it shapes that way here.
const FEATURES = new Set(['rvrn', 'ltra', 'ltrm', 'ccmp', 'locl', 'rlig', 'mark', 'mkmk', 'calt', 'clig', 'liga', 'rclt', 'curs', 'kern']);
// text the fast path takes: those scripts, no marks, no format or default-ignorable characters, no fraction slash
const PLAIN = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}]*$/u;
const SPECIAL = /[\p{M}\p{Cf}\p{Default_Ignorable_Code_Point}\u2044]/u;

function coverageIndex(c: Coverage, g: number): number {
  if (c.version === 1) {
    const gs = c.glyphs!;
    let [lo, hi] = [0, gs.length - 1];
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (gs[mid] === g) return mid;
      if (gs[mid] < g) lo = mid + 1;
      else hi = mid - 1;
    }
    return gs.indexOf(g); // an unsorted table, read as fontkit reads it
  }
  for (const r of c.rangeRecords ?? []) if (r.start <= g && g <= r.end) return r.startCoverageIndex + g - r.start;
  return -1;
}

function classOf(c: ClassDef, g: number): number {
  if (c.version === 1) {
    const i = g - c.startGlyph!;
    return i >= 0 && i < c.classValueArray!.length ? c.classValueArray![i] : 0;
  }
  for (const r of c.classRangeRecord ?? []) if (r.start <= g && g <= r.end) return r.class;
  return 0;
}

function coveredGlyphs(c: Coverage | undefined, into: Set<number>) {
  if (!c) return;
  if (c.version === 1) for (const g of c.glyphs!) into.add(g);
  else for (const r of c.rangeRecords ?? []) for (let g = r.start; g <= r.end; g++) into.add(g);
}

function noneCovered(c: Coverage, set: Set<number>): boolean {
  const some = new Set<number>();
  coveredGlyphs(c, some);
  return [...some].every((g) => !set.has(g));
}

/**
 * The glyphs where a lookup of this kind could start to act (extension lookups unwrapped): a
 * context that needs a glyph plain text never has (a mark) cannot match in it.
 */
function touched(table: SubTable, type: number, gpos: boolean, plain: Set<number>, into: Set<number>): void {
  const ext = gpos ? 9 : 7;
  if (type === ext) return touched(table.extension, table.lookupType, gpos, plain, into);
  if (gpos && type >= 4 && type <= 6) return coveredGlyphs(table.markCoverage ?? table.mark1Coverage, into);
  const context = gpos ? type === 7 || type === 8 : type === 5 || type === 6;
  if (context && table.version === 3) {
    const input: Coverage[] = table.inputCoverage ?? table.coverages ?? [];
    const rest: Coverage[] = [...input.slice(1), ...(table.lookaheadCoverage ?? []), ...(table.backtrackCoverage ?? [])];
    if (rest.some((c) => noneCovered(c, plain))) return;
    return coveredGlyphs(input[0], into);
  }
  coveredGlyphs(table.coverage, into);
}

/** A font's lookups for the features applied to text of `script` (as fontkit picks the script table), in index order. */
function lookupsOf(t: LayoutTable | undefined, script: string): Lookup[] {
  if (!t) return [];
  const entry = [script, 'DFLT', 'dflt', 'latn'].map((tag) => t.scriptList.find((s) => s.tag === tag)).find(Boolean);
  const langSys = entry?.script.defaultLangSys;
  if (!langSys) return [];
  const indexes = new Set(langSys.featureIndexes.filter((i) => FEATURES.has(t.featureList[i].tag)).flatMap((i) => t.featureList[i].feature.lookupListIndexes));
  return [...indexes].sort((a, b) => a - b).map((i) => t.lookupList.get(i));
}

interface Ligature { glyph: number; components: number[] }
/** What one script's text meets in a font: its ligature and pair-kerning lookups (extensions unwrapped), and the glyphs other lookups act on. */
interface Plan { ligatures: SubTable[][]; pairs: SubTable[][]; unsafe: Set<number>; kerns: Map<number, Adjust> }
interface Metrics { font: Font; advance: (g: number) => number; glyph: (cp: number) => number; plans: Map<string, Plan> }

function unwrap(l: Lookup, ext: number): SubTable[] {
  return l.subTables.map((s) => (l.lookupType === ext ? s.extension : s));
}
const typeOf = (l: Lookup, ext: number) => (l.lookupType === ext ? l.subTables[0]?.lookupType : l.lookupType);

const metricsOf = new WeakMap<Font, Metrics>();
function metrics(font: Font): Metrics {
  let m = metricsOf.get(font);
  if (m) return m;
  const t = font as unknown as Tables;
  const hm = t.hmtx.metrics, advances = new Map<number, number>(), glyphs = new Map<number, number>();
  m = {
    font,
    advance: (g) => {
      let a = advances.get(g);
      if (a === undefined) advances.set(g, (a = hm.get(Math.min(g, hm.length - 1))?.advance ?? 0));
      return a;
    },
    glyph: (cp) => {
      let g = glyphs.get(cp);
      if (g === undefined) glyphs.set(cp, (g = t._cmapProcessor.lookup(cp)));
      return g;
    },
    plans: new Map(),
  };
  metricsOf.set(font, m);
  return m;
}

function plan(m: Metrics, script: string): Plan {
  let p = m.plans.get(script);
  if (p) return p;
  const t = m.font as unknown as Tables;
  const marks = new Set<number>();
  const classes = t.GDEF?.glyphClassDef;
  if (classes?.version === 1) classes.classValueArray!.forEach((c, i) => c === 3 && marks.add(classes.startGlyph! + i));
  else for (const r of classes?.classRangeRecord ?? []) if (r.class === 3) for (let g = r.start; g <= r.end; g++) marks.add(g);
  const unsafe = new Set(marks);
  const ligatures: SubTable[][] = [], pairs: SubTable[][] = [];
  const gsub = lookupsOf(t.GSUB, script), gpos = lookupsOf(t.GPOS, script);
  // the glyphs plain text can hold: those of its characters, and the ligatures they may form
  const plain = new Set<number>();
  for (const cp of m.font.characterSet) {
    const ch = String.fromCodePoint(cp);
    if (PLAIN.test(ch) && !SPECIAL.test(ch)) plain.add(m.glyph(cp));
  }
  for (const l of gsub) {
    if (typeOf(l, 7) !== 4) continue;
    for (const st of unwrap(l, 7)) for (const set of st.ligatureSets.toArray() as Ligature[][]) for (const lig of set) plain.add(lig.glyph);
  }
  for (const l of gsub) {
    if (typeOf(l, 7) === 4) ligatures.push(unwrap(l, 7));
    else for (const s of l.subTables) touched(s, l.lookupType, false, plain, unsafe);
  }
  for (const l of gpos) {
    if (typeOf(l, 9) === 2) pairs.push(unwrap(l, 9));
    else for (const s of l.subTables) touched(s, l.lookupType, true, plain, unsafe);
  }
  m.plans.set(script, (p = { ligatures, pairs, unsafe, kerns: new Map() }));
  return p;
}

/** Ligatures formed left to right, the first of each set that matches (as fontkit forms them), with their characters. */
function ligate(glyphs: number[], chars: number[][], lookup: SubTable[]): [number[], number[][]] {
  const out: number[] = [], outChars: number[][] = [];
  for (let i = 0; i < glyphs.length; i++) {
    let done = false;
    for (const s of lookup) {
      const k = coverageIndex(s.coverage, glyphs[i]);
      if (k < 0) continue;
      for (const lig of s.ligatureSets.get(k) as Ligature[]) {
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

/** What a pair lookup adds to the pair (a, b), as fontkit applies it: the first subtable that applies. */
function pairValues(lookup: SubTable[], a: number, b: number): [Value | undefined, Value | undefined] | null {
  for (const s of lookup) {
    const k = coverageIndex(s.coverage, a);
    if (k < 0) continue;
    if (s.version === 1) {
      for (const p of s.pairSets.get(k) as { secondGlyph: number; value1?: Value; value2?: Value }[]) {
        if (p.secondGlyph === b) return [p.value1, p.value2];
      }
      continue;
    }
    const pair = s.classRecords.get(classOf(s.classDef1, a)).get(classOf(s.classDef2, b)) as { value1?: Value; value2?: Value };
    return [pair.value1, pair.value2];
  }
  return null;
}

/** A pair's adjustments: x advance, y advance, x offset, y offset of the first glyph, then of the second. */
type Adjust = [number, number, number, number, number, number, number, number];
const NONE: Adjust = [0, 0, 0, 0, 0, 0, 0, 0];

function kern(p: Plan, a: number, b: number): Adjust {
  const key = a * 65536 + b;
  let k = p.kerns.get(key);
  if (k === undefined) {
    k = NONE;
    for (const l of p.pairs) {
      const v = pairValues(l, a, b);
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
function plainGlyphs(m: Metrics, p: Plan, text: string): { ids: number[]; chars: number[][] } | null {
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
  const f = own as unknown as { layout: Layout; getGlyph(id: number, chars: number[]): { advanceWidth: number } };
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
    return { glyphs: ids.map((id, i) => f.getGlyph(id, chars[i])), positions, advanceWidth: positions.reduce((u, q) => u + q.xAdvance, 0) };
  };
  return own;
}
