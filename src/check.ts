// `broadside check`: validating a file needs only the loaders, never the PDF writer.
import { loadFile } from './data/node.js';
import { loadKit } from './data/kit.js';
import { loadShips } from './data/ships.js';

/** Validates a ship or kit file and says what it holds. */
export function checkFile(path: string): string {
  const { root } = loadFile(path);
  if (root.kind === 'map' && root.entries.has('print')) {
    const kit = loadKit(path);
    const n = kit.print.reduce((a, e) => a + e.count, 0);
    return `${path}: ok: kit "${kit.title}" for ${kit.game.id}, ${kit.ships.length} ships, ${kit.print.length} print entries (${n} in all)`;
  }
  const file = loadShips(path);
  return `${path}: ok: ${file.ships.length} ships for ${file.game.id}`;
}
