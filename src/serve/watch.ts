// Watching the files a preview is made from. Folders are watched, not files, and events matched by
// name: an editor that saves by writing a new file and renaming it over the old one replaces the
// file a file watch would hold. An editor's several writes for one save make one change (debounced).
import { watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';

/** Quiet time after the last event before a save counts as done. */
export const DEBOUNCE_MS = 40;

// editors' scratch files beside a template: swap files, backups, lock files
const SCRATCH = /(^\.|~$|\.sw[a-p]$|^#.*#$|\.tmp$)/;

export class Watcher {
  private readonly folders = new Map<string, { watcher: FSWatcher; names: Set<string> }>();
  private tree?: FSWatcher;
  private timer?: NodeJS.Timeout;
  /** When the first event of the pending change arrived. */
  first?: number;

  constructor(private readonly changed: (treeChanged: boolean) => void) {}

  /** Watches exactly these files (others are let go) and, if given, every file under `tree`. */
  files(paths: string[]): void {
    const wanted = new Map<string, Set<string>>();
    for (const p of paths) {
      const names = wanted.get(dirname(p)) ?? new Set<string>();
      names.add(basename(p));
      wanted.set(dirname(p), names);
    }
    for (const [dir, entry] of this.folders) {
      if (!wanted.has(dir)) {
        entry.watcher.close();
        this.folders.delete(dir);
      }
    }
    for (const [dir, names] of wanted) {
      const entry = this.folders.get(dir);
      if (entry) {
        entry.names = names;
        continue;
      }
      try {
        const watcher = watch(dir, (_event, name) => {
          if (name && this.folders.get(dir)?.names.has(name.toString())) this.poke(false);
        });
        this.folders.set(dir, { watcher, names });
      } catch {
        // a folder that does not exist yet: the kit names a file not there, which the banner says
      }
    }
  }

  /** Watches a folder and all below it (a templates folder). */
  folder(dir: string): void {
    this.tree = watch(dir, { recursive: true }, (_event, name) => {
      if (name && !SCRATCH.test(basename(name.toString()))) this.poke(true);
    });
  }

  private treeChanged = false;
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
    for (const { watcher } of this.folders.values()) watcher.close();
    this.folders.clear();
    this.tree?.close();
  }
}
