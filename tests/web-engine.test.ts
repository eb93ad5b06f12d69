// The page's engine in a real browser, against the built site (npm run build:web) served over HTTP:
// every game's example kit made in the page is the command line's PDF (the same objects, page boxes,
// text and pixels; only the deflated bytes differ, fflate against zlib, see web-pdf.ts), a broken
// file's problem comes at its line and column, and nothing is asked of another origin.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rasterize } from '../src/raster/raster.js';
import { GAMES } from '../src/games/registry.js';
import { cli, mediaBoxes, pdfPages, scratch } from './helpers.js';
import { pdfObjects } from './web-pdf.js';
import { launch, serveSite, type Site } from './web-helpers.js';

let site: Site;
let browser: Browser;
let page: Page;
const outside: string[] = [];

beforeAll(async () => {
  [site, browser] = await Promise.all([serveSite(), launch()]);
  page = await browser.newPage();
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(site.url) && !/^(data|blob):/.test(url)) outside.push(url);
  });
  await page.goto(`${site.url}test.html`);
  await page.waitForSelector('body[data-ready]');
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

interface Made { kit: { name: string; text: string }; ships: { name: string; text: string }; pdf: string; name: string }

/** The game's example kit made into a PDF by the engine in the page; the files it was made from. */
function inPage(game: string): Promise<Made> {
  return page.evaluate(async (id) => {
    const engine = (window as unknown as { engine: typeof import('../src/web/engine.js') }).engine;
    const { ships, kit } = engine.example(id);
    const made = await engine.pdf({ files: [ships, kit], main: kit.name });
    let bin = '';
    for (let i = 0; i < made.bytes.length; i += 0x8000) bin += String.fromCharCode(...made.bytes.subarray(i, i + 0x8000));
    const text = (b: Uint8Array) => new TextDecoder().decode(b);
    return { kit: { name: kit.name, text: text(kit.bytes) }, ships: { name: ships.name, text: text(ships.bytes) }, pdf: btoa(bin), name: made.name };
  }, game);
}

describe('the engine in the page', () => {
  for (const game of GAMES.map((g) => g.id)) {
    it(`makes ${game}'s example kit as the command line does`, async () => {
      const made = await inPage(game);
      const web = Buffer.from(made.pdf, 'base64');
      // the same two files, on disk, through the command line
      const dir = scratch();
      writeFileSync(join(dir, made.kit.name), made.kit.text);
      writeFileSync(join(dir, made.ships.name), made.ships.text);
      mkdirSync(join(dir, 'out'));
      const r = await cli('kit', join(dir, made.kit.name), '--out', join(dir, 'out'));
      expect(r.code, r.err).toBe(0);
      const node = readFileSync(join(dir, 'out', made.name));
      expect(mediaBoxes(web)).toEqual(mediaBoxes(node));
      for (const box of ['TrimBox', 'BleedBox']) {
        const boxes = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(new RegExp(`/${box} \\[([^\\]]*)\\]`, 'g'))].map((m) => m[1]);
        expect(boxes(web)).toEqual(boxes(node));
      }
      expect(await pdfPages(web)).toEqual(await pdfPages(node));
      // every object the same once inflated: the pages draw the same (two pages rendered to show it)
      expect(pdfObjects(web)).toEqual(pdfObjects(node));
      const n = mediaBoxes(node).length;
      const pick = [...new Set([1, n])];
      const [a, b] = await Promise.all([rasterize(web, 30, pick), rasterize(node, 30, pick)]);
      for (const [i, img] of a.entries()) expect(Buffer.from(img.data).equals(Buffer.from(b[i].data)), `page ${pick[i]}`).toBe(true);
    });
  }

  it('gives a broken ship file\'s problem at its line and column, as check does', async () => {
    const broken = 'game: milk-and-cookies\nships:\n  - name: Biscuit\n    side: A\n    guns: many\n';
    const dir = scratch();
    writeFileSync(join(dir, 'fleet.yaml'), broken);
    const check = await cli('check', join(dir, 'fleet.yaml'));
    const got = await page.evaluate(async (text) => {
      const engine = (window as unknown as { engine: typeof import('../src/web/engine.js') }).engine;
      const file = { name: 'fleet.yaml', bytes: new TextEncoder().encode(text) };
      return { read: await engine.readShips(file), checked: await engine.checkFiles([file], 'fleet.yaml') };
    }, broken);
    expect(got.checked.kind).toBe('ships');
    const [p] = got.checked.problems;
    expect(p).toMatchObject({ file: 'fleet.yaml', line: 5, column: 11, field: 'ships[0].guns' });
    expect(check.err).toContain(p.text.replace('fleet.yaml', join(dir, 'fleet.yaml')));
    // the table still gets what could be read
    expect(got.read.ships).toEqual([{ name: 'Biscuit', side: 'A', guns: 'many' }]);
    expect(got.read.problems[0]).toEqual(p);
  });

  it('asks nothing of another origin', () => {
    expect(outside).toEqual([]);
    expect(site.requests).toContain('/engine.js');
  });
});
