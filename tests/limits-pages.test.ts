// A limit on the total: a job estimated over 5,000 pages is refused up front, from one copy of each
// entry, with the estimate, the limit and the kit's line; nothing of the full count is made or drawn.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, buildSections } from '../src/build.js';
import { MAX_PAGES } from '../src/estimate.js';
import { makeJob } from '../src/index.js';
import { writePdf } from '../src/pdf/file.js';
import type { Printable } from '../src/printables/types.js';
import { cli, scratch } from './helpers.js';

/** The job with its printables wrapped to record the counts their items were asked for. */
function spied(name: string, count: number, opts = {}) {
  const job = makeJob(name, { ...opts, count: 1 });
  const asked: number[] = [];
  const print = job.print.map((e) => {
    const p: Printable = { ...e.printable, items: (req) => (asked.push(req.count), e.printable.items(req)) };
    return { ...e, printable: p, count };
  });
  return { job: { ...job, print }, asked };
}

describe('the page limit', () => {
  it(`refuses 1,000 play decks (108,000 cards) from one deck's sheets, without making the rest`, async () => {
    const { job, asked } = spied('play-deck', 1000);
    const t0 = Date.now();
    await expect(build(job)).rejects.toThrow(/play-deck: 1000: about [\d,]+ pages in all; a PDF is made of at most 5,000 pages/);
    expect(Date.now() - t0).toBeLessThan(10_000);
    // one copy was made to measure the job; the thousand never were, and nothing was drawn
    expect(asked).toEqual([1]);
  });

  it('estimates what the full count makes: the exact page count for a job within the limit', () => {
    // 20 decks: the estimate from one deck against the sheets the 20 really make
    const { job, asked } = spied('play-deck', 20);
    const sections = buildSections(job);
    expect(asked).toEqual([1, 20]);
    const one = buildSections(spied('play-deck', 1).job)[0].sheets.length;
    expect(sections[0].sheets.length).toBe(20 * one);
    expect(20 * one).toBeLessThan(MAX_PAGES);
  });

  it('measures packing: 1,000 range sticks several to a sheet are within the limit and made', () => {
    const { job, asked } = spied('range-stick', 1000);
    const sections = buildSections(job);
    expect(asked).toEqual([1, 1000]);
    expect(sections[0].sheets.length).toBeLessThan(MAX_PAGES);
  });

  it('names the kit entry that takes a kit over the limit, and writes nothing', async () => {
    const dir = scratch();
    const kit = join(dir, 'kit.yaml');
    writeFileSync(kit, 'title: big\ngame: naval-war\nprint:\n  score-sheet: 1\n  play-deck: 1000\n');
    const t0 = Date.now();
    const { code, err } = await cli('kit', kit, '--out', join(dir, 'big.pdf'));
    expect(code).toBe(2);
    expect(err).toMatch(/kit\.yaml:5:3: play-deck: 1000: about [\d,]+ pages in all; a PDF is made of at most 5,000 pages; lower the count, or split the job/);
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(existsSync(join(dir, 'big.pdf'))).toBe(false);
  });

  it('refuses a huge ship list on its length, before checking each ship', async () => {
    const dir = scratch();
    const ships = join(dir, 'ships.yaml');
    const lines = Array.from({ length: 2_000 }, (_, i) => `  - { name: S${i}, speed: nonsense }`);
    writeFileSync(ships, `game: milk-and-cookies\nships:\n${lines.join('\n')}\n`);
    const { code, err } = await cli('make', 'boat-record', '--ships', ships, '--out', join(dir, 'x.pdf'));
    expect(code).toBe(2);
    // the one problem that matters, not 2,000 ships' worth of them
    expect(err.split('\n')).toHaveLength(1);
    expect(err).toMatch(/ships\.yaml:3:3: ships: 2000 ships; a milk-and-cookies ship file holds at most 500/);
  });

  it('never writes a PDF without pages', async () => {
    const dir = scratch();
    const out = join(dir, 'empty.pdf');
    await expect(writePdf([], 'empty', out)).rejects.toThrow(/empty\.pdf: nothing to print, so no PDF was written/);
    expect(existsSync(out)).toBe(false);
  });
});
