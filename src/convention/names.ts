// File names from table and side names: characters a file system refuses become "-", and a name
// longer than a file system takes has its table's part cut, with a short hash of the whole name
// after the cut, so that the same name always gives the same file, two long names differing late
// give two files, and a packet's side still shows: "Ἀλεξάνδρεια…~1a2b3c4d - game master.pdf".
import { platform } from '../platform/index.js';
import { clip, MAX_NAME_BYTES } from '../pdf/atomic.js';

// eslint-disable-next-line no-control-regex
const safe = (name: string): string => name.replace(/[/\\:*?"<>|\u0000-\u001f]/g, '-');

/** A name made safe to be a file name on any common file system. */
export function fileStem(name: string): string {
  return safe(name).replace(/^[\s.]+|[\s.]+$/g, '') || 'table';
}

/** `stem + end`, or when that is over MAX_NAME_BYTES, the stem cut at a character and "~" and 8 hex
 * digits of `whole`'s SHA-256 before `end`. */
export function fitName(stem: string, end: string, whole = stem): string {
  if (Buffer.byteLength(stem + end) <= MAX_NAME_BYTES) return stem + end;
  const tail = `~${platform().sha256(whole).slice(0, 8)}${end}`;
  let cut = clip(stem, MAX_NAME_BYTES - Buffer.byteLength(tail));
  // whole letters with their accents: a mark cut from its letter would end the name oddly
  while (cut && /^\p{M}/u.test(stem.slice(cut.length))) cut = [...cut].slice(0, -1).join('');
  return cut.replace(/[\s.-]+$/, '') + tail;
}

/** The packing list's file, beside the packets' (a table cannot take its name). */
export const INDEX_FILE = 'index.pdf';

/** A packet's file: "<table>.pdf", or "<table> - <side>.pdf" for a packet of a table split by side. */
export function packetFile(table: string, packet?: string): string {
  const whole = packet ? `${table} - ${packet}` : table;
  const end = packet ? ` - ${fileStem(packet)}.pdf` : '.pdf';
  // a side's name too long to keep whole is cut with the rest
  if (Buffer.byteLength(end) > MAX_NAME_BYTES / 2) return fitName(fileStem(whole), '.pdf', whole);
  return fitName(packet ? safe(table).replace(/^[\s.]+/, '') : fileStem(table), end, whole);
}
