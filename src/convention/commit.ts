// A convention's PDFs replace the earlier set in the output folder as one. Every file is drawn into
// a staging folder inside the output folder (so every move is a rename on one file system), then:
//   1. the manifest (.broadside-convention.json) notes the run as pending, with the names it brings;
//   2. the earlier index.pdf goes aside (into the staging folder), then the PDFs of the earlier set
//      this run does not write, then for each new PDF the earlier one of its name, the new one in;
//   3. the new index.pdf comes in last, and the manifest lists the new set.
// So the folder holds index.pdf only while it holds the whole set index.pdf lists: between the old
// index going and the new one coming (a few milliseconds of renames) it is a mix. A move that fails
// puts the earlier set back. A run killed during the moves leaves its pending note, and the next
// run into the folder puts the earlier set back from the staging folder before it does anything
// else; a staging folder of a run killed earlier is removed once a minute old, as a partial file is.
import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, type Stats } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { InputError } from '../errors.js';
import { alive, cannotWrite, existing, MAX_NAME_BYTES, seam, STALE_MS, syncFolder, why, writeAtomic } from '../pdf/atomic.js';
import { refuseInput } from '../pdf/inputs.js';
import { INDEX_FILE } from './names.js';

/** The set's list, hidden in the output folder: only the files it names are ever removed. */
export const MANIFEST = '.broadside-convention.json';
const NOTE = 'the PDFs a convention run of broadside wrote in this folder; the next run removes those it does not write again, if they are unchanged';
const STAGING = /^\.convention\.(\d+)\.([0-9a-f]{16})\.broadside-partial$/;
const OLD = '.old';

interface Entry { name: string; size: number; mtime: number }
interface Manifest { files: Entry[]; pending?: { id: string; names: string[] } }

const lstat = (path: string): Stats | undefined => {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
};

/** A name a run of ours could have written: a PDF's plain name in the folder, nothing else. */
const ours = (name: unknown): name is string =>
  typeof name === 'string' && /^[^./\\][^/\\\0]*\.pdf$/i.test(name) && Buffer.byteLength(name) <= MAX_NAME_BYTES;

/** The manifest, or an empty one when there is none or it is not one (nothing is then removed). */
function readManifest(dir: string): Manifest {
  const path = join(dir, MANIFEST);
  const st = lstat(path);
  if (!st?.isFile() || st.size > 1_000_000) return { files: [] };
  try {
    const m = JSON.parse(readFileSync(path, 'utf8')) as { files?: unknown; pending?: { id?: unknown; names?: unknown } };
    const files = (Array.isArray(m.files) ? m.files : []).filter((f): f is Entry => ours(f?.name) && Number.isFinite(f.size) && Number.isFinite(f.mtime));
    const p = m.pending;
    const pending = typeof p?.id === 'string' && /^[0-9a-f]{16}$/.test(p.id) && Array.isArray(p.names) ? { id: p.id, names: p.names.filter(ours) } : undefined;
    return { files, pending };
  } catch {
    return { files: [] };
  }
}

const writeManifest = (dir: string, m: Manifest): void => writeAtomic(join(dir, MANIFEST), `${JSON.stringify({ note: NOTE, ...m }, null, 1)}\n`);

/** The file is still the one the manifest lists (not changed by hand since), and may be replaced. */
function unchanged(dir: string, e: Entry): boolean {
  const st = lstat(join(dir, e.name));
  return !!st?.isFile() && st.size === e.size && st.mtimeMs === e.mtime && (st.mode & 0o200) !== 0;
}

/** Refuses, before anything is drawn, what would stop a PDF of the set from taking its name. */
export function obstacles(dir: string, names: string[]): void {
  for (const name of names) {
    const path = join(dir, name);
    if (lstat(path)?.isDirectory()) throw new InputError(`${path}: a folder is there, where the convention writes a PDF; move it away or give another --out`);
    existing(path);
    refuseInput(path);
  }
}

/** Puts back the earlier set a run was replacing: from its staging folder's `.old`, removing what it moved in. */
function rollBack(dir: string, staging: string, names: string[], files: Entry[]): void {
  const old = join(staging, OLD);
  const kept = new Set(lstat(old) ? readdirSync(old) : []);
  for (const n of names) if (!kept.has(n) && !lstat(join(staging, n))) rmSync(join(dir, n), { force: true });
  for (const n of kept) seam.rename(join(old, n), join(dir, n));
  try {
    writeManifest(dir, { files });
  } catch {
    // the set is back; a pending note whose staging folder is gone is never acted on
  }
  syncFolder(dir);
  rmSync(staging, { recursive: true, force: true });
}

/**
 * The folders earlier versions drew a convention in, beside the output folder (`DIR.broadside-partial-
 * XXXXXX`), left by a run that was killed: they name no process, so one is taken as left over when
 * neither it nor anything in it has changed for a minute.
 */
