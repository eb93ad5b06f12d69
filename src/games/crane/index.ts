// Mike Crane's Fighting Rules for Sailing Ships: five ships a side on a board of 2 in squares. Its
// id, title, ship fields, fleet rules and numbers live in the package's data/crane.yaml; each
// printable declares the shape of its own section.
import type { Check } from '../../data/schema.js';
import type { Game } from '../types.js';
import { headOf } from '../data-head.js';
import { shippedGame } from '../shipped.js';
import { board } from '../../printables/board/index.js';
import { craneWindCard } from '../../printables/crane-wind-card/index.js';
import { damageChart } from '../../printables/damage-chart/index.js';
import { firingCard } from '../../printables/firing-card/index.js';
import { markers } from '../../printables/markers/index.js';

const PRINTABLES = [board, damageChart, craneWindCard, firingCard, markers];

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
const ordinal = (n: number): string => ORDINALS[n - 1] ?? `${n}${[11, 12, 13].includes(n % 100) ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;

/**
 * The header's most a side, in the game's own words: the ship one past it is reported, for the
 * sides in the order the side field lists them (kept in code: the words are the game's).
 */
function perSide(game: Game): Check | undefined {
  const { ship, fleet } = headOf(game.data);
  const most = fleet['most-a-side'];
  if (most === undefined) return undefined;
  const declared = ship.side?.type === 'one-of' ? ship.side.values : [];
  return (ships: { side: string }[]) => {
    for (const side of [...new Set([...declared, ...ships.map((s) => s.side)])]) {
      const over = ships.map((s, i) => [s.side, i] as const).filter(([s]) => s === side)[most];
      if (over) return { at: [over[1], 'side'], problem: `a ${ordinal(most + 1)} ${side} ship; each side has at most ${most}` };
    }
    return null;
  };
}

export const crane = shippedGame({
  id: 'crane',
  printables: PRINTABLES,
  made: { title: 'b42b6f9755afb220', ship: 'ef5982fee509dbe6', fleet: 'be065fd3bc214855' },
  fleet: perSide,
  // the sides are red and blue: their colours are the damage chart's bars, white words on them
  sidePalette: (data) => ({
    byName: Object.fromEntries(Object.entries(data['damage-chart'].sides as Record<string, { colour: string }>).map(([side, s]) => [side, { fill: s.colour, ink: '#ffffff' }])),
  }),
});
