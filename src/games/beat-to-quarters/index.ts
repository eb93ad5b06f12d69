// D. B. Gifford's Beat to Quarters: Napoleonic ships on a hex map. The master ship table and every
// number and word the printables use live in the package's data/beat-to-quarters.yaml; each
// printable declares the shape of its own section, and the game adds the master ship table.
import { quote } from '../../errors.js';
import { nameField, namePrints } from '../../svg/names.js';
import type { Field } from '../../data/schema.js';
import { FLEET_LIST_MAX, type Game } from '../types.js';
import { dataSchema, loadGameData } from '../data.js';
import { board } from '../../printables/board/index.js';
import { campaignSheet } from '../../printables/campaign-sheet/index.js';
import { chips } from '../../printables/chips/index.js';
import { damageTable } from '../../printables/damage-table/index.js';
import { engagementCard } from '../../printables/engagement-card/index.js';
import { fleetPurchase } from '../../printables/fleet-purchase/index.js';
import { gunneryCard } from '../../printables/gunnery-card/index.js';
import { referenceCard } from '../../printables/chart-card/index.js';
import { shipDataCard } from '../../printables/ship-data-card/index.js';
import { shipTable } from '../../printables/ship-table/index.js';
import { CREWS, RATES, SPEED, TABLE, TYPES, rowOf, type BtqShip, type Table } from '../../printables/btq-table.js';

const PRINTABLES = [shipDataCard, board, campaignSheet, referenceCard, chips, damageTable, gunneryCard, engagementCard, shipTable, fleetPurchase];
/** The game is fought by two sides, A and B (chip colours, campaign sheets). */
export const MAX_SIDES = 2;

/** A ship's schema, checked against `game`'s data: the shipped file's, or a --data copy's. */
const shipOf = (game: Game): Field => ({
  type: 'object',
  fields: {
    name: nameField(),
    id: { type: 'int', min: 1, max: 9999, required: true, doc: 'the ship\'s ID#, unique within the file' },
    type: { type: 'enum', values: TYPES, required: true },
    rate: { type: 'int', min: RATES.min, max: RATES.max, required: true },
    crew: { type: 'enum', values: CREWS, required: true },
    side: { type: 'string', maxLength: 24, required: true },
    squadron: { type: 'int', min: 1, max: 99, doc: 'the squadron number written after L on the card' },
    // the master ship table gives these; a ship file may override them for one ship
    masts: { type: 'int', min: 0, max: 4 },
    speed: { ...SPEED, doc: 'd4s rolled at each attitude: { A, B, C, D }' },
    turn: { type: 'int', min: 0, max: 6, doc: 'hexsides the ship may turn' },
    cost: { type: 'int', min: 0, max: 999, doc: 'points, in place of the table\'s cost for its crew' },
  },
  // the type and rate must name a row of the master ship table
  check: (s: BtqShip) => {
    const row = rowOf(game.data['master-ship-table'] as Table, s.type, s.rate, game.dataFile);
    return typeof row === 'string' ? { at: ['rate'], problem: row } : namePrints(() => game)(s);
  },
});

export const beatToQuarters: Game = {
  id: 'beat-to-quarters',
  title: 'Beat to Quarters',
  get ship() {
    return shipOf(this);
  },
  maxShips: FLEET_LIST_MAX,
  // IDs are unique within a file, and the ships belong to at most two sides
  fleet: (ships: BtqShip[]) => {
    const ids = new Map<number, number>();
    for (const [i, s] of ships.entries()) {
      const first = ids.get(s.id);
      if (first !== undefined) return { at: [i, 'id'], problem: `ID ${s.id} is already used by ${ships[first].name} (ships[${first}]); each ship needs its own ID` };
      ids.set(s.id, i);
    }
    const sides: string[] = [];
    for (const [i, s] of ships.entries()) {
      if (!sides.includes(s.side)) sides.push(s.side);
      if (sides.length > MAX_SIDES) return { at: [i, 'side'], problem: `a third side, ${quote(s.side)}; the game has two sides (${sides.slice(0, 2).map(quote).join(' and ')} here)` };
    }
    return null;
  },
  get data() {
    return loadGameData('beat-to-quarters', dataSchema(PRINTABLES, { 'master-ship-table': { ...TABLE, required: true } }));
  },
  printables: PRINTABLES,
  // side A's colour is its chips', side B's its chips': the same on every aid that shows a side
  sidePalette: (data) => ({ inOrder: [data.chips.a, data.chips.b] }),
};
