// Mike Crane's Fighting Rules for Sailing Ships: five ships a side on a board of 2 in squares. Its
// numbers live in the package's data/crane.yaml; each printable declares the shape of its own section.
import { nameField, namePrints } from '../../svg/names.js';
import type { Field } from '../../data/schema.js';
import type { Game } from '../types.js';
import { dataSchema, loadGameData } from '../data.js';
import { board } from '../../printables/board/index.js';
import { craneWindCard } from '../../printables/crane-wind-card/index.js';
import { damageChart } from '../../printables/damage-chart/index.js';
import { firingCard } from '../../printables/firing-card/index.js';
import { markers } from '../../printables/markers/index.js';

export const SIDES = ['red', 'blue'] as const;
export const SIZES = ['large', 'medium', 'small'] as const;
/** Ships a side: the damage chart has room for five. */
export const PER_SIDE = 5;

const PRINTABLES = [board, damageChart, craneWindCard, firingCard, markers];

export const crane: Game = {
  id: 'crane',
  title: 'Fighting Rules for Sailing Ships',
  // checked against the data of the game it is read for: the shipped file's, or a --data copy's
  get ship(): Field {
    return {
      type: 'object',
      fields: {
        name: nameField(),
        side: { type: 'enum', values: SIDES, required: true },
        size: { type: 'enum', values: SIZES, required: true },
      },
      check: namePrints(() => this),
    };
  },
  maxShips: 2 * PER_SIDE,
  maxShipsWhy: `${PER_SIDE} a side, as many as the damage chart has rows for`,
  // the sixth ship of a side is the one reported
  fleet: (ships: { side: string }[]) => {
    for (const side of SIDES) {
      const over = ships.map((s, i) => [s.side, i] as const).filter(([s]) => s === side)[PER_SIDE];
      if (over) return { at: [over[1], 'side'], problem: `a sixth ${side} ship; each side has at most ${PER_SIDE}` };
    }
    return null;
  },
  get data() {
    return loadGameData('crane', dataSchema(PRINTABLES));
  },
  printables: PRINTABLES,
  // the sides are red and blue: their colours are the damage chart's bars, white words on them
  sidePalette: (data) => ({
    byName: Object.fromEntries(Object.entries(data['damage-chart'].sides as Record<string, { colour: string }>).map(([side, s]) => [side, { fill: s.colour, ink: '#ffffff' }])),
  }),
};
