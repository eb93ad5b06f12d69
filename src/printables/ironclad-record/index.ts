// Placeholder while this printable is being built.
import type { Printable } from '../types.js';

export const ironcladRecord: Printable = {
  name: 'ironclad-record',
  summary: 'not built yet',
  count: 'copies',
  perShip: false,
  gap: 0,
  options: {},
  items() {
    throw new Error('ironclad-record is not built yet');
  },
};
