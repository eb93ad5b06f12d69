// npm run bench: each example kit built cold through the CLI beside its floor — the same primitives
// replayed with plain pdfkit (bench/record.js, bench/replay.js) — in alternating runs, so both see
// the same machine. Then the page-count and board-area cases. Medians of BENCH_RUNS (default 5).
// The floors and the peer run with the V8 setting that broadside's command gives itself
// (bin/tiering.js), so a ratio compares code with code, not V8 settings.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { TIERING } from '../bin/tiering.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// BENCH_ONLY=kits,cold,peer,cases,own,convention,convention-3000,boards,serve,web runs only those parts
const ONLY = process.env.BENCH_ONLY?.split(',');
const part = (name) => !ONLY || ONLY.includes(name);
const OUT = 'out/bench';
mkdirSync(OUT, { recursive: true });
const KITS = ['milk-and-cookies', 'ironclads', 'crane', 'naval-war', 'beat-to-quarters'];

function once(args) {
  const t = process.hrtime.bigint();
  const v8 = args[0] === 'bin/broadside.js' ? [] : [TIERING];
  const r = spawnSync(process.execPath, [...v8, '--import', './bench/probe.js', ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const wall = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
  const m = /BENCH_MAXRSS_KB=(\d+) BENCH_CPU_US=(\d+)/.exec(r.stderr);
  return { wall, cpu: Number(m[2]) / 1000, rss: Number(m[1]) / 1024 };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pagesOf = (pdf) => (readFileSync(pdf, 'latin1').match(/\/Type \/Page\b/g) ?? []).length;

/** Runs each case RUNS times, the cases taking turns, and reports medians. */
function measure(cases) {
  const samples = cases.map(() => []);
  for (let i = 0; i < RUNS; i++) cases.forEach((c, k) => samples[k].push(once(c.args)));
  return cases.map((c, k) => ({
    ...c,
    wall: median(samples[k].map((s) => s.wall)),
    cpu: median(samples[k].map((s) => s.cpu)),
    rss: Math.max(...samples[k].map((s) => s.rss)),
    pages: pagesOf(c.pdf),
    bytes: statSync(c.pdf).size,
  }));
}

// 1,000 boat records: the largest fleet a file holds (40 boats), 25 copies each
const FLEET = `${OUT}/fleet-40.yaml`;
writeFileSync(FLEET, ['game: milk-and-cookies', 'ships:', ...Array.from({ length: 40 }, (_, i) => `  - { name: Boat ${i + 1}, side: ${'AB'[i % 2]}, guns: ${2 + (i % 5)} }`)].join('\n') + '\n');

const pad = (s, n) => String(s).padStart(n);
const fmt = (x) => x.toFixed(0);

if (part('kits')) {
// the recordings the floor replays (made in-process, not timed)
for (const kit of KITS) {
  const r = spawnSync(process.execPath, ['bench/record.js', `examples/kits/${kit}.yaml`, `${OUT}/${kit}.rec.json`], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`recording ${kit} failed: ${r.stderr}`);
}

console.log(`${RUNS} cold runs each, median; broadside and its floor alternate\n`);
console.log(`${'kit'.padEnd(18)}${pad('wall ms', 9)}${pad('CPU ms', 8)}${pad('pages', 7)}${pad('bytes', 10)}${pad('peak MB', 9)} │${pad('floor CPU', 10)}${pad('bytes', 10)}${pad('MB', 6)} │${pad('CPU ×', 7)}${pad('bytes ×', 9)}`);
const kitRows = [];
for (const kit of KITS) {
  const [b, f] = measure([
    { args: ['bin/broadside.js', 'kit', `examples/kits/${kit}.yaml`, '--out', `${OUT}/`], pdf: `${OUT}/${kit}.pdf` },
    { args: ['bench/replay.js', `${OUT}/${kit}.rec.json`, `${OUT}/${kit}.floor.pdf`], pdf: `${OUT}/${kit}.floor.pdf` },
  ]);
  kitRows.push([b, f]);
  console.log(`${kit.padEnd(18)}${pad(fmt(b.wall), 9)}${pad(fmt(b.cpu), 8)}${pad(b.pages, 7)}${pad(b.bytes, 10)}${pad(fmt(b.rss), 9)} │${pad(fmt(f.cpu), 10)}${pad(f.bytes, 10)}${pad(fmt(f.rss), 6)} │${pad((b.cpu / f.cpu).toFixed(2), 7)}${pad((b.bytes / f.bytes).toFixed(2), 9)}`);
}
const sum = (k, i) => kitRows.reduce((a, r) => a + r[i][k], 0);
console.log(`${'all five'.padEnd(18)}${pad(fmt(sum('wall', 0)), 9)}${pad(fmt(sum('cpu', 0)), 8)}${pad(sum('pages', 0), 7)}${pad(sum('bytes', 0), 10)}${pad('', 9)} │${pad(fmt(sum('cpu', 1)), 10)}${pad(sum('bytes', 1), 10)}${pad('', 6)} │${pad((sum('cpu', 0) / sum('cpu', 1)).toFixed(2), 7)}${pad((sum('bytes', 0) / sum('bytes', 1)).toFixed(2), 9)}`);
console.log('targets: the five kits ≤ 1.00× the floor\'s CPU; bytes ≤ 1.00×');
const [mc, mcFloor] = kitRows[0];
console.log(`cold npm start (the milk-and-cookies kit): ${fmt(mc.cpu)} ms CPU, ${fmt(mc.wall)} ms wall, ${(mc.cpu / mcFloor.cpu).toFixed(2)}× its floor's CPU (target ≤ 1.30×)\n`);
}

// cold start: the default kit beside Node + pdfkit + one page of embedded-font text (bench/one-page.js)
if (part('cold')) {
  const [kit, page] = measure([
    { args: ['bin/broadside.js', 'kit', 'examples/kits/milk-and-cookies.yaml', '--out', `${OUT}/`], pdf: `${OUT}/milk-and-cookies.pdf` },
    { args: ['bench/one-page.js', `${OUT}/one-page.pdf`], pdf: `${OUT}/one-page.pdf` },
  ]);
  console.log(`cold default kit: ${fmt(kit.cpu)} ms CPU; Node + pdfkit + one page: ${fmt(page.cpu)} ms; ${(kit.cpu / page.cpu).toFixed(2)}× (target ≤ 1.6×)\n`);
}

if (part('peer')) {
// the peer: pdfmake drawing the same boat-record sheets (bench/peer-record.js), in the same run
const peerRows = [];
for (const boats of [100, 500]) {
  const ships = `${OUT}/fleet-${boats}.yaml`;
  writeFileSync(ships, ['game: milk-and-cookies', 'ships:', ...Array.from({ length: boats }, (_, i) => `  - { name: Boat ${i + 1}, side: ${'AB'[i % 2]}, guns: ${2 + (i % 5)} }`)].join('\n') + '\n');
  const r = spawnSync(process.execPath, ['bench/peer-record.js', ships, `${OUT}/peer-${boats}.json`], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`the peer's document for ${boats} boats failed: ${r.stderr}`);
  peerRows.push([boats, ...measure([
    { args: ['bin/broadside.js', 'make', 'boat-record', '--ships', ships, '--out', `${OUT}/records-${boats}.pdf`], pdf: `${OUT}/records-${boats}.pdf` },
    { args: ['bench/peer-pdfmake.js', `${OUT}/peer-${boats}.json`, `${OUT}/peer-${boats}.pdf`], pdf: `${OUT}/peer-${boats}.pdf` },
  ])]);
}
console.log(`${'boat records'.padEnd(18)}${pad('wall ms', 9)}${pad('CPU ms', 8)}${pad('pages', 7)}${pad('bytes', 10)}${pad('peak MB', 9)} │${pad('pdfmake CPU', 12)}${pad('pages', 7)}${pad('bytes', 10)}${pad('MB', 6)} │${pad('CPU ×', 7)}`);
for (const [boats, b, p] of peerRows) console.log(`${`${boats} boats`.padEnd(18)}${pad(fmt(b.wall), 9)}${pad(fmt(b.cpu), 8)}${pad(b.pages, 7)}${pad(b.bytes, 10)}${pad(fmt(b.rss), 9)} │${pad(fmt(p.cpu), 12)}${pad(p.pages, 7)}${pad(p.bytes, 10)}${pad(fmt(p.rss), 6)} │${pad((b.cpu / p.cpu).toFixed(2), 7)}`);
console.log('target: boat records ≤ 0.90× pdfmake\'s CPU\n');
}

if (part('cases')) {
const more = measure([
  { label: '1,000 boat records', args: ['bin/broadside.js', 'make', 'boat-record', '--ships', FLEET, '--count', '25', '--out', `${OUT}/records-1000.pdf`], pdf: `${OUT}/records-1000.pdf` },
  { label: '36x48 in hex board, 1 in hexes', args: ['bin/broadside.js', 'make', 'board', '--grid', 'hex', '--cell', '1in', '--size', '36x48in', '--numbers', '--out', `${OUT}/hex-board.pdf`], pdf: `${OUT}/hex-board.pdf` },
  { label: 'play deck per card, 1/8 in bleed', args: ['bin/broadside.js', 'make', 'play-deck', '--game', 'naval-war', '--layout', 'per-card', '--bleed', '0.125in', '--out', `${OUT}/play-deck-per-card.pdf`], pdf: `${OUT}/play-deck-per-card.pdf` },
  { label: 'crane board full size, bleed', args: ['bin/broadside.js', 'make', 'board', '--game', 'crane', '--full-size', '--out', `${OUT}/board-full-size.pdf`], pdf: `${OUT}/board-full-size.pdf` },
]);
console.log(`${'case'.padEnd(34)}${pad('wall ms', 9)}${pad('CPU ms', 8)}${pad('pages', 7)}${pad('bytes', 10)}${pad('peak MB', 9)}`);
for (const r of more) console.log(`${r.label.padEnd(34)}${pad(fmt(r.wall), 9)}${pad(fmt(r.cpu), 8)}${pad(r.pages, 7)}${pad(r.bytes, 10)}${pad(fmt(r.rss), 9)}`);
console.log(`1,000 boat records: ${fmt(more[0].rss)} MB peak (target < 200 MB)\n`);
}

// a game of one's own, cold: a card for each of 8 ships from a 12-column workbook with its game file,
// beside the ship data cards of 8 Beat to Quarters ships
if (part('own')) {
  const XLSX = await import('@e965/xlsx');
  const { parse } = await import('csv-parse/sync');
  const rows = parse(readFileSync('tests/fixtures/game-new/sail.csv', 'utf8')).slice(0, 9);
  const typed = rows.map((row, r) => row.map((cell) => (r > 0 && /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell === '' ? null : cell)));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(typed), 'Ships');
  writeFileSync(`${OUT}/sail-8.xlsx`, XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }));
  rmSync(`${OUT}/sail.yaml`, { force: true });
  const made = spawnSync(process.execPath, ['bin/broadside.js', 'game', 'new', `${OUT}/sail-8.xlsx`, '--out', `${OUT}/sail.yaml`], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`game new failed: ${made.stderr}`);
  const btq = readFileSync('examples/ships/beat-to-quarters.yaml', 'utf8').split('\n');
  const firstShip = btq.findIndex((l) => l.startsWith('  - '));
  writeFileSync(`${OUT}/btq-8.yaml`, [...btq.slice(0, firstShip), ...btq.slice(firstShip).filter((l) => l.startsWith('  - ')).slice(0, 8)].join('\n') + '\n');
  const [own, sdc] = measure([
    { args: ['bin/broadside.js', 'make', 'ship-card', '--ships', `${OUT}/sail-8.xlsx`, '--game', `${OUT}/sail.yaml`, '--out', `${OUT}/own-cards.pdf`], pdf: `${OUT}/own-cards.pdf` },
    { args: ['bin/broadside.js', 'make', 'ship-data-card', '--ships', `${OUT}/btq-8.yaml`, '--out', `${OUT}/btq-cards.pdf`], pdf: `${OUT}/btq-cards.pdf` },
  ]);
  console.log(`${'a game of your own (8 ships)'.padEnd(34)}${pad('wall ms', 9)}${pad('CPU ms', 8)}${pad('pages', 7)}${pad('bytes', 10)}${pad('peak MB', 9)}`);
  for (const [label, r] of [['ship-card, 12-column XLSX', own], ['ship-data-card, Beat to Quarters', sdc]]) console.log(`${label.padEnd(34)}${pad(fmt(r.wall), 9)}${pad(fmt(r.cpu), 8)}${pad(r.pages, 7)}${pad(r.bytes, 10)}${pad(fmt(r.rss), 9)}`);
  console.log(`a game of your own, cold: ${(own.cpu / sdc.cpu).toFixed(2)}× the CPU of Beat to Quarters' ship data cards (target ≤ 1.30×)\n`);
}

