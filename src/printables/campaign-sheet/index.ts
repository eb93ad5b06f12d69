// Placeholder: replaced by the real printable.
import type { Printable } from '../types.js';

export const campaignSheet: Printable = {
  name: 'campaign-sheet',
  summary: 'campaign-sheet',
  count: 'copies',
  perShip: false,
  gap: 0,
  options: {},
  items() {
    return [];
  },
};
