import type { PNode } from '../data/node.js';
import type { Check, Field } from '../data/schema.js';
import type { Printable } from '../printables/types.js';
import type { SidePalette } from './sides.js';
import type { FieldDecl, GameSide } from './fields.js';

/** Ships a file may list where the game's ships are a free fleet list: a convention's whole roster. */
export const FLEET_LIST_MAX = 500;

export type Ship = Record<string, unknown> & { name: string };

export interface Game {
  id: string;
  title: string;
  /** Schema of one entry of a ship file's `ships` list. */
  ship: Field;
  /** Most ships a file may list; `maxShipsWhy` says why, when a rule of the game sets it. */
  maxShips: number;
  maxShipsWhy?: string;
  /** Why two of its ships may not share a name, when not for the usual reasons (Naval War's are players). */
  sameName?: string;
  /** A rule across the whole ship list (e.g. at most five a side), reported at the offending ship. */
  fleet?: Check;
  /** The game's editable data (validated), keyed by printable or topic. */
  data: Record<string, any>;
  /** The name of a user's own data file (--data) when it stands in for the shipped one. */
  dataFile?: string;
  /** That file as read, with the place of every value: a refusal found while drawing names its line. */
  dataRoot?: PNode;
  /** Printables this game's kits may list. */
  printables: Printable[];
  /** A game read from a game file: that file's path, its ship's fields as declared (what kinds that
   * print any game's ships read for labels and how to draw each value), and its sides. */
  file?: string;
  fields?: Record<string, FieldDecl>;
  sides?: GameSide[];
  /** Where its data gives each side's colour (src/games/sides.ts); absent: its sides have none. */
  sidePalette?(data: Record<string, any>): SidePalette;
}
