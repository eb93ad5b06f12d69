// Naval War's set-up and turn card: dealing, the dealer's opening, a turn, sinking, the end of a
// round, scoring, winning and the fleet arrangements, as tables on one card for the table (the
// table-card engine). Its text may name the game's numbers: {hand} and {hand-nine} (cards in hand,
// and with nine players) from its own section, {bonus} and {penalty} from the score sheet's, and
// {target} (the kit's or --target, else the score sheet's), so the card and the sheet agree.
import type { Field } from '../../data/schema.js';
import { tableCard } from '../chart-card/index.js';
import type { TableData } from '../chart-card/table.js';
import type { Printable } from '../types.js';
import { LAMINATE_OPTIONS } from '../laminate.js';

const base = tableCard('turn-card', 'the set-up and turn card: dealing, the dealer\'s opening, a turn, sinking, scoring, winning and fleets', 'cards');
const baseData = base.data as Extract<Field, { type: 'object' }>;
const TARGET: Field = { type: 'int', min: 10, max: 1000, doc: 'the agreed score that wins (default: the score sheet\'s target in the game data, 100)' };
const hand = (doc: string): Field => ({ type: 'int', min: 1, max: 20, required: true, doc });
export const PLACES = ['hand', 'hand-nine', 'target', 'bonus', 'penalty'];

/** Every piece of text of a table with where it is, for the placeholder check and for filling in. */
function each(t: TableData, f: (s: string) => string): TableData {
  return { ...t, title: f(t.title), ...(t.dice ? { dice: f(t.dice) } : {}), columns: t.columns.map(f), rows: t.rows.map((row) => row.map(f)), notes: t.notes.map(f) };
}

/** The first {word} in the card's text that is not one of PLACES, at its key. */
function unknownPlace(d: { title: string; tables: TableData[] }): { at: (string | number)[]; problem: string } | null {
  const bad = (s: string) => [...s.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]).find((k) => !PLACES.includes(k));
  const problem = (k: string) => `{${k}} is not a number this card knows; expected one of ${PLACES.map((p) => `{${p}}`).join(', ')}`;
  const title = bad(d.title);
  if (title !== undefined) return { at: ['title'], problem: problem(title) };
  for (const [i, t] of d.tables.entries()) {
    const spots: [(string | number)[], string][] = [
      [['title'], t.title], ...(t.dice ? [[['dice'], t.dice] as [string[], string]] : []),
      ...t.columns.map((s, c): [(string | number)[], string] => [['columns', c], s]),
      ...t.rows.flatMap((row, r) => row.map((s, c): [(string | number)[], string] => [['rows', r, c], s])),
      ...t.notes.map((s, n): [(string | number)[], string] => [['notes', n], s]),
    ];
    for (const [at, s] of spots) {
      const k = bad(s);
      if (k !== undefined) return { at: ['tables', i, ...at], problem: problem(k) };
    }
  }
  return null;
}

export const turnCard: Printable = {
  ...base,
  reads: ['score-sheet'],
  data: {
    ...baseData,
    fields: {
      ...baseData.fields,
      hand: hand('cards each player is dealt from each deck and holds: {hand}'),
      'hand-nine': hand('the same with nine players: {hand-nine}'),
    },
    check: unknownPlace,
  },
  options: { target: TARGET, ...LAMINATE_OPTIONS },
  items(req) {
    const { game, options } = req;
    const d = game.data['turn-card'] as { hand: number; 'hand-nine': number; title: string; tables: TableData[] };
    const sheet = game.data['score-sheet'] as { target: number; bonus: number; penalty: number };
    const values = new Map<string, number>([
      ['hand', d.hand], ['hand-nine', d['hand-nine']], ['target', (options.target as number | undefined) ?? sheet.target],
      ['bonus', sheet.bonus], ['penalty', sheet.penalty],
    ]);
    const fill = (s: string) => s.replace(/\{([^{}]*)\}/g, (m, k: string) => (values.has(k) ? String(values.get(k)) : m));
    const filled = { ...d, title: fill(d.title), tables: d.tables.map((t) => each(t, fill)) };
    return base.items({ ...req, game: { ...game, data: { ...game.data, 'turn-card': filled } } });
  },
};
