// Placeholder: replaced by the real printable.
import type { Printable } from '../types.js';

export const chips: Printable = {
  name: 'chips',
  summary: 'chips',
  count: 'copies',
  perShip: false,
  gap: 0,
  options: {},
  items() {
    return [];
  },
};
