// Outputs that cannot be written whole: a full disc, a file-size limit, standard output into either,
// a closed pipe, an existing file's mode. Each ends in exit 2 with one sentence naming the output
// (never a stack, never exit 0 on a truncated file), or, for a closed pipe, quietly as other tools do.
import { spawnSync } from 'node:child_process';
import { chmodSync, closeSync, openSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seam } from '../src/pdf/atomic.js';
import { cli, ROOT, scratch } from './helpers.js';

const BIN = join(ROOT, 'bin/broadside.js');
const CRANE = join(ROOT, 'examples/kits/crane.yaml');

/** The real command with standard output sent to `stdout` (a file or device path), and a file-size
 * limit of `kb` KB when given (bash's ulimit -f, in 1024-byte blocks). */
function run(args: string[], stdout: string, kb?: number) {
  const fd = openSync(stdout, 'w');
  try {
    const limit = kb === undefined ? '' : `ulimit -f ${kb}; `;
    const r = spawnSync('bash', ['-c', `${limit}exec "$0" "$@"`, process.execPath, BIN, ...args], { stdio: ['ignore', fd, 'pipe'], encoding: 'utf8', timeout: 60_000 });
    return { code: r.status, err: r.stderr };
  } finally {
    closeSync(fd);
  }
}

/** One line, a sentence: no stack, no internal fault. */
function expectSentence(err: string, re: RegExp): void {
  expect(err).not.toMatch(/internal fault|\n\s+at |node:internal/);
  expect(err.trimEnd().split('\n')).toHaveLength(1);
  expect(err).toMatch(re);
}

const partials = (dir: string) => readdirSync(dir).filter((n) => n.includes('broadside-partial'));

describe('standard output', () => {
  it('--out - into a full disc: exit 2, "the disc is full"', () => {
    for (const args of [['make', 'range-stick', '--out', '-'], ['kit', CRANE, '--out', '-']]) {
      const r = run(args, '/dev/full');
      expect(r.code, r.err).toBe(2);
      expectSentence(r.err, /^broadside: standard output: cannot write \(the disc is full, ENOSPC\); what reached it is incomplete$/m);
    }
  });

  it('--out - past a file-size limit: exit 2, not a truncated PDF and exit 0', () => {
    const dir = scratch();
    const r = run(['kit', CRANE, '--out', '-'], join(dir, 'crane.pdf'), 20);
    expect(r.code, r.err).toBe(2);
    expectSentence(r.err, /^broadside: standard output: cannot write \(the file is larger than the system allows, EFBIG\); what reached it is incomplete$/m);
    expect(statSync(join(dir, 'crane.pdf')).size).toBe(20 * 1024);
  });

  it('text to standard output (data GAME) into a full disc: exit 2, a sentence', () => {
    const r = run(['data', 'crane'], '/dev/full');
    expect(r.code, r.err).toBe(2);
    expectSentence(r.err, /^broadside: standard output: cannot write \(the disc is full, ENOSPC\)/);
  });

  it('a reader that closes the pipe early is no fault: exit 0, nothing said', () => {
    for (const cmd of [`"$0" "$1" data crane | head -c 10 > /dev/null`, `"$0" "$1" kit "$2" --out - --quiet | head -c 10 > /dev/null`]) {
      const r = spawnSync('bash', ['-o', 'pipefail', '-c', cmd, process.execPath, BIN, CRANE], { encoding: 'utf8', timeout: 60_000 });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
    }
  });
});

