// Ship names by the one rule (src/svg/names.ts) on every printable that shows them: a name of up to
// 60 characters either prints inside its place at 6.5 pt or more, or checking the ship file refuses
// it at the name; over 60 is refused everywhere.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFile } from '../src/check.js';
import { DataError } from '../src/errors.js';
import { GAMES } from '../src/games/registry.js';
import { textWidth } from '../src/svg/fonts.js';
import { NAME_LEAD, NAME_MIN, fitName } from '../src/svg/names.js';
import { make, scratch, texts } from './helpers.js';

/** Wide capitals, broken into words as a real name is: exactly 60 characters. */
const WIDE = 'WMWMWMW MWMWMWMWM WMWMWMWMW MWMWMWM WMWMWMWMWM MWMWMWMWMWMWM';
const SPANISH = 'Santísima Trinidad y Nuestra Señora del Pilar';

/** A ship of each game (a ship of the line, or for the campaign sheet a shore battery). */
const SHIP: Record<string, (name: string) => string> = {
  'ship-data-card': (n) => `{ name: "${n}", id: 1, type: frigate, rate: 5, crew: average, side: British }`,
  'fleet-purchase': (n) => `{ name: "${n}", id: 1, type: frigate, rate: 5, crew: average, side: British }`,
  'milk-and-cookies': (n) => `{ name: "${n}", side: A, guns: 4 }`,
  ironclads: (n) => `{ name: "${n}", side: Union, speed: 6, acceleration: 2, armor: medium, crew: [6, 6], hull: [8, 8] }`,
  crane: (n) => `{ name: "${n}", side: red, size: large }`,
  'naval-war': (n) => `{ name: "${n}" }`,
  'beat-to-quarters': (n) => `{ name: "${n}", id: 40, type: shore-battery, rate: 2, crew: average, side: French }`,
};

function shipFile(game: string, name: string, printable = ''): string {
  const path = join(scratch(), `${game}.yaml`);
  writeFileSync(path, `game: ${game}\nships:\n  - ${(SHIP[printable] ?? SHIP[game])(name)}\n`);
  return path;
}

const printers = GAMES.flatMap((g) => g.printables.filter((p) => p.nameBox).map((p) => ({ game: g, p })));

describe('the name rule', () => {
  const box = { width: 150, max: 12, height: 30 };

  it('keeps a name that fits on one line at the printable\'s own size', () => {
    expect(fitName('HMS Pickle', box)).toEqual({ lines: ['HMS Pickle'], size: 12 });
  });

  it('wraps to two lines, broken at the space that balances them, before it shrinks', () => {
    const b = fitName(SPANISH, box)!;
    expect(b.size).toBe(12);
    expect(b.lines).toEqual(['Santísima Trinidad y', 'Nuestra Señora del Pilar']);
    for (const l of b.lines) expect(textWidth(l, 12, 'bold')).toBeLessThanOrEqual(150);
  });

  it('shrinks when two lines at full size are too wide, and breaks a word only when no space will do', () => {
    const b = fitName(WIDE, { ...box, width: 200 })!;
    expect(b.lines).toHaveLength(2);
    expect(b.lines.join(' ')).toBe(WIDE);
    expect(b.size).toBeLessThan(12);
    expect(b.size).toBeGreaterThanOrEqual(NAME_MIN);
    // broken mid-word, the first line ends with a hyphen, measured with it
    const long = fitName('W'.repeat(30), { width: 110, max: 12, height: 30 })!;
    expect(long.lines[0].endsWith('-')).toBe(true);
    expect(long.lines.join('').replace('-', '')).toBe('W'.repeat(30));
    for (const l of long.lines) expect(textWidth(l, long.size, 'bold')).toBeLessThanOrEqual(110);
  });

  it('prints a hyphen where it breaks a word, leaves two letters or more on each line, and keeps accents with their letter', () => {
    for (const name of ['Fitzgerald', 'Żółkiewska', 'Ἀθηνᾶ Παρθένος', 'Аврора', 'Santísima']) {
      // a box too narrow for the name on one line at 6.5 pt, but wide enough for half of it
      const half = textWidth(name, NAME_MIN, 'bold') * 0.62;
      const b = fitName(name, { width: half, max: 12, height: 30 })!;
      expect(b, name).not.toBeNull();
      expect(b.lines).toHaveLength(2);
      for (const l of b.lines) expect(textWidth(l, b.size, 'bold'), `${l} in ${half}`).toBeLessThanOrEqual(half + 1e-6);
      const [first, second] = b.lines;
      if (first.endsWith('-')) {
        expect(first.slice(0, -1) + second).toBe(name);
        expect([...first.slice(0, -1).normalize('NFC').split(' ').pop()!].length).toBeGreaterThanOrEqual(2);
        expect([...second.normalize('NFC').split(' ')[0]].length).toBeGreaterThanOrEqual(2);
      } else {
        expect(`${first} ${second}`).toBe(name);
      }
    }
    // decomposed accents (a letter, then its combining mark) stay on the letter's line
    const nfd = 'Żółkiewska'.normalize('NFD');
    const b = fitName(nfd, { width: textWidth(nfd, NAME_MIN, 'bold') * 0.62, max: 12, height: 30 })!;
    expect(b.lines[1].normalize('NFD')).not.toMatch(/^\p{M}/u);
    expect(b.lines[0]).toMatch(/-$/);
  });

  it('breaks a word after a hyphen of its own before it breaks between letters, adding none', () => {
    const name = 'Saint-Malo-Grandcamp';
    const b = fitName(name, { width: textWidth('Grandcamp', NAME_MIN, 'bold') * 1.3, max: 12, height: 30 })!;
    expect(b.lines.join('')).toBe(name);
    expect(b.lines[0].endsWith('-')).toBe(true);
  });

  it('never goes below 6.5 pt, and takes a second line only where its height allows', () => {
    expect(fitName(WIDE, { width: 100, max: 12, height: 30 })).toBeNull();
    // one line's height: the name shrinks on one line instead of wrapping
    const one = fitName(SPANISH, { width: 300, max: 16, height: 12 })!;
    expect(one.lines).toEqual([SPANISH]);
    expect(one.size).toBeLessThanOrEqual(12);
  });
});

