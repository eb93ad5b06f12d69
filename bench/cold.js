// npm run bench:cold: how long the CLI takes to start and finish, cold, for three everyday commands.
// Prints the median of BENCH_RUNS runs (default 7) of wall time and CPU time (user + system), read
// from the child's own resource usage. BENCH_NODE_FLAGS adds node flags; BENCH_BIN runs another entry file.
import { mkdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
mkdirSync('out/bench', { recursive: true });

const CASES = [
  ['list', ['list']],
  ['make range-stick', ['make', 'range-stick', '--out', 'out/bench/range-stick.pdf']],
  ['kit milk-and-cookies', ['kit', 'examples/kits/milk-and-cookies.yaml', '--out', 'out/bench']],
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pad = (s, n) => String(s).padStart(n);

console.log(`${RUNS} cold runs each, median${FLAGS.length ? ` (node ${FLAGS.join(' ')})` : ''}\n`);
console.log(`${'command'.padEnd(24)}${pad('wall ms', 9)}${pad('CPU ms', 9)}${pad('peak MB', 9)}`);
for (const [label, args] of CASES) {
  const wall = [], cpu = [], rss = [];
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    const r = spawnSync(process.execPath, [...FLAGS, '--import', './bench/usage.js', process.env.BENCH_BIN ?? 'bin/broadside.js', ...args], { encoding: 'utf8' });
    wall.push(Number(process.hrtime.bigint() - t) / 1e6);
    if (r.status !== 0) throw new Error(`${label} failed: ${r.stderr}`);
    const [, user, system, maxRss] = /BENCH_USAGE=(\d+) (\d+) (\d+)/.exec(r.stderr).map(Number);
    cpu.push((user + system) / 1000);
    rss.push(maxRss / 1024);
  }
  console.log(`${label.padEnd(24)}${pad(median(wall).toFixed(0), 9)}${pad(median(cpu).toFixed(0), 9)}${pad(median(rss).toFixed(0), 9)}`);
}
