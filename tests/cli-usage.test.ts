// What the command line does with every word it is given: a value outside a closed set answered in
// one shape with the nearest word, each argument used or refused, files from standard input and from
// a quoted pattern, serve's own arguments, and progress for card images.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as netServer } from 'node:net';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, type Io } from '../src/cli.js';
import { closest } from '../src/data/suggest.js';
import { countProgress } from '../src/progress.js';
import { listen } from '../src/serve/index.js';
import { KIT, ROOT, SHIPS, cli, scratch } from './helpers.js';

const GAMES = 'milk-and-cookies, ironclads, crane, naval-war, beat-to-quarters';
const PRINTABLES = 'boat-record, range-stick, dice-labels, turning-gauge, wind-card, shooting-card, ironclad-record, deflection-gauge, command-card, chart-card, reload-marker, board, damage-chart, firing-card, markers, ship-deck, play-deck, score-sheet, calibrate-duplex, turn-card, ship-data-card, campaign-sheet, reference-card, chips, damage-table, gunnery-card, engagement-card, ship-table, fleet-purchase';
const CRANE_KIT = join(ROOT, 'examples/kits/crane.yaml');

/** Runs the command line with a fake terminal (or not) and standard input holding `stdin`. */
async function runIo(args: string[], o: { tty?: boolean; stdin?: string } = {}) {
  const r = { code: 0, out: [] as string[], err: [] as string[] };
  const io: Io = { out: (s) => r.out.push(s), err: (s) => r.err.push(s), tty: o.tty, stdin: async () => o.stdin ?? '' };
  r.code = await run(args, io);
  return r;
}

/** Exit 2 and exactly this one line on standard error. */
async function refused(args: string[], message: string): Promise<void> {
  const r = await cli(...args);
  expect(r.err, args.join(' ')).toBe(`broadside: ${message}`);
  expect(r.code).toBe(2);
}

describe('the nearest word', () => {
  it('is within a few edits, two letters swapped, or the start of one word alone', () => {
    expect(closest('kti', ['kit', 'make'])).toBe('kit');
    expect(closest('long', ['long-edge', 'short-edge'])).toBe('long-edge');
    expect(closest('milk', GAMES.split(', '))).toBe('milk-and-cookies');
    // the start of several words names none; two letters start nothing
    expect(closest('ship', ['ship-deck', 'ship-table'])).toBeUndefined();
    expect(closest('bo', ['boat-record'])).toBeUndefined();
  });
});

