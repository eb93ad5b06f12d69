// Placeholder while this printable is being built.
import type { Printable } from '../types.js';

export const deflectionGauge: Printable = {
  name: 'deflection-gauge',
  summary: 'not built yet',
  count: 'copies',
  perShip: false,
  gap: 0,
  options: {},
  items() {
    throw new Error('deflection-gauge is not built yet');
  },
};
