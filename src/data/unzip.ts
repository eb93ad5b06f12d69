// The parts of a workbook (XLSX and ODS are zip files), unpacked here rather than by SheetJS so that
// what a file unpacks to is bounded, not only its size: a 1 MB zip can hold a part that inflates to a
// gigabyte. The sizes the zip's directory states are checked before anything is unpacked, and every
// part is inflated with a cap on its output, so a directory that understates a size is caught too.
import { DataError } from '../errors.js';
import { count } from './read.js';
import { platform } from '../platform/index.js';

/**
 * The most a workbook's parts may unpack to, in all. A sheet of 500 ships (the most a game takes),
 * every field filled, comes to under 1 MB unpacked; SheetJS holds some 20 bytes of memory for each
 * byte of sheet XML it reads, so 10 MB keeps a workbook to a few hundred MB at worst.
 */
export const MAX_UNPACKED = 10_000_000;

const END = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The parts of the zip in `bytes`, by name; a problem is a DataError naming `file`. */
export function unzip(bytes: Buffer, file: string, kind: string): Map<string, Buffer> {
  const fail = (why: string): never => {
    throw new DataError({ file, line: 1, col: 1 }, '', `not an ${kind} workbook (${why}); save the sheet from a spreadsheet program as .xlsx, .ods or .csv`);
  };
  // the directory's end record sits in the last 22 bytes, or before a comment of up to 65,535
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === END) {
      end = i;
      break;
    }
  }
  if (end < 0) fail('the zip is cut short or damaged');
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const parts: { name: string; method: number; flags: number; packed: number; size: number; offset: number }[] = [];
  let stated = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) fail('the zip is cut short or damaged');
    const nameLength = bytes.readUInt16LE(at + 28);
    const part = {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      packed: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
      name: bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
    };
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (part.flags & 0x41) fail('it is encrypted: save it without a password');
    if (part.method !== 0 && part.method !== 8) fail(`${part.name} is packed in a way other than deflate`);
    // ZIP64 marks a size too large for 32 bits: far past any limit here
    const size = part.size === 0xffffffff ? undefined : part.size;
    if (size === undefined || size > MAX_UNPACKED) tooLarge(file, part.name, size);
    stated += size;
    if (stated > MAX_UNPACKED) tooLarge(file, undefined, stated);
    parts.push(part);
  }
  const out = new Map<string, Buffer>();
  let unpacked = 0;
  for (const part of parts) {
    const local = part.offset;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL) fail('the zip is cut short or damaged');
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + part.packed > bytes.length) fail('the zip is cut short or damaged');
    const packed = bytes.subarray(start, start + part.packed);
    let data: Buffer;
    if (part.method === 0) data = packed;
    else {
      try {
        // a directory can understate a size: the output stops one byte past the limit
        data = platform().inflateRaw(packed, MAX_UNPACKED + 1);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') tooLarge(file, part.name);
        fail('the zip is cut short or damaged');
      }
    }
    if (data!.length > MAX_UNPACKED) tooLarge(file, part.name);
    unpacked += data!.length;
    if (unpacked > MAX_UNPACKED) tooLarge(file);
    out.set(part.name, data!);
  }
  return out;
}

/** `part` (or all the parts) unpack to `size` bytes, or to more than the limit when not known. */
function tooLarge(file: string, part?: string, size?: number): never {
  const what = part === undefined ? "the workbook's parts unpack" : `${part} unpacks`;
  const is = size === undefined ? `more than ${count(MAX_UNPACKED)}` : count(size);
  const inAll = part === undefined ? ' in all' : '';
  throw new DataError({ file, line: 1, col: 1 }, '', `${what} to ${is} bytes${inAll}; a workbook is read up to ${count(MAX_UNPACKED)} bytes unpacked (a sheet of 500 ships comes to under 1,000,000)`);
}
