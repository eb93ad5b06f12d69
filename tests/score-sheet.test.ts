import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadKit } from '../src/data/kit.js';
import { gameById } from '../src/games/registry.js';
import { inch } from '../src/units.js';
import { baselineTests, elements, make, scratch, texts } from './helpers.js';

const W = inch(10.4);
const H = inch(7.25);
const PLAYERS = 9;
const ROUNDS = 12;

interface Box { x: number; y: number; w: number; h: number; what: string }
const box = (e: Record<string, string>, what: string): Box => ({ x: +e.x, y: +e.y, w: +e.width, h: +e.height, what });
const inside = (a: Box, b: Box) => a.x >= b.x - 0.01 && a.y >= b.y - 0.01 && a.x + a.w <= b.x + b.w + 0.01 && a.y + a.h <= b.y + b.h + 0.01;
const overlap = (a: Box, b: Box) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.01 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.01;


async function sheet(opts: Parameters<typeof make>[1] = {}): Promise<string> {
  const { sheets } = await make('score-sheet', { game: 'naval-war', ...opts });
  return sheets[0].placements[0].item.body;
}

function shipsFile(names: string[]): string {
  const file = join(scratch(), 'players.yaml');
  writeFileSync(file, JSON.stringify({ game: 'naval-war', ships: names.map((name) => ({ name })) }));
  return file;
}

