// Kinds that read a game's ships, named in a game file written in the test: each prints from a game
// whose fields suit it (settings copied from the shipped data's section of that name), and a game
// whose fields do not is refused when its file loads, at the instance's kind, saying what it reads.
import { describe, expect, it } from 'vitest';
import { elements, expectBaselines, texts } from './helpers.js';
import { BOAT_RECORD, CHIPS, COMMAND_CARD, DAMAGE_CHART, gameFile, printed, refused } from './game-kinds.js';

describe('kind: boat-record', () => {
  const SHIP = '  side: { type: one-of, values: [a, b] }\n  guns: { type: whole, min: 0, max: 8 }\n';
  const GAME = gameFile(SHIP, `  records:\n    kind: boat-record\n${BOAT_RECORD}`);
  const SHIPS = 'game: ./game.yaml\nships:\n  - { name: Black Pearl, side: a, guns: 8 }\n  - { name: Interceptor, side: B, guns: 4 }\n  - { name: Jolly Boat, side: b, guns: 0 }\n';

  it('prints a 3.5 × 5.5 in card a boat: its side\'s band (a one-of spelt in any case), a gun box a gun', async () => {
    const { pdf, items } = await printed({ 'game.yaml': GAME, 'ships.yaml': SHIPS }, 'records');
    expect(items.map((i) => [i.width, i.height])).toEqual([[252, 396], [252, 396], [252, 396]]);
    const band = (body: string) => elements(body, 'rect', 'data-side-band')[0];
    expect(items.map((i) => [band(i.body)['data-side-band'], band(i.body).fill])).toEqual([['A', '#2b2b2b'], ['B', '#f2a93b'], ['B', '#f2a93b']]);
    expect(items.map((i) => texts(i.body).find((t) => t.attrs['data-role'] === 'side-name')?.what)).toEqual(['Pirates', 'Navy', 'Navy']);
    expect(items.map((i) => elements(i.body, 'rect', 'data-track="guns"').length)).toEqual([8, 4, 0]);
    // every gun box 0.36 in square, inside the card
    for (const b of elements(items[0].body, 'rect', 'data-track="guns"')) {
      expect([+b.width, +b.height]).toEqual([25.92, 25.92]);
      expect(+b.x + +b.width).toBeLessThanOrEqual(252);
    }
    expect(items[2].body).toContain('>This boat has no guns.<');
    await expectBaselines(pdf, 'game-kinds', 'boat-record');
  });

  it('reads a side field whose sides are named as the settings\' keys, and prints blank cards', async () => {
    const sides = 'sides:\n  - { name: A, fill: "#2b2b2b", ink: "#ffffff" }\n  - { name: B, fill: "#f2a93b", ink: "#000000" }\n';
    const game = gameFile('  side: { type: side }\n  guns: { type: whole, min: 0, max: 12 }\n', `  records:\n    kind: boat-record\n${BOAT_RECORD}`, sides);
    const { items } = await printed({ 'game.yaml': game, 'ships.yaml': 'game: ./game.yaml\nships:\n  - { name: Sloop, side: b, guns: 2 }\n' }, 'records');
    expect(elements(items[0].body, 'rect', 'data-side-band')[0]['data-side-band']).toBe('B');
    const blank = await printed({ 'game.yaml': game }, 'records', { blank: true, guns: 3 });
    expect(elements(blank.items[0].body, 'rect', 'data-side-band').map((b) => b['data-side-band'])).toEqual(['A', 'B']);
    expect(elements(blank.items[0].body, 'rect', 'data-track="guns"')).toHaveLength(3);
  });

  it('refuses a game whose ship does not suit it, at the instance\'s kind, with what it reads', () => {
    const at = (ship: string, head = '') => refused(gameFile(ship, `  records:\n    kind: boat-record\n${BOAT_RECORD}`, head));
    // the instance's kind: is on line 9 when the ship has three fields
    expect(at('  side: { type: one-of, values: [A, B] }\n  gun: { type: whole, min: 0, max: 12 }\n'))
      .toContain('game.yaml:9:11: printables.records: boat-record reads the ship\'s guns, a whole number from 0 to 12; this game\'s ship has no field guns; did you mean "gun"?');
    const message = at('  side: { type: one-of, values: [A, C] }\n  guns: { type: whole, min: 0, max: 20 }\n');
    expect(message).toContain('game.yaml:9:11: printables.records: boat-record reads the ship\'s side, one of A, B (the keys of its sides); this game\'s side may be "C", which is not one of them');
    expect(message).toContain('game.yaml:9:11: printables.records: boat-record reads the ship\'s guns, a whole number from 0 to 12; this game\'s guns runs from 0 to 20; keep its min and max within 0 and 12');
    expect(at('  side: { type: text }\n  guns: { type: whole, min: 0, max: 6, optional: true }\n')).toMatch(
      /side, one of A, B \(the keys of its sides\); this game's side is a text field; make it type one-of or side\n[^]*guns, a whole number from 0 to 12; this game's guns may be left blank; every ship needs one, so give it a default or take away optional/,
    );
    const sides = 'sides:\n  - { name: Red, fill: "#b22222", ink: "#ffffff" }\n  - { name: Blue, fill: "#1f3f8f", ink: "#ffffff" }\n';
    expect(at('  side: { type: side }\n  guns: { type: whole, min: 0, max: 6, default: 2 }\n', sides)).toContain(
      'game.yaml:12:11: printables.records: boat-record reads the ship\'s side, one of A, B (the keys of its sides); this game\'s side may be "Red", which is not one of them',
    );
  });
});

