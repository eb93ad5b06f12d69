// Makes the command line's bundle and the web page's side by side, after tsc: the two read tsc's
// output and write apart, and each is mostly one core's work. Each is skipped when nothing it is made
// from has changed since it was last made (scripts/stamp.mjs).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const run = (script) => new Promise((resolve, reject) => {
  const child = spawn(process.execPath, [join(here, script)], { stdio: 'inherit' });
  child.on('error', reject);
  child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
});

try {
  await Promise.all([run('bundle.mjs'), run('build-web.mjs')]);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
