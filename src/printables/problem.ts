// A refusal found while drawing that the game's data causes (a text too long for its place, tables
// that do not fit their card): it names the data's text, so that with a --data copy it is given at
// that text's line and column (or, when no one text is to blame, at the section's), as a mistake
// found while loading is. Long texts are quoted by their first 40 characters, as everywhere.
import { DataError, excerpt, InputError } from '../errors.js';
import type { PNode } from '../data/node.js';
import type { Game } from '../games/types.js';
import type { Printable } from './types.js';

export class DrawProblem extends InputError {
  /**
   * `printable`: whose data it is; `text`: the data's text at fault, as drawn, or the path of the
   * value at fault in the data (`['firing-card', 'range']`), or undefined when the fault is no one
   * value's; `problem`: the sentence, quoting the text with `quote`.
   */
  constructor(readonly printable: string, readonly text: string | (string | number)[] | undefined, readonly problem: string) {
    super(printable ? `${printable}: ${problem}` : problem);
    this.name = 'DrawProblem';
  }
}

interface Found { node: PNode; path: string }

/** Every text in the sections, with its field path as validation names it (`damage-table.rows[3]`). */
function texts(root: PNode, sections: string[]): Found[] {
  const out: Found[] = [];
  const walk = (n: PNode, path: string): void => {
    if (n.kind === 'map') for (const [k, { node }] of n.entries) walk(node, `${path}.${excerpt(k)}`);
    else if (n.kind === 'seq') n.items.forEach((item, i) => walk(item, `${path}[${i}]`));
    else if (typeof n.value === 'string' || typeof n.value === 'number') out.push({ node: n, path });
  };
  if (root.kind === 'map') for (const s of sections) {
    const node = root.entries.get(s)?.node;
    if (node) walk(node, s);
  }
  return out;
}

const plain = (s: string): string => s.trim().replace(/\*$/, '').toLowerCase();

/**
 * The text of the data as written that `drawn` was drawn from: the same text (in any case, a
 * default's `*` aside), a text whose {placeholders} were filled to make it, one it is a part of
 * (a line of it), or the longest one making up half of it or more (a label and its value).
 */
export function findText(root: PNode, sections: string[], drawn: string): Found | undefined {
  const all = texts(root, sections).map((f) => ({ ...f, text: String((f.node as { value: unknown }).value) }));
  const want = plain(drawn);
  if (want === '') return undefined;
  const same = all.find((f) => f.text === drawn) ?? all.find((f) => plain(f.text) === want);
  if (same) return same;
  const filled = all.find((f) => fills(f.text, drawn));
  if (filled) return filled;
  const within = all.filter((f) => want.length >= 4 && plain(f.text).includes(want)).sort((a, b) => a.text.length - b.text.length)[0];
  if (within) return within;
  return all.filter((f) => plain(f.text).length >= Math.max(3, want.length / 2) && want.includes(plain(f.text))).sort((a, b) => b.text.length - a.text.length)[0];
}

/**
 * Whether `drawn` is `text` with its {placeholders} filled in, in any case: each piece between them
 * found in order, the first at the start and the last at the end (no pattern is built from the
 * user's text, so a text of many placeholders costs no more than its length).
 */
function fills(text: string, drawn: string): boolean {
  const pieces = text.trim().toLowerCase().split(/\{[\w-]+\}/);
  if (pieces.length < 2) return false;
  const d = drawn.trim().toLowerCase();
  const [first, last] = [pieces[0], pieces[pieces.length - 1]];
  if (!d.startsWith(first) || !d.endsWith(last) || first.length + last.length > d.length) return false;
  let at = first.length;
  for (const piece of pieces.slice(1, -1)) {
    const i = d.indexOf(piece, at);
    if (i < 0) return false;
    at = i + piece.length;
  }
  return at <= d.length - last.length;
}

/** The value at `path` in the data, with its field path; undefined when the copy leaves it out. */
function at(root: PNode, path: (string | number)[]): Found | undefined {
  let node: PNode | undefined = root;
  let shown = '';
  for (const step of path) {
    node = typeof step === 'number' ? (node?.kind === 'seq' ? node.items[step] : undefined) : node?.kind === 'map' ? node.entries.get(step)?.node : undefined;
    shown = typeof step === 'number' ? `${shown}[${step}]` : shown ? `${shown}.${step}` : step;
  }
  return node && { node, path: shown };
}

/**
 * A refusal of drawing `printable` for `game`, placed in the user's --data copy when the game has
 * one: at the text to blame, else at the printable's section. Anything else is as it was.
 */
export function placed(err: unknown, game: Game, printable: Printable): unknown {
  if (!(err instanceof DrawProblem) || !game.dataRoot || game.dataRoot.kind !== 'map') return err;
  const sections = [printable.name, ...(printable.reads ?? [])].filter((s) => game.dataRoot!.kind === 'map' && game.dataRoot!.entries.has(s));
  if (sections.length === 0) return err; // the shipped file's section: the copy leaves it out
  const found = err.text === undefined ? undefined : typeof err.text === 'string' ? findText(game.dataRoot, sections, err.text) : at(game.dataRoot, err.text);
  // the field path names the printable: the sentence need not again
  const problem = err.problem.startsWith(`${printable.name}: `) ? err.problem.slice(printable.name.length + 2) : err.problem;
  if (found) return new DataError(found.node.pos, found.path, problem);
  const section = sections.includes(printable.name) ? printable.name : sections[0];
  return new DataError(game.dataRoot.entries.get(section)!.keyPos, section, problem);
}
