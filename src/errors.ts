// Typed errors: the CLI maps each kind to an exit code and prints its one-line message.

/** Bad input or usage: the user can fix it. Exit code 2. */
export class InputError extends Error {
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

export interface Position {
  file: string;
  line: number;
  col: number;
  /** A spreadsheet cell as the spreadsheet names it (`Sheet1!C7`); line and col are then its row and column. */
  cell?: string;
}

export const where = (p: Position): string => (p.cell ? `${p.file}:${p.cell}` : `${p.file}:${p.line}:${p.col}`);

/** An error at a place in an input file: `ships.yaml:7:5: ships[2].guns: expected …, got …`. */
export class DataError extends InputError {
  constructor(
    readonly pos: Position,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${where(pos)}: ${field ? field + ': ' : ''}${problem}`);
    this.name = 'DataError';
  }
}

export function exitCodeOf(err: unknown): number {
  return err instanceof InputError ? err.exitCode : 1;
}
