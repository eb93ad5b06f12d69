// The real command: bin/broadside.js spawned as a user runs it, from the bundle and its code cache.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_KITS, ROOT, builtKit, make, mediaBoxes, scratch } from './helpers.js';

const BIN = join(ROOT, 'bin/broadside.js');
const HOOK = join(ROOT, 'tests/fixtures/loaded-packages.mjs');

interface Ran { code: number | null; out: string; err: string; loaded: string[] }

/** Runs the bin with a private cache folder (XDG_CACHE_HOME) and reports the packages Node loaded. */
function broadside(args: string[], env: Record<string, string> = {}): Ran {
  const r = spawnSync(process.execPath, ['--import', HOOK, BIN, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env } });
  const loaded = /LOADED_PACKAGES=(.*)/.exec(r.stderr)?.[1].split(',').filter(Boolean) ?? [];
  return { code: r.status, out: r.stdout, err: r.stderr.replace(/\s*LOADED_PACKAGES=.*\s*/, ''), loaded };
}

// what only making a PDF or a picture needs, and the spreadsheet readers only a spreadsheet needs
const COSTLY = ['pdfkit', 'fontkit', 'svgdom', '@svgdotjs/svg.js', 'handlebars', 'pdfjs-dist', 'csv-parse', '@e965/xlsx', '@e965/xlsx/dist/xlsx.mini.min.js'];

const cacheFiles = (cache: string): string[] => {
  const dir = join(cache, 'broadside');
  return existsSync(dir) ? readdirSync(dir).map((f) => join(dir, f)) : [];
};

const BUNDLE = join(ROOT, 'dist/broadside.cjs');

beforeAll(() => {
  const current = existsSync(BUNDLE) && statSync(BUNDLE).mtimeMs >= statSync(join(ROOT, 'dist/cli.js')).mtimeMs;
  expect(current, 'no bundle, or one older than tsc\'s output: run npm run build').toBe(true);
});

