// "Did you mean …": the known word nearest a typed one, when the two are close enough that the
// difference is likely a slip of the keyboard rather than a different word. Every closed set a user
// types (keys and values in files, commands, flags and their values) is answered through here.
import { distance } from 'fastest-levenshtein';
import { quote } from '../errors.js';

/** Edits a typo of a word this long may hold: none for one letter, one up to three, two beyond. */
const allowed = (length: number): number => (length <= 1 ? 0 : length <= 3 ? 1 : 2);

/** The shortest start of a word that names it when no other known word starts so. */
const PREFIX = 4;

/**
 * The known word closest to `typed` (case aside), or undefined when none is close: within a few
 * edits, two neighbouring letters swapped ("kti" for "kit"), or else the start of one word alone
 * ("long" for "long-edge", "milk" for "milk-and-cookies").
 */
export function closest(typed: string, known: readonly string[]): string | undefined {
  const t = typed.trim().toLowerCase();
  let best: string | undefined;
  // past eight units a word has more than three letters: not counted, for a text that may be megabytes
  let bestDistance = allowed(t.length > 8 ? t.length : [...t].length) + 1;
  let bestPrefix = -1;
  for (const word of known) {
    const w = word.toLowerCase();
    // two words differ by at least their difference in length, so a far longer text is not compared
    if (Math.abs(t.length - w.length) > bestDistance) continue;
    const d = swapped(t, w) ? 1 : distance(t, w);
    // on a tie, the word that begins more like the typed one: "stick" is "sticks" sooner than "tick"
    const prefix = commonPrefix(t, w);
    if (d < bestDistance || (best !== undefined && d === bestDistance && prefix > bestPrefix)) [best, bestDistance, bestPrefix] = [word, d, prefix];
  }
  if (best !== undefined || t.length < PREFIX) return best;
  const starting = known.filter((w) => w.length > t.length && w.toLowerCase().startsWith(t));
  return starting.length === 1 ? starting[0] : undefined;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** The two words differ only by two neighbouring letters in the other order. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  let i = 0;
  while (a[i] === b[i]) i++;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/** `; did you mean "side"?`, or nothing; `quote` writes the word as the message shows words. */
export function didYouMean(typed: string, known: readonly string[], quoteWord = (w: string) => JSON.stringify(w)): string {
  const word = closest(typed, known);
  return word === undefined ? '' : `; did you mean ${quoteWord(word)}?`;
}

/**
 * A value outside a closed set, said one way wherever it is typed:
 * `unknown game "ironclad"; expected one of milk-and-cookies, ironclads, …; did you mean "ironclads"?`
 * (the caller puts the place in front: `--game: `, `make: `).
 */
export const unknownChoice = (what: string, typed: string, known: readonly string[]): string =>
  `unknown ${what} ${quote(typed)}; expected one of ${known.join(', ')}${didYouMean(typed, known)}`;

/** The canonical spelling of `typed` among `known`, matched without regard to case. */
export const canonical = (typed: string, known: readonly string[]): string | undefined => {
  const t = typed.trim().toLowerCase();
  return known.find((w) => w.toLowerCase() === t);
};

/** `table[key]` when the table itself holds the key: never a name every object has (`constructor`, `__proto__`). */
export const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);
