import { describe, expect, it } from 'vitest';
import { parseYaml } from '../src/data/node.js';
import { validate } from '../src/data/schema.js';
import { navalWar } from '../src/games/naval-war/index.js';
import { turnCard } from '../src/printables/turn-card/index.js';
import { inch } from '../src/units.js';
import { baselineTests, make, texts, type TextBox } from './helpers.js';

const overlap = (a: TextBox, b: TextBox) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.01 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.01;

async function card(options: Record<string, unknown> = {}) {
  const { sheets } = await make('turn-card', { game: 'naval-war', options });
  expect(sheets).toHaveLength(1);
  return sheets[0].placements[0].item;
}

/** The card's words table by table: each cell's lines joined, keyed by the engine's data-cell / data-note / data-title refs. */
function cells(body: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const t of texts(body)) {
    const ref = ['data-cell', 'data-note', 'data-title', 'data-head', 'data-dice'].map((a) => t.attrs[a] && `${a.slice(5)} ${t.attrs[a]}`).find(Boolean);
    if (ref) out.set(ref, out.has(ref) ? `${out.get(ref)} ${t.what}` : t.what);
  }
  return out;
}
/** The row of table `title` whose first cell is `first`, as its cells. */
function row(c: Map<string, string>, title: string, first: string): string[] {
  const ti = [...c].find(([k, v]) => k.startsWith('title ') && v === title)?.[0].slice(6);
  expect(ti, title).toBeDefined();
  for (let r = 0; ; r++) {
    if (!c.has(`cell ${ti}.${r}.0`)) break;
    if (c.get(`cell ${ti}.${r}.0`) === first) return [...Array(4).keys()].map((k) => c.get(`cell ${ti}.${r}.${k}`)).filter((x): x is string => x !== undefined);
  }
  throw new Error(`no row "${first}" in "${title}"`);
}

