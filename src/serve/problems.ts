// Problems as the preview's banner shows them: the same one-line messages the command line prints
// (`file:line:col: field: problem`), each with the line of its file quoted and the column marked.
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { DataError, DataErrors, InputError } from '../errors.js';
import { loadShips } from '../data/ships.js';
import { isSheet } from '../data/table.js';

export interface Problem {
  /** The message as the command line prints it. */
  text: string;
  /** The offending line, and the column (1-based) where the problem starts. */
  quote?: { line: number; col: number; text: string };
}

const MAX_SHOWN = 20;

export function problemsOf(err: unknown, files: string[], kit?: string): Problem[] {
  if (err instanceof DataError) {
    const list = err instanceof DataErrors ? err.errors : [err];
    const owners = new Owners(files, kit);
    return list.slice(0, MAX_SHOWN).map((e) => ({ text: e.message, quote: quoteOf(e, owners.of(e)) }));
  }
  if (err instanceof InputError) return err.message.split('\n').map((text) => ({ text }));
  return [{ text: `internal fault: ${(err as Error).stack ?? err}` }];
}

/**
 * Which file a problem is in. Messages name a file by its base name, and a kit and its ships file
 * may share one (kits/fleet.yaml, ships/fleet.yaml): a ships file then owns the problems it
 * reports when loaded on its own, and the kit the rest.
 */
class Owners {
  private readonly own = new Map<string, Set<string>>();
  constructor(private readonly files: string[], private readonly kit?: string) {}

  of(e: DataError): string | undefined {
    const named = this.files.filter((f) => basename(f) === e.pos.file);
    if (named.length <= 1) return named[0];
    const kit = this.kit && resolve(this.kit);
    const other = named.find((f) => f !== kit && this.messages(f).has(e.message));
    return other ?? (kit && named.includes(kit) ? kit : named[0]);
  }

  private messages(file: string): Set<string> {
    let set = this.own.get(file);
    if (!set) {
      set = new Set();
      try {
        loadShips(file);
      } catch (err) {
        if (err instanceof DataError) for (const e of err instanceof DataErrors ? err.errors : [err]) set.add(e.message);
      }
      this.own.set(file, set);
    }
    return set;
  }
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
