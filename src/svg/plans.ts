// What measure.ts reads of a font, as compact arrays of numbers: made from a font's own tables when
// the bundle is built (planOf, for src/svg/planned.ts) and read back when a process first measures
// text in that font (aheadMetrics). Only what measuring plain text needs is kept: each glyph's advance,
// the cmap, and per script the ligature and pair-kerning subtables (as measure.ts's Plan reads them,
// coverage and classes resolved glyph by glyph) and the glyphs other lookups act on.
import type { Font } from 'fontkit';
import type { FontMetrics, LigatureTable, PairTable, Plan } from './measure.js';
import { classOf, coverageIndex, coveredGlyphs, ligatureSet, rawPlan, SCRIPTS, type SubTable, type Tables, type Value } from './opentype.js';

export interface FontPlan {
  /** SHA-256 of the font file the plan was made from, in hex. */
  sha256: string;
  /** Each glyph's advance, by glyph id. */
  advances: number[];
  /** The cmap: pairs of a code point (as its difference from the one before) and its glyph. */
  cmap: number[];
  /**
   * The subtables of the lookups the plans name, each as numbers: a ligature subtable as
   * [0, then per glyph covered: glyph, count, and per ligature: glyph, count, components]; a pair
   * subtable of single pairs as [1, then per first glyph: glyph, count, and per pair: second glyph,
   * x advance of the first, of the second]; one of classes as [2, count, per first glyph: glyph and
   * class, count, per second glyph of a class other than 0: glyph and class, count of second
   * classes, then per class pair: the two x advances]. First glyphs ascend; each glyph is written
   * as its difference from the one before it in the same list.
   */
  lookups: number[][][];
  /** Per script: its ligature lookups, its pair lookups (indexes into `lookups`), its unsafe glyphs (ascending, as differences). */
  plans: Record<string, [number[], number[], number[]]>;
}

/** Ascending numbers as differences from the one before. */
const deltas = (xs: Iterable<number>): number[] => [...xs].sort((a, b) => a - b).map((x, i, all) => x - (all[i - 1] ?? 0));

/** The x advance of a pair value (planOf refuses a font whose pairs adjust anything else: none of the package's do). */
function xOnly(v: Value | undefined): number {
  if (v?.yAdvance || v?.xPlacement || v?.yPlacement) throw new Error('a pair adjustment other than an x advance');
  return v?.xAdvance ?? 0;
}

function ligatureArray(s: SubTable): number[] {
  const covered = new Set<number>();
  coveredGlyphs(s.coverage, covered);
  const out = [0];
  let last = 0;
  for (const g of [...covered].sort((a, b) => a - b)) {
    const set = ligatureSet(s, g) ?? [];
    out.push(g - last, set.length);
    last = g;
    for (const lig of set) out.push(lig.glyph, lig.components.length, ...lig.components);
  }
  return out;
}

function pairArray(s: SubTable): number[] {
  const covered = new Set<number>();
  coveredGlyphs(s.coverage, covered);
  const firsts = [...covered].sort((a, b) => a - b);
  if (s.version === 1) {
    const out = [1];
    let last = 0;
    for (const a of firsts) {
      // fontkit takes the first record of a second glyph
      const seconds = new Map<number, [number, number]>();
      for (const p of s.pairSets.get(coverageIndex(s.coverage, a)) as { secondGlyph: number; value1?: Value; value2?: Value }[]) if (!seconds.has(p.secondGlyph)) seconds.set(p.secondGlyph, [xOnly(p.value1), xOnly(p.value2)]);
      out.push(a - last, seconds.size);
      last = a;
      let lastB = 0;
      for (const b of [...seconds.keys()].sort((x, y) => x - y)) {
        out.push(b - lastB, ...seconds.get(b)!);
        lastB = b;
      }
    }
    return out;
  }
  const n1 = s.class1Count as number, n2 = s.class2Count as number;
  const seconds = new Set<number>();
  const c2 = s.classDef2;
  if (c2.version === 1) (c2.classValueArray as number[]).forEach((_, i) => seconds.add(c2.startGlyph + i));
  else for (const r of c2.classRangeRecord ?? []) for (let g = r.start; g <= r.end; g++) seconds.add(g);
  const second = [...seconds].map((b) => [b, classOf(c2, b)]).filter(([, c]) => c !== 0).sort((x, y) => x[0] - y[0]);
  const first = firsts.map((a) => [a, classOf(s.classDef1, a)]);
  if ([...first, ...second].some(([, c], i) => c >= (i < first.length ? n1 : n2))) throw new Error('a class past the class counts');
  const out = [2, first.length];
  first.forEach(([a, c], i) => out.push(a - (first[i - 1]?.[0] ?? 0), c));
  out.push(second.length);
  second.forEach(([b, c], i) => out.push(b - (second[i - 1]?.[0] ?? 0), c));
  out.push(n2);
  for (let i = 0; i < n1; i++) {
    for (let j = 0; j < n2; j++) {
      const r = s.classRecords.get(i).get(j) as { value1?: Value; value2?: Value };
      out.push(xOnly(r.value1), xOnly(r.value2));
    }
  }
  return out;
}

