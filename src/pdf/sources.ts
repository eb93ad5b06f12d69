// The text of each user template read, by the name the writer knows it by (its data-template mark):
// a refusal found while drawing can then point at the line of the template it came from.
const sources = new Map<string, string>();

export const rememberSource = (from: string, text: string): void => void sources.set(from, text);

/** Whether markup marked `from` came from a user template. */
export const fromUser = (from: string | undefined): boolean => from !== undefined && sources.has(from);

/**
 * Line and column (1-based) of the first of `needles` found in the user template `from`, or
 * undefined for one of the package's own templates or markup not found as written.
 */
export function placeIn(from: string | undefined, needles: string[]): { line: number; col: number } | undefined {
  const text = from === undefined ? undefined : sources.get(from);
  if (text === undefined) return undefined;
  for (const needle of needles) {
    const at = text.indexOf(needle);
    if (at < 0) continue;
    const before = text.slice(0, at).split('\n');
    return { line: before.length, col: before[before.length - 1].length + 1 };
  }
  return undefined;
}
