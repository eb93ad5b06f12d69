// `make` (makeJob) and the library's renderPrintable resolve a printable, its game, ships and options
// through one core (printableJobOf): each refuses the same things, in its own words (flags or keys).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeJob } from '../src/jobs.js';
import { printableJob, renderPrintable } from '../src/api/render.js';
import { loadShipsFile } from '../src/data/ships.js';
import { ROOT, inputRefusal } from './helpers.js';

const ships = (game: string) => join(ROOT, 'examples/ships', `${game}.yaml`);
const boat = { name: 'A', side: 'A', guns: 3 };

describe('one printable\'s job', () => {
  it('ships of another game than the one named', async () => {
    expect(await inputRefusal(() => makeJob('range-stick', { game: 'ironclads', ships: ships('milk-and-cookies') })))
      .toBe(`--game: ironclads, but ${ships('milk-and-cookies')} is for milk-and-cookies; give the ship file's game or leave --game out`);
    expect(await inputRefusal(() => renderPrintable('range-stick', { game: 'ironclads', ships: { game: 'milk-and-cookies', ships: [boat] } } as never)))
      .toBe('<object>: ships: the ships are for milk-and-cookies, but game is ironclads; give the ships\' game or leave game out');
  });

  it('a printable the ships\' game does not print', async () => {
    expect(await inputRefusal(() => makeJob('boat-record', { ships: ships('crane') }))).toBe('boat-record is not a printable of crane');
    expect(await inputRefusal(() => renderPrintable('boat-record', { ships: { game: 'crane', ships: [{ name: 'A', side: 'red', size: 'large' }] } } as never)))
      .toMatch(/^<object>: game: boat-record is not a printable of crane; it is one of milk-and-cookies$/);
  });

  it('options that do not go together', async () => {
    expect(await inputRefusal(() => makeJob('range-stick', { options: { pouch: 'a4' } }))).toBe('--pouch: the pouch is only used to laminate; give --layout laminate');
    expect(await inputRefusal(() => renderPrintable('range-stick', { options: { pouch: 'a4' } })))
      .toBe('<object>: options.pouch: the pouch is only used to laminate; give layout: laminate');
  });

  it('no ships for a printable printed per ship, naming its blank form when it has one', async () => {
    expect(await inputRefusal(() => makeJob('boat-record'))).toBe('boat-record is printed per ship: give --ships FILE or --blank');
    expect(await inputRefusal(() => makeJob('command-card'))).toBe('command-card is printed per ship: give --ships FILE');
    expect(await inputRefusal(() => renderPrintable('boat-record'))).toBe('<object>: ships: missing; boat-record is printed per ship: give ships or options.blank');
    expect(await inputRefusal(() => renderPrintable('command-card'))).toBe('<object>: ships: missing; command-card is printed per ship: give ships');
  });

  it('the same job from either, when nothing is refused; make keeps its flags as typed', () => {
    const made = makeJob('boat-record', { ships: ships('milk-and-cookies'), count: 2, paper: 'a4', options: { blank: 'false' } });
    const given = printableJob('boat-record', { ships: loadShipsFile(ships('milk-and-cookies')).ships, game: 'milk-and-cookies', count: 2, paper: 'a4', options: { blank: false } });
    expect(made.print[0].flags).toBe('--blank false');
    expect({ ...made, print: [{ ...made.print[0], flags: undefined }] }).toEqual(given);
  });
});
