// Values the published rules do not give are marked on every aid drawn from them: one rule decides
// (src/games/defaults.ts), from the game's data file alone; the render loop draws the mark.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultsIn, defaultsOf } from '../src/games/defaults.js';
import { GAMES, gameById } from '../src/games/registry.js';
import { kitJob } from '../src/index.js';
import { itemsOf } from '../src/printables/mark.js';
import { Templates } from '../src/svg/templates.js';
import type { Item } from '../src/printables/types.js';
import { cli, make, ROOT, scratch, texts } from './helpers.js';

const KITS = ['milk-and-cookies', 'ironclads', 'crane', 'naval-war', 'beat-to-quarters'];
const MARK = /<g[^>]*data-default-mark=""[^>]*>(?:<rect[^>]*\/>)?(<text[^>]*>[^<]*<\/text>)<\/g>/;
const markOf = (item: Item) => MARK.exec(item.body)?.[1];

/** The aids of each game that are drawn from defaults, as the shipped data files have them. */
const MARKED: Record<string, string[]> = {
  'milk-and-cookies': [],
  ironclads: ['range-stick', 'deflection-gauge', 'turning-gauge', 'chart-card'],
  crane: ['firing-card'],
  'naval-war': ['ship-deck', 'play-deck'],
  'beat-to-quarters': ['ship-data-card', 'reference-card', 'damage-table', 'gunnery-card', 'engagement-card', 'ship-table', 'fleet-purchase'],
};

