// The page's engine in a real browser, against the built site (npm run build:web) served over HTTP:
// every game's example kit made in the page is the command line's PDF (the same objects, page boxes,
// text and pixels; only the deflated bytes differ, fflate against zlib, see web-pdf.ts), a broken
// file's problem comes at its line and column, and nothing is asked of another origin.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rasterize } from '../src/raster/raster.js';
import { GAMES } from '../src/games/registry.js';
import { ROOT, cli, mediaBoxes, pdfPages, scratch } from './helpers.js';
import { pdfObjects } from './web-pdf.js';
import { openSite, type OnSite, type Site } from './web-helpers.js';

let on: OnSite;
let site: Site;
let page: Page;
// requests the page made of another origin: there must be none
let outside: string[];

beforeAll(async () => {
  on = await openSite();
  ({ site, page, outside } = on);
  await page.goto(`${site.url}test.html`);
  await page.waitForSelector('body[data-ready]');
});

afterAll(() => on?.close());

type Engine = typeof import('../src/web/engine.js');

/** The game's example ship and kit files, as the engine gives them. */
function examples(game: string): Promise<{ kit: { name: string; text: string }; ships: { name: string; text: string } }> {
  return page.evaluate((id) => {
    const { ships, kit } = (window as unknown as { engine: Engine }).engine.example(id);
    const text = (b: Uint8Array) => new TextDecoder().decode(b);
    return { kit: { name: kit.name, text: text(kit.bytes) }, ships: { name: ships.name, text: text(ships.bytes) } };
  }, game);
}

/** The game's example kit made into a PDF by the engine in the page. */
async function inPage(game: string): Promise<{ name: string; pdf: Buffer }> {
  const made = await page.evaluate(async (id) => {
    const engine = (window as unknown as { engine: Engine }).engine;
    const { ships, kit } = engine.example(id);
    const { name, bytes } = await engine.pdf({ files: [ships, kit], main: kit.name });
    let bin = '';
    for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { name, pdf: btoa(bin) };
  }, game);
  return { name: made.name, pdf: Buffer.from(made.pdf, 'base64') };
}