describe('score-sheet', () => {
  baselineTests('score-sheet', { game: 'naval-war' });

  it('is one 10.4 × 7.25 in landscape sheet a page on Letter and A4, a sheet per count', async () => {
    for (const paper of ['letter', 'a4']) {
      const { sheets } = await make('score-sheet', { game: 'naval-war', paper, count: 3 });
      expect(sheets.map((s) => s.placements.length)).toEqual([1, 1, 1]);
      expect(sheets[0].width).toBeGreaterThan(sheets[0].height);
      const { item } = sheets[0].placements[0];
      expect([item.width, item.height]).toEqual([W, H]);
    }
  });

  it('has 9 player columns × 12 rounds of Deep Six, ±10 ticks and total, boxes big enough for 3 digits', async () => {
    const body = await sheet();
    for (const kind of ['deep-six', 'total']) {
      const boxes = elements(body, 'rect', `data-box="${kind}"`);
      expect(boxes).toHaveLength(PLAYERS * ROUNDS);
      expect(new Set(boxes.map((b) => b['data-player']))).toEqual(new Set(Array.from({ length: PLAYERS }, (_, i) => String(i))));
      expect(new Set(boxes.map((b) => b['data-round']))).toEqual(new Set(Array.from({ length: ROUNDS }, (_, i) => String(i + 1))));
      for (const b of boxes) {
        expect(+b.width).toBeGreaterThanOrEqual(inch(0.3));
        expect(+b.height).toBeGreaterThanOrEqual(inch(0.3));
      }
    }
    const bonus = elements(body, 'rect', 'data-tick="bonus"');
    const penalty = elements(body, 'rect', 'data-tick="penalty"');
    expect(bonus).toHaveLength(PLAYERS * ROUNDS);
    expect(penalty).toHaveLength(PLAYERS * ROUNDS);
    expect(new Set(bonus.map((b) => b['data-points']))).toEqual(new Set(['10']));
    expect(new Set(penalty.map((b) => b['data-points']))).toEqual(new Set(['-10']));
    const labels = texts(body).filter((t) => t.attrs['data-tick-label']);
    expect(labels.filter((t) => t.what === '+10')).toHaveLength(PLAYERS * ROUNDS);
    expect(labels.filter((t) => t.what === '\u221210')).toHaveLength(PLAYERS * ROUNDS);
    // a round's parts sit side by side in its player's column, and never touch another round's
    const rounds = texts(body).filter((t) => t.attrs['data-round-number']).map((t) => t.what);
    expect(rounds).toEqual(Array.from({ length: ROUNDS }, (_, i) => String(i + 1)));
    const all = [...elements(body, 'rect', 'data-box=').map((b) => box(b, 'box')), ...bonus.map((b) => box(b, 'bonus')), ...penalty.map((b) => box(b, 'penalty'))];
    for (const [i, a] of all.entries()) for (const b of all.slice(i + 1)) expect(overlap(a, b)).toBe(false);
  });

  it('puts a heavy rule between players, outside every box', async () => {
    const body = await sheet();
    const rules = elements(body, 'line', 'data-rule=');
    expect(rules).toHaveLength(PLAYERS + 1);
    const boxes = elements(body, 'rect', 'data-box=').map((b) => box(b, 'box'));
    for (const rule of rules.slice(1, -1)) {
      expect(+rule['stroke-width']).toBeGreaterThanOrEqual(2);
      const x = +rule.x1;
      for (const b of boxes) expect(x > b.x && x < b.x + b.w).toBe(false);
      expect(+rule.y2 - +rule.y1).toBeGreaterThan(H / 2);
    }
  });

  it('prints the target: 100 by default, the option\'s otherwise', async () => {
    expect(await sheet()).toContain('>first to 100 wins<');
    const other = await sheet({ options: { target: 150 } });
    expect(other).toContain('>first to 150 wins<');
    expect(other).not.toContain('first to 100');
    expect(() => make('score-sheet', { game: 'naval-war', options: { target: 5 } })).toThrow(/--target: expected a whole number from 10 to 1000/);
  });

  it('takes the target from a kit entry', () => {
    const file = join(scratch(), 'kit.yaml');
    writeFileSync(file, 'game: naval-war\nprint:\n  score-sheet: { count: 2, target: 150 }\n');
    const kit = loadKit(file);
    expect(kit.print[0].count).toBe(2);
    expect(kit.print[0].options.target).toBe(150);
  });

  it('prints the players\' names from a ships list, and blank name lines without one', async () => {
    const blank = await sheet();
    expect(elements(blank, 'line', 'data-name-line=')).toHaveLength(PLAYERS);
    expect(texts(blank).filter((t) => t.attrs['data-name'])).toHaveLength(0);
    const names = ['Ann', 'Bob', 'Chidi', 'Dagny Marguerite Olsen', 'Eve'];
    const body = await sheet({ ships: shipsFile(names) });
    const printed = texts(body).filter((t) => t.attrs['data-name'] !== undefined);
    const lines = elements(body, 'line', 'data-name-line=');
    for (const [p, name] of names.entries()) {
      const own = printed.filter((t) => +t.attrs['data-player'] === p);
      expect(own.map((t) => t.what).join(' ')).toBe(name);
      const line = lines[p];
      for (const t of own) {
        expect(t.x).toBeGreaterThanOrEqual(+line.x1 - 0.01);
        expect(t.x + t.w).toBeLessThanOrEqual(+line.x2 + 0.01);
        expect(t.y + t.h).toBeLessThanOrEqual(+line.y1);
      }
    }
    expect(printed.filter((t) => +t.attrs['data-player'] >= names.length)).toHaveLength(0);
  });

  it('refuses more players than columns', async () => {
    const game = gameById('naval-war')!;
    const items = () => game.printables.find((p) => p.name === 'score-sheet')!
      .items({ game, ships: Array.from({ length: 10 }, (_, i) => ({ name: `P${i}` })), count: 1, options: {}, templates: undefined as never });
    expect(items).toThrow(/10 players named, but the sheet has columns for 9/);
  });

  it('keeps every box and word inside the sheet, and no two words on top of each other', async () => {
    const body = await sheet({ ships: shipsFile(['Ann', 'Bob', 'Chidi', 'Dagny Marguerite Olsen', 'Eve', 'Fumiko', 'Gus', 'Hal', 'Ines']) });
    const sheetBox = { x: 0, y: 0, w: W, h: H, what: 'sheet' };
    const tx = texts(body);
    const all = [...elements(body, 'rect').map((e) => box(e, 'rect')), ...tx];
    for (const b of all) expect(inside(b, sheetBox), b.what).toBe(true);
    for (const [i, a] of tx.entries()) for (const b of tx.slice(i + 1)) expect(overlap(a, b), `"${a.what}" and "${b.what}"`).toBe(false);
    expect(body).toContain('Deep Six pile');
    expect(body).toContain('Tick +10');
  });
});
