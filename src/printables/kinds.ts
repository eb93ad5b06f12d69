// The kinds a game file may print: each a printable that knows no game, given a name of the game
// file's choosing (`ruler: { kind: range-stick, … }`) and that instance's settings as its section.
import type { PNode } from '../data/node.js';
import type { FieldDecl, GameSide } from '../games/fields.js';
import type { Game } from '../games/types.js';
import { card, cardFits, cardPartsProblem, cardTitleProblem } from './card/index.js';
import type { Printable, PrintRequest } from './types.js';
import { DrawProblem } from './problem.js';
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
import { boatRecord } from './boat-record/index.js';
import { damageChart } from './damage-chart/index.js';
import { commandCard } from './command-card/index.js';
import { chips } from './chips/index.js';
import { shipDeck } from './ship-deck/index.js';
import { playDeck } from './play-deck/index.js';
import { craneWindCard } from './crane-wind-card/index.js';
import { damageTable } from './damage-table/index.js';
import { windCard } from './wind-card/index.js';
import { shootingCard } from './shooting-card/index.js';
import { firingCard } from './firing-card/index.js';
import { shipsAsRead, type FieldNeeds } from './needs.js';

/** What a game file gives a kind besides the instance's name: its path, the instance's settings as
 * written, and the game's fields and sides (absent when they are themselves wrong). */
export interface KindContext {
  file: string; settings: PNode; fields?: Record<string, FieldDecl>; sides?: GameSide[];
  /** For a kind that reads others: the section its printable reads each as → the game file's aid read. */
  reads?: Record<string, string>;
}

/** What a kind finds wrong with settings or a ship that its data schema cannot see (the game's fields). */
export interface Found { at: (string | number)[]; problem: string }

export interface Kind {
  /** What a game file writes as `kind:`. */
  name: string;
  /** The printable an instance of this kind is, named `instance`; `at`, the game file it is in. */
  make(instance: string, at?: KindContext): Printable;
  /** The printable whose schema, options and summary the kind has. */
  shape: Printable;
  /** The kinds of the game file's other aids whose settings it reads, each with the section its
   * printable reads them as (a firing card reads a crane-wind-card's as `wind-card`). */
  reads?: Record<string, string>;
  /** The ship fields it reads, each checked against the game's when the game file loads. */
  fields?: FieldNeeds;
  /** Settings that name the game's fields wrongly (or that its title does not fit), found when the game file loads. */
  fieldsProblem?(settings: any, fields: Record<string, FieldDecl>, game: { title?: string }): Found | null;
  /** Why one ship cannot be printed (its card does not fit), found when a ship file is checked. */
  shipProblem?(settings: any, fields: Record<string, FieldDecl>, ship: Record<string, unknown>): string | null;
}

/** A kind drawn by a printable that reads its own section by its own name: it is handed the
 * instance's section under that name (and those of the aids it reads under theirs), and its
 * refusals are placed at the instance's settings. `name`: the kind's name, when not the
 * printable's; `fields`: the ship fields it reads; `reads`: the kinds of the aids it reads. */
const reading = (p: Printable, how: { name?: string; fields?: FieldNeeds; reads?: Record<string, string> } = {}): Kind => ({
  name: how.name ?? p.name,
  shape: p,
  ...(how.fields && { fields: how.fields }),
  ...(how.reads && { reads: how.reads }),
  make: (instance, at) => {
    if (instance === p.name && !how.fields && !how.reads) return p;
    const sections = { ...at?.reads, [p.name]: instance };
    const ships = (req: PrintRequest) => (how.fields ? shipsAsRead(how.fields, req.game.data[instance], at?.fields, p.perShip, req.ships) : req.ships);
    return {
      ...p,
      name: instance,
      // the aids it reads mark it with their defaults, and their words are found in them
      ...(at?.reads && { reads: Object.values(at.reads) }),
      items: (req) => inGameFile(sections, () => p.items({ ...req, ships: ships(req), game: asIf(req.game, sections) })),
      ...(p.cells && { cells: (req) => p.cells!({ ...req, game: asIf(req.game, sections) }) }),
      // what its options leave unread of its own section is the instance's (a deck file of one's own)
      ...(p.unread && { unread: (o) => p.unread!(o).map((path) => renamed(path, p.name, instance)) }),
    };
  },
});

