// The live preview in a real browser (headless Chromium, web-helpers.ts): one launch for
// the file. The server runs in-process on a temporary copy of the Milk and Cookies kit.
import { cpSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, relative } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose } from '../src/build.js';
import { kitJob } from '../src/index.js';
import { startServer, type Running } from '../src/serve/index.js';
import { FONT_FILES } from '../src/svg/fonts.js';
import { ROOT, cli, mediaBoxes, scratch } from './helpers.js';
import { launch } from './web-helpers.js';

const SCREENS = join(ROOT, 'out/serve-screens');
const dir = scratch();
const kit = join(dir, 'kits/milk-and-cookies.yaml');
const ships = join(dir, 'ships/milk-and-cookies.yaml');
const original = readFileSync(join(ROOT, 'examples/ships/milk-and-cookies.yaml'), 'utf8');

/** Saves as editors that write a new file and rename it over the old one do. */
function save(path: string, text: string): void {
  writeFileSync(`${path}.swp`, text);
  renameSync(`${path}.swp`, path);
}

/** A raw request, so that the Host header is the one given (fetch sets its own). */
function get(port: number, path: string, host = `127.0.0.1:${port}`): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

let server: Running;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  mkdirSync(join(dir, 'kits'));
  mkdirSync(join(dir, 'ships'));
  cpSync(join(ROOT, 'examples/kits/milk-and-cookies.yaml'), kit);
  writeFileSync(ships, original);
  mkdirSync(SCREENS, { recursive: true });
  [server, browser] = await Promise.all([
    startServer({ file: kit, port: 0 }),
    launch(),
  ]);
  page = await browser.newPage();
  await page.goto(server.url, { waitUntil: 'load' });
  await page.waitForSelector('#sheet svg');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The most an update may take before a test fails: a functional bound, not a speed target. */
const UPDATE = 15_000;

const sheetText = () => page.$eval('#sheet svg', (svg) => svg.textContent ?? '');