describe('a value outside a closed set on the command line', () => {
  it('is refused in one shape, with the nearest word, for commands, printables, games and formats', async () => {
    await refused(['kti', KIT], 'unknown command "kti"; expected one of kit, make, check, preview, serve, web, list, data, schema, game; did you mean "kit"?');
    await refused(['zebra'], 'unknown command "zebra"; expected one of kit, make, check, preview, serve, web, list, data, schema, game');
    await refused(['wbe'], 'unknown command "wbe"; expected one of kit, make, check, preview, serve, web, list, data, schema, game; did you mean "web"?');
    // the site is a folder of files
    await refused(['web', '--out', '-'], '--out: the site is a folder of files, so it cannot go to standard output; give a folder, e.g. --out site/');
    await refused(['web', '--out', 'site.pdf'], '--out: the site is a folder of files; got "site.pdf", which is not a folder (end it with / to make one, e.g. --out site/)');
    await refused(['make', 'boat-recrd'], `make: unknown printable "boat-recrd"; expected one of ${PRINTABLES}; did you mean "boat-record"?`);
    await refused(['make', 'range-stick', '--game', 'ironclad'], `--game: unknown game "ironclad"; expected one of ${GAMES}; did you mean "ironclads"?`);
    await refused(['check', SHIPS, '--game', 'cran'], `--game: unknown game "cran"; expected one of ${GAMES}; did you mean "crane"?`);
    await refused(['make', 'range-stick', '--format', 'pnj'], '--format: unknown format "pnj"; expected one of pdf, png; did you mean "png"?');
    await refused(['serve', SHIPS, '--printable', 'boat-recrod'], `--printable: unknown printable "boat-recrod"; expected one of ${PRINTABLES}; did you mean "boat-record"?`);
    await refused(['data', 'ironclad'], `data: unknown game "ironclad"; expected one of ${GAMES}; did you mean "ironclads"?`);
    await refused(['data', 'chess'], `data: unknown game "chess"; expected one of ${GAMES}`);
    await refused(['schema', 'kti'], `schema: unknown schema "kti"; expected one of ${GAMES}, kit, convention; did you mean "kit"?`);
  });

  it('is refused so for paper names, and for printable options with a closed set, any case taken', async () => {
    const dir = scratch();
    await refused(['make', 'range-stick', '--paper', 'leter'], '--paper: unknown paper "leter"; expected one of letter, a4, legal, tabloid, a3, or a custom size WxH from 4 in to 60 in a side (e.g. 300x400mm); did you mean "letter"?');
    await refused(['make', 'board', '--game', 'crane', '--grid', 'hexx'], '--grid: unknown grid "hexx"; expected one of square, hex; did you mean "hex"?');
    await refused(['make', 'board', '--game', 'crane', '--orientation', 'pointed'], '--orientation: unknown orientation "pointed"; expected one of flat, pointy; did you mean "pointy"?');
    await refused(['make', 'play-deck', '--game', 'naval-war', '--duplex', 'long'], '--duplex: unknown duplex "long"; expected one of long-edge, short-edge; did you mean "long-edge"?');
    await refused(['make', 'play-deck', '--game', 'naval-war', '--backs', 'nnoe'], '--backs: unknown backs "nnoe"; expected one of interleaved, separate, none; did you mean "none"?');
    await refused(['make', 'range-stick', '--layout', 'per-card'], '--layout: unknown layout "per-card"; expected one of sheet, laminate');
    await refused(['make', 'play-deck', '--game', 'naval-war', '--card-size', 'pokr'], '--card-size: unknown card size "pokr"; expected one of poker, mini, bridge, tarot, or a size WxH (e.g. 63x88mm); did you mean "poker"?');
    await refused(['make', 'range-stick', '--layout', 'laminate', '--pouch', 'leter'], '--pouch: unknown pouch "leter"; expected one of letter, a4, legal, tabloid, a3, or a size WxH (e.g. 4x6in); did you mean "letter"?');
    // a kit's printables are not read yet: a value is refused when no printable takes it
    await refused(['kit', KIT, '--layout', 'per-crad'], '--layout: unknown layout "per-crad"; expected one of sheet, laminate, per-card; did you mean "per-card"?');
    // a size is left to the option, which knows its limits; a name in any case is taken
    await refused(['make', 'range-stick', '--paper', '3x3in'], '--paper: expected letter, a4, legal, tabloid, a3, or a custom size WxH from 4 in to 60 in a side (e.g. 300x400mm), got "3x3in"');
    expect((await cli('make', 'board', '--game', 'Crane', '--grid', 'HEX', '--paper', 'A4', '--out', join(dir, 'b.pdf'))).code).toBe(0);
    expect((await cli('make', 'play-deck', '--game', 'naval-war', '--card-size', 'Poker', '--out', join(dir, 'd.pdf'))).code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['b.pdf', 'd.pdf']);
  });

  it('takes -q for --quiet, and refuses other short flags and --no-X as typed', async () => {
    const dir = scratch();
    const quiet = await runIo(['make', 'range-stick', '-q', '--out', join(dir, 's.pdf')], { tty: true });
    expect([quiet.code, quiet.err]).toEqual([0, []]);
    await refused(['make', 'range-stick', '-x'], '-x: not an option; the short flags are -h (--help), -o (--out) and -q (--quiet)');
    await refused(['make', 'range-stick', '-ofile.pdf'], '-ofile.pdf: not an option; the short flags are -h (--help), -o (--out) and -q (--quiet); give a flag\'s value after a space: -o file.pdf');
    await refused(['check', SHIPS, '-q'], '-q: not an option; see --help');
    await refused(['make', 'range-stick', '--no-color'], '--no-color: not an option of range-stick (its options: --layout, --pouch, --rounded)');
    await refused(['make', 'range-stick', '--no-rouned'], '--no-rouned: not an option of range-stick (its options: --layout, --pouch, --rounded); did you mean --no-rounded?');
    await refused(['kit', KIT, '--no-color'], '--no-color: not an option; see --help');
    // --no-X turns an on/off option off
    expect((await cli('make', 'play-deck', '--game', 'naval-war', '--no-rounded', '--out', join(dir, 'd.pdf'))).code).toBe(0);
  });

  it('names what a command needs when it is left out', async () => {
    await refused(['kit'], 'kit: name the kit files to build (- reads one from standard input)');
    await refused(['make'], 'make: name the printable to make; broadside list shows them');
    await refused(['serve'], 'serve: name the kit file to preview (or a ship file, with --printable)');
    await refused(['data'], `data: name the game: ${GAMES}`);
  });
});

