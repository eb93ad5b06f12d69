import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { navalWar } from '../src/games/naval-war/index.js';
import type { Item } from '../src/printables/types.js';
import { textWidth } from '../src/svg/fonts.js';
import { inch, mm } from '../src/units.js';
import { cli, elements, expectBaselines, make, scratch, unescape } from './helpers.js';
import type { MakeOptions } from '../src/index.js';

const GAME = { game: 'naval-war' };

/** The card fronts of a deck (back pages hold the same items mirrored: leave them out), made once per options. */
const made = new Map<string, Promise<Item[]>>();
function fronts(name: string, opts: MakeOptions = {}): Promise<Item[]> {
  const key = JSON.stringify([name, opts]);
  if (!made.has(key)) {
    made.set(key, make(name, { ...GAME, ...opts }).then(({ sheets }) =>
      sheets.filter((s) => !s.back).flatMap((s) => s.placements.map((p) => p.item))));
  }
  return made.get(key)!;
}

const kindOf = (item: Item): string => elements(item.body, 'rect', 'data-role="background"')[0]['data-kind'];

/** Every text of a card body: legible (≥ 6.5 pt) and inside the safe area, 1/8 in inside the trim. */
function expectTextSafe(item: Item): void {
  const safe = inch(0.125);
  for (const m of item.body.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)) {
    const attrs = Object.fromEntries([...m[1].matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]]));
    if (attrs.transform) continue;
    const size = Number(attrs['font-size']);
    const x = Number(attrs.x);
    const y = Number(attrs.y);
    const w = textWidth(unescape(m[2]), size, attrs['font-weight'] === 'bold' ? 'bold' : 'regular');
    const left = attrs['text-anchor'] === 'middle' ? x - w / 2 : attrs['text-anchor'] === 'end' ? x - w : x;
    expect(size, m[2]).toBeGreaterThanOrEqual(6.5);
    expect(left, m[2]).toBeGreaterThanOrEqual(safe - 0.01);
    expect(left + w, m[2]).toBeLessThanOrEqual(item.width - safe + 0.01);
    expect(y - size * 0.75, m[2]).toBeGreaterThanOrEqual(safe - 0.01);
    expect(y + size * 0.25, m[2]).toBeLessThanOrEqual(item.height - safe + 0.01);
  }
}

