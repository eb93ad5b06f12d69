import type { Item, PrintRequest } from '../types.js';

export function arcGauges(_req: PrintRequest): Item[] {
  throw new Error('arc gauge not built yet');
}
