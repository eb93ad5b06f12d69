// Placeholder while this printable is being built.
import type { Printable } from '../types.js';

export const chartCard: Printable = {
  name: 'chart-card',
  summary: 'not built yet',
  count: 'copies',
  perShip: false,
  gap: 0,
  options: {},
  items() {
    throw new Error('chart-card is not built yet');
  },
};