function removeLegacy(dir: string, now: number): void {
  const parent = dirname(resolve(dir));
  const prefix = `${basename(resolve(dir))}.broadside-partial-`;
  let names: string[];
  try {
    names = readdirSync(parent).filter((n) => n.startsWith(prefix) && /^[A-Za-z0-9]{6}$/.test(n.slice(prefix.length)));
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(parent, name);
    try {
      const st = lstatSync(path);
      if (!st.isDirectory() || now - st.mtimeMs < STALE_MS) continue;
      if (readdirSync(path).some((n) => now - lstatSync(join(path, n)).mtimeMs < STALE_MS)) continue;
      rmSync(path, { recursive: true, force: true });
    } catch {
      // gone already, or not ours to remove
    }
  }
}

/** Before a run: the set of a run killed during its moves is put back, and dead runs' staging folders removed. */
export function recover(dir: string, now = Date.now()): void {
  removeLegacy(dir, now);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const m = STAGING.exec(name);
    const path = join(dir, name);
    const st = m && Number(m[1]) !== process.pid ? lstat(path) : undefined;
    if (!st?.isDirectory() || alive(Number(m![1]))) continue;
    const { files, pending } = readManifest(dir);
    try {
      if (pending?.id === m![2]) rollBack(dir, path, pending.names, files);
      else if (now - st.mtimeMs >= STALE_MS) rmSync(path, { recursive: true, force: true });
    } catch (err) {
      throw new InputError(`${dir}: cannot put back the PDFs a killed run was replacing (${why(err)}); its files are in ${name}`);
    }
  }
}

/** A folder inside the output folder that a run's PDFs are drawn into, then moved from as one. */
export class Staging {
  /** The staging folder holds the only copies of earlier PDFs: it is not removed. */
  private kept = false;

  private constructor(readonly dir: string, readonly path: string, private readonly id: string, private readonly made?: string) {}

  static open(dir: string): Staging {
    let made: string | undefined;
    try {
      made = mkdirSync(dir, { recursive: true });
      const id = randomBytes(8).toString('hex');
      const path = join(dir, `.convention.${process.pid}.${id}.broadside-partial`);
      // a new folder, made here: mkdir never goes through whatever already stands at the name
      mkdirSync(path);
      return new Staging(dir, path, id, made);
    } catch (err) {
      new Staging(dir, '', '', made).discard();
      throw new InputError(`${dir}: cannot write in the output folder (${why(err)})`);
    }
  }

  file(name: string): string {
    return join(this.path, name);
  }

  /** Moves the set in (the packets' files, then index.pdf), answering the earlier run's files removed. */
  commit(packets: string[]): string[] {
    const { dir } = this;
    const names = [...packets, INDEX_FILE];
    const { files } = readManifest(dir);
    const stale = files.filter((f) => !names.includes(f.name) && unchanged(dir, f));
    // a folder or a read-only file put there since drawing began is refused; a replaced PDF keeps its mode
    obstacles(dir, names);
    for (const n of names) {
      const before = existing(join(dir, n));
      if (before) chmodSync(this.file(n), before.mode & 0o777);
    }
    const entries = names.map((name) => {
      const st = lstatSync(this.file(name));
      return { name, size: st.size, mtime: st.mtimeMs };
    });
    writeManifest(dir, { files, pending: { id: this.id, names } });
    // the file a failure is reported against: the one in the output folder being moved
    let at = dir;
    const aside = (name: string) => {
      at = join(dir, name);
      if (lstat(at)) seam.rename(at, join(this.path, OLD, name));
    };
    try {
      mkdirSync(join(this.path, OLD));
      aside(INDEX_FILE);
      for (const f of stale) aside(f.name);
      for (const n of names) {
        if (n !== INDEX_FILE) aside(n);
        at = join(dir, n);
        seam.rename(this.file(n), at);
      }
      at = join(dir, MANIFEST);
      writeManifest(dir, { files: entries });
    } catch (err) {
      try {
        rollBack(dir, this.path, names, files);
      } catch (again) {
        // the earlier files stay where they are, for the next run (or the user) to put back
        this.kept = true;
        throw new InputError(`${cannotWrite(at, err).message}; putting the earlier PDFs back failed too (${why(again)}): they are in ${join(this.path, OLD)}`);
      }
      throw cannotWrite(at, err);
    }
    syncFolder(dir);
    rmSync(this.path, { recursive: true, force: true });
    return stale.map((f) => f.name);
  }

  /** Removes the staging folder, and the output folder when this run made it and it is empty. */
  discard(): void {
    if (this.kept) return;
    if (this.path) rmSync(this.path, { recursive: true, force: true });
    if (!this.made) return;
    for (let p = resolve(this.dir); ; p = dirname(p)) {
      try {
        rmdirSync(p);
      } catch {
        return;
      }
      if (p === resolve(this.made)) return;
    }
  }
}