describe('kind: damage-chart', () => {
  const SIDES = 'sides:\n  - { name: Red, fill: "#b3261e", ink: "#ffffff" }\n  - { name: Blue, fill: "#1f3b6e", ink: "#ffffff" }\n';
  const SHIP = '  side: { type: side }\n  size: { type: one-of, values: [Large, Medium, Small] }\n';
  const GAME = gameFile(SHIP, `  chart:\n    kind: damage-chart\n${DAMAGE_CHART}`, SIDES);
  const SHIPS = 'game: ./game.yaml\nships:\n  - { name: Victory, side: red, size: large }\n  - { name: Bellona, side: Red, size: small }\n  - { name: Redoutable, side: blue, size: MEDIUM }\n';

  it('prints one 7.5 × 10 in chart, each ship in its side\'s block, rows struck by its size (sides and sizes in any case)', async () => {
    const { items } = await printed({ 'game.yaml': GAME, 'ships.yaml': SHIPS }, 'chart');
    expect(items.map((i) => [i.width, i.height])).toEqual([[540, 720]]);
    const { body } = items[0];
    const named = (side: string, slot: number) => texts(body).filter((t) => t.attrs['data-name'] !== undefined && t.attrs['data-side'] === side && t.attrs['data-slot'] === String(slot)).map((t) => t.what).join(' ');
    expect([named('red', 0), named('red', 1), named('red', 2), named('blue', 0)]).toEqual(['Victory', 'Bellona', '', 'Redoutable']);
    const struck = (side: string, slot: number) => elements(body, 'rect', `data-side="${side}" data-slot="${slot}"`).filter((b) => b['data-struck'] === 'true').length / 3;
    expect([struck('red', 0), struck('red', 1), struck('blue', 0), struck('blue', 1)]).toEqual([0, 4, 2, 0]);
    for (const b of elements(body, 'rect', 'data-side="red" data-slot="0"')) expect(+b.width).toBeGreaterThanOrEqual(18);
  });

  it('refuses more ships a side than it has slots for at the slots of the game file\'s chart', async () => {
    const six = ['A', 'B', 'C', 'D', 'E', 'F'].map((n) => `  - { name: ${n}, side: red, size: large }\n`).join('');
    await expect(printed({ 'game.yaml': GAME, 'ships.yaml': `game: ./game.yaml\nships:\n${six}` }, 'chart'))
      .rejects.toThrow(/game\.yaml:20:12: chart\.slots: 6 red ships, but the chart has room for 5 a side/);
  });

  it('refuses a game whose sides or sizes are not the chart\'s, at the instance\'s kind', () => {
    const message = refused(gameFile('  side: { type: side }\n  size: { type: one-of, values: [large, huge] }\n', `  chart:\n    kind: damage-chart\n${DAMAGE_CHART}`,
      'sides:\n  - { name: Red, fill: "#b3261e", ink: "#ffffff" }\n  - { name: Green, fill: "#1f6e3b", ink: "#ffffff" }\n'));
    expect(message).toContain('game.yaml:12:11: printables.chart: damage-chart reads the ship\'s side, one of red, blue (the keys of its sides); this game\'s side may be "Green", which is not one of them');
    expect(message).toContain('game.yaml:12:11: printables.chart: damage-chart reads the ship\'s size, one of large, medium, small (the keys of its sizes); this game\'s size may be "huge", which is not one of them');
    expect(refused(gameFile('  side: { type: side }\n', `  chart:\n    kind: damage-chart\n${DAMAGE_CHART}`, SIDES)))
      .toContain('game.yaml:11:11: printables.chart: damage-chart reads the ship\'s size, one of large, medium, small (the keys of its sizes); this game\'s ship has no field size; did you mean "side"?');
  });
});

