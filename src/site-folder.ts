// The site written into a folder (`broadside web --out DIR`), replacing only what broadside wrote.
// The folder keeps a record, .broadside-site.json, of each file written and the SHA-256 of its bytes
// as written: a file is broadside's to replace or remove only while its content is still that (or
// is already what this run writes). Everything is reached from the folder without following a link
// (each part of a path is checked with lstat, a file is opened with O_NOFOLLOW) and only by plain
// names inside it: a record naming `../x`, `/x`, a folder, or a file behind a linked folder touches
// nothing. The site is written in place, not in a folder swapped in whole, because the folder may
// hold files of the user's (a CNAME, say) that must stay. So a run first records the files it is
// about to write, with their hashes, beside the earlier ones ("pending"); a run that is killed or
// fails midway leaves a mix of the two sites, each file of which the record vouches for, and the
// next run completes it. The record is replaced whole each time (pdf/atomic.ts), like every file.
// The record is trusted as far as its hashes match: one that gives a file's own hash could only be
// written by someone who may change that file anyway, so it grants nothing they did not have.
import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readSync, rmSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { InputError } from './errors.js';
import { existing, removeStale, why, writeAtomic } from './pdf/atomic.js';
import { siteFiles } from './site.js';

const RECORD = '.broadside-site.json';
const NOTE = 'the files broadside web wrote in this folder, each with the SHA-256 of its bytes as written; a later run replaces or removes only those whose bytes are still these';
/** The largest file taken for one of ours: the site's largest is a few MB. */
const MAX_FILE = 64_000_000;

type Hashes = Map<string, string>;
const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');
const quoted = (names: string[]): string => names.slice(0, 3).map((f) => JSON.stringify(f)).join(', ') + (names.length > 3 ? ', …' : '');

