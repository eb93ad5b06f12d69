// Nothing printed under 6 pt: every text run of every printable of every game (made from the game's
// example ships, and blank where the printable has a blank form), and of every example kit (its
// contents page and footers too), read back from the PDF with pdf.js. The size is the run's as
// printed: its font size through every transform around it (a group scaled down shrinks its text).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../src/build.js';
import { GAMES } from '../src/games/registry.js';
import { makeJob } from '../src/index.js';
import { pdfPage, renderPdf } from '../src/pdf/writer.js';
import { builtKit, ROOT } from './helpers.js';

const FLOOR = 6;

interface Run { page: number; text: string; size: number }

/** Every text run of the PDF with its printed size: the smaller of its glyphs' height and width scales. */
async function runs(pdf: Uint8Array): Promise<Run[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const out: Run[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        const [a, b, c, d] = item.transform;
        out.push({ page: n, text: item.str, size: Math.min(Math.hypot(a, b), Math.hypot(c, d)) });
      }
    }
    return out;
  } finally {
    await doc.destroy();
  }
}

async function expectFloor(pdf: Uint8Array, what: string): Promise<number> {
  const all = await runs(pdf);
  const small = all.filter((t) => t.size < FLOOR - 1e-3).map((t) => `p${t.page} ${t.size.toFixed(2)} pt "${t.text}"`);
  expect(small, `${what}: text under ${FLOOR} pt`).toEqual([]);
  return all.length;
}

describe('every printed word is 6 pt or more', () => {
  for (const game of GAMES) {
    const ships = join(ROOT, 'examples/ships', `${game.id}.yaml`);
    for (const p of game.printables) {
      const forms: [string, Record<string, unknown>][] = [['made from the example ships', {}]];
      if ('blank' in p.options) forms.push(['blank', { blank: true }]);
      for (const [how, options] of forms) {
        it(`${game.id}: ${p.name}, ${how}`, async () => {
          const job = makeJob(p.name, { game: game.id, ships: options.blank ? undefined : ships, options });
          expect(await expectFloor((await build(job)).pdf, `${game.id} ${p.name} ${how}`)).toBeGreaterThan(0);
        });
      }
    }
  }

  for (const game of GAMES) {
    it(`the ${game.id} example kit`, async () => {
      const { pdf } = await builtKit(join(ROOT, 'examples/kits', `${game.id}.yaml`));
      expect(await expectFloor(pdf, `${game.id} kit`)).toBeGreaterThan(100);
    });
  }

  it('measures a word as printed: a scaled group shrinks it, a repeated item keeps its own size', async () => {
    const body = '<text x="2" y="10" font-size="8">plain</text>'
      + '<g transform="translate(0 20) scale(0.7)"><text x="2" y="10" font-size="8">scaled</text></g>'
      + '<g transform="rotate(90 20 20)"><text x="2" y="10" font-size="6">turned</text></g>';
    // the same body twice on a page: the writer draws it once as a form and places it twice
    const pdf = await renderPdf([pdfPage(200, 100, [{ x: 0, y: 0, body }, { x: 100, y: 0, body }])], 'floor');
    const found = (await runs(pdf)).map((t) => [t.text, Math.round(t.size * 100) / 100]);
    expect(found).toEqual([['plain', 8], ['scaled', 5.6], ['turned', 6], ['plain', 8], ['scaled', 5.6], ['turned', 6]]);
  });
});