describe('every argument used or refused', () => {
  it('builds several kit files, a PDF each into the --out folder', async () => {
    const dir = scratch();
    const r = await cli('kit', KIT, CRANE_KIT, '--out', dir);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe(`${join(dir, 'milk-and-cookies.pdf')} (10 pages)\n${join(dir, 'crane.pdf')} (14 pages)`);
    expect(readdirSync(dir).sort()).toEqual(['crane.pdf', 'milk-and-cookies.pdf']);
  });

  it('refuses one --out file, standard output, a convention or one name twice for several kits; nothing is written', async () => {
    const dir = scratch();
    await refused(['kit', KIT, CRANE_KIT, '--out', join(dir, 'all.pdf')], `--out: 2 kit files write a PDF each into a folder; got "${join(dir, 'all.pdf')}", which is not a folder (end it with / to make one, e.g. --out out/)`);
    await refused(['kit', KIT, CRANE_KIT, '--out', '-'], '--out: 2 kit files write a PDF each into a folder, so it cannot go to standard output; give a folder, e.g. --out out/');
    const convention = join(ROOT, 'examples/convention.yaml');
    await refused(['kit', KIT, convention, '--out', dir], `${convention}: a convention file writes a folder of PDFs of its own; build it alone (broadside kit ${convention})`);
    mkdirSync(join(dir, 'b'));
    writeFileSync(join(dir, 'b', 'milk-and-cookies.yaml'), readFileSync(KIT, 'utf8'));
    await refused(['kit', KIT, join(dir, 'b', 'milk-and-cookies.yaml'), '--out', dir], `${KIT} and ${join(dir, 'b', 'milk-and-cookies.yaml')} would both write ${join(dir, 'milk-and-cookies.pdf')}; build them one at a time, each with its own --out`);
    expect(readdirSync(dir)).toEqual(['b']);
  });

  it('builds every good kit of several though one is bad, says the bad one\'s problems, and exits 2', async () => {
    const dir = scratch();
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, 'game: milk-and-cookies\nprint:\n  range-stik: 2\n');
    const r = await runIo(['kit', bad, KIT, '--out', join(dir, 'out')]);
    expect(r.code).toBe(2);
    expect(r.out).toEqual([`${join(dir, 'out', 'milk-and-cookies.pdf')} (10 pages)`]);
    expect(r.err).toEqual([
      `broadside: ${bad}:3:3: print.range-stik: not a printable of milk-and-cookies; expected one of: boat-record, range-stick, dice-labels, turning-gauge, wind-card, shooting-card; did you mean "range-stick"?`,
      'broadside: 1 of 2 kit files with problems',
    ]);
    expect(readdirSync(join(dir, 'out'))).toEqual(['milk-and-cookies.pdf']);
  });

  it('refuses arguments make and serve do not use', async () => {
    await refused(['make', 'range-stick', 'a', 'b', 'c'], 'make: unexpected arguments "a" "b" "c"; make prints one printable; to print several, list them in a kit file\'s print: and run broadside kit FILE');
    await refused(['make', 'range-stick', 'dice-labels'], 'make: unexpected argument "dice-labels"; make prints one printable; to print several, list them in a kit file\'s print: and run broadside kit FILE');
    await refused(['serve', KIT, CRANE_KIT], `serve: unexpected argument "${CRANE_KIT}"; serve previews one kit file (or one ship file with --printable)`);
    await refused(['list', 'games'], 'list: unexpected argument "games"; see broadside list --help');
  });

  it('expands * and ? in a quoted file name, sorted, and says when nothing matches', async () => {
    const r = await cli('check', 'examples/ships/*.yaml', 'examples/kits/c?ane.yaml');
    expect(r.code, r.err).toBe(0);
    expect(r.out.split('\n').map((l) => l.split(':')[0])).toEqual(['beat-to-quarters', 'crane', 'ironclads', 'milk-and-cookies', 'naval-war'].map((g) => `examples/ships/${g}.yaml`).concat('examples/kits/crane.yaml'));
    await refused(['check', 'examples/ships/*.yml'], 'examples/ships/*.yml: no file matches');
    await refused(['check', 'examples/*/crane.yaml'], 'examples/*/crane.yaml: * and ? are matched here in a file\'s name only; let the shell expand the folders (leave out the quotes)');
    const dir = scratch();
    const kits = await cli('kit', join(ROOT, 'examples/kits/*.yaml'), '--out', dir);
    expect(kits.code, kits.err).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['beat-to-quarters.pdf', 'crane.pdf', 'ironclads.pdf', 'milk-and-cookies.pdf', 'naval-war.pdf']);
  });

  it('reads a kit file from standard input for kit -, its ships: path from the current folder', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'fleet.yaml'), readFileSync(SHIPS, 'utf8'));
    const kit = 'title: From a pipe\ngame: milk-and-cookies\nships: fleet.yaml\nprint:\n  boat-record: 1\n';
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/broadside.js'), 'kit', '-', '--out', 'pdfs/'], { cwd: dir, input: kit, env: { ...process.env, BROADSIDE_CODE_CACHE: '0' } });
    expect(r.stderr.toString()).toBe('');
    expect(r.stdout.toString()).toBe(`${join('pdfs', 'stdin.pdf')} (5 pages)\n`);
    expect(r.status).toBe(0);
    expect(readFileSync(join(dir, 'pdfs', 'stdin.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reads standard input once only', async () => {
    const r = await runIo(['check', '-', '-'], { stdin: readFileSync(SHIPS, 'utf8') });
    expect([r.code, r.err]).toEqual([2, ['broadside: -: standard input can be read once; give - once']]);
  });
});

