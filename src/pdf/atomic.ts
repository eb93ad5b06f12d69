// Writing a file so it appears complete or not at all: the bytes go to a temporary file beside the
// target, which is renamed over it once flushed to disc. The temporary name is unpredictable and
// created exclusively, so nothing planted at a guessable name (a symlink to another file) is ever
// written through; it carries the writer's pid, so the leftovers of a killed run can be cleared.
// A file replaced keeps its mode (a private file stays private); a read-only one is refused.
import { randomBytes } from 'node:crypto';
import { closeSync, constants, fchmodSync, fsyncSync, lstatSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeSync, type Stats } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { InputError } from '../errors.js';
import { refuseInput } from './inputs.js';

const SUFFIX = '.broadside-partial';
/** The longest file name the common file systems take, in UTF-8 bytes (NTFS counts UTF-16 units, never more). */
export const MAX_NAME_BYTES = 255;
/** What a partial name adds to its target's: ".", ".", a pid (up to 10 digits), ".", 16 hex digits and the suffix. */
const PARTIAL_EXTRA = 1 + 1 + 10 + 1 + 16 + SUFFIX.length;

/** The system calls that put bytes and names on disc, in one place: a test swaps one for a failing
 * one (a full disc) or one that stops the process at a chosen point. */
export const seam = {
  write: (fd: number, buf: Buffer, offset: number, length: number): number => writeSync(fd, buf, offset, length),
  rename: (from: string, to: string): void => renameSync(from, to),
};
/** A partial file this old whose writer is gone is a leftover; a younger one may still be being made. */
export const STALE_MS = 60_000;

/** The write failures a user can do something about, in words. */
const WHY: Record<string, string> = {
  EEXIST: 'a file stands where a folder of the path should be',
  ENOTDIR: 'a file stands where a folder of the path should be',
  EISDIR: 'a folder is there',
  EACCES: 'permission denied',
  EPERM: 'not permitted',
  EROFS: 'the disc is read-only',
  ENOSPC: 'the disc is full',
  EDQUOT: 'over the disc quota',
  EFBIG: 'the file is larger than the system allows',
  ENAMETOOLONG: 'the name is too long',
  EIO: 'the device failed',
};

/** A system error in words, with its code: "the disc is full, ENOSPC". */
export const why = (err: unknown): string => {
  const code = (err as NodeJS.ErrnoException).code;
  return (code && Object.hasOwn(WHY, code) ? `${WHY[code]}, ` : '') + (code ?? (err as Error).message);
};

// a path the user chose that cannot be written is bad input, not a fault of ours
export const cannotWrite = (path: string, err: unknown): InputError =>
  err instanceof InputError ? err : new InputError(`${path}: cannot write the file there (${why(err)})`);

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The longest start of `name` within `bytes` UTF-8 bytes, never splitting a character. */
export function clip(name: string, bytes: number): string {
  if (Buffer.byteLength(name) <= bytes) return name;
  let out = '';
  for (const ch of name) {
    if (Buffer.byteLength(out + ch) > bytes) break;
    out += ch;
  }
  return out;
}

/** The target's name as a partial name holds it: cut so that the partial name stays within the
 * system's limit, whatever the target's (up to the limit itself). */
const stem = (path: string): string => clip(basename(path), MAX_NAME_BYTES - PARTIAL_EXTRA);

/** `.<name>.<pid>.<random>.broadside-partial`: hidden, named after its target and its writer. */
export const partialName = (path: string): string =>
  join(dirname(path), `.${stem(path)}.${process.pid}.${randomBytes(8).toString('hex')}${SUFFIX}`);

/** The process is running (here or, EPERM, as another user's). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists, it is just not ours
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the partial files of earlier runs for `path` that were killed before they finished. */
export function removeStale(path: string, now = Date.now()): string[] {
  const pattern = new RegExp(`^\\.${escape(stem(path))}\\.(\\d+)\\.[0-9a-f]{16}${escape(SUFFIX)}$`);
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dirname(path));
  } catch {
    return removed;
  }
  for (const name of names) {
    const m = pattern.exec(name);
    if (!m || Number(m[1]) === process.pid) continue;
    const file = join(dirname(path), name);
    try {
      const st = lstatSync(file);
      // only a plain file we could have made: a symlink of that name is someone else's, left alone
      if (!st.isFile() || now - st.mtimeMs < STALE_MS || alive(Number(m[1]))) continue;
      rmSync(file);
      removed.push(file);
    } catch {
      // gone already, or not ours to remove
    }
  }
  return removed;
}

