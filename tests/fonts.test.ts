// Text is measured word by word (src/svg/fonts.ts): exact only while the shipped fonts neither kern
// nor substitute across a space. These tests hold the fonts to that, and the measure to fontkit's own.
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_FILES, FONT_FILES, SINGLES, clusters, missingGlyph, runs, textWidth, type Weight } from '../src/svg/fonts.js';

const WEIGHTS: Weight[] = ['regular', 'bold'];
const open = (w: Weight) => fontkit.openSync(FONT_FILES[w]) as Font;
const openFallback = (w: Weight) => fontkit.openSync(FALLBACK_FILES[w]) as Font;
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => String.fromCodePoint(from + i));
/** A face's advance of a text, each text laid out once (single letters recur in every pair). */
function advances(f: Font): (s: string) => number {
  const memo = new Map<string, number>();
  return (s) => memo.get(s) ?? memo.set(s, f.layout(s).advanceWidth).get(s)!;
}
const ascii = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i));

describe('measuring text', () => {
  for (const weight of WEIGHTS) {
    it(`the ${weight} face kerns nothing across a space`, () => {
      const f = open(weight);
      const adv = advances(f);
      const space = adv(' ');
      // every printable ASCII pair, and every accented Latin letter the face has beside every ASCII letter
      const latin = Array.from({ length: 0x180 - 0xc0 }, (_, i) => String.fromCodePoint(0xc0 + i)).filter((c) => f.hasGlyphForCodePoint(c.codePointAt(0)!));
      const letters = ascii.filter((c) => /[A-Za-z]/.test(c));
      expect(latin.length).toBeGreaterThan(140);
      const pairs = [...ascii.flatMap((a) => ascii.map((b) => [a, b])), ...latin.flatMap((a) => letters.flatMap((b) => [[a, b], [b, a]]))];
      const differing = pairs.filter(([a, b]) => adv(`${a} ${b}`) !== adv(a) + space + adv(b)).map(([a, b]) => `${a} ${b}`);
      expect(differing).toEqual([]);
    });

    it(`measures a ${weight} line exactly as fontkit lays it out whole`, () => {
      const f = open(weight);
      for (const text of ['Santísima Trinidad y Nuestra Señora del Pilar', 'Two rows marked: the boat moves at half speed.', '  double  spaces ', 'AVATAR WAVE Type 7', '0101', '']) {
        expect(textWidth(text, 11, weight)).toBe((f.layout(text).advanceWidth / f.unitsPerEm) * 11);
      }
    });

    it(`the ${weight} fallback face kerns nothing across a space in Greek, Cyrillic and Latin`, () => {
      const f = openFallback(weight);
      const adv = advances(f);
      const space = adv(' ');
      const has = (c: string) => f.hasGlyphForCodePoint(c.codePointAt(0)!);
      const greek = [...range(0x391, 0x3ca), ...range(0x1f00, 0x1f10), 'ᾶ', 'ῆ'].filter(has);
      const cyrillic = range(0x400, 0x460).filter(has);
      const letters = ascii.filter((c) => /[A-Za-z.,]/.test(c));
      expect(greek.length).toBeGreaterThan(60);
      expect(cyrillic.length).toBe(96);
      const chars = [...greek, ...cyrillic, ...letters];
      const pairs = chars.flatMap((a) => chars.map((b) => [a, b]));
      const differing = pairs.filter(([a, b]) => adv(`${a} ${b}`) !== adv(a) + space + adv(b)).map(([a, b]) => `${a} ${b}`);
      expect(differing).toEqual([]);
    });

    it(`measures a ${weight} line in two faces as fontkit lays out each run whole`, () => {
      const body = open(weight);
      const fallback = openFallback(weight);
      for (const text of ['Ἀθηνᾶ', 'Аврора', 'İzmir', 'Łódź', 'Крейсер Аврора of Kronstadt', 'HMS Ἀθηνᾶ İzmir']) {
        const parts = runs(text, weight);
        expect(parts.map((r) => r.text).join('')).toBe(text);
        const want = parts.reduce((u, r) => u + (r.face === 'body' ? body : fallback).layout(r.text).advanceWidth, 0);
        expect(textWidth(text, 11, weight)).toBeCloseTo((want / body.unitsPerEm) * 11, 9);
      }
      // the body face keeps every letter it has: only what it lacks goes to the fallback
      expect(runs('İzmir', weight)).toEqual([{ text: 'İ', face: 'fallback' }, { text: 'zmir', face: 'body' }]);
      expect(runs('Łódź', weight)).toEqual([{ text: 'Łódź', face: 'body' }]);
      expect(runs('HMS Pickle', weight)).toEqual([{ text: 'HMS Pickle', face: 'body' }]);
    });
  }

  it('cuts text into characters without the grapheme segmenter only where each is a cluster of its own', () => {
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    const count = (s: string) => [...segmenter.segment(s)].length;
    let checked = 0;
    for (let cp = 0; cp < 0x10000; cp++) {
      const c = String.fromCharCode(cp);
      if (!SINGLES.test(c)) continue;
      checked++;
      // nothing joins it to a neighbour, nor it to another of its kind
      expect(count(`a${c}a`), `U+${cp.toString(16)}`).toBe(3);
      expect(count(`${c}${c}`), `U+${cp.toString(16)}`).toBe(2);
    }
    expect(checked).toBeGreaterThan(1200);
    expect(SINGLES.test('e\u0301'), 'a combining accent').toBe(false);
    expect(SINGLES.test('a\u200db'), 'a joiner').toBe(false);
  });

  it('cuts text into the grapheme segmenter\'s clusters a window at a time, wherever the windows end', () => {
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    // accents, stacks of them, joined emoji, flags, skin tones, tags, Hangul jamo, Devanagari conjuncts, CR LF, a prepended sign
    const parts = ['a', 'e\u0301', '\u0301', '\u0301\u0302', '👨‍👩‍👧', '🇫🇷', '🇺', '\u200d', '👍🏽', '\r\n', '\r', '\n', '\u1100\u1161\u11a8', '\u1100', '\u1161', 'क्ष', '\u094d', 'ἀ', ' ', '\u0600', '🏴\u{E0067}\u{E0062}\u{E007F}', '\u{1F3FB}'];
    let seed = 7;
    const pick = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    for (let t = 0; t < 200; t++) {
      const text = Array.from({ length: 1 + pick(40) }, () => parts[pick(parts.length)]).join('');
      const whole = [...segmenter.segment(text)].map((g) => g.segment);
      for (const window of [1, 2, 3, 7, 256]) expect(clusters(text, window), JSON.stringify(text)).toEqual(whole);
    }
    // one cluster longer than the window
    expect(clusters(`x${'e' + '\u0301'.repeat(600)}y`)).toEqual(['x', 'e' + '\u0301'.repeat(600), 'y']);
  });

  it('gives the segmenter a long text a window at a time (it takes time in the square of what it is given)', () => {
    const spy = vi.spyOn(Intl.Segmenter.prototype, 'segment');
    try {
      expect(clusters('e\u0301'.repeat(20_000))).toHaveLength(20_000);
      expect(spy.mock.calls.length).toBeGreaterThan(100);
      expect(Math.max(...spy.mock.calls.map(([text]) => text.length))).toBeLessThanOrEqual(256);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses only what no shipped face has, naming the character', () => {
    expect(missingGlyph('Ἀθηνᾶ Аврора İzmir Łódź')).toBeNull();
    expect(missingGlyph('Kaga 加賀')).toBe('加');
    expect(missingGlyph('ship 🚢')).toBe('🚢');
  });
});
