// A side's colour, the same on every aid that shows the side: the game's data gives the colours (a
// game names them for its sides, or lists them for the sides in the order they first appear in the
// ship file), and the two sides a game is played with differ in lightness too, so they part in
// black and white. A list of ships cut from a longer one (a side's packet of a convention table, the
// ships in play) keeps the whole file's order of sides, so a side has its colour in every packet.
import type { Game, Ship } from './types.js';

/** A side's colour: the fill of its band, plate or chip, and the ink of words on it. */
export interface SideColour { fill: string; ink: string }

/** Where a game's side colours come from in its data. */
export type SidePalette = { inOrder: SideColour[] } | { byName: Record<string, SideColour> };

const ORDER = Symbol('the sides of the whole ship file, in order');
type Tagged = readonly Ship[] & { [ORDER]?: string[] };

/** The sides of a ship list in the order they first appear: the whole file's, for a list cut from it. */
export function sidesOf(ships: readonly Record<string, unknown>[]): string[] {
  return (ships as Tagged)[ORDER] ?? [...new Set(ships.map((s) => String(s.side)))];
}

/** The sides this list holds, in order, each with its place among the whole file's sides (0: the first). */
export function sidesIn(ships: readonly Record<string, unknown>[]): { side: string; index: number }[] {
  const held = new Set(ships.map((s) => String(s.side)));
  return sidesOf(ships).map((side, index) => ({ side, index })).filter((s) => held.has(s.side));
}

/** `part`, a list of ships taken from `whole`, remembering the order of the whole list's sides. */
export function partOf<T extends Ship>(part: T[], whole: readonly Ship[]): T[] {
  Object.defineProperty(part, ORDER, { value: sidesOf(whole), enumerable: false });
  return part;
}

/** Room a plate keeps round a side's name printed on it, pt. */
export const PLATE_PAD = 3;

/** The plate a side's name is printed on, the name starting at `x` on `baseline` at `size` and
 * `width` wide: capitals and descenders inside, PLATE_PAD clear at each end. */
export const plate = (x: number, baseline: number, size: number, width: number) => ({
  x: x - PLATE_PAD, y: baseline - 0.78 * size - 1.5, width: width + 2 * PLATE_PAD, height: size + 3,
});

/** The colour of `side` in `game` for this ship list; null when the game has none for it. */
export function sideColour(game: Game, ships: readonly Ship[], side: string): SideColour | null {
  const palette = game.sidePalette?.(game.data);
  if (!palette) return null;
  if ('byName' in palette) return Object.hasOwn(palette.byName, side) ? palette.byName[side] : null;
  const i = sidesOf(ships).indexOf(side);
  return i >= 0 && i < palette.inOrder.length ? palette.inOrder[i] : null;
}
