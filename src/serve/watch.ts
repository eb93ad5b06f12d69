// Watching the files a preview is made from. Folders are watched, not files, and events matched by
// name: an editor that saves by writing a new file and renaming it over the old one replaces the
// file a file watch would hold. A folder can be replaced the same way (removed and put back, or
// another renamed over it), which leaves a watch on the old one deaf: so each folder above a watched
// one is watched for that folder's name, and a folder replaced is watched anew. An editor's several
// writes for one save make one change (debounced).
import { realpathSync, statSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';

/** Quiet time after the last event before a save counts as done. */
export const DEBOUNCE_MS = 40;

// editors' scratch files beside a template: swap files, backups, lock files
const SCRATCH = /(^\.|~$|\.sw[a-p]$|^#.*#$|\.tmp$)/;

/** A folder watched: for these files in it, these folders in it (on the way to others), or all below it. */
interface Folder {
  files: Set<string>;
  dirs: Set<string>;
  tree: boolean;
  watcher?: FSWatcher;
  /** Which folder the watch holds (device and inode): another one at the same path is watched anew. */
  id?: string;
}

export class Watcher {
  private readonly folders = new Map<string, Folder>();
  private paths: string[] = [];
  private treeDir?: string;
  private timer?: NodeJS.Timeout;
  private treeChanged = false;
  /** When the first event of the pending change arrived. */
  first?: number;

  constructor(private readonly changed: (treeChanged: boolean) => void) {}

  /** Watches exactly these files (others are let go), and the templates folder if one was given. */
  files(paths: string[]): void {
    this.paths = paths;
    this.update();
  }

  /** Watches a folder and all below it (a templates folder); throws if it cannot be watched. */
  folder(dir: string): void {
    this.treeDir = resolve(dir);
    this.update();
    if (!this.folders.get(this.treeDir)?.watcher) throw new Error(`cannot watch ${dir}`);
  }

  /** Brings the watches in line with the files and folder wanted, and re-watches folders replaced. */
  private update(): void {
    const wanted = new Map<string, Folder>();
    const at = (dir: string) => {
      let f = wanted.get(dir);
      if (!f) wanted.set(dir, (f = { files: new Set(), dirs: new Set(), tree: false }));
      return f;
    };
    const above = (dir: string) => {
      for (let d = dir; dirname(d) !== d; d = dirname(d)) at(dirname(d)).dirs.add(basename(d));
    };
    for (const p of this.paths) {
      // a link's target is watched too: saving the target changes what the link reads
      for (const file of new Set([resolve(p), real(p)])) {
        if (!file) continue;
        at(dirname(file)).files.add(basename(file));
        above(dirname(file));
      }
    }
    if (this.treeDir) {
      at(this.treeDir).tree = true;
      above(this.treeDir);
    }
    for (const [dir, f] of this.folders) {
      if (!wanted.has(dir)) {
        f.watcher?.close();
        this.folders.delete(dir);
      }
    }
    for (const [dir, want] of wanted) {
      const f = this.folders.get(dir);
      if (!f) {
        this.folders.set(dir, want);
        this.arm(dir, want);
        continue;
      }
      const retree = f.tree !== want.tree;
      Object.assign(f, { files: want.files, dirs: want.dirs, tree: want.tree });
      if (retree || !f.watcher || f.id !== idOf(dir)) this.arm(dir, f);
    }
  }

  /** (Re)starts the watch on a folder; one not there now is watched when it appears in its parent. */
  private arm(dir: string, f: Folder): void {
    f.watcher?.close();
    f.watcher = undefined;
    f.id = idOf(dir);
    if (!f.id) return;
    try {
      const watcher = watch(dir, { recursive: f.tree }, (_event, name) => {
        if (name) this.event(dir, f, name.toString());
      });
      // a watch that fails (the folder gone, on some systems) is started again at the next change
      watcher.on('error', () => {
        watcher.close();
        if (f.watcher === watcher) f.watcher = undefined;
        this.poke(f.tree);
      });
      f.watcher = watcher;
    } catch {
      f.id = undefined; // not a folder we may watch: the banner says what is wrong with the files
    }
  }

  private event(dir: string, f: Folder, name: string): void {
    if (f.tree && !SCRATCH.test(basename(name))) this.poke(true);
    if (f.files.has(name)) this.poke(false);
    if (f.dirs.has(name)) {
      // a folder on the way to a watched file was replaced: it and all below it are watched anew
      const moved = join(dir, name);
      let tree = false;
      for (const [d, g] of this.folders) {
        if (d !== moved && !d.startsWith(moved + sep)) continue;
        this.arm(d, g);
        tree ||= g.tree;
      }
      this.poke(tree);
    }
  }

  private poke(tree: boolean): void {
    this.first ??= performance.now();
    this.treeChanged ||= tree;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const t = this.treeChanged;
      this.treeChanged = false;
      this.changed(t);
      this.first = undefined;
    }, DEBOUNCE_MS);
  }

  close(): void {
    clearTimeout(this.timer);
    for (const f of this.folders.values()) f.watcher?.close();
    this.folders.clear();
  }
}

function idOf(dir: string): string | undefined {
  try {
    const st = statSync(dir, { bigint: true });
    return st.isDirectory() ? `${st.dev}:${st.ino}` : undefined;
  } catch {
    return undefined;
  }
}

function real(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}
