// D. B. Gifford's Beat to Quarters: Napoleonic ships on a hex map. Its id, title, ship fields, the
// master ship table and every number and word the printables use live in the package's
// data/beat-to-quarters.yaml; each printable declares the shape of its own section, and the game
// adds the master ship table.
import { quote } from '../../errors.js';
import { namePrints } from '../../svg/names.js';
import type { Field } from '../../data/schema.js';
import type { Game } from '../types.js';
import { shippedGame } from '../shipped.js';
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
import { SPEED, TABLE, rowOf, type BtqShip, type Table } from '../../printables/btq-table.js';

const PRINTABLES = [shipDataCard, board, campaignSheet, referenceCard, chips, damageTable, gunneryCard, engagementCard, shipTable, fleetPurchase];
/** The game is fought by two sides, A and B (chip colours, campaign sheets). */
const MAX_SIDES = 2;

/**
 * The declared fields with `speed` after `masts`: an override of the master ship table's speed, in
 * the table's own shape ({ A, B, C, D }), whose capital letters no declared field's name may have.
 */
function withSpeed(declared: Record<string, Field>): Record<string, Field> {
  const speed: Field = { ...SPEED, doc: 'd4s rolled at each attitude: { A, B, C, D }' };
  const out: Record<string, Field> = {};
  for (const [key, field] of Object.entries(declared)) {
    out[key] = field;
    if (key === 'masts') out.speed = speed;
  }
  return { ...out, speed: out.speed ?? speed };
}

/** The type and rate must name a row of the master ship table (the data's own, which a rule across
 * values alone can read); then the name must print. */
const shipCheck = (game: Game) => (s: BtqShip) => {
  const row = rowOf(game.data['master-ship-table'] as Table, s.type, s.rate, game.dataFile);
  return typeof row === 'string' ? { at: ['rate'], problem: row } : namePrints(() => game)(s);
};

/** IDs are unique within a file, and the ships belong to at most two sides: rules across ships. */
const fleet = () => (ships: BtqShip[]) => {
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
};

export const beatToQuarters = shippedGame({
  id: 'beat-to-quarters',
  printables: PRINTABLES,
  made: { title: '39e3d2c751294845', ship: '510904f881bde6c7', fleet: '308d056f8e33876b' },
  own: { 'master-ship-table': { ...TABLE, required: true } },
  fields: withSpeed,
  ship: shipCheck,
  fleet,
  // side A's colour is its chips', side B's its chips': the same on every aid that shows a side
  sidePalette: (data) => ({ inOrder: [data.chips.a, data.chips.b] }),
});
