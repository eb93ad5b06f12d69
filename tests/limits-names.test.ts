// Names every JavaScript object answers to (constructor, toString, __proto__ …) are data like any
// other: each lookup of a user's name refuses them as unknown (exit 2, nothing written) and never
// finds a built-in, crashes, or writes a broken PDF.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validate } from '../src/data/schema.js';
import { own } from '../src/data/suggest.js';
import { gameById } from '../src/games/registry.js';
import { paperOf } from '../src/impose/paper.js';
import { kitJob, makeJob } from '../src/index.js';
import { cardSize } from '../src/printables/cards.js';
import { fill } from '../src/printables/campaign-sheet/data.js';
import { silhouette } from '../src/printables/ship-deck/art.js';
import { cli, ROOT, scratch } from './helpers.js';

const NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__'];
const at = { file: 'test', line: 1, col: 1 };

/** Each case writes its files into `dir` and gives the command line; every one must end in exit 2. */
interface Case { what: string; args: (dir: string, name: string) => string[] }
const file = (dir: string, name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const shipsFile = (dir: string, text: string) => file(dir, 'ships.yaml', text);
const kit = (dir: string, text: string) => ['kit', file(dir, 'kit.yaml', text), '--out', join(dir, 'good.pdf')];

const CASES: Case[] = [
  { what: '--paper', args: (d, n) => ['make', 'range-stick', '--paper', n, '--out', join(d, 'good.pdf')] },
  { what: '--card-size', args: (d, n) => ['make', 'play-deck', '--card-size', n, '--out', join(d, 'good.pdf')] },
  { what: 'a printable', args: (d, n) => ['make', n, '--out', join(d, 'good.pdf')] },
  { what: '--game', args: (d, n) => ['make', 'range-stick', '--game', n, '--ships', join(ROOT, 'examples/ships/crane.yaml'), '--out', join(d, 'good.pdf')] },
  { what: 'an enum option', args: (d, n) => ['make', 'play-deck', '--duplex', n, '--out', join(d, 'good.pdf')] },
  { what: 'kit paper', args: (d, n) => kit(d, `game: crane\npaper: ${n}\nprint: { range-stick: 1 }\n`) },
  { what: 'kit game', args: (d, n) => kit(d, `game: ${n}\nprint: { range-stick: 1 }\n`) },
  { what: 'kit top-level key', args: (d, n) => kit(d, `game: crane\n${n}: 1\nprint: { range-stick: 1 }\n`) },
  { what: 'kit printable (mapping)', args: (d, n) => kit(d, `game: crane\nprint: { ${n}: 1 }\n`) },
  { what: 'kit printable (list)', args: (d, n) => kit(d, `game: crane\nprint: [ { printable: ${n}, count: 1 } ]\n`) },
  { what: 'kit printable option', args: (d, n) => kit(d, `game: naval-war\nprint: { play-deck: { count: 1, ${n}: poker } }\n`) },
  { what: 'kit card size', args: (d, n) => kit(d, `game: naval-war\nprint: { play-deck: { count: 1, card-size: ${n} } }\n`) },
  { what: 'ship file key', args: (d, n) => ['make', 'ship-data-card', '--ships', shipsFile(d, `game: beat-to-quarters\n${n}: 1\nships: []\n`), '--out', join(d, 'good.pdf')] },
  { what: 'ship field', args: (d, n) => ['make', 'ship-data-card', '--ships', shipsFile(d, `game: beat-to-quarters\nships:\n  - { name: Alert, id: 1, type: frigate, rate: 5, crew: crack, side: British, ${n}: 1 }\n`), '--out', join(d, 'good.pdf')] },
  { what: 'ship type (enum)', args: (d, n) => ['make', 'ship-data-card', '--ships', shipsFile(d, `game: beat-to-quarters\nships:\n  - { name: Alert, id: 1, type: ${n}, rate: 5, crew: crack, side: British }\n`), '--out', join(d, 'good.pdf')] },
  { what: 'ship crew (enum)', args: (d, n) => ['make', 'ship-data-card', '--ships', shipsFile(d, `game: beat-to-quarters\nships:\n  - { name: Alert, id: 1, type: frigate, rate: 5, crew: ${n}, side: British }\n`), '--out', join(d, 'good.pdf')] },
  { what: 'spreadsheet heading', args: (d, n) => ['make', 'ship-data-card', '--ships', file(d, 'ships.csv', `game,name,id,type,rate,crew,side,${n}\nbeat-to-quarters,Alert,1,frigate,5,crack,British,1\n`), '--out', join(d, 'good.pdf')] },
  { what: 'spreadsheet game', args: (d, n) => ['make', 'ship-data-card', '--ships', file(d, 'ships.csv', `game,name,id,type,rate,crew,side\n${n},Alert,1,frigate,5,crack,British\n`), '--out', join(d, 'good.pdf')] },
  { what: 'deck file key', args: (d, n) => ['make', 'play-deck', '--deck', file(d, 'deck.yaml', `${n}: 1\n`), '--out', join(d, 'good.pdf')] },
  { what: 'deck card kind', args: (d, n) => ['make', 'play-deck', '--deck', file(d, 'deck.yaml', `cards:\n  - { kind: ${n}, count: 1 }\n`), '--out', join(d, 'good.pdf')] },
  { what: 'deck kinds key', args: (d, n) => ['make', 'play-deck', '--deck', file(d, 'deck.yaml', `kinds:\n  ${n}: { label: X, colour: "#000000", text: x }\n`), '--out', join(d, 'good.pdf')] },
  { what: 'convention key', args: (d, n) => ['kit', file(d, 'convention.yaml', `title: T\n${n}: 1\ntables:\n  - { name: A, game: crane, print: { range-stick: 1 } }\n`), '--out', join(d, 'conv') + '/'] },
  { what: 'convention table key', args: (d, n) => ['kit', file(d, 'convention.yaml', `title: T\ntables:\n  - { name: A, game: crane, ${n}: 1, print: { range-stick: 1 } }\n`), '--out', join(d, 'conv') + '/'] },
  { what: 'convention packets', args: (d, n) => ['kit', file(d, 'convention.yaml', `title: T\ntables:\n  - { name: A, game: crane, packets: ${n}, print: { range-stick: 1 } }\n`), '--out', join(d, 'conv') + '/'] },
];

describe('names every object has, in every lookup of a user\'s name', () => {
  for (const c of CASES) {
    it(`${c.what}: each is refused (exit 2) and a PDF already at --out is left as it was`, async () => {
      for (const name of NAMES) {
        const dir = scratch();
        const good = join(dir, 'good.pdf');
        writeFileSync(good, 'the earlier PDF');
        // a name YAML would read as something else is quoted in the files, as a user would
        const { code, err } = await cli(...c.args(dir, name));
        expect(err, `${c.what} = ${name}`).not.toMatch(/internal fault/);
        expect(code, `${c.what} = ${name}: ${err}`).toBe(2);
        expect(readFileSync(good, 'utf8')).toBe('the earlier PDF');
        expect(existsSync(join(dir, 'conv'))).toBe(false);
      }
    });
  }
});

describe('the lookup functions themselves', () => {
  it('find none of these names', () => {
    for (const name of NAMES) {
      expect(paperOf(name), name).toBeNull();
      expect(cardSize(name), name).toBeNull();
      expect(gameById(name), name).toBeUndefined();
      expect(own({ a: 1 }, name), name).toBeUndefined();
      expect(() => makeJob(name), name).toThrow(/unknown printable/);
      expect(() => makeJob('play-deck', { options: { [name]: 'x' } }), name).toThrow(/not an option of play-deck/);
      expect(() => kitJob(join(ROOT, 'examples/kits/naval-war.yaml'), { options: { [name]: 'x' } }), name).toThrow(/not an option of any printable in this kit/);
      expect(() => validate({ kind: 'scalar', pos: at, value: name }, { type: 'enum', values: ['a', 'b'] }, 'f'), name).toThrow(/expected one of "a", "b"/);
      const map = { kind: 'map' as const, pos: at, entries: new Map([[name, { keyPos: at, node: { kind: 'scalar' as const, pos: at, value: 1 } }]]) };
      expect(() => validate(map, { type: 'object', fields: { a: { type: 'int', min: 0, max: 9 } } }, 'f'), name).toThrow(/unknown key/);
      // a ship type the art does not know is drawn as the default, never as a built-in's fields
      expect(silhouette(name)).toEqual(silhouette('battleship'));
    }
  });

  it('leave a placeholder naming a built-in as written', () => {
    const d = { points: { start: 1, turn: 2, refuser: 3, other: 4 }, turns: 5, construction: { turns: 6 }, repair: { cost: 7 }, recrew: { recapture: 8 } };
    for (const name of NAMES) expect(fill(`{${name}} {turn}`, d as never)).toBe(`{${name}} 2`);
  });
});
