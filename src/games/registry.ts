// The explicit list of games broadside knows, and so of the printables: each game lists the ones its
// kits may use (two games may have different printables of one name); the render loop only ever gets
// them through a game.
import type { Printable } from '../printables/types.js';
import type { Game } from './types.js';
import { crane } from './crane/index.js';
import { ironclads } from './ironclads/index.js';
import { milkAndCookies } from './milk-and-cookies/index.js';
import { navalWar } from './naval-war/index.js';
import { beatToQuarters } from './beat-to-quarters/index.js';

export const GAMES: readonly Game[] = [milkAndCookies, ironclads, crane, navalWar, beatToQuarters];

export const gameById = (id: string): Game | undefined => GAMES.find((g) => g.id === id);
export const gameIds = (): string[] => GAMES.map((g) => g.id);

/** Every printable of every game, each once. */
export const PRINTABLES: readonly Printable[] = [...new Set(GAMES.flatMap((g) => g.printables))];

/** Printable names, each once, in the order the games list them. */
export const printableNames = (): string[] => [...new Set(PRINTABLES.map((p) => p.name))];
