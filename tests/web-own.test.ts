// A game of one's own on the static site, driven as a person does in headless Chromium: a game file
// dropped with a spreadsheet that has no game column gives the fleet table its columns from the
// game's fields; an edit shows on the pages and in the PDF downloaded, which the command line makes
// the same from the files downloaded beside the game file; the game file is kept over a reload
// until Start over; a bad game file's problems are shown at their lines, on a phone's screen too.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, cli, pdfPages, scratch } from './helpers.js';
import { openSite, type OnSite, type Site } from './web-helpers.js';
import { pdfObjects } from './web-pdf.js';

const POCKET = readFileSync(join(ROOT, 'tests/fixtures/games/pocket.yaml'), 'utf8');
const CSV = 'name,side,speed,hull,veteran\nWasp,Red,4,4 4,yes\nHornet,Blue,3,6,no\n';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let on: OnSite;
let site: Site;
let page: Page;
const downloads = scratch();

beforeAll(async () => {
  on = await openSite();
  ({ site, page } = on);
  await page.setViewport(DESKTOP);
  const cdp = await on.browser.target().createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
  page.on('dialog', (d) => void d.accept());
  await page.goto(site.url, { waitUntil: 'load' });
  await page.waitForSelector('#sheet svg');
});

afterAll(async () => {
  await on?.close();
  rmSync(downloads, { recursive: true, force: true });
});

const settled = () => page.waitForFunction(() => document.getElementById('preview')?.getAttribute('aria-busy') === 'false', { polling: 10 });
const names = () => page.$$eval('#fleet tbody input[id$="-name"]', (i) => i.map((x) => (x as HTMLInputElement).value));
const gameShown = () => page.$eval('#game', (s) => (s as HTMLSelectElement).value);

