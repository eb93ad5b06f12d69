// Decks and word cards a game file names, their settings copied from a shipped game's data: each
// prints from the game file as it prints for its game, and a deck file of one's own stands in for
// the instance's cards (and its defaults) as it does for the shipped deck.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elements, texts } from './helpers.js';
import { CRANE_WIND_CARD, DAMAGE_TABLE, folder, gameFile, PLAY_DECK, printed, SHIP_DECK } from './game-kinds.js';

describe('kinds: ship-deck and play-deck', () => {
  const GAME = gameFile('', `  fleet-deck:\n    kind: ship-deck\n${SHIP_DECK}  orders:\n    kind: play-deck\n${PLAY_DECK}`);

  it('print poker cards from their settings, a card an entry (count times), with the deck\'s back', async () => {
    const ships = await printed({ 'game.yaml': GAME }, 'fleet-deck');
    const fronts = ships.items;
    expect(fronts.map((i) => [i.width, i.height])).toEqual(Array(3).fill([180, 252]));
    expect(fronts.map((i) => elements(i.body, 'text', 'data-name')[0]['data-name'])).toEqual(['Yamato', 'Johnston', 'Enterprise']);
    expect(fronts.map((i) => elements(i.body, 'rect', 'data-role="background"')[0].fill)).toEqual(['#1f3a5f', '#98561a', '#7a1f2b']);
    expect(elements(fronts[2].body, 'g', 'data-mark="rear"')).toHaveLength(1);
    expect(fronts[0].card!.back).toContain('SHIP DECK');
    const play = (await printed({ 'game.yaml': GAME }, 'orders')).items;
    expect(play.map((i) => elements(i.body, 'rect', 'data-role="background"')[0]['data-kind'])).toEqual(['salvo', 'salvo', 'salvo', 'salvo', 'air-strike', 'submarine']);
    expect(elements(play[2].body, 'text', 'data-gun').map((t) => t['data-gun'])).toEqual(['16&quot;']);
    expect(elements(play[5].body, 'g', 'data-mark="play-when-drawn"')).toHaveLength(1);
    expect(play[0].card!.back).toContain('PLAY DECK');
  });

  it('takes a deck file of one\'s own in place of the instance\'s cards, and then is not marked by its defaults', async () => {
    const listed = 'defaults:\n  - { path: fleet-deck.cards, what: the cards }\n';
    const dir = folder({ 'game.yaml': gameFile('', `  fleet-deck:\n    kind: ship-deck\n${SHIP_DECK}`, listed) });
    writeFileSync(join(dir, 'mine.yaml'), 'cards:\n  - { kind: light-cruiser, name: Belfast, navy: Royal Navy, gun: 6, hits: 4 }\n');
    const items = async (options: Record<string, unknown>) => (await printed({}, 'fleet-deck', options, dir)).items;
    const shipped = await items({});
    expect(shipped.every((i) => i.body.includes('data-default-mark'))).toBe(true);
    const own = await items({ deck: join(dir, 'mine.yaml') });
    expect(own.map((i) => elements(i.body, 'text', 'data-name')[0]['data-name'])).toEqual(['Belfast']);
    expect(own[0].body).not.toContain('data-default-mark');
  });
});

describe('kind: crane-wind-card', () => {
  it('prints the 5.5 × 3.5 in card of three tables and its 2 × 1 in arrow, the entry table in the red side\'s colour', async () => {
    const sides = 'sides:\n  - { name: red, fill: "#8a1c1c", ink: "#ffffff" }\n  - { name: blue, fill: "#1f3b6e", ink: "#ffffff" }\n';
    const { items } = await printed({ 'game.yaml': gameFile('', `  weather:\n    kind: crane-wind-card\n${CRANE_WIND_CARD}`, sides) }, 'weather');
    expect(items.map((i) => [i.width, i.height])).toEqual([[396, 252], [144, 72]]);
    const [card, arrow] = items;
    expect(elements(card.body, 'g', 'data-table').map((g) => g['data-table'])).toEqual(['WIND: roll 2d6', 'RED ENTERS: roll 2d6', 'HITS: each d6 fired']);
    expect(elements(card.body, 'text', 'data-point').map((t) => t['data-point'])).toEqual(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']);
    expect(card.body).toContain('#8a1c1c');
    expect(texts(card.body).find((t) => t.attrs['data-title'] === 'card')?.what).toBe('WIND, ENTRY AND HITS');
    expect(typeof arrow.cut === 'object' && arrow.cut.polygon).toHaveLength(8);
  });
});

describe('kind: damage-table', () => {
  it('prints the 7.5 × 10 in table, a row the game file lists as a default marked as the shipped data\'s are', async () => {
    const listed = 'defaults:\n  - { path: "results-table.rows[2]", what: the third row }\n';
    const { items } = await printed({ 'game.yaml': gameFile('', `  results-table:\n    kind: damage-table\n${DAMAGE_TABLE}`, listed) }, 'results-table');
    expect(items.map((i) => [i.width, i.height])).toEqual([[540, 720]]);
    const { body } = items[0];
    const label = (n: number) => texts(body).find((t) => t.attrs['data-row-label'] === String(n))!.what;
    expect([label(2), label(3), label(4)]).toEqual(['2', '3†', '4']);
    expect(texts(body).find((t) => t.attrs['data-legend'] !== undefined)!.what).toMatch(/^† a value the published table lost/);
    expect(texts(body).filter((t) => t.attrs['data-key-code']).map((t) => t.what)).toEqual(['N', '+1', '+2', '+3', 'MAST', 'STEER', 'FIRE', 'STRIKE', 'EXPLD', 'SINK', 'CC']);
    expect(body).toContain('data-default-mark');
  });
});