describe('serve\'s arguments', () => {
  it('asks for --printable on a ship file, naming its game\'s aids', async () => {
    await refused(['serve', SHIPS], `${SHIPS} is a ship file: name the aid to preview with --printable, e.g. --printable boat-record; its game's aids: boat-record, range-stick, dice-labels, turning-gauge, wind-card, shooting-card`);
    const csv = join(scratch(), 'fleet.csv');
    writeFileSync(csv, 'game,name,side,size\ncrane,Ajax,red,large\n');
    await refused(['serve', csv, '--port', '0'], `${csv} is a ship file: name the aid to preview with --printable, e.g. --printable damage-chart; its game's aids: board, damage-chart, wind-card, firing-card, markers`);
  });

  it('refuses a --port in use, and takes the next free one when none was named', async () => {
    const blocker = netServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const busy = (blocker.address() as { port: number }).port;
    const server = createServer();
    try {
      await refused(['serve', KIT, '--port', String(busy)], `--port ${busy}: the port is in use; choose another or leave --port out to take the next free one`);
      await expect(listen(server, busy, true)).rejects.toThrow(`--port ${busy}: the port is in use`);
      expect(await listen(server, busy, false)).toBeGreaterThan(busy);
    } finally {
      server.close();
      blocker.close();
    }
  });
});

