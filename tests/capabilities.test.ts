// What a printable is (a card deck, a printable with a blank form) is declared once, on the
// printable, and read wherever it is asked: `make --format png`, the page's engine, laminating's
// options, the packing list, whether ships are needed. Nothing guesses it from the options' shapes.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePngs } from '../src/index.js';
import { PRINTABLES } from '../src/games/registry.js';
import { CARD_OPTIONS } from '../src/printables/cards.js';
import { laminateProblem } from '../src/printables/laminate.js';
import { needsShips } from '../src/printables/types.js';
import { inputRefusal, scratch } from './helpers.js';

const named = (name: string) => PRINTABLES.find((p) => p.name === name)!;

describe('capabilities', () => {
  it('are declared by the printables they describe, and agree with their options', () => {
    const decks = PRINTABLES.filter((p) => p.capabilities?.deck).map((p) => p.name);
    expect(decks).toEqual(['ship-deck', 'play-deck']);
    for (const p of PRINTABLES) {
      // a deck takes the card options; whatever takes the card size is a deck
      expect(p.options['card-size'] === CARD_OPTIONS['card-size'], p.name).toBe(!!p.capabilities?.deck);
      if (p.capabilities?.deck) expect(Object.keys(p.options), p.name).toEqual(expect.arrayContaining(Object.keys(CARD_OPTIONS)));
      // a blank form is a per-ship printable's `blank` option
      expect(Object.hasOwn(p.options, 'blank'), p.name).toBe(!!p.capabilities?.blank);
      if (p.capabilities?.blank) expect(p.perShip, p.name).toBe(true);
    }
  });

  it('a printable that takes a per-card layout but is no deck makes no card images', async () => {
    const dir = scratch();
    const out = join(dir, 'png');
    expect(named('calibrate-duplex').options.layout).toMatchObject({ values: ['sheet', 'per-card'] });
    expect(await inputRefusal(() => makePngs('calibrate-duplex', out, { game: 'naval-war' })))
      .toBe('--format png: calibrate-duplex is not a card printable; PNG images are made one per card face');
    expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
  });

  it('a blank form needs no ships, and only a printable that has one prints without them', () => {
    const record = named('boat-record');
    expect(needsShips(record, {})).toBe(true);
    expect(needsShips(record, { blank: true })).toBe(false);
    // an option called blank on a printable without a blank form is not one
    expect(needsShips({ ...named('command-card'), options: { blank: { type: 'bool' } } }, { blank: true })).toBe(true);
  });

  it('a deck\'s rounded draws its corner guides whatever the layout; any other\'s rounds laminated cut lines only', () => {
    expect(laminateProblem(named('play-deck'), { rounded: true })).toBeNull();
    expect(laminateProblem(named('range-stick'), { rounded: true })).toEqual({ key: 'rounded', problem: 'rounds the cut lines of a laminated sheet; give layout: laminate' });
  });
});
