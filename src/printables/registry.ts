// The explicit list of printables: name → printable. The render loop looks them up here only.
import type { Printable } from './types.js';
import { boatRecord } from './boat-record/index.js';
import { diceLabels } from './dice-labels/index.js';
import { rangeStick } from './range-stick/index.js';
import { turningGauge } from './turning-gauge/index.js';
import { windCard } from './wind-card/index.js';

export const PRINTABLES: readonly Printable[] = [boatRecord, rangeStick, diceLabels, turningGauge, windCard];

export const printableByName = (name: string): Printable | undefined => PRINTABLES.find((p) => p.name === name);
