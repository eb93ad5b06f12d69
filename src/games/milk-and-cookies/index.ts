// Milk and Cookies Naval Rules: kids' sailing ships. Its numbers live in the package's
// data/milk-and-cookies.yaml; each printable declares the shape of its own section.
import { nameField, namePrints } from '../../svg/names.js';
import type { Field } from '../../data/schema.js';
import { FLEET_LIST_MAX, type Game } from '../types.js';
import { dataSchema, loadGameData } from '../data.js';
import { boatRecord } from '../../printables/boat-record/index.js';
import { diceLabels } from '../../printables/dice-labels/index.js';
import { rangeStick } from '../../printables/range-stick/index.js';
import { shootingCard } from '../../printables/shooting-card/index.js';
import { turningGauge } from '../../printables/turning-gauge/index.js';
import { windCard } from '../../printables/wind-card/index.js';

const PRINTABLES = [boatRecord, rangeStick, diceLabels, turningGauge, windCard, shootingCard];

export const milkAndCookies: Game = {
  id: 'milk-and-cookies',
  title: 'Milk and Cookies Naval Rules',
  // checked against the data of the game it is read for: the shipped file's, or a --data copy's
  get ship(): Field {
    return {
      type: 'object',
      fields: {
        name: nameField(),
        side: { type: 'enum', values: ['A', 'B'], required: true },
        guns: { type: 'int', min: 0, max: 12, required: true },
      },
      check: namePrints(() => this),
    };
  },
  maxShips: FLEET_LIST_MAX,
  get data() {
    return loadGameData('milk-and-cookies', dataSchema(PRINTABLES));
  },
  printables: PRINTABLES,
};
