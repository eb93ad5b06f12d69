// A convention's folder is replaced as one set: all the new PDFs and index.pdf, or the earlier set as
// it was. Whatever stands in the way is refused before anything is drawn; a move that fails puts the
// earlier set back; a run killed during the moves is undone by the next run; the PDFs an earlier run
// wrote and this one does not are removed (and nothing else); names fit the file system.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkFile } from '../src/check.js';
import { fitName, packetFile } from '../src/convention/names.js';
import { seam } from '../src/pdf/atomic.js';
import { scoreSheet } from '../src/printables/score-sheet/index.js';
import { cli, pdfPages, ROOT, scratch } from './helpers.js';

const MILK = join(ROOT, 'examples/kits/milk-and-cookies.yaml');
const table = (name: string, count = 1) => `  - { name: "${name}", game: naval-war, print: { score-sheet: ${count} } }\n`;
const conventionOf = (dir: string, names: string[], count = 1): string => {
  const path = join(dir, 'event.yaml');
  writeFileSync(path, `title: Event\ntables:\n${names.map((n) => table(n, count)).join('')}`);
  return path;
};

/** The folder as a user sees it: each visible file and its bytes. */
function snapshot(dir: string): Record<string, string> {
  const read = (n: string) => (statSync(join(dir, n)).isDirectory() ? 'a folder' : readFileSync(join(dir, n)).toString('base64'));
  return Object.fromEntries(readdirSync(dir).filter((n) => !n.startsWith('.')).sort().map((n) => [n, read(n)]));
}
const hidden = (dir: string) => readdirSync(dir).filter((n) => n.startsWith('.'));
const staging = (dir: string) => readdirSync(dir).filter((n) => n.includes('broadside-partial'));

/** An earlier run's set in `out`, and a second convention that changes every file of it. */
async function earlierSet(names = ['One', 'Two', 'Three']) {
  const root = scratch();
  const out = join(root, 'out');
  const first = conventionOf(root, names);
  expect((await cli('kit', first, '--out', out)).code).toBe(0);
  const before = snapshot(out);
  const second = join(root, 'second.yaml');
  writeFileSync(second, `title: Second\ntables:\n${names.map((n) => table(n, 2)).join('')}`);
  return { root, out, before, second };
}