const lstat = (path: string): Stats | undefined => {
  try {
    return lstatSync(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw new InputError(`${path}: cannot look at it (${why(err)})`);
  }
};

/** A name the site could have: folders and a file under the folder, each part plain (no `.`, `..`, empty, `\`). */
const plain = (name: unknown): name is string =>
  typeof name === 'string' && name !== RECORD && Buffer.byteLength(name) <= 4096 && name.split('/').every((p) => p !== '' && p !== '.' && p !== '..' && !/[\\\0]/.test(p) && Buffer.byteLength(p) <= 255);

/** The record's files and those a run was writing when it stopped: every hash each name may have. */
function readRecord(dir: string): Map<string, Set<string>> {
  const trusted = new Map<string, Set<string>>();
  const path = join(dir, RECORD);
  const st = lstat(path);
  if (!st) return trusted;
  if (!st.isFile()) throw new InputError(`--out: ${dir} holds ${JSON.stringify(RECORD)}, which is not a file broadside web wrote (where it keeps its record); move it away, or give a new or empty folder`);
  let read: { files?: unknown; pending?: unknown };
  try {
    read = JSON.parse(readPlain(path, 1_000_000)?.toString('utf8') ?? '{}');
  } catch {
    return trusted; // not a record of ours: nothing in the folder is vouched for
  }
  for (const part of [read?.files, read?.pending]) {
    if (!part || typeof part !== 'object' || Array.isArray(part)) continue;
    for (const [name, hash] of Object.entries(part)) {
      if (!plain(name) || typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) continue;
      trusted.set(name, (trusted.get(name) ?? new Set()).add(hash));
    }
  }
  return trusted;
}

/** A regular file's bytes, opened without following a link; undefined for anything else or one past `limit` bytes. */
function readPlain(path: string, limit = MAX_FILE): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > limit) return undefined;
    const buf = Buffer.alloc(st.size);
    let got = 0;
    for (let n = 1; n > 0 && got < buf.length; got += n) n = readSync(fd, buf, got, buf.length - got, null);
    return buf.subarray(0, got);
  } catch {
    return undefined; // unreadable: not shown to be ours
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * What stands at `name` under `dir`, every part looked at without following a link: 'missing', a
 * regular file (its Stats), or why it is not one of ours ('a link', 'a folder', …).
 */
function at(dir: string, name: string): { missing: true } | { file: Stats } | { not: string } {
  const parts = name.split('/');
  for (let i = 0; i < parts.length; i++) {
    const st = lstat(join(dir, ...parts.slice(0, i + 1)));
    if (!st) return { missing: true };
    const last = i === parts.length - 1;
    if (st.isSymbolicLink()) return { not: last ? 'a link' : `behind a link (${parts.slice(0, i + 1).join('/')})` };
    if (!last && !st.isDirectory()) return { not: `behind a file (${parts.slice(0, i + 1).join('/')})` };
    if (last) return st.isFile() ? { file: st } : { not: st.isDirectory() ? 'a folder' : 'not a regular file' };
  }
  return { missing: true };
}

/** The hash of the file at `name`, when it is a regular file reached without a link. */
function hashAt(dir: string, name: string): string | undefined {
  const bytes = 'file' in at(dir, name) ? readPlain(join(dir, name)) : undefined;
  return bytes && sha256(bytes);
}

/** The same for a name only the record gives: one that cannot even be looked at (too long, say) is not ours. */
function recordedHash(dir: string, name: string): string | undefined {
  try {
    return hashAt(dir, name);
  } catch {
    return undefined;
  }
}

/** Makes the folders of `name` under `dir`, none through a link. */
function folders(dir: string, name: string): void {
  const parts = name.split('/').slice(0, -1);
  for (let i = 1; i <= parts.length; i++) {
    const path = join(dir, ...parts.slice(0, i));
    const st = lstat(path);
    if (st?.isDirectory()) continue;
    if (st) throw new InputError(`--out: ${path} is ${st.isSymbolicLink() ? 'a link' : 'a file'}, where the site has a folder; move it away, or give a new or empty folder`);
    try {
      mkdirSync(path);
    } catch (err) {
      throw new InputError(`${path}: cannot make the folder (${why(err)})`);
    }
  }
}

/** Refuses, before anything is written, a file of the site's names that broadside cannot show it wrote. */
function refuseTheirs(dir: string, files: Hashes, trusted: Map<string, Set<string>>): void {
  const theirs: string[] = [];
  const changed: string[] = [];
  for (const [name, hash] of files) {
    const found = at(dir, name);
    if ('missing' in found) continue;
    if ('not' in found) throw new InputError(`--out: ${join(dir, name)} is ${found.not}, where the site writes a file; broadside web did not write it: move it away, or give a new or empty folder`);
    const now = hashAt(dir, name);
    if (now === hash) continue; // already as this run writes it: left as it is
    if (!now || !trusted.get(name)?.has(now)) (trusted.has(name) ? changed : theirs).push(name);
    else existing(join(dir, name)); // ours, but made read-only: refused, as any output is
  }
  if (theirs.length > 0) throw new InputError(`--out: ${dir} holds ${quoted(theirs)}, which broadside web did not write; give a new or empty folder, so that nothing there is replaced`);
  if (changed.length > 0) throw new InputError(`--out: ${dir} holds ${quoted(changed)}, changed since broadside web wrote ${changed.length === 1 ? 'it' : 'them'}; move ${changed.length === 1 ? 'it' : 'them'} away, or give a new or empty folder, so that nothing of yours is replaced`);
}

const writeRecord = (dir: string, files: Hashes, pending?: Hashes): void =>
  writeAtomic(join(dir, RECORD), `${JSON.stringify({ note: NOTE, files: Object.fromEntries(files), ...(pending && { pending: Object.fromEntries(pending) }) }, null, 1)}\n`);

export interface SiteWritten {
  files: number;
  bytes: number;
  /** Files an earlier run wrote that this one does not, removed. */
  removed: string[];
  /** Files the record lists that are no longer as written (changed, a folder, behind a link): left as they are. */
  left: string[];
}

/** Writes the site (by default this package's) into `dir`, made if need be, replacing and removing only what broadside wrote there. */
export function writeSite(dir: string, given?: Map<string, Buffer>): SiteWritten {
  const top = lstat(dir);
  if (top?.isSymbolicLink() && !lstat(`${dir}/.`)) throw new InputError(`--out: ${dir} is a link to nothing; give a folder to write the site into`);
  try {
    if (!top || top.isSymbolicLink()) mkdirSync(dir, { recursive: true });
    if (!statSync(dir).isDirectory()) throw Object.assign(new Error('ENOTDIR'), { code: 'ENOTDIR' });
  } catch (err) {
    throw new InputError(`--out: ${dir}: cannot make the folder (${why(err)})`);
  }
  const site = given ?? siteFiles();
  const files: Hashes = new Map([...site].map(([name, data]) => [name, sha256(data)]));
  const trusted = readRecord(dir);
  refuseTheirs(dir, files, trusted);
  // every file the record still vouches for, as it is now: a run stopped midway leaves each file
  // either as it was (listed here) or as this run writes it (pending)
  const earlier: Hashes = new Map([...trusted].flatMap(([name, hashes]) => {
    const now = recordedHash(dir, name);
    return now && hashes.has(now) ? [[name, now] as const] : [];
  }));
  writeRecord(dir, earlier, files);
  let bytes = 0;
  for (const [name, data] of site) {
    bytes += data.length;
    // a killed run's partial file is cleared once a minute old, even beside a file already as written
    removeStale(join(dir, name));
    if (hashAt(dir, name) === files.get(name)) continue;
    folders(dir, name);
    writeAtomic(join(dir, name), data);
  }
  const removed: string[] = [];
  const left: string[] = [];
  // a name of the site in another case is the same file on some systems: never removed
  const lower = new Set([...files.keys()].map((n) => n.toLowerCase()));
  for (const name of [...trusted.keys()].filter((n) => !lower.has(n.toLowerCase())).sort()) {
    // looked at again just before removing: its bytes still those written, reached without a link
    try {
      if ('missing' in at(dir, name)) continue;
      const now = hashAt(dir, name);
      if (!now || !trusted.get(name)!.has(now)) throw new Error('changed');
      rmSync(join(dir, name));
      removed.push(name);
    } catch {
      left.push(name);
    }
  }
  writeRecord(dir, files);
  return { files: site.size, bytes, removed, left };
}
