// Every command the README shows in a code block, run as written: each must exit as the README says
// (0, or the code a `# exit N` comment on its line gives, or 2 when the lines after it are the
// `broadside: …` messages it prints, each of which it must print). They run in the README's order (a
// file one line writes, a later one may read) from a scratch folder laid out like a clone (examples/,
// data/, templates/ … linked, out/ its own), through the command line's run() in this process;
// `serve` runs as a process, answers one request and stops on Ctrl-C. The README is read when the
// tests are collected, so a command added to it is checked by the next run. The install block's npm
// commands, and the library examples, are run by tests/package.test.ts and tests/api.test.ts.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../src/cli.js';
import { ROOT, scratch } from './helpers.js';
import { codeBlocks, isShell, shellWords, type Words } from './readme.js';

const PKG = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

/** The clone's folders a command may read, linked into the scratch folder (none is written to). */
const CLONE = ['examples', 'data', 'templates', 'schemas', 'fonts', 'web', 'bin'];
/** Files the README names as the reader's own, and the example each stands for here. */
const STAND_INS: Record<string, string> = { 'fleet.yaml': 'examples/ships/milk-and-cookies.yaml' };

/**
 * What a command's whole work would cost each run of the suite, and the flags added to make the same
 * command do less: it still parses, checks and writes the same way. The full play deck as PNG is 216
 * images at 300 dpi, some 15 s; three cards show the same.
 */
const LIGHTER: { when: (w: string[]) => boolean; add: string[] }[] = [
  { when: (w) => w[0] === 'make' && w[1] === 'play-deck' && w.includes('png') && !w.includes('--deck'), add: ['--deck', 'three-cards.yaml'] },
];
const THREE_CARDS = 'cards:\n  - { kind: salvo, gun: 16, hits: 2, count: 2 }\n  - { kind: salvo, gun: 14, hits: 1, count: 1 }\n';

interface Command {
  /** As the README writes it, and where. */
  line: string;
  at: number;
  /** The words after `broadside`, the redirections and comment still to be read from `shell`. */
  shell: string;
  /** The exit code the README gives it, and the messages it shows it printing. */
  code: number;
  errors: string[];
}

