import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kitJob } from '../src/index.js';
import { buildSheets } from '../src/build.js';
import { milkAndCookies } from '../src/games/milk-and-cookies/index.js';
import { inch } from '../src/units.js';
import { ROOT, SHIPS, cli, elements, expectBaselines, make, scratch, texts } from './helpers.js';
import { W, expectSound, parts, role } from './boat-card.js';

const FIXTURE = join(ROOT, 'tests/fixtures/four-boats.yaml');
const guns = (body: string) => parts(body).boxes.filter((b) => b.track === 'guns');

describe('boat-record, blank', () => {
  for (const paper of ['letter', 'a4']) {
    it(`matches its baseline as blank cards on ${paper}, made without ships`, async () => {
      // three cards of 12 guns and one of 5: the default and the option side by side
      const { pdf } = await make('boat-record', { paper, options: { blank: true }, count: 3 });
      await expectBaselines(pdf, 'boat-record', `blank-${paper}`);
      const five = await make('boat-record', { paper, options: { blank: 'true', guns: '5' } });
      await expectBaselines(five.pdf, 'boat-record', `blank-5-guns-${paper}`);
    });

    it(`has a name line, both sides to circle, a boat without ports, 12 gun boxes and the filled card's tracks on ${paper}`, async () => {
      const { sheets } = await make('boat-record', { paper, options: { blank: true }, count: 4 });
      expect(sheets.map((s) => s.placements.length)).toEqual([3, 1]);
      const filled = (await make('boat-record', { ships: FIXTURE, paper })).sheets[0].placements[0].item.body;
      const sides = milkAndCookies.data['boat-record'].sides;
      for (const { item } of sheets.flatMap((s) => s.placements)) {
        expect([item.width, item.height]).toEqual([inch(3.5), inch(5.5)]);
        const body = item.body;
        expectSound(body, 'blank card');
        // the name line runs from after the NAME word to the right inset, and nothing is written on it
        const [line] = elements(body, 'line', 'data-write-in="name"');
        expect(+line.x2).toBe(W - 12);
        expect(+line.x2 - +line.x1).toBeGreaterThanOrEqual(inch(2.5));
        const onLine = texts(body).filter((t) => t.x + t.w > +line.x1 && t.y + t.h > +line.y1 - 20 && t.y < +line.y1);
        expect(onLine).toEqual([]);
        expect(elements(body, 'text', 'data-name')).toEqual([]);
        const word = texts(body).find((t) => t.what === 'NAME')!;
        expect(word.x + word.w).toBeLessThan(+line.x1);
        // both sides, half the band each, in their colours and with their letters
        const { bands, words, boat } = parts(body);
        expect(bands.map((b) => [b.side, b.fill, b.w])).toEqual([['A', sides.A.colour, (W - 24) / 2], ['B', sides.B.colour, (W - 24) / 2]]);
        expect(role(words, /side-letter/).map((t) => t.what)).toEqual(['A', 'B']);
        expect(role(words, /side-name/).map((t) => t.what)).toEqual([sides.A.name, sides.B.name]);
        // a generic boat: no ports, white flags
        expect(boat[0].guns).toBe(0);
        expect(elements(body, 'rect', 'data-gun')).toEqual([]);
        expect(new Set(elements(body, 'polygon', 'data-flag').map((f) => f.fill))).toEqual(new Set(['#ffffff']));
        expect(guns(body)).toHaveLength(12);
        expect(new Set(guns(body).map((b) => b.y)).size).toBe(2); // 6 a row, as the game's data says
        // the tracks are the filled card's: the same boxes across (only their height on the card moves with the guns)
        for (const track of ['hull', 'sails']) {
          const across = (b: string) => parts(b).boxes.filter((x) => x.track === track).map((x) => [x.x, x.w, x.h]);
          expect(across(body)).toEqual(across(filled));
        }
        expect(body).toContain('half as far');
      }
    });
  }

  it('has --guns N gun boxes, rows as even as they can be', async () => {
    for (const [n, rows] of [[0, []], [1, [1]], [5, [5]], [7, [4, 3]], [12, [6, 6]]] as [number, number[]][]) {
      const { sheets } = await make('boat-record', { options: { blank: true, guns: String(n) } });
      const body = sheets[0].placements[0].item.body;
      const ys = guns(body).map((b) => b.y);
      expect([...new Set(ys)].map((y) => ys.filter((v) => v === y).length), `${n} guns`).toEqual(rows);
      expect(body.includes('>This boat has no guns.<'), `${n} guns`).toBe(n === 0);
      expectSound(body, `${n} guns`);
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
    for (const p of sheets[0].placements) expect(guns(p.item.body)).toHaveLength(8);
    writeFileSync(kit, 'game: milk-and-cookies\nprint:\n  boat-record: { count: 2, blank: true, guns: 20 }\n');
    expect(() => kitJob(kit)).toThrow(/kit\.yaml:3:47: print\.boat-record\.guns: expected a whole number from 0 to 12, got 20/);
  });
});
