// npm run bench: the kits built cold through the CLI, several times, beside the floor
// (bench/floor.js: the default kit's pages drawn with pdfkit's own API). Prints median ms, pages, ms/page,
// pages/s, peak RSS and PDF bytes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync } from 'node:fs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
mkdirSync('out/bench', { recursive: true });

function measure(label, args, pdfPath) {
  const times = [];
  const rss = [];
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    const r = spawnSync(process.execPath, ['--import', './bench/rss.js', ...args], { encoding: 'utf8' });
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
    if (r.status !== 0) throw new Error(`${label} failed: ${r.stderr}`);
    rss.push(Number(/BENCH_MAXRSS_KB=(\d+)/.exec(r.stderr)[1]) / 1024);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const pages = (readFileSync(pdfPath, 'latin1').match(/\/Type \/Page\b/g) ?? []).length;
  return { label, median, pages, perPage: median / pages, pagesPerS: (pages * 1000) / median, rss: Math.max(...rss), bytes: statSync(pdfPath).size };
}

const rows = [
  measure('milk-and-cookies kit (broadside)', ['bin/broadside.js', 'kit', 'examples/kits/milk-and-cookies.yaml', '--out', 'out/bench'], 'out/bench/milk-and-cookies.pdf'),
  measure('ironclads kit (broadside)', ['bin/broadside.js', 'kit', 'examples/kits/ironclads.yaml', '--out', 'out/bench'], 'out/bench/ironclads.pdf'),
  measure('crane kit (broadside)', ['bin/broadside.js', 'kit', 'examples/kits/crane.yaml', '--out', 'out/bench'], 'out/bench/crane.pdf'),
  measure('36x48 in hex board, 1 in hexes', ['bin/broadside.js', 'make', 'board', '--grid', 'hex', '--cell', '1in', '--size', '36x48in', '--numbers', '--out', 'out/bench/hex-board.pdf'], 'out/bench/hex-board.pdf'),
  measure('naval-war kit, 162 cards (broadside)', ['bin/broadside.js', 'kit', 'examples/kits/naval-war.yaml', '--out', 'out/bench'], 'out/bench/naval-war.pdf'),
  measure('beat-to-quarters kit (broadside)', ['bin/broadside.js', 'kit', 'examples/kits/beat-to-quarters.yaml', '--out', 'out/bench'], 'out/bench/beat-to-quarters.pdf'),
  measure('play deck per card, 1/8 in bleed', ['bin/broadside.js', 'make', 'play-deck', '--game', 'naval-war', '--layout', 'per-card', '--bleed', '0.125in', '--out', 'out/bench/play-deck-per-card.pdf'], 'out/bench/play-deck-per-card.pdf'),
  measure('crane board full size, bleed', ['bin/broadside.js', 'make', 'board', '--game', 'crane', '--full-size', '--out', 'out/bench/board-full-size.pdf'], 'out/bench/board-full-size.pdf'),
  measure('same pages, plain pdfkit (floor)', ['bench/floor.js', 'out/bench/floor.pdf'], 'out/bench/floor.pdf'),
];
const pad = (s, n) => String(s).padStart(n);
console.log(`${RUNS} cold runs each, median\n`);
console.log(`${'case'.padEnd(36)}${pad('ms', 8)}${pad('pages', 7)}${pad('ms/page', 9)}${pad('pages/s', 9)}${pad('peak MB', 9)}${pad('PDF bytes', 11)}`);
for (const r of rows) {
  console.log(`${r.label.padEnd(36)}${pad(r.median.toFixed(0), 8)}${pad(r.pages, 7)}${pad(r.perPage.toFixed(1), 9)}${pad(r.pagesPerS.toFixed(1), 9)}${pad(r.rss.toFixed(0), 9)}${pad(r.bytes, 11)}`);
}
console.log(`\nmilk-and-cookies / floor: ${(rows[0].median / rows[rows.length - 1].median).toFixed(2)}× (target: kit under 1000 ms cold, within 2× of the floor)`);
