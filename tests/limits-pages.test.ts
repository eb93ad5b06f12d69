// A limit on the total: a job estimated over 5,000 pages is refused up front, from one copy of each
// entry, with the estimate, the limit and the kit's line; nothing of the full count is made or drawn.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, buildSections, measure } from '../src/build.js';
import { MAX_PAGES } from '../src/estimate.js';
import { kitJob, makeJob } from '../src/index.js';
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
    await expect(build(job)).rejects.toThrow(/play-deck: 1000: about [\d,]+ pages in all; a PDF is made of at most 5,000 pages/);
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
    const { code, err } = await cli('kit', kit, '--out', join(dir, 'big.pdf'));
    expect(code).toBe(2);
    expect(err).toMatch(/kit\.yaml:5:3: play-deck: 1000: about [\d,]+ pages in all; a PDF is made of at most 5,000 pages; lower the count, or split the job/);
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

  it('refuses more than 20,000 laminated pieces, and 50,000 in all, from one copy of each entry, naming the entry', async () => {
    const dir = scratch();
    const kit = (name: string, entries: string[]) => {
      writeFileSync(join(dir, name), `game: crane\nprint:\n${entries.map((e) => `  - { printable: markers, ${e} }`).join('\n')}\n`);
      const job = kitJob(join(dir, name));
      const asked: number[] = [];
      const print = job.print.map((e) => ({ ...e, printable: { ...e.printable, items: (req: Parameters<Printable['items']>[0]) => (asked.push(req.count), e.printable.items(req)) } }));
      return { job: { ...job, print }, asked };
    };
    // a set of markers is 18 pieces: 1,000 sets laminated are within the limit, 1,112 are not
    let { job, asked } = kit('laminated.yaml', ['count: 1000, layout: laminate', 'count: 112, layout: laminate']);
    await expect(build(job)).rejects.toThrow(/laminated\.yaml:4:18: markers: 112: 20,016 laminated pieces in all; a PDF holds at most 20,000 laminated pieces \(cards, records, markers, labels and the like\); lower the count, or split the job into several kits$/);
    expect(asked).toEqual([1, 1]);
    ({ job, asked } = kit('plain.yaml', ['count: 1000', 'count: 1000', 'count: 778']));
    await expect(build(job)).rejects.toThrow(/plain\.yaml:5:18: markers: 778: 50,004 pieces in all; a PDF holds at most 50,000 pieces/);
    expect(asked).toEqual([1, 1, 1]);
    expect(measure(kit('within.yaml', ['count: 1000', 'count: 1000', 'count: 650', 'count: 111, layout: laminate']).job).total).toBeLessThan(MAX_PAGES);
  });

  it('refuses a kit of more than 200 print entries at the first one too many, in check too', async () => {
    const dir = scratch();
    const kit = join(dir, 'kit.yaml');
    writeFileSync(kit, `game: crane\nprint:\n${'  - { printable: markers, count: 1, layout: laminate }\n'.repeat(250)}`);
    const message = '203:5: print[200]: 250 print entries; a kit lists at most 200; give a printable a count instead of listing it again, or split the kit';
    expect(() => kitJob(kit)).toThrow(`${kit}:${message}`);
    const { code, err } = await cli('check', kit);
    expect(code).toBe(2);
    expect(err).toContain(`kit.yaml:${message}`);
    writeFileSync(kit, `game: crane\nprint:\n${'  - { printable: markers, count: 1, layout: laminate }\n'.repeat(200)}`);
    expect(kitJob(kit).print).toHaveLength(200);
  });

  it('never writes a PDF without pages', async () => {
    const dir = scratch();
    const out = join(dir, 'empty.pdf');
    await expect(writePdf([], 'empty', out)).rejects.toThrow(/empty\.pdf: nothing to print, so no PDF was written/);
    expect(existsSync(out)).toBe(false);
  });
});
