// Runs fuzz cases in a small pool of long-lived worker processes (worker.mjs), each case in its own
// temporary folder, with a time limit and a memory limit per case.
//
// Memory: a worker's resident set (VmRSS in /proc/<pid>/status) is polled every 100 ms and the
// worker is killed the moment it passes the limit; after each case the worker also reports its
// peak RSS since it started (getrusage maxRSS), which catches a spike between two polls. As that
// peak never falls, a worker that has passed the limit is replaced before its next case, and one
// whose RSS has grown past half the limit is replaced too, so no case is charged with another's.
import { fork } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fill, judge, materialise, remove } from './judge.mjs';
import { applyOps, snapshot, touched } from './tree.mjs';

const WORKER = join(import.meta.dirname, 'worker.mjs');
const GiB = 1024 ** 3;

/**
 * Runs `cases` (an array, or a function giving case i) and resolves to one result per case:
 * { case, outcome, detail?, ms, peak }. `onResult` sees each as it ends, with the folder it ran in;
 * `keep` keeps a copy of a `web --out` case's folder as it was before its run beside it (<folder>.before).
 */
export async function runCases(count, caseAt, { workers = 2, timeoutMs = 20_000, memLimit = GiB, keep = false, onResult } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'broadside-fuzz-'));
  const results = new Array(count);
  let next = 0;
  const slot = async () => {
    let w = await spawn();
    try {
      await cases();
    } finally {
      kill(w);
    }
    async function cases() {
    while (next < count) {
      const i = next++;
      const c = caseAt(i);
      const dir = join(root, c.id);
      let res;
      try {
        materialise(c, dir);
        res = await runOne(w, c, dir, timeoutMs, memLimit, keep);
      } catch (e) {
        res = { outcome: 'crashed', detail: `the runner could not set the case up: ${e.message}` };
      }
      results[i] = { case: c, ...res };
      onResult?.(results[i], dir);
      remove(dir);
      remove(`${dir}.before`);
      if (res.respawn || w.dead || res.peak > memLimit || rssOf(w.child.pid) > memLimit / 2) {
        kill(w);
        w = await spawn();
      }
    }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(workers, count) }, slot));
  } finally {
    remove(root);
  }
  return results;
}

function spawn() {
  // the parent's own Node flags (a test runner's, say) are not the worker's
  const child = fork(WORKER, [], { execArgv: [], stdio: ['ignore', 'ignore', 'pipe', 'ipc'], serialization: 'advanced' });
  const w = { child, dead: false, stderr: '' };
  child.stderr.on('data', (d) => { w.stderr = (w.stderr + d).slice(-2000); });
  child.on('exit', () => { w.dead = true; });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => (m.ready ? resolve(w) : reject(new Error('worker did not start'))));
    child.once('exit', (code) => reject(new Error(`worker exited on start (${code}): ${w.stderr}`)));
  });
}

function kill(w) {
  if (!w.dead) w.child.kill('SIGKILL');
}

/**
 * Runs case `c` in worker `w`: its preparing runs (c.before) first, then the changes it makes to the
 * folder (c.ops), then its own run, then (when it succeeded) its checking runs (c.after); all judged. A `web --out` case's folder is snapshot before
 * its own run (and copied beside it, for a failure to be kept as it was).
 */
async function runOne(w, c, dir, timeoutMs, memLimit, keep) {
  const start = Date.now();
  const ms = () => Date.now() - start;
  const steps = [];
  for (const [i, step] of (c.before ?? []).entries()) {
    const killAt = step.killAt && { ...step.killAt, folder: fill(step.killAt.folder, dir) };
    const a = await ask(w, { id: `${c.id}#${i}`, dir, argv: step.argv.map((x) => fill(x, dir)), killAt }, timeoutMs, memLimit);
    if (a.failure) return { ms: ms(), ...a.failure, detail: `preparing run ${step.argv.join(' ')}: ${a.failure.detail}` };
    steps.push(a.m);
  }
  const seen = {};
  if (c.site) {
    const wrote = [...snapshot(dir).keys()].filter((p) => p === c.site || p.startsWith(`${c.site}/`));
    applyOps(c.ops ?? [], dir);
    const mine = touched(c.ops);
    seen.ours = new Set(wrote.filter((p) => !mine.has(p)));
    seen.before = snapshot(dir);
    if (keep) cpSync(dir, `${dir}.before`, { recursive: true, verbatimSymlinks: true });
  } else if (c.ops) applyOps(c.ops, dir);
  const a = await ask(w, { id: c.id, dir, argv: c.argv.map((x) => fill(x, dir)) }, timeoutMs, memLimit);
  if (a.failure) return { ms: ms(), ...a.failure };
  // runs that check what a successful run wrote (the game file `game new` made)
  const after = [];
  for (const [i, step] of (a.m.code === 0 ? c.after ?? [] : []).entries()) {
    const b = await ask(w, { id: `${c.id}+${i}`, dir, argv: step.argv.map((x) => fill(x, dir)) }, timeoutMs, memLimit);
    if (b.failure) return { ms: ms(), ...b.failure, detail: `checking run ${step.argv.join(' ')}: ${b.failure.detail}` };
    after.push(b.m);
  }
  try {
    return { ms: ms(), ...judge(c, dir, a.m, { steps, after, ...seen }), peak: a.m.maxRSS, err: a.m.err };
  } catch (e) {
    return { ms: ms(), outcome: 'crashed', detail: `the case could not be judged: ${e.message}`, peak: a.m.maxRSS };
  }
}

/** Sends one run to the worker; answers { m } (its answer) or { failure } (hung, over memory, died). */
function ask(w, msg, timeoutMs, memLimit) {
  return new Promise((resolve) => {
    let done = false;
    const finish = (r) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearInterval(poll);
      w.child.off('message', onMessage);
      w.child.off('exit', onExit);
      resolve(r);
    };
    const fail = (failure) => finish({ failure: { respawn: true, ...failure } });
    const onMessage = (m) => {
      if (m.id !== msg.id) return;
      if (m.maxRSS > memLimit) return fail({ outcome: 'over-memory', detail: `peak RSS ${mb(m.maxRSS)}`, peak: m.maxRSS });
      finish({ m });
    };
    const onExit = (code, signal) => fail({ outcome: 'crashed', detail: `the worker died (${signal ?? `exit ${code}`}): ${w.stderr.trim().split('\n').slice(-3).join(' | ').slice(0, 300)}` });
    const timer = setTimeout(() => { kill(w); fail({ outcome: 'hung', detail: `no answer in ${timeoutMs / 1000} s` }); }, timeoutMs);
    const poll = setInterval(() => {
      const rss = rssOf(w.child.pid);
      if (rss > memLimit) { kill(w); fail({ outcome: 'over-memory', detail: `RSS ${mb(rss)} while running`, peak: rss }); }
    }, 100);
    w.child.on('message', onMessage);
    w.child.on('exit', onExit);
    w.child.send(msg);
  });
}

/** A process's resident set in bytes, 0 when it is gone. */
function rssOf(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? +m[1] * 1024 : 0;
  } catch {
    return 0;
  }
}

const mb = (b) => `${Math.round(b / 1024 ** 2)} MB`;
