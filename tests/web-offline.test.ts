// The site's service worker in a real browser: after a first visit, the site works with the server
// gone (a reload shows the page, and the engine makes a kit from the files kept); the page asks
// nothing of another origin.
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openSite, type OnSite, type Site } from './web-helpers.js';

let on: OnSite;
let site: Site;
let page: Page;
// requests the page made of another origin: there must be none
let outside: string[];

beforeAll(async () => {
  on = await openSite();
  ({ site, page, outside } = on);
});

afterAll(() => on?.close());

it('works offline after the first visit', async () => {
  await page.goto(site.url, { waitUntil: 'load' });
  // the worker keeps every file of the build when it installs, then takes the page over
  await page.evaluate(async () => {
    const taken = new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    await navigator.serviceWorker.register('./sw.js');
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await taken;
  });
  await site.close();
  const res = await page.reload({ waitUntil: 'load' });
  expect(res?.status()).toBe(200);
  // as text: the test runner would rewrite an import() written in a function
  const made = await page.evaluate(`(async () => {
    const engine = await import(new URL('./engine.js', location.href).href);
    await engine.ready();
    const { ships, kit } = engine.example('milk-and-cookies');
    const { pages, problems } = await engine.compose({ files: [ships, kit], main: kit.name });
    return { pages: pages.length, problems: problems.length, title: document.title };
  })()`);
  expect(made).toEqual({ pages: 10, problems: 0, title: expect.any(String) });
  expect(outside).toEqual([]);
});
