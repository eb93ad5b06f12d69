// Every message keeps its place: the file as it was named (relative to the current folder when a
// kit or convention names it), the line and column of the problem, and the line that named a file
// that cannot be read.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConvention } from '../src/convention/load.js';
import { loadKit } from '../src/data/kit.js';
import { loadShipsFile as loadShips } from '../src/data/ships.js';
import { DataError } from '../src/errors.js';
import { cli, scratch } from './helpers.js';

/** Writes the files under a new folder; answers that folder as the current folder sees it. */
function tree(files: Record<string, string>): string {
  const dir = relative(process.cwd(), scratch());
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const message = (fn: () => unknown): string => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(DataError);
    return (err as Error).message;
  }
  throw new Error('expected a DataError');
};

const BOATS = 'game: milk-and-cookies\nships:\n  - { name: Sea Biscuit, side: A, guns: 4 }\n';

describe('a file a kit names', () => {
  it('that cannot be read is reported at the kit\'s line, with the path as written', () => {
    const dir = tree({ 'kits/kit.yaml': 'title: T\ngame: milk-and-cookies\nprint:\n  boat-record: 1\nships: ../ships/x.yaml\n' });
    expect(message(() => loadKit(join(dir, 'kits/kit.yaml')))).toBe(`${join(dir, 'kits/kit.yaml')}:5:8: ships: cannot read "../ships/x.yaml": no such file`);
  });

  it('shows its own problems under its path from the current folder: two crane.yaml told apart', () => {
    const dir = tree({
      'kits/crane.yaml': 'game: crane\nships: ../ships/crane.yaml\nprint:\n  damage-chart: 1\n',
      'ships/crane.yaml': 'game: crane\nships:\n  - { name: 3 }\n  - { nmae: Heron }\n',
    });
    const lines = message(() => loadKit(join(dir, 'kits/crane.yaml'))).split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.startsWith(`${join(dir, 'ships/crane.yaml')}:`), line).toBe(true);
    expect(lines.some((l) => l.startsWith(`${join(dir, 'ships/crane.yaml')}:4:`))).toBe(true);
  });

  it('as a deck: a missing one at the kit\'s line, and check finds it', async () => {
    const dir = tree({ 'kit.yaml': 'game: naval-war\nships: ../ships.yaml\nprint:\n  ship-deck: { count: 1, deck: decks/none.yaml }\n' });
    writeFileSync(join(dir, '..', 'ships.yaml'), '');
    const kit = 'game: naval-war\nprint:\n  play-deck: { count: 1, deck: decks/none.yaml }\n';
    writeFileSync(join(dir, 'kit.yaml'), kit);
    const expected = `${join(dir, 'kit.yaml')}:3:32: print.play-deck.deck: cannot read "decks/none.yaml": no such file`;
    expect(message(() => loadKit(join(dir, 'kit.yaml')))).toBe(expected);
    const r = await cli('check', join(dir, 'kit.yaml'));
    expect(r.code).toBe(2);
    expect(r.err).toBe(`broadside: ${expected}`);
  });

  it('as a deck that is not good YAML: check reports it in the deck file, by its path from here', async () => {
    const dir = tree({ 'kit.yaml': 'game: naval-war\nprint:\n  play-deck: { count: 1, deck: decks/d.yaml }\n', 'decks/d.yaml': 'cards:\n  - { kind: salvo\n' });
    const r = await cli('check', join(dir, 'kit.yaml'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(new RegExp(`^broadside: ${join(dir, 'decks/d.yaml').replace(/[.\\/]/g, '\\$&')}:\\d+:\\d+: malformed YAML`));
  });
});

describe('a file a convention names', () => {
  it('a kit that names a missing ships file is reported at the kit\'s line, under the kit\'s path from here', async () => {
    const dir = tree({
      'event.yaml': 'title: E\ntables:\n  - name: One\n    kit: kits/k.yaml\n',
      'kits/k.yaml': 'game: milk-and-cookies\nships: gone.yaml\nprint:\n  boat-record: 1\n',
    });
    const expected = `${join(dir, 'kits/k.yaml')}:2:8: ships: cannot read "gone.yaml": no such file`;
    expect(message(() => loadConvention(join(dir, 'event.yaml')))).toBe(expected);
    const r = await cli('check', join(dir, 'event.yaml'));
    expect(r.code).toBe(2);
    expect(r.err).toBe(`broadside: ${expected}`);
  });
});

describe('numbers that are not finite', () => {
  for (const written of ['.inf', '-.inf', '.nan', '1e400']) {
    it(`${written} is quoted as written and called not finite`, () => {
      const dir = tree({ 's.yaml': `game: milk-and-cookies\nships:\n  - { name: Sea Biscuit, side: A, guns: ${written} }\n` });
      expect(message(() => loadShips(join(dir, 's.yaml')))).toBe(`${join(dir, 's.yaml')}:3:41: ships[0].guns: expected a whole number from 0 to 12, got ${written}, which is not a finite number`);
    });
  }

  it('written as a name, stays the text written', () => {
    const dir = tree({ 's.yaml': 'game: milk-and-cookies\nships:\n  - { name: .inf, side: A, guns: 4 }\n' });
    expect(loadShips(join(dir, 's.yaml')).ships[0].name).toBe('.inf');
  });
});

describe('YAML tags', () => {
  it('!!omap on line 4 is refused at its own place', () => {
    const dir = tree({ 's.yaml': 'game: milk-and-cookies\nships:\n  - { name: Sea Biscuit, side: A, guns: 4 }\nextra: !!omap\n  - a: 1\n' });
    expect(message(() => loadShips(join(dir, 's.yaml')))).toBe(`${join(dir, 's.yaml')}:4:8: the YAML tag !!omap is not supported; remove it (plain values, lists and mappings need no tag)`);
  });

  for (const [tag, value, col] of [['!custom', '4', 41], ['!!js/function', '"4"', 41], ['!!binary', 'NA==', 41], ['!!set', '{ a }', 41], ['!!pairs', '[a: 1]', 41], ['!!timestamp', '2001-12-14', 41]] as const) {
    it(`${tag} is refused at its place, not dropped`, () => {
      const dir = tree({ 's.yaml': `${BOATS}  - { name: Jolly Roger, side: B, guns: ${tag} ${value} }\n` });
      expect(message(() => loadShips(join(dir, 's.yaml')))).toBe(`${join(dir, 's.yaml')}:4:${col}: the YAML tag ${tag} is not supported; remove it (plain values, lists and mappings need no tag)`);
    });
  }

  it('the core schema\'s plain tags are taken as written', () => {
    const dir = tree({ 's.yaml': 'game: !!str milk-and-cookies\nships: !!seq\n  - !!map { name: !!str 007, side: A, guns: !!int "4" }\n' });
    const ship = loadShips(join(dir, 's.yaml')).ships[0];
    expect([ship.name, (ship as unknown as { guns: number }).guns]).toEqual(['007', 4]);
  });

  it('an alias is refused where it is used', () => {
    const dir = tree({ 's.yaml': 'game: milk-and-cookies\nships:\n  - &boat { name: Sea Biscuit, side: A, guns: 4 }\n  - *boat\n' });
    expect(message(() => loadShips(join(dir, 's.yaml')))).toBe(`${join(dir, 's.yaml')}:4:5: an alias (*boat) is not supported; write the value out in full`);
  });
});