describe('the broadside command', () => {
  it('prints help without loading pdfkit, fontkit, svgdom, svg.js, handlebars or pdf.js', () => {
    for (const args of [['--help'], ['make', '--help']]) {
      const r = broadside(args, { XDG_CACHE_HOME: scratch() });
      expect(r.code).toBe(0);
      expect(r.out).toMatch(args.length === 1 ? /broadside kit <files\.\.>/ : /Options of single printables:\n  boat-record: --blank [^]*\n  boat-record: --guns [^]*\n  dice-labels: --die/);
      for (const name of COSTLY) expect(r.loaded, name).not.toContain(name);
    }
  });

  it('lists games and printables without loading any costly package, nor yaml', () => {
    const r = broadside(['list'], { XDG_CACHE_HOME: scratch() });
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    for (const name of ['milk-and-cookies:', 'naval-war:', 'range-stick', 'boat-record']) expect(r.out).toContain(name);
    for (const name of [...COSTLY, 'yaml']) expect(r.loaded, name).not.toContain(name);
    // the hook does see what loads: yargs parsed the command line
    expect(r.loaded).toContain('yargs');
  });

  it('checks a ship file without the PDF writer, svgdom or templates', () => {
    const r = broadside(['check', 'examples/ships/milk-and-cookies.yaml'], { XDG_CACHE_HOME: scratch() });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/ok: 12 ships for milk-and-cookies/);
    expect(r.loaded).toContain('yaml');
    for (const name of ['pdfkit', 'svgdom', 'handlebars', 'pdfjs-dist', 'csv-parse', '@e965/xlsx', '@e965/xlsx/dist/xlsx.mini.min.js']) expect(r.loaded, name).not.toContain(name);
  });

  it('reads a CSV with csv-parse alone and a workbook with SheetJS, from the bundle', () => {
    const csv = broadside(['check', 'examples/ships/ironclads.csv'], { XDG_CACHE_HOME: scratch() });
    expect(csv.out).toMatch(/ok: 8 ships for ironclads/);
    expect(csv.loaded).toContain('csv-parse');
    // (yaml does load: names are checked against the name space of the game's printables, in its data file)
    for (const name of ['@e965/xlsx', '@e965/xlsx/dist/xlsx.mini.min.js', 'pdfkit']) expect(csv.loaded, name).not.toContain(name);
    const ods = broadside(['check', 'tests/fixtures/sheets/crane.ods'], { XDG_CACHE_HOME: scratch() });
    expect(ods.out).toMatch(/ok: 10 ships for crane/);
    expect(ods.loaded).toContain('@e965/xlsx/dist/xlsx.mini.min.js');
    expect(ods.loaded).not.toContain('pdfkit');
  });

  it('makes a range stick: the same bytes as the library, on a Letter landscape page', async () => {
    const dir = scratch();
    const out = join(dir, 'stick.pdf');
    const r = broadside(['make', 'range-stick', '--out', out], { XDG_CACHE_HOME: dir });
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe(`${out} (1 page)`);
    const pdf = readFileSync(out);
    expect(mediaBoxes(pdf)).toEqual([[0, 0, 792, 612]]);
    expect(pdf.equals((await make('range-stick')).pdf)).toBe(true);
    // the checks above are only worth something if the hook sees these packages when they load
    for (const name of ['pdfkit', 'fontkit', 'svgdom', '@svgdotjs/svg.js', 'handlebars']) expect(r.loaded, name).toContain(name);
    expect(r.loaded).not.toContain('pdfjs-dist');
    // the game's shipped data comes parsed and validated in the bundle: no YAML is read
    expect(r.loaded).not.toContain('yaml');
  });

  it('carries every template compiled ahead and the body fonts\' plans, and draws the example kits to the library\'s bytes with them', async () => {
    const bundle = readFileSync(BUNDLE, 'utf8');
    const files = readdirSync(join(ROOT, 'templates'), { recursive: true }).map(String).filter((f) => f.endsWith('.hbs'));
    expect(files.length).toBeGreaterThan(30);
    for (const f of files) expect(bundle, f).toContain(`[${JSON.stringify(f)},{sha256:`);
    // the library measures from the fonts' own tables
    for (const f of ['AtkinsonHyperlegible-Regular.ttf', 'AtkinsonHyperlegible-Bold.ttf']) {
      expect(bundle, f).toContain(`[${JSON.stringify(f)},{sha256:${JSON.stringify(createHash('sha256').update(readFileSync(join(ROOT, 'fonts', f))).digest('hex'))}`);
    }
    const dir = scratch();
    // one run for the five kits (kit takes several files)
    const r = broadside(['kit', ...EXAMPLE_KITS.map((kit) => `examples/kits/${kit}.yaml`), '--out', `${dir}/`], { XDG_CACHE_HOME: dir });
    expect(r.code, r.err).toBe(0);
    for (const kit of EXAMPLE_KITS) {
      // the library compiles every template when it is first read: same pictures, same bytes
      expect(readFileSync(join(dir, `${kit}.pdf`)).equals((await builtKit(join(ROOT, 'examples/kits', `${kit}.yaml`))).pdf), kit).toBe(true);
    }
  });

  it('shapes names with combining marks as the library does: the Unicode tables it makes on first use are there', async () => {
    const dir = scratch();
    const ships = join(dir, 'marks.yaml');
    writeFileSync(ships, 'game: milk-and-cookies\nships:\n  - { name: "Zoe\\u0308 A\\u0301da", side: A, guns: 3 }\n  - { name: "Ἀθηνᾶ", side: B, guns: 2 }\n');
    const out = join(dir, 'marks.pdf');
    const r = broadside(['make', 'boat-record', '--ships', ships, '--out', out], { XDG_CACHE_HOME: dir });
    expect(r.code, r.err).toBe(0);
    expect(readFileSync(out).equals((await make('boat-record', { ships })).pdf)).toBe(true);
  });

  it('answers bad input with exit code 2 and writes nothing', () => {
    const dir = scratch();
    const r = broadside(['make', 'range-stick', '--count', '0', '--out', join(dir, 'x.pdf')], { XDG_CACHE_HOME: dir });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--count: expected a whole number/);
    expect(existsSync(join(dir, 'x.pdf'))).toBe(false);
    // nor a code cache: a failed run compiled too little to be worth keeping
    expect(cacheFiles(dir)).toEqual([]);
  });

  it('refuses a template the writer cannot draw, found while the PDF streams out: exit 2, the old file kept, nothing left', () => {
    const dir = scratch();
    mkdirSync(join(dir, 'tpl', 'dice-labels'), { recursive: true });
    writeFileSync(join(dir, 'tpl', 'dice-labels', 'hull.svg.hbs'), '<circle cx="50" cy="50" r="40" fill="hsl(10,50%,50%)"/>');
    writeFileSync(join(dir, 'x.pdf'), 'an earlier file');
    const r = broadside(['make', 'dice-labels', '--templates', join(dir, 'tpl'), '--out', join(dir, 'x.pdf')], { XDG_CACHE_HOME: dir });
    expect(r.code).toBe(2);
    expect(r.err.trim()).toBe(`broadside: ${join(dir, 'tpl', 'dice-labels', 'hull.svg.hbs')}:1:32: <circle> fill="hsl(10,50%,50%)" is not a supported colour; colours are #rrggbb, #rgb, none, or url(#id) of a pattern`);
    expect(readFileSync(join(dir, 'x.pdf'), 'utf8')).toBe('an earlier file');
    expect(readdirSync(dir).sort()).toEqual(['tpl', 'x.pdf']);
  });

  it('runs tsc\'s output, the same, when the bundle is older than it (only tsc was run)', () => {
    const cache = scratch();
    const fromBundle = broadside(['list'], { XDG_CACHE_HOME: cache });
    rmSync(join(cache, 'broadside'), { recursive: true });
    const { atime, mtime } = statSync(BUNDLE);
    utimesSync(BUNDLE, atime, new Date(statSync(join(ROOT, 'dist/.tsbuildinfo')).mtimeMs - 60_000));
    try {
      const r = broadside(['list'], { XDG_CACHE_HOME: cache });
      expect(r.code).toBe(0);
      expect(r.out).toBe(fromBundle.out);
      // the bundle, and so its code cache, was not used
      expect(cacheFiles(cache)).toEqual([]);
    } finally {
      utimesSync(BUNDLE, atime, mtime);
    }
  });
});

