// The built site (site/, made by npm run build:web before the tests) served over HTTP from a few
// lines of node:http, as any static host would; and one headless Chromium for a test file. A page of
// the tests' own (/test.html) loads the engine alone, for tests of the engine's answers.
import chromium from '@sparticuz/chromium';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { ROOT } from './helpers.js';

export const SITE = join(ROOT, 'site');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.ttf': 'font/ttf', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
};
const TEST_PAGE = join(ROOT, 'tests', 'fixtures', 'web', 'test.html');

export interface Site { url: string; port: number; server: Server; requests: string[]; close(): Promise<void> }

/** Serves `dir` at a free port (or `port`); every path asked for is recorded. */
export function serveSite(dir = SITE, port = 0): Promise<Site> {
  if (!existsSync(join(dir, 'engine.js'))) throw new Error(`${dir}: no site built; run npm run build:web`);
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(path);
    // the tests' page stands in for the site's own where the site has none
    const own = path === '/test.html' || (path === '/' && !existsSync(join(dir, 'index.html')));
    const file = own ? TEST_PAGE : join(dir, normalize(path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(dir) && file !== TEST_PAGE) return void res.writeHead(403).end();
    if (!existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => {
    const { port: p } = server.address() as AddressInfo;
    resolve({
      url: `http://127.0.0.1:${p}/`, port: p, server, requests,
      close: () => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => done()); }),
    });
  }));
}

export async function launch(): Promise<Browser> {
  return puppeteer.launch({ executablePath: await chromium.executablePath(), args: chromium.args, headless: true, defaultViewport: { width: 1280, height: 800 } });
}

/** A new page of `browser`, and the list it fills with every request it makes outside `site`'s origin. */
export async function pageOf(browser: Browser, site: Site): Promise<{ page: Page; outside: string[] }> {
  const page = await browser.newPage();
  const outside: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(site.url) && !/^(data|blob):/.test(url)) outside.push(url);
  });
  return { page, outside };
}

export interface OnSite { site: Site; browser: Browser; page: Page; outside: string[]; close(): Promise<void> }

/** What a browser test file starts from: the site served, a browser, and a page (not yet on the site) whose requests elsewhere are listed. */
export async function openSite(): Promise<OnSite> {
  const [site, browser] = await Promise.all([serveSite(), launch()]);
  const { page, outside } = await pageOf(browser, site);
  return {
    site, browser, page, outside,
    close: async () => {
      await browser.close();
      await site.close();
    },
  };
}

/** The resident memory of the browser's processes (its tabs among them), in bytes, as Linux counts it. */
export function browserMemory(browser: Browser): number {
  const root = browser.process()?.pid;
  if (!root) throw new Error('the browser was not launched by this test');
  const procs = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).flatMap((pid) => {
    try {
      // the parent is the 4th field of stat, after the name in brackets (which may hold spaces)
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      return [{ pid: Number(pid), parent: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]), rss: rss ? Number(rss[1]) * 1024 : 0 }];
    } catch {
      return []; // gone meanwhile
    }
  });
  const mine = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs) if (mine.has(p.parent) && !mine.has(p.pid)) grew = !!mine.add(p.pid);
  }
  return procs.filter((p) => mine.has(p.pid)).reduce((sum, p) => sum + p.rss, 0);
}
