// A cheap look at a YAML or JSON text before the parser builds its trees: the parser recurses once per
// level of [ ] and { }, so a file nested thousands deep (no real ship or kit file is nested more than
// a few levels) would exhaust the stack and a gigabyte of memory before any message could be given.

/** Deepest nesting a data file may have: a kit's print list with options is 4 levels deep. */
export const MAX_DEPTH = 64;

/** The offset of the first flow bracket never closed, or -1 (read as `tooDeep` reads). */
export function unclosed(text: string): number {
  const open: number[] = [];
  scan(text, (c, i) => {
    if (c === '[' || c === '{') open.push(i);
    else if (open.length) open.pop();
    return false;
  });
  return open.length ? open[0] : -1;
}

/**
 * The offset where flow brackets first nest deeper than `max`, or -1. Quoted text and comments are
 * skipped, roughly as YAML reads them: enough for a limit, which is all this is.
 */
export function tooDeep(text: string, max = MAX_DEPTH): number {
  let depth = 0;
  return scan(text, (c) => (c === '[' || c === '{' ? ++depth > max : (depth = Math.max(0, depth - 1), false)));
}

/** Calls `at` for each flow bracket outside quotes and comments, until it answers true: that offset, else -1. */
function scan(text: string, at: (c: string, i: number) => boolean): number {
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      // a quoted scalar: to its closing quote (a backslash escapes in double quotes, '' in single)
      for (i++; i < text.length && text[i] !== c; i++) if (c === '"' && text[i] === '\\') i++;
    } else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]))) {
      while (i < text.length && text[i] !== '\n') i++;
    } else if ((c === '[' || c === '{' || c === ']' || c === '}') && at(c, i)) return i;
  }
  return -1;
}
