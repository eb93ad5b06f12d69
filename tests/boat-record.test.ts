import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kitJob } from '../src/index.js';
import { buildSheets } from '../src/build.js';
import { textWidth } from '../src/svg/fonts.js';
import { inch } from '../src/units.js';
import { ROOT, SHIPS, cli, elements, baselineTests, expectBaselines, make, scratch, texts } from './helpers.js';

const FIXTURE = join(ROOT, 'tests/fixtures/four-boats.yaml');
const boxes = (body: string, track: string) => elements(body, 'rect', `data-track="${track}"`);

describe('boat-record', () => {
  baselineTests('boat-record', { ships: FIXTURE });

  it('has one box per gun, 3×5 hull and 2×5 sail boxes, each big enough for a grease pencil', async () => {
    const { sheets } = await make('boat-record', { ships: FIXTURE });
    const bodies = sheets.flatMap((s) => s.placements.map((p) => p.item.body));
    expect(bodies.map((b) => boxes(b, 'guns').length)).toEqual([4, 0, 12, 7]);
    for (const body of bodies) {
      expect(boxes(body, 'hull')).toHaveLength(15);
      expect(boxes(body, 'sails')).toHaveLength(10);
      for (const box of [...boxes(body, 'guns'), ...boxes(body, 'hull'), ...boxes(body, 'sails')]) {
        expect(Number(box.width)).toBeGreaterThanOrEqual(inch(0.3));
        expect(Number(box.height)).toBeGreaterThanOrEqual(inch(0.3));
      }
    }
  });

  it('puts a heavy rule and the consequence at each threshold', async () => {
    const { sheets } = await make('boat-record', { ships: FIXTURE });
    const body = sheets[0].placements[0].item.body;
    const hullRows = [...new Set(boxes(body, 'hull').map((b) => Number(b.y)))];
    const sailRows = [...new Set(boxes(body, 'sails').map((b) => Number(b.y)))];
    expect(hullRows).toHaveLength(3);
    expect(sailRows).toHaveLength(2);
    const rules = elements(body, 'line', 'stroke-width="2"').map((l) => Number(l.y1));
    const box = Number(boxes(body, 'hull')[0].height);
    // after hull row 2 (movement halved) and sail row 1 (a sail comes down)
    expect(rules).toHaveLength(2);
    expect(rules[0]).toBeGreaterThan(hullRows[1] + box);
    expect(rules[0]).toBeLessThan(hullRows[2]);
    expect(rules[1]).toBeGreaterThan(sailRows[0] + box);
    expect(rules[1]).toBeLessThan(sailRows[1]);
    for (const text of ['half speed', 'sinks', 'take down a sail', 'cannot move', 'cannot fire']) expect(body).toContain(text);
  });

  it('fits a 4×6 in laminating pouch with room to seal, three to a Letter or A4 sheet', async () => {
    for (const paper of ['letter', 'a4']) {
      const { sheets } = await make('boat-record', { ships: SHIPS, paper });
      const { item } = sheets[0].placements[0];
      expect([item.width, item.height]).toEqual([inch(3.5), inch(5.5)]);
      expect(item.width + 2 * inch(0.25)).toBeLessThanOrEqual(inch(4));
      expect(item.height + 2 * inch(0.25)).toBeLessThanOrEqual(inch(6));
      expect(sheets.map((s) => s.placements.length)).toEqual([3, 3, 3, 3]);
      // neighbours share their cut: 3 tops, 3 bottoms and 4 uprights, not 12 separate edges
      expect(sheets[0].cuts).toHaveLength(10);
    }
  });

  it('fits a long name to the card instead of clipping it', async () => {
    const { sheets } = await make('boat-record', { ships: FIXTURE });
    const body = sheets[1].placements[0].item.body;
    const name = 'The Gingerbread Galleon of Great Renown';
    const text = elements(body, 'text').find((t) => t['font-size'] && body.includes(`>${name}<`) && Number(t['font-size']) < 16 && Number(t.x) === 42);
    expect(text).toBeDefined();
    const right = Number(text!.x) + textWidth(name, Number(text!['font-size']), 'bold');
    expect(right).toBeLessThanOrEqual(inch(3.5) - 12);
  });
});