describe('the engine in the page', () => {
  for (const game of GAMES.map((g) => g.id)) {
    it(`makes ${game}'s example kit as the command line does`, async () => {
      const files = await examples(game);
      // the same two files, on disk, through the command line, while the page makes its own
      const dir = scratch();
      writeFileSync(join(dir, files.kit.name), files.kit.text);
      writeFileSync(join(dir, files.ships.name), files.ships.text);
      mkdirSync(join(dir, 'out'));
      const [made, r] = await Promise.all([inPage(game), cli('kit', join(dir, files.kit.name), '--out', join(dir, 'out'))]);
      expect(r.code, r.err).toBe(0);
      const web = made.pdf;
      const node = readFileSync(join(dir, 'out', made.name));
      expect(mediaBoxes(web)).toEqual(mediaBoxes(node));
      for (const box of ['TrimBox', 'BleedBox']) {
        const boxes = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(new RegExp(`/${box} \\[([^\\]]*)\\]`, 'g'))].map((m) => m[1]);
        expect(boxes(web)).toEqual(boxes(node));
      }
      // every object the same once inflated (content streams, fonts and their ToUnicode maps): the same
      // text on every page, drawn the same; the text read back from one page and two pages rendered show it
      const objects = pdfObjects(web);
      expect(objects.length).toBeGreaterThan(mediaBoxes(node).length * 2);
      expect(objects).toEqual(pdfObjects(node));
      expect((await pdfPages(web, [1]))).toEqual(await pdfPages(node, [1]));
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

  it('zips a convention\'s PDFs and index.pdf as `kit CONVENTION --out DIR` writes them', async () => {
    const convention = 'title: Saturday\ntables:\n  - name: Kids\n    kit: milk-and-cookies-kit.yaml\n    packets: side\n  - name: Naval War\n    game: naval-war\n    print: { score-sheet: 1 }\n';
    const got = await page.evaluate(async (text) => {
      const engine = (window as unknown as { engine: typeof import('../src/web/engine.js') }).engine;
      const { ships, kit } = engine.example('milk-and-cookies');
      const made = await engine.conventionZip({ files: [ships, kit, { name: 'saturday.yaml', bytes: new TextEncoder().encode(text) }], main: 'saturday.yaml' });
      return { name: made.name, bytes: Array.from(made.bytes), kit: new TextDecoder().decode(kit.bytes), ships: new TextDecoder().decode(ships.bytes) };
    }, convention);
    const dir = scratch();
    writeFileSync(join(dir, 'saturday.yaml'), convention);
    writeFileSync(join(dir, 'milk-and-cookies-kit.yaml'), got.kit);
    writeFileSync(join(dir, 'milk-and-cookies.yaml'), got.ships);
    const r = await cli('kit', join(dir, 'saturday.yaml'), '--out', join(dir, 'out/'));
    expect(r.code, r.err).toBe(0);
    expect(got.name).toBe('saturday.zip');
    const zipped = unzipSync(new Uint8Array(got.bytes));
    expect(Object.keys(zipped).sort()).toEqual(readdirSync(join(dir, 'out')).filter((f) => f.endsWith('.pdf')).sort());
    for (const [file, pdf] of Object.entries(zipped)) expect(pdfObjects(pdf), file).toEqual(pdfObjects(readFileSync(join(dir, 'out', file))));
  });

  it('makes the kit\'s card faces as PNG images named and sized as --format png makes them', async () => {
    const deck = 'cards:\n  - { kind: salvo, gun: 16, hits: 2, count: 2 }\n  - { kind: salvo, gun: 14, hits: 1, count: 1 }\n';
    // the duplex test page takes a per-card layout too, but is no card deck: none of its pages
    const kit = 'title: Cards\ngame: naval-war\nprint:\n  play-deck: { count: 1, deck: small.yaml, bleed: 0.125in }\n  calibrate-duplex: 1\n';
    const got = await page.evaluate(async (files) => {
      const engine = (window as unknown as { engine: typeof import('../src/web/engine.js') }).engine;
      const made = await engine.cardImages({ files: files.map(([name, text]) => ({ name, bytes: new TextEncoder().encode(text) })), main: 'cards.yaml' });
      const decks = engine.games().flatMap((g) => g.printables.filter((p) => p.deck).map((p) => `${g.id} ${p.name}`));
      return { name: made.name, bytes: Array.from(made.bytes), decks };
    }, [['cards.yaml', kit], ['small.yaml', deck]]);
    expect(got.decks).toEqual(['naval-war ship-deck', 'naval-war play-deck']);
    const dir = scratch();
    writeFileSync(join(dir, 'small.yaml'), deck);
    const r = await cli('make', 'play-deck', '--game', 'naval-war', '--deck', join(dir, 'small.yaml'), '--bleed', '0.125in', '--format', 'png', '--out', join(dir, 'png/'));
    expect(r.code, r.err).toBe(0);
    expect(got.name).toBe('cards-cards.zip');
    const images = unzipSync(new Uint8Array(got.bytes));
    expect(Object.keys(images).sort()).toEqual(readdirSync(join(dir, 'png')).sort());
    for (const [name, png] of Object.entries(images)) {
      const web = PNG.sync.read(Buffer.from(png));
      const node = PNG.sync.read(readFileSync(join(dir, 'png', name)));
      // the same card face at 300 dpi; drawn by Chromium from the SVG, not by pdf.js from the PDF
      expect([web.width, web.height], name).toEqual([node.width, node.height]);
    }
  });

  it('reads a workbook with the spreadsheet reader, fetched when first needed', async () => {
    const xlsx = readFileSync(join(ROOT, 'tests/fixtures/sheets/crane.xlsx'));
    const before = site.requests.filter((p) => p.endsWith('xlsx.js')).length;
    const got = await page.evaluate(async (bytes) => {
      const engine = (window as unknown as { engine: typeof import('../src/web/engine.js') }).engine;
      return engine.readShips({ name: 'crane.xlsx', bytes: new Uint8Array(bytes) });
    }, Array.from(xlsx));
    expect(before).toBe(0);
    expect(site.requests.filter((p) => p.endsWith('xlsx.js')).length).toBe(1);
    expect(got.problems).toEqual([]);
    expect(got.game).toBe('crane');
    expect(got.ships.length).toBe(10);
  });

  it('reads every game\'s CSV ship file into values the table and checkShips take as the YAML file\'s', async () => {
    for (const { id: game } of GAMES) {
      const csv = readFileSync(join(ROOT, `examples/ships/${game}.csv`));
      const got = await page.evaluate(async (name, bytes) => {
        const engine = (window as unknown as { engine: typeof import('../src/web/engine.js') }).engine;
        const read = await engine.readShips({ name, bytes: new Uint8Array(bytes) });
        return { read, checked: engine.checkShips({ game: read.game!, ships: read.ships }) };
      }, `${game}.csv`, Array.from(csv));
      expect(got.read.problems, game).toEqual([]);
      expect(got.read.game).toBe(game);
      expect(got.read.ships.length).toBeGreaterThan(0);
      // lists and yes/no cells come back as a ship file writes them ("10 10 10" a list, "yes" true)
      expect(got.checked, game).toEqual([]);
    }
  });

  it('fetches the fallback font for letters the body face lacks, and prints them as the command line does', async () => {
    const files = await examples('milk-and-cookies');
    const ships = files.ships.text.replace('Sea Biscuit', 'Θαλασσινό Μπισκότο');
    const fetched = () => site.requests.filter((p) => p.startsWith('/fonts/NotoSans')).length;
    expect(fetched()).toBe(0);
    const pdf = await page.evaluate(async (kit, shipsText) => {
      const engine = (window as unknown as { engine: Engine }).engine;
      const file = (name: string, text: string) => ({ name, bytes: new TextEncoder().encode(text) });
      const made = await engine.pdf({ files: [file(kit.name, kit.text), file('milk-and-cookies.yaml', shipsText)], main: kit.name });
      return Array.from(made.bytes);
    }, files.kit, ships);
    expect(fetched()).toBeGreaterThan(0);
    const dir = scratch();
    writeFileSync(join(dir, files.kit.name), files.kit.text);
    writeFileSync(join(dir, files.ships.name), ships);
    const r = await cli('kit', join(dir, files.kit.name), '--out', join(dir, 'kit.pdf'));
    expect(r.code, r.err).toBe(0);
    expect(pdfObjects(new Uint8Array(pdf))).toEqual(pdfObjects(readFileSync(join(dir, 'kit.pdf'))));
  });

  it('asks nothing of another origin', () => {
    expect(outside).toEqual([]);
    expect(site.requests).toContain('/engine.js');
  });
});

// a game of one's own: a game file, and a ship file or spreadsheet for it
const POCKET = readFileSync(join(ROOT, 'tests/fixtures/games/pocket.yaml'), 'utf8');
const FLEET_CSV = 'name,side,speed,hull,veteran\nWasp,red,4,4 4,yes\nHornet,Blue,3,6,no\n';

/** Engine calls in the page over text files (name → text), for the tests below. */
function withFiles<T>(files: Record<string, string>, work: (engine: Engine, files: Record<string, { name: string; bytes: Uint8Array }>) => Promise<T>): Promise<T> {
  return page.evaluate(async (texts, body) => {
    const engine = (window as unknown as { engine: Engine }).engine;
    const named = Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, { name, bytes: new TextEncoder().encode(text) }]));
    return (new Function('engine', 'files', `return (${body})(engine, files);`) as (e: Engine, f: typeof named) => Promise<T>)(engine, named);
  }, files, work.toString());
}

