// The one way broadside reads a file a user named (ships, kits, decks, conventions, spreadsheets,
// templates, PDFs to preview): only a regular file, and only up to a size no honest input reaches.
// A device (/dev/zero) would otherwise be read for gigabytes and a FIFO would block for ever.
import { platform } from '../platform/index.js';

/**
 * The largest file read: the biggest real inputs (a convention's roster as a spreadsheet, a kit
 * with its own deck) are well under 1 MB, so 10 MB leaves room while keeping a mistaken path to a
 * video or a disc image from filling memory before it is refused.
 */
export const MAX_FILE_BYTES = 10_000_000;

/**
 * The largest data file read (YAML, JSON, CSV, a workbook): the YAML parser holds some 250 bytes of
 * memory for each byte of text (a 4.3 MB file of 100,000 ships took 1.3 GB and 11 s to refuse), a
 * 6 MB CSV nearly 1 GB, and the longest real file, 500 ships (the most a game takes) with every
 * field written out, is under 400 KB.
 */
export const MAX_TEXT_BYTES = 1_000_000;

/** A count as a person reads it, with thousands apart: 1,000,001 (the same on every machine). */
export const count = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/** A size and its limit, in bytes, so that one byte over reads as one byte over. */
export const tooBig = (size: number | undefined, limit: number): string =>
  `${size === undefined ? 'over' : 'is'} ${count(size ?? limit)} bytes; files are read up to ${count(limit)} bytes`;

/** Why a file is refused: its message without the path (kept for whoever names where it was named). */
export const reasonOf = (code: string | undefined): string =>
  code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a folder, not a file' : code === 'EACCES' ? 'permission denied'
    : code === 'ENOTDIR' ? 'a file stands where a folder of the path should be' : code === 'ELOOP' ? 'its links go round in a loop'
    : code === 'ENAMETOOLONG' ? 'the name is too long' : String(code);

/** Refuses the file as readUserFile would, without reading it: for a file named now and read later. */
export function checkUserFile(path: string, limit = MAX_FILE_BYTES): void {
  readUserFile(path, limit, false);
}

/** The file's bytes, read through the platform (src/platform/node.ts says how, in Node). */
export function readUserFile(path: string, limit = MAX_FILE_BYTES, read = true): Buffer {
  return platform().readFile(path, limit, read);
}

/** The file as UTF-8 text (see readUserFile). */
export const readUserText = (path: string, limit = MAX_FILE_BYTES): string => readUserFile(path, limit).toString('utf8');
