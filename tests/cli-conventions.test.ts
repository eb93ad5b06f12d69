// The command line's conventions: --version and -h, "did you mean", one --out rule, several files
// and standard input, progress only on a terminal, --templates and --data checked, yargs' traps.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { run, type Io } from '../src/cli.js';
import { gameById } from '../src/games/registry.js';
import { inch } from '../src/units.js';
import { KIT, ROOT, SHIPS, cli, elements, make, scratch } from './helpers.js';

interface Ran { code: number; out: string[]; err: string[]; stdout: Buffer }

/** Runs the command line with a fake terminal (or not) and standard input holding `stdin`. */
async function runIo(args: string[], o: { tty?: boolean; stdin?: string } = {}): Promise<Ran> {
  const r: Ran = { code: 0, out: [], err: [], stdout: Buffer.alloc(0) };
  const io: Io = {
    out: (s) => r.out.push(s), err: (s) => r.err.push(s), tty: o.tty,
    stdout: (d) => void (r.stdout = Buffer.concat([r.stdout, d])),
    stdin: async () => o.stdin ?? '',
  };
  r.code = await run(args, io);
  return r;
}

const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const CONVENTION = join(ROOT, 'examples/convention.yaml');

describe('version and help', () => {
  it('prints the package version for --version and -v', async () => {
    for (const flag of ['--version', '-v']) {
      const r = await cli(flag);
      expect(r.code).toBe(0);
      expect(r.out).toBe(VERSION);
      expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
    }
  });

  it('prints help for -h as for --help, on every command', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      for (const cmd of ['kit', 'make', 'check', 'preview', 'list', 'data']) {
        log.mockClear();
        expect((await cli(cmd, '-h')).code).toBe(0);
        expect(log.mock.calls.flat().join('\n')).toContain(`broadside ${cmd}`);
      }
    } finally {
      log.mockRestore();
    }
  });
});

