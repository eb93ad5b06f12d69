// Placeholder: replaced by the real printable.
import type { Printable } from '../types.js';

export const shipDataCard: Printable = {
  name: 'ship-data-card',
  summary: 'ship-data-card',
  count: 'copies',
  perShip: true,
  gap: 0,
  options: {},
  items() {
    return [];
  },
};
