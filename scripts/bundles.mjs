// Makes the command line's bundle and the web page's side by side, after tsc: the two read tsc's
// output and write apart, and each is mostly one core's work (saves a few seconds of npm test).
// With --check-tests, the tests' type check (tsc -b tsconfig.test.json, src already built) runs
// beside them too.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const run = (script, ...args) => new Promise((resolve, reject) => {
  const child = spawn(process.execPath, [script.startsWith('/') ? script : join(here, script), ...args], { stdio: 'inherit' });
  child.on('error', reject);
  child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
});

try {
  const tsc = join(here, '..', 'node_modules', 'typescript', 'bin', 'tsc');
  const tests = process.argv.includes('--check-tests') ? [run(tsc, '-b', join(here, '..', 'tsconfig.test.json'))] : [];
  await Promise.all([run('bundle.mjs'), run('build-web.mjs'), ...tests]);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
