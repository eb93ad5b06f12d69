// `broadside web --out DIR` replaces and removes only files it wrote, as its record vouches for them
// (the SHA-256 of each file as written): never a file changed since, never one reached through a
// link or outside the folder, never a folder; whatever of its names it cannot vouch for is refused
// with exit 2, nothing written; a run stopped midway (killed, a full disc) is completed by the next.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { seam } from '../src/pdf/atomic.js';
import { writeSite } from '../src/site-folder.js';
import { cli, ROOT, scratch } from './helpers.js';

const RECORD = '.broadside-site.json';
/** A pid no process has: one past the system's largest is never handed out. */
const DEAD = 4194304 + 17;
const sha = (s: string | Buffer) => createHash('sha256').update(s).digest('hex');
/** A small site of `version`: two files at the top, one in a folder, and `extra` names. */
const site = (version: string, extra: string[] = []) =>
  new Map(['index.html', 'app.js', 'fonts/a.ttf', ...extra].map((n) => [n, Buffer.from(`${n} of ${version}`)]));

const bytes = (m: Map<string, Buffer>) => [...m.values()].reduce((n, b) => n + b.length, 0);

/** Every file under `dir` (links and folders said as such) with its text. */
function tree(dir: string, under = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of readdirSync(join(dir, under)).sort()) {
    const rel = under ? `${under}/${n}` : n;
    const st = lstatSync(join(dir, rel));
    if (st.isSymbolicLink()) out[rel] = 'a link';
    else if (st.isDirectory()) Object.assign(out, { [rel]: 'a folder' }, tree(dir, rel));
    else out[rel] = readFileSync(join(dir, rel), 'utf8');
  }
  return out;
}

/** Adds `files` (name → the bytes it vouches for) to the folder's record, as a forged or older one would. */
function vouch(dir: string, files: Record<string, string>): void {
  const record = JSON.parse(readFileSync(join(dir, RECORD), 'utf8'));
  for (const [name, text] of Object.entries(files)) record.files[name] = sha(text);
  writeFileSync(join(dir, RECORD), JSON.stringify(record));
}

describe('broadside web --out: what it replaces and removes', () => {
  it('removes the files an earlier run wrote that this one does not, if unchanged; a changed one and the user\'s are left', () => {
    const dir = join(scratch(), 'site');
    expect(writeSite(dir, site('1', ['old.js', 'gone.js', 'fonts/old.ttf']))).toEqual({ files: 6, bytes: bytes(site('1', ['old.js', 'gone.js', 'fonts/old.ttf'])), removed: [], left: [] });
    writeFileSync(join(dir, 'gone.js'), 'changed by hand');
    writeFileSync(join(dir, 'CNAME'), 'fleet.example.org');
    const r = writeSite(dir, site('2'));
    expect(r).toEqual({ files: 3, bytes: bytes(site('2')), removed: ['fonts/old.ttf', 'old.js'], left: ['gone.js'] });
    expect(tree(dir)).toEqual({ [RECORD]: expect.any(String), CNAME: 'fleet.example.org', 'app.js': 'app.js of 2', fonts: 'a folder', 'fonts/a.ttf': 'fonts/a.ttf of 2', 'gone.js': 'changed by hand', 'index.html': 'index.html of 2' });
    // the record lists the new site only, each file with its hash as written
    expect(JSON.parse(tree(dir)[RECORD]).files).toEqual(Object.fromEntries([...site('2')].map(([n, b]) => [n, sha(b)])));
  });

  it('never follows a record outside the folder, through a link, to a folder or to itself', () => {
    const root = scratch();
    const dir = join(root, 'site');
    writeFileSync(join(root, 'outside.txt'), 'precious');
    mkdirSync(join(root, 'elsewhere'));
    writeFileSync(join(root, 'elsewhere', 'victim.txt'), 'precious');
    writeSite(dir, site('1'));
    symlinkSync('../elsewhere', join(dir, 'sub'));
    mkdirSync(join(dir, 'mydir'));
    writeFileSync(join(dir, 'mydir', 'keep'), 'precious');
    symlinkSync('../outside.txt', join(dir, 'link.txt'));
    vouch(dir, { '../outside.txt': 'precious', [join(root, 'outside.txt')]: 'precious', 'fonts/../../outside.txt': 'precious', 'sub/victim.txt': 'precious', mydir: 'x', 'link.txt': 'precious', [RECORD]: '', 'a\\b': 'x' });
    const before = tree(root);
    const r = writeSite(dir, site('1'));
    expect(r.removed).toEqual([]);
    expect(r.left).toEqual(['link.txt', 'mydir', 'sub/victim.txt']);
    const after = tree(root);
    delete before[`site/${RECORD}`];
    delete after[`site/${RECORD}`];
    expect(after).toEqual(before);
  });

  it('refuses what it cannot vouch for at one of its names, writing nothing: another\'s file, a changed one, a link, a folder', () => {
    const cases: [string, (dir: string) => void, string][] = [
      ['a changed file', (dir) => writeFileSync(join(dir, 'app.js'), 'changed by hand'), 'holds "app.js", changed since broadside web wrote it; move it away, or give a new or empty folder, so that nothing of yours is replaced'],
      ['another\'s file', (dir) => writeFileSync(join(dir, 'new.js'), 'mine'), 'holds "new.js", which broadside web did not write; give a new or empty folder, so that nothing there is replaced'],
      ['a link', (dir) => (rmSync(join(dir, 'index.html')), symlinkSync('nowhere', join(dir, 'index.html'))), 'index.html is a link, where the site writes a file; broadside web did not write it: move it away, or give a new or empty folder'],
      ['a folder', (dir) => (rmSync(join(dir, 'index.html')), mkdirSync(join(dir, 'index.html'))), 'index.html is a folder, where the site writes a file; broadside web did not write it: move it away, or give a new or empty folder'],
      ['a link for its record', (dir) => (rmSync(join(dir, RECORD)), symlinkSync('app.js', join(dir, RECORD))), `holds "${RECORD}", which is not a file broadside web wrote (where it keeps its record); move it away, or give a new or empty folder`],
      ['a linked folder', (dir) => (rmSync(join(dir, 'fonts'), { recursive: true }), symlinkSync('.', join(dir, 'fonts'))), 'fonts/a.ttf is behind a link (fonts), where the site writes a file; broadside web did not write it: move it away, or give a new or empty folder'],
    ];
    for (const [what, make, message] of cases) {
      const dir = join(scratch(), 'site');
      writeSite(dir, site('1'));
      make(dir);
      const before = tree(dir);
      expect(() => writeSite(dir, site('2', ['new.js'])), what).toThrow(message);
      expect(tree(dir), what).toEqual(before);
    }
  });

  it('leaves a link to nothing elsewhere in the folder alone, and refuses an --out that is one', async () => {
    const root = scratch();
    const dir = join(root, 'site');
    writeSite(dir, site('1'));
    symlinkSync('nowhere', join(dir, 'dangling'));
    expect(writeSite(dir, site('2')).removed).toEqual([]);
    expect(lstatSync(join(dir, 'dangling')).isSymbolicLink()).toBe(true);
    symlinkSync('nowhere', join(root, 'link'));
    const r = await cli('web', '--out', join(root, 'link'));
    expect(r.err).toBe(`broadside: --out: ${join(root, 'link')} is a link to nothing; give a folder to write the site into`);
    expect(r.code).toBe(2);
  });

  it('takes a file already as this run writes it for its own (a run of an earlier version stopped before its record)', () => {
    const dir = join(scratch(), 'site');
    mkdirSync(dir);
    writeFileSync(join(dir, 'index.html'), 'index.html of 1');
    expect(writeSite(dir, site('1')).files).toBe(3);
    expect(tree(dir)['app.js']).toBe('app.js of 1');
  });
});

