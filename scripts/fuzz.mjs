// `npm run fuzz -- [--cases N] [--seed N] [--case SEED-INDEX] [--no-known] [--surface NAME] [--workers N] [--timeout S]`
// Runs generated ship and kit files through the real command line (tests/fuzz/) and prints the
// tally. Each failing case is written to out/fuzz/failures/<id>/ with a one-line reproduction.
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SURFACE_NAMES, makeCase } from '../tests/fuzz/generate.mjs';
import { fill, materialise } from '../tests/fuzz/judge.mjs';
import { runCases } from '../tests/fuzz/pool.mjs';
import { tally } from '../tests/fuzz/tally.mjs';

const ROOT = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const flag = (name, fallback) => { const i = args.indexOf(`--${name}`); return i < 0 ? fallback : args[i + 1]; };
const known = !args.includes('--no-known');
const one = flag('case');
const seed = Number(one ? one.split('-')[0] : flag('seed', String(Date.now() % 1_000_000)));
const first = one ? Number(one.split('-')[1]) : 0;
const cases = one ? 1 : Number(flag('cases', '1000'));
const workers = Number(flag('workers', '2'));
const timeoutMs = Number(flag('timeout', '20')) * 1000;
const surface = flag('surface');
if (![seed, first, cases, workers, timeoutMs].every(Number.isInteger) || cases < 1 || (surface && !SURFACE_NAMES.includes(surface))) {
  console.error(`usage: npm run fuzz -- [--cases N] [--seed N] [--case SEED-INDEX] [--no-known] [--surface ${SURFACE_NAMES.join('|')}] [--workers N] [--timeout S]`);
  process.exit(2);
}

const failuresDir = join(ROOT, 'out/fuzz/failures');
if (!one) rmSync(failuresDir, { recursive: true, force: true });
console.log(`fuzz: ${cases} cases, seed ${seed}${surface ? `, ${surface} only` : ''}${known ? '' : ', known problem classes left out'}, ${workers} workers`);
const started = Date.now();
let doneCount = 0;
const results = await runCases(cases, (i) => makeCase(seed, first + i, { known, surface }), {
  workers,
  timeoutMs,
  keep: true,
  onResult: (r, ran) => {
    if (++doneCount % 250 === 0) process.stderr.write(`  ${doneCount}/${cases} (${Math.round((Date.now() - started) / 1000)} s)\n`);
    if (r.outcome === 'ok' || r.outcome === 'refused') return;
    const dir = join(failuresDir, r.case.id);
    rmSync(dir, { recursive: true, force: true });
    // a web --out case is kept as its folder was just before its run (after its preparing run)
    if (r.case.site && existsSync(`${ran}.before`)) cpSync(`${ran}.before`, dir, { recursive: true, verbatimSymlinks: true });
    else materialise(r.case, dir);
    const line = (argv) => `node bin/broadside.js ${argv.map((a) => JSON.stringify(fill(a, relative(ROOT, dir)))).join(' ')}`;
    const first = r.case.site ? [] : (r.case.before ?? []).map((b) => `${line(b.argv)}   # first`);
    const repro = [...first, line(r.case.argv)].join('\n');
    writeFileSync(join(dir, 'repro.txt'), `${r.outcome}: ${r.detail}\nmutations: ${r.case.mutations.join(', ')}\n${repro}\nnpm run fuzz -- --case ${r.case.id}${surface ? ` --surface ${surface}` : ''}\n`);
    r.repro = repro.replaceAll('\n', '\n             ');
  },
});

const t = tally(results);
console.log(t.text);
console.log(`time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
for (const r of results.filter((r) => r.outcome !== 'ok' && r.outcome !== 'refused')) {
  console.log(`${r.outcome.padEnd(12)} ${r.case.id.padEnd(14)} ${r.case.pending ? '[known] ' : ''}${r.case.mutations.join('+')}: ${r.detail}`);
  console.log(`             ${r.repro}`);
}
mkdirSync(join(ROOT, 'out/fuzz'), { recursive: true });
process.exitCode = t.failed > 0 ? 1 : 0;