describe('boat-record, blank', () => {
  for (const paper of ['letter', 'a4']) {
    it(`matches its baseline as blank cards on ${paper}, made without ships`, async () => {
      // three cards of 12 guns and one of 5: the default and the option side by side
      const { pdf } = await make('boat-record', { paper, options: { blank: true }, count: 3 });
      await expectBaselines(pdf, 'boat-record', `blank-${paper}`);
      const five = await make('boat-record', { paper, options: { blank: 'true', guns: '5' } });
      await expectBaselines(five.pdf, 'boat-record', `blank-5-guns-${paper}`);
    });

    it(`has an empty name line, a side to write in, 12 gun boxes and the same tracks as a filled card on ${paper}`, async () => {
      const { sheets } = await make('boat-record', { paper, options: { blank: true }, count: 4 });
      expect(sheets.map((s) => s.placements.length)).toEqual([3, 1]);
      const filled = (await make('boat-record', { ships: FIXTURE, paper })).sheets[0].placements[0].item.body;
      for (const { item } of sheets.flatMap((s) => s.placements)) {
        expect([item.width, item.height]).toEqual([inch(3.5), inch(5.5)]);
        const body = item.body;
        // the name line runs from after the BOAT label to the right inset, and nothing is written on it
        const [line] = elements(body, 'line', 'data-write-in="name"');
        expect([+line.x1, +line.x2]).toEqual([42, inch(3.5) - 12]);
        expect(+line.x2 - +line.x1).toBeGreaterThanOrEqual(inch(2.5));
        const onLine = texts(body).filter((t) => t.x + t.w > +line.x1 && t.y + t.h > +line.y1 - 20 && t.y < +line.y1);
        expect(onLine).toEqual([]);
        expect(texts(body).map((t) => t.what)).toContain('BOAT');
        // the side: the word, then a short line after it, clear of each other
        const side = texts(body).find((t) => t.what === 'Side')!;
        const [sideLine] = elements(body, 'line', 'data-write-in="side"');
        expect(side.x + side.w).toBeLessThan(+sideLine.x1);
        expect(+sideLine.x2 - +sideLine.x1).toBeGreaterThanOrEqual(18);
        const guns = boxes(body, 'guns');
        expect(guns).toHaveLength(12);
        expect(new Set(guns.map((b) => +b.y)).size).toBe(2); // 6 a row, as the game's data says
        // the tracks are the filled card's: the same boxes across (only their height on the card moves with the guns)
        for (const track of ['hull', 'sails']) {
          const across = (b: string) => boxes(b, track).map((x) => [+x.x, +x.width, +x.height]);
          expect(across(body)).toEqual(across(filled));
        }
        expect(boxes(body, 'hull')).toHaveLength(15);
        expect(boxes(body, 'sails')).toHaveLength(10);
        for (const b of [...guns, ...boxes(body, 'hull'), ...boxes(body, 'sails')]) {
          expect([+b.width, +b.height]).toEqual([inch(0.36), inch(0.36)]);
          expect(+b.y + +b.height).toBeLessThanOrEqual(inch(5.5) - 6);
        }
        for (const text of ['half speed', 'sinks', 'take down a sail', 'cannot move', 'cannot fire']) expect(body).toContain(text);
      }
    });
  }

  it('has --guns N gun boxes, rows as even as they can be', async () => {
    for (const [guns, rows] of [[0, []], [1, [1]], [5, [5]], [7, [4, 3]], [12, [6, 6]]] as [number, number[]][]) {
      const { sheets } = await make('boat-record', { options: { blank: true, guns: String(guns) } });
      const body = sheets[0].placements[0].item.body;
      const ys = boxes(body, 'guns').map((b) => +b.y);
      expect([...new Set(ys)].map((y) => ys.filter((v) => v === y).length), `${guns} guns`).toEqual(rows);
      expect(body.includes('>GUNS: none<'), `${guns} guns`).toBe(guns === 0);
    }
  });

  it('refuses a --guns out of bounds or without --blank, exit 2, and writes nothing', async () => {
    const dir = scratch();
    const out = join(dir, 'b.pdf');
    for (const [args, message] of [
      [['--blank', '--guns', '13'], /--guns: expected a whole number from 0 to 12, got 13/],
      [['--blank', '--guns', 'six'], /--guns: expected a whole number from 0 to 12, got "six"/],
      [['--ships', SHIPS, '--guns', '8'], /--guns sets the gun boxes of a blank card.*add --blank, or leave out --guns/],
      [[], /boat-record is printed per ship: give --ships FILE or --blank/],
    ] as [string[], RegExp][]) {
      const r = await cli('make', 'boat-record', ...args, '--out', out);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(message);
      expect(existsSync(out)).toBe(false);
    }
  });

  it('prints blank cards from a kit entry, with no ships file', () => {
    const dir = scratch();
    const kit = join(dir, 'kit.yaml');
    writeFileSync(kit, 'game: milk-and-cookies\nprint:\n  boat-record: { count: 2, blank: true, guns: 8 }\n  range-stick: 1\n');
    const sheets = buildSheets(kitJob(kit));
    expect(sheets.map((s) => [s.section, s.placements.length])).toEqual([['boat-record (blank)', 2], ['range-stick', 1]]);
    for (const p of sheets[0].placements) expect(boxes(p.item.body, 'guns')).toHaveLength(8);
    writeFileSync(kit, 'game: milk-and-cookies\nprint:\n  boat-record: { count: 2, blank: true, guns: 20 }\n');
    expect(() => kitJob(kit)).toThrow(/kit\.yaml:3:47: print\.boat-record\.guns: expected a whole number from 0 to 12, got 20/);
  });
});
