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
// A PNG set (`make --format png`) is moved in the same way, with no index and no manifest: its set is
// the names the run writes, and its pending note is kept in its staging folder.
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
const OLD = '.old';
/** A set's pending note, when it has no manifest to hold it: in its staging folder. */
const PENDING = '.pending';

/** What a folder's set is: its staging folders' tag, its files' extension, its index and manifest if any. */
export interface SetKind {
  tag: string;
  ext: string;
  /** Where a folder in the way stands, in messages: "where the convention writes a PDF". */
  where: string;
  index?: string;
  manifest?: string;
}

export const CONVENTION: SetKind = { tag: 'convention', ext: '.pdf', where: 'where the convention writes a PDF', index: INDEX_FILE, manifest: MANIFEST };
/** A PNG set: no list of its own, so nothing of an earlier run's but the names this one writes is ever replaced. */
export const IMAGES: SetKind = { tag: 'images', ext: '.png', where: 'where an image of the set goes' };

const stagingName = (kind: SetKind): RegExp => new RegExp(`^\\.${kind.tag}\\.(\\d+)\\.([0-9a-f]{16})\\.broadside-partial$`);

interface Entry { name: string; size: number; mtime: number }
interface Manifest { files: Entry[]; pending?: { id: string; names: string[] } }

const lstat = (path: string): Stats | undefined => {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
};

/** A name a run of ours could have written: a plain name in the folder with the set's extension, nothing else. */
const ours = (name: unknown, kind: SetKind): name is string =>
  typeof name === 'string' && /^[^./\\][^/\\\0]*$/.test(name) && name.toLowerCase().endsWith(kind.ext) && Buffer.byteLength(name) <= MAX_NAME_BYTES;

/** The manifest, or an empty one when there is none or it is not one (nothing is then removed). */
function readManifest(dir: string, kind: SetKind): Manifest {
  if (!kind.manifest) return { files: [] };
  const path = join(dir, kind.manifest);
  const st = lstat(path);
  if (!st?.isFile() || st.size > 1_000_000) return { files: [] };
  try {
    const m = JSON.parse(readFileSync(path, 'utf8')) as { files?: unknown; pending?: { id?: unknown; names?: unknown } };
    const files = (Array.isArray(m.files) ? m.files : []).filter((f): f is Entry => ours(f?.name, kind) && Number.isFinite(f.size) && Number.isFinite(f.mtime));
    const p = m.pending;
    const pending = typeof p?.id === 'string' && /^[0-9a-f]{16}$/.test(p.id) && Array.isArray(p.names) ? { id: p.id, names: p.names.filter((n) => ours(n, kind)) } : undefined;
    return { files, pending };
  } catch {
    return { files: [] };
  }
}

const writeManifest = (dir: string, m: Manifest): void => writeAtomic(join(dir, MANIFEST), `${JSON.stringify({ note: NOTE, ...m }, null, 1)}\n`);

/** The names a run without a manifest was moving in, from the note in its staging folder; none when it has none. */
function readNote(staging: string, kind: SetKind): string[] | undefined {
  const path = join(staging, PENDING);
  const st = lstat(path);
  if (!st?.isFile() || st.size > 1_000_000) return undefined;
  try {
    const names: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return Array.isArray(names) ? names.filter((n) => ours(n, kind)) : undefined;
  } catch {
    return undefined;
  }
}

/** The file is still the one the manifest lists (not changed by hand since), and may be replaced. */
function unchanged(dir: string, e: Entry): boolean {
  const st = lstat(join(dir, e.name));
  return !!st?.isFile() && st.size === e.size && st.mtimeMs === e.mtime && (st.mode & 0o200) !== 0;
}

/** Refuses, before anything is drawn, what would stop a file of the set from taking its name. */
export function obstacles(dir: string, names: string[], kind = CONVENTION): void {
  for (const name of names) {
    const path = join(dir, name);
    if (lstat(path)?.isDirectory()) throw new InputError(`${path}: a folder is there, ${kind.where}; move it away or give another --out`);
    existing(path);
    refuseInput(path);
  }
}

