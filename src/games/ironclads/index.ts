// Beer and Pretzels Ironclads: American Civil War ironclads. Its id, title, ship fields and numbers
// live in the package's data/ironclads.yaml; each printable declares the shape of its own section,
// and the game adds the sides' colours and the damage chart's rows.
import { quote } from '../../errors.js';
import { namePrints } from '../../svg/names.js';
import { colour as anyColour, listed, notListed, type Field } from '../../data/schema.js';
import type { Game } from '../types.js';
import type { SideColour } from '../sides.js';
import type { DataHead } from '../data-head.js';
import { shippedGame } from '../shipped.js';
import { DAMAGE_ROWS, damageRowsCheck } from './damage.js';
import { chartCard } from '../../printables/chart-card/index.js';
import { commandCard } from '../../printables/command-card/index.js';
import { deflectionGauge } from '../../printables/deflection-gauge/index.js';
import { ironcladRecord, recordProblem, type IroncladShip } from '../../printables/ironclad-record/index.js';
import { rangeStick } from '../../printables/range-stick/index.js';
import { reloadMarker } from '../../printables/reload-marker/index.js';
import { turningGauge } from '../../printables/turning-gauge/index.js';

const POSITIONS = ['bow', 'stern', 'port', 'starboard', 'pivot'];

const PRINTABLES = [ironcladRecord, rangeStick, deflectionGauge, turningGauge, commandCard, chartCard, reloadMarker];

const colour = (doc: string): Field => ({ ...anyColour(doc), required: true });

/** Each side's colour, for the sides in the order they first appear in a ship file. */
const SIDES: Field = {
  type: 'list', minItems: 2, maxItems: 12, required: true,
  doc: 'each side\'s colour on the aids that show a side, in the order the sides first appear in the ship file',
  of: { type: 'object', fields: { fill: colour('the side\'s band or plate'), ink: colour('its words on that colour') } },
};

/** The damage chart has a row for every number a hit can come to, armour falling with each hull
 * section lost: as many as the header lets a hull have. */
const damageRows = (head: DataHead) => {
  const hull = head.ship.hull;
  return damageRowsCheck(hull?.type === 'track' ? hull.sections : 1);
};

/**
 * What a boat's fields cannot declare: a gun sits at a position of the boat or in one of its own
 * turrets, named in any case as any value from a list is (the gun keeps the canonical spelling: the
 * ship is the validator's own copy); its name prints; and its record lays it out.
 */
const shipCheck = (game: Game) => (s: { name: string; guns: { position: string }[]; turrets: { name: string }[] }) => {
  const places = [...POSITIONS, ...s.turrets.map((t) => t.name)];
  for (const [i, gun] of s.guns.entries()) {
    const found = listed(gun.position, places);
    if (found === undefined) return { at: ['guns', i, 'position'], problem: notListed(places, JSON.stringify(gun.position), gun.position, ' (a position or one of this boat\'s turrets)') };
    gun.position = found;
  }
  return namePrints(() => game)(s) ?? recordProblem(game.data['ironclad-record'], s as unknown as IroncladShip);
};

/** Each side needs a colour of the data's sides list (the data of the game it is read for). */
const fleet = (game: Game) => (ships: { side: string }[]) => {
  const colours = (game.data.sides as SideColour[]).length;
  const sides: string[] = [];
  for (const [i, s] of ships.entries()) {
    if (!sides.includes(s.side)) sides.push(s.side);
    if (sides.length > colours) return { at: [i, 'side'], problem: `side ${quote(s.side)} is side ${sides.length}, but the game's data gives colours for ${colours} sides; add a colour to "sides" in your data file (--data) or use fewer sides` };
  }
  return null;
};

export const ironclads = shippedGame({
  id: 'ironclads',
  printables: PRINTABLES,
  made: { title: '07d1db38513597bc', ship: 'dfd8b739a34ba3e9', fleet: '308d056f8e33876b' },
  own: { 'damage-rows': DAMAGE_ROWS, sides: SIDES },
  // the data file's own checks, then that its damage chart has every row a hit can need
  dataCheck: damageRows,
  ship: shipCheck,
  fleet,
  sidePalette: (data) => ({ inOrder: data.sides }),
});