/** The plan of `font`, whose file's SHA-256 is `sha256`. Throws for a font it cannot hold. */
export function planOf(font: Font, sha256: string): FontPlan {
  const t = font as unknown as Tables;
  const hm = t.hmtx.metrics;
  const advances = Array.from({ length: Math.max(font.numGlyphs, hm.length) }, (_, g) => hm.get(Math.min(g, hm.length - 1))?.advance ?? 0);
  const cmap: number[] = [];
  let last = 0;
  for (const cp of [...font.characterSet].sort((a, b) => a - b)) {
    cmap.push(cp - last, t._cmapProcessor.lookup(cp));
    last = cp;
  }
  const lookups: number[][][] = [];
  const index = new Map<string, number>();
  const at = (key: string, make: () => number[][]) => {
    if (!index.has(key)) index.set(key, lookups.push(make()) - 1);
    return index.get(key)!;
  };
  const plans: FontPlan['plans'] = {};
  for (const script of SCRIPTS) {
    const raw = rawPlan(font, (cp) => t._cmapProcessor.lookup(cp), script);
    plans[script] = [
      raw.ligatures.map((l) => at(`GSUB ${l.index}`, () => l.subTables.map(ligatureArray))),
      raw.pairs.map((l) => at(`GPOS ${l.index}`, () => l.subTables.map(pairArray))),
      deltas(raw.unsafe),
    ];
  }
  return { sha256, advances, cmap, lookups, plans };
}

/** Numbers read in turn. */
class Reader {
  i = 0;
  constructor(readonly xs: number[]) {}
  next(): number {
    return this.xs[this.i++];
  }
  get done(): boolean {
    return this.i >= this.xs.length;
  }
}

const pairOf = (x1: number, x2: number): [Value, Value] => [{ xAdvance: x1 }, { xAdvance: x2 }];

function ligatureTable(r: Reader): LigatureTable {
  r.next();
  const sets = new Map<number, { glyph: number; components: number[] }[]>();
  for (let g = 0; !r.done; ) {
    g += r.next();
    const set = Array.from({ length: r.next() }, () => {
      const glyph = r.next();
      return { glyph, components: Array.from({ length: r.next() }, () => r.next()) };
    });
    sets.set(g, set);
  }
  return (g) => sets.get(g);
}

function pairTable(r: Reader): PairTable {
  if (r.next() === 1) {
    // each first glyph's run of pairs, found by where it starts
    const runs = new Map<number, number>();
    for (let a = 0; !r.done; ) {
      a += r.next();
      runs.set(a, r.i);
      r.i += 1 + 3 * r.next();
    }
    return (a, b) => {
      const start = runs.get(a);
      if (start === undefined) return undefined;
      for (let i = start + 1, end = start + 1 + 3 * r.xs[start], g = 0; i < end; i += 3) {
        if ((g += r.xs[i]) === b) return pairOf(r.xs[i + 1], r.xs[i + 2]);
      }
      return undefined;
    };
  }
  const read = (into: Map<number, number>) => {
    for (let n = r.next(), g = 0; n > 0; n--) into.set((g += r.next()), r.next());
  };
  const first = new Map<number, number>(), second = new Map<number, number>();
  read(first);
  read(second);
  const n2 = r.next(), values = r.i;
  return (a, b) => {
    const c1 = first.get(a);
    if (c1 === undefined) return undefined;
    const at = values + 2 * (c1 * n2 + (second.get(b) ?? 0));
    return pairOf(r.xs[at], r.xs[at + 1]);
  };
}

/** measure.ts's view of a font, read from its plan. */
export function aheadMetrics(p: FontPlan): FontMetrics {
  const cmap = new Map<number, number>();
  for (let i = 0, cp = 0; i < p.cmap.length; i += 2) cmap.set((cp += p.cmap[i]), p.cmap[i + 1]);
  const lookups = new Map<number, (LigatureTable | PairTable)[]>();
  const lookup = (i: number) => {
    let l = lookups.get(i);
    if (!l) lookups.set(i, (l = p.lookups[i].map((s) => (s[0] === 0 ? ligatureTable(new Reader(s)) : pairTable(new Reader(s))))));
    return l;
  };
  const { advances } = p;
  return {
    advance: (g) => advances[Math.min(g, advances.length - 1)],
    glyph: (cp) => cmap.get(cp) ?? 0,
    plan: (script): Plan => {
      const [ligatures, pairs, unsafe] = p.plans[script];
      let g = 0;
      return {
        ligatures: ligatures.map((i) => lookup(i) as LigatureTable[]),
        pairs: pairs.map((i) => lookup(i) as PairTable[]),
        unsafe: new Set(unsafe.map((d) => (g += d))),
      };
    },
  };
}
