// Placeholder while this printable is being built.
import type { Printable } from '../types.js';

export const playDeck: Printable = {
  name: 'play-deck',
  summary: 'not built yet',
  count: 'copies',
  perShip: false,
  gap: 0,
  options: {},
  items() {
    throw new Error('play-deck is not built yet');
  },
};
