// The static site used as a person uses it, in a real browser (headless Chromium from
// @sparticuz/chromium, one launch for the file), against the built site/ served as a static host
// would (web-helpers.ts): choose a game, edit the fleet in its table, drop a broken file, download
// the PDF, come back, start over; keyboard alone and axe-core.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, cli, mediaBoxes, scratch } from './helpers.js';
import { openSite, type OnSite, type Site } from './web-helpers.js';
import { xlsx, xrow } from './zip.js';

const original = readFileSync(join(ROOT, 'examples/ships/milk-and-cookies.yaml'), 'utf8');

let on: OnSite;
let site: Site;
let page: Page;
const downloads = scratch();

beforeAll(async () => {
  on = await openSite();
  ({ site, page } = on);
  await page.setViewport({ width: 1400, height: 900 });
  const cdp = await on.browser.target().createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
  page.on('dialog', (d) => void d.accept());
  await page.goto(site.url, { waitUntil: 'load' });
  await page.waitForSelector('#sheet svg');
});

afterAll(() => on?.close());

/** Waits until the pages are made: the preview is no longer busy. */
const settled = () => page.waitForFunction(() => document.getElementById('preview')?.getAttribute('aria-busy') === 'false', { polling: 10 });
const sheetText = () => page.$eval('#sheet svg', (svg) => svg.textContent ?? '');
const rows = () => page.$$eval('#fleet tbody tr', (r) => r.length);
const names = () => page.$$eval('#fleet tbody input[id$="-name"]', (i) => i.map((x) => (x as HTMLInputElement).value));

/** Types into a field as a person does: select what is there, type over it. */
async function typeInto(id: string, text: string): Promise<void> {
  await page.focus(`#${id}`);
  await page.$eval(`#${id}`, (i) => (i as HTMLInputElement).select());
  await page.keyboard.type(text);
}

/** A line of check's without the command's name before it. */
const plain = (line: string | null) => (line ?? '').replace(/^broadside: /, '');

/** check's line for a ship file: the words after the field are what the page shows at it. */
async function checkLine(name: string, text: string): Promise<string> {
  const dir = scratch();
  writeFileSync(join(dir, name), text);
  const { err } = await cli('check', join(dir, name));
  return plain(err.trim().split('\n')[0].replace(`${dir}/`, ''));
}