describe('files', () => {
  it('a PDF past a file-size limit: exit 2 naming it, the earlier file as it was, no partial file left', () => {
    const dir = scratch();
    const out = join(dir, 'crane.pdf');
    writeFileSync(out, 'earlier');
    const r = run(['kit', CRANE, '--out', out], '/dev/null', 20);
    expect(r.code, r.err).toBe(2);
    expectSentence(r.err, new RegExp(`^broadside: ${out}: cannot write the file there \\(the file is larger than the system allows, EFBIG\\)$`, 'm'));
    expect(readFileSync(out, 'utf8')).toBe('earlier');
    expect(partials(dir)).toEqual([]);
  });

  it('a convention past a file-size limit: exit 2, the folder as it was, nothing left beside or in it', () => {
    const dir = scratch();
    const conv = join(dir, 'event.yaml');
    writeFileSync(conv, `tables:\n  - { name: Small, game: crane, print: { wind-card: 1 } }\n  - { name: Large, kit: ${CRANE} }\n`);
    const out = join(dir, 'out');
    // the small table fits in 40 KB, the large one does not
    const r = run(['kit', conv, '--out', out + '/'], '/dev/null', 40);
    expect(r.code, r.err).toBe(2);
    expectSentence(r.err, /Large\.pdf: cannot write the file there \(the file is larger than the system allows, EFBIG\)$/m);
    expect(readdirSync(dir).sort()).toEqual(['event.yaml']);
  });

  it('a full disc (a failing write put in through the seam): exit 2 naming the file, nothing replaced', async () => {
    const dir = scratch();
    const out = join(dir, 'stick.pdf');
    writeFileSync(out, 'earlier');
    const conv = join(dir, 'event.yaml');
    writeFileSync(conv, 'tables:\n  - { name: One, game: crane, print: { wind-card: 1 } }\n');
    const write = seam.write;
    let calls = 0;
    seam.write = () => {
      calls++;
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    };
    try {
      const made = await cli('make', 'play-deck', '--game', 'naval-war', '--out', out);
      expect(made.code).toBe(2);
      expect(made.err).toBe(`broadside: ${out}: cannot write the file there (the disc is full, ENOSPC)`);
      // the first failure ends the file: nothing more is tried
      expect(calls).toBe(1);
      const kit = await cli('kit', conv, '--out', join(dir, 'event') + '/');
      expect(kit.code).toBe(2);
      expect(kit.err).toBe(`broadside: ${join(dir, 'event', 'One.pdf')}: cannot write the file there (the disc is full, ENOSPC)`);
    } finally {
      seam.write = write;
    }
    expect(readFileSync(out, 'utf8')).toBe('earlier');
    expect(readdirSync(dir).sort()).toEqual(['event.yaml', 'stick.pdf']);
  });

  it('an --out name up to the 255 bytes a file system allows, though the hidden partial name is longer', async () => {
    const dir = scratch();
    for (const name of [`${'a'.repeat(251)}.pdf`, `${'ω'.repeat(125)}a.pdf`]) {
      expect(Buffer.byteLength(name)).toBe(255);
      const r = await cli('make', 'range-stick', '--out', join(dir, name));
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(readFileSync(join(dir, name)).subarray(0, 5).toString()).toBe('%PDF-');
    }
    // one byte more is the system's refusal, in words
    const over = await cli('make', 'range-stick', '--out', join(dir, `${'a'.repeat(252)}.pdf`));
    expect(over.code).toBe(2);
    expect(over.err).toMatch(/cannot write the file there \(the name is too long, ENAMETOOLONG\)$/);
    expect(partials(dir)).toEqual([]);
  });
});

describe("an existing file's mode", () => {
  it('is kept when the file is replaced: a private file stays private', async () => {
    const dir = scratch();
    const out = join(dir, 'private.pdf');
    writeFileSync(out, 'earlier');
    chmodSync(out, 0o600);
    expect((await cli('make', 'range-stick', '--out', out)).code).toBe(0);
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-');
    chmodSync(out, 0o640);
    expect((await cli('kit', CRANE, '--out', out)).code).toBe(0);
    expect(statSync(out).mode & 0o777).toBe(0o640);
  });

  it('a read-only file is refused, not replaced: exit 2, the file as it was', async () => {
    const dir = scratch();
    const out = join(dir, 'kept.pdf');
    writeFileSync(out, 'earlier');
    chmodSync(out, 0o444);
    const r = await cli('make', 'range-stick', '--out', out);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`broadside: ${out}: the file there is read-only, so it is left as it is; make it writable (chmod u+w) to replace it, or write elsewhere`);
    expect(readFileSync(out, 'utf8')).toBe('earlier');
    expect(statSync(out).mode & 0o777).toBe(0o444);
    expect(partials(dir)).toEqual([]);
  });
});
