// Problems as the preview's banner shows them: the same one-line messages the command line prints
// (`file:line:col: field: problem`), each with the line of its file quoted and the column marked.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DataError, DataErrors, InputError } from '../errors.js';
import { isSheet } from '../data/table.js';

export interface Problem {
  /** The message as the command line prints it. */
  text: string;
  /** The offending line, and the column (1-based) where the problem starts. */
  quote?: { line: number; col: number; text: string };
}

const MAX_SHOWN = 20;

export function problemsOf(err: unknown, files: string[]): Problem[] {
  if (err instanceof DataError) {
    const list = err instanceof DataErrors ? err.errors : [err];
    return list.slice(0, MAX_SHOWN).map((e) => ({ text: e.message, quote: quoteOf(e, ownerOf(e, files)) }));
  }
  if (err instanceof InputError) return err.message.split('\n').map((text) => ({ text }));
  return [{ text: `internal fault: ${(err as Error).stack ?? err}` }];
}

/** Which file a problem is in: messages name a file by the path it was given or found by. */
function ownerOf(e: DataError, files: string[]): string | undefined {
  const path = resolve(e.pos.file);
  return files.find((f) => resolve(f) === path);
}

function quoteOf(e: DataError, file: string | undefined): Problem['quote'] {
  // a workbook's cells have no line to quote
  if (!file || (isSheet(file) && !/\.(csv|tsv)$/i.test(file)) || e.pos.line < 1) return undefined;
  try {
    const text = readFileSync(file, 'utf8').split(/\r?\n/)[e.pos.line - 1];
    return text === undefined ? undefined : { line: e.pos.line, col: e.pos.col, text };
  } catch {
    return undefined;
  }
}
