// Each shipped game's data file begins with the header a game file has: the game's id, title, ship
// fields and fleet rules, which the game reads from there. A --data copy may leave the header out;
// what it has must be the game's own, each difference refused at its line.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DataError } from '../src/errors.js';
import { parseYaml, type PNode } from '../src/data/node.js';
import { withDataFile } from '../src/games/data.js';
import { checkMade, fingerprint, readHead } from '../src/games/data-head.js';
import { defaultsOf } from '../src/games/defaults.js';
import { gameById } from '../src/games/registry.js';
import type { Game } from '../src/games/types.js';
import { ROOT, refusal, scratch } from './helpers.js';

const CONVERTED = ['milk-and-cookies', 'naval-war', 'crane', 'beat-to-quarters', 'ironclads'];

const shipped = (id: string): string => readFileSync(join(ROOT, 'data', `${id}.yaml`), 'utf8');
/** The shipped text without its header and the comment before it: a copy made before it had one. */
const headless = (text: string): string => text.replace(/^# The header a game file[\s\S]*?\n\n/m, '');
const copyOf = (text: string): string => {
  const path = join(scratch(), 'my-data.yaml');
  writeFileSync(path, text);
  return path;
};
/** `line:col` of the first place `text` has `what` (its first character, or `skip` after it). */
const at = (text: string, what: string, skip = 0): string => {
  const i = text.indexOf(what) + skip;
  expect(i, what).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, i).split('\n');
  return `${before.length}:${before[before.length - 1].length + 1}`;
};
const refused = (id: string, text: string): string => {
  const path = copyOf(text);
  return refusal(() => withDataFile(gameById(id)!, path)).replaceAll(`${dirname(path)}${sep}`, '');
};
const TAIL = (id: string, key: string) => `a --data copy changes the game's numbers and wording, not its id, title, ship fields or fleet rules: leave ${key}: as \`broadside data ${id}\` prints it, or take it out`;