describe('progress of card images', () => {
  it('counts images in tens and at the last, on a terminal only', async () => {
    const lines: string[] = [];
    const tick = countProgress('png', 25, (l) => lines.push(l));
    for (let n = 1; n <= 25; n++) tick(n);
    expect(lines).toEqual(['png 10/25', 'png 20/25', 'png 25/25']);
    const dir = scratch();
    const deck = join(dir, 'deck.yaml');
    writeFileSync(deck, 'cards:\n  - { kind: salvo, gun: 16, hits: 2, count: 6 }\n');
    const args = ['make', 'play-deck', '--game', 'naval-war', '--deck', deck, '--format', 'png', '--out', join(dir, 'png/')];
    const r = await runIo(args, { tty: true });
    expect(r.code, r.err.join('\n')).toBe(0);
    expect(r.err).toEqual(['play-deck 1/1 (12 pages)', 'play-deck: page 11/12', 'png 10/12', 'png 12/12']);
    // quiet, or off a terminal: not a line (a deck of two faces is enough to see none)
    writeFileSync(deck, 'cards:\n  - { kind: salvo, gun: 16, hits: 2, count: 1 }\n');
    for (const [extra, tty] of [[['-q'], true], [[], false]] as const) {
      const quiet = await runIo([...args, ...extra], { tty });
      expect([quiet.code, quiet.err]).toEqual([0, []]);
      // the first run's images beyond these two are left as they were, and named
      expect(quiet.out).toEqual([`${join(dir, 'png/')} (2 images; 10 images of an earlier set left as they were: play-deck-002-back.png, play-deck-002-front.png, play-deck-003-back.png, …)`]);
    }
  }, 30_000);
});

describe('broadside web', () => {
  it('writes the site into a new folder, refuses one holding a file of its own names it did not write, and replaces its own earlier site', async () => {
    const dir = scratch();
    const mine = join(dir, 'mine');
    mkdirSync(mine);
    writeFileSync(join(mine, 'index.html'), '<p>my own page</p>');
    const refusedRun = await cli('web', '--out', mine);
    expect(refusedRun.code).toBe(2);
    expect(refusedRun.err.trim()).toBe(`broadside: --out: ${mine} holds "index.html", which broadside web did not write; give a new or empty folder, so that nothing there is replaced`);
    expect(readdirSync(mine)).toEqual(['index.html']);
    expect(readFileSync(join(mine, 'index.html'), 'utf8')).toBe('<p>my own page</p>');

    const site = join(dir, 'site');
    const first = await cli('web', '--out', site);
    expect(first.code, first.err).toBe(0);
    const record = JSON.parse(readFileSync(join(site, '.broadside-site.json'), 'utf8'));
    expect(Object.keys(record.files)).toContain('index.html');
    expect(record.files['engine.js']).toBe(createHash('sha256').update(readFileSync(join(site, 'engine.js'))).digest('hex'));
    // a file an earlier version wrote and this one does not is removed; a file of someone else's stays
    writeFileSync(join(site, 'old.js'), 'an earlier version\'s');
    record.files['old.js'] = createHash('sha256').update('an earlier version\'s').digest('hex');
    // one it wrote and the user changed since is left, and said
    writeFileSync(join(site, 'changed.js'), 'changed by hand');
    record.files['changed.js'] = createHash('sha256').update('as written').digest('hex');
    writeFileSync(join(site, '.broadside-site.json'), JSON.stringify(record));
    writeFileSync(join(site, 'CNAME'), 'fleet.example.org');
    const again = await cli('web', '--out', site);
    expect(again.code, again.err).toBe(0);
    expect(again.out).toMatch(/; removed 1 file an earlier run wrote that this one does not: old\.js; left as found 1 file of the folder's record, changed since written \(or not a file, or behind a link\): changed\.js; serve the folder/);
    expect(readFileSync(join(site, 'changed.js'), 'utf8')).toBe('changed by hand');
    expect(readdirSync(site)).not.toContain('old.js');
    expect(readFileSync(join(site, 'CNAME'), 'utf8')).toBe('fleet.example.org');
  });
});