describe('broadside serve', () => {
  it('shows every sheet of the kit, the same SVG the PDF is made from', async () => {
    const { pages } = compose(kitJob(kit));
    // the sticks and the dice labels share a page
    expect(pages.length).toBe(10);
    expect(await page.$$eval('#thumbs button', (b) => b.length)).toBe(pages.length);
    // the sheet on screen is page 1 as the writer receives it: same size in pt
    const box = await page.$eval('#sheet svg', (svg) => svg.getAttribute('viewBox'));
    expect(box).toBe(`0 0 ${pages[0].width} ${pages[0].height}`);
    for (const n of [1, 2, 10]) expect((await get(server.port, `/pages/${n}.svg`)).body.toString()).toBe(pages[n - 1].svg);
  });

  it('shows a ship renamed in its file, on the page and zoom the user was on', async () => {
    await page.click('#thumbs button:nth-child(2)');
    await page.waitForSelector('#sheet svg[data-page="2"]');
    await page.select('#zoom', 'actual');
    const width = await page.$eval('#sheet svg', (svg) => Number(svg.getAttribute('width')));
    // actual size at the nominal screen scale: 96 CSS px an inch, 11 in across
    expect(width).toBeCloseTo(11 * 96, 6);
    expect(await sheetText()).toContain('Sea Biscuit');
    // how soon is measured by `npm run bench` (bench/serve.js); here only that it comes, on a busy machine too
    save(ships, original.replace('Sea Biscuit', 'Zephyr Queen'));
    await page.waitForFunction(() => document.querySelector('#sheet svg')?.textContent?.includes('Zephyr Queen'), { timeout: UPDATE, polling: 20 });
    expect(await page.$eval('#sheet svg', (svg) => svg.getAttribute('data-page'))).toBe('2');
    expect(await page.$eval('#zoom', (s) => (s as HTMLSelectElement).value)).toBe('actual');
    expect(await page.$eval('#sheet svg', (svg) => Number(svg.getAttribute('width')))).toBe(width);
    expect(await sheetText()).not.toContain('Sea Biscuit');
  });

  it('shows a mistake as a banner naming file, line, column and field, the last good pages beneath; a fix clears it', async () => {
    const broken = original.replace('Sea Biscuit, side: A, guns: 4', 'Zephyr Queen, side: A, guns: 40');
    save(ships, broken);
    await page.waitForSelector('#banner:not([hidden])', { timeout: UPDATE });
    const text = await page.$eval('#problems li code', (c) => c.textContent);
    const row = broken.split('\n').findIndex((l) => l.includes('Zephyr Queen'));
    const col = broken.split('\n')[row].indexOf('40') + 1;
    expect(text).toBe(`${relative(process.cwd(), ships)}:${row + 1}:${col}: ships[0].guns: expected a whole number from 0 to 12, got 40`);
    // the quoted line is the ships file's (the kit shares its name), the caret under the value
    const quote = (await page.$eval('#problems li pre', (p) => p.textContent ?? '')).split('\n');
    expect(quote[0]).toBe(`${row + 1} | ${broken.split('\n')[row]}`);
    expect(quote[1].indexOf('^')).toBe(`${row + 1} | `.length + col - 1);
    expect(await sheetText()).toContain('Zephyr Queen');
    expect(await page.$$eval('#thumbs button', (b) => b.length)).toBe(10);
    // no PDF of pages the files no longer make
    expect((await get(server.port, '/kit.pdf')).status).toBe(409);
    expect(await page.$eval('#download', (a) => a.hasAttribute('aria-disabled'))).toBe(true);
    await page.screenshot({ path: join(SCREENS, 'problem.png') });
    save(ships, original.replace('Sea Biscuit', 'Zephyr Queen'));
    await page.waitForSelector('#banner[hidden]', { timeout: UPDATE });
    expect(await page.$eval('#sheet svg', (svg) => svg.getAttribute('data-page'))).toBe('2');
  });

  it('downloads the PDF of the paper chosen on the page, the same bytes as kit; sets text in the shipped fonts', async () => {
    const before = await page.$eval('body', (b) => Number(b.dataset.version));
    await page.select('#paper', 'a4');
    await page.waitForFunction((v) => Number(document.body.dataset.version) > v, {}, before);
    // page 2, landscape A4 on screen at actual size: 297 mm across, 96 CSS px an inch
    await page.waitForFunction(() => Math.abs((document.querySelector('#sheet svg') as SVGSVGElement | null)!.viewBox.baseVal.width - 841.89) < 0.01);
    expect(await page.$eval('#sheet svg', (svg) => svg.getAttribute('data-page'))).toBe('2');
    expect(await page.$eval('#sheet svg', (svg) => Number(svg.getAttribute('width')))).toBeCloseTo((297 / 25.4) * 96, 6);
    const { status, body } = await get(server.port, '/kit.pdf');
    expect(status).toBe(200);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const out = scratch();
    expect((await cli('kit', kit, '--paper', 'a4', '--out', out)).code).toBe(0);
    expect(body.equals(readFileSync(join(out, 'milk-and-cookies.pdf')))).toBe(true);
    // A4 portrait is 595.28 × 841.89 pt: the contents page
    const [x0, y0, w, h] = mediaBoxes(body)[0];
    expect([x0, y0]).toEqual([0, 0]);
    expect(w).toBeCloseTo(595.28, 2);
    expect(h).toBeCloseTo(841.89, 2);
    // the sheets' text faces are the package's own font files (checked last: by now they are loaded)
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family.replaceAll('"', '')} ${f.weight}`);
    });
    expect(fonts).toEqual(expect.arrayContaining(['Atkinson Hyperlegible 400', 'Atkinson Hyperlegible 700']));
  });

  it('answers only to its loopback names with its port', async () => {
    const p = server.port;
    expect((await get(p, '/state')).status).toBe(200);
    expect((await get(p, '/state', `localhost:${p}`)).status).toBe(200);
    for (const host of ['evil.example', `evil.example:${p}`, `127.0.0.1:${p + 1}`, '127.0.0.1', `localhost.evil.example:${p}`]) {
      const r = await get(p, '/', host);
      expect(r.status, host).toBe(403);
      expect(r.body.toString()).not.toContain('<html');
    }
  });

  it('serves its own page, script, style and fonts, and no other file', async () => {
    const p = server.port;
    const font = await get(p, '/fonts/AtkinsonHyperlegible-Regular.ttf');
    expect(font.status).toBe(200);
    expect(font.body.equals(readFileSync(FONT_FILES.regular))).toBe(true);
    for (const path of ['/app.js', '/app.css', '/viewer.js', '/viewer.css', '/']) expect((await get(p, path)).status).toBe(200);
    const outside = ['/../package.json', '/package.json', '/fonts/../../etc/passwd', '/fonts/%2e%2e/%2e%2e/package.json', '/fonts/AtkinsonHyperlegible-OFL.txt',
      '/etc/passwd', `/${ships}`, `//${ships}`, '/web/app.js', '/site/viewer.js', '/site/app.js', '/pages/0.svg', '/pages/11.svg', '/pages/../../package.json', '/src/cli.ts', '/%2e%2e/package.json'];
    for (const path of outside) {
      const r = await get(p, path);
      expect(r.status, path).toBe(404);
      expect(r.body.toString(), path).not.toMatch(/"name"|root:|Zephyr/);
    }
  });
});