/** Puts back the earlier set a run was replacing: from its staging folder's `.old`, removing what it moved in. */
function rollBack(dir: string, kind: SetKind, staging: string, names: string[], files: Entry[]): void {
  const old = join(staging, OLD);
  const kept = new Set(lstat(old) ? readdirSync(old) : []);
  for (const n of names) if (!kept.has(n) && !lstat(join(staging, n))) rmSync(join(dir, n), { force: true });
  for (const n of kept) seam.rename(join(old, n), join(dir, n));
  try {
    if (kind.manifest) writeManifest(dir, { files });
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
export function recover(dir: string, now = Date.now(), kind = CONVENTION): void {
  if (kind === CONVENTION) removeLegacy(dir, now);
  const staging = stagingName(kind);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const m = staging.exec(name);
    const path = join(dir, name);
    const st = m && Number(m[1]) !== process.pid ? lstat(path) : undefined;
    if (!st?.isDirectory() || alive(Number(m![1]))) continue;
    const { files, pending } = readManifest(dir, kind);
    const names = kind.manifest ? (pending?.id === m![2] ? pending.names : undefined) : readNote(path, kind);
    try {
      if (names) rollBack(dir, kind, path, names, files);
      else if (now - st.mtimeMs >= STALE_MS) rmSync(path, { recursive: true, force: true });
    } catch (err) {
      throw new InputError(`${dir}: cannot put back the files a killed run was replacing (${why(err)}); its files are in ${name}`);
    }
  }
}

/** A folder inside the output folder that a run's files are drawn into, then moved from as one. */
export class Staging {
  /** The staging folder holds the only copies of earlier files: it is not removed. */
  private kept = false;

  private constructor(readonly dir: string, readonly path: string, private readonly id: string, private readonly made?: string, private readonly kind = CONVENTION) {}

  static open(dir: string, kind = CONVENTION): Staging {
    let made: string | undefined;
    try {
      made = mkdirSync(dir, { recursive: true });
      const id = randomBytes(8).toString('hex');
      const path = join(dir, `.${kind.tag}.${process.pid}.${id}.broadside-partial`);
      // a new folder, made here: mkdir never goes through whatever already stands at the name
      mkdirSync(path);
      return new Staging(dir, path, id, made, kind);
    } catch (err) {
      new Staging(dir, '', '', made).discard();
      throw new InputError(`${dir}: cannot write in the output folder (${why(err)})`);
    }
  }

  file(name: string): string {
    return join(this.path, name);
  }

  /** Moves the set in (the files, then the index if the set has one), answering the earlier run's files removed. */
  commit(files: string[]): string[] {
    const { dir, kind } = this;
    const names = kind.index ? [...files, kind.index] : files;
    const earlier = readManifest(dir, kind).files;
    const stale = earlier.filter((f) => !names.includes(f.name) && unchanged(dir, f));
    // a folder or a read-only file put there since drawing began is refused; a replaced file keeps its mode
    obstacles(dir, names, kind);
    for (const n of names) {
      const before = existing(join(dir, n));
      if (before) chmodSync(this.file(n), before.mode & 0o777);
    }
    const entries = names.map((name) => {
      const st = lstatSync(this.file(name));
      return { name, size: st.size, mtime: st.mtimeMs };
    });
    if (kind.manifest) writeManifest(dir, { files: earlier, pending: { id: this.id, names } });
    else writeAtomic(this.file(PENDING), JSON.stringify(names));
    // the file a failure is reported against: the one in the output folder being moved
    let at = dir;
    const aside = (name: string) => {
      at = join(dir, name);
      if (lstat(at)) seam.rename(at, join(this.path, OLD, name));
    };
    try {
      mkdirSync(join(this.path, OLD));
      if (kind.index) aside(kind.index);
      for (const f of stale) aside(f.name);
      for (const n of names) {
        if (n !== kind.index) aside(n);
        at = join(dir, n);
        seam.rename(this.file(n), at);
      }
      at = join(dir, MANIFEST);
      if (kind.manifest) writeManifest(dir, { files: entries });
    } catch (err) {
      try {
        rollBack(dir, kind, this.path, names, earlier);
      } catch (again) {
        // the earlier files stay where they are, for the next run (or the user) to put back
        this.kept = true;
        throw new InputError(`${cannotWrite(at, err).message}; putting the earlier files back failed too (${why(again)}): they are in ${join(this.path, OLD)}`);
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