describe('turn-card', () => {
  baselineTests('turn-card', { game: 'naval-war' });

  it('is one 7.5 × 10 in card, inside the printable area of Letter and A4, a page each', async () => {
    for (const paper of ['letter', 'a4']) {
      const { sheets } = await make('turn-card', { game: 'naval-war', paper, count: 3 });
      expect(sheets.map((s) => s.placements.length)).toEqual([1, 1, 1]);
      const { item, x, y } = sheets[0].placements[0];
      expect([item.width, item.height]).toEqual([inch(7.5), inch(10)]);
      expect(x).toBeGreaterThanOrEqual(inch(0.25) - 0.01);
      expect(y).toBeGreaterThanOrEqual(inch(0.25) - 0.01);
      expect(x + item.width).toBeLessThanOrEqual(sheets[0].width - inch(0.25) + 0.01);
    }
  });

  it('prints every word at 7 pt or more, inside the card, none over another', async () => {
    const item = await card();
    const tx = texts(item.body);
    expect(tx.length).toBeGreaterThan(100);
    for (const t of tx) {
      expect(+t.attrs['font-size'], t.what).toBeGreaterThanOrEqual(7);
      expect(t.x).toBeGreaterThanOrEqual(inch(0.25) - 0.01);
      expect(t.x + t.w, t.what).toBeLessThanOrEqual(item.width - inch(0.25) + 0.01);
      expect(t.y + t.h).toBeLessThanOrEqual(item.height - inch(0.25));
    }
    for (const [i, a] of tx.entries()) for (const b of tx.slice(i + 1)) expect(overlap(a, b), `"${a.what}" and "${b.what}"`).toBe(false);
    // the rules give every number here: nothing is marked as a default
    expect(item.body).not.toContain('data-default');
    expect(item.body).not.toContain('DEFAULT');
  });

  it('sets up: both decks shuffled, 5 and 5 dealt (4 and 4 with nine), harbor and draw piles, discards face up, columns by gun size, carriers at the rear', async () => {
    const c = cells((await card()).body);
    const t = '1. Setting up';
    expect(row(c, t, 'Shuffle')[1]).toBe('Shuffle the ship deck and the play deck, each on its own.');
    expect(row(c, t, 'Deal')[1]).toBe('Each player gets 5 ship cards and 5 play cards (4 and 4 with nine players).');
    expect(row(c, t, 'Harbor pile')[1]).toBe('The ship cards left over, face down.');
    expect(row(c, t, 'Draw pile')[1]).toMatch(/^The play cards left over, face down/);
    expect(row(c, t, 'Discards')[1]).toMatch(/face up/);
    expect(row(c, t, 'Task force')[1]).toMatch(/face up .* in columns by gun size/);
    expect(row(c, t, 'Carriers')[1]).toBe('At the rear. No one may fire on them until the rest of their task force is sunk.');
  });

  it('opens with the dealer: every special played, additional damage discarded, back up to 5 (4), again until none, one minefield a task force', async () => {
    const c = cells((await card()).body);
    const t = '2. The dealer opens';
    expect(row(c, t, '1')[1]).toBe('The dealer plays every special card in hand that can be played.');
    expect(row(c, t, '2')[1]).toBe('Additional damage cards are just discarded now.');
    expect(row(c, t, '3')[1]).toBe('The dealer draws back up to 5 cards (4 with nine players).');
    expect(row(c, t, '4')[1]).toMatch(/^Again until no special card is left to play/);
    expect(row(c, t, 'Minefields')[1]).toMatch(/at most one minefield in front of any one task force/);
  });

  it('takes a turn: draw one, then play it, another or discard; never the discard pile; a special drawn is the draw and the play; 5 (4) in hand; air strikes instead of drawing', async () => {
    const c = cells((await card()).body);
    const t = '3. Your turn';
    expect(c.get(`dice ${[...c].find(([, v]) => v === t)![0].slice(6)}`)).toBe('the dealer first, then to the left');
    expect(row(c, t, 'Draw')[1]).toBe('Take one card from the draw pile, never from the discard pile.');
    expect(row(c, t, 'Then')[1]).toBe('Play that card, play another from your hand, or discard one.');
    expect(row(c, t, 'Special drawn')[1]).toBe('Play it at once: it is your draw and your play. Can\'t be played? Discard it.');
    expect(row(c, t, 'Hand')[1]).toBe('End your turn with 5 cards (4 with nine players).');
    expect(row(c, t, 'Air strikes')[1]).toMatch(/^Instead of drawing, .* a 1 sinks it\.$/);
  });

  it('sinks, ends the round, scores (+10 last afloat, −10 eliminated, may go negative) and wins at 100 or the agreed total', async () => {
    const c = cells((await card()).body);
    expect(row(c, '4. Sinking a ship', 'Deep Six')[1]).toBe('The last hit, or an air strike, submarine, torpedo boat or destroyer attack, wins the ship: its card goes to your Deep Six pile.');
    expect(c.get([...c].find(([, v]) => v === '5. End of a round')![0].replace('title', 'head') + '.0')).toBe('The round ends when');
    expect(row(c, '5. End of a round', 'all players but one are eliminated, or')).toHaveLength(1);
    expect(row(c, '5. End of a round', 'the last card is drawn from the draw pile (that player finishes the turn).')).toHaveLength(1);
    const s = '6. Scoring a round';
    expect(row(c, s, 'Deep Six')[1]).toBe('The hit numbers of the ships in your Deep Six pile, added up.');
    expect(row(c, s, 'Last afloat')[1]).toBe('+10 when every other player was eliminated.');
    expect(row(c, s, 'Eliminated')[1]).toBe('−10 for each player eliminated in the round.');
    expect(row(c, s, 'Below zero')[1]).toBe('Scores may go negative.');
    const w = '7. Winning';
    expect(row(c, w, 'Target')[1]).toBe('The first to 100 points wins (or the total agreed before play).');
    expect(row(c, w, 'Several past')[1]).toBe('More than one past it in the same round: the highest score wins.');
    expect(row(c, w, 'Tie')[1]).toBe('Play one more round.');
    expect(row(c, w, 'Dealer')[1]).toBe('The first: any way you agree. After that, the highest score deals.');
  });

  it('lists the rules\' fleet arrangements for 3 to 9 players', async () => {
    const c = cells((await card()).body);
    const f = '8. Fleets';
    const want: [string, string][] = [
      ['3', 'Free for all'], ['4', 'Free for all, or two teams of two'], ['5', 'Free for all'],
      ['6', 'Free for all, two teams of three, or three teams of two'], ['7', 'Free for all'],
      ['8', 'Free for all, two teams of four, or four teams of two'], ['9', 'Free for all, or three teams of three (4 cards dealt)'],
    ];
    for (const [n, text] of want) expect(row(c, f, n)).toEqual([n, text]);
    const notes = [...c].filter(([k]) => k.startsWith('note ')).map(([, v]) => v);
    expect(notes).toEqual(['A fleet\'s task forces never fire on each other.', 'On your turn, instead of firing, you may swap a salvo card with a fleet mate.', 'The round ends when one fleet is left.']);
  });

  it('takes its numbers from the data: the hand, the score sheet\'s bonus and penalty, and the agreed target', async () => {
    const d = navalWar.data['turn-card'];
    expect([d.hand, d['hand-nine']]).toEqual([5, 4]);
    const sheet = navalWar.data['score-sheet'];
    expect([sheet.target, sheet.bonus, sheet.penalty]).toEqual([100, 10, 10]);
    const c = cells((await card({ target: 150 })).body);
    expect(row(c, '7. Winning', 'Target')[1]).toBe('The first to 150 points wins (or the total agreed before play).');
    expect([...c.values()].join(' ')).not.toMatch(/[{}]/);
    expect(turnCard.reads).toEqual(['score-sheet']);
  });

  it('refuses a {word} it does not know, at its line and key', () => {
    const text = [
      'width: 7.5in', 'height: 10in', 'title: T', 'hand: 5', 'hand-nine: 4', 'tables:',
      '  - title: A', '    columns: [x, y]', '    rows:', '      - [Deal, "{hand} cards"]', '      - [Win, "first to {goal}"]',
    ].join('\n');
    expect(() => validate(parseYaml(text, 'nw.yaml'), turnCard.data!, 'turn-card'))
      .toThrow(/nw\.yaml:11:\d+: turn-card\.tables\[0\]\.rows\[1\]\[1\]: \{goal\} is not a number this card knows; expected one of \{hand\}, \{hand-nine\}, \{target\}, \{bonus\}, \{penalty\}/);
  });
});
