#!/usr/bin/env node
// The command line runs from one bundled file, dist/broadside.cjs (scripts/bundle.mjs), compiled with
// a V8 code cache so that a cold start skips most of the parsing and compiling. The cache is only a
// shortcut: it lives in the user's cache folder, is keyed by the bundle's content and Node's version,
// and anything wrong with it (missing, corrupt, rejected by V8, unwritable) means the bundle is simply
// compiled as if there were none. BROADSIDE_CODE_CACHE=0 turns it off.
// Without a current bundle (only tsc was run), it runs tsc's dist/cli.js, slower to start but the same.
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { TIERING } from './tiering.js';

// before any of the command's code is compiled (see tiering.js)
v8.setFlagsFromString(TIERING);

const BUNDLE = fileURLToPath(new URL('../dist/broadside.cjs', import.meta.url));
const SUM = 32; // bytes of the SHA-256 that heads a cache file: V8 does not notice every corrupt cache
/** Caches of other copies kept, of each kind, beside this copy's own. */
const OTHER_COPIES = 3;

if (bundleIsCurrent()) await runBundle();
else {
  // no bundle, or tsc has rebuilt dist/ since it was made: tsc's own output is the current code
  const { run } = await import('../dist/cli.js');
  process.exitCode = await run(process.argv.slice(2));
}

/**
 * The bundle exists and was made after tsc last wrote dist/. tsc builds incrementally, rewriting only
 * the files that changed, but always its build record (.tsbuildinfo, absent from the published
 * package, where dist/cli.js stands for the build).
 */
function bundleIsCurrent() {
  const built = (name) => statSync(fileURLToPath(new URL(`../dist/${name}`, import.meta.url))).mtimeMs;
  try {
    const bundle = statSync(BUNDLE).mtimeMs;
    let tsc;
    try {
      tsc = built('.tsbuildinfo');
    } catch {
      tsc = built('cli.js');
    }
    return bundle >= tsc;
  } catch {
    return false;
  }
}

async function runBundle() {
  const source = readFileSync(BUNDLE);
  const cacheFile = process.env.BROADSIDE_CODE_CACHE === '0' ? undefined : cachePath(source);
  const cached = cacheFile && readCache(cacheFile);

  // scripts/bundle.mjs writes ASCII: read as Latin-1, it decodes faster and V8 keeps one byte a character
  const text = source.toString(isAscii(source) ? 'latin1' : 'utf8');
  // the function Node wraps a CommonJS file in, opened on the first line so line numbers still match
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${text}\n})`, {
    filename: BUNDLE,
    cachedData: cached,
  });
  // a vm.Script cannot import() with a code cache on Node 20: the bundle imports pdf.js (an ES module,
  // for `preview`) through this function instead
  const module = { exports: {}, filename: BUNDLE, id: BUNDLE, importExternal: (specifier) => import(specifier) };
  script.runInThisContext()(module.exports, createRequire(BUNDLE), module, BUNDLE, dirname(BUNDLE));

  process.exitCode = await module.exports.run(process.argv.slice(2));
  // written after a run that went through, so it also holds the functions compiled on the way
  if (cacheFile && (!cached || script.cachedDataRejected) && process.exitCode === 0) writeCache(cacheFile, script.createCachedData());
}

/** $XDG_CACHE_HOME/broadside, else ~/.cache/broadside, else a folder of this user's in the temp folder. */
function cacheDir() {
  const xdg = process.env.XDG_CACHE_HOME;
  if (xdg && isAbsolute(xdg)) return join(xdg, 'broadside');
  let home = '';
  try {
    home = homedir();
  } catch {}
  return home ? join(home, '.cache', 'broadside') : join(tmpdir(), `broadside-cache-${process.getuid?.() ?? 'user'}`);
}

/**
 * Named by this copy's path and the bundle's content: V8 keeps the file name of the run that made a
 * cache, so another copy's cache would make stack traces and profiles name that copy.
 */
function cachePath(bundle) {
  const hex = (data) => createHash('sha256').update(data).digest('hex');
  const hash = hex(BUNDLE).slice(0, 8) + hex(bundle).slice(0, 24);
  // V8 caches what a run compiled: commands that write files compile far more than list or check do,
  // and each kind keeps its own cache so neither starts from the other's
  const args = process.argv.slice(2);
  const kind = ['kit', 'make', 'preview'].includes(args[0]) && !args.includes('--help') && !args.includes('-h') ? 'make' : 'info';
  return join(cacheDir(), `${hash}-${kind}-node${process.version}-${process.arch}.v8cache`);
}

/** The cached code, if the file is there, whole and ours; otherwise undefined. */
function readCache(file) {
  try {
    // compiled code is only taken from a folder that this user owns
    if (process.getuid && statSync(dirname(file)).uid !== process.getuid()) return undefined;
    const raw = readFileSync(file);
    const data = raw.subarray(SUM);
    return createHash('sha256').update(data).digest().equals(raw.subarray(0, SUM)) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the cache atomically (a reader sees the old file or the new one, never half) and drops stale ones. */
function writeCache(file, data) {
  try {
    const dir = dirname(file);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.concat([createHash('sha256').update(data).digest(), data]), { mode: 0o600 });
    renameSync(tmp, file);
    // caches of this copy's earlier bundles for this Node are dead weight; other copies (another
    // install, an npx folder of an older version) keep theirs, the few most recently written
    const [hash, kind] = basename(file).split('-');
    const suffix = `-${kind}-node${process.version}-${process.arch}.v8cache`;
    const others = [];
    for (const name of readdirSync(dir)) {
      if (!name.endsWith(suffix) || name.startsWith(hash)) continue;
      if (name.startsWith(hash.slice(0, 8))) rmSync(join(dir, name), { force: true });
      else others.push({ name, at: statSync(join(dir, name)).mtimeMs });
    }
    others.sort((a, b) => b.at - a.at);
    for (const { name } of others.slice(OTHER_COPIES)) rmSync(join(dir, name), { force: true });
  } catch {
    // an unwritable cache folder only costs speed
  }
}
