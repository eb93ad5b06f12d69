// Names in Greek, Cyrillic and accented Latin print: the letters the body face lacks are set in the
// fallback face, embedded and subset in the PDF, and travel inside an exported SVG.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crane } from '../src/games/crane/index.js';
import { itemSvg } from '../src/svg/export.js';
import { runs } from '../src/svg/fonts.js';
import { NAME_MIN } from '../src/svg/names.js';
import { SHIPS, expectBaselines, make, scratch, texts } from './helpers.js';

const NAMES = ['Santísima Trinidad y Nuestra Señora del Pilar', 'Ἀθηνᾶ', 'İzmir', 'Łódź', 'Ὀδυσσεύς',
  'Аврора', 'Варяг', 'Князь Потёмкин-Таврический', 'Ørnen', 'Şahin'];

function shipFile(): string {
  const path = join(scratch(), 'fleet.yaml');
  const sides = ['red', 'red', 'red', 'red', 'red', 'blue', 'blue', 'blue', 'blue', 'blue'];
  const sizes = ['large', 'medium', 'small', 'medium', 'large'];
  writeFileSync(path, `game: crane\nships:\n${NAMES.map((n, i) => `  - { name: "${n}", side: ${sides[i]}, size: ${sizes[i % 5]} }`).join('\n')}\n`);
  return path;
}

async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const page = await doc.getPage(1);
    const content = await page.getTextContent();
    return content.items.map((i) => ('str' in i ? i.str : '')).join('');
  } finally {
    await doc.destroy();
  }
}

describe('names in other scripts', () => {
  it('prints every name on the damage chart, each inside its slot at 6.5 pt or more', async () => {
    const { sheets, pdf } = await make('damage-chart', { ships: shipFile() });
    const body = sheets[0].placements[0].item.body;
    const lines = texts(body).filter((t) => t.attrs['data-name'] !== undefined);
    const item = sheets[0].placements[0].item;
    const place = crane.printables.find((p) => p.name === 'damage-chart')!.nameBox!(crane.data['damage-chart'], {})!;
    const printed = new Map<string, string[]>();
    for (const t of lines) {
      const key = `${t.attrs['data-side']}/${t.attrs['data-slot']}`;
      printed.set(key, [...(printed.get(key) ?? []), t.what]);
      expect(+t.attrs['font-size']).toBeGreaterThanOrEqual(NAME_MIN);
      expect(t.w).toBeLessThanOrEqual(place.width + 1e-6);
      expect(t.x).toBeGreaterThan(0);
      expect(t.x + t.w).toBeLessThan(item.width);
    }
    expect([...printed.values()].map((l) => l.join(' '))).toEqual(NAMES);
    // the long name takes two lines; each line within its slot's name line
    expect(printed.get('red/0')).toEqual(['Santísima Trinidad y', 'Nuestra Señora del Pilar']);
    await expectBaselines(pdf, 'names', 'damage-chart-scripts');
  });

  it('embeds the fallback face, and the names read back from the PDF as text', async () => {
    const { pdf } = await make('damage-chart', { ships: shipFile() });
    const text = await pdfText(pdf);
    for (const name of ['Ἀθηνᾶ', 'Аврора', 'Ὀδυσσεύς', 'Варяг', 'Łódź', 'Ørnen']) expect(text).toContain(name);
    expect(text.replace(/\s+/g, ' ')).toContain('İzmir');
    const latin1 = pdf.toString('latin1');
    expect(latin1).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    expect(latin1).toMatch(/\/BaseFont \/[A-Z]{6}\+AtkinsonHyperlegible-Bold/);
    // subset: the fallback's font file is a small part of the face's 630 KB
    expect(pdf.length).toBeLessThan(200_000);
  });

  it('leaves the fallback face out of a document that does not need it', async () => {
    const { pdf } = await make('boat-record', { ships: SHIPS });
    expect(pdf.toString('latin1')).not.toContain('NotoSans');
  });

  it('exports an SVG that carries the fallback face only when its text needs it', async () => {
    const { sheets } = await make('damage-chart', { ships: shipFile() });
    const svg = itemSvg(sheets[0].placements[0].item);
    const faces = [...svg.matchAll(/@font-face\{([^}]*)\}/g)].map((m) => m[1]);
    expect(faces).toHaveLength(4);
    // the body face is limited to its own letters and comes after the fallback, so it wins for them
    expect(faces.filter((f) => f.includes('unicode-range:U+20-'))).toHaveLength(2);
    expect(faces[0]).not.toContain('unicode-range');
    const plain = itemSvg((await make('boat-record', { ships: SHIPS })).sheets[0].placements[0].item);
    expect([...plain.matchAll(/@font-face/g)]).toHaveLength(2);
    expect(plain).not.toContain('unicode-range');
    expect(runs('Аврора').map((r) => r.face)).toEqual(['fallback']);
  });
});
