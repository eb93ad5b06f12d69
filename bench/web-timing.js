// The static site's speed in headless Chromium, served from site/ (npm run build:web) by a few
// lines of node:http: the first page visible after navigation on a cold cache (a fresh browser
// each run, with a profile of its own: no HTTP cache, no service worker; target 2 s), and a ship renamed in the table
// visible on the page shown, from the input event to the new page in place, for the Milk and
// Cookies kit (target 300 ms) and the Naval War kit (1 s). Medians of BENCH_RUNS (default 5).
import chromium from '@sparticuz/chromium';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import puppeteer from 'puppeteer-core';

const SITE = join(import.meta.dirname, '..', 'site');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.ttf': 'font/ttf' };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (!existsSync(join(SITE, 'engine.js'))) throw new Error('site/ is not built: npm run build:web');
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  const file = join(SITE, path.endsWith('/') ? `${path}index.html` : path);
  if (!file.startsWith(SITE) || !existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${server.address().port}/`;
const executablePath = await chromium.executablePath();
// the packaged Chromium runs in one process, which has no room for a second browser context
const launch = () => puppeteer.launch({ executablePath, args: chromium.args, headless: true, defaultViewport: { width: 1280, height: 800 } });

/** Navigation start to the first page's SVG in place, in a context with nothing cached. */
async function firstPage() {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    const t0 = performance.now();
    await page.goto(url);
    await page.waitForSelector('#sheet svg', { timeout: 30_000 });
    return performance.now() - t0;
  } finally {
    await browser.close();
  }
}

/** A ship renamed in the table: from its input event to the page shown carrying the new name. */
async function rename(browser, game) {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForSelector('#sheet svg');
  await page.select('#game', game);
  const idle = () => page.waitForFunction(() => document.getElementById('preview')?.getAttribute('aria-busy') === 'false', { polling: 10 });
  await idle();
  // show a page that carries the first ship's name
  const name = await page.$eval('#ship-0-name', (i) => i.value);
  const pages = await page.$$eval('#thumbs button', (b) => b.length);
  for (let i = 0; i < pages && !(await page.$eval('#sheet svg', (s, n) => s.textContent.includes(n), name)); i++) {
    await page.click(`#thumbs button:nth-child(${i + 1})`);
    await page.waitForSelector(`#sheet svg[data-page="${i + 1}"]`);
  }
  const samples = [];
  for (let i = 0; i < RUNS + 2; i++) {
    await idle();
    const ms = await page.evaluate((to) => new Promise((resolve) => {
      const input = document.getElementById('ship-0-name');
      const sheet = document.getElementById('sheet');
      const t0 = performance.now();
      const seen = new MutationObserver(() => {
        if (sheet.querySelector('svg')?.textContent.includes(to)) {
          seen.disconnect();
          resolve(performance.now() - t0);
        }
      });
      seen.observe(sheet, { childList: true, subtree: true });
      input.value = to;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }), `${name} ${String.fromCharCode(65 + i)}`);
    if (i >= 2) samples.push(ms);
  }
  await page.close();
  return { ms: median(samples), pages };
}

const browser = await launch();
try {
  console.log(`static site (headless Chromium): medians of ${RUNS} runs`);
  const cold = [];
  for (let i = 0; i < RUNS; i++) cold.push(await firstPage());
  const c = median(cold);
  console.log(`${'first page visible, cold cache'.padEnd(48)}${c.toFixed(0).padStart(8)} ms${'2000'.padStart(8)}  ${c <= 2000 ? 'ok' : 'OVER'}`);
  for (const [game, target] of [['milk-and-cookies', 300], ['naval-war', 1000]]) {
    const r = await rename(browser, game);
    console.log(`${`renamed ship visible, ${game} (${r.pages} pages)`.padEnd(48)}${r.ms.toFixed(0).padStart(8)} ms${String(target).padStart(8)}  ${r.ms <= target ? 'ok' : 'OVER'}`);
  }
} finally {
  await browser.close();
  server.close();
}
