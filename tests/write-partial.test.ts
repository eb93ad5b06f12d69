// The temporary file a PDF, PNG or SVG is written through: an unpredictable name created
// exclusively (nothing planted at a guessable name is written through), gone on every failure, and
// the leftovers of a killed run cleared by the next run for the same file.
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeStale } from '../src/pdf/atomic.js';
import { pdfPage } from '../src/pdf/writer.js';
import { writeAtomic, writePdf } from '../src/pdf/file.js';
import { cli, ROOT, scratch } from './helpers.js';

const partials = (dir: string): string[] => readdirSync(dir).filter((n) => n.endsWith('.broadside-partial'));
const page = (svg: string) => [pdfPage(100, 100, [{ svg }])];
const old = (path: string) => utimesSync(path, new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
/** A pid no process has: one past the system's largest is never handed out. */
const DEAD = 4194304 + 17;

/** Symlinks to a victim file at every name a writer could have guessed for `out`. */
function plant(dir: string, out: string): string[] {
  const victim = join(dir, 'victim.txt');
  writeFileSync(victim, 'precious');
  const names = [`${out}.${process.pid}.partial`, `${out}.partial`, `${out}.tmp`, `${out}~`,
    join(dir, `.out.pdf.${process.pid}.0000000000000000.broadside-partial`), join(dir, `.out.pdf.${DEAD}.0123456789abcdef.broadside-partial`)];
  for (const n of names) symlinkSync(victim, n);
  // the leftover-looking one is old and its pid gone: still a symlink, so not ours to remove
  utimesSync(names[names.length - 1], new Date(0), new Date(0));
  return names;
}

describe('writing through a temporary file', () => {
  it('writes a PDF beside symlinks at every predictable name, leaving them and their target alone', async () => {
    const dir = scratch();
    const out = join(dir, 'out.pdf');
    const links = plant(dir, out);
    await writePdf(page('<rect x="10" y="10" width="20" height="20" fill="#000000"/>'), 't', out);
    expect(readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-');
    expect(readFileSync(join(dir, 'victim.txt'), 'utf8')).toBe('precious');
    for (const l of links) expect(lstatSync(l).isSymbolicLink(), l).toBe(true);
    expect(partials(dir).filter((n) => !lstatSync(join(dir, n)).isSymbolicLink())).toEqual([]);
  });

  it('does the same for writeAtomic (PNG, SVG), with the mode a new file gets from the umask', () => {
    const dir = scratch();
    const out = join(dir, 'out.pdf');
    plant(dir, out);
    writeAtomic(out, 'svg text');
    expect(readFileSync(out, 'utf8')).toBe('svg text');
    expect(readFileSync(join(dir, 'victim.txt'), 'utf8')).toBe('precious');
    const umask = process.umask();
    expect(statSync(out).mode & 0o777).toBe(0o666 & ~umask);
  });

  it('removes its temporary file when drawing fails, and leaves the earlier file as it was', async () => {
    const dir = scratch();
    const out = join(dir, 'out.pdf');
    writeFileSync(out, 'earlier');
    await expect(writePdf(page('<foreignObject/>'), 't', out)).rejects.toThrow(/foreignObject/);
    expect(readFileSync(out, 'utf8')).toBe('earlier');
    expect(partials(dir)).toEqual([]);
  });

  it('refuses a target in a folder that is a file, creating nothing', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'file'), 'x');
    expect(() => writeAtomic(join(dir, 'file', 'out.svg'), 'x')).toThrow(/cannot write the file there \(a file stands where a folder of the path should be, (ENOTDIR|EEXIST)\)/);
  });

  it('clears only leftovers: old, of a process that is gone, plain files, for this target', () => {
    const dir = scratch();
    const out = join(dir, 'out.pdf');
    const name = (pid: number, hex = 'ab'.repeat(8), target = 'out.pdf') => join(dir, `.${target}.${pid}.${hex}.broadside-partial`);
    const stale = name(DEAD);
    const young = name(DEAD, 'cd'.repeat(8));
    const living = name(process.ppid);
    const other = name(DEAD, 'ab'.repeat(8), 'other.pdf');
    for (const f of [stale, young, living, other]) writeFileSync(f, 'partial');
    for (const f of [stale, living, other]) old(f);
    expect(removeStale(out)).toEqual([stale]);
    expect([young, living, other].every(existsSync)).toBe(true);
  });

  it('a run killed mid-write leaves a partial file that the next run for the same file removes', async () => {
    const dir = scratch();
    const out = join(dir, 'deck.pdf');
    const child = spawn(process.execPath, [join(ROOT, 'bin/broadside.js'), 'make', 'play-deck', '--count', '10', '--out', out], { stdio: 'ignore' });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // wait until the PDF is being written, then kill the writer without warning
    const t0 = Date.now();
    while (!partials(dir).some((n) => statSync(join(dir, n)).size > 0) && Date.now() - t0 < 60_000) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    await exited;
    const [left] = partials(dir);
    expect(left).toMatch(new RegExp(`^\\.deck\\.pdf\\.${child.pid}\\.[0-9a-f]{16}\\.broadside-partial$`));
    expect(existsSync(out)).toBe(false);
    // a minute on, the next run clears it
    old(join(dir, left));
    const { code } = await cli('make', 'range-stick', '--out', out);
    expect(code).toBe(0);
    expect(partials(dir)).toEqual([]);
    expect(readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-');
  }, 120_000);

  it('makes a convention\'s output through a fresh folder, never one planted beside it', async () => {
    const dir = scratch();
    const victim = join(dir, 'victim');
    mkdirSync(victim);
    symlinkSync(victim, join(dir, `conv.${process.pid}.partial`));
    const conv = join(dir, 'convention.yaml');
    writeFileSync(conv, 'title: t\ntables:\n  - { name: A, game: crane, print: { wind-card: 1 } }\n');
    const { code, err } = await cli('kit', conv, '--out', join(dir, 'conv') + '/');
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(readdirSync(victim)).toEqual([]);
    expect(readdirSync(join(dir, 'conv'))).toContain('index.pdf');
    expect(readdirSync(dir).filter((n) => n.includes('partial'))).toEqual([`conv.${process.pid}.partial`]);
  });
});

describe('preview images', () => {
  it('are written through a temporary file too: a symlink at the image\'s name is replaced, its target untouched', async () => {
    const dir = scratch();
    const pdf = join(dir, 'stick.pdf');
    expect((await cli('make', 'range-stick', '--out', pdf)).code).toBe(0);
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'precious');
    mkdirSync(join(dir, 'preview'));
    symlinkSync(victim, join(dir, 'preview', 'stick-p1.png'));
    const { code, err } = await cli('preview', pdf, '--dpi', '10', '--out', join(dir, 'preview'));
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(readFileSync(victim, 'utf8')).toBe('precious');
    expect(lstatSync(join(dir, 'preview', 'stick-p1.png')).isFile()).toBe(true);
    expect(readFileSync(join(dir, 'preview', 'stick-p1.png')).subarray(1, 4).toString()).toBe('PNG');
  });
});
