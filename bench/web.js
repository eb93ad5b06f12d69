// The site's transfer: the bytes, gzipped as a static host sends them, that the page fetches before
// its first page can show (a cold cache, headless Chromium against site/ on a local server), and the
// whole site (what the service worker keeps: the spreadsheet reader and the fallback fonts too).
// Targets: 1.5 MB and 3 MB. npm run bench builds the site first (npm run build:web).
import chromium from '@sparticuz/chromium';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';

const ROOT = new URL('..', import.meta.url).pathname;
const SITE = join(ROOT, 'site');
// the engine alone, where the site has no page of its own yet
const TEST_PAGE = join(ROOT, 'tests', 'fixtures', 'web', 'test.html');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.ttf': 'font/ttf' };
const MB = 1024 * 1024;

if (!existsSync(join(SITE, 'engine.js'))) throw new Error('no site/: run npm run build:web');
const ownPage = existsSync(join(SITE, 'index.html'));
const fileOf = (path) => (path === '/' || path === '/index.html' ? (ownPage ? join(SITE, 'index.html') : TEST_PAGE) : join(SITE, normalize(path)));
const gz = (file) => gzipSync(readFileSync(file)).length;

const server = createServer((req, res) => {
  const file = fileOf(new URL(req.url, 'http://x').pathname);
  if (!existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await puppeteer.launch({ executablePath: await chromium.executablePath(), args: chromium.args, headless: true });
try {
  const page = await browser.newPage();
  // requests the page makes itself (the service worker's own fetches, made after, are not among them)
  const fetched = new Set();
  page.on('request', (r) => fetched.add(new URL(r.url()).pathname));
  const t0 = performance.now();
  await page.goto(url, { waitUntil: 'load' });
  if (ownPage) {
    // the page shows its first page once nothing more is being fetched for it
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 20_000 });
  } else {
    await page.waitForSelector('body[data-ready]');
    await page.evaluate(async () => {
      const { ships, kit } = window.engine.example('milk-and-cookies');
      const { pages } = await window.engine.compose({ files: [ships, kit], main: kit.name });
      document.body.insertAdjacentHTML('beforeend', pages[0].svg);
    });
  }
  const ms = performance.now() - t0;
  const first = [...fetched].filter((p) => existsSync(fileOf(p)) && statSync(fileOf(p)).isFile());
  const firstBytes = first.reduce((n, p) => n + gz(fileOf(p)), 0);
  const all = readdirSync(SITE, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  const allBytes = all.reduce((n, f) => n + gz(f), 0);
  const fmt = (b) => `${(b / MB).toFixed(2)} MB`;
  console.log(`site transfer (gzipped)${ownPage ? '' : ' — the engine alone: the site has no page of its own'}`);
  console.log(`  before the first page shows: ${fmt(firstBytes)} in ${first.length} files (target ≤ 1.50 MB), ${Math.round(ms)} ms to the first page here`);
  for (const p of first.sort()) console.log(`    ${p.padEnd(40)} ${(gz(fileOf(p)) / 1024).toFixed(0).padStart(6)} KB`);
  console.log(`  everything (spreadsheet reader, fallback fonts): ${fmt(allBytes)} in ${all.length} files (target ≤ 3.00 MB)`);
} finally {
  await browser.close();
  server.close();
}