/** The README's commands, in order, each once. */
function commands(): Command[] {
  const found: Command[] = [];
  for (const block of codeBlocks().filter(isShell)) {
    let last: Command | undefined;
    for (const [i, raw] of block.lines.entries()) {
      const line = raw.trim();
      const shell = broadsideArgs(line);
      if (shell !== undefined) {
        const exit = /#.*\bexit (?:code )?(\d+)\b/.exec(line);
        last = { line, at: block.line + 1 + i, shell, code: exit ? Number(exit[1]) : -1, errors: [] };
        // a command shown twice (with another comment, say) runs once
        const key = (c: string) => c.replace(/\s+#.*$/, '').trim().replace(/\s+/g, ' ');
        if (!found.some((c) => key(c.shell) === key(shell))) found.push(last);
      } else if (last && line.startsWith('broadside: ')) last.errors.push(line);
      else last = undefined;
    }
  }
  for (const c of found) if (c.code < 0) c.code = c.errors.length ? 2 : 0;
  return found;
}

/** A line's arguments to broadside (`npx broadside …`, `broadside …`, or an npm script that runs it), or undefined. */
function broadsideArgs(line: string): string | undefined {
  const direct = /^(?:npx\s+)?broadside(?:\s+(.*))?$/.exec(line);
  if (direct) return direct[1] ?? '';
  const script = /^npm\s+(?:start|run\s+(\S+))\s*$/.exec(line);
  const body = script && PKG.scripts[script[1] ?? 'start'];
  return body ? /^node bin\/broadside\.js\s+(.*)$/.exec(body)?.[1] : undefined;
}

interface Ran { code: number; err: string[]; status?: number; body?: string }

/** Runs broadside in this process as a shell would: standard input from `< file`, output to `> file`. */
async function inProcess(w: Words, cwd: string): Promise<Ran> {
  const out: Buffer[] = [];
  const err: string[] = [];
  const code = await run(w.words, {
    out: (s) => out.push(Buffer.from(s + '\n')),
    err: (s) => err.push(s),
    stdout: (data) => void out.push(Buffer.from(data)),
    stdin: async () => (w.stdin ? readFileSync(join(cwd, w.stdin), 'utf8') : ''),
  });
  if (w.stdout) writeFileSync(join(cwd, w.stdout), Buffer.concat(out));
  return { code, err };
}

/** `broadside serve`: started as a process, asked for its page once, then stopped as Ctrl-C stops it. */
async function serveOnce(w: Words, cwd: string): Promise<Ran> {
  const child = spawn(process.execPath, [join(ROOT, 'bin/broadside.js'), ...w.words], { cwd, env: { ...process.env, XDG_CACHE_HOME: join(cwd, '.cache') } });
  const exited = new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1))));
  let out = '';
  const err: string[] = [];
  child.stderr.on('data', (d) => err.push(String(d)));
  try {
    const url = await Promise.race([
      new Promise<string>((resolve) => child.stdout.on('data', (d) => {
        out += d;
        const m = /^Preview at (http:\/\/\S+) \(Ctrl-C to stop\)$/m.exec(out);
        if (m) resolve(m[1]);
      })),
      exited.then((code) => Promise.reject(new Error(`serve ended (${code}) before it said where: ${err.join('')}`))),
    ]);
    const res = await fetch(url);
    const body = await res.text();
    child.kill('SIGINT');
    return { code: await exited, err, status: res.status, body };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

const all = commands();
let work: string;
let before: string;
let started: number;

beforeAll(() => {
  started = Date.now();
  work = scratch();
  for (const name of CLONE) symlinkSync(join(ROOT, name), join(work, name));
  mkdirSync(join(work, 'node_modules'));
  symlinkSync(ROOT, join(work, 'node_modules/broadside'));
  for (const [name, from] of Object.entries(STAND_INS)) copyFileSync(join(ROOT, from), join(work, name));
  writeFileSync(join(work, 'three-cards.yaml'), THREE_CARDS);
  // relative paths in the commands (examples/…, out/, my-crane.yaml) are the scratch folder's
  before = process.cwd();
  process.chdir(work);
});

afterAll(() => {
  process.chdir(before);
  rmSync(work, { recursive: true, force: true });
  console.log(`readme test: ${all.length} commands took ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

describe('the README\'s commands', () => {
  it('are found: every block of commands is read', () => {
    expect(all.length).toBeGreaterThan(30);
    expect(all.map((c) => c.line)).toContain('npx broadside list');
  });

  for (const c of all) {
    it(`README.md:${c.at}: ${c.line}`, async () => {
      const w = shellWords(c.shell, work);
      for (const l of LIGHTER) if (l.when(w.words)) w.words.push(...l.add);
      const serving = w.words[0] === 'serve';
      const r = serving ? await serveOnce(w, work) : await inProcess(w, work);
      expect(r.code, r.err.join('\n')).toBe(c.code);
      // each message shown, as a line of its own (what it printed instead, when it did not)
      for (const e of c.errors) expect(r.err.includes(e) ? e : r.err.join('\n')).toBe(e);
      if (serving) {
        expect(r.status).toBe(200);
        expect(r.body).toContain('<title>broadside preview</title>');
      }
      if (c.code !== 0) return;
      // a PDF it was told to write is there, whole
      const i = w.words.findIndex((x) => x === '--out' || x === '-o');
      for (const file of [w.stdout, i < 0 ? undefined : w.words[i + 1]].filter((f) => f?.endsWith('.pdf'))) {
        expect(existsSync(join(work, file!)), file).toBe(true);
        const pdf = readFileSync(join(work, file!));
        expect(pdf.subarray(0, 5).toString(), file).toBe('%PDF-');
        expect(pdf.subarray(-6).toString('latin1').trim(), file).toBe('%%EOF');
      }
    });
  }
});