/**
 * What stands at `path` before it is replaced: nothing, or a file whose mode the new one takes.
 * A folder is refused, and so is a read-only file: its owner made it so to keep it, and replacing it
 * by a rename would pass over that, since a rename needs only the folder to be writable.
 */
export function existing(path: string): Stats | undefined {
  let st: Stats;
  try {
    st = lstatSync(path);
  } catch {
    return undefined;
  }
  if (st.isDirectory()) throw cannotWrite(path, Object.assign(new Error('EISDIR'), { code: 'EISDIR' }));
  if (!st.isFile()) return undefined;
  if ((st.mode & 0o200) === 0) throw new InputError(`${path}: the file there is read-only, so it is left as it is; make it writable (chmod u+w) to replace it, or write elsewhere`);
  return st;
}

/** A temporary file being written for `path`: write to it, then commit or abort. */
export class Partial {
  readonly tmp: string;
  private fd: number | undefined;
  /** The first write that failed: nothing more is written, and commit refuses. */
  private failed: InputError | undefined;

  /** `shown` names the file in messages: where it ends up, when that is not `path` (a convention's staging folder). */
  constructor(readonly path: string, private readonly shown = path) {
    existing(path);
    refuseInput(path);
    try {
      mkdirSync(dirname(path), { recursive: true });
      removeStale(path);
      this.tmp = partialName(path);
      // O_EXCL: never opened through whatever already stands at the name; the umask applies to 0o666
      this.fd = openSync(this.tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o666);
    } catch (err) {
      throw cannotWrite(shown, err);
    }
  }

  /**
   * Writes all of `chunk`, a short write carried on. An error (a full disc) ends the file: it is kept
   * for `check` and `commit` to throw, since a writer's stream calls this where a throw would escape.
   */
  write(chunk: Buffer | string): void {
    if (this.fd === undefined || this.failed) return;
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    try {
      for (let done = 0; done < buf.length; ) done += seam.write(this.fd, buf, done, buf.length - done);
    } catch (err) {
      this.failed = cannotWrite(this.shown, err);
    }
  }

  /** Throws the write failure met so far, if any: a long document stops drawing at it. */
  check(): void {
    if (this.failed) throw this.failed;
  }

  /** Flushes the bytes to disc and renames the file over the target, which keeps its mode. */
  commit(): void {
    try {
      this.check();
      const before = existing(this.path);
      if (before) fchmodSync(this.fd!, before.mode & 0o777);
      fsyncSync(this.fd!);
      closeSync(this.fd!);
      this.fd = undefined;
      seam.rename(this.tmp, this.path);
    } catch (err) {
      this.abort();
      throw cannotWrite(this.shown, err);
    }
    syncFolder(dirname(this.path));
  }

  /** Closes and removes the temporary file; the target is left as it was. */
  abort(): void {
    if (this.fd !== undefined) {
      try {
        closeSync(this.fd);
      } catch {
        // closed already
      }
      this.fd = undefined;
    }
    rmSync(this.tmp, { force: true });
  }
}

/** Makes renames in `dir` durable, where the system lets a folder be synced (not on Windows). */
export function syncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, constants.O_RDONLY);
    fsyncSync(fd);
  } catch {
    // not supported here: the rename is still atomic, only not yet durable
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Writes `data` to `path` through a Partial: the file appears complete or not at all. Messages name it as `shown`. */
export function writeAtomic(path: string, data: Buffer | string, shown = path): void {
  const p = new Partial(path, shown);
  try {
    p.write(data);
  } catch (err) {
    p.abort();
    throw cannotWrite(shown, err);
  }
  p.commit();
}
