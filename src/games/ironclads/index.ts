// Beer and Pretzels Ironclads: American Civil War ironclads. Its numbers live in the package's
// data/ironclads.yaml; each printable declares the shape of its own section.
import { quote } from '../../errors.js';
import { nameField, namePrints } from '../../svg/names.js';
import { colour as anyColour, listed, notListed, type Field } from '../../data/schema.js';
import { FLEET_LIST_MAX, type Game } from '../types.js';
import type { SideColour } from '../sides.js';
import { dataSchema, loadGameData } from '../data.js';
import { DAMAGE_ROWS, damageRowsCheck } from './damage.js';
import { chartCard } from '../../printables/chart-card/index.js';
import { commandCard } from '../../printables/command-card/index.js';
import { deflectionGauge } from '../../printables/deflection-gauge/index.js';
import { ironcladRecord, recordProblem, type IroncladShip } from '../../printables/ironclad-record/index.js';
import { SIZES, WEIGHTS } from '../../printables/ironclad-record/scales.js';
import { rangeStick } from '../../printables/range-stick/index.js';
import { reloadMarker } from '../../printables/reload-marker/index.js';
import { turningGauge } from '../../printables/turning-gauge/index.js';

export const POSITIONS = ['bow', 'stern', 'port', 'starboard', 'pivot'];
/** Most boxes one track (crew or hull) may hold: what a record lays out without overflow. */
export const MAX_TRACK = 60;
/** Most sections a track may be ruled into. A boat afloat on its last hull section has lost all the others. */
export const MAX_SECTIONS = 12;

const PRINTABLES = [ironcladRecord, rangeStick, deflectionGauge, turningGauge, commandCard, chartCard, reloadMarker];

const colour = (doc: string): Field => ({ ...anyColour(doc), required: true });

/** Each side's colour, for the sides in the order they first appear in a ship file. */
const SIDES: Field = {
  type: 'list', minItems: 2, maxItems: 12, required: true,
  doc: 'each side\'s colour on the aids that show a side, in the order the sides first appear in the ship file',
  of: { type: 'object', fields: { fill: colour('the side\'s band or plate'), ink: colour('its words on that colour') } },
};

const track = (what: string): Field => ({
  type: 'list', minItems: 1, maxItems: MAX_SECTIONS, required: true,
  of: { type: 'int', min: 1, max: MAX_TRACK },
  check: (sections: number[]) => {
    const total = sections.reduce((a, b) => a + b, 0);
    return total > MAX_TRACK ? `${total} ${what} boxes in all; a track holds at most ${MAX_TRACK}` : null;
  },
});

const name = (max: number): Field => ({ type: 'string', maxLength: max, required: true });

/** A boat's schema, checked against `game`'s data: the shipped file's, or a --data copy's. */
const shipOf = (game: Game): Field => ({
  type: 'object',
  fields: {
    name: nameField(),
    side: name(30),
    size: { type: 'enum', values: SIZES, doc: 'the boat\'s size for the ramming chart; left out, the record prints the three to circle' },
    speed: { type: 'int', min: 1, max: 30, required: true, doc: 'maximum speed, inches' },
    acceleration: { type: 'int', min: 0, max: 30, required: true },
    armor: { type: 'enum', values: WEIGHTS, required: true },
    crew: track('crew'),
    hull: track('hull'),
    guns: {
      type: 'list', maxItems: 24, default: [],
      of: {
        type: 'object',
        fields: {
          name: name(30),
          position: name(30),
          weight: { type: 'enum', values: WEIGHTS, required: true },
          boxes: { type: 'int', min: 1, max: 2, default: 1 },
        },
      },
    },
    turrets: {
      type: 'list', maxItems: 4, default: [],
      of: { type: 'object', fields: { name: name(30), boxes: { type: 'int', min: 1, max: 12, default: 1 } } },
    },
    ram: { type: 'bool', default: false },
    'spar-torpedo': { type: 'bool', default: false },
    example: { type: 'bool', default: false, doc: 'values chosen for play, not taken from history' },
  },
  // a gun sits at a position of the boat or in one of its own turrets, named in any case as any
  // value from a list is; the gun keeps the canonical spelling (the ship is the validator's own copy)
  check: (s: { name: string; guns: { position: string }[]; turrets: { name: string }[] }) => {
    const places = [...POSITIONS, ...s.turrets.map((t) => t.name)];
    for (const [i, gun] of s.guns.entries()) {
      const found = listed(gun.position, places);
      if (found === undefined) return { at: ['guns', i, 'position'], problem: notListed(places, JSON.stringify(gun.position), gun.position, ' (a position or one of this boat\'s turrets)') };
      gun.position = found;
    }
    return namePrints(() => game)(s) ?? recordProblem(game.data['ironclad-record'], s as unknown as IroncladShip);
  },
});

export const ironclads: Game = {
  id: 'ironclads',
  title: 'Beer and Pretzels Ironclads',
  get ship() {
    return shipOf(this);
  },
  maxShips: FLEET_LIST_MAX,
  // each side needs a colour of the data's sides list (the data of the game it is read for)
  get fleet() {
    return (ships: { side: string }[]) => {
      const colours = (this.data.sides as SideColour[]).length;
      const sides: string[] = [];
      for (const [i, s] of ships.entries()) {
        if (!sides.includes(s.side)) sides.push(s.side);
        if (sides.length > colours) return { at: [i, 'side'], problem: `side ${quote(s.side)} is side ${sides.length}, but the game's data gives colours for ${colours} sides; add a colour to "sides" in your data file (--data) or use fewer sides` };
      }
      return null;
    };
  },
  get data() {
    const schema = dataSchema(PRINTABLES, { 'damage-rows': DAMAGE_ROWS, sides: SIDES });
    const rows = damageRowsCheck(MAX_SECTIONS);
    // the data file's own checks, then that its damage chart has every row a hit can need
    return loadGameData('ironclads', { ...schema, check: (d) => schema.check?.(d) ?? rows(d) });
  },
  printables: PRINTABLES,
  sidePalette: (data) => ({ inOrder: data.sides }),
};