describe('broadside web --out: a run stopped midway', () => {
  it('by a failing write (a full disc): exit 2 naming the file; the next run completes the site', () => {
    const dir = join(scratch(), 'site');
    writeSite(dir, site('1', ['old.js']));
    const write = seam.write;
    let calls = 0;
    seam.write = (...a) => {
      // the record, then the first file, then the disc is full
      if (++calls === 3) throw Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' });
      return write(...a);
    };
    try {
      expect(() => writeSite(dir, site('2'))).toThrow(`${join(dir, 'app.js')}: cannot write the file there (the disc is full, ENOSPC)`);
    } finally {
      seam.write = write;
    }
    // a mix: the first file new, the rest as they were, each vouched for by the record
    expect(tree(dir)['index.html']).toBe('index.html of 2');
    expect(tree(dir)['app.js']).toBe('app.js of 1');
    expect(writeSite(dir, site('2'))).toEqual({ files: 3, bytes: bytes(site('2')), removed: ['old.js'], left: [] });
    expect(Object.keys(tree(dir))).toEqual([RECORD, 'app.js', 'fonts', 'fonts/a.ttf', 'index.html']);
  });

  it('by SIGKILL between two files: the next run completes the site', () => {
    const dir = join(scratch(), 'site');
    writeSite(dir, site('1', ['old.js']));
    const url = (p: string) => JSON.stringify(pathToFileURL(join(ROOT, 'dist', p)).href);
    const script = `
      await import(${url('platform/node.js')});
      const { seam } = await import(${url('pdf/atomic.js')});
      const { writeSite } = await import(${url('site-folder.js')});
      const real = seam.rename;
      let n = 0;
      // killed after the record and one file of the new site are in place
      seam.rename = (...a) => { real(...a); if (++n === 2) process.kill(process.pid, 'SIGKILL'); };
      writeSite(process.env.DIR, new Map(['index.html', 'app.js', 'fonts/a.ttf'].map((n) => [n, Buffer.from(n + ' of 2')])));
    `;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, DIR: dir }, encoding: 'utf8', timeout: 60_000 });
    expect(r.signal, r.stderr).toBe('SIGKILL');
    expect(JSON.parse(tree(dir)[RECORD]).pending).toBeDefined();
    expect(tree(dir)['index.html']).toBe('index.html of 2');
    expect(tree(dir)['app.js']).toBe('app.js of 1');
    expect(writeSite(dir, site('2'))).toEqual({ files: 3, bytes: bytes(site('2')), removed: ['old.js'], left: [] });
    expect(JSON.parse(tree(dir)[RECORD]).pending).toBeUndefined();
    expect(existsSync(join(dirname(dir), 'site', 'old.js'))).toBe(false);
    // a partial file the killed run left beside one of the site's files goes once it is a minute old
    const partial = join(dir, `.app.js.${DEAD}.0123456789abcdef.broadside-partial`);
    writeFileSync(partial, 'app.js of 2, half');
    utimesSync(partial, new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
    writeSite(dir, site('2'));
    expect(existsSync(partial)).toBe(false);
  });
});
