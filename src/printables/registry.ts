// The explicit list of printables. Each game lists the ones its kits may use (two games may have
// different printables of one name); the render loop only ever gets them through a game.
import type { Printable } from './types.js';
import { GAMES } from '../games/registry.js';

/** Every printable of every game, each once. */
export const PRINTABLES: readonly Printable[] = [...new Set(GAMES.flatMap((g) => g.printables))];

/** Printable names, each once, in the order the games list them. */
export const printableNames = (): string[] => [...new Set(PRINTABLES.map((p) => p.name))];
