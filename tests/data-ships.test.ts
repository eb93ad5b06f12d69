// Ships are checked against the game's data in force: a --data copy's master ship table, name
// spaces and side colours, not the shipped file's, refused at the ship's own line in the ship file.
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameById } from '../src/games/registry.js';
import { kitJob, makeJob } from '../src/index.js';
import { inputRefusal, ownFolders, ROOT, write } from './helpers.js';

const folder = ownFolders();
const shipped = (game: string) => readFileSync(join(ROOT, `data/${game}.yaml`), 'utf8');
const FRIGATE_5 = /^ {4}- \{ type: frigate, rate: 5, .*\n/m;

/** A folder holding the example Beat to Quarters ships and kit, and a copy of the data without the frigate of rate 5. */
function btqCopy(): void {
  folder();
  copyFileSync(join(ROOT, 'examples/ships/beat-to-quarters.yaml'), 'ships.yaml');
  write('kit.yaml', 'game: beat-to-quarters\nships: ships.yaml\nprint: { ship-data-card: 1, fleet-purchase: 1 }\n');
  expect(shipped('beat-to-quarters')).toMatch(FRIGATE_5);
  write('btq.yaml', shipped('beat-to-quarters').replace(FRIGATE_5, ''));
}

const NO_FRIGATE_5 = 'ships.yaml:11:61: ships[4].rate: the master ship table of btq.yaml has no frigate of rate 5; expected one of rates 4, 6';

describe('ships checked against a --data copy', () => {
  it('refuses a ship whose type and rate the copy\'s master ship table lacks, at the ship, naming what the table has', async () => {
    btqCopy();
    for (const printable of ['ship-data-card', 'fleet-purchase']) {
      const message = await inputRefusal(() => makeJob(printable, { ships: 'ships.yaml', dataFile: 'btq.yaml' }));
      expect(message.split('\n')[0]).toBe(NO_FRIGATE_5);
      expect(message.split('\n')).toHaveLength(4); // the four frigates of rate 5
    }
    expect((await inputRefusal(() => kitJob('kit.yaml', { dataFile: 'btq.yaml' }))).split('\n')[0]).toBe(NO_FRIGATE_5);
    // without the copy, the shipped table has the row
    expect(makeJob('ship-data-card', { ships: 'ships.yaml' }).ships).toHaveLength(16);
  });

  it('takes a ship of a row only the copy has', () => {
    folder();
    const row = '    - { type: frigate, rate: 7, class: "tiny", masts: 2, speed: { A: 3, B: 2, C: 2, D: 0 }, turn: 3, cost: { elite: 9, crack: 8, average: 7, green: 6, poor: 5 } }\n';
    write('btq.yaml', shipped('beat-to-quarters').replace(FRIGATE_5, (m) => m + row));
    write('ships.yaml', 'game: beat-to-quarters\nships:\n  - { name: Tiny, id: 1, type: frigate, rate: 7, crew: elite, side: British }\n');
    expect(() => makeJob('ship-data-card', { ships: 'ships.yaml' })).toThrow(/ships\.yaml:3:47: ships\[0\]\.rate: the master ship table has no frigate of rate 7/);
    const job = makeJob('ship-data-card', { ships: 'ships.yaml', dataFile: 'btq.yaml' });
    expect(job.game.data['master-ship-table'].rows).toContainEqual(expect.objectContaining({ type: 'frigate', rate: 7 }));
    // the shipped game is left as it was
    expect(gameById('beat-to-quarters')!.data['master-ship-table'].rows).not.toContainEqual(expect.objectContaining({ type: 'frigate', rate: 7 }));
  });

  it('refuses, at the name, a name the copy\'s narrower name space cannot print', async () => {
    folder();
    write('btq.yaml', shipped('beat-to-quarters').replace(/^(fleet-purchase:\n {2}width:) 10in/m, '$1 6in'));
    write('ships.yaml', `game: beat-to-quarters\nships:\n  - { name: "${'W'.repeat(58)}", id: 1, type: frigate, rate: 5, crew: elite, side: British }\n`);
    expect(makeJob('fleet-purchase', { ships: 'ships.yaml' }).ships).toHaveLength(1);
    expect(await inputRefusal(() => makeJob('fleet-purchase', { ships: 'ships.yaml', dataFile: 'btq.yaml' })))
      .toMatch(/^ships\.yaml:3:13: ships\[0\]\.name: "W{58}" does not fit the fleet-purchase's name space/);
  });

  it('refuses a side the copy gives no colour for, at the ship', async () => {
    folder();
    const sides = /^sides:\n(?: {2}- .*\n)+/m;
    expect(shipped('ironclads')).toMatch(sides);
    write('ic.yaml', shipped('ironclads').replace(sides, 'sides:\n  - { fill: "#5e5e5e", ink: "#ffffff" }\n  - { fill: "#1f3b6e", ink: "#ffffff" }\n'));
    const boat = (name: string, side: string) => `  - { name: ${name}, side: ${side}, speed: 6, acceleration: 2, armor: light, crew: [2], hull: [2] }\n`;
    write('ships.yaml', `game: ironclads\nships:\n${boat('One', 'North')}${boat('Two', 'South')}${boat('Three', 'West')}`);
    expect(makeJob('ironclad-record', { ships: 'ships.yaml' }).ships).toHaveLength(3);
    expect(await inputRefusal(() => makeJob('ironclad-record', { ships: 'ships.yaml', dataFile: 'ic.yaml' })))
      .toMatch(/^ships\.yaml:5:\d+: ships\[2\]\.side: side "West" is side 3, but the game's data gives colours for 2 sides/);
  });
});
