// Placeholder while this printable is being built.
import type { Printable } from '../types.js';

export const scoreSheet: Printable = {
  name: 'score-sheet',
  summary: 'not built yet',
  count: 'copies',
  perShip: false,
  gap: 0,
  options: {},
  items() {
    throw new Error('score-sheet is not built yet');
  },
};