if (part('convention')) {
// the reference workload: the example convention, every table of all five games
const CONV = `${OUT}/convention`;
const [conv] = measure([{ args: ['bin/broadside.js', 'kit', 'examples/convention.yaml', '--out', CONV, '--quiet'], pdf: `${CONV}/index.pdf` }]);
const convPdfs = readdirSync(CONV).filter((f) => f.endsWith('.pdf')).map((f) => `${CONV}/${f}`);
const convPages = convPdfs.reduce((n, f) => n + pagesOf(f), 0);
const convBytes = convPdfs.reduce((n, f) => n + statSync(f).size, 0);
console.log(`${'convention (reference)'.padEnd(34)}${pad('wall ms', 9)}${pad('CPU ms', 8)}${pad('PDFs', 6)}${pad('pages', 7)}${pad('bytes', 10)}${pad('peak MB', 9)}`);
console.log(`${'examples/convention.yaml'.padEnd(34)}${pad(fmt(conv.wall), 9)}${pad(fmt(conv.cpu), 8)}${pad(convPdfs.length, 6)}${pad(convPages, 7)}${pad(convBytes, 10)}${pad(fmt(conv.rss), 9)}\n`);
}

// a large convention: 3,000 boats over ten Milk and Cookies tables, each a packet per side; each
// packet is drawn and let go before the next, so the peak is one packet's, not the convention's
if (part('convention-3000')) {
  const dir = `${OUT}/conv-3000`;
  mkdirSync(dir, { recursive: true });
  const tables = Array.from({ length: 10 }, (_, t) => {
    const ships = `${dir}/ships-${t + 1}.yaml`;
    writeFileSync(ships, ['game: milk-and-cookies', 'ships:', ...Array.from({ length: 300 }, (_, i) => `  - { name: Boat ${t + 1}-${i + 1}, side: ${'AB'[i % 2]}, guns: ${2 + (i % 5)} }`)].join('\n') + '\n');
    const kit = `${dir}/kit-${t + 1}.yaml`;
    writeFileSync(kit, `title: Table ${t + 1}\ngame: milk-and-cookies\nships: ships-${t + 1}.yaml\nprint: { boat-record: 1, range-stick: 4, dice-labels: 10, turning-gauge: 4, wind-card: 2, shooting-card: 2 }\n`);
    return `  - { name: Table ${t + 1}, kit: kit-${t + 1}.yaml, packets: side }`;
  });
  writeFileSync(`${dir}/convention.yaml`, ['title: 3,000 boats', 'paper: letter', 'tables:', ...tables].join('\n') + '\n');
  const out = `${dir}/out`;
  const [big] = measure([{ args: ['bin/broadside.js', 'kit', `${dir}/convention.yaml`, '--out', out, '--quiet'], pdf: `${out}/index.pdf` }]);
  const pdfs = readdirSync(out).filter((f) => f.endsWith('.pdf')).map((f) => `${out}/${f}`);
  console.log(`${'3,000-boat convention'.padEnd(34)}${pad(fmt(big.wall), 9)}${pad(fmt(big.cpu), 8)}${pad(pdfs.length, 6)}${pad(pdfs.reduce((n, f) => n + pagesOf(f), 0), 7)}${pad(pdfs.reduce((n, f) => n + statSync(f).size, 0), 10)}${pad(fmt(big.rss), 9)}`);
  console.log('target: ≤ 160 MB peak\n');
}

if (part('boards')) {
// board layout against board area, in-process (bench/board-layout.js)
const boards = spawnSync(process.execPath, ['bench/board-layout.js'], { encoding: 'utf8' });
if (boards.status !== 0) throw new Error(`board layout failed: ${boards.stderr}`);
console.log(boards.stdout.trim());
}

// the live preview: save to new pages in the one warm process (bench/serve.js)
if (part('serve')) {
  const live = spawnSync(process.execPath, ['bench/serve.js'], { encoding: 'utf8' });
  if (live.status !== 0) throw new Error(`serve bench failed: ${live.stderr}`);
  console.log(live.stdout.trim());
}

// the static site's transfer (bench/web.js)
if (part('web')) {
  const site = spawnSync(process.execPath, ['bench/web.js'], { encoding: 'utf8' });
  if (site.status !== 0) throw new Error(`web bench failed: ${site.stderr}`);
  console.log(site.stdout.trim());
}
