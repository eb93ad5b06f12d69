// The live preview's reaction time: from a file being saved to the new pages being ready to send
// (re-rendered by the one warm process), for the Milk and Cookies kit (a ship renamed in its ships
// file) and the Naval War kit (its kit file saved; it names no ships file). It includes the watch
// event and the debounce. Targets: under 300 ms and under 1 s. Medians of BENCH_SAVES (default 7),
// after two saves to warm up.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../dist/serve/index.js';
import { DEBOUNCE_MS } from '../dist/serve/watch.js';

const SAVES = Number(process.env.BENCH_SAVES ?? 7);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function time(kit, edited, edit, target) {
  const dir = mkdtempSync(join(tmpdir(), 'broadside-bench-serve-'));
  mkdirSync(join(dir, 'kits'));
  mkdirSync(join(dir, 'ships'));
  cpSync(`examples/kits/${kit}.yaml`, join(dir, 'kits', `${kit}.yaml`));
  cpSync('examples/ships', join(dir, 'ships'), { recursive: true });
  const file = join(dir, edited);
  const original = readFileSync(file, 'utf8');
  const server = await startServer({ file: join(dir, 'kits', `${kit}.yaml`), port: 0 });
  const samples = [];
  const renders = [];
  try {
    for (let i = 0; i < SAVES + 2; i++) {
      const ready = new Promise((resolve) => (server.onRender = resolve));
      const t0 = performance.now();
      // saved as editors save: a new file renamed over the old one
      writeFileSync(`${file}.tmp`, edit(original, i));
      renameSync(`${file}.tmp`, file);
      await ready;
      if (server.preview.problems.length) throw new Error(`${kit}: ${server.preview.problems[0].text}`);
      if (i >= 2) {
        samples.push(performance.now() - t0);
        renders.push(server.preview.renderMs);
      }
    }
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const pages = server.preview.good.pages.length;
  const ms = median(samples);
  console.log(`${kit.padEnd(18)}${String(pages).padStart(6)}${median(renders).toFixed(0).padStart(12)}${ms.toFixed(0).padStart(14)}${String(target).padStart(10)}  ${ms < target ? 'ok' : 'OVER'}`);
}

console.log(`live preview (serve): save → new pages ready to send, median of ${SAVES} saves; includes the ${DEBOUNCE_MS} ms debounce`);
console.log(`${'kit'.padEnd(18)}${'pages'.padStart(6)}${'render ms'.padStart(12)}${'save→ready ms'.padStart(14)}${'target'.padStart(10)}`);
await time('milk-and-cookies', 'ships/milk-and-cookies.yaml', (t, i) => t.replace('Sea Biscuit', `Sea Biscuit ${i}`), 300);
await time('naval-war', 'kits/naval-war.yaml', (t, i) => t.replace('target: 100', `target: ${100 + i}`), 1000);
