// Decks for a card printer: one card a page, the page exactly the card and its bleed (TrimBox the
// card, BleedBox the page), each front followed by its back, no footer and no marks; and the same
// pages as 300 dpi PNG images, one per card face, for services that take images.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { buildSheets } from '../src/build.js';
import { kitJob, makeJob } from '../src/index.js';
import { cli, expectBaselines, make, mediaBoxes, scratch } from './helpers.js';

const boxes = (pdf: Buffer, name: string) => [...pdf.toString('latin1').matchAll(new RegExp(`/${name} \\[([^\\]]+)\\]`, 'g'))].map((m) => m[1].trim().split(/\s+/).map(Number));

function smallDeck(): string {
  const dir = scratch();
  const file = join(dir, 'small.yaml');
  writeFileSync(file, 'cards:\n  - { kind: salvo, gun: 16, hits: 2, count: 2 }\n  - { kind: salvo, gun: 14, hits: 1, count: 1 }\n');
  return file;
}

describe('--layout per-card', () => {
  it('prints poker + 1/8 in bleed on 198 × 270 pt pages: TrimBox the card, BleedBox the page', async () => {
    const { pdf, sheets, pages } = await make('play-deck', { game: 'naval-war', options: { layout: 'per-card', bleed: '0.125in', deck: smallDeck() } });
    expect(sheets).toHaveLength(6);
    for (const box of mediaBoxes(pdf)) expect(box).toEqual([0, 0, 198, 270]);
    for (const box of boxes(pdf, 'TrimBox')) expect(box).toEqual([9, 9, 189, 261]);
    for (const box of boxes(pdf, 'BleedBox')) expect(box).toEqual([0, 0, 198, 270]);
    expect(boxes(pdf, 'TrimBox')).toHaveLength(6);
    // front, back, front, back …: each back page carries the deck's back
    expect(sheets.map((s) => !!s.back)).toEqual([false, true, false, true, false, true]);
    for (let i = 0; i < 6; i += 2) expect(sheets[i + 1].placements[0].item.body).toBe(sheets[i].placements[0].item.card!.back);
    expect(sheets[1].placements[0].item.body).toContain('>PLAY DECK<');
    await expectBaselines(pdf, 'card-sheets', 'per-card', [1, 2]);
    // nothing but the card: no footer, no scale bars, no marks
    for (const [i, s] of sheets.entries()) {
      expect(s.footer).toBe('none');
      expect(s.cards).toBeUndefined();
      expect(s.cuts).toHaveLength(0);
      expect(pages[i].svg).not.toContain('data-footer');
      expect(pages[i].svg).not.toContain('data-scale');
      expect(pages[i].svg).not.toContain('data-marks="crop"');
    }
  });

  for (const duplex of ['long-edge', 'short-edge']) {
    it(`prints the back on the front's own place for ${duplex}: a card page turned over either edge lands on itself`, () => {
      const sheets = buildSheets(makeJob('ship-deck', { game: 'naval-war', options: { layout: 'per-card', bleed: '3mm', duplex } }));
      for (let i = 0; i < sheets.length; i += 2) {
        const [f, b] = [sheets[i].placements[0], sheets[i + 1].placements[0]];
        expect([b.x, b.y]).toEqual([f.x, f.y]);
        expect(sheets[i + 1].boxes).toEqual(sheets[i].boxes);
      }
    });
  }

  it('takes --layout per-card as a kit entry key, and for the calibration page', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'kit.yaml'), `game: naval-war\nprint:\n  play-deck: { count: 1, layout: per-card, deck: ${JSON.stringify(smallDeck())} }\n`);
    const kit = buildSheets(kitJob(join(dir, 'kit.yaml')));
    expect(kit.map((s) => [s.width, s.height, s.footer])).toEqual(Array(6).fill([180, 252, 'none']));
    const sheets = buildSheets(makeJob('calibrate-duplex', { game: 'naval-war', options: { layout: 'per-card' } }));
    expect(sheets.map((s) => [s.width, s.height, s.footer])).toEqual([[540, 684, 'none'], [540, 684, 'none']]);
  });
});

