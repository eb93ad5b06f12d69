// A font's GSUB, GPOS and GDEF tables as fontkit parses them, read for measure.ts: which of their
// lookups act on plain text (ligatures, pair kerning) and which glyphs any other lookup could touch.
import type { Font } from 'fontkit';

// fontkit's parsed OpenType tables, as far as they are read here
export interface Coverage { version: number; glyphs?: number[]; rangeRecords?: { start: number; end: number; startCoverageIndex: number }[] }
export interface ClassDef { version: number; startGlyph?: number; classValueArray?: number[]; classRangeRecord?: { start: number; end: number; class: number }[] }
export interface Value { xAdvance?: number; yAdvance?: number; xPlacement?: number; yPlacement?: number }
interface Lazy<T> { get(i: number): T; length: number; toArray(): T[] }
export type SubTable = Record<string, any> & { version: number }; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Lookup { lookupType: number; subTables: SubTable[] }
interface LayoutTable {
  scriptList: { tag: string; script: { defaultLangSys?: { featureIndexes: number[] } } }[];
  featureList: { tag: string; feature: { lookupListIndexes: number[] } }[];
  lookupList: Lazy<Lookup>;
}
export interface Tables {
  GSUB?: LayoutTable; GPOS?: LayoutTable;
  GDEF?: { glyphClassDef?: ClassDef };
  hmtx: { metrics: Lazy<{ advance: number }> };
  _cmapProcessor: { lookup(cp: number): number };
}
export interface Ligature { glyph: number; components: number[] }

// The features fontkit's default shaper applies to horizontal text, and the scripts whose text it shapes that way here.
const FEATURES = new Set(['rvrn', 'ltra', 'ltrm', 'ccmp', 'locl', 'rlig', 'mark', 'mkmk', 'calt', 'clig', 'liga', 'rclt', 'curs', 'kern']);
// text the fast path takes: those scripts, no marks, no format or default-ignorable characters, no fraction slash
export const PLAIN = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}]*$/u;
export const SPECIAL = /[\p{M}\p{Cf}\p{Default_Ignorable_Code_Point}\u2044]/u;
/** The script tables text is shaped with (see measure.ts scriptOf). */
export const SCRIPTS = ['latn', 'grek', 'cyrl', 'DFLT'] as const;

export function coverageIndex(c: Coverage, g: number): number {
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

export function classOf(c: ClassDef, g: number): number {
  if (c.version === 1) {
    const i = g - c.startGlyph!;
    return i >= 0 && i < c.classValueArray!.length ? c.classValueArray![i] : 0;
  }
  for (const r of c.classRangeRecord ?? []) if (r.start <= g && g <= r.end) return r.class;
  return 0;
}

export function coveredGlyphs(c: Coverage | undefined, into: Set<number>) {
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

/** A font's lookups for the features applied to text of `script` (as fontkit picks the script table), with their indexes, in index order. */
function lookupsOf(t: LayoutTable | undefined, script: string): [number, Lookup][] {
  if (!t) return [];
  const entry = [script, 'DFLT', 'dflt', 'latn'].map((tag) => t.scriptList.find((s) => s.tag === tag)).find(Boolean);
  const langSys = entry?.script.defaultLangSys;
  if (!langSys) return [];
  const indexes = new Set(langSys.featureIndexes.filter((i) => FEATURES.has(t.featureList[i].tag)).flatMap((i) => t.featureList[i].feature.lookupListIndexes));
  return [...indexes].sort((a, b) => a - b).map((i) => [i, t.lookupList.get(i)]);
}

function unwrap(l: Lookup, ext: number): SubTable[] {
  return l.subTables.map((s) => (l.lookupType === ext ? s.extension : s));
}
const typeOf = (l: Lookup, ext: number) => (l.lookupType === ext ? l.subTables[0]?.lookupType : l.lookupType);

/** A lookup's subtables, with its index in its table (GSUB's ligature lookups, GPOS's pair lookups). */
export interface Subtables { index: number; subTables: SubTable[] }
/** What one script's text meets in a font: its ligature and pair-kerning lookups (extensions unwrapped), and the glyphs other lookups act on. */
export interface RawPlan { ligatures: Subtables[]; pairs: Subtables[]; unsafe: Set<number> }

/** The plan of `script` read from the font's tables; `glyph` maps a code point to its glyph. */
export function rawPlan(font: Font, glyph: (cp: number) => number, script: string): RawPlan {
  const t = font as unknown as Tables;
  const marks = new Set<number>();
  const classes = t.GDEF?.glyphClassDef;
  if (classes?.version === 1) classes.classValueArray!.forEach((c, i) => c === 3 && marks.add(classes.startGlyph! + i));
  else for (const r of classes?.classRangeRecord ?? []) if (r.class === 3) for (let g = r.start; g <= r.end; g++) marks.add(g);
  const unsafe = new Set(marks);
  const ligatures: Subtables[] = [], pairs: Subtables[] = [];
  const gsub = lookupsOf(t.GSUB, script), gpos = lookupsOf(t.GPOS, script);
  // the glyphs plain text can hold: those of its characters, and the ligatures they may form
  const plain = new Set<number>();
  for (const cp of font.characterSet) {
    const ch = String.fromCodePoint(cp);
    if (PLAIN.test(ch) && !SPECIAL.test(ch)) plain.add(glyph(cp));
  }
  for (const [, l] of gsub) {
    if (typeOf(l, 7) !== 4) continue;
    for (const st of unwrap(l, 7)) for (const set of st.ligatureSets.toArray() as Ligature[][]) for (const lig of set) plain.add(lig.glyph);
  }
  for (const [index, l] of gsub) {
    if (typeOf(l, 7) === 4) ligatures.push({ index, subTables: unwrap(l, 7) });
    else for (const s of l.subTables) touched(s, l.lookupType, false, plain, unsafe);
  }
  for (const [index, l] of gpos) {
    if (typeOf(l, 9) === 2) pairs.push({ index, subTables: unwrap(l, 9) });
    else for (const s of l.subTables) touched(s, l.lookupType, true, plain, unsafe);
  }
  return { ligatures, pairs, unsafe };
}

/** The ligatures a ligature subtable forms from glyph `g`, in its order; undefined when it does not cover `g`. */
export function ligatureSet(s: SubTable, g: number): Ligature[] | undefined {
  const k = coverageIndex(s.coverage, g);
  return k < 0 ? undefined : (s.ligatureSets.get(k) as Ligature[]);
}

/** What a pair subtable adds to the pair (a, b); undefined when it does not apply (fontkit then tries the next). */
export function pairSet(s: SubTable, a: number, b: number): [Value | undefined, Value | undefined] | undefined {
  const k = coverageIndex(s.coverage, a);
  if (k < 0) return undefined;
  if (s.version === 1) {
    for (const p of s.pairSets.get(k) as { secondGlyph: number; value1?: Value; value2?: Value }[]) {
      if (p.secondGlyph === b) return [p.value1, p.value2];
    }
    return undefined;
  }
  const pair = s.classRecords.get(classOf(s.classDef1, a)).get(classOf(s.classDef2, b)) as { value1?: Value; value2?: Value };
  return [pair.value1, pair.value2];
}
