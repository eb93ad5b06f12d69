// A build's stamp: the hash of every file it read and of every file it wrote, kept under
// node_modules/.cache (which a fresh `npm ci` empties). A build whose files all hash as they did when
// it last ran is skipped: `npm install` has just made the bundles `npm test` would make again, some
// 3 s of its time, and a test run after editing only tests needs none remade. Content is hashed, not
// times, so a checkout that only touches files rebuilds nothing and an edit is never missed.
// Delete node_modules/.cache/broadside-build to force a build.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Files under the inputs that no build reads: the command's bundle and tsc's record of its build. */
const UNREAD = new Set(['dist/broadside.cjs', 'dist/.tsbuildinfo']);

/** Every file at or under each path (relative to `root`), sorted; a missing one is listed as it is. */
function files(root, paths) {
  const out = new Set();
  const walk = (rel) => {
    let st;
    try {
      st = statSync(join(root, rel));
    } catch {
      out.add(rel);
      return;
    }
    if (st.isDirectory()) for (const name of readdirSync(join(root, rel))) walk(rel ? `${rel}/${name}` : name);
    else if (!UNREAD.has(rel) || paths.includes(rel)) out.add(rel);
  };
  for (const p of paths) walk(p.split(sep).join('/'));
  return [...out].sort();
}

/** One hash over the files' paths and contents (a missing file hashes as missing). */
function digest(root, list) {
  const hash = createHash('sha256');
  for (const rel of list) {
    hash.update(rel).update('\0');
    try {
      hash.update(readFileSync(join(root, rel)));
    } catch {
      hash.update('\0missing\0');
    }
  }
  return hash.digest('hex');
}

const folder = (root) => join(root, 'node_modules', '.cache', 'broadside-build');
const place = (root, name) => join(folder(root), `${name}.json`);

/**
 * Whether `name` was built from these very inputs (what it named when sealed, plus `inputs`) into
 * outputs that are still as it wrote them. When so, the outputs are touched: they are as new as the
 * inputs they stand for (bin/broadside.js compares the bundle's time with tsc's).
 */
export function upToDate(root, name, inputs, outputs) {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(place(root, name), 'utf8'));
  } catch {
    return false;
  }
  const read = files(root, [...new Set([...stamp.read, ...inputs])]);
  const wrote = files(root, outputs);
  if (digest(root, read) !== stamp.in || digest(root, wrote) !== stamp.out) return false;
  const now = new Date();
  for (const rel of wrote) utimesSync(join(root, rel), now, now);
  return true;
}

/** Records what `name` read (`inputs`, and the files of esbuild's `metafile` built from `root`) and wrote. */
export function seal(root, name, inputs, outputs, metafile) {
  // (a plugin's own namespaces, "stub:…", are no files)
  const read = files(root, [...inputs, ...Object.keys(metafile.inputs).filter((f) => !f.includes(':'))]);
  mkdirSync(folder(root), { recursive: true });
  writeFileSync(place(root, name), JSON.stringify({ read, in: digest(root, read), out: digest(root, files(root, outputs)) }));
}
