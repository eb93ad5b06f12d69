// The kinds a game file may print: each a printable that knows no game, given a name of the game
// file's choosing (`ruler: { kind: range-stick, … }`) and that instance's settings as its section.
import type { PNode } from '../data/node.js';
import type { FieldDecl, GameSide } from '../games/fields.js';
import type { Game } from '../games/types.js';
import { card, cardFits, cardPartsProblem, cardTitleProblem } from './card/index.js';
import type { Printable } from './types.js';
import { board } from './board/index.js';
import { calibrateDuplex } from './calibrate-duplex/index.js';
import { tableCard } from './chart-card/index.js';
import { deflectionGauge } from './deflection-gauge/index.js';
import { diceLabels } from './dice-labels/index.js';
import { markers } from './markers/index.js';
import { rangeStick } from './range-stick/index.js';
import { reloadMarker } from './reload-marker/index.js';
import { scoreSheet } from './score-sheet/index.js';
import { turningGauge } from './turning-gauge/index.js';
import { templateKind } from './template-kind/index.js';

/** What a game file gives a kind besides the instance's name: its path, the instance's settings as
 * written, and the game's fields and sides (absent when they are themselves wrong). */
export interface KindContext { file: string; settings: PNode; fields?: Record<string, FieldDecl>; sides?: GameSide[] }

/** What a kind finds wrong with settings or a ship that its data schema cannot see (the game's fields). */
export interface Found { at: (string | number)[]; problem: string }

export interface Kind {
  /** What a game file writes as `kind:`. */
  name: string;
  /** The printable an instance of this kind is, named `instance`; `at`, the game file it is in. */
  make(instance: string, at?: KindContext): Printable;
  /** The printable whose schema, options and summary the kind has. */
  shape: Printable;
  /** Settings that name the game's fields wrongly (or that its title does not fit), found when the game file loads. */
  fieldsProblem?(settings: any, fields: Record<string, FieldDecl>, game: { title?: string }): Found | null;
  /** Why one ship cannot be printed (its card does not fit), found when a ship file is checked. */
  shipProblem?(settings: any, fields: Record<string, FieldDecl>, ship: Record<string, unknown>): string | null;
}

/** A kind drawn by a printable that reads its own section by its own name: it is handed the
 * instance's section under that name, and its refusals are placed at the instance's settings. */
const reading = (p: Printable): Kind => ({
  name: p.name,
  shape: p,
  make: (instance) => (instance === p.name ? p : {
    ...p,
    name: instance,
    items: (req) => p.items({ ...req, game: asIf(req.game, p.name, instance) }),
    ...(p.cells && { cells: (req) => p.cells!({ ...req, game: asIf(req.game, p.name, instance) }) }),
  }),
});

/** `game` as `kind` sees it: the instance's section under the kind's name. */
function asIf(game: Game, kind: string, instance: string): Game {
  const root = game.dataRoot;
  const section = root?.kind === 'map' ? root.entries.get(instance) : undefined;
  const dataRoot: PNode | undefined = root?.kind === 'map' && section ? { ...root, entries: new Map([...root.entries, [kind, section]]) } : root;
  return { ...game, data: { ...game.data, [kind]: game.data[instance] }, dataRoot } as Game;
}

/** A table card reads the section named after it, whatever its name. */
const tables: Kind = {
  name: 'table-card',
  shape: tableCard('table-card', 'tables of the game\'s words and numbers on cards', 'copies of the card set'),
  make: (instance) => tableCard(instance, 'tables of the game\'s words and numbers on cards', 'copies of the card set'),
};

/** A game file's own aid, drawn by its own template. */
const template: Kind = { name: 'template', shape: templateKind('template'), make: templateKind };

/** The one list of kinds a game file may name. */
export const KINDS: readonly Kind[] = [
  {
    ...reading(card),
    fieldsProblem: (s, fields, game) => cardPartsProblem(s, fields) ?? (game.title === undefined ? null : cardTitleProblem(s, game.title)),
    shipProblem: cardFits,
  },
  reading(rangeStick), reading(turningGauge), reading(diceLabels), reading(markers), reading(board),
  tables, reading(deflectionGauge), reading(reloadMarker), reading(scoreSheet), reading(calibrateDuplex),
  template,
];

export const kindNames = (): string[] => KINDS.map((k) => k.name);
export const kindByName = (name: string): Kind | undefined => KINDS.find((k) => k.name === name);
