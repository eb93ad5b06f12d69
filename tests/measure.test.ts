// Text is measured from glyph advances, ligatures and kerning pairs (src/svg/measure.ts) instead of
// being shaped: these hold the two equal over every text the example kits print and a corpus of real
// names, in every face and weight, and check that the fast path is the one taken for plain text. Each
// face is measured both from its own tables and from a plan made ahead of it (src/svg/plans.ts), as
// the command-line bundle measures the body faces.
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { recordPrimitives } from '../src/pdf/record.js';
import { documentFont, FALLBACK_FILES, font, FONT_FILES, ownFace, runs, type Weight } from '../src/svg/fonts.js';
import { advanceWidth, hasGlyph, measuredPlainly, quickLayout, setMetrics } from '../src/svg/measure.js';
import { aheadMetrics, planOf } from '../src/svg/plans.js';
import { exampleKitPages } from './helpers.js';

const WEIGHTS: Weight[] = ['regular', 'bold'];
const fonts = Object.fromEntries(WEIGHTS.flatMap((w) => [
  [`body-${w}`, fontkit.openSync(FONT_FILES[w]) as Font],
  [`fallback-${w}`, fontkit.openSync(FALLBACK_FILES[w]) as Font],
])) as Record<string, Font>;
/** A face measured from a plan made of its file, as the bundle measures the body faces. */
function planned(file: string): Font {
  const f = fontkit.openSync(file) as Font;
  setMetrics(f, aheadMetrics(JSON.parse(JSON.stringify(planOf(f, '')))));
  return f;
}
const plannedFonts = Object.fromEntries(WEIGHTS.flatMap((w) => [[`body-${w}`, planned(FONT_FILES[w])], [`fallback-${w}`, planned(FALLBACK_FILES[w])]])) as Record<string, Font>;