describe('a 60-character name of wide letters on every printable that shows names', () => {
  for (const { game, p } of printers) {
    it(`${game.id} ${p.name}: prints inside its place at ≥ ${NAME_MIN} pt, or check refuses it at the name`, async () => {
      const ships = shipFile(game.id, WIDE, p.name);
      const box = p.nameBox!(game.data[p.name], { name: WIDE, type: 'shore-battery' })!;
      const fitted = fitName(WIDE, box);
      if (!fitted) {
        let err: unknown;
        try {
          checkFile(ships);
        } catch (e) {
          err = e;
        }
        expect(err).toBeInstanceOf(DataError);
        expect((err as Error).message).toMatch(new RegExp(`^${ships.replace(/[.\\/]/g, '\\$&')}:3:\\d+: ships\\[0\\]\\.name: "${WIDE}" does not fit the ${p.name}'s name space`));
        await expect(async () => make(p.name, { ships })).rejects.toThrow(/does not fit/);
        return;
      }
      expect(checkFile(ships)).toMatch(/ok/);
      const { sheets } = await make(p.name, { ships });
      const item = sheets[0].placements[0].item;
      const lines = texts(item.body).filter((t) => t.what.length > 3 && WIDE.includes(t.what));
      expect(lines.map((t) => t.what).join(' ')).toBe(WIDE);
      expect(lines.length).toBeLessThanOrEqual(2);
      const size = +lines[0].attrs['font-size'];
      expect(size).toBeGreaterThanOrEqual(NAME_MIN);
      const last = +lines[lines.length - 1].attrs.y;
      for (const [i, t] of lines.entries()) {
        expect(+t.attrs['font-size']).toBe(size);
        // inside the item, no wider than the name's place, the lines a leading apart
        expect(t.x).toBeGreaterThanOrEqual(0);
        expect(t.x + t.w).toBeLessThanOrEqual(item.width);
        expect(t.y).toBeGreaterThanOrEqual(0);
        expect(t.y + t.h).toBeLessThanOrEqual(item.height);
        expect(t.w).toBeLessThanOrEqual(box.width + 1e-6);
        expect(last - +t.attrs.y).toBeCloseTo((lines.length - 1 - i) * size * NAME_LEAD, 2);
      }
      // the block stays within the height the place gives it above its last baseline
      expect(lines[0].y).toBeGreaterThanOrEqual(last - box.height - 1e-6);
    });
  }

  it('61 characters are refused in every game, at the name', () => {
    for (const game of GAMES.map((g) => g.id)) {
      const ships = shipFile(game, `${WIDE}W`);
      expect(() => checkFile(ships)).toThrow(/:3:\d+: ships\[0\]\.name: expected text of at most 60 characters, got 61/);
    }
  });
});

describe('a word broken on a printable', () => {
  it('prints its hyphen, inside the name\'s place (the damage chart\'s narrow slot)', async () => {
    const { crane } = await import('../src/games/crane/index.js');
    const p = crane.printables.find((x) => x.name === 'damage-chart')!;
    const box = p.nameBox!(crane.data['damage-chart'], { name: '' })!;
    // one word, too wide for one line at 6.5 pt, that two lines hold
    let name = 'Żółkiewska';
    while (textWidth(name + 'ska', NAME_MIN, 'bold') < box.width * 1.6) name += 'ska';
    const ships = shipFile('crane', name);
    expect(checkFile(ships)).toMatch(/ok/);
    const { sheets } = await make('damage-chart', { ships });
    const lines = texts(sheets[0].placements[0].item.body).filter((t) => name.startsWith(t.what.replace(/-$/, '')) || name.endsWith(t.what));
    expect(lines).toHaveLength(2);
    expect(lines[0].what.endsWith('-')).toBe(true);
    expect(lines[0].what.slice(0, -1) + lines[1].what).toBe(name);
    for (const t of lines) expect(t.w).toBeLessThanOrEqual(box.width + 1e-6);
  });
});