/** What `draw` returns; a refusal naming a value by its path in a section the kind reads is said
 * at that value in the game file's aid (a damage chart's slots). */
function inGameFile<T>(sections: Record<string, string>, draw: () => T): T {
  try {
    return draw();
  } catch (err) {
    const [first, ...rest] = err instanceof DrawProblem && Array.isArray(err.text) ? err.text : [];
    if (typeof first !== 'string' || !Object.hasOwn(sections, first)) throw err;
    throw new DrawProblem((err as DrawProblem).printable, [sections[first], ...rest], (err as DrawProblem).problem);
  }
}

/** `path` into the game's data with its first key `from` written `to`. */
const renamed = (path: string, from: string, to: string): string =>
  (path === from || path.startsWith(`${from}.`) || path.startsWith(`${from}[`) ? to + path.slice(from.length) : path);

/** `game` as the kind sees it: each aid's section under the name its printable reads it by. */
function asIf(game: Game, sections: Record<string, string>): Game {
  const root = game.dataRoot;
  const moved = Object.entries(sections).filter(([, instance]) => root?.kind === 'map' && root.entries.has(instance));
  const dataRoot: PNode | undefined = root?.kind === 'map' && moved.length
    ? { ...root, entries: new Map([...root.entries, ...moved.map(([kind, instance]) => [kind, root.entries.get(instance)!] as const)]) } : root;
  // a default the game file lists by an aid's path is the kind's too (a damage table's row)
  const listed = Array.isArray(game.data.defaults) ? (game.data.defaults as { path: string }[]) : [];
  const defaults = [...listed];
  for (const [kind, instance] of Object.entries(sections)) {
    for (const d of listed) if (renamed(d.path, instance, kind) !== d.path) defaults.push({ ...d, path: renamed(d.path, instance, kind) });
  }
  const data = Object.fromEntries(Object.entries(sections).map(([kind, instance]) => [kind, game.data[instance]]));
  return { ...game, data: { ...game.data, defaults, ...data }, dataRoot } as Game;
}

/** A table card reads the section named after it, whatever its name. */
const tables: Kind = {
  name: 'table-card',
  shape: tableCard('table-card', 'tables of the game\'s words and numbers on cards', 'copies of the card set'),
  make: (instance) => tableCard(instance, 'tables of the game\'s words and numbers on cards', 'copies of the card set'),
};

/** A game file's own aid, drawn by its own template. */
const template: Kind = { name: 'template', shape: templateKind('template'), make: templateKind };

/** A choice drawn by the settings' own keys (a boat record's sides A and B, a damage chart's sizes). */
const keyed = (section: string) => ({
  types: ['one-of', 'side'] as const,
  what: (s: Record<string, Record<string, unknown>>) => `one of ${Object.keys(s[section]).join(', ')} (the keys of its ${section})`,
  values: (s: Record<string, Record<string, unknown>>) => Object.keys(s[section]),
});

/** A side's name, printed as it is, when the game has the field. */
const sideName = { types: ['side', 'one-of', 'text'] as const, what: 'the name of its side, when the game has one', optional: true };

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
  reading(boatRecord, {
    fields: {
      side: keyed('sides'),
      guns: { types: ['whole'], what: 'a whole number from 0 to 12', range: [0, 12] },
    },
  }),
  reading(damageChart, { fields: { side: keyed('sides'), size: keyed('sizes') } }),
  // a card's band is blank for a ship without a side; chips are named by the ship file's first two sides
  reading(commandCard, { fields: { side: { ...sideName, blank: true } } }),
  reading(chips, { fields: { side: sideName } }),
  reading(shipDeck), reading(playDeck),
  // Crane's wind card reads the section `wind-card`, as Milk and Cookies' does
  reading(craneWindCard, { name: 'crane-wind-card' }),
  reading(damageTable),
  // kinds that read other aids of the game file: the range stick's bands, the dice's pictures, the wind card's hit table
  reading(windCard, { reads: { 'range-stick': 'range-stick' } }),
  reading(shootingCard, { reads: { 'range-stick': 'range-stick', 'dice-labels': 'dice-labels' } }),
  reading(firingCard, { reads: { 'crane-wind-card': 'wind-card', 'damage-chart': 'damage-chart' } }),
];

export const kindNames = (): string[] => KINDS.map((k) => k.name);
export const kindByName = (name: string): Kind | undefined => KINDS.find((k) => k.name === name);
