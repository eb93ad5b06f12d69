// Board layout cost against board area: a hex board's items() and every tile's window (impose),
// in-process and without the PDF writer, for a 28 × 22 in board and a 96 × 96 in one. Run after
// tsc. Prints the median ms, the board's square inches and ms per square inch, and their ratio:
// a layout whose cost is linear in the area keeps the ratio near 1.
import { buildSections } from '../dist/build.js';
import { makeJob } from '../dist/index.js';
import { Templates } from '../dist/svg/templates.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GAME = process.env.BENCH_GAME ?? 'beat-to-quarters';
const CELL = process.env.BENCH_CELL ?? '1in';

function measure(size) {
  const job = makeJob('board', { game: GAME, options: { grid: 'hex', cell: CELL, size, numbers: true } });
  const templates = new Templates();
  buildSections(job, templates); // warm: fonts, templates, JIT
  const times = [];
  let pieces = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    const sections = buildSections(job, templates);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
    pieces = sections.flatMap((s) => s.sheets).length;
  }
  times.sort((a, b) => a - b);
  const ms = times[Math.floor(times.length / 2)];
  const [w, h] = size.replace('in', '').split('x').map(Number);
  return { size, ms, area: w * h, perArea: ms / (w * h), pages: pieces };
}

const rows = [measure('28x22in'), measure('96x96in')];
const pad = (s, n) => String(s).padStart(n);
console.log(`hex board layout (items + impose), ${CELL} hexes, ${GAME}, median of ${RUNS}\n`);
console.log(`${'size'.padEnd(10)}${pad('ms', 10)}${pad('sq in', 8)}${pad('ms/sq in', 10)}${pad('pages', 7)}`);
for (const r of rows) console.log(`${r.size.padEnd(10)}${pad(r.ms.toFixed(1), 10)}${pad(r.area, 8)}${pad(r.perArea.toFixed(4), 10)}${pad(r.pages, 7)}`);
console.log(`\n96x96 / 28x22 per square inch: ${(rows[1].perArea / rows[0].perArea).toFixed(2)}× (target: at most 1.3×)`);