const corpus = readFileSync(new URL('fixtures/names-corpus.txt', import.meta.url), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
const printed = new Set<string>();
for (const pages of exampleKitPages().values()) {
  for (const page of recordPrimitives(pages).pages) {
    for (const op of page.ops) if (op[0] === 'text') printed.add(op[1] as string);
  }
}

/** Every text and every word of it, cut into runs of one face as they are measured and written. */
function pieces(texts: Iterable<string>): [string, string][] {
  const out = new Map<string, [string, string]>();
  for (const text of texts) {
    for (const s of [text, ...text.split(' '), ...text.normalize('NFD').split(' ')]) {
      for (const w of WEIGHTS) for (const r of runs(s, w)) out.set(`${r.face}-${w}\u0000${r.text}`, [`${r.face}-${w}`, r.text]);
    }
  }
  return [...out.values()];
}

describe('measuring without shaping', () => {
  it('finds the example kits print text', () => {
    expect(printed.size).toBeGreaterThan(500);
  });

  for (const [label, texts] of [['the example kits', printed], ['a corpus of real names', corpus]] as const) {
    it(`gives fontkit's own widths, to 0.01 pt at 100 pt, for every text ${label} print`, () => {
      const off: string[] = [];
      for (const [face, text] of pieces(texts)) {
        const f = fonts[face];
        const pt = (u: number) => (u / f.unitsPerEm) * 100;
        if (Math.abs(pt(advanceWidth(f, text)) - pt(f.layout(text).advanceWidth)) > 0.01) off.push(`${face} ${JSON.stringify(text)}`);
      }
      expect(off).toEqual([]);
    });

    it(`gives the very same widths from a plan made ahead as from the font's tables, for every text ${label} print`, () => {
      const off: string[] = [];
      for (const [face, text] of pieces(texts)) {
        if (advanceWidth(plannedFonts[face], text) !== advanceWidth(fonts[face], text)) off.push(`${face} ${JSON.stringify(text)}`);
        if (measuredPlainly(plannedFonts[face], text) !== measuredPlainly(fonts[face], text)) off.push(`${face} ${JSON.stringify(text)} (plainly)`);
      }
      expect(off).toEqual([]);
    });
  }

  for (const [label, texts, ahead] of [['the example kits', printed, false], ['a corpus of real names', corpus, false], ['the example kits', printed, true], ['a corpus of real names', corpus, true]] as const) {
    it(`lays out every text ${label} print glyph for glyph as fontkit does, for the writer${ahead ? ', from plans made ahead' : ''}`, () => {
      // each side with glyphs of its own, met in the same order. A fontkit glyph keeps the characters
      // it was first met as (dotless ı met first as an i before a mark stays an i); a plain run's
      // glyphs are the run's own characters. pdfkit's ToUnicode map keeps a glyph's first characters
      // too, per document, so the PDF is the same either way: the characters are compared with the text's
      const quick = Object.fromEntries(WEIGHTS.flatMap((w) => (['body', 'fallback'] as const).map((face) => {
        const shared = ahead ? plannedFonts[`${face}-${w}`] : font(w, face);
        return [`${face}-${w}`, quickLayout(ahead ? ownFace(shared) : documentFont(w, face), shared)];
      })));
      const fresh = Object.fromEntries(WEIGHTS.flatMap((w) => [[`body-${w}`, fontkit.openSync(FONT_FILES[w]) as Font], [`fallback-${w}`, fontkit.openSync(FALLBACK_FILES[w]) as Font]]));
      const shape = (run: { glyphs: { id: number; codePoints: number[] }[]; positions: object[]; advanceWidth: number }) =>
        ({ ids: run.glyphs.map((g) => g.id), chars: run.glyphs.map((g) => g.codePoints), positions: run.positions.map((q) => ({ ...q })), advanceWidth: run.advanceWidth });
      const off: string[] = [];
      for (const [face, text] of pieces(texts)) {
        const q = shape(quick[face].layout(text) as never);
        const f = shape(fresh[face].layout(text) as never);
        const own = q.chars.flat().join(' ') === [...text].map((c) => c.codePointAt(0)).join(' ') && q.chars.every((c) => c.length > 0);
        if (!own && measuredPlainly(fonts[face], text)) off.push(`${face} ${JSON.stringify(text)}: characters ${JSON.stringify(q.chars)}`);
        const [a, b] = [q, f].map(({ ids, positions, advanceWidth }) => JSON.stringify({ ids, positions, advanceWidth }));
        if (a !== b) off.push(`${face} ${JSON.stringify(text)}: ${a} ≠ ${b}`);
      }
      expect(off).toEqual([]);
    });
  }

  it('measures plain Latin, Greek, Cyrillic, Polish and Turkish text without shaping, and marks by shaping', () => {
    const f = fonts['fallback-regular'], body = fonts['body-regular'];
    for (const s of ['Błyskawica', 'İstanbul Iğdır Şahin', 'Αθηνά', 'Аврора', 'office ffl', '0101 3030']) expect(measuredPlainly(f, s), s).toBe(true);
    for (const s of ['Błyskawica', 'İstanbul Şahin', 'Grand Ça Ira']) expect(measuredPlainly(body, s), s).toBe(true);
    for (const s of ['e\u0301', 'Ἀθηνᾶ'.normalize('NFD'), 'soft\u00adhyphen', '1\u20442', 'नमस्ते']) expect(measuredPlainly(f, s), s).toBe(false);
  });

  it('sums kerning pairs and forms ligatures as the fonts define them', () => {
    const f = fonts['fallback-regular'];
    const sum = (s: string) => [...s].reduce((u, c) => u + f.layout(c).advanceWidth, 0);
    expect(advanceWidth(f, 'AV')).toBeLessThan(sum('AV')); // a kerned pair
    expect(advanceWidth(f, 'ffi')).toBe(f.layout('ffi').advanceWidth); // one ligature glyph
    expect(f.layout('ffi').glyphs).toHaveLength(1);
  });

  it('forms the same ligatures and kerns the same pairs from a plan as from the font\'s tables', () => {
    const texts = ['office', 'ffi ffl fi fl ff', 'AV Ta Te To LT Yo', 'Αθηνά', 'Аврора'];
    for (const [face, f] of Object.entries(fonts)) {
      for (const text of texts) {
        expect(advanceWidth(plannedFonts[face], text), `${face} ${text}`).toBe(advanceWidth(f, text));
        const ids = (g: Font) => quickLayout(ownFace(g), g).layout(text).glyphs.map((x) => x.id);
        expect(ids(plannedFonts[face]), `${face} ${text}`).toEqual(ids(f));
      }
    }
    expect(quickLayout(ownFace(plannedFonts['fallback-regular']), plannedFonts['fallback-regular']).layout('ffi').glyphs).toHaveLength(1);
  });

  it('reads from a plan the glyph of every code point as the font\'s cmap has it', () => {
    for (const [face, f] of Object.entries(fonts)) {
      const cmap = (f as unknown as { _cmapProcessor: { lookup(cp: number): number } })._cmapProcessor;
      const m = aheadMetrics(planOf(f, ''));
      const off: number[] = [];
      for (let cp = 0; cp <= 0x10ffff; cp++) {
        if (m.glyph(cp) !== cmap.lookup(cp) || hasGlyph(plannedFonts[face], cp) !== f.hasGlyphForCodePoint(cp)) off.push(cp);
      }
      expect(off, face).toEqual([]);
    }
  });
});
