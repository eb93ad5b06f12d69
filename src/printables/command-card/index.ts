// Placeholder while this printable is being built.
import type { Printable } from '../types.js';

export const commandCard: Printable = {
  name: 'command-card',
  summary: 'not built yet',
  count: 'copies',
  perShip: false,
  gap: 0,
  options: {},
  items() {
    throw new Error('command-card is not built yet');
  },
};
