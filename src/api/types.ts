// The shapes the library takes, built on the generated per-game types (src/api/schema-types.ts),
// so that a kit's print list, a ship or a printable's options are checked by TypeScript as the
// validator will check them at run time.
import type { GameId, GameOptions, PaperName, PrintableOptions, ShipInputs } from './schema-types.js';

export type * from './schema-types.js';

/** A ship as loadShips answers it: its fields checked, the defaults filled in. */
export type Ship = Record<string, unknown> & { name: string };

/** A printable's name, of one game or of any. */
export type PrintableName<G extends GameId = GameId> = G extends GameId ? keyof GameOptions[G] & string : never;

/** One ship written in code, as a ship file lists it. */
export type ShipInput<G extends GameId = GameId> = G extends GameId ? ShipInputs[G] : never;

/** What loadShips answers: the game and its ships, validated, with defaults filled in. */
export interface LoadedShips<G extends GameId = GameId> { game: G; ships: Ship[] }

/** Ships given in code: a list (the game said elsewhere), or a ship file's content. */
export type ShipsInput<G extends GameId = GameId> = ShipInput<G>[] | { game: G; ships: ShipInput<G>[] } | LoadedShips<G>;

/** An entry of a kit's print list: a printable, how many (default 1), and its options. */
export type PrintEntry<G extends GameId = GameId> = G extends GameId
  ? { [N in PrintableName<G>]: { printable: N; count?: number } & GameOptions[G][N] }[PrintableName<G>]
  : never;

/** A kit's print list as a mapping: printable name to a count, or to its options with a count. */
export type PrintMap<G extends GameId = GameId> = G extends GameId
  ? { [N in PrintableName<G>]?: number | ({ count?: number } & GameOptions[G][N]) }
  : never;

/**
 * A kit, as a kit file holds it. `ships` is a list of ships, what loadShips answered (its game is
 * checked when the kit is rendered), or a ship file's path (relative to the working directory).
 */
export type Kit<G extends GameId = GameId> = G extends GameId
  ? {
    title?: string; game: G; paper?: PaperName; ships?: ShipsInput<G> | LoadedShips | string; print: PrintMap<G> | PrintEntry<G>[];
    /** When `ships` names a workbook (.xlsx, .ods): the sheet to read, in any case; default the first visible one headed with field names. */
    sheet?: string;
    /** For every entry that takes it: laminate lays cut pieces out for a laminating pouch (an aid too large prints as it is). */
    layout?: 'sheet' | 'per-card' | 'laminate';
    /** The laminating pouch: letter, a4, legal, tabloid, a3 or its outside size WxH; default the one for the paper. */
    pouch?: string;
    /** Round the laminated cut lines (and card decks' corner guides). */
    rounded?: boolean;
  }
  : never;

/**
 * A kit for a game of one's own: `game` names its game file by path, or is what loadGame answered
 * as `game`; the printables and their options are the game file's, checked when it is rendered.
 */
export interface OwnKit {
  title?: string; game: string; paper?: PaperName;
  ships?: Record<string, unknown>[] | { game?: string; ships: Record<string, unknown>[] } | LoadedShips | string;
  print: Record<string, number | Record<string, unknown>> | ({ printable: string; count?: number } & Record<string, unknown>)[];
  sheet?: string; layout?: 'sheet' | 'per-card' | 'laminate'; pouch?: string; rounded?: boolean;
}

/** What renderPrintable takes for a printable of a game of one's own. */
export interface OwnPrintableInput {
  game: string;
  ships?: Record<string, unknown>[] | { game?: string; ships: Record<string, unknown>[] } | LoadedShips;
  options?: Record<string, unknown>;
  paper?: PaperName;
  count?: number;
}

/** What renderPrintable takes besides the printable's name. */
export interface PrintableInput<N extends PrintableName = PrintableName> {
  /** The game, when the printable belongs to several or the ships do not say. */
  game?: GameId;
  ships?: ShipsInput;
  options?: PrintableOptions[N];
  paper?: PaperName;
  /** How many; what it counts is the printable's own (copies per ship, sticks, dice…). Default 1. */
  count?: number;
}

export interface RenderOptions {
  /** A folder of templates overriding the built-in ones. */
  templatesDir?: string;
  /** The path of your copy of the game's data file, used in place of the shipped one (the command line's --data). */
  data?: string;
  /** The name messages give the value (default "<kit>" or "<object>"). */
  file?: string;
}

export interface LoadShipsOptions {
  /** The text's format; default from `file`'s extension, else YAML. */
  format?: 'yaml' | 'json' | 'csv';
  /** The game, when the data does not name it (a plain list, a sheet without a game column). */
  game?: GameId;
  /** The name messages give the data, and whose extension says its format. */
  file?: string;
}

/** A game of one's own as loadGame answers it: `game` is what names it in a kit, ship list or input. */
export interface LoadedGame {
  game: string;
  id: string;
  title: string;
  /** Its ship's fields, in order. */
  fields: string[];
  /** What it prints, by the names its game file gives them. */
  printables: string[];
}