describe('make --format png', () => {
  it('writes one 825 × 1125 px image per card face for poker with 1/8 in bleed', async () => {
    const dir = join(scratch(), 'cards');
    const r = await cli('make', 'play-deck', '--game', 'naval-war', '--deck', smallDeck(), '--bleed', '0.125in', '--format', 'png', '--out', `${dir}/`);
    expect(r.code, r.err).toBe(0);
    const names = readdirSync(dir).sort();
    expect(names).toEqual(['001', '002', '003'].flatMap((n) => [`play-deck-${n}-back.png`, `play-deck-${n}-front.png`]));
    for (const name of names) {
      const png = PNG.sync.read(readFileSync(join(dir, name)));
      expect([png.width, png.height]).toEqual([825, 1125]);
      // read as a photo tool does: 8-bit RGB without alpha, 300 dpi (11811 px a metre), so the card
      // opens at 2.75 × 3.75 in; the pHYs chunk comes before the image data, every CRC holds
      const list = chunks(readFileSync(join(dir, name)));
      expect(list.map((c) => c.type).filter((t) => t !== 'IDAT')).toEqual(['IHDR', 'pHYs', 'IEND']);
      expect(list.findIndex((c) => c.type === 'pHYs')).toBeLessThan(list.findIndex((c) => c.type === 'IDAT'));
      for (const c of list) expect(c.crcOk, `${name}: ${c.type} CRC`).toBe(true);
      const ihdr = list[0].data;
      expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([825, 1125, 8, 2]);
      const phys = list[1].data;
      expect([phys.readUInt32BE(0), phys.readUInt32BE(4), phys[8]]).toEqual([11811, 11811, 1]);
      expect([825, 1125].map((px) => Math.round((px / phys.readUInt32BE(0) / 0.0254) * 1000) / 1000)).toEqual([2.75, 3.75]);
    }
    // the front is the navy-edged card, the back the deck's dark red: their corners differ
    const corner = (name: string) => [...PNG.sync.read(readFileSync(join(dir, name))).data.subarray(0, 3)];
    expect(corner('play-deck-001-front.png')).not.toEqual(corner('play-deck-001-back.png'));
    // the header band joins the navy border with no light hairline of the panel round it, which at
    // 300 dpi would be printed into every image: the rows and columns where they meet stay dark
    const front = PNG.sync.read(readFileSync(join(dir, 'play-deck-001-front.png')));
    const edge = Math.round(((9 + 6) * 300) / 72); // bleed + border, px
    const px = (x: number, y: number) => [...front.data.subarray((y * front.width + x) * 4, (y * front.width + x) * 4 + 3)];
    const border = px(edge - 8, edge - 8);
    const light = (x: number, y: number) => px(x, y).some((v, i) => Math.abs(v - border[i]) > 12);
    for (let d = -2; d <= 2; d++) {
      for (let x = edge + 20; x < front.width - edge - 20; x += 3) expect(light(x, edge + d), `row ${edge + d}, x ${x}`).toBe(false);
      for (let y = edge; y < edge + 60; y += 3) {
        expect(light(edge + d, y), `column ${edge + d}, y ${y}`).toBe(false);
        expect(light(front.width - 1 - edge - d, y), `column ${front.width - 1 - edge - d}, y ${y}`).toBe(false);
      }
    }
  });

  it('accepts an existing folder without a slash, and refuses a file name or a sheet layout, writing nothing', async () => {
    const dir = scratch();
    expect((await cli('make', 'ship-deck', '--game', 'naval-war', '--deck', smallDeckShips(dir), '--format', 'png', '--out', dir)).code).toBe(0);
    expect(readdirSync(dir).filter((n) => n.endsWith('.png'))).toHaveLength(2);
    // a PDF into an existing folder takes the printable's name
    expect((await cli('make', 'ship-deck', '--game', 'naval-war', '--deck', join(dir, 'ships.yaml'), '--out', dir)).code).toBe(0);
    expect(existsSync(join(dir, 'ship-deck.pdf'))).toBe(true);
    const empty = scratch();
    const file = await cli('make', 'play-deck', '--game', 'naval-war', '--format', 'png', '--out', join(empty, 'deck.pdf'));
    expect(file.code).toBe(2);
    expect(file.err).toContain('not a folder');
    const sheet = await cli('make', 'play-deck', '--game', 'naval-war', '--format', 'png', '--layout', 'sheet', '--out', `${empty}/`);
    expect(sheet.code).toBe(2);
    expect(sheet.err).toContain('--layout per-card');
    const stick = await cli('make', 'range-stick', '--format', 'png', '--out', `${empty}/`);
    expect(stick.code).toBe(2);
    expect(stick.err).toContain('not a card printable');
    expect(readdirSync(empty)).toEqual([]);
    expect(existsSync(join(empty, 'deck.pdf'))).toBe(false);
  });
});

function smallDeckShips(dir: string): string {
  const file = join(dir, 'ships.yaml');
  writeFileSync(file, 'cards:\n  - { kind: destroyer, name: Fletcher, navy: US Navy, gun: 5, hits: 2, count: 1 }\n');
  return file;
}

/** A PNG file's chunks in order, each with its data and whether its CRC is right. */
function chunks(png: Buffer): { type: string; data: Buffer; crcOk: boolean }[] {
  expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const out: { type: string; data: Buffer; crcOk: boolean }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    out.push({ type, data: png.subarray(at + 8, at + 8 + length), crcOk: crc32(png.subarray(at + 4, at + 8 + length)) === png.readUInt32BE(at + 8 + length) });
    at += 12 + length;
  }
  return out;
}
