// "Did you mean …": the known word nearest a typed one, when the two are close enough that the
// difference is likely a slip of the keyboard rather than a different word.
import { distance } from 'fastest-levenshtein';

/** Edits a typo of a word this long may hold: none for one letter, one up to three, two beyond. */
const allowed = (length: number): number => (length <= 1 ? 0 : length <= 3 ? 1 : 2);

/** The known word closest to `typed` (case aside), or undefined when none is close. */
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
    const d = distance(t, w);
    // on a tie, the word that begins more like the typed one: "stick" is "sticks" sooner than "tick"
    const prefix = commonPrefix(t, w);
    if (d < bestDistance || (best !== undefined && d === bestDistance && prefix > bestPrefix)) [best, bestDistance, bestPrefix] = [word, d, prefix];
  }
  return best;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** `; did you mean "side"?`, or nothing; `quote` writes the word as the message shows words. */
export function didYouMean(typed: string, known: readonly string[], quote = (w: string) => JSON.stringify(w)): string {
  const word = closest(typed, known);
  return word === undefined ? '' : `; did you mean ${quote(word)}?`;
}

/** The canonical spelling of `typed` among `known`, matched without regard to case. */
export const canonical = (typed: string, known: readonly string[]): string | undefined => {
  const t = typed.trim().toLowerCase();
  return known.find((w) => w.toLowerCase() === t);
};

/** `table[key]` when the table itself holds the key: never a name every object has (`constructor`, `__proto__`). */
export const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