describe('did you mean', () => {
  it('suggests the command meant, and lists them when none is near', async () => {
    const r = await cli('kti', KIT);
    expect(r.code).toBe(2);
    expect(r.err).toBe('broadside: unknown command "kti"; expected one of kit, make, check, preview, serve, web, list, data, schema, game; did you mean "kit"?');
    expect((await cli('chek', SHIPS)).err).toContain('did you mean "check"?');
    expect((await cli('zebra')).err).toBe('broadside: unknown command "zebra"; expected one of kit, make, check, preview, serve, web, list, data, schema, game');
  });

  it('suggests the flag meant, on make and kit', async () => {
    const dir = scratch();
    const made = await cli('make', 'range-stick', '--ppaer', 'a4', '--out', join(dir, 'x.pdf'));
    expect(made.code).toBe(2);
    expect(made.err).toMatch(/--ppaer: not an option of range-stick .*; did you mean --paper\?/);
    const kit = await cli('kit', KIT, '--ppaer', 'a4', '--out', dir);
    expect(kit.code).toBe(2);
    expect(kit.err).toBe('broadside: --ppaer: not an option; did you mean --paper?');
    // a printable option among all printables' options
    expect((await cli('kit', KIT, '--ful-size', '--out', dir)).err).toContain('did you mean --full-size?');
    expect((await cli('check', SHIPS, '--gmae', 'crane')).err).toContain('did you mean --game?');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('says which printables take an option no printable of the kit takes', async () => {
    const r = await cli('kit', KIT, '--grid', 'hex', '--out', scratch());
    expect(r.code).toBe(2);
    expect(r.err).toBe('broadside: --grid: no printable in this kit takes it (it prints boat-record, range-stick, dice-labels, turning-gauge, wind-card, shooting-card); --grid is an option of board');
  });
});

describe('--out', () => {
  it('writes a .pdf name, and <name>.pdf into a folder (ending in /, existing, or with no extension); -o is --out', async () => {
    const dir = scratch();
    mkdirSync(join(dir, 'there'));
    const cases: [string[], string][] = [
      [['make', 'range-stick', '--out', join(dir, 'a.pdf')], join(dir, 'a.pdf')],
      [['make', 'range-stick', '-o', join(dir, 'new') + '/'], join(dir, 'new', 'range-stick.pdf')],
      [['make', 'range-stick', '--out', join(dir, 'there')], join(dir, 'there', 'range-stick.pdf')],
      [['make', 'range-stick', '--out', join(dir, 'plain')], join(dir, 'plain', 'range-stick.pdf')],
      [['kit', KIT, '-o', join(dir, 'k.pdf')], join(dir, 'k.pdf')],
      [['kit', KIT, '--out', join(dir, 'there')], join(dir, 'there', 'milk-and-cookies.pdf')],
    ];
    for (const [args, file] of cases) {
      const r = await cli(...args);
      expect(r.code, args.join(' ')).toBe(0);
      // the kit's sticks and dice labels share a page: 10 pages
      expect(r.out).toBe(`${file} (${args[0] === 'kit' ? '10 pages' : '1 page'})`);
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('writes the PDF to standard output for -, and nothing else there', async () => {
    const dir = scratch();
    expect((await cli('make', 'range-stick', '--out', join(dir, 'a.pdf'))).code).toBe(0);
    const r = await runIo(['make', 'range-stick', '--out', '-']);
    expect(r.code).toBe(0);
    expect(r.out).toEqual([]);
    expect(r.err).toEqual(['standard output (1 page)']);
    expect(r.stdout.equals(readFileSync(join(dir, 'a.pdf')))).toBe(true);
    const quiet = await runIo(['make', 'range-stick', '--out', '-', '--quiet']);
    expect(quiet.err).toEqual([]);
    expect(quiet.stdout.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses another extension, naming those it writes; nothing is written', async () => {
    const dir = scratch();
    for (const args of [['make', 'range-stick'], ['kit', KIT]]) {
      for (const name of ['x.png', 'x.txt']) {
        const r = await cli(...args, '--out', join(dir, name));
        expect(r.code).toBe(2);
        expect(r.err).toContain(`--out: "${join(dir, name)}" ends in ${name.slice(1)}; this writes a .pdf file`);
      }
    }
    expect((await cli('make', 'range-stick', '--out', 'x.png')).err).toContain('or a .svg file');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes only a folder for a convention file and for --format png', async () => {
    const dir = scratch();
    const named = await cli('kit', CONVENTION, '--out', join(dir, 'all.pdf'));
    expect(named.code).toBe(2);
    expect(named.err).toContain('--out: a convention file writes a PDF per table and index.pdf into a folder; got');
    const dash = await cli('kit', CONVENTION, '--out', '-');
    expect(dash.code).toBe(2);
    expect(dash.err).toContain('cannot go to standard output');
    expect((await cli('make', 'play-deck', '--game', 'naval-war', '--format', 'png', '--out', '-')).err).toContain('--format png writes one image per card face into a folder, so it cannot go to standard output');
    expect(readdirSync(dir)).toEqual([]);
  });
});

const BAD_SHIPS = 'game: milk-and-cookies\nships:\n  - { name: Armada, side: C, guns: 20 }\n';

describe('check of several files, and standard input', () => {
  it('checks every file, one line each, reports every bad file\'s problems, and exits 2', async () => {
    const dir = scratch();
    const bad = join(dir, 'bad.yaml');
    const worse = join(dir, 'worse.yaml');
    writeFileSync(bad, BAD_SHIPS);
    writeFileSync(worse, 'game: milk-and-cookies\nships: [ {name: X, side: A, guns: 1}\n');
    const r = await runIo(['check', SHIPS, bad, KIT, worse]);
    expect(r.code).toBe(2);
    expect(r.out).toEqual([
      `${SHIPS}: ok: 12 ships for milk-and-cookies`,
      `${bad}: 2 problems`,
      `${KIT}: ok: kit "Milk and Cookies convention kit" for milk-and-cookies, 12 ships, 6 print entries (23 in all)`,
      `${worse}: 1 problem`,
    ]);
    expect(r.err[0]).toMatch(/^broadside: \S*\/bad\.yaml:3:27: ships\[0\]\.side: expected one of "A", "B", got "C"$/);
    expect(r.err[1]).toMatch(/^broadside: \S*\/bad\.yaml:3:36: ships\[0\]\.guns: expected a whole number from 0 to 12, got 20$/);
    expect(r.err[2]).toMatch(/^broadside: \S*\/worse\.yaml:\d+:\d+: malformed YAML/);
    expect(r.err.at(-1)).toBe('broadside: 2 of 4 files with problems');
    expect((await runIo(['check', SHIPS, KIT])).code).toBe(0);
  });

  it('reads a file from standard input for check - and make --ships -, naming it <stdin>', async () => {
    const bad = await runIo(['check', '-'], { stdin: BAD_SHIPS });
    expect(bad.code).toBe(2);
    expect(bad.err[0]).toBe('broadside: <stdin>:3:27: ships[0].side: expected one of "A", "B", got "C"');
    const good = await runIo(['check', '-'], { stdin: readFileSync(SHIPS, 'utf8') });
    expect(good.out).toEqual(['<stdin>: ok: 12 ships for milk-and-cookies']);
    const json = await runIo(['check', '-'], { stdin: JSON.stringify({ game: 'crane', ships: [{ name: 'Ajax', side: 'red', size: 'large' }] }) });
    expect(json.out).toEqual(['<stdin>: ok: 1 ships for crane']);
    // the same ships from a file and from standard input give the same PDF
    const dir = scratch();
    expect((await cli('make', 'boat-record', '--ships', SHIPS, '--out', join(dir, 'file.pdf'))).code).toBe(0);
    const piped = await runIo(['make', 'boat-record', '--ships', '-', '--out', join(dir, 'piped.pdf')], { stdin: readFileSync(SHIPS, 'utf8') });
    expect(piped.code).toBe(0);
    expect(readFileSync(join(dir, 'piped.pdf')).equals(readFileSync(join(dir, 'file.pdf')))).toBe(true);
  });
});

describe('progress', () => {
  const small = (dir: string): string => {
    const kit = join(dir, 'small.yaml');
    writeFileSync(kit, 'game: milk-and-cookies\nprint:\n  range-stick: 2\n  dice-labels: 1\n  turning-gauge: 1\n');
    return kit;
  };

  it('prints a line per printable to stderr on a terminal, none with --quiet or off a terminal', async () => {
    const dir = scratch();
    const kit = small(dir);
    const tty = await runIo(['kit', kit, '--out', dir], { tty: true });
    expect(tty.code).toBe(0);
    expect(tty.err).toEqual(['range-stick 1/3 (1 page)', 'dice-labels 2/3 (1 page)', 'turning-gauge 3/3 (1 page)']);
    // all three share one sheet after the contents page; each still gets its line
    expect(tty.out).toEqual([`${join(dir, 'small.pdf')} (2 pages)`]);
    expect((await runIo(['kit', kit, '--out', dir, '--quiet'], { tty: true })).err).toEqual([]);
    expect((await runIo(['kit', kit, '--out', dir])).err).toEqual([]);
    const made = await runIo(['make', 'range-stick', '--count', '2', '--out', join(dir, 's.pdf')], { tty: true });
    expect(made.err).toEqual(['range-stick 1/1 (1 page)']);
  });

  it('counts a long aid\'s pages in batches', async () => {
    const dir = scratch();
    const r = await runIo(['make', 'boat-record', '--blank', '--count', '40', '--out', join(dir, 'l.pdf')], { tty: true });
    expect(r.code).toBe(0);
    const pages = Number(/\((\d+) pages\)/.exec(r.out[0])![1]);
    expect(pages).toBeGreaterThan(10);
    expect(r.err[0]).toBe(`boat-record (blank) 1/1 (${pages} pages)`);
    expect(r.err.slice(1)).toEqual(Array.from({ length: Math.ceil(pages / 10) - 1 }, (_, i) => `boat-record (blank): page ${11 + 10 * i}/${pages}`));
  });
});

describe('--templates', () => {
  it('refuses a folder that is not there, or a file, naming the flag and the path', async () => {
    const dir = scratch();
    const missing = join(dir, 'nowhere');
    const file = join(dir, 'a.txt');
    writeFileSync(file, 'x');
    for (const args of [['make', 'range-stick'], ['kit', KIT]]) {
      const a = await cli(...args, '--templates', missing, '--out', dir);
      expect(a.code).toBe(2);
      expect(a.err).toBe(`broadside: --templates: "${missing}": no such folder; give a folder of templates (templates/<printable>/*.svg.hbs)`);
      const b = await cli(...args, '--templates', file, '--out', dir);
      expect(b.code).toBe(2);
      expect(b.err).toBe(`broadside: --templates: "${file}" is a file; give the folder that holds the templates`);
    }
    expect(readdirSync(dir)).toEqual(['a.txt']);
  });
});

describe('yargs traps', () => {
  it('refuses names every object answers to as "not an option", exit 2', async () => {
    for (const [flag, value] of [['--toString', '1'], ['--constructor', 'x'], ['--__proto__', 'x'], ['--hasOwnProperty', '1'], ['--valueOf=2', undefined]]) {
      for (const cmd of [['make', 'range-stick'], ['kit', KIT], ['check', SHIPS]]) {
        const r = await cli(...cmd, flag!, ...(value ? [value] : []));
        expect(r.code, `${cmd[0]} ${flag}`).toBe(2);
        expect(r.err).toBe(`broadside: ${flag!.split('=')[0]}: not an option; see broadside --help`);
      }
    }
  });

  it('takes a value starting with - and a digit as the flag\'s value, which its field then refuses', async () => {
    for (const args of [['--die', '-5mm'], ['--die=-5mm']]) {
      const r = await cli('make', 'dice-labels', ...args, '--out', join(scratch(), 'd.pdf'));
      expect(r.code).toBe(2);
      expect(r.err).toBe('broadside: --die: expected a length from 0.315in to 1.575in (e.g. "2in" or "25mm"), got "-5mm"');
    }
    expect((await cli('make', 'range-stick', '--count', '-3')).err).toBe('broadside: --count: expected a whole number from 1 to 1000, got -3');
  });

  it('refuses a flag given twice (yargs would make a list of it), -o and --out alike; nothing is written', async () => {
    const dir = scratch();
    for (const args of [['--out', join(dir, 'a.pdf'), '--out', join(dir, 'b.pdf')], ['-o', join(dir, 'a.pdf'), '--out', join(dir, 'b.pdf')]]) {
      const r = await cli('make', 'range-stick', ...args);
      expect(r.code).toBe(2);
      expect(r.err).toBe('broadside: --out: given more than once; give it once');
    }
    const ships = await cli('make', 'boat-record', '--ships', SHIPS, '--ships', SHIPS, '--out', join(dir, 'c.pdf'));
    expect(ships.err).toBe('broadside: --ships: given more than once; give it once');
    const die = await cli('make', 'dice-labels', '--die', '19mm', '--die=20mm', '--out', join(dir, 'd.pdf'));
    expect(die.err).toBe('broadside: --die: given more than once; give it once');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('says in words why the output cannot be written, naming it', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'blocker'), 'a file');
    const r = await cli('make', 'range-stick', '--out', join(dir, 'blocker', 'x.pdf'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(new RegExp(`^broadside: ${join(dir, 'blocker', 'x.pdf').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: cannot write the file there \\(a file stands where a folder of the path should be, E(EXIST|NOTDIR)\\)$`));
  });
});

const bandEdges = (body: string) => elements(body, 'rect', 'data-band').map((a) => [Number(a.x), Number(a.x) + Number(a.width)]);

describe('--data and the data command', () => {
  it('prints the shipped data file verbatim, and that copy builds the same PDF', async () => {
    const r = await cli('data', 'milk-and-cookies');
    expect(r.code).toBe(0);
    expect(r.out + '\n').toBe(readFileSync(join(ROOT, 'data/milk-and-cookies.yaml'), 'utf8'));
    expect(r.out).toContain('# Edit freely');
    const dir = scratch();
    writeFileSync(join(dir, 'mine.yaml'), r.out);
    for (const game of ['crane', 'naval-war', 'beat-to-quarters', 'ironclads']) {
      writeFileSync(join(dir, `${game}.yaml`), (await cli('data', game)).out);
    }
    expect((await cli('make', 'range-stick', '--out', join(dir, 'shipped.pdf'))).code).toBe(0);
    expect((await cli('make', 'range-stick', '--data', join(dir, 'mine.yaml'), '--out', join(dir, 'mine.pdf'))).code).toBe(0);
    expect(readFileSync(join(dir, 'mine.pdf')).equals(readFileSync(join(dir, 'shipped.pdf')))).toBe(true);
    // every game's copy validates back against its schema
    expect((await cli('kit', join(ROOT, 'examples/kits/crane.yaml'), '--data', join(dir, 'crane.yaml'), '--out', join(dir, 'crane.pdf'))).code).toBe(0);
    expect((await cli('make', 'ship-data-card', '--blank', '--data', join(dir, 'beat-to-quarters.yaml'), '--out', join(dir, 'btq.pdf'))).code).toBe(0);
    expect((await cli('make', 'play-deck', '--game', 'naval-war', '--data', join(dir, 'naval-war.yaml'), '--out', join(dir, 'nw.pdf'))).code).toBe(0);
    expect((await cli('make', 'ironclad-record', '--blank', '--data', join(dir, 'ironclads.yaml'), '--out', join(dir, 'ic.pdf'))).code).toBe(0);
  });

  it('prints a stick with the user\'s band lengths, leaving the shipped data as it was', async () => {
    const dir = scratch();
    const file = join(dir, 'longer.yaml');
    writeFileSync(file, (await cli('data', 'milk-and-cookies')).out.replace('{ to: 1.25in,', '{ to: 2in,'));
    const { sheets } = await make('range-stick', { dataFile: file });
    expect(bandEdges(sheets[0].placements[0].item.body)).toEqual([[0, inch(2)], [inch(2), 180], [180, 360], [360, 720]]);
    expect(inch(2)).toBe(144);
    const shipped = await make('range-stick', {});
    expect(bandEdges(shipped.sheets[0].placements[0].item.body)[0]).toEqual([0, 90]);
    expect(gameById('milk-and-cookies')!.data['range-stick'].sticks[0].bands[0].to).toBe(90);
    // the kit takes it too
    const kit = join(dir, 'kit.yaml');
    writeFileSync(kit, 'game: milk-and-cookies\nprint:\n  range-stick: 1\n');
    expect((await cli('kit', kit, '--data', file, '--out', join(dir, 'k.pdf'))).code).toBe(0);
  });

  it('refuses a bad value with its place in the user\'s file, an unknown game with a suggestion', async () => {
    const dir = scratch();
    const file = join(dir, 'mine.yaml');
    const text = (await cli('data', 'milk-and-cookies')).out.replace('{ to: 2.5in,', '{ to: lots,');
    writeFileSync(file, text);
    const line = text.split('\n').findIndex((l) => l.includes('to: lots')) + 1;
    const col = text.split('\n')[line - 1].indexOf('lots') + 1;
    const r = await cli('make', 'range-stick', '--data', file, '--out', join(dir, 'x.pdf'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(new RegExp(`^broadside: \\S*mine\\.yaml:${line}:${col}: range-stick\\.sticks\\[0\\]\\.bands\\[1\\]\\.to: expected a length`));
    expect(existsSync(join(dir, 'x.pdf'))).toBe(false);
    const unknown = await cli('data', 'crain');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toBe('broadside: data: unknown game "crain"; expected one of milk-and-cookies, ironclads, crane, naval-war, beat-to-quarters; did you mean "crane"?');
    expect((await cli('data', 'chess')).err).toBe('broadside: data: unknown game "chess"; expected one of milk-and-cookies, ironclads, crane, naval-war, beat-to-quarters');
    expect((await cli('make', 'range-stick', '--data', join(dir, 'none.yaml'))).err).toContain('none.yaml: cannot read file (no such file)');
  });
});
