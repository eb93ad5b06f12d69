// Milk and Cookies Naval Rules: kids' sailing ships. Its id, title, ship fields and numbers live in
// the package's data/milk-and-cookies.yaml; each printable declares the shape of its own section.
import { shippedGame } from '../shipped.js';
import { boatRecord } from '../../printables/boat-record/index.js';
import { diceLabels } from '../../printables/dice-labels/index.js';
import { rangeStick } from '../../printables/range-stick/index.js';
import { shootingCard } from '../../printables/shooting-card/index.js';
import { turningGauge } from '../../printables/turning-gauge/index.js';
import { windCard } from '../../printables/wind-card/index.js';

const PRINTABLES = [boatRecord, rangeStick, diceLabels, turningGauge, windCard, shootingCard];

export const milkAndCookies = shippedGame({
  id: 'milk-and-cookies',
  printables: PRINTABLES,
  made: { title: '8a9b5461c5ce3935', ship: 'a5545763e452b7c9', fleet: '308d056f8e33876b' },
});
