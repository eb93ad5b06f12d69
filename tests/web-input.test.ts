// What reaches the static site from outside it, in a real browser (one launch for the file): files
// chosen or dropped are checked by their size before any is read (sparse files of 600 MB and 2 GB
// take no disc space), and a saved state the page cannot use is set aside with a message, the page
// starting new, on a desktop and a phone's screen.
import { mkdirSync, readFileSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
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
const downloads = scratch();

beforeAll(async () => {
  on = await openSite();
  ({ site, page } = on);
  page.on('pageerror', (e) => errors.push((e as Error).message));
  page.on('dialog', (d) => void d.accept());
  cdp = await page.createCDPSession();
  const browserCdp = await on.browser.target().createCDPSession();
  await browserCdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
  // a refused file changes nothing: one visit serves every case of files, and the saved states start from its state
  await fresh();
});

afterAll(async () => {
  await on?.close();
  for (const d of [dir, downloads]) rmSync(d, { recursive: true, force: true });
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

/** The message is in view, its whole width and its first lines (a phone's screen too). */
const onScreen = (selector: string) => page.$eval(selector, (e) => {
  const r = e.getBoundingClientRect();
  return e.checkVisibility() && r.width > 0 && r.left >= 0 && r.right <= window.innerWidth && r.top >= 0 && r.top + 40 <= window.innerHeight;
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
      // the page redraws for the narrower screen: a drop while it does may not reach it
      await settled();
      // down at the pages, as after reading them: the message is brought into view
      await page.$eval('#layout', (l) => l.scrollTo(0, l.scrollHeight));
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

const KEY = 'broadside.site';
const ASIDE = 'broadside.site.set-aside';

/** Loads the page over `text` saved as its state (`inject` run first in the page too): what it then says, keeps and shows. */
async function loadWith(text: string, inject: () => void = () => {}) {
  // put in before the page's own scripts run, after the page before it saved its own state
  const scripts = [
    await page.evaluateOnNewDocument((k, t) => {
      localStorage.clear();
      localStorage.setItem(k, t);
    }, KEY, text),
    await page.evaluateOnNewDocument(inject),
  ];
  errors.length = 0;
  try {
    await page.goto(site.url, { waitUntil: 'load' });
  } finally {
    for (const { identifier } of scripts) await page.removeScriptToEvaluateOnNewDocument(identifier);
  }
  // working: the example fleet in the table and its pages made
  await page.waitForFunction(() => /^\d+ pages? · /.test(document.getElementById('status')?.textContent ?? ''), { polling: 20 });
  return {
    why: await page.$eval('#restore-problem', (e) => ((e as HTMLElement).hidden ? '' : document.getElementById('restore-why')?.textContent ?? '')),
    aside: await page.evaluate((k) => localStorage.getItem(k), ASIDE),
    rows: await page.$$eval('#fleet tbody tr', (r) => r.length),
  };
}

describe('a saved state the page cannot use is set aside, and the page starts new', () => {
  let good: Record<string, unknown>;
  const fleet = (edit: (f: Record<string, unknown>) => void) => {
    const s = structuredClone(good) as { fleets: Record<string, Record<string, unknown>> };
    edit(s.fleets['milk-and-cookies']);
    return JSON.stringify(s);
  };

  beforeAll(async () => {
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide'))); // the page saves as it goes, and at the latest here
    good = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), KEY))!);
  });

  /** After the page has said why: the copy is downloaded whole, the next visit starts clean, and Start over clears the copy. */
  async function recovered(saved: string): Promise<void> {
    await page.click('#restore-download');
    const file = join(downloads, 'broadside-saved.json');
    for (let i = 0; i < 200 && !readdirSync(downloads).includes('broadside-saved.json'); i++) await new Promise((r) => setTimeout(r, 25));
    expect(readFileSync(file, 'utf8')).toBe(saved);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('#sheet svg');
    expect(await page.$eval('#restore-problem', (e) => (e as HTMLElement).hidden)).toBe(true);
    expect(await page.evaluate((k) => localStorage.getItem(k), ASIDE)).toBe(saved);
    await page.click('#start-over');
    await page.waitForFunction((k) => localStorage.getItem(k) === null, {}, ASIDE);
  }

  /** On a phone's screen the message is in view, and stays so once the pages are made. */
  async function onPhone(): Promise<void> {
    await settled();
    expect(await onScreen('#restore-problem')).toBe(true);
  }

  const cases: { name: string; text: () => string; why: RegExp; then?: (saved: string) => Promise<void>; phone?: boolean }[] = [
    { name: 'ships not a list', text: () => fleet((f) => (f.ships = { name: 'x' })), why: /^fleets\.milk-and-cookies\.ships: expected a list of ships$/ },
    { name: 'choices missing', text: () => fleet((f) => delete f.choices), why: /^fleets\.milk-and-cookies\.choices: missing$/ },
    // JSON.stringify could not write it: 5,000 levels are written out by hand
    { name: 'a field nested 5,000 deep', text: () => fleet((f) => ((f.ships as { name: string }[])[0].name = 'DEEP')).replace('"DEEP"', `${'['.repeat(5000)}1${']'.repeat(5000)}`), why: /^fleets\.milk-and-cookies\.ships\[0\]: nested more than 64 levels deep$/, then: recovered },
    { name: 'a number', text: () => '42', why: /^the saved state: expected a mapping$/, phone: true },
  ];
  for (const c of cases) {
    it(`sets aside ${c.name}, keeps it whole and says why${c.phone ? ', on a phone\'s screen' : ''}`, async () => {
      const saved = c.text();
      if (c.phone) await page.setViewport(PHONE);
      try {
        const r = await loadWith(saved);
        expect(r.why).toMatch(/^Your saved fleets and choices could not be used \(.*\), so the page starts new\. They are kept in this browser under "broadside\.site\.set-aside" until Start over; download them to keep a copy\.$/);
        expect(r.why.replace(/^.*? used \((.*)\), so the page starts new\..*$/, '$1')).toMatch(c.why);
        expect(r.aside).toBe(saved);
        expect(r.rows).toBe(12);
        if (c.phone) await onPhone();
        await c.then?.(saved);
        expect(errors).toEqual([]);
      } finally {
        if (c.phone) await page.setViewport(DESKTOP);
      }
    });
  }

  it('sets aside a state that passes its checks and still fails the page as it is shown', async () => {
    const saved = fleet((f) => ((f.ships as { name: string }[])[0].name = 'Fails to show'));
    const r = await loadWith(saved, () => {
      // a fault the checks cannot foresee: the table refuses a ship of this name
      const own = HTMLTableElement.prototype.replaceChildren;
      HTMLTableElement.prototype.replaceChildren = function (this: HTMLTableElement, ...nodes: (Node | string)[]) {
        if (nodes.some((n) => typeof n !== 'string' && [...(n as Element).querySelectorAll?.('input') ?? []].some((i) => i.value === 'Fails to show'))) throw new Error('no table for this ship');
        return own.apply(this, nodes);
      };
    });
    expect(r.why).toContain('(the page failed on them: no table for this ship), so the page starts new.');
    expect(r.aside).toBe(saved);
    expect(r.rows).toBe(12);
  });

  it('sets aside, as the page starts, any text it cannot read as its state', async () => {
    // the page's own restore, over texts put where the page keeps its state: each one a page load less
    const texts = [
      '{"version": 1, "game":', 'null', JSON.stringify('x'.repeat(3_000_000)),
      JSON.stringify(good).replace('{', '{"__proto__": {"game": "crane"}, '),
      JSON.stringify(good).replace('"fleets":{', '"fleets":{"constructor":{},'),
    ];
    // (as text: the test's own module system would rewrite an import written here)
    const got = await page.evaluate(`(async () => {
      const { restore } = await import(new URL('./store.js', location.href).href);
      const games = new Map([['milk-and-cookies', {}], ['crane', {}]]);
      return ${JSON.stringify(texts)}.map((text) => {
        localStorage.setItem(${JSON.stringify(KEY)}, text);
        const r = restore(games);
        return { why: r.why, state: r.state, kept: localStorage.getItem(${JSON.stringify(ASIDE)}) === text && localStorage.getItem(${JSON.stringify(KEY)}) === null };
      });
    })()`);
    expect(got).toEqual([
      { why: 'not JSON', state: null, kept: true },
      { why: 'the saved state: expected a mapping', state: null, kept: true },
      { why: 'the saved state: expected a mapping', state: null, kept: true },
      { why: 'the saved state: unknown key "__proto__"', state: null, kept: true },
      { why: 'fleets: "constructor": expected one of milk-and-cookies, crane', state: null, kept: true },
    ]);
    await page.evaluate((aside) => localStorage.removeItem(aside), ASIDE);
  });

  it('checks each field\'s type, size and depth', async () => {
    // the checks themselves, over many states at once: each is one the page would set aside
    const whys = await page.evaluate(`(async () => {
      const { unusable } = await import(new URL('./saved.js', location.href).href);
      const games = new Map([['milk-and-cookies', {}], ['crane', {}]]);
      const good = ${JSON.stringify(good)};
      const at = (edit) => { const s = structuredClone(good); edit(s, s.fleets['milk-and-cookies']); return unusable(s, games); };
      return [
        unusable(good, games),
        at((s) => (s.version = 2)),
        at((s) => (s.game = 7)),
        at((s) => (s.game = 'chess')),
        at((s) => (s.fleets = [])),
        at((s, f) => (f.ships = [1])),
        at((s, f) => (f.ships = Array(5001).fill({}))),
        at((s, f) => (f.ships[0].name = 'x'.repeat(1_000_001))),
        at((s, f) => (f.choices.title = {})),
        at((s, f) => (f.choices.paper = 4)),
        at((s, f) => (f.choices.print = 'all')),
        at((s, f) => (f.choices.print['boat-record'].options = [])),
        at((s, f) => (f.choices.extra = { colour: 'red' })),
        at((s) => (s.convention = { files: [{ name: 'a.yaml', b64: '***' }], main: 'a.yaml', summary: '' })),
        at((s) => (s.convention = { files: [{ name: 'a.yaml', b64: 'YQ==' }], main: 'b.yaml', summary: '' })),
        at((s) => (s.convention = { files: [{ name: '../a.yaml', b64: 'YQ==' }], main: '../a.yaml', summary: '' })),
        at((s) => (s.convention = { files: [{ name: 'a.yaml', b64: 'YQ==' }], main: 'a.yaml', summary: '' })),
        // a game file of one's own, kept with its fleet; a state saved before there were any has none
        at((s, f) => Object.assign(s, { own: { name: 'pocket.yaml', b64: 'YQ==' }, game: 'pocket.yaml', fleets: { ...s.fleets, 'pocket.yaml': f } })),
        at((s) => delete s.own),
        at((s) => Object.assign(s, { own: null, game: 'pocket.yaml' })),
        at((s) => (s.own = 'pocket.yaml')),
        at((s) => (s.own = { name: 'pocket.yaml' })),
        at((s) => (s.own = { name: 'pocket.txt', b64: 'YQ==' })),
        at((s) => (s.own = { name: 'kit.yaml', b64: 'YQ==' })),
      ];
    })()`);
    expect(whys).toEqual([
      null,
      'version: expected 1; saved by another version of the page',
      'game: expected text',
      'game: expected one of milk-and-cookies, crane',
      'fleets: expected a mapping of games',
      'fleets.milk-and-cookies.ships[0]: expected a mapping',
      'fleets.milk-and-cookies.ships: 5,001 ships; at most 5,000',
      'fleets.milk-and-cookies.ships[0]: 1,000,001 characters long; at most 1,000,000',
      'fleets.milk-and-cookies.choices.title: expected text, a number or true/false',
      'fleets.milk-and-cookies.choices.paper: expected text',
      'fleets.milk-and-cookies.choices.print: expected a mapping of printables',
      'fleets.milk-and-cookies.choices.print.boat-record.options: expected a mapping',
      'fleets.milk-and-cookies.choices.extra: unknown key "colour"',
      'convention.files[0].b64: expected base64',
      'convention.main: expected the name of one of its files',
      'convention.files[0].name: expected a file\'s plain name',
      null,
      null,
      null,
      'game: expected one of milk-and-cookies, crane',
      'own: expected a mapping',
      'own.b64: missing',
      'own.name: expected a game file\'s name, ending .yaml, .yml or .json',
      'own.name: expected a name other than kit.yaml and ships.yaml',
    ]);
  });
});
