// Problems as the preview's banner shows them: the same one-line messages the command line prints
// (`file:line:col: field: problem`), each with an excerpt of the line of its file, the column marked.
// The banner may end up in a screenshot sent for help, so it quotes little: a short excerpt of one
// line, only of a file named as broadside's files are, read again through the one bounded reader
// (the file may have been swapped for a FIFO or a device since the loader read it).
import { extname, resolve } from 'node:path';
import { MAX_TEXT_BYTES, readUserText } from '../data/read.js';
import { DataError, DataErrors, InputError } from '../errors.js';
import { Malformed } from '../data/node.js';
import { NotThatFile } from '../data/shape.js';

export interface Problem {
  /** The message as the command line prints it (a long one cut in the middle, control characters marked). */
  text: string;
  /** An excerpt of the offending line, and the column (1-based, in the excerpt) where the problem starts. */
  quote?: { line: number; col: number; text: string };
}

const MAX_SHOWN = 20;
/** The longest message shown: a position, a field path and a sentence fit well within it. */
export const MAX_TEXT = 300;
/** The most characters of a line quoted, and how many of them come before the problem's column. */
export const QUOTE_CHARS = 80;
const BEFORE = 24;

/**
 * Files whose lines the banner quotes: those named as broadside's text files are (a kit named, say,
 * /etc/passwd or a secrets file as its ships is told so by the message alone), and only when read as
 * what they were named as: not one of another shape, nor one that cannot be read as YAML, JSON or
 * CSV at all. A workbook's cells have no line to quote.
 */
const QUOTED = new Set(['.yaml', '.yml', '.json', '.csv', '.tsv']);

export function problemsOf(err: unknown, files: string[]): Problem[] {
  if (err instanceof DataError) {
    const list = err instanceof DataErrors ? err.errors : [err];
    const texts = new Map<string, string[] | undefined>();
    return list.slice(0, MAX_SHOWN).map((e) => ({ text: cut(e.message), quote: quoteOf(e, ownerOf(e, files), texts) }));
  }
  if (err instanceof InputError) return err.message.split('\n').slice(0, MAX_SHOWN).map((text) => ({ text: cut(text) }));
  return [{ text: cut(`internal fault: ${(err as Error).stack ?? err}`) }];
}

/** A message within MAX_TEXT characters, its start (the position) and end (the problem) kept, controls made visible. */
function cut(message: string): string {
  const text = visible(message);
  if (text.length <= MAX_TEXT) return text;
  const head = Math.floor(MAX_TEXT / 2);
  return `${text.slice(0, head)}…${text.slice(text.length - (MAX_TEXT - head - 1))}`;
}

/** Which file a problem is in: messages name a file by the path it was given or found by. */
function ownerOf(e: DataError, files: string[]): string | undefined {
  const path = resolve(e.pos.file);
  return files.find((f) => resolve(f) === path);
}

function quoteOf(e: DataError, file: string | undefined, texts: Map<string, string[] | undefined>): Problem['quote'] {
  if (!file || e.pos.line < 1 || e.pos.cell || !QUOTED.has(extname(file).toLowerCase())) return undefined;
  if (e instanceof NotThatFile || e instanceof Malformed) return undefined;
  if (!texts.has(file)) texts.set(file, linesOf(file));
  const line = texts.get(file)?.[e.pos.line - 1];
  return line === undefined ? undefined : excerpt(line, e.pos.line, e.pos.col);
}

function linesOf(file: string): string[] | undefined {
  try {
    return readUserText(file, MAX_TEXT_BYTES).split(/\r?\n/);
  } catch {
    return undefined; // gone, or no longer a regular file: the message alone says where
  }
}

/** At most QUOTE_CHARS of the line around the column, an ellipsis where it is cut, controls made visible. */
export function excerpt(text: string, line: number, col: number): NonNullable<Problem['quote']> {
  const at = Math.max(0, Math.min(col - 1, text.length));
  let start = 0;
  let end = text.length;
  if (text.length > QUOTE_CHARS) {
    start = Math.max(0, Math.min(at - BEFORE, text.length - QUOTE_CHARS));
    end = start + QUOTE_CHARS;
    // never half a surrogate pair
    if (/[\udc00-\udfff]/.test(text[start] ?? '')) start += 1;
    if (/[\ud800-\udbff]/.test(text[end - 1] ?? '')) end -= 1;
  }
  const shown = (start > 0 ? '…' : '') + visible(text.slice(start, end)) + (end < text.length ? '…' : '');
  return { line, col: at - start + 1 + (start > 0 ? 1 : 0), text: shown };
}

// one character for one: the caret stays under the column. A tab is a space; other control
// characters, and the ones that reorder text on screen, are a replacement mark.
const visible = (s: string): string =>
  s.replace(/\t/g, ' ').replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '\ufffd');
