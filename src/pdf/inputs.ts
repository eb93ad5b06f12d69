// The files a run has read (ship, kit, data, deck and convention files, spreadsheets, templates), by
// their identity on disc, so that an output that would land on one of them is refused before it is
// drawn: `--ships fleet.pdf --out fleet.pdf` would otherwise replace the ship file with the PDF.
// Names cannot be compared (`./fleet.pdf`, `out/../fleet.pdf`, a linked folder), so each file is
// known by device and inode: the file's own, and its name's when that name is a symlink. An output
// is refused when its name, or the file it links to, is one of them; a hard link to an input is
// refused too, though replacing it would leave the input whole, as it is surely a mistake.
import { fstatSync, lstatSync, statSync, type BigIntStats } from 'node:fs';
import { InputError } from '../errors.js';

/** Identity → the path the file was read by. Only while a command that writes files runs. */
let read: Map<string, string> | undefined;

const id = (st: BigIntStats): string => `${st.dev}:${st.ino}`;

const quietly = (f: () => BigIntStats): BigIntStats | undefined => {
  try {
    return f();
  } catch {
    return undefined;
  }
};

/** From now until forgetInputs, every file read is noted (the command line turns it on for the commands that write). */
export function recordInputs(): void {
  read ??= new Map();
}

/** Ends the record: a later run, or code using the library, starts clean. */
export function forgetInputs(): void {
  read = undefined;
}

/** Notes a file read through `fd` at `path` (the platform calls this as it reads a user's file). */
export function noteInput(path: string, fd: number): void {
  if (!read) return;
  for (const st of [quietly(() => fstatSync(fd, { bigint: true })), quietly(() => lstatSync(path, { bigint: true }))]) {
    if (st) read.set(id(st), path);
  }
}

/**
 * Refuses to write at `path` when what stands there is, or links to, a file this run read: said as
 * `--out: "fleet.pdf" is an input of this run …`, before anything is drawn or written.
 */
export function refuseInput(path: string): void {
  if (!read?.size) return;
  for (const st of [quietly(() => lstatSync(path, { bigint: true })), quietly(() => statSync(path, { bigint: true }))]) {
    const from = st && read.get(id(st));
    if (from === undefined) continue;
    const as = from === path ? '' : ` (read as ${JSON.stringify(from)})`;
    throw new InputError(`--out: ${JSON.stringify(path)} is an input of this run${as}; the output would replace it, so nothing is written; give --out another name`);
  }
}
