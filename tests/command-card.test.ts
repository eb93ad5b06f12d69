import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadShipsFile as loadShips } from '../src/data/ships.js';
import { textWidth } from '../src/svg/fonts.js';
import { ROOT, elements, baselineTests, make } from './helpers.js';

const SHIPS = join(ROOT, 'examples/ships/ironclads.yaml');
const items = async (opts: { paper?: string; count?: number } = {}) =>
  (await make('command-card', { ships: SHIPS, ...opts })).sheets.flatMap((s) => s.placements.map((p) => p.item));

describe('command-card', () => {
  baselineTests('command-card', { ships: SHIPS });

  it('is one 3 × 5 in card per boat with its name and side', async () => {
    const { ships } = loadShips(SHIPS);
    const cards = await items();
    expect(cards).toHaveLength(ships.length);
    cards.forEach((card, i) => {
      expect([card.width, card.height]).toEqual([216, 360]);
      expect(card.cut).toBe('rect');
      const lines = elements(card.body, 'text', 'data-name=');
      expect(lines[0]['data-name']).toBe(ships[i].name);
      expect(card.body).toContain(String(ships[i].side).toUpperCase());
    });
  });

  it('prints the name large and never wider than the card', async () => {
    const { ships } = loadShips(SHIPS);
    const cards = await items();
    cards.forEach((card, i) => {
      const lines = [...card.body.matchAll(/<text ([^>]*data-name[^>]*)>([^<]*)<\/text>/g)];
      expect(lines.map((m) => m[2]).join(' ')).toBe(ships[i].name);
      for (const [, attrs, text] of lines) {
        const size = Number(/font-size="([\d.]+)"/.exec(attrs)![1]);
        const x = Number(/(?:^|\s)x="([\d.]+)"/.exec(attrs)![1]);
        expect(size).toBeGreaterThanOrEqual(16);
        const w = textWidth(text, size, 'bold');
        expect(x - w / 2).toBeGreaterThanOrEqual(14);
        expect(x + w / 2).toBeLessThanOrEqual(216 - 14);
      }
    });
  });

  it('prints the count as copies of each boat, the same on Letter and A4', async () => {
    const letter = await items({ count: 2, paper: 'letter' });
    const a4 = await items({ count: 2, paper: 'a4' });
    expect(letter).toHaveLength(16);
    expect(letter[0]).toEqual(letter[1]);
    expect(letter[1].body).not.toEqual(letter[2].body);
    expect(a4).toEqual(letter);
  });
});