describe('defaults', () => {
  it('are found in each game\'s data: the listed values, every cell ending in "*" and every table marked default', () => {
    const ic = defaultsOf(gameById('ironclads')!.data);
    expect(ic.map((d) => d.path)).toEqual(expect.arrayContaining(['range-stick.sticks', 'turning-gauge.arc.bands', 'chart-card.tables[0]', 'chart-card.tables[5].rows[0][1]']));
    // the legible ramming cell (8 in rams on 1–12) is the rules' own, its neighbour not
    expect(ic.map((d) => d.path)).not.toContain('chart-card.tables[5].rows[7][1]');
    expect(ic.map((d) => d.path)).toContain('chart-card.tables[5].rows[6][1]');
    expect(defaultsOf(gameById('milk-and-cookies')!.data)).toEqual([]);
  });

  it('mark exactly the aids drawn from them', () => {
    for (const game of GAMES) {
      const marked = game.printables.filter((p) => defaultsIn(game, p).length > 0).map((p) => p.name);
      expect(marked.sort(), game.id).toEqual([...MARKED[game.id]].sort());
    }
  });

  for (const kit of KITS) {
    it(`print on every item of a marked aid in the ${kit} kit, inside it, clear of its other words, at 6.5 pt`, () => {
      const job = kitJob(join(ROOT, 'examples/kits', `${kit}.yaml`));
      for (const { printable, options } of job.print) {
        const items = itemsOf(printable, { game: job.game, ships: job.ships, count: 1, options, templates: new Templates() });
        const marked = defaultsIn(job.game, printable, options).length > 0;
        for (const item of items) {
          const mark = markOf(item);
          expect(!!mark, `${kit} ${printable.name}`).toBe(marked);
          if (!mark) continue;
          const [box] = texts(mark);
          expect(box.what).toBe(`default — see data/${job.game.id}.yaml`);
          expect(+box.attrs['font-size']).toBe(6.5);
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.x + box.w).toBeLessThanOrEqual(item.width);
          expect(box.y + box.h).toBeLessThanOrEqual(item.height);
          const others = texts(item.body.replace(MARK, '')).filter((t) => Number.isFinite(t.x) && Number.isFinite(t.y));
          for (const t of others) {
            const apart = t.x >= box.x + box.w || box.x >= t.x + t.w || t.y >= box.y + box.h || box.y >= t.y + t.h;
            expect(apart, `${kit} ${printable.name}: the mark over "${t.what}"`).toBe(true);
          }
        }
      }
    });
  }

  it('leave copies of an item one body, so the writer still draws them from one form', async () => {
    const { sheets } = await make('range-stick', { game: 'ironclads', count: 2 });
    const bodies = sheets.flatMap((s) => s.placements.map((p) => p.item.body));
    expect(new Set(bodies).size).toBeLessThan(bodies.length);
  });

  it('are not marked where the options leave them unread: a deck file of your own, a blank card', () => {
    const dir = scratch();
    const deck = join(dir, 'deck.yaml');
    writeFileSync(deck, 'cards:\n  - { kind: battleship, name: Mine, navy: Home Fleet, gun: 14, hits: 7 }\n');
    const nw = gameById('naval-war')!;
    const deckItems = itemsOf(nw.printables.find((p) => p.name === 'ship-deck')!, { game: nw, ships: [], count: 1, options: { deck }, templates: new Templates() });
    expect(deckItems.some(markOf)).toBe(false);
    const btq = gameById('beat-to-quarters')!;
    const blank = itemsOf(btq.printables.find((p) => p.name === 'ship-data-card')!, { game: btq, ships: [], count: 1, options: { blank: true }, templates: new Templates() });
    expect(blank.some(markOf)).toBe(false);
  });

  it('come from a --data file of your own: its list, its name on the mark, the shipped list when it has none', () => {
    const dir = scratch();
    const own = (name: string, text: string) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    };
    const sticks = (dataFile: string) => {
      const job = kitJob(join(ROOT, 'examples/kits/ironclads.yaml'), { dataFile });
      const entry = job.print.find((e) => e.printable.name === 'range-stick')!;
      return itemsOf(entry.printable, { game: job.game, ships: [], count: 1, options: {}, templates: new Templates() });
    };
    // a copy made before the list existed keeps the shipped list
    const old = own('old-ironclads.yaml', 'deflection-gauge:\n  width: 1.5in\n  order: [5, 3, 1, 2, 4, 6]\n  deflection: { box: 0.5in, label: D, colour: "#dbe9f7", use: [a] }\n  elevation: { box: 1in, label: E, colour: "#fbe9c8", use: [b] }\n');
    expect(texts(markOf(sticks(old)[0])!)[0].what).toBe('default — see old-ironclads.yaml');
    // sticks set to your own lengths, taken off the list: no mark on them
    const mine = own('mine.yaml', 'defaults:\n  - { path: turning-gauge.arc.bands, what: radii }\n');
    expect(sticks(mine).some(markOf)).toBe(false);
  });

  it('refuse a listed path that names nothing, at its line, with the nearest name', async () => {
    const dir = scratch();
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, 'defaults:\n  - { path: range-stick.stick, what: lengths }\n');
    const r = await cli('make', 'range-stick', '--game', 'ironclads', '--data', bad, '--out', join(dir, 'x.pdf'));
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${bad}:2:13: defaults[0].path: range-stick has no "stick", so "range-stick.stick" names nothing; did you mean "range-stick.sticks"?`);
  });

  it('are listed by `broadside data GAME --defaults`, with the aids they mark', async () => {
    const ic = await cli('data', 'ironclads', '--defaults');
    expect(ic.code).toBe(0);
    expect(ic.out).toContain('range-stick.sticks');
    expect(ic.out).toMatch(/chart-card\.tables\[5\] +"Ramming": \d+ values marked \* \(marks: chart-card\)/);
    expect(ic.out).toMatch(/deflection-gauge\.elevation\.box +the length of an elevation box \(marks: deflection-gauge\)/);
    const mc = await cli('data', 'milk-and-cookies', '--defaults');
    expect(mc.out).toContain('nothing is marked "default"');
    // without the flag, the file itself, to start a copy from
    expect((await cli('data', 'ironclads')).out).toMatch(/^# Beer and Pretzels Ironclads/);
  });
});