describe('what stands in the way', () => {
  it('a folder at an output name: exit 2 naming it, before anything is drawn; the earlier set as it was', async () => {
    const { out, before, second } = await earlierSet();
    rmSync(join(out, 'Two.pdf'));
    mkdirSync(join(out, 'Two.pdf'));
    const expected = snapshot(out);
    const r = await cli('kit', second, '--out', out);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`broadside: ${join(out, 'Two.pdf')}: a folder is there, where the convention writes a PDF; move it away or give another --out`);
    expect(snapshot(out)).toEqual(expected);
    expect(Object.keys(before)).toContain('One.pdf');
    expect(staging(out)).toEqual([]);
  });

  it('a read-only PDF of the set: refused the same way, nothing replaced', async () => {
    const { out, before, second } = await earlierSet();
    chmodSync(join(out, 'Three.pdf'), 0o444);
    const r = await cli('kit', second, '--out', out);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${join(out, 'Three.pdf')}: the file there is read-only`);
    expect(snapshot(out)).toEqual(before);
  });

  it("keeps each replaced PDF's mode", async () => {
    const { out, second } = await earlierSet();
    chmodSync(join(out, 'One.pdf'), 0o600);
    expect((await cli('kit', second, '--out', out)).code).toBe(0);
    expect(statSync(join(out, 'One.pdf')).mode & 0o777).toBe(0o600);
  });
});

describe('replacing the set', () => {
  it('at every moment the folder holds index.pdf, it holds exactly the set that index lists', async () => {
    const { out, before, second } = await earlierSet();
    const seen: Record<string, string>[] = [];
    const rename = seam.rename;
    seam.rename = (from, to) => {
      rename(from, to);
      seen.push(snapshot(out));
    };
    try {
      expect((await cli('kit', second, '--out', out)).code).toBe(0);
    } finally {
      seam.rename = rename;
    }
    const after = snapshot(out);
    expect(after['One.pdf']).not.toBe(before['One.pdf']);
    for (const s of seen) if ('index.pdf' in s) expect([before, after]).toContainEqual(s);
    expect(staging(out)).toEqual([]);
  });

  it('a move that fails puts the earlier set back: exit 2 naming the file', async () => {
    const { out, before, second } = await earlierSet();
    const rename = seam.rename;
    let n = 0;
    seam.rename = (from, to) => {
      // the third move into the folder fails, after the earlier index and two PDFs are moved
      if (dirname(String(to)) === out && String(to).endsWith('.pdf') && ++n === 3) throw Object.assign(new Error('EACCES'), { code: 'EACCES' });
      rename(from, to);
    };
    let r;
    try {
      r = await cli('kit', second, '--out', out);
    } finally {
      seam.rename = rename;
    }
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^broadside: \S+\/out\/\S+\.pdf: cannot write the file there \(permission denied, EACCES\)$/);
    expect(snapshot(out)).toEqual(before);
    expect(staging(out)).toEqual([]);
  });

  it('a rerun with fewer and renamed tables removes the PDFs the earlier run wrote, and only those', async () => {
    const root = scratch();
    const out = join(root, 'out');
    expect((await cli('kit', conventionOf(root, ['One', 'Two', 'Three', 'Four']), '--out', out)).code).toBe(0);
    // the user's own files, and a PDF of the set the user has changed since
    writeFileSync(join(out, 'notes.txt'), 'mine');
    writeFileSync(join(out, 'other.pdf'), 'mine too');
    writeFileSync(join(out, 'Four.pdf'), 'changed by hand');
    const r = await cli('kit', conventionOf(root, ['One', 'Five']), '--out', out);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe(`${out} (2 PDFs and index.pdf, 4 pages; removed 2 PDFs an earlier run wrote here that this one does not: Two.pdf, Three.pdf)`);
    expect(Object.keys(snapshot(out))).toEqual(['Five.pdf', 'Four.pdf', 'One.pdf', 'index.pdf', 'notes.txt', 'other.pdf']);
    const index = (await pdfPages(readFileSync(join(out, 'index.pdf')))).join(' ');
    for (const f of ['One.pdf', 'Five.pdf']) expect(index).toContain(f);
    for (const f of ['Two.pdf', 'Three.pdf', 'Four.pdf']) expect(index).not.toContain(f);
    // the one hidden file that lists the set, and no staging folder
    expect(hidden(out)).toEqual(['.broadside-convention.json']);
  });
});

/** The real command in a child whose `call` seam stops it with SIGKILL at its `at`-th call touching `out`. */
function killedAt(call: 'rename' | 'write', at: number, args: string[], out: string) {
  const url = (p: string) => JSON.stringify(pathToFileURL(join(ROOT, 'dist', p)).href);
  const script = `
    import { seam } from ${url('pdf/atomic.js')};
    import { run } from ${url('cli.js')};
    import { dirname } from 'node:path';
    const out = process.env.OUT;
    let n = 0;
    const real = seam.${call};
    seam.${call} = (...a) => {
      const r = real(...a);
      const paths = a.filter((x) => typeof x === 'string');
      const touches = ${call === 'write' ? 'true' : 'paths.some((p) => dirname(p) === out)'};
      if (touches && ++n === ${at}) process.kill(process.pid, 'SIGKILL');
      return r;
    };
    process.exitCode = await run(JSON.parse(process.env.ARGS), { out: () => {}, err: (s) => process.stderr.write(s + '\\n') });
  `;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, OUT: out, ARGS: JSON.stringify(args) }, encoding: 'utf8', timeout: 60_000 });
  expect(r.signal, r.stderr).toBe('SIGKILL');
}

describe('a run killed', () => {
  it('during the moves leaves no index.pdf; the next run puts the earlier set back before anything else', async () => {
    const { root, out, before, second } = await earlierSet();
    killedAt('rename', 4, ['kit', second, '--out', out], out);
    // a mix, and the index gone: the folder does not claim to be either set
    expect(existsSync(join(out, 'index.pdf'))).toBe(false);
    expect(staging(out)).toHaveLength(1);
    // the next run, even one that fails, first puts the earlier set back
    const bad = join(root, 'bad.yaml');
    writeFileSync(bad, 'tables:\n  - { name: X, game: naval-war, print: { scor-sheet: 1 } }\n');
    expect((await cli('kit', bad, '--out', out)).code).toBe(2);
    expect(snapshot(out)).toEqual(before);
    expect(staging(out)).toEqual([]);
    expect((await cli('kit', second, '--out', out)).code).toBe(0);
    expect(snapshot(out)['One.pdf']).not.toBe(before['One.pdf']);
  });

  it('while drawing leaves a staging folder, removed by a later run once it is a minute old', async () => {
    const { out, before, second } = await earlierSet();
    killedAt('write', 1, ['kit', second, '--out', out], out);
    expect(snapshot(out)).toEqual(before);
    const [left] = staging(out);
    expect(left).toMatch(/^\.convention\.\d+\.[0-9a-f]{16}\.broadside-partial$/);
    // a young one may be a live run's that this process cannot see: left alone
    expect((await cli('kit', second, '--out', out)).code).toBe(0);
    expect(staging(out)).toEqual([left]);
    const old = new Date(Date.now() - 120_000);
    utimesSync(join(out, left), old, old);
    expect((await cli('kit', second, '--out', out)).code).toBe(0);
    expect(staging(out)).toEqual([]);
  });

  it('by an earlier version leaves a folder beside the output folder: removed once nothing in it has changed for a minute', async () => {
    const root = scratch();
    const out = join(root, 'out');
    const left = (suffix: string, age: number) => {
      const path = join(root, `out.broadside-partial-${suffix}`);
      mkdirSync(path);
      writeFileSync(join(path, 'One.pdf'), 'drawn');
      const t = new Date(Date.now() - age);
      utimesSync(join(path, 'One.pdf'), t, t);
      utimesSync(path, t, t);
      return path;
    };
    const old = left('AbC123', 120_000);
    const young = left('XyZ789', 0);
    expect((await cli('kit', conventionOf(root, ['One']), '--out', out)).code).toBe(0);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(young)).toBe(true);
  });
});

describe('names', () => {
  // 80 characters of three bytes each: 240 bytes, 258 with " - game master.pdf"
  const greek = 'ἀ'.repeat(80);

  it('shortens a name past 255 bytes with a stable suffix; check and kit agree', async () => {
    const root = scratch();
    const conv = join(root, 'event.yaml');
    writeFileSync(conv, `tables:\n  - { name: "${greek}", kit: ${MILK}, packets: side }\n${table(greek.slice(1) + 'β')}`);
    expect(checkFile(conv)).toMatch(/: ok: convention/);
    const out = join(root, 'out');
    const r = await cli('kit', conv, '--out', out);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const names = Object.keys(snapshot(out)).filter((n) => n !== 'index.pdf');
    for (const n of names) expect(Buffer.byteLength(n)).toBeLessThanOrEqual(255);
    // those that fit keep their whole name; the other is cut in the table's part, its side kept
    const master = names.find((n) => n.endsWith(' - game master.pdf'))!;
    expect(master).toMatch(/^ἀ{76}~[0-9a-f]{8} - game master\.pdf$/);
    expect(names.filter((n) => n !== master).sort()).toEqual([`${greek} - A.pdf`, `${greek} - B.pdf`, `${greek.slice(1)}β.pdf`].sort());
    // the same names on a second run: nothing removed
    expect((await cli('kit', conv, '--out', out)).out).not.toContain('removed');
    expect(Object.keys(snapshot(out)).filter((n) => n !== 'index.pdf')).toEqual(names);
  });

  it('cuts at a whole character, accents with their letter, and tells apart names that differ past the cut', () => {
    const a = fitName('e\u0301'.repeat(200), '.pdf', 'one');
    const b = fitName('e\u0301'.repeat(200), '.pdf', 'two');
    for (const n of [a, b]) {
      expect(Buffer.byteLength(n)).toBeLessThanOrEqual(255);
      expect(n).toMatch(/^(e\u0301)+~[0-9a-f]{8}\.pdf$/u);
    }
    expect(a).not.toBe(b);
    expect(fitName('e\u0301'.repeat(200), '.pdf', 'one')).toBe(a);
    expect(packetFile('Short', 'A')).toBe('Short - A.pdf');
    expect(Buffer.byteLength(packetFile('x', 'ü'.repeat(200)))).toBeLessThanOrEqual(255);
  });

  it('refuses in check, as in kit, a table whose file is another\'s or the packing list\'s', async () => {
    const root = scratch();
    for (const [tables, message] of [
      [`${table('index')}`, /event\.yaml:2:13: tables\[0\]\.name: "index" would be written to index\.pdf, the packing list's name; rename the table/],
      [`  - { name: Kids, kit: ${MILK}, packets: side }\n${table('Kids - A')}`, /event\.yaml:3:13: tables\[1\]\.name: "Kids - A" would be written to "Kids - A\.pdf", as is "Kids" \(its packet "A"\); rename a table or a side/],
    ] as const) {
      const conv = join(root, 'event.yaml');
      writeFileSync(conv, `tables:\n${tables}`);
      expect(() => checkFile(conv)).toThrow(message);
      const r = await cli('kit', conv, '--out', join(root, 'out'));
      expect(r.code).toBe(2);
      expect(r.err).toMatch(message);
      expect(existsSync(join(root, 'out'))).toBe(false);
    }
  });

  it('a convention folder whose own name takes the full 255 bytes', async () => {
    const root = scratch();
    const out = join(root, 'd'.repeat(255));
    const r = await cli('kit', conventionOf(root, ['One']), '--out', out);
    expect(r.err).toBe('');
    expect(Object.keys(snapshot(out))).toEqual(['One.pdf', 'index.pdf']);
  });
});

describe('a large convention', () => {
  it('writes each table as it is composed, not all composed first', async () => {
    const root = scratch();
    const events: string[] = [];
    const [items, write] = [scoreSheet.items, seam.write];
    scoreSheet.items = (req) => (events.push('compose'), items(req));
    seam.write = (...a: Parameters<typeof write>) => (events.push('write'), write(...a));
    try {
      expect((await cli('kit', conventionOf(root, ['One', 'Two', 'Three']), '--out', join(root, 'out'))).code).toBe(0);
    } finally {
      [scoreSheet.items, seam.write] = [items, write];
    }
    expect(events.indexOf('write')).toBeLessThan(events.lastIndexOf('compose'));
  });

  it('refuses one over 20,000 pages in all from estimates, in seconds, before anything is drawn', () => {
    const root = scratch();
    // 100 tables of 130 decks, each table 4,682 pages: under the limit of a PDF, far over a convention's
    const conv = join(root, 'event.yaml');
    writeFileSync(conv, `title: Big\ntables:\n${Array.from({ length: 100 }, (_, i) => `  - { name: T${i + 1}, game: naval-war, print: { play-deck: 130 } }\n`).join('')}`);
    const r = spawnSync(process.execPath, ['--max-old-space-size=1000', join(ROOT, 'bin/broadside.js'), 'kit', conv, '--out', join(root, 'out')], { encoding: 'utf8', timeout: 60_000 });
    expect(r.stderr).toMatch(/^broadside: \S+event\.yaml:7:13: tables\[4\]: "T5" brings the convention to about 23,\d{3} pages; a convention is made of at most 20,000 pages; split it into several convention files\n$/);
    expect(r.status).toBe(2);
    expect(readdirSync(root)).toEqual(['event.yaml']);
  });
});
