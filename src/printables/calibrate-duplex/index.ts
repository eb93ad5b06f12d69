// Placeholder while this printable is being built.
import type { Printable } from '../types.js';

export const calibrateDuplex: Printable = {
  name: 'calibrate-duplex',
  summary: 'not built yet',
  count: 'copies',
  perShip: false,
  gap: 0,
  options: {},
  items() {
    throw new Error('calibrate-duplex is not built yet');
  },
};