describe('the static site', () => {
  it('starts from the chosen game\'s example fleet; a ship renamed in the table shows on the page and zoom the user was on', async () => {
    await page.select('#game', 'milk-and-cookies');
    await page.waitForFunction(() => document.querySelector('#sheet svg')?.textContent?.includes('Sea Biscuit'));
    await settled();
    expect(await rows()).toBe(12);
    expect(await page.$$eval('#thumbs button', (b) => b.length)).toBe(10);
    await page.click('#thumbs button:nth-child(2)');
    await page.waitForSelector('#sheet svg[data-page="2"]');
    await page.select('#zoom', 'actual');
    const width = await page.$eval('#sheet svg', (svg) => Number(svg.getAttribute('width')));
    expect(width).toBeCloseTo(11 * 96, 6);
    await typeInto('ship-0-name', 'Zephyr Queen');
    await page.waitForFunction(() => document.querySelector('#sheet svg')?.textContent?.includes('Zephyr Queen'), { polling: 10 });
    expect(await sheetText()).not.toContain('Sea Biscuit');
    expect(await page.$eval('#sheet svg', (svg) => svg.getAttribute('data-page'))).toBe('2');
    expect(await page.$eval('#sheet svg', (svg) => Number(svg.getAttribute('width')))).toBe(width);
  });

  it('shows a bad value\'s problem at its field in check\'s words; the fix clears it', async () => {
    await typeInto('ship-0-guns', '40');
    await page.waitForSelector('#ship-0-guns[aria-invalid="true"]');
    const line = await checkLine('fleet.yaml', original.replace('guns: 4 }', 'guns: 40 }'));
    expect(line).toMatch(/^fleet\.yaml:\d+:\d+: ships\[0\]\.guns: /);
    const message = line.replace(/^.*?ships\[0\]\.guns: /, '');
    expect(message).toBe('expected a whole number from 0 to 12, got 40');
    expect(await page.$eval('#ship-0-guns', (i) => document.getElementById(i.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(message);
    expect(await page.$eval('#dl-pdf', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await typeInto('ship-0-guns', '4');
    await page.waitForSelector('#ship-0-guns:not([aria-invalid])');
    expect(await page.$eval('#ship-0-guns-msg', (m) => m.textContent)).toBe('');
  });

  it('adds, moves and removes ships with buttons', async () => {
    await page.click('#add-ship');
    expect(await rows()).toBe(13);
    await typeInto('ship-12-name', 'Biscotti');
    // moved by keyboard: focus stays on the moved ship's button
    await page.focus('#fleet tbody tr:nth-child(13) [data-act="up"]');
    await page.keyboard.press('Enter');
    expect((await names())[11]).toBe('Biscotti');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move Biscotti up');
    await page.click('#fleet tbody tr:nth-child(1) [data-act="down"]');
    expect((await names()).slice(0, 2)).toEqual(['Jolly Roger', 'Zephyr Queen']);
    await page.click('#fleet tbody tr:nth-child(12) [data-act="remove"]');
    expect(await rows()).toBe(12);
    expect(await names()).not.toContain('Biscotti');
    // the contents page lists the ships in the table's order
    await settled();
    await page.click('#thumbs button:nth-child(1)');
    await page.waitForFunction(() => {
      const t = document.querySelector('#sheet svg')?.textContent ?? '';
      return t.includes('Jolly Roger') && t.indexOf('Jolly Roger') < t.indexOf('Zephyr Queen') && !t.includes('Biscotti');
    });
  });

  it('downloads the PDF of the pages shown, and the ship and kit files that make it on the command line', async () => {
    // one printable fewer: the choices are the kit file's
    await page.$eval('#count-wind-card', (i) => (i as HTMLInputElement).select());
    await page.type('#count-wind-card', '0');
    await page.waitForFunction(() => document.querySelectorAll('#thumbs button').length === 9);
    await settled();
    for (const id of ['#dl-pdf', '#dl-ships', '#dl-kit']) await page.click(id);
    const wanted = ['kit.pdf', 'kit.yaml', 'ships.yaml'];
    for (let i = 0; i < 200 && !wanted.every((f) => readdirSync(downloads).includes(f)); i++) await new Promise((r) => setTimeout(r, 50));
    expect(readdirSync(downloads).sort()).toEqual(wanted);
    const bytes = readFileSync(join(downloads, 'kit.pdf'));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mediaBoxes(bytes)).toHaveLength(9);
    expect(readFileSync(join(downloads, 'kit.yaml'), 'utf8')).not.toContain('wind-card');
    // the line on the page, run as it says
    expect(await page.$eval('#cli-line', (p) => p.textContent)).toContain('broadside kit kit.yaml');
    const out = scratch();
    expect((await cli('kit', join(downloads, 'kit.yaml'), '--out', out, '--quiet')).code).toBe(0);
    expect(mediaBoxes(readFileSync(join(out, 'kit.pdf')))).toEqual(mediaBoxes(bytes));
  });

  it('says when it works offline; keeps the fleet after a reload; start over brings back the example', async () => {
    await page.waitForFunction(() => document.getElementById('offline')?.textContent === 'Offline ready: this page now works without a connection.');
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('#sheet svg');
    expect((await names()).slice(0, 2)).toEqual(['Jolly Roger', 'Zephyr Queen']);
    await page.click('#start-over');
    await page.waitForFunction(() => (document.getElementById('ship-0-name') as HTMLInputElement | null)?.value === 'Sea Biscuit');
    await page.waitForFunction(() => document.querySelector('#sheet svg')?.textContent?.includes('Sea Biscuit'));
  });

  it('shows a dropped broken ship file\'s problem at its line and column, as check does', async () => {
    const broken = original.replace('Jolly Roger, side: B, guns: 3', 'Jolly Roger, side: C, guns: 3');
    await page.evaluate((text) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], 'broken.yaml', { type: 'application/yaml' }));
      document.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, broken);
    await page.waitForSelector('#file-problems:not([hidden])');
    expect(plain(await page.$eval('#file-problem-list li code', (c) => c.textContent))).toBe(await checkLine('broken.yaml', broken));
  });

  it('opens a kit file dropped with the spreadsheet it names: its fleet in the table, its choices, the command line\'s pages', async () => {
    const csv = readFileSync(join(ROOT, 'examples/ships/crane.csv'), 'utf8');
    const kit = 'title: Crane night\ngame: crane\nships: fleet.csv\nprint:\n  firing-card: 2\n';
    await page.evaluate((kitText, csvText) => {
      const dt = new DataTransfer();
      dt.items.add(new File([kitText], 'night.yaml', { type: 'application/yaml' }));
      dt.items.add(new File([csvText], 'fleet.csv', { type: 'text/csv' }));
      document.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, kit, csv);
    await page.waitForFunction(() => (document.getElementById('kit-title') as HTMLInputElement | null)?.value === 'Crane night');
    await settled();
    const dir = scratch();
    writeFileSync(join(dir, 'night.yaml'), kit);
    writeFileSync(join(dir, 'fleet.csv'), csv);
    const r = await cli('kit', join(dir, 'night.yaml'), '--out', `${dir}/`);
    expect(r.code, r.err).toBe(0);
    const pages = Number(/\((\d+) pages?\)/.exec(r.out)?.[1]);
    expect(await page.$eval('#game', (s) => (s as HTMLSelectElement).value)).toBe('crane');
    expect(await rows()).toBe(csv.trim().split('\n').length - 1);
    expect(await page.$$eval('#thumbs button', (b) => b.length)).toBe(pages);
  });

  it('reads a workbook\'s sheet chosen on the page, as --sheet does', async () => {
    const head = ['game', 'name', 'side', 'guns'];
    const sheet = (name: string, ships: string[]) => ({ name, rows: [head, ...ships.map((s, i) => ['milk-and-cookies', s, 'AB'[i % 2], 3])].map((r, i) => xrow(i + 1, r)).join('') });
    const book = xlsx([sheet('Saturday', ['Sea Biscuit', 'Jolly Roger']), sheet('Sunday', ['Macaroon', 'Cream Puff', 'Milk Run'])]);
    await page.evaluate((bytes) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], 'fleets.xlsx'));
      document.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, Array.from(book));
    await page.waitForSelector('#sheet-control:not([hidden])');
    expect(await page.$$eval('#sheet-choice option', (o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual(['Saturday', 'Sunday']);
    await page.waitForFunction(() => document.querySelectorAll('#fleet tbody tr').length === 2);
    expect(await names()).toEqual(['Sea Biscuit', 'Jolly Roger']);
    await page.select('#sheet-choice', 'Sunday');
    await page.waitForFunction(() => document.querySelectorAll('#fleet tbody tr').length === 3);
    expect(await names()).toEqual(['Macaroon', 'Cream Puff', 'Milk Run']);
    await settled();
    expect(await sheetText()).toContain('Macaroon');
  });

  it('reads a list typed in a cell as a ship file\'s YAML does, and names what it cannot read', async () => {
    await page.select('#game', 'ironclads');
    await page.waitForSelector('#ship-0-crew');
    await typeInto('ship-0-crew', '8, 8, 6');
    await page.waitForSelector('#ship-0-crew:not([aria-invalid])');
    await typeInto('ship-0-crew', '8, [8');
    await page.waitForSelector('#ship-0-crew[aria-invalid="true"]');
    expect(await page.$eval('#ship-0-crew-msg', (m) => m.textContent)).toMatch(/^not read as a list: /);
    await typeInto('ship-0-crew', '[8, 8, 6]');
    await page.waitForSelector('#ship-0-crew:not([aria-invalid])');
  });

  it('reaches every control by Tab alone, each with its focus visible', async () => {
    await page.click('#start-over');
    await page.waitForFunction(() => (document.getElementById('ship-0-name') as HTMLInputElement | null)?.value === 'Sea Biscuit');
    const wanted = await page.$$eval('button, input, select, summary, a[href], [tabindex="0"]', (els) => els
      // a closed summary's options are reached once it is opened; the file input is seen through its label
      .filter((e) => !(e as HTMLButtonElement).disabled && (e.checkVisibility() || e.matches('input[type="file"]')))
      .map((e) => e.id || e.getAttribute('aria-label') || e.textContent || e.outerHTML.slice(0, 60)));
    await page.focus('body');
    const reached = new Set<string>();
    const invisible: string[] = [];
    for (let i = 0; i < wanted.length + 5; i++) {
      await page.keyboard.press('Tab');
      const [key, visible] = await page.evaluate(() => {
        const e = document.activeElement as HTMLElement;
        // past the last control focus leaves the page for the browser's own
        if (e === document.body) return ['', true] as const;
        const ring = (x: Element | null) => !!x && getComputedStyle(x).outlineStyle !== 'none' && getComputedStyle(x).outlineWidth !== '0px';
        return [e.id || e.getAttribute('aria-label') || e.textContent || e.outerHTML.slice(0, 60), ring(e) || ring(e.parentElement)] as const;
      });
      reached.add(key);
      if (!visible) invisible.push(key);
    }
    expect(wanted.filter((w) => !reached.has(w))).toEqual([]);
    expect(invisible).toEqual([]);
  });

  it('has no serious or critical axe-core violations; a screenshot for the README', async () => {
    const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    await page.addScriptTag({ content: axe });
    const violations = await page.evaluate(async () => {
      const r = await (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run();
      return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);
    // the README's picture: the example fleet beside its boat records
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await settled();
    await page.click('#thumbs button:nth-child(2)');
    await page.waitForSelector('#sheet svg[data-page="2"]');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const shot = process.env.UPDATE_BASELINES ? join(ROOT, 'docs/web.png') : join(ROOT, 'out/web.png');
    mkdirSync(join(shot, '..'), { recursive: true });
    await page.screenshot({ path: shot });
  });

  it('offers card images for a kit that prints a card deck, and not for one that prints none', async () => {
    await page.select('#game', 'milk-and-cookies');
    await page.waitForSelector('#dl-png[hidden]');
    await page.select('#game', 'naval-war');
    await page.waitForSelector('#dl-png:not([hidden])');
    await page.select('#game', 'milk-and-cookies');
    await page.waitForSelector('#dl-png[hidden]');
    await settled();
  });
});
