import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, buildSheets } from '../src/build.js';
import { kitJob, makeJob } from '../src/index.js';
import { GAMES } from '../src/games/registry.js';
import { rasterize } from '../src/raster/raster.js';
import { inch, mm } from '../src/units.js';
import { KIT, cli, expectBaselines, make, mediaBoxes, scratch } from './helpers.js';

describe('the PDF every printable goes through', () => {
  it('uses true Letter and A4 page sizes', async () => {
    const letter = await make('range-stick', { count: 1, paper: 'letter' });
    const a4 = await make('range-stick', { count: 1, paper: 'a4' });
    expect(mediaBoxes(letter.pdf)).toEqual([[0, 0, 792, 612]]);
    const [[, , w, h]] = mediaBoxes(a4.pdf);
    expect(w).toBeCloseTo(mm(297), 2);
    expect(h).toBeCloseTo(mm(210), 2);
  });

  it('also prints on Legal, Tabloid and A3', async () => {
    const sizes = { legal: [612, 1008], tabloid: [792, 1224], a3: [mm(297), mm(420)] };
    for (const [paper, [w, h]] of Object.entries(sizes)) {
      const { pdf, sheets } = await make('turning-gauge', { count: 1, paper });
      const [[, , pw, ph]] = mediaBoxes(pdf);
      expect([pw, ph].sort((a, b) => a - b)[0]).toBeCloseTo(w, 2);
      expect([pw, ph].sort((a, b) => a - b)[1]).toBeCloseTo(h, 2);
      expect(sheets[0].placements[0].item.width).toBeCloseTo(inch(4), 3);
    }
  });

  it('prints on a custom paper size, and refuses one it cannot use', async () => {
    const { pdf, sheets } = await make('board', { game: 'crane', paper: '18x24in' });
    expect(mediaBoxes(pdf)[1].slice(2).sort((a, b) => a - b)).toEqual([inch(18), inch(24)]);
    // a 22 x 28 in board fits two landscape 18 x 24 in sheets, after its map
    expect(sheets.filter((s) => s.placements[0].item.piece)).toHaveLength(2);
    const r = await cli('make', 'range-stick', '--paper', '2x3in', '--out', join(scratch(), 's.pdf'));
    expect(r.code).toBe(2);
    expect(r.err).toContain('--paper: expected letter, a4, legal, tabloid, a3, or a custom size WxH from 4 in to 60 in a side (e.g. 300x400mm), got "2x3in"');
  });

  it('gives every printable the same item sizes and bodies on Letter and A4', async () => {
    for (const game of GAMES) {
      for (const { name } of game.printables) {
        const file = `examples/ships/${game.id}.yaml`;
        const opts = existsSync(file) ? { ships: file, count: 2 } : { game: game.id, count: 2 };
        // the sheets alone: the PDF drawn from them is the same code for every printable
        const items = (paper: string) => buildSheets(makeJob(name, { ...opts, paper })).flatMap((s) => s.placements.map((pl) => pl.item));
        const [letter, a4] = [items('letter'), items('a4')];
        expect(a4.length, name).toBe(letter.length);
        // a piece of an oversize item may be cut differently to fit the paper; whole items never are
        if (letter.some((it) => it.piece)) continue;
        // (as data: an item's hooks for drawing its pieces are new functions on every call)
        const data = (item: object) => JSON.parse(JSON.stringify(item));
        a4.forEach((item, i) => expect(data(item), `${game.id} ${name} item ${i}`).toEqual(data(letter[i])));
      }
    }
  });

  it('asks viewers not to scale, embeds subset fonts and fixes its metadata', async () => {
    const { pdf } = await make('boat-record', { ships: 'examples/ships/milk-and-cookies.yaml' });
    const text = pdf.toString('latin1');
    expect(text).toMatch(/\/ViewerPreferences \d+ 0 R/);
    expect(text).toMatch(/\/PrintScaling \/None/);
    expect(text.match(/\/FontFile2/g)?.length).toBe(2);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+AtkinsonHyperlegible-Bold/);
    expect(text).toMatch(/\(D:20240101000000Z\)/);
  });

  it('puts a 1 in and a 25 mm scale bar on every page, and they measure true when rendered', async () => {
    const { pdf, pages } = await build(kitJob(KIT));
    for (const page of pages) {
      expect(page.svg).toContain(`data-scale="${inch(1)}"`);
      expect(page.svg).toContain(`data-scale="${Math.round(mm(25) * 1000) / 1000}"`);
      expect(page.svg).toMatch(/page \d+ of 10/);
    }
    const [img] = await rasterize(pdf, 100, [2]);
    // the bars are solid black runs on one row near the foot of the page
    const row = img.height - Math.round(((inch(0.25) + inch(0.45) - 8 - 2.5) * 100) / 72);
    const runs: number[] = [];
    let run = 0;
    for (let x = 0; x < img.width; x++) {
      const dark = img.data[(row * img.width + x) * 4] < 100;
      if (dark) run++;
      else if (run) (runs.push(run), (run = 0));
    }
    expect(runs[0]).toBeGreaterThanOrEqual(99);
    expect(runs[0]).toBeLessThanOrEqual(101);
    expect(runs[1]).toBeGreaterThanOrEqual(97); // 25 mm = 98.4 px
    expect(runs[1]).toBeLessThanOrEqual(100);
  });

  it('opens a kit with a contents page listing every section and ship', async () => {
    const { pdf, pages } = await build(kitJob(KIT));
    // the sticks and the dice labels share a page
    expect(pages).toHaveLength(10);
    for (const s of ['boat-record', 'range-stick', 'dice-labels', 'turning-gauge', 'wind-card', 'shooting-card', 'pages 2–5', 'Snickerdoodle (B)']) expect(pages[0].svg).toContain(s);
    await expectBaselines(pdf, 'kit', 'contents', [1]);
  });

  it('gives the same bytes for the same input', async () => {
    const a = await build(kitJob(KIT));
    const b = await build(kitJob(KIT));
    expect(a.pdf.equals(b.pdf)).toBe(true);
    const c = await build(kitJob(KIT, { paper: 'a4' }));
    expect(c.pdf.equals(a.pdf)).toBe(false);
  });
});