describe('ship-deck and play-deck', () => {
  it('ship 54 and 108 cards, as the data lists them', async () => {
    const data = navalWar.data;
    const total = (deck: { cards: { count: number }[] }) => deck.cards.reduce((n, c) => n + c.count, 0);
    expect(total(data['ship-deck'])).toBe(54);
    expect(total(data['play-deck'])).toBe(108);
    expect(await fronts('ship-deck')).toHaveLength(54);
    expect(await fronts('play-deck')).toHaveLength(108);
    expect(await fronts('ship-deck', { count: 2 })).toHaveLength(108);
  });

  it('are poker cards by default, another size with card-size, and carry the spec and back', async () => {
    const [ship] = await fronts('ship-deck');
    expect([ship.width, ship.height]).toEqual([180, 252]);
    expect(ship.cut).toBe('rect');
    expect(ship.card).toMatchObject({ bleed: 0, duplex: 'long-edge', backs: 'interleaved', offset: [0, 0] });
    expect(ship.card!.back).toContain('>NAVAL WAR<');
    expect(ship.card!.back).toContain('>SHIP DECK<');
    const [play] = await fronts('play-deck');
    expect(play.card!.back).toContain('>PLAY DECK<');
    const [tarot] = await fronts('ship-deck', { options: { 'card-size': 'tarot' } });
    expect([tarot.width, tarot.height]).toEqual([inch(2.75), inch(4.75)]);
    const [metric] = await fronts('play-deck', { options: { 'card-size': '63x88mm' } });
    expect(metric.width).toBeCloseTo(mm(63), 6);
    expect(metric.height).toBeCloseTo(mm(88), 6);
  });

  it('extend the background of fronts and backs by the bleed', async () => {
    for (const name of ['ship-deck', 'play-deck']) {
      const [card] = await fronts(name, { options: { bleed: '0.125in' } });
      expect(card.card!.bleed).toBe(9);
      for (const body of [card.body, card.card!.back!]) {
        const [bg] = elements(body, 'rect', 'data-role="background"');
        expect([bg.x, bg.y, bg.width, bg.height].map(Number)).toEqual([-9, -9, 180 + 18, 252 + 18]);
      }
      const [plain] = await fronts(name);
      const [bg] = elements(plain.body, 'rect', 'data-role="background"');
      expect([bg.x, bg.y, bg.width, bg.height].map(Number)).toEqual([0, 0, 180, 252]);
    }
  });

  it('mark every carrier as a rear-line ship, and no other', async () => {
    const ships = await fronts('ship-deck');
    const carriers = ships.filter((c) => kindOf(c) === 'carrier');
    expect(carriers.length).toBeGreaterThan(0);
    for (const c of carriers) {
      expect(elements(c.body, 'g', 'data-mark="rear"')).toHaveLength(1);
      expect(c.body).toContain('>REAR<');
      expect(elements(c.body, 'g', 'data-badge="gun"')).toHaveLength(0);
    }
    for (const c of ships.filter((s) => kindOf(s) !== 'carrier')) {
      expect(c.body).not.toContain('data-mark="rear"');
      expect(elements(c.body, 'g', 'data-badge="gun"')).toHaveLength(1);
    }
    // the hit number is printed on its badge
    const yamato = ships.find((c) => elements(c.body, 'text', 'data-name="Yamato"').length)!;
    expect(elements(yamato.body, 'g', 'data-badge="hits"')[0]['data-hits']).toBe('10');
  });

  it('mark the special play cards PLAY WHEN DRAWN, and no other', async () => {
    const cards = await fronts('play-deck');
    const special = ['minefield', 'submarine', 'torpedo-boat', 'destroyer-attack', 'additional-damage'];
    for (const c of cards) {
      const marked = elements(c.body, 'g', 'data-mark="play-when-drawn"').length === 1;
      expect(marked, kindOf(c)).toBe(special.includes(kindOf(c)));
      expect(c.body.includes('>PLAY WHEN DRAWN<')).toBe(marked);
    }
    expect(new Set(cards.map(kindOf))).toEqual(new Set(['salvo', 'air-strike', 'minesweeper', ...special]));
    // a salvo prints its gun size large, and one shell per hit
    const salvos = cards.filter((c) => kindOf(c) === 'salvo');
    expect(salvos.length).toBeGreaterThan(54);
    expect(elements(salvos[0].body, 'text', 'data-gun=')[0]['data-gun']).toBe('18&quot;');
  });

  for (const size of ['poker', 'mini', 'tarot']) {
    it(`fit every text, legible, in the safe area of a ${size} card`, async () => {
      for (const name of ['ship-deck', 'play-deck']) {
        const cards = await fronts(name, { options: { 'card-size': size } });
        for (const c of new Set(cards)) expectTextSafe(c);
      }
    });
  }

  it('take a deck file in the same shape, laid over the game\'s deck', async () => {
    const dir = scratch();
    const file = join(dir, 'mine.yaml');
    writeFileSync(file, [
      'back: { subtitle: MY FLEET }',
      'cards:',
      '  - { kind: carrier, name: Hornet, navy: US Navy, hits: 5, count: 2 }',
      '  - { kind: destroyer, name: Fletcher, navy: US Navy, gun: 5, hits: 2 }',
      '  - { kind: destroyer, name: Cassin Young, navy: US Navy, gun: 5, hits: 2, count: 0 }',
    ].join('\n'));
    const cards = await fronts('ship-deck', { options: { deck: file } });
    expect(cards.map(kindOf)).toEqual(['carrier', 'carrier', 'destroyer']);
    expect(cards[0].card!.back).toContain('>MY FLEET<');
    expect(cards[0].card!.back).toContain('>NAVAL WAR<');
  });

  describe('refuse a bad deck file at its place, writing nothing', () => {
    const text = (words: number) => Array.from({ length: words }, (_, i) => ['roll', 'two', 'dice', 'then', 'pick', 'any', 'enemy', 'ship'][i % 8]).join(' ');
    const cases: [string, string, RegExp][] = [
      ['a negative count', '  - { kind: salvo, gun: 16, hits: 2, count: -1 }', /deck\.yaml:3:\d+: cards\[1\]\.count: expected a whole number from 0 to 500, got -1/],
      ['an unknown kind', '  - { kind: kamikaze, count: 2 }', /deck\.yaml:3:\d+: cards\[1\]\.kind: expected one of "salvo", .*got "kamikaze"/],
      ['a text too long for the card', `  - { kind: minefield, count: 1, text: "${text(110)}" }`, /deck\.yaml:3:\d+: cards\[1\]\.text: the text does not fit a poker card at 6\.5 pt/],
      ['a word too wide for the card', '  - { kind: minefield, count: 1, text: "Torpedoes-away-from-every-ship-in-the-task-force" }', /deck\.yaml:3:\d+: cards\[1\]\.text: the text does not fit/],
      ['a gun size on a non-salvo card', '  - { kind: air-strike, count: 1, gun: 16 }', /deck\.yaml:3:\d+: cards\[1\]\.gun: only a salvo card/],
    ];
    for (const [what, line, message] of cases) {
      it(what, async () => {
        const dir = scratch();
        const file = join(dir, 'deck.yaml');
        writeFileSync(file, ['cards:', '  - { kind: salvo, gun: 16, hits: 1, count: 3 }', line, ''].join('\n'));
        const out = join(dir, 'play.pdf');
        const r = await cli('make', 'play-deck', '--deck', file, '--out', out);
        expect(r.code).toBe(2);
        expect(r.err).toMatch(message);
        expect(existsSync(out)).toBe(false);
      });
    }

    it('a text that fits a poker card but not the chosen card size, naming the card', async () => {
      const dir = scratch();
      const file = join(dir, 'deck.yaml');
      writeFileSync(file, ['cards:', `  - { kind: minefield, count: 1, text: "${text(52)}" }`, ''].join('\n'));
      const out = join(dir, 'play.pdf');
      expect((await cli('make', 'play-deck', '--deck', file, '--out', out)).code).toBe(0);
      const mini = join(dir, 'mini.pdf');
      const r = await cli('make', 'play-deck', '--deck', file, '--card-size', 'mini', '--out', mini);
      expect(r.code).toBe(2);
      // said at the text's place in the deck file, the text by its first 40 characters
      expect(r.err).toMatch(/^broadside: \S+:\d+:\d+: cards\[0\]\.text: card 1 \(MINEFIELD\): the text "roll two dice [^"]*…" \(252 characters\) cannot be printed at 6\.5 pt/);
      expect(existsSync(mini)).toBe(false);
    });
  });

  it('match their baselines: the first front page on Letter', async () => {
    for (const name of ['ship-deck', 'play-deck']) {
      const { pdf } = await make(name, { ...GAME, paper: 'letter' });
      await expectBaselines(pdf, name, 'letter', [1]);
    }
  });
});
