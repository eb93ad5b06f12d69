// A playing board: a grid of squares or hexes over a whole poster-sized sheet, returned as one
// item of the board's true size. The imposition engine cuts it into overlapping page tiles with
// an assembly map (or prints it on one full-size page); this printable never knows the paper.
import { DrawProblem } from '../problem.js';
import { InputError } from '../../errors.js';
import { colour, type Field } from '../../data/schema.js';
import { textWidth } from '../../svg/fonts.js';
import { inch, toInch, r } from '../../units.js';
import type { Item, Printable } from '../types.js';
import { compassWords, centreMark, type Compass } from './frame.js';
import { hexLattice, type HexGrid, type Win } from './hex.js';
import { ROSE, roseMeets, roseRoom, windRose, type RoseSpec } from './rose.js';
import { squareCells, squareGrid, type SquareGrid } from './square.js';
import { LAMINATE_OPTIONS } from '../laminate.js';
import { ASCENT, type Box, type Shape } from './numbers.js';

/** The settings an option may override; the game's data section gives their defaults. */
export interface Settings {
  grid: 'square' | 'hex';
  cell: number;
  size: { width: number; height: number };
  numbers: boolean;
  orientation: 'flat' | 'pointy';
  'half-hexes': boolean;
  'full-size': boolean;
  bleed: number;
  overlap: number;
}

interface Data extends Settings {
  line: { weight: number; colour: string };
  ink: string;
  'centre-mark': boolean;
  compass?: Compass;
  rose?: RoseSpec;
}

const MAX_SIDE = inch(120);
const MIN_CELL = inch(0.25);

// The option fields carry no defaults: an option left out falls back to the game's data, so a
// default here would silently override it. Shape limits are loose so the checks give the reason.
const OPTIONS: Record<keyof Settings, Field> = {
  grid: { type: 'enum', values: ['square', 'hex'], doc: 'square | hex' },
  cell: {
    type: 'length', min: inch(0.01), max: inch(24), doc: 'square side or hex width across the flats, e.g. 2in or 25mm',
    check: (v: number) => (v < MIN_CELL - 1e-9 ? 'cells under 0.25 in are too small to print and play on' : null),
  },
  size: {
    type: 'size', min: inch(1), max: inch(1200), doc: 'the whole board, WIDTHxHEIGHT, e.g. 28x22in or 600x400mm',
    check: (v: { width: number; height: number }) => (Math.max(v.width, v.height) > MAX_SIDE + 1e-9
      ? `a board of ${fmt(v.width)} × ${fmt(v.height)} in is larger than 10 × 10 ft (120 in a side); print a smaller board`
      : null),
  },
  numbers: { type: 'bool', doc: 'number every cell: hexes CCRR (0101 upper left), squares A1 in a corner' },
  orientation: { type: 'enum', values: ['flat', 'pointy'], doc: 'hexes: flat | pointy top' },
  'half-hexes': { type: 'bool', doc: 'hexes: draw the partial hexes at the board edges (false: whole hexes only)' },
  'full-size': { type: 'bool', doc: 'one page of the board\'s own size, for a print shop, instead of tiles' },
  bleed: { type: 'length', min: 0, max: inch(0.5), doc: 'full size: how far the grid runs on past the trim, e.g. 0.125in or 3mm (0: none)' },
  overlap: { type: 'length', min: inch(0.25), max: inch(2), doc: 'how far neighbouring tiles overlap, e.g. 0.5in' },
};

const fmt = (pt: number): string => String(r(toInch(pt) * 100) / 100);
/** The printed numbers' ink boxes (a hex's number is centred on its x, a square's starts there). */
const inkBoxes = (g: SquareGrid | HexGrid, centred: boolean): Box[] => !g.numbers ? [] : g.numbers.items.map(({ text, x, y }) => {
  const w = textWidth(text, g.numbers!.size);
  const x1 = centred ? x - w / 2 : x;
  return [x1, y - g.numbers!.size * ASCENT, x1 + w, y];
});
const noCell = (s: Settings, width: number, height: number) =>
  `board: not one whole ${s.grid === 'hex' ? 'hex' : 'square'} of ${fmt(s.cell)} in fits a board of ${fmt(width)} × ${fmt(height)} in`;
