// Placeholder while this printable is being built.
import type { Printable } from '../types.js';

export const shipDeck: Printable = {
  name: 'ship-deck',
  summary: 'not built yet',
  count: 'copies',
  perShip: false,
  gap: 0,
  options: {},
  items() {
    throw new Error('ship-deck is not built yet');
  },
};
