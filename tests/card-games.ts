// Two games of one's own built by hand as a game file's loader builds them, for the card kind's
// tests: a sail game on 3x5in cards, and a WWII destroyer game whose ships carry named systems.
import { validate, type Field } from '../src/data/schema.js';
import { parseYaml } from '../src/data/node.js';
import { fieldsSchema, type FieldDecl, type GameSide } from '../src/games/fields.js';
import type { Game, Ship } from '../src/games/types.js';
import { card } from '../src/printables/card/index.js';

/** The card's settings as the kind's data schema validates them. */
export const settingsOf = (yaml: string): Record<string, unknown> => validate(parseYaml(yaml, 'game.yaml'), card.data!, 'card') as Record<string, unknown>;

export function gameOf(id: string, title: string, fields: Record<string, FieldDecl>, sides: GameSide[], settings: string): Game {
  const ship: Field = { type: 'object', fields: fieldsSchema(fields, sides) };
  return { id, title, fields, sides, ship, maxShips: 500, data: { card: settingsOf(settings) }, printables: [card] };
}

/** A ship file's `ships` as the game's ship schema validates them. */
export const shipsOf = (game: Game, yaml: string): Ship[] => validate(parseYaml(yaml, 'ships.yaml'), { type: 'list', of: game.ship }, 'ships') as Ship[];

const whole = (min: number, max: number): FieldDecl => ({ type: 'whole', min, max });

export const SAIL_SIDES: GameSide[] = [{ name: 'British', fill: '#b22222', ink: '#ffffff' }, { name: 'French', fill: '#1f3f8f', ink: '#ffffff' }];
export const SAIL_FIELDS: Record<string, FieldDecl> = {
  name: { type: 'name' },
  nation: { type: 'side' },
  rate: whole(1, 8),
  'guns-per-broadside': { ...whole(0, 70), label: 'Guns a side' },
  hull: { type: 'track', most: 20, sections: 12 },
  rigging: { type: 'track', most: 20, sections: 12 },
  crew: { type: 'track', most: 20, sections: 12 },
  speed: { type: 'group', fields: { beam: whole(0, 12), reach: whole(0, 12), run: whole(0, 12), close: whole(0, 12) } },
  notes: { type: 'text', most: 200, optional: true },
};
export const sail = (settings = 'size: 3x5in') => gameOf('gale-force', 'Gale Force', SAIL_FIELDS, SAIL_SIDES, settings);
export const SAIL_SHIPS = `
- name: HMS Implacable
  nation: british
  rate: 3
  guns-per-broadside: 37
  hull: [5, 5, 4]
  rigging: [4, 4]
  crew: 10
  speed: { beam: 4, reach: 5, run: 3, close: 2 }
  notes: Took the Russian Sevolod in 1808; later a training ship at Portsmouth until 1949.
- name: Bucentaure
  nation: French
  rate: 2
  guns-per-broadside: 40
  hull: [6, 6, 4]
  rigging: [5, 5]
  crew: [6, 6]
  speed: { beam: 4, reach: 4, run: 3, close: 1 }
`;

export const NAVY_SIDES: GameSide[] = [{ name: 'USN', fill: '#1f3f8f', ink: '#ffffff' }, { name: 'IJN', fill: '#f2f2f2', ink: '#000000' }];
export const NAVY_FIELDS: Record<string, FieldDecl> = {
  name: { type: 'name' },
  navy: { type: 'side' },
  class: { type: 'one-of', values: ['Fletcher', 'Kagero', 'Gearing', 'Akizuki'] },
  speed: whole(0, 40),
  armour: whole(0, 6),
  hull: { type: 'track', most: 20, sections: 4 },
  systems: { type: 'tracks', most: 12, boxes: 12 },
  weapons: {
    type: 'list', most: 6,
    of: { type: 'group', fields: { weapon: { type: 'text', most: 30 }, range: whole(1, 48), dice: whole(1, 12) } },
  },
  radar: { type: 'yes-no' },
  veteran: { type: 'yes-no', label: 'Veteran crew' },
};
export const navy = (settings: string) => gameOf('tin-cans', 'Tin Cans in the Slot', NAVY_FIELDS, NAVY_SIDES, settings);

/** A destroyer with `n` systems of 1 to 12 boxes (the first few as the rules give them). */
export function destroyer(n: number, name = 'USS Fletcher'): string {
  const named = ['Bridge', 'Engines', 'Fire control', 'Radar', 'Guns forward', 'Guns aft', 'Torpedo mounts', 'Depth charges', 'AA battery', 'Boilers', 'Steering', 'Damage control'];
  const boxes = ['[3]', '[4, 4]', '[2]', '[1]', '[3, 3]', '[3, 3]', '[5, 5]', '[2, 2]', '[4, 4, 4]', '[3, 3]', '[2]', '[6]'];
  const systems = Array.from({ length: n }, (_, i) => `    - { name: ${named[i]}, boxes: ${boxes[i]} }`).join('\n');
  return `
- name: ${name}
  navy: usn
  class: fletcher
  speed: 36
  armour: 1
  hull: [4, 4, 4]
  systems:
${systems}
  weapons:
    - { weapon: 5in/38 Mk 12 (five mounts), range: 18, dice: 5 }
    - { weapon: Mk 15 torpedoes, range: 10, dice: 4 }
    - { weapon: 40 mm Bofors, range: 4, dice: 2 }
  radar: true
  veteran: false
`;
}