describe('kind: command-card', () => {
  const SIDES = 'sides:\n  - { name: Union, fill: "#2463a6", ink: "#ffffff" }\n  - { name: Rebel, fill: "#9a9a9a", ink: "#000000" }\n';
  const orders = `  orders:\n    kind: command-card\n${COMMAND_CARD}`;

  it('prints a 3 × 5 in card a ship, its band in its side\'s colour, or plain when the game has no sides', async () => {
    const game = gameFile('  side: { type: side, optional: true }\n', orders, SIDES);
    const { items } = await printed({ 'game.yaml': game, 'ships.yaml': 'game: ./game.yaml\nships:\n  - { name: Monitor, side: union }\n  - { name: Virginia, side: Rebel }\n  - { name: Tug }\n' }, 'orders');
    expect(items.map((i) => [i.width, i.height])).toEqual([[216, 360], [216, 360], [216, 360]]);
    const band = (body: string) => elements(body, 'rect', 'data-side-band')[0];
    expect(items.map((i) => [band(i.body)['data-side-band'], band(i.body).fill])).toEqual([['UNION', '#2463a6'], ['REBEL', '#9a9a9a'], ['', '#1f4e79']]);
    expect(items.map((i) => elements(i.body, 'text', 'data-name')[0]['data-name'])).toEqual(['Monitor', 'Virginia', 'Tug']);
    const plain = await printed({ 'game.yaml': gameFile('', orders), 'ships.yaml': 'game: ./game.yaml\nships:\n  - { name: Monitor }\n' }, 'orders');
    expect(band(plain.items[0].body).fill).toBe('#1f4e79');
  });

  it('refuses a side it cannot print as a name, at the instance\'s kind', () => {
    expect(refused(gameFile('  side: { type: track, most: 4 }\n', orders))).toContain(
      'game.yaml:8:11: printables.orders: command-card reads the ship\'s side, the name of its side, when the game has one; this game\'s side is a track field; make it type side or one-of or text',
    );
  });
});

describe('kind: chips', () => {
  const bag = `  bag:\n    kind: chips\n${CHIPS}`;
  const words = (items: { body: string }[]) => items.map((i) => elements(i.body, 'text', 'data-words').map((t) => t['data-words']).join(' '));

  it('prints seven 1 in chips, named by the ship file\'s first two sides, or by its settings when the game has no side', async () => {
    const game = gameFile('  side: { type: one-of, values: [France, Spain] }\n', bag);
    const { items } = await printed({ 'game.yaml': game, 'ships.yaml': 'game: ./game.yaml\nships:\n  - { name: Achille, side: france }\n  - { name: Argonauta, side: Spain }\n' }, 'bag');
    expect(items.map((i) => [i.width, i.height])).toEqual(Array(7).fill([72, 72]));
    expect(words(items)).toEqual([...Array(3).fill('A France'), ...Array(3).fill('B Spain'), 'WX weather']);
    // a game without a side field: its ships say nothing of sides, so the chips keep the settings' names
    const plain = await printed({ 'game.yaml': gameFile('', bag), 'ships.yaml': 'game: ./game.yaml\nships:\n  - { name: Achille }\n' }, 'bag');
    expect(words(plain.items).slice(2, 4)).toEqual(['A SIDE A', 'B SIDE B']);
  });

  it('refuses a side a ship may leave blank, at the instance\'s kind', () => {
    expect(refused(gameFile('  side: { type: text, optional: true }\n', bag))).toContain(
      'game.yaml:8:11: printables.bag: chips reads the ship\'s side, the name of its side, when the game has one; this game\'s side may be left blank; every ship needs one, so give it a default or take away optional',
    );
  });
});
