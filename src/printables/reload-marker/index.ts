// Placeholder while this printable is being built.
import type { Printable } from '../types.js';

export const reloadMarker: Printable = {
  name: 'reload-marker',
  summary: 'not built yet',
  count: 'copies',
  perShip: false,
  gap: 0,
  options: {},
  items() {
    throw new Error('reload-marker is not built yet');
  },
};
