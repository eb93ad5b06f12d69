// What reaches the static site from outside it, in a real browser (one launch for the file): files
// chosen or dropped are checked by their size before any is read (sparse files of 600 MB and 2 GB
// take no disc space), on a desktop and a phone's screen.
import { mkdirSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratch } from './helpers.js';
import { browserMemory, openSite, type OnSite, type Site } from './web-helpers.js';

let on: OnSite;
let site: Site;
let page: Page;
let cdp: CDPSession;
const errors: string[] = [];
const dir = scratch();

beforeAll(async () => {
  on = await openSite();
  ({ site, page } = on);
  page.on('pageerror', (e) => errors.push((e as Error).message));
  cdp = await page.createCDPSession();
  // a refused file changes nothing: one visit serves every case
  await fresh();
});

afterAll(async () => {
  await on?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A file of `size` bytes that takes no room on the disc: grown by truncate, it is a hole, not zeros written. */
function sparse(name: string, size: number): string {
  const path = join(dir, name);
  writeFileSync(path, '');
  truncateSync(path, size);
  return path;
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const settled = () => page.waitForFunction(() => document.getElementById('preview')?.getAttribute('aria-busy') === 'false', { polling: 10 });
const names = () => page.$$eval('#fleet tbody input[id$="-name"]', (i) => i.map((x) => (x as HTMLInputElement).value));

/** The site, its example fleet shown; every read of a file's bytes is then counted, with its size. */
async function fresh(): Promise<void> {
  await page.goto(site.url, { waitUntil: 'load' });
  await page.waitForSelector('#sheet svg');
  await settled();
  await page.evaluate(() => {
    const reads: number[] = ((window as unknown as { reads: number[] }).reads = []);
    for (const m of ['arrayBuffer', 'text', 'stream', 'bytes'] as const) {
      const own = (Blob.prototype as unknown as Record<string, (...a: unknown[]) => unknown>)[m];
      if (own) (Blob.prototype as unknown as Record<string, unknown>)[m] = function (this: Blob, ...a: unknown[]) { reads.push(this.size); return own.apply(this, a); };
    }
    for (const m of ['readAsArrayBuffer', 'readAsText', 'readAsDataURL', 'readAsBinaryString'] as const) {
      const own = FileReader.prototype[m] as (...a: unknown[]) => void;
      (FileReader.prototype as unknown as Record<string, unknown>)[m] = function (this: FileReader, b: Blob, ...a: unknown[]) { reads.push(b.size); own.call(this, b, ...a); };
    }
  });
}
const reads = () => page.evaluate(() => (window as unknown as { reads: number[] }).reads);

/** Drops files or folders from the disc on the page, as the browser's own drag and drop does. */
async function drop(paths: string[]): Promise<void> {
  const data = { items: [], files: paths, dragOperationsMask: 1 };
  for (const type of ['dragEnter', 'dragOver', 'drop'] as const) await cdp.send('Input.dispatchDragEvent', { type, x: 200, y: 300, data });
}

/** The lines the page shows for files it would not open, once it names `first` among them. */
async function fileProblems(first = 'big.yaml'): Promise<string[]> {
  await page.waitForFunction((name) => !document.getElementById('file-problems')?.hidden && document.getElementById('loaded-summary')?.textContent?.includes(name), { polling: 10 }, first);
  return page.$$eval('#file-problem-list li code', (c) => c.map((x) => x.textContent ?? ''));
}

/** The message is on the screen, within its width (a phone's too). */
const onScreen = (selector: string) => page.$eval(selector, (e) => {
  const r = e.getBoundingClientRect();
  return e.checkVisibility() && r.width > 0 && r.left >= 0 && r.right <= window.innerWidth;
});

describe('files are checked by their size before they are read', () => {
  // a refused file changes nothing: one visit serves every case
  beforeAll(fresh);

  it('refuses a 600 MB file chosen, unread, in check\'s words; the tab\'s memory stays as it was', async () => {
    const big = sparse('big.yaml', 600 * 2 ** 20);
    const before = browserMemory(on.browser);
    await (await page.$('#open') as ElementHandle<HTMLInputElement>).uploadFile(big);
    expect(await fileProblems()).toEqual(['big.yaml: cannot read file (is 629,145,600 bytes; files are read up to 1,000,000 bytes)']);
    expect(await reads()).toEqual([]);
    // reading it would have added its 600 MB
    expect(browserMemory(on.browser) - before).toBeLessThan(100 * 2 ** 20);
    expect((await names())[0]).toBe('Sea Biscuit');
  });

  it('refuses a 2 GB file dropped on a phone\'s screen, the message in view', async () => {
    await page.setViewport(PHONE);
    try {
      await drop([sparse('huge.csv', 2 * 2 ** 30)]);
      expect(await fileProblems('huge.csv')).toEqual(['huge.csv: cannot read file (is 2,147,483,648 bytes; files are read up to 1,000,000 bytes)']);
      expect(await onScreen('#file-problems')).toBe(true);
      expect(await reads()).toEqual([]);
      expect(await page.$eval('#loaded-summary', (p) => p.textContent)).toBe('not opened: huge.csv');
    } finally {
      await page.setViewport(DESKTOP);
    }
  });

  it('refuses files each within 1 MB that come to more than 10 MB together, and more than 1,000 files at once, none read', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => sparse(`part${i}.yaml`, 999_999));
    await (await page.$('#open') as ElementHandle<HTMLInputElement>).uploadFile(...eleven);
    expect(await fileProblems('part0.yaml')).toEqual(['the 11 files opened are 10,999,989 bytes in all; files opened together are read up to 10,000,000 bytes in all']);
    const many = join(dir, 'many');
    mkdirSync(many);
    for (let i = 0; i < 1001; i++) writeFileSync(join(many, `s${i}.yaml`), '');
    await (await page.$('#open') as ElementHandle<HTMLInputElement>).uploadFile(...readdirSync(many).map((f) => join(many, f)));
    expect(await fileProblems('s0.yaml')).toEqual(['1,001 files opened at once; the page opens up to 1,000 files at once']);
    expect(await reads()).toEqual([]);
  });

  it('names a folder dropped as a folder', async () => {
    const folder = join(dir, 'fleet');
    mkdirSync(folder);
    writeFileSync(join(folder, 'ships.yaml'), 'game: crane\nships: []\n');
    await drop([folder]);
    expect(await fileProblems('fleet')).toEqual(['fleet: cannot read file (a folder, not a file; open the files in it)']);
    expect(errors).toEqual([]);
  });
});
