import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { milkAndCookies } from '../src/games/milk-and-cookies/index.js';
import { KIDS_MIN } from '../src/printables/shooting-card/flow.js';
import { shootingCard } from '../src/printables/shooting-card/index.js';
import { Templates } from '../src/svg/templates.js';
import { inch } from '../src/units.js';
import { baselineTests, elements, make, scratch, texts, type TextBox } from './helpers.js';

interface Box { x: number; y: number; w: number; h: number; what: string }
const overlap = (a: Box, b: Box) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.01 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.01;
const mid = (b: Box) => b.y + b.h / 2;

/** Every drawn thing of a card with its box: the tokens (pictures, dice, boxes, sticks, boats …) and the words. */
function parts(body: string) {
  const tokens = elements(body, 'g', 'data-bbox').map((e) => {
    const [x, y, w, h] = e['data-bbox'].split(',').map(Number);
    return { x, y, w, h, what: e['data-token'], attrs: e };
  });
  return { tokens, words: texts(body) };
}
const role = (words: TextBox[], r: string) => words.filter((t) => t.attrs['data-role'] === r);
const one = (words: TextBox[], r: string) => {
  const found = role(words, r);
  expect(found, r).toHaveLength(1);
  return found[0];
};
/** The tokens on the same middle line as `b`. */
const onLine = <T extends Box>(tokens: T[], b: Box) => tokens.filter((t) => Math.abs(mid(t) - mid(b)) < 1.5);

async function cards() {
  const { sheets } = await make('shooting-card', { count: 1 });
  const [shoot, board] = sheets[0].placements.map((p) => p.item);
  return { sheets, shoot, board };
}
const data = () => milkAndCookies.data['shooting-card'];

