// What every printable is: a function from data to items of exact physical size. A printable never
// knows the paper it lands on; the imposition engine and the PDF writer never know a printable.
import type { Field } from '../data/schema.js';
import type { Game, Ship } from '../games/types.js';
import type { NameBox } from '../svg/names.js';
import type { Templates } from '../svg/templates.js';

export interface Item {
  /** Trim size in pt. The item keeps it exactly on every paper. */
  width: number;
  height: number;
  /** SVG content drawn in the box (0,0)–(width,height), units pt. */
  body: string;
  /**
   * Where to cut, drawn by the imposition engine in the one cut style: 'rect' cuts on the trim
   * (shared with touching neighbours), a polygon (item coordinates) cuts a non-rectangular shape,
   * 'none' is a sheet that is not cut out (an assembly map).
   */
  cut: 'rect' | 'none' | { polygon: Point[] };
  /** Fold lines in item coordinates, drawn dashed by the imposition engine. */
  folds?: [Point, Point][];
  /** Short name printed on each piece when the item is larger than the paper, e.g. "HEAVY". */
  label?: string;
  /** How an item larger than the paper is cut up: its pieces' overlap (default 0.5 in), grid
   * names (A1, B1 …) even in one row, and a page-sized map of the pieces before them. */
  tiling?: {
    overlap?: number; gridNames?: boolean; map?: boolean;
    /** Where a piece's label goes, in item coordinates (the label's centre), for the piece whose
     * window is (x, y, w, h), the label's box being `box` (width, height); absent or undefined:
     * the engine's own place. */
    labelAt?(x: number, y: number, w: number, h: number, box: [number, number]): Point | undefined;
    /** Places along the item's width (x, item pt) where a join is welcome, such as a stick's band
     * edges: a join that would fall within an inch of one moves onto it when the pieces still fit. */
    joins?: number[];
    /** Keep the pieces' faces clear (a board, whose cells have names of their own): pieces are
     * named "tile 2·3" (column·row from 1), and their labels and ticks go in the overlap strips,
     * or for a piece with no strip under it in the page margin. */
    clearFace?: boolean;
  };
  /** The body drawn only where it can show in the window (x, y, w, h): a piece of a large item then
   * carries its own share instead of all of it. Optional; `body` is used when absent. */
  window?(x: number, y: number, w: number, h: number): string;
  /** A playing card: crop marks outside the sheet's block of cards instead of cut lines, art past
   * the trim by `bleed`, and a back printed on the back of the sheet. */
  card?: CardSpec;
  /** Print on one page of exactly the item's size, for a print shop or plotter: the art runs past
   * the trim by `bleed` (drawn by `window` over the bleed box), with crop marks and page boxes. */
  fullSize?: { bleed: number };
  /** Set on a piece of an item too large for the paper: where it sits in the assembled item. */
  piece?: Piece;
  /** Where the item shows the "default" mark when it is drawn from values the published rules do
   * not give (src/games/defaults.ts decides; src/printables/mark.ts draws it). */
  mark?: MarkSpot;
  /** Laid out to laminate (`layout: laminate`): pieces apart in a pouch, cut lines 3 mm outside
   * each (src/impose/laminate.ts). Set from the options for every item (src/printables/laminate.ts). */
  laminate?: Laminate;
}

/** How an item is laminated. */
export interface Laminate {
  /** The pouch, by its outside size; absent: the pouch made for the paper. */
  pouch?: Pouch;
  /** Round the corners of the cut lines, for a corner punch. */
  rounded: boolean;
  /** A piece that cannot be laminated (larger than the pouch or the paper, printed full size):
   * refused when laminating was asked of this aid, printed as it is when asked of a whole kit. */
  unfit: 'refuse' | 'leave';
}

/** A laminating pouch: its name in messages, and its outside size in pt (portrait). */
export interface Pouch { name: string; width: number; height: number }

/** A place for the one-line "default — see data/<game>.yaml" mark, in item pt. */
export interface MarkSpot {
  /** The baseline's start, middle or end (as `anchor` says). */
  x: number; y: number; anchor?: 'start' | 'middle' | 'end';
  /** The most the line may run along its baseline, pt. */
  width: number;
  /** Ink colour (default dark grey); a plate of this colour under the words, when the spot is not clear. */
  fill?: string; plate?: string;
  /** Degrees the line is turned about (x, y), clockwise: along the side of a tall item. */
  rotate?: number;
}

