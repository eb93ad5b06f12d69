// Problems as the page shows them: each the line `check` prints, and its parts (file, line, column,
// field) so the page can put it at the field or the place in the file.
import { DataError, DataErrors, InputError } from '../errors.js';

export interface Problem {
  file: string; line?: number; column?: number;
  /** A workbook's cell, `Fleet!C7`, where a problem in a spreadsheet is. */
  cell?: string;
  field?: string; message: string;
  /** The whole line `check` prints. */
  text: string;
}

export function problemsOf(err: unknown, file: string): Problem[] {
  if (err instanceof DataError) {
    const list = err instanceof DataErrors ? err.errors : [err];
    return list.map((e) => ({
      file: e.pos.file,
      ...(e.pos.line > 0 ? { line: e.pos.line, column: e.pos.col } : {}),
      ...(e.pos.cell ? { cell: e.pos.cell } : {}),
      ...(e.field ? { field: e.field } : {}),
      message: e.problem,
      text: e.message,
    }));
  }
  if (err instanceof InputError) return err.message.split('\n').map((text) => ({ file, message: text, text }));
  const text = `internal fault: ${err instanceof Error ? err.message : String(err)}`;
  console.error(err);
  return [{ file, message: text, text }];
}
