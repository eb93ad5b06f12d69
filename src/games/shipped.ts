// A game broadside ships: its id names its data file, data/<id>.yaml, whose header gives its title,
// the fields of its ship files and its fleet rules; its module adds its printables and only what
// those declarations cannot say (a rule across a ship's values, or across a file's ships).
import type { Check, Field } from '../data/schema.js';
import { namePrints } from '../svg/names.js';
import type { Printable } from '../printables/types.js';
import type { SidePalette } from './sides.js';
import { fieldsSchema } from './fields.js';
import { headOf, type DataHead, type Made } from './data-head.js';
import { dataSchema, loadGameData } from './data.js';
import type { Game } from './types.js';

export interface ShippedGame {
  id: string;
  /** What its printables were made for: its header's fingerprints (tests/data-head.test.ts has them). */
  made: Made;
  printables: Printable[];
  /** The game's own sections of its data file, besides its printables'. */
  own?: Record<string, Field>;
  /** A check of the whole data file besides the defaults list's, made from its header. */
  dataCheck?: (head: DataHead) => Check;
  /** A ship's fields as its schema has them, when the game adds one the header cannot declare. */
  fields?: (declared: Record<string, Field>) => Record<string, Field>;
  /** The check of one ship (given the game it is read for); absent: that its name prints. */
  ship?: (game: Game) => Check;
  /** A rule across a file's ships (given the game it is read for). */
  fleet?: (game: Game) => Check | undefined;
  sidePalette?(data: Record<string, any>): SidePalette;
}

/** The game `parts` make, reading everything else from its data file's header. */
export function shippedGame(parts: ShippedGame): Game {
  const schema = (head?: DataHead): Field => {
    const base = dataSchema(parts.printables, parts.own);
    const extra = head && parts.dataCheck?.(head);
    return extra ? { ...base, check: (d) => base.check?.(d) ?? extra(d) } : base;
  };
  const head = (game: Game): DataHead => headOf(game.data);
  return {
    id: parts.id,
    get title() {
      return head(this).title;
    },
    // checked against the data of the game it is read for: the shipped file's, or a --data copy's
    get ship(): Field {
      const declared = fieldsSchema(head(this).ship);
      return { type: 'object', fields: parts.fields?.(declared) ?? declared, check: parts.ship?.(this) ?? namePrints(() => this) };
    },
    get maxShips() {
      return head(this).fleet.most;
    },
    get maxShipsWhy() {
      return head(this).fleet['most-why'];
    },
    get sameName() {
      return head(this).fleet['same-name-why'];
    },
    get fleet() {
      return parts.fleet?.(this);
    },
    get data() {
      return loadGameData(parts.id, schema, parts.made);
    },
    printables: parts.printables,
    ...(parts.sidePalette && { sidePalette: parts.sidePalette }),
  };
}