const required = (f: Field): Field => ({ ...f, required: true });
const withDefault = (f: Field, value: unknown): Field => ({ ...f, default: value });

export const board: Printable = {
  name: 'board',
  summary: 'a playing board of squares or hexes, tiled across pages or on one full-size page',
  count: 'boards',
  perShip: false,
  gap: 0,
  data: {
    type: 'object',
    fields: {
      grid: required(OPTIONS.grid),
      cell: required(OPTIONS.cell),
      size: required(OPTIONS.size),
      numbers: withDefault(OPTIONS.numbers, false),
      orientation: withDefault(OPTIONS.orientation, 'flat'),
      'half-hexes': withDefault(OPTIONS['half-hexes'], true),
      'full-size': withDefault(OPTIONS['full-size'], false),
      bleed: withDefault(OPTIONS.bleed, inch(0.125)),
      overlap: withDefault(OPTIONS.overlap, inch(0.5)),
      line: {
        type: 'object', required: true,
        fields: { weight: { type: 'length', min: 0.1, max: 6, required: true, doc: 'grid line weight, e.g. 1pt' }, colour: required(colour('grid line colour')) },
      },
      ink: withDefault(colour('colour of the numbers, compass words and centre mark'), '#33506f'),
      'centre-mark': { type: 'bool', default: false, doc: 'a mark at the centre of the board (for the wind arrow)' },
      compass: {
        type: 'object', doc: 'compass words printed just inside each edge, reading from that edge',
        fields: {
          north: { type: 'enum', values: ['top', 'bottom', 'left', 'right', 'short-edge', 'long-edge'], required: true, doc: 'the edge that is north, or the rule: short-edge (top of a tall board, left of a wide one) or long-edge' },
          words: {
            type: 'object', required: true,
            fields: { north: { type: 'string', maxLength: 12, required: true }, east: { type: 'string', maxLength: 12, required: true }, south: { type: 'string', maxLength: 12, required: true }, west: { type: 'string', maxLength: 12, required: true } },
          },
        },
      },
      rose: ROSE,
    },
    // a rose's spokes point through hexsides: it needs hexes, and room in its corner
    check: (d: Data) => {
      if (!d.rose) return null;
      if (d.grid !== 'hex') return { at: ['rose'], problem: 'a wind rose points through hexsides, so it needs grid: hex; remove the rose or make the grid hex' };
      // only the cheap bound here, so loading the game stays quick; printing places it for real
      const problem = roseRoom(d.rose, d.size.width, d.size.height, d.cell, d.orientation);
      return problem ? { at: ['rose', 'diameter'], problem } : null;
    },
  },
  options: { ...OPTIONS, ...LAMINATE_OPTIONS },
  // a hex of width c across the flats covers √3/2·c²; numbering a cell costs some three times drawing it
  cells({ game, options }) {
    const s = settingsOf(game.data.board as Data, options);
    const { width, height } = s.size;
    const n = s.grid === 'hex' ? (width * height) / ((Math.sqrt(3) / 2) * s.cell * s.cell) : Math.ceil(width / s.cell) * Math.ceil(height / s.cell);
    return Math.ceil(n) * (s.numbers ? 3 : 1);
  },
  items({ game, count, options, templates }) {
    const d = game.data.board as Data;
    const s = settingsOf(d, options);
    const { width, height } = s.size;
    // the hex lattice is laid out once per board; each window then draws only its own share
    const cells = s.grid === 'hex' ? null : squareCells(width, height, s.cell);
    if (cells === 0) throw new InputError(noCell(s, width, height));
    const lattice = s.grid === 'hex' ? hexLattice(width, height, s.cell, s.orientation, s['half-hexes'], s.numbers, d.line.weight) : null;
    if (lattice?.cells === 0) throw new InputError(noCell(s, width, height));
    if (lattice && s['full-size']) refuseWholePage(lattice.cells);
    // the rose belongs to the hex map: a square board asked for by option is printed without it
    const rose = d.rose && lattice ? windRose(d.rose, width, height, s.cell, s.orientation, (win) => lattice.grid(win)) : null;
    if (typeof rose === 'string') throw new DrawProblem('board', ['board', 'rose'], rose);
    const centre = d['centre-mark'] ? centreMark(width, height, s.cell) : null;
    // compass words keep clear of the numbers where they can: the numbers' boxes near each edge's middle
    const compass = d.compass ? compassWords(width, height, s.cell, d.compass, (region) => {
      const g = lattice ? lattice.grid(region) : squareGrid(width, height, s.cell, s.numbers, region);
      return inkBoxes(g, !!lattice);
    }) : [];
    // what is drawn over the grid: the cell numbers keep clear of it
    const keep: Shape[] = [...compass.map((c) => ({ box: c.box })), ...(centre?.keep ?? []), ...(rose ? rose.keep : [])];
    // a window reaching past the board (a full-size page's bleed) gets the grid carried on into it
    const grid = (win?: Win): SquareGrid | HexGrid => {
      const past = win ? Math.max(0, -win[0], -win[1], win[2] - width, win[3] - height) : 0;
      return lattice ? lattice.grid(win, past, keep) : squareGrid(width, height, s.cell, s.numbers, win, past, keep);
    };
    // the whole board, or (for a page tile) only the cells that reach the tile's window
    const draw = (g: SquareGrid | HexGrid, win?: Win) => templates.render('board', 'board.svg.hbs', {
      width: r(width), height: r(height), line: { weight: r(d.line.weight), colour: d.line.colour }, ink: d.ink,
      square: s.grid === 'square' ? g : null,
      hex: s.grid === 'hex' ? g : null,
      centre, compass,
      rose: rose && (!win || roseMeets(rose, win)) ? rose : null,
    });
    let body: string | undefined;
    const item: Item = {
      width: r(width), height: r(height), cut: 'rect', label: 'BOARD',
      // the whole board (a full-size page, an SVG file), drawn on first use: a tiled board draws its windows instead
      get body() {
        if (lattice) refuseWholePage(lattice.cells);
        return (body ??= draw(grid()));
      },
      window: (x, y, w, h) => {
        const win: Win = [x, y, x + w, y + h];
        return draw(grid(win), win);
      },
      tiling: { overlap: s.overlap, map: true, clearFace: true }, ...(s['full-size'] ? { fullSize: { bleed: s.bleed } } : {}),
    };
    return Array.from({ length: count }, () => item);
  },
};

/**
 * A tiled board draws each tile's share of the hexes alone, but a full-size page or an SVG file lays
 * out all its hexes at once, some 6 to 8 KB of memory each (98,000 hexes with their halves and a
 * bleed: 830 MB): refused before any is laid out past what keeps it well within 1 GB.
 */
const WHOLE_PAGE_HEXES = 80_000;

// (numbered hexes are at least 0.65 in, so a board of 120 in a side holds under 40,000 of them)
function refuseWholePage(hexes: number): void {
  if (hexes <= WHOLE_PAGE_HEXES) return;
  throw new InputError(
    `board: about ${hexes.toLocaleString('en-US')} hexes drawn in one piece; a full-size page or an SVG file holds at most ${WHOLE_PAGE_HEXES.toLocaleString('en-US')} hexes; use larger hexes, or print the board in tiles (a PDF without --full-size)`,
  );
}

/** The board's settings: the options given, else the game's data. */
const settingsOf = (d: Data, options: Record<string, unknown>): Settings =>
  Object.fromEntries(Object.keys(OPTIONS).map((k) => [k, options[k] ?? d[k as keyof Settings]])) as unknown as Settings;
