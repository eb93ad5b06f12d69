import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kitJob } from '../src/index.js';
import { buildSheets } from '../src/build.js';
import { loadShipsFile } from '../src/data/ships.js';
import { builtKit, ROOT, expectBaselines, scratch, cli } from './helpers.js';

/** Writes `text` to a new file named `name` and loads it. */
function load(name: string, text: string) {
  const file = join(scratch(), name);
  writeFileSync(file, text);
  return loadShipsFile(file);
}

const KIT = join(ROOT, 'examples/kits/ironclads.yaml');


const SHIP = `game: ironclads
ships:
  - name: Test Boat
    side: Union
    speed: 6
    acceleration: 2
    armor: heavy
    crew: [10, 10]
    hull: [8, 8]
    guns:
      - { name: Bow, position: bow, weight: heavy }
`;

// Each case replaces one line of a good ship file; `bad` is the text the position must point at.
const BAD: [string, string, string, string, RegExp][] = [
  ['a negative speed', '    speed: 6', '    speed: -3', '-3', /ships\[0\]\.speed: expected a whole number from 1 to 30, got -3/],
  ['a gun weight the game does not have', 'weight: heavy }', 'weight: huge }', 'huge', /ships\[0\]\.guns\[0\]\.weight: expected one of "very-light", "light", "medium", "heavy", "very-heavy", got "huge"/],
  ['no crew sections', '    crew: [10, 10]', '    crew: []', '[]', /ships\[0\]\.crew: expected a list of 1 to 12 items, got 0/],
  ['500 boxes in a section', '    hull: [8, 8]', '    hull: [500]', '500', /ships\[0\]\.hull\[0\]: expected a whole number from 1 to 60, got 500/],
  ['more boxes than a track holds', '    crew: [10, 10]', '    crew: [30, 30, 30]', '[30', /ships\[0\]\.crew: 90 crew boxes in all; a track holds at most 60/],
  ['a gun in a turret the boat does not have', 'position: bow,', 'position: Aft turret,', 'Aft turret', /ships\[0\]\.guns\[0\]\.position: expected one of "bow", "stern", "port", "starboard", "pivot" \(a position or one of this boat's turrets\), got "Aft turret"/],
];

describe('Beer and Pretzels Ironclads ship files', () => {
  for (const [what, from, to, at, message] of BAD) {
    it(`refuse ${what} with its position, exit 2, and nothing written`, async () => {
      const text = SHIP.replace(from, to);
      expect(text).not.toBe(SHIP);
      const lines = text.split('\n');
      const line = lines.findIndex((l) => l.includes(to.trim())) + 1;
      const col = lines[line - 1].indexOf(at) + 1;
      const dir = scratch();
      const file = join(dir, 'ships.yaml');
      writeFileSync(file, text);
      const out = join(dir, 'records.pdf');
      const r = await cli('make', 'ironclad-record', '--ships', file, '--out', out);
      expect(r.code).toBe(2);
      expect(r.err).toContain(`ships.yaml:${line}:${col}: `);
      expect(r.err).toMatch(message);
      expect(existsSync(out)).toBe(false);
    });
  }

  it('are not needed for blank record sheets, and are asked for otherwise', async () => {
    const dir = scratch();
    expect((await cli('make', 'ironclad-record', '--blank', '--out', join(dir, 'blank.pdf'))).code).toBe(0);
    const r = await cli('make', 'ironclad-record', '--out', join(dir, 'none.pdf'));
    expect(r.code).toBe(2);
    expect(r.err).toContain('ironclad-record is printed per ship: give --ships FILE or --blank');
    expect(existsSync(join(dir, 'none.pdf'))).toBe(false);
  });

  it('take a size in any case, kept as the list spells it, and may leave it out as files written before did', () => {
    const sized = (size: string) => load('ships.yaml', SHIP.replace('    side: Union\n', `    side: Union\n    size: ${size}\n`));
    expect(sized('Large').ships[0].size).toBe('large');
    expect(sized('SMALL').ships[0].size).toBe('small');
    expect(load('ships.yaml', SHIP).ships[0].size).toBeUndefined();
    // a spreadsheet's size column, in any case, a blank cell leaving it out
    const csv = 'game,name,side,Size,speed,acceleration,armor,crew,hull\nironclads,CSS X,C,Medium,5,2,heavy,4,4\nironclads,CSS Y,C,,5,2,heavy,4,4\n';
    expect(load('ships.csv', csv).ships.map((x) => x.size)).toEqual(['medium', undefined]);
  });

  it('refuse a size the game does not have at its line and column, with the nearest', () => {
    const text = SHIP.replace('    side: Union\n', '    side: Union\n    size: meduim\n');
    expect(() => load('ships.yaml', text)).toThrow('ships.yaml:5:11: ships[0].size: expected one of "small", "medium", "large", got "meduim"; did you mean "medium"?');
    const csv = 'game,name,side,size,speed,acceleration,armor,crew,hull\nironclads,CSS X,C,huge,5,2,heavy,4,4\n';
    expect(() => load('ships.csv', csv)).toThrow(/ships\.csv:2:19: ships\[0\]\.size: expected one of "small", "medium", "large", got "huge"/);
  });

  it('accept the example boats', async () => {
    expect((await cli('check', join(ROOT, 'examples/ships/ironclads.yaml'))).code).toBe(0);
  });
});

describe('the Ironclads kit', () => {
  it('opens with a contents page that says how pieces go together', async () => {
    const { pdf, pages } = await builtKit(KIT);
    expect(pages[0].svg).toContain('print in labelled pieces, such as VERY LIGHT 1/2 and VERY LIGHT 2/2.');
    await expectBaselines(pdf, 'kit', 'ironclads-contents', [1]);
  });

  for (const paper of ['letter', 'a4']) {
    it(`prints every aid on ${paper}`, async () => {
      const job = kitJob(KIT, { paper });
      const sheets = buildSheets(job);
      const items = (section: string) => sheets.filter((s) => s.section === section).flatMap((s) => s.placements.map((p) => p.item));
      const boats = job.ships.length;
      expect(boats).toBeGreaterThanOrEqual(6);
      expect(new Set(job.ships.map((s) => s.side))).toEqual(new Set(['Confederate', 'Union']));
      expect(items('ironclad-record')).toHaveLength(boats);
      expect(items('command-card')).toHaveLength(boats);
      // two sets of five sticks, each stick in pieces
      const sticks = new Set(items('range-stick').map((i) => i.label));
      expect(sticks.size).toBe(5);
      expect(items('range-stick').filter((i) => i.piece!.col === 0)).toHaveLength(10);
      expect(items('deflection-gauge')).toHaveLength(2);
      expect(items('turning-gauge').filter((i) => i.piece!.row === 0 && i.piece!.col === 0)).toHaveLength(2);
      expect(items('chart-card').length).toBeGreaterThanOrEqual(1);
      expect(items('reload-marker')).toHaveLength(20);
      const dir = scratch();
      const r = await cli('kit', KIT, '--paper', paper, '--out', dir);
      expect(r.code).toBe(0);
      // same input, same bytes
      const again = scratch();
      expect((await cli('kit', KIT, '--paper', paper, '--out', again)).code).toBe(0);
      expect(readFileSync(join(again, 'ironclads.pdf')).equals(readFileSync(join(dir, 'ironclads.pdf')))).toBe(true);
    });
  }
});
