// The explicit list of games broadside knows.
import type { Game } from './types.js';
import { crane } from './crane/index.js';
import { ironclads } from './ironclads/index.js';
import { milkAndCookies } from './milk-and-cookies/index.js';
import { navalWar } from './naval-war/index.js';
import { beatToQuarters } from './beat-to-quarters/index.js';

export const GAMES: readonly Game[] = [milkAndCookies, ironclads, crane, navalWar, beatToQuarters];

export const gameById = (id: string): Game | undefined => GAMES.find((g) => g.id === id);
export const gameIds = (): string[] => GAMES.map((g) => g.id);