describe('shooting-card', () => {
  baselineTests('shooting-card', { count: 1 });

  it('is a pair of 5.5 × 3.5 in cards, each for a 4 × 6 in laminating pouch, sharing their cuts', async () => {
    // Letter holds two a page, A4 (turned) four
    for (const [paper, perPage, cuts] of [['letter', [2, 2], 7], ['a4', [4], 12]] as const) {
      const { sheets } = await make('shooting-card', { count: 2, paper });
      expect(sheets.map((s) => s.placements.length)).toEqual(perPage);
      for (const s of sheets) {
        for (const p of s.placements) {
          expect([p.item.width, p.item.height]).toEqual([inch(5.5), inch(3.5)]);
          // a 4 × 6 in pouch seals 1/4 in on every side
          expect(p.item.width).toBeLessThanOrEqual(inch(6) - inch(0.5));
          expect(p.item.height).toBeLessThanOrEqual(inch(4) - inch(0.5));
        }
        // cards touching share the cut between them: two cards take 7 cuts, not 8; four 12, not 16
        expect(s.cuts).toHaveLength(cuts);
      }
      expect(sheets[0].placements.slice(0, 2).map((p) => p.item.body.match(/data-card="([\w-]+)"/)![1])).toEqual(['shooting', 'bump-and-board']);
    }
    expect(shootingCard.laminate).toBe(true);
  });

  it('prints every word at 12 pt or more, inside its card, and nothing overlaps', async () => {
    const { shoot, board } = await cards();
    for (const card of [shoot, board]) {
      const { tokens, words } = parts(card.body);
      expect(words.length).toBeGreaterThan(8);
      for (const w of words) expect(+w.attrs['font-size'], w.what).toBeGreaterThanOrEqual(KIDS_MIN);
      const all: Box[] = [...tokens, ...words];
      for (const b of all) {
        expect(b.x, b.what).toBeGreaterThanOrEqual(6);
        expect(b.y, b.what).toBeGreaterThanOrEqual(6);
        expect(b.x + b.w, b.what).toBeLessThanOrEqual(card.width - 6);
        expect(b.y + b.h, b.what).toBeLessThanOrEqual(card.height - 4);
      }
      for (const [i, a] of all.entries()) for (const b of all.slice(i + 1)) expect(overlap(a, b), `${a.what} and ${b.what}`).toBe(false);
      // the card's rules cross nothing drawn
      for (const l of elements(card.body, 'line', 'stroke="#1f4e79"')) {
        const rule = { x: Math.min(+l.x1, +l.x2) - 0.6, y: Math.min(+l.y1, +l.y2) - 0.6, w: Math.abs(+l.x2 - +l.x1) + 1.2, h: Math.abs(+l.y2 - +l.y1) + 1.2, what: 'rule' };
        for (const b of all) expect(overlap(rule, b), `rule and ${b.what}`).toBe(false);
      }
    }
  });

  it('draws the hit pictures with the dice labels\' own templates', async () => {
    const { shoot, board } = await cards();
    const t = new Templates();
    for (const body of [shoot.body, board.body]) {
      const groups = [...body.matchAll(/<g data-picture="(\w+)" transform="[^"]*">\n([\s\S]*?)\n<\/g>/g)];
      expect(groups.length).toBeGreaterThanOrEqual(3);
      for (const [, face, art] of groups) expect(art).toBe(t.render('dice-labels', `${face}.svg.hbs`, {}));
    }
    // a picture drawn from a user's own label template shows on the card too
    const dir = scratch();
    mkdirSync(join(dir, 'dice-labels'));
    writeFileSync(join(dir, 'dice-labels', 'sail.svg.hbs'), '<circle cx="50" cy="50" r="40" fill="#123456"/>');
    const items = shootingCard.items({ game: milkAndCookies, ships: [], count: 1, options: {}, templates: new Templates(dir) });
    expect(items[0].body).toContain('fill="#123456"');
  });

  it('shows short range as the stick without its red band, long range as the whole stick, in the stick\'s colours', async () => {
    const { shoot } = await cards();
    const stick = milkAndCookies.data['range-stick'].sticks[0];
    expect(stick.ranges.map((r: { to: number }) => r.to)).toEqual([inch(5), inch(10)]);
    const bands = elements(shoot.body, 'rect', 'data-mini-band');
    expect(bands).toHaveLength(2 * stick.bands.length);
    expect(bands.map((b) => b.fill)).toEqual(['#4a90d9', '#5cb85c', '#f2d024', '#ffffff', '#4a90d9', '#5cb85c', '#f2d024', '#e05a4f']);
    expect(bands.slice(0, 4).map((b) => b['data-mini-band'])).toEqual(['on', 'on', 'on', 'off']);
    expect(bands.slice(4).map((b) => b['data-mini-band'])).toEqual(['on', 'on', 'on', 'on']);
    expect(bands.slice(4).map((b) => b.fill)).toEqual(stick.bands.map((b: { colour: string }) => b.colour));
    // to scale: the red band is half the stick, the blue an eighth
    const total = bands.slice(4).reduce((a, b) => a + +b.width, 0);
    expect(+bands[7].width / total).toBeCloseTo(0.5, 3);
    expect(+bands[4].width / total).toBeCloseTo(1 / 8, 3);
    const { words } = parts(shoot.body);
    expect(one(words, 'short-label').what).toBe('Short range');
    expect(one(words, 'short-where').what).toBe('all but the red');
    expect(one(words, 'long-label').what).toBe('Long range');
    expect(one(words, 'long-where').what).toBe('the whole stick');
  });

  it('rolls 2 dice per gun at short range and 1 at long range, all at once', async () => {
    const { shoot } = await cards();
    const { tokens, words } = parts(shoot.body);
    const rolls = tokens.filter((t) => t.what === 'roll');
    for (const [r, n] of [['short', 2], ['long', 1]] as const) {
      const per = one(words, `${r}-per`);
      expect(per.what).toBe('for each gun');
      const dice = onLine(rolls, per);
      expect(dice, r).toHaveLength(n);
      for (const d of dice) expect(d.x + d.w).toBeLessThan(per.x);
    }
    expect(rolls).toHaveLength(3);
    expect(one(words, 'together').what).toBe('Roll all the dice at once.');
  });

  it('reads each picture as its boxes: hull → 1 HULL, sail → 1 SAILS, cannon → 1 HULL, 2 or more cannons also 1 GUNS; 1, 2, 3 pips miss', async () => {
    const { shoot } = await cards();
    const { tokens, words } = parts(shoot.body);
    const big = tokens.filter((t) => t.what === 'picture' && t.w === 36);
    expect(big.map((p) => p.attrs['data-what'])).toEqual(['hull', 'sail', 'cannon']);
    const want = [['hull', 'hull', 'HULL'], ['sail', 'sail', 'SAILS'], ['cannon', 'hull', 'HULL']];
    big.forEach((pic, i) => {
      const [face, track, word] = want[i];
      const line = onLine(tokens, pic);
      const boxes = line.filter((t) => t.what === 'box');
      expect(boxes.map((b) => b.attrs['data-track'])).toEqual([track]);
      expect(line.filter((t) => t.what === 'arrow')).toHaveLength(1);
      // picture → box → word, left to right
      const w = one(words, `hit-${face}`);
      expect(w.what).toBe(word);
      expect(pic.x + pic.w).toBeLessThan(boxes[0].x);
      expect(boxes[0].x + boxes[0].w).toBeLessThan(w.x);
    });
    // two cannons in one roll: a gun box too
    const caption = one(words, 'cannons');
    expect(caption.what).toBe('2 or more cannons in one roll:');
    const gunWord = one(words, 'cannons-box');
    expect(gunWord.what).toBe('GUNS');
    expect(one(words, 'cannons-also').what).toBe('too');
    const line = onLine(tokens, gunWord);
    expect(line.filter((t) => t.what === 'picture').map((t) => t.attrs['data-what'])).toEqual(['cannon', 'cannon']);
    expect(line.filter((t) => t.what === 'box').map((b) => b.attrs['data-track'])).toEqual(['gun']);
    expect(mid(gunWord)).toBeGreaterThan(mid(caption));
    // the faces that keep their pips: a miss
    const miss = one(words, 'miss');
    expect(miss.what).toBe('miss');
    const faces = onLine(tokens, miss).filter((t) => t.what === 'die');
    expect(faces.map((f) => f.attrs['data-what'])).toEqual(['1', '2', '3']);
    expect(onLine(tokens, miss).filter((t) => t.what === 'box')).toHaveLength(0);
  });

  it('bumping: the boat that moved loses 2 hull boxes, the one it bumped 1, both moving 2 each', async () => {
    const { board } = await cards();
    const { tokens, words } = parts(board.body);
    expect(one(words, 'bump-title').what).toBe('BUMPING');
    expect(one(words, 'bump-head').what).toBe('hull boxes lost');
    for (const [r, text, n, boats] of [['moved', 'The boat that moved', 2, ['right']], ['bumped', 'The boat it bumped', 1, ['no']], ['both', 'Both were moving', 2, ['right', 'left']]] as const) {
      const w = one(words, r);
      expect(w.what).toBe(text);
      const line = onLine(tokens, w);
      expect(line.filter((t) => t.what === 'box').map((b) => b.attrs['data-track'])).toEqual(Array(n).fill('hull'));
      expect(line.filter((t) => t.what === 'boat').map((b) => b.attrs['data-moving'])).toEqual(boats);
    }
    expect(onLine(words, one(words, 'both')).map((w) => w.what)).toContain('each');
  });

  it('boarding: enemy boats only; one die each; 1–3 pips take that many hull boxes, a picture nothing; stuck, not shot at, after the shooting', async () => {
    const { board } = await cards();
    const { tokens, words } = parts(board.body);
    expect(one(words, 'board-title').what).toBe('BOARDING');
    expect(one(words, 'board-when').what).toBe('when enemy boats bump');
    expect(one(words, 'board-roll').what).toBe('Each player rolls one special die:');
    expect(one(words, 'board-pips').what).toBe('Pips: the enemy loses that many hull boxes.');
    // each pip face is followed by as many hull boxes as it has pips
    const nothing = one(words, 'board-nothing');
    expect(nothing.what).toBe('nothing');
    const line = onLine(tokens, nothing).sort((a, b) => a.x - b.x);
    const seq = line.map((t) => (t.what === 'die' || t.what === 'picture' ? `${t.what} ${t.attrs['data-what']}` : t.what));
    expect(seq.join(', ')).toBe('die 1, arrow, box, die 2, arrow, box, box, die 3, arrow, box, box, box, picture hull, picture sail, picture cannon, arrow');
    expect(line.filter((t) => t.what === 'box').every((b) => b.attrs['data-track'] === 'hull')).toBe(true);
    const rules = data().board.rules as string[];
    expect(rules).toEqual(['Neither boat moves until one of them sinks.', 'No one shoots at boats that are boarding.', 'Board after all the shooting is done.']);
    rules.forEach((r, i) => expect(one(words, `board-rule-${i}`).what).toBe(r));
  });

  it('keeps to the rules\' numbers in its data: 2 and 1 dice, 1 box a hit, 2 cannons for a gun box, bumps 2, 1 and 2', () => {
    const d = data();
    expect([d.shoot.short.dice, d.shoot.long.dice]).toEqual([2, 1]);
    expect(d.shoot.hits).toEqual([{ face: 'hull', box: 'hull', count: 1 }, { face: 'sail', box: 'sail', count: 1 }, { face: 'cannon', box: 'hull', count: 1 }]);
    expect(d.shoot.cannons).toMatchObject({ face: 'cannon', count: 2, box: 'gun' });
    expect([d.bump.moved.hull, d.bump.bumped.hull, d.bump.both.hull]).toEqual([2, 1, 2]);
  });

  it('carries the default mark on both cards in clear space when the stick or dice data is a default', async () => {
    const file = join(scratch(), 'data.yaml');
    writeFileSync(file, 'defaults:\n  - { path: range-stick.width, what: a test value }\n');
    const { sheets } = await make('shooting-card', { dataFile: file });
    const items = sheets[0].placements.map((p) => p.item);
    for (const card of items) {
      const { tokens, words } = parts(card.body);
      const mark = words.find((w) => w.what.startsWith('default'))!;
      expect(mark.what).toBe('default — see data.yaml');
      expect(mark.x).toBeGreaterThanOrEqual(0);
      expect(mark.x + mark.w).toBeLessThanOrEqual(card.width);
      expect(mark.y + mark.h).toBeLessThanOrEqual(card.height);
      for (const b of [...tokens, ...words.filter((w) => w !== mark)]) expect(overlap(mark, b), b.what).toBe(false);
    }
    // unmarked as shipped
    const { board } = await cards();
    expect(board.body).not.toContain('data-default-mark');
  });

  it('refuses words too long for the card, naming the card and the words', () => {
    const d = structuredClone(data());
    d.board.rules[0] = 'Neither boat may move at all, not even a little, until one or the other of them has sunk.';
    const game = { ...milkAndCookies, data: { ...milkAndCookies.data, 'shooting-card': d } };
    expect(() => shootingCard.items({ game, ships: [], count: 1, options: {}, templates: new Templates() }))
      .toThrow(/^shooting-card: the line "Neither boat may move at all, not even a…" \(89 characters\) is \d+ pt wide but has 372 pt; shorten the words/);
    const noRanges = structuredClone(milkAndCookies.data['range-stick']);
    noRanges.sticks[0].ranges = [];
    const game2 = { ...milkAndCookies, data: { ...milkAndCookies.data, 'range-stick': noRanges } };
    expect(() => shootingCard.items({ game: game2, ships: [], count: 1, options: {}, templates: new Templates() })).toThrow(/range stick .* has no ranges/);
  });
});
