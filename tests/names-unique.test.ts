// Two ships of one list may not share a name (case and surrounding spaces aside): records, decks and
// packets are found by it. Refused at the second, naming the first, in every game, in YAML, in
// spreadsheets, in a kit's own list and from the library; and a convention's ships-in-play names
// each ship once, in any case.
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadShips } from '../src/api/ships.js';
import { loadConvention } from '../src/convention/load.js';
import { loadKit } from '../src/data/kit.js';
import { loadShipsFile } from '../src/data/ships.js';
import { ROOT, cli, ownFolders, refusal, write } from './helpers.js';
import { xlsx, xrow } from './zip.js';

const folder = ownFolders();

const SAME = 'each ship needs its own name: records, decks and packets are found by it';

const FLEET = `game: milk-and-cookies
ships:
  - name: Sea Biscuit
    side: A
    guns: 4
  - { name: Jolly Roger, side: B, guns: 3 }
  - { name: Cookie, side: A, guns: 2 }
  # the first boat again, by mistake
  - name: Sea Biscuit
    side: B
    guns: 1
`;

describe('a ship named twice', () => {
  it('is refused at the second, naming the first and its line; check exits 2', async () => {
    folder();
    const r = await cli('check', write('fleet.yaml', FLEET));
    expect(r.code).toBe(2);
    expect(r.err).toBe(`broadside: fleet.yaml:9:11: ships[3].name: "Sea Biscuit" is already the name of ships[0] (line 3); ${SAME}`);
  });

  it('is the same name in another case or with spaces around it, and the first is quoted as written', () => {
    folder();
    const text = 'game: crane\nships:\n  - { name: HMS Victory, side: red, size: large }\n  - { name: "  hms victory ", side: blue, size: large }\n  - { name: HMS VICTORY, side: red, size: small }\n';
    expect(refusal(() => loadShipsFile(write('crane.yaml', text))).split('\n')).toEqual([
      `crane.yaml:4:13: ships[1].name: "hms victory" is already the name of ships[0] ("HMS Victory", line 3); ${SAME}`,
      `crane.yaml:5:13: ships[2].name: "HMS VICTORY" is already the name of ships[0] ("HMS Victory", line 3); ${SAME}`,
    ]);
  });

  it('is reported with the file\'s other problems, even on a ship that has some', () => {
    folder();
    const text = 'game: milk-and-cookies\nships:\n  - { name: Sea Biscuit, side: C, guns: 4 }\n  - { name: Sea Biscuit, side: A, guns: 40 }\n';
    expect(refusal(() => loadShipsFile(write('fleet.yaml', text))).split('\n')).toEqual([
      'fleet.yaml:3:32: ships[0].side: expected one of "A", "B", got "C"',
      `fleet.yaml:4:13: ships[1].name: "Sea Biscuit" is already the name of ships[0] (line 3); ${SAME}`,
      'fleet.yaml:4:41: ships[1].guns: expected a whole number from 0 to 12, got 40',
    ]);
  });

  it('is refused in every game: Ironclads, Beat to Quarters, and Naval War\'s players', () => {
    folder();
    const boat = (name: string) => `  - { name: ${name}, side: Union, speed: 5, acceleration: 2, armor: light, crew: [10], hull: [8] }`;
    expect(refusal(() => loadShipsFile(write('ironclads.yaml', `game: ironclads\nships:\n${boat('USS Monitor')}\n${boat('uss monitor')}\n`)))).toBe(
      `ironclads.yaml:4:13: ships[1].name: "uss monitor" is already the name of ships[0] ("USS Monitor", line 3); ${SAME}`);
    const ship = (name: string, id: number) => `  - { name: ${name}, id: ${id}, type: frigate, rate: 5, crew: average, side: British }`;
    expect(refusal(() => loadShipsFile(write('btq.yaml', `game: beat-to-quarters\nships:\n${ship('Amazon', 1)}\n${ship('Surprise', 2)}\n${ship('Amazon', 3)}\n`)))).toBe(
      `btq.yaml:5:13: ships[2].name: "Amazon" is already the name of ships[0] (line 3); ${SAME}`);
    expect(refusal(() => loadShipsFile(write('players.yaml', 'game: naval-war\nships:\n  - name: Ada\n  - name: Bo\n  - name: ADA\n')))).toBe(
      'players.yaml:5:11: ships[2].name: "ADA" is already the name of ships[0] ("Ada", line 3); each player needs their own name: the score sheet\'s columns are told apart by it');
  });

  it('is refused in a CSV at its line, in a workbook at its cell', () => {
    folder();
    expect(refusal(() => loadShipsFile(write('fleet.csv', 'game,name,side,guns\nmilk-and-cookies,Sea Biscuit,A,4\nmilk-and-cookies,Jolly Roger,B,3\nmilk-and-cookies,sea biscuit,B,2\n')))).toBe(
      `fleet.csv:4:18: ships[2].name: "sea biscuit" is already the name of ships[0] ("Sea Biscuit", line 2); ${SAME}`);
    const book = xlsx([{ name: 'Fleet', rows: [['game', 'name', 'side', 'guns'], ['milk-and-cookies', 'Sea Biscuit', 'A', 4], ['milk-and-cookies', 'Sea Biscuit', 'B', 3]].map((r, i) => xrow(i + 1, r)) }]);
    expect(refusal(() => loadShipsFile(write('fleet.xlsx', book)))).toBe(
      `fleet.xlsx:Fleet!B3: ships[1].name: "Sea Biscuit" is already the name of ships[0] (cell B2); ${SAME}`);
  });

  it('is refused in a kit\'s own list of ships, and from the library, in text and in values', () => {
    folder();
    const kit = 'game: naval-war\nships:\n  - name: Ada\n  - name: Ada\nprint:\n  score-sheet: 1\n';
    expect(refusal(() => loadKit(write('kit.yaml', kit)))).toBe(
      'kit.yaml:4:11: ships[1].name: "Ada" is already the name of ships[0] (line 3); each player needs their own name: the score sheet\'s columns are told apart by it');
    expect(refusal(() => loadShips('game: crane\nships:\n  - { name: Téméraire, side: red, size: large }\n  - { name: TÉMÉRAIRE, side: blue, size: large }\n'))).toBe(
      `<text>:4:13: ships[1].name: "TÉMÉRAIRE" is already the name of ships[0] ("Téméraire", line 3); ${SAME}`);
    // a value built in code has no lines: the paths say where
    expect(refusal(() => loadShips([{ name: 'Sea Biscuit', side: 'A', guns: 4 }, { name: 'Sea Biscuit ', side: 'B', guns: 2 }], { game: 'milk-and-cookies' }))).toBe(
      `<object>: ships[1].name: "Sea Biscuit" is already the name of ships[0]; ${SAME}`);
  });

  it('is not claimed of names that differ by more than case and spaces', () => {
    folder();
    const text = 'game: crane\nships:\n  - { name: HMS Victory, side: red, size: large }\n  - { name: HMS Victory II, side: blue, size: large }\n  - { name: HMS  Victory, side: blue, size: small }\n';
    expect(loadShipsFile(write('crane.yaml', text)).ships.map((s) => s.name)).toEqual(['HMS Victory', 'HMS Victory II', 'HMS  Victory']);
  });
});

describe('ships-in-play', () => {
  const event = (play: string): string => `tables:\n  - name: Ironclads\n    kit: ${relative(process.cwd(), join(ROOT, 'examples/kits/ironclads.yaml'))}\n    ships-in-play: ${play}\n`;

  it('names the kit\'s ships in any case, with spaces around them', () => {
    folder();
    const conv = loadConvention(write('event.yaml', event('[css virginia, " USS MONITOR "]')));
    expect(conv.tables[0].kit.ships.map((s) => s.name)).toEqual(['CSS Virginia', 'USS Monitor']);
  });

  it('refuses a ship named twice, by its name in another case, at the second', async () => {
    folder();
    const r = await cli('check', write('event.yaml', event('[CSS Virginia, USS Monitor, css virginia]')));
    expect(r.code).toBe(2);
    expect(r.err).toBe('broadside: event.yaml:4:48: tables[0].ships-in-play[2]: "css virginia" names CSS Virginia, as does ships-in-play[0] (line 4); name each ship once');
  });
});