describe('a shipped game\'s data header', () => {
  it('gives the game its title, ship fields and fleet rules', () => {
    const game = gameById('milk-and-cookies')!;
    expect(game.title).toBe('Milk and Cookies Naval Rules');
    expect(game.data.ship).toEqual({ name: { type: 'name' }, side: { type: 'one-of', values: ['A', 'B'] }, guns: { type: 'whole', min: 0, max: 12 } });
    expect(game.ship.type === 'object' && Object.keys(game.ship.fields)).toEqual(['name', 'side', 'guns']);
    expect(game.maxShips).toBe(500);
  });

  it('gives Naval War its nine players and why, and why two may not share a name', () => {
    const game = gameById('naval-war')!;
    expect([game.title, game.maxShips, game.maxShipsWhy, game.sameName]).toEqual(['Naval War', 9, 'the game is for 3 to 9 players', 'each player needs their own name: the score sheet\'s columns are told apart by it']);
    const text = shipped('naval-war').replace('most-why: the game is for 3 to 9 players', 'most-why: the table seats nine');
    expect(refused('naval-war', text)).toBe(`my-data.yaml:${at(text, 'the table')}: fleet.most-why: the game's is "the game is for 3 to 9 players"; ${TAIL('naval-war', 'fleet')}`);
  });

  it('gives Crane its most ships a side, in the game\'s own words', () => {
    const crane = gameById('crane')!;
    expect([crane.maxShips, crane.maxShipsWhy]).toEqual([10, '5 a side, as many as the damage chart has rows for']);
    /** Crane, its header's most a side `most`. */
    const withMost = (most: number) => Object.defineProperties({}, {
      ...Object.getOwnPropertyDescriptors(crane),
      data: { value: { ...crane.data, fleet: { ...crane.data.fleet, 'most-a-side': most } } },
    }) as Game;
    const ships = (n: number, side: string) => Array.from({ length: n }, (_, i) => ({ name: `${side} ${i}`, side, size: 'large' }));
    expect(crane.fleet!([...ships(5, 'blue'), ...ships(6, 'red')])).toEqual({ at: [10, 'side'], problem: 'a sixth red ship; each side has at most 5' });
    expect(withMost(3).fleet!([...ships(4, 'blue'), ...ships(4, 'red')])).toEqual({ at: [7, 'side'], problem: 'a fourth red ship; each side has at most 3' });
    expect(withMost(12).fleet!(ships(13, 'blue'))).toEqual({ at: [12, 'side'], problem: 'a 13th blue ship; each side has at most 12' });
    expect(withMost(5).fleet!([...ships(5, 'blue'), ...ships(5, 'red')])).toBeNull();
  });

  it('gives Beat to Quarters its fields, and the game adds speed in the master ship table\'s shape after masts', () => {
    const btq = gameById('beat-to-quarters')!;
    expect(Object.keys(btq.data.ship)).not.toContain('speed');
    expect(btq.ship.type === 'object' && Object.keys(btq.ship.fields)).toEqual(['name', 'id', 'type', 'rate', 'crew', 'side', 'squadron', 'masts', 'speed', 'turn', 'cost']);
    expect(btq.ship.type === 'object' && btq.ship.fields.speed.type === 'object' && Object.keys(btq.ship.fields.speed.fields)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('is read at its lines, and names the game its file is for', () => {
    const read = (text: string, id = 'milk-and-cookies') => {
      const errors: DataError[] = [];
      const head = readHead(parseYaml(text, 'data.yaml') as PNode & { kind: 'map' }, id, errors);
      return { head, messages: errors.map((e) => e.message) };
    };
    const text = shipped('milk-and-cookies');
    expect(read(text).head?.ship.guns).toEqual({ type: 'whole', min: 0, max: 12 });
    // what the header declares is what the game takes
    expect(read(text.replace('guns: { type: whole, min: 0, max: 12 }', 'guns: { type: whole, min: 0, max: 9 }')).head?.ship.guns).toEqual({ type: 'whole', min: 0, max: 9 });
    expect(read(text, 'crane').messages).toEqual([`data.yaml:${at(text, 'milk-and-cookies\ntitle')}: game: expected "crane": this is the data file of crane, found by that name`]);
    const bad = text.replace('guns: { type: whole, min: 0, max: 12 }', 'guns: { type: whole, min: 0 }').replace('most: 500', 'most: 0');
    expect(read(bad).messages).toEqual([
      `data.yaml:${at(bad, 'most: 0', 6)}: fleet.most: expected a whole number from 1 to 500, got 0`,
      `data.yaml:${at(bad, '{ type: whole, min: 0 }')}: ship.guns.max: missing; expected a number from -1000000000 to 1000000000`,
    ]);
    // missing, each is reported at the file's first key
    const first = at(headless(text), 'defaults:');
    expect(read(headless(text)).messages).toEqual([`data.yaml:${first}: game: missing; expected text of at most 40 characters`, `data.yaml:${first}: title: missing; expected text of at most 80 characters`, `data.yaml:${first}: ship: missing; expected a value`]);
  });

  it('is what the game was made for: its module holds the fingerprints of the header as shipped', () => {
    for (const id of CONVERTED) {
      const head = readHead(parseYaml(shipped(id), id) as PNode & { kind: 'map' }, id, [])!;
      const made = { title: fingerprint(head.title), ship: fingerprint(head.ship), fleet: fingerprint(head.fleet) };
      // a changed header needs these in src/games/<game>/index.ts, once its printables are made for it
      expect(readFileSync(join(ROOT, 'src/games', id, 'index.ts'), 'utf8'), id).toContain(`made: { title: '${made.title}', ship: '${made.ship}', fleet: '${made.fleet}' }`);
    }
  });

  it('changed in the installed file is refused at what changed, not drawn from', () => {
    const text = shipped('milk-and-cookies').replace('values: [A, B] }', 'values: [A, B, C] }').replace('most: 500', 'most: 20');
    const map = parseYaml(text, 'data.yaml') as PNode & { kind: 'map' };
    const errors: DataError[] = [];
    const head = readHead(map, 'milk-and-cookies', errors)!;
    expect(head.ship.side).toEqual({ type: 'one-of', values: ['A', 'B', 'C'] });
    const own = readHead(parseYaml(shipped('milk-and-cookies'), 'x') as PNode & { kind: 'map' }, 'milk-and-cookies', [])!;
    checkMade(map, head, { title: fingerprint(own.title), ship: fingerprint(own.ship), fleet: fingerprint(own.fleet) }, errors);
    const why = (key: string) => `not as broadside ships it; milk-and-cookies's printables are made for the title, ship fields and fleet rules its data file comes with: put back the package's own ${key}: (a game with fields of its own is a game file: README, "Your own game")`;
    expect(errors.map((e) => e.message)).toEqual([`data.yaml:${at(text, '\nship:', 1)}: ship: ${why('ship')}`, `data.yaml:${at(text, '\nfleet:', 1)}: fleet: ${why('fleet')}`]);
  });

  it('is left out of what counts as a default', () => {
    expect(defaultsOf({ defaults: [], game: 'x', title: 'A title*', ship: { veteran: { type: 'yes-no', default: true } } })).toEqual([]);
  });
});

describe('a --data copy', () => {
  it.each(CONVERTED)('of %s is read with the header as shipped, and without it (a copy made before)', (id) => {
    const game = gameById(id)!;
    for (const text of [shipped(id), headless(shipped(id))]) {
      expect(text === shipped(id) || !/^game:/m.test(text)).toBe(true);
      const own = withDataFile(game, copyOf(text));
      expect([own.title, own.maxShips, own.data.ship]).toEqual([game.title, game.maxShips, game.data.ship]);
      expect(own.dataFile).toBe('my-data.yaml');
    }
  });

  it('under another id is refused, naming a game file of one\'s own instead', () => {
    const text = shipped('milk-and-cookies').replace('game: milk-and-cookies', 'game: gale-force');
    expect(refused('milk-and-cookies', text)).toBe(`my-data.yaml:${at(text, 'gale-force')}: game: "gale-force" is not milk-and-cookies; a --data copy is milk-and-cookies's own data file and keeps its id. A game of your own is a game file, named by its path (game: ./gale-force.yaml), not a --data copy`);
  });

  it('that changes the title, a ship field or the fleet rules is refused there', () => {
    const text = shipped('milk-and-cookies')
      .replace('title: Milk and Cookies Naval Rules', 'title: Milk and Biscuits')
      .replace('max: 12 }', 'max: 14 }')
      .replace('most: 500', 'most: 40');
    expect(refused('milk-and-cookies', text).split('\n')).toEqual([
      `my-data.yaml:${at(text, 'Milk and Biscuits')}: title: the game's title is "Milk and Cookies Naval Rules"; ${TAIL('milk-and-cookies', 'title')}`,
      `my-data.yaml:${at(text, 'guns: {')}: ship.guns: the game declares this field otherwise; ${TAIL('milk-and-cookies', 'ship')}`,
      `my-data.yaml:${at(text, '40')}: fleet.most: the game's is 500; ${TAIL('milk-and-cookies', 'fleet')}`,
    ]);
    const more = shipped('milk-and-cookies').replace('  guns: {', '  speed: { type: whole, min: 1, max: 6 }\n  guns: {');
    expect(refused('milk-and-cookies', more)).toBe(`my-data.yaml:${at(more, 'speed: {')}: ship.speed: the game's ships have no field speed; ${TAIL('milk-and-cookies', 'ship')}`);
    const fewer = shipped('milk-and-cookies').replace(/ {2}guns: \{.*\n/, '');
    expect(refused('milk-and-cookies', fewer)).toBe(`my-data.yaml:${at(fewer, 'name: { type: name }')}: ship: the game's field guns is missing; ${TAIL('milk-and-cookies', 'ship')}`);
  });

  it('with a header that is no header is refused at its line, as the shipped file\'s would be', () => {
    const text = shipped('milk-and-cookies').replace('guns: { type: whole, min: 0, max: 12 }', 'guns: { type: hole, min: 0, max: 12 }').replace('title: Milk and Cookies Naval Rules', `title: ${'T'.repeat(90)}`);
    expect(refused('milk-and-cookies', text).split('\n')).toEqual([
      `my-data.yaml:${at(text, 'TTT')}: title: expected text of at most 80 characters, got 90`,
      `my-data.yaml:${at(text, 'hole')}: ship.guns.type: unknown type "hole"; a field is written { type: whole, min: 0, max: 10 }, its type one of name, text, whole, number, one-of, side, yes-no, track, tracks, list, group; did you mean "whole"?`,
    ]);
  });
});