/** Drops text files on the page, as the browser's drag and drop hands them over. */
async function drop(files: Record<string, string>): Promise<void> {
  await page.evaluate((list) => {
    const dt = new DataTransfer();
    for (const [name, text] of list) dt.items.add(new File([text], name));
    document.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, Object.entries(files));
}

async function typeInto(id: string, text: string): Promise<void> {
  await page.focus(`#${id}`);
  await page.$eval(`#${id}`, (i) => (i as HTMLInputElement).select());
  await page.keyboard.type(text);
}

/** Waits for the downloads named, made since `before`. */
async function downloaded(wanted: string[]): Promise<void> {
  for (let i = 0; i < 200 && !wanted.every((f) => readdirSync(downloads).includes(f)); i++) await new Promise((r) => setTimeout(r, 50));
  expect(readdirSync(downloads)).toEqual(expect.arrayContaining(wanted));
}

describe('a game of one\'s own on the page', () => {
  it('takes a game file with a spreadsheet without a game column: the table\'s columns are the game\'s fields', async () => {
    await drop({ 'pocket.yaml': POCKET, 'fleet.csv': CSV });
    await page.waitForFunction(() => (document.getElementById('game') as HTMLSelectElement).value === 'pocket.yaml');
    await settled();
    expect(await page.$eval('#game option:checked', (o) => o.textContent)).toBe('Pocket Fleet (pocket.yaml)');
    expect(await page.$$eval('#fleet thead th', (th) => th.map((t) => t.textContent))).toEqual(['#', 'name', 'side', 'speed', 'hull', 'veteran', 'luck', 'stance', 'actions']);
    expect(await names()).toEqual(['Wasp', 'Hornet']);
    const controls = await page.$$eval('#fleet tbody tr:first-child :is(input, select)', (els) => els.map((e) => {
      const i = e as HTMLInputElement;
      return [e.id.replace(/^ship-0-/, ''), e.tagName === 'SELECT' ? [...(e as HTMLSelectElement).options].map((o) => o.value).join('|') : i.type, i.type === 'checkbox' ? String(i.checked) : i.value, i.min ?? '', i.max ?? '', i.step ?? ''];
    }));
    expect(controls).toEqual([
      ['name', 'text', 'Wasp', '', '', ''],
      ['side', 'Red|Blue', 'Red', '', '', ''],
      ['speed', 'number', '4', '1', '6', '1'],
      ['hull', 'text', '4 4', '', '', ''],
      ['veteran', 'checkbox', 'true', '', '', ''],
      ['luck', 'number', '', '0', '2.5', 'any'],
      ['stance', '|bold|wary', '', '', '', ''],
    ]);
    // its aids, one of each to start with
    expect(await page.$$eval('#printables input.count', (i) => i.map((x) => [x.id, (x as HTMLInputElement).value]))).toEqual([['count-ruler', '1'], ['count-tally', '1']]);
    expect(await page.$eval('#file-problems', (e) => (e as HTMLElement).hidden)).toBe(true);
    expect(await page.$eval('#cli-line', (p) => p.textContent)).toContain('in one folder with pocket.yaml;');
  });

  it('checks a track typed in its cell, and makes the PDF the command line makes from the files downloaded', async () => {
    await typeInto('ship-1-hull', '7 x');
    await page.waitForSelector('#ship-1-hull[aria-invalid="true"]');
    expect(await page.$eval('#ship-1-hull-msg', (m) => m.textContent)).toBe('[1]: expected a whole number from 1 to 12, got "x"');
    await typeInto('ship-1-hull', '3 3');
    await page.waitForSelector('#ship-1-hull:not([aria-invalid])');
    await typeInto('ship-1-name', 'Bumblebee');
    await page.click('#ship-1-veteran');
    await settled();
    await page.click('#thumbs button:nth-child(3)');
    await page.waitForFunction(() => document.querySelector('#sheet svg')?.textContent?.includes('Bumblebee'));
    for (const id of ['#dl-pdf', '#dl-ships', '#dl-kit']) await page.click(id);
    await downloaded(['kit.pdf', 'kit.yaml', 'ships.yaml']);
    const ships = readFileSync(join(downloads, 'ships.yaml'), 'utf8');
    expect(ships).toMatch(/^game: pocket\.yaml\n/);
    expect(ships).toContain('name: Bumblebee');
    expect(readFileSync(join(downloads, 'kit.yaml'), 'utf8')).toContain('game: pocket.yaml\n');
    const dir = scratch();
    for (const f of ['kit.yaml', 'ships.yaml']) writeFileSync(join(dir, f), readFileSync(join(downloads, f)));
    writeFileSync(join(dir, 'pocket.yaml'), POCKET);
    const r = await cli('kit', join(dir, 'kit.yaml'), '--out', join(dir, 'kit.pdf'));
    expect(r.code, r.err).toBe(0);
    const web = readFileSync(join(downloads, 'kit.pdf'));
    expect(pdfObjects(web)).toEqual(pdfObjects(readFileSync(join(dir, 'kit.pdf'))));
    expect((await pdfPages(web, [3]))[0]).toContain('Bumblebee');
  });

  it('keeps the game file over a reload; ship and kit files opened without it that name it are read for it; an unknown game is refused in words', async () => {
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('#sheet svg');
    expect(await gameShown()).toBe('pocket.yaml');
    expect(await names()).toEqual(['Wasp', 'Bumblebee']);
    await drop({ 'more.yaml': 'game: ./pocket.yaml\nships:\n  - { name: Gnat, side: blue, speed: 2, hull: 5 }\n' });
    await page.waitForFunction(() => (document.getElementById('ship-0-name') as HTMLInputElement | null)?.value === 'Gnat');
    expect(await page.$eval('#file-problems', (e) => (e as HTMLElement).hidden)).toBe(true);
    // a kit naming it, with a spreadsheet without a game column: the kit's game is the spreadsheet's
    await drop({ 'night.yaml': 'title: Pocket night\ngame: pocket.yaml\nships: more.csv\nprint:\n  tally: 2\n', 'more.csv': 'name,side,speed,hull\nMoth,blue,2,5\n' });
    await page.waitForFunction(() => (document.getElementById('kit-title') as HTMLInputElement | null)?.value === 'Pocket night');
    expect(await names()).toEqual(['Moth']);
    expect(await page.$$eval('#printables input.count', (i) => i.map((x) => (x as HTMLInputElement).value))).toEqual(['0', '2']);
    expect(await page.$eval('#file-problems', (e) => (e as HTMLElement).hidden)).toBe(true);
    await drop({ 'other.yaml': 'game: gale-force\nships:\n  - { name: Victory }\n' });
    await page.waitForFunction(() => document.getElementById('loaded-summary')?.textContent?.startsWith('other.yaml'));
    expect(await page.$eval('#file-problem-list li code', (c) => c.textContent)).toMatch(/^other\.yaml:1:7: game: expected one of "milk-and-cookies", .*; a game of your own is named by its file's path \(game: \.\/my-game\.yaml\)$/);
    expect(await names()).toEqual(['Moth']);
    expect(await gameShown()).toBe('pocket.yaml');
  });

  it('shows a bad game file\'s problems at their lines on a phone\'s screen, and leaves the game kept as it was', async () => {
    await page.setViewport(PHONE);
    try {
      await settled();
      const bad = POCKET.replace('type: whole, min: 1', 'type: hole, min: 1');
      await drop({ 'pocket.yaml': bad, 'fleet.csv': CSV });
      await page.waitForSelector('#file-problems:not([hidden])');
      const problems = await page.$$eval('#file-problem-list li', (li) => li.map((l) => [l.querySelector('code')?.textContent, l.querySelector('pre')?.textContent]));
      expect(problems).toEqual([[
        expect.stringMatching(/^pocket\.yaml:12:18: ship\.speed\.type: unknown type "hole"; .*did you mean "whole"\?$/),
        `12 |   speed: { type: hole, min: 1, max: 6 }\n${' '.repeat('12 | '.length + 17)}^`,
      ]]);
      const shown = await page.$eval('#file-problems', (e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.left >= 0 && r.right <= window.innerWidth;
      });
      expect(shown).toBe(true);
      expect(await names()).toEqual(['Moth']);
    } finally {
      await page.setViewport(DESKTOP);
    }
  });

  it('forgets the game file on Start over', async () => {
    await page.click('#start-over');
    await page.waitForFunction(() => (document.getElementById('ship-0-name') as HTMLInputElement | null)?.value === 'Sea Biscuit');
    expect(await page.$$eval('#game option', (o) => o.map((x) => (x as HTMLOptionElement).value))).not.toContain('pocket.yaml');
    await settled();
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('broadside.site')))!).own).toBeNull();
  });

  it('takes a game file alone: no ships yet, and its aids printed', async () => {
    await drop({ 'pocket.yaml': POCKET });
    await page.waitForFunction(() => (document.getElementById('game') as HTMLSelectElement).value === 'pocket.yaml');
    await settled();
    expect(await page.$$eval('#fleet tbody tr', (r) => r.length)).toBe(0);
    expect(await page.$$eval('#compose-problem-list li', (l) => l.map((x) => x.textContent))).toEqual([]);
    expect(await page.$eval('#status', (s) => s.textContent)).toMatch(/^3 pages · /);
    expect(await page.$eval('#loaded-summary', (s) => s.textContent)).toBe('pocket.yaml — pocket.yaml: ok: game "Pocket Fleet" (pocket-fleet), 7 ship fields, printables: ruler, tally');
  });
});