export type Point = [number, number];

export interface CardSpec {
  /** The body's art runs this far past the trim on every side (0: none). */
  bleed: number;
  /** Radius of grey rounded-corner guides on the trim, when wanted. */
  corner?: number;
  /** SVG of the card's back, drawn in the same box (and bleed) as the front. */
  back?: string;
  /** How the printer turns the sheet: the back page is mirrored to match. */
  duplex: 'long-edge' | 'short-edge';
  /** Back pages after each front page, all after the fronts, or no backs. */
  backs: 'interleaved' | 'separate' | 'none';
  /** Shift of the back pages, pt, to correct a printer's drift. */
  offset: [number, number];
  /** False for a sheet that is not cut (the duplex calibration page): no crop marks. */
  crop?: boolean;
  /** The faces have a coloured edge running to the trim: a slightly-off cut shows against a
   * neighbour's colour, so cards sit apart by a gutter by default. */
  edge?: boolean;
  /** Space between cards on a sheet, pt; absent: 1/8 in for faces with a coloured edge or a bleed, else 0. */
  gutter?: number;
  /** 'sheet': N-up for cutting at home; 'per-card': one card (and its bleed) per page, for a card
   * printer; 'laminate': N-up with room round each card for a laminating pouch (`Item.laminate`). */
  layout?: 'sheet' | 'per-card' | 'laminate';
}

export const needsShips = (p: Printable, options: Record<string, unknown>): boolean => p.perShip && !(p.capabilities?.blank && options.blank === true);

export interface Piece {
  /** The whole item's size, and this piece's window onto it (item pt, overlap included). */
  of: { width: number; height: number };
  x: number; y: number; width: number; height: number;
  /** Column and row in the grid of pieces, 0-based, and the grid's size. */
  col: number; row: number; cols: number; rows: number;
  /** The printed piece label, e.g. "HEAVY 2/3". */
  name: string;
}

export interface PrintRequest {
  game: Game;
  ships: Ship[];
  /** How many: its meaning is the printable's `count` description (per ship, sticks, dice…). */
  count: number;
  options: Record<string, unknown>;
  templates: Templates;
}

export interface Capabilities {
  /** A card deck: playing cards with the card options (cards.ts) and backs printed duplex, made one
   * image per card face by `make --format png` and the page's card images. */
  deck?: boolean;
  /** Has a blank form: a per-ship printable that its `blank` option prints without ships. */
  blank?: boolean;
}

export interface Printable {
  name: string;
  summary: string;
  /** What the count in a kit's print list means, e.g. "copies per ship" or "dice to label". */
  count: string;
  /** True when items come from the ships, so a ship file is required. */
  perShip: boolean;
  /** A per-ship printable the game master keeps (a draw deck): a convention's per-side packets leave it to the game master's. */
  gameMaster?: boolean;
  /** What it is, declared here and read wherever it is asked, never guessed from its options. */
  capabilities?: Capabilities;
  /** Space between items in pt; 0 lets neighbours share their cut lines. */
  gap: number;
  /** Marked up during play with a wipe-off pen, or handled all game: a packing list says to laminate
   * it. A card deck is laminated without it. */
  laminate?: boolean;
  /** Schema of this printable's section of a game's data file (the section is named after it). */
  data?: Field;
  /** Other sections of the game's data it reads (a table the game owns): their defaults mark it too. */
  reads?: string[];
  /** Paths of the game's data (e.g. `play-deck`) these options leave unread: the user's own deck file
   * in place of the shipped deck, a blank form with no numbers on it. Defaults there do not mark the aid. */
  unread?(options: Record<string, unknown>): string[];
  /** Options a kit entry or the CLI may set, validated like any input. */
  options: Record<string, Field>;
  items(req: PrintRequest): Item[];
  /** For a printable whose one item can be costly to draw (a board): its cells, a numbered one
   * counted three times, worked out from the options before anything is made (src/estimate.ts). */
  cells?(req: Pick<PrintRequest, 'game' | 'options'>): number;
  /** For a printable that shows ship names: where `ship`'s name goes, for this printable's section
   * of the game's data (src/svg/names.ts; null: not printed), so checking a ship file refuses what
   * the printable could not print. */
  nameBox?(data: Record<string, any>, ship: Record<string, unknown>): NameBox | null;
}
