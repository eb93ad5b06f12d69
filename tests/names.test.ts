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
    const long = fitName('W'.repeat(30), { width: 110, max: 12, height: 30 })!;
    expect(long.lines.join('')).toBe('W'.repeat(30));
    expect(long.lines.map((l) => l.length)).toEqual([15, 15]);
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