describe('the code cache', () => {
  it('is written once, in $XDG_CACHE_HOME/broadside, named by the bundle hash and Node version, and then used', () => {
    const cache = scratch();
    const first = broadside(['list'], { XDG_CACHE_HOME: cache });
    const files = cacheFiles(cache);
    expect(files).toHaveLength(1);
    const hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
    // this copy's path, then the bundle's content: V8 keeps the name of the file a cache was made from
    const hash = hex(BUNDLE).slice(0, 8) + hex(readFileSync(BUNDLE)).slice(0, 24);
    expect(files[0]).toBe(join(cache, 'broadside', `${hash}-info-node${process.version}-${process.arch}.v8cache`));
    const written = readFileSync(files[0]);
    // a SHA-256 of the V8 data, then the data
    expect(createHash('sha256').update(written.subarray(32)).digest().equals(written.subarray(0, 32))).toBe(true);
    const second = broadside(['list'], { XDG_CACHE_HOME: cache });
    expect(second.out).toBe(first.out);
    // an accepted cache is not rewritten
    expect(readFileSync(files[0]).equals(written)).toBe(true);
    // making a file compiles much more: that kind of run keeps a cache of its own
    const dir = scratch();
    expect(broadside(['make', 'range-stick', '--out', join(dir, 'a.pdf')], { XDG_CACHE_HOME: cache }).code).toBe(0);
    const make = join(cache, 'broadside', `${hash}-make-node${process.version}-${process.arch}.v8cache`);
    expect(cacheFiles(cache).sort()).toEqual([files[0], make].sort());
    expect(readFileSync(make).length).toBeGreaterThan(written.length);
    // a stale cache of an earlier bundle is removed when a new one is written; the other kind, and
    // another copy's cache, stay
    const stale = join(cache, 'broadside', `${hash.slice(0, 8)}${'0'.repeat(24)}-make-node${process.version}-${process.arch}.v8cache`);
    // other copies: the three most recently written stay, older ones go
    const copy = (n: number) => join(cache, 'broadside', `${String(n).repeat(32)}-make-node${process.version}-${process.arch}.v8cache`);
    writeFileSync(stale, 'old');
    for (const n of [1, 2, 3, 4]) {
      writeFileSync(copy(n), 'another copy');
      utimesSync(copy(n), new Date(), new Date(Date.now() - (5 - n) * 60_000));
    }
    rmSync(make);
    expect(broadside(['make', 'range-stick', '--out', join(dir, 'b.pdf')], { XDG_CACHE_HOME: cache }).code).toBe(0);
    expect(readFileSync(join(dir, 'b.pdf')).equals(readFileSync(join(dir, 'a.pdf')))).toBe(true);
    expect(cacheFiles(cache).sort()).toEqual([files[0], make, copy(2), copy(3), copy(4)].sort());
  });

  it('does no harm when deleted, corrupt, rejected by V8 or switched off', () => {
    const cache = scratch();
    const expected = broadside(['list'], { XDG_CACHE_HOME: cache, BROADSIDE_CODE_CACHE: '0' });
    expect(expected.code).toBe(0);
    expect(cacheFiles(cache), 'BROADSIDE_CODE_CACHE=0 writes no cache').toEqual([]);
    broadside(['list'], { XDG_CACHE_HOME: cache });
    const [file] = cacheFiles(cache);
    const good = readFileSync(file);
    const flipped = Buffer.from(good);
    for (let i = 40; i < flipped.length; i += 101) flipped[i] ^= 0xff;
    const junk = Buffer.from('not V8 code at all '.repeat(100));
    const damages: [string, Buffer | null][] = [
      ['deleted', null],
      ['truncated', good.subarray(0, good.length >> 1)],
      ['bytes flipped', flipped],
      ['empty', Buffer.alloc(0)],
      ['rejected by V8 (its sum right)', Buffer.concat([createHash('sha256').update(junk).digest(), junk])],
    ];
    for (const [what, damaged] of damages) {
      if (damaged) writeFileSync(file, damaged);
      else rmSync(file);
      const r = broadside(['list'], { XDG_CACHE_HOME: cache });
      expect(r.code, what).toBe(0);
      expect(r.out, what).toBe(expected.out);
      expect(r.err, what).toBe('');
      const now = readFileSync(file);
      expect(damaged && now.equals(damaged), `${what}: replaced`).toBeFalsy();
      expect(createHash('sha256').update(now.subarray(32)).digest().equals(now.subarray(0, 32)), `${what}: rewritten whole`).toBe(true);
      expect(now.length, what).toBeGreaterThan(100_000);
    }
  });
});
