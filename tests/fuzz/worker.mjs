// A long-lived child process of the fuzz pool: runs the real command line, run() from dist/cli.js,
// case after case, each in its own folder, and answers the exit code, the message lines and its
// peak resident memory (getrusage's maxRSS, which covers spikes too short for the parent's polling).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const DIST = join(import.meta.dirname, '..', '..', 'dist');
const BIN = join(import.meta.dirname, '..', '..', 'bin', 'broadside.js');
const { run } = await import(pathToFileURL(join(DIST, 'cli.js')).href);
// loaded now, so the first case is not charged with the imports
await import(pathToFileURL(join(DIST, 'index.js')).href);
// libraries that talk on the console say nothing a case is judged by
for (const k of ['log', 'info', 'warn', 'error', 'debug']) console[k] = () => {};

const peak = () => process.resourceUsage().maxRSS * 1024;
process.send({ ready: true, maxRSS: peak() });

process.on('disconnect', () => process.exit(0));
process.on('message', async ({ id, dir, argv, killAt }) => {
  if (killAt) return process.send({ id, ...(await killed(dir, argv, killAt)), maxRSS: peak() });
  const out = [], err = [];
  let code;
  try {
    process.chdir(dir);
    code = await run(argv, { out: (s) => out.push(s), err: (s) => err.push(s), tty: false });
  } catch (e) {
    code = 1;
    err.push(`run() threw: ${e?.stack ?? e}`);
  }
  process.chdir(DIST);
  process.send({ id, code, out, err, maxRSS: peak(), rss: process.memoryUsage().rss });
});

/**
 * Runs the command line in a process of its own and kills it (SIGKILL), as a user or the system
 * might, once `killAt.folder` holds `killAt.entries` entries (or after 10 s).
 */
function killed(dir, argv, killAt) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...argv], { cwd: dir, stdio: 'ignore' });
    const count = () => { try { return readdirSync(killAt.folder, { recursive: true }).length; } catch { return 0; } };
    const poll = setInterval(() => { if (count() >= killAt.entries) child.kill('SIGKILL'); }, 2);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.on('exit', (code, signal) => { clearInterval(poll); clearTimeout(timer); resolve({ code: code ?? 1, signal, out: [], err: [] }); });
  });
}
