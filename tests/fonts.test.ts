// Text is measured word by word (src/svg/fonts.ts): exact only while the shipped fonts neither kern
// nor substitute across a space. These tests hold the fonts to that, and the measure to fontkit's own.
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { FONT_FILES, textWidth, type Weight } from '../src/svg/fonts.js';

const WEIGHTS: Weight[] = ['regular', 'bold'];
const open = (w: Weight) => fontkit.openSync(FONT_FILES[w]) as Font;
const ascii = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i));

describe('measuring text', () => {
  for (const weight of WEIGHTS) {
    it(`the ${weight} face kerns nothing across a space`, () => {
      const f = open(weight);
      const adv = (s: string) => f.layout(s).advanceWidth;
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
  }
});
