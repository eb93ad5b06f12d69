// The explicit list of printables: name → printable. The render loop looks them up here only.
import type { Printable } from './types.js';
import { boatRecord } from './boat-record/index.js';
import { chartCard } from './chart-card/index.js';
import { commandCard } from './command-card/index.js';
import { deflectionGauge } from './deflection-gauge/index.js';
import { diceLabels } from './dice-labels/index.js';
import { ironcladRecord } from './ironclad-record/index.js';
import { rangeStick } from './range-stick/index.js';
import { reloadMarker } from './reload-marker/index.js';
import { turningGauge } from './turning-gauge/index.js';
import { windCard } from './wind-card/index.js';

export const PRINTABLES: readonly Printable[] = [
  boatRecord, rangeStick, diceLabels, turningGauge, windCard,
  ironcladRecord, deflectionGauge, commandCard, chartCard, reloadMarker,
];

export const printableByName = (name: string): Printable | undefined => PRINTABLES.find((p) => p.name === name);