describe('a game of one\'s own in the page', () => {
  it('makes the kit of a game file and a spreadsheet without a game column as the command line does', async () => {
    const files = { 'pocket.yaml': POCKET, 'fleet.csv': FLEET_CSV, 'night.yaml': 'title: Pocket night\ngame: ./pocket.yaml\nships: fleet.csv\nprint:\n  ruler: 1\n  tally: 1\n' };
    const dir = scratch();
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const [made, r] = await Promise.all([
      withFiles(files, async (engine, f) => {
        const { name, bytes } = await engine.pdf({ files: Object.values(f), main: 'night.yaml' });
        return { name, bytes: Array.from(bytes) };
      }),
      cli('kit', join(dir, 'night.yaml'), '--out', join(dir, 'night.pdf')),
    ]);
    expect(r.code, r.err).toBe(0);
    expect(made.name).toBe('night.pdf');
    const web = Buffer.from(made.bytes);
    const node = readFileSync(join(dir, 'night.pdf'));
    expect(mediaBoxes(web)).toEqual(mediaBoxes(node));
    expect(pdfObjects(web)).toEqual(pdfObjects(node));
    // the tally sheet prints the spreadsheet's ships
    expect((await pdfPages(web, [3]))[0]).toContain('Hornet');
  });

  it('lists the game by its file\'s name with its aids and ship schema, and reads its ships from YAML and a spreadsheet', async () => {
    const got = await withFiles({
      'pocket.yaml': POCKET, 'fleet.csv': 'name,side,speed,hull,veteran\nWasp,red,4,4 4,yes\nHornet,Blue,3,6,no\n',
      'dotted.yaml': 'game: ./pocket.yaml\nships:\n  - { name: Wasp, side: Red, speed: 4, hull: [4, 4] }\n',
      'plain.yaml': 'game: pocket.yaml\nships:\n  - { name: Wasp, side: Red, speed: 4, hull: 8 }\n',
    }, async (engine, f) => {
      const game = await engine.gameFile(f['pocket.yaml']);
      const csv = await engine.readShips(f['fleet.csv'], { game: 'pocket.yaml', files: [f['pocket.yaml']] });
      const slow = { ...csv.ships[0], speed: 9 };
      return {
        game: { ...game, schema: Object.keys((game.schema as { definitions: Record<string, { properties: object }> }).definitions['pocket-fleet-ship'].properties) },
        csv,
        checked: engine.checkShips({ game: 'pocket.yaml', ships: csv.ships }, [f['pocket.yaml']]),
        slow: engine.checkShips({ game: 'pocket.yaml', ships: [slow] }, [f['pocket.yaml']]),
        dotted: await engine.readShips(f['dotted.yaml'], { files: [f['pocket.yaml']] }),
        plain: await engine.readShips(f['plain.yaml'], { files: [f['pocket.yaml']] }),
        kind: (await engine.checkFiles([f['pocket.yaml']], 'pocket.yaml')).kind,
      };
    });
    expect(got.game.problems).toEqual([]);
    expect(got.game.info).toMatchObject({ id: 'pocket.yaml', title: 'Pocket Fleet' });
    expect(got.game.info!.printables.map((p) => p.name)).toEqual(['ruler', 'tally']);
    expect(got.game.schema).toEqual(['name', 'side', 'speed', 'hull', 'veteran', 'luck', 'stance']);
    expect(got.kind).toBe('game');
    // a spreadsheet's cells read as the command line reads them: "4 4" the track's sections, "yes" true
    expect(got.csv).toMatchObject({ game: 'pocket.yaml', problems: [] });
    // (a number as the cell's text, "4", which a ship file takes too)
    const ships = got.csv.ships as { name: string; side: string; speed: string; hull: string[]; veteran: boolean }[];
    expect(ships.map((x) => [x.name, x.side, Number(x.speed), x.hull.map(Number), x.veteran])).toEqual([['Wasp', 'red', 4, [4, 4], true], ['Hornet', 'Blue', 3, [6], false]]);
    expect(got.checked).toEqual([]);
    expect(got.slow).toEqual([expect.objectContaining({ field: 'ships[0].speed', message: 'expected a whole number from 1 to 6, got 9' })]);
    for (const r of [got.dotted, got.plain]) expect(r).toMatchObject({ game: 'pocket.yaml', problems: [] });
  });

  it('gives a game file\'s problems at their lines as check does, names a game file not opened, and refuses an unknown game with the hint', async () => {
    const bad = POCKET.replace('type: whole, min: 1', 'type: hole, min: 1').replace('kind: range-stick', 'kind: range-stik');
    const dir = scratch();
    writeFileSync(join(dir, 'pocket.yaml'), bad);
    const check = await cli('check', join(dir, 'pocket.yaml'));
    const got = await withFiles({
      'pocket.yaml': bad,
      'alone.yaml': 'game: ./pocket.yaml\nships:\n  - { name: Wasp }\n',
      'other.yaml': 'game: gale-force\nships:\n  - { name: Wasp }\n',
    }, async (engine, f) => ({
      bad: await engine.checkFiles([f['pocket.yaml']], 'pocket.yaml'),
      opened: await engine.gameFile(f['pocket.yaml']),
      alone: await engine.checkFiles([f['alone.yaml']], 'alone.yaml'),
      aloneRead: await engine.readShips(f['alone.yaml']),
      other: await engine.checkFiles([f['other.yaml']], 'other.yaml'),
    }));
    expect(got.bad.kind).toBe('game');
    expect(got.bad.problems.map((p) => [p.line, p.field])).toEqual([[12, 'ship.speed.type'], [19, 'printables.ruler.kind']]);
    for (const p of got.bad.problems) expect(check.err).toContain(p.text.replace('pocket.yaml', join(dir, 'pocket.yaml')));
    expect(got.opened.problems).toEqual(got.bad.problems);
    const unopened = { file: 'alone.yaml', line: 1, column: 7, field: 'game', message: 'the game file "pocket.yaml" was not opened; open it together with alone.yaml' };
    expect(got.alone.problems).toEqual([expect.objectContaining(unopened)]);
    expect(got.aloneRead.problems).toEqual([expect.objectContaining(unopened)]);
    expect(got.other.problems[0].text).toMatch(/^other\.yaml:1:7: game: expected one of "milk-and-cookies", .*; a game of your own is named by its file's path \(game: \.\/my-game\.yaml\)$/);
  });
});
