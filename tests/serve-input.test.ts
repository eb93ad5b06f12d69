// The live preview against hostile input, without a browser: files swapped for a FIFO or a device
// while the banner quotes them, what the banner may quote, download names in any script, and one
// PDF made for many requests at once.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { attachment } from '../src/serve/http.js';
import { startServer, type Running } from '../src/serve/index.js';
import { Preview } from '../src/serve/preview.js';
import { ROOT, scratch } from './helpers.js';

const running: Running[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) await r.close();
});

interface Got { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** A raw request (Node's fetch rewrites some headers). */
function call(port: number, path: string, method = 'GET', body?: string): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { host: `127.0.0.1:${port}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const SHIPS = readFileSync(join(ROOT, 'examples/ships/milk-and-cookies.yaml'), 'utf8');

/** A kit of `print` (a YAML block) in a folder of its own, its ships file beside it. */
function kitIn(dir: string, name: string, print = '  wind-card: 1\n', ships = 'fleet.yaml'): string {
  mkdirSync(dir, { recursive: true });
  const kit = join(dir, name);
  writeFileSync(kit, `title: Test kit\ngame: milk-and-cookies\nships: ${ships}\nprint:\n${print}`);
  if (ships === 'fleet.yaml') writeFileSync(join(dir, 'fleet.yaml'), SHIPS);
  return kit;
}

describe('the preview and files that are not what they were', () => {
  // built by npm test before the tests run: the case runs against dist/ in a child process, capped
  // at 1 GB of address space and 15 s, so that a regression fails here instead of taking the machine
  for (const how of ['fifo', 'zero']) {
    it(`quotes nothing from a ships file swapped for ${how === 'fifo' ? 'a FIFO' : 'a link to /dev/zero'} after a save with a mistake`, () => {
      const dir = scratch();
      const r = spawnSync('sh', ['-c', 'ulimit -v 1000000; exec "$0" "$@"', process.execPath, join(ROOT, 'tests/fixtures/serve-swap.mjs'), dir, how],
        { encoding: 'utf8', timeout: 15_000, killSignal: 'SIGKILL' });
      expect(r.signal, r.stderr).toBeNull();
      expect(r.status, r.stderr).toBe(0);
      const problems = JSON.parse(r.stdout) as { text: string; quote?: unknown }[];
      expect(problems.length).toBe(1);
      expect(problems[0].text).toMatch(/fleet\.yaml:3:\d+: ships\[0\]\.guns: expected a whole number from 0 to 12, got 40$/);
      expect(problems[0].quote).toBeUndefined();
    });
  }
});

describe('what the banner quotes', () => {
  it('quotes no line of a file that is not a broadside file, though a kit names it as its ships', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'secrets.txt'), 'user: alice\npassword: hunter2\n');
    for (const ships of ['secrets.txt', '/etc/passwd']) {
      const preview = new Preview({ file: kitIn(dir, 'kit.yaml', undefined, ships) });
      preview.render();
      expect(preview.problems.length, ships).toBeGreaterThan(0);
      // the kit's own line may be quoted (it names the file); no line of the named file is
      expect(preview.problems.every((p) => p.quote === undefined || p.text.startsWith(join(dir, 'kit.yaml'))), ships).toBe(true);
      const shown = JSON.stringify(preview.problems);
      for (const secret of ['alice', 'hunter2', 'root:x', '/bin/']) expect(shown).not.toContain(secret);
    }
  });

  it('quotes a short excerpt of a long line, the caret on the problem, with no control characters', () => {
    const dir = scratch();
    const kit = kitIn(dir, 'kit.yaml');
    const pad = ' '.repeat(3000);
    const lines = [
      'game: milk-and-cookies',
      'ships:',
      `  - { name: Milk Run, side: A, guns: 40 } # \x1b[31m${'z'.repeat(5000)}`,
      `  - { name: Sea Biscuit,${pad}side: A, guns: 50 }`,
      `  - { name: Oat Run, side: "\u202eB", guns: 4, ${'w'.repeat(900)}: 1 }`,
    ];
    writeFileSync(join(dir, 'fleet.yaml'), lines.join('\n') + '\n');
    const preview = new Preview({ file: kit });
    preview.render();
    const quoted = preview.problems.filter((p) => p.quote);
    expect(quoted.length).toBeGreaterThanOrEqual(3);
    for (const p of preview.problems) {
      expect(p.text.length, p.text).toBeLessThanOrEqual(300);
      expect(p.text).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
      if (!p.quote) continue;
      expect(p.quote.text.length).toBeLessThanOrEqual(82);
      expect(p.quote.text).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    }
    const at = (value: string) => quoted.find((p) => p.text.includes(`got ${value}`))!.quote!;
    for (const [value, line] of [['40', 3], ['50', 4]] as const) {
      expect(at(value).line).toBe(line);
      expect(at(value).text.slice(at(value).col - 1)).toMatch(new RegExp(`^${value}\\b`));
    }
    expect(at('50').text.startsWith('…')).toBe(true);
  });
});

describe('the Download button', () => {
  it('names the PDF after the kit in any script, by RFC 6266, with an ASCII name for old browsers', async () => {
    const cases: [string, string][] = [
      ['Флот.yaml', `attachment; filename="kit.pdf"; filename*=UTF-8''%D0%A4%D0%BB%D0%BE%D1%82.pdf`],
      ['Čechy.yaml', `attachment; filename="Cechy.pdf"; filename*=UTF-8''%C4%8Cechy.pdf`],
      ['my "best" kit.yaml', `attachment; filename="my _best_ kit.pdf"; filename*=UTF-8''my%20%22best%22%20kit.pdf`],
    ];
    for (const [name, expected] of cases) {
      const r = await startServer({ file: kitIn(scratch(), name), port: 0 });
      running.push(r);
      const got = await call(r.port, '/kit.pdf');
      expect(got.status, name).toBe(200);
      expect(got.headers['content-disposition']).toBe(expected);
      const star = /filename\*=UTF-8''(.*)$/.exec(got.headers['content-disposition'] as string)![1];
      expect(decodeURIComponent(star)).toBe(name.replace('.yaml', '.pdf'));
    }
  });

  it('writes a valid header for any name: quotes, backslashes, line breaks, percent signs, emoji', () => {
    expect(attachment('a\\b"c\r\nd%e;f.pdf')).toBe(`attachment; filename="a_b_c_d_e;f.pdf"; filename*=UTF-8''a%5Cb%22c%0D%0Ad%25e%3Bf.pdf`);
    expect(attachment("🚢 (l'été)*.pdf")).toBe(`attachment; filename="_ (l'ete)*.pdf"; filename*=UTF-8''%F0%9F%9A%A2%20%28l%27%C3%A9t%C3%A9%29%2A.pdf`);
    for (const name of ['Флот.pdf', '艦隊.pdf', '\u0000\u007f.pdf', 'half \ud83d.pdf', 'x'.repeat(300) + '.pdf']) {
      const header = attachment(name);
      expect(header).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    }
  });
});

describe('one PDF for many requests', () => {
  it('renders once for 40 requests at once, and again only when a file or a setting changes', async () => {
    const dir = scratch();
    const kit = kitIn(dir, 'kit.yaml', readFileSync(join(ROOT, 'examples/kits/milk-and-cookies.yaml'), 'utf8').split('print:\n')[1]);
    const r = await startServer({ file: kit, port: 0 });
    running.push(r);
    const all = await Promise.all(Array.from({ length: 40 }, () => call(r.port, '/kit.pdf')));
    expect(all.every((g) => g.status === 200 && g.body.equals(all[0].body))).toBe(true);
    expect(r.preview.pdfRenders).toBe(1);
    expect((await call(r.port, '/kit.pdf')).body.equals(all[0].body)).toBe(true);
    expect(r.preview.pdfRenders).toBe(1);
    // a setting changed
    expect((await call(r.port, '/choices', 'POST', '{"paper":"a4"}')).status).toBe(200);
    const a4 = await call(r.port, '/kit.pdf');
    expect(a4.body.equals(all[0].body)).toBe(false);
    expect(r.preview.pdfRenders).toBe(2);
    // the same text saved again makes the same pages: no new PDF
    writeFileSync(join(dir, 'fleet.yaml'), SHIPS);
    r.preview.render();
    expect((await call(r.port, '/kit.pdf')).body.equals(a4.body)).toBe(true);
    expect(r.preview.pdfRenders).toBe(2);
    // a file changed, and Download asked for before the preview has seen the change
    writeFileSync(join(dir, 'fleet.yaml'), SHIPS.replace('Milk Run', 'Oat Run'));
    const changed = await call(r.port, '/kit.pdf');
    expect(r.preview.pdfRenders).toBe(3);
    const fresh = new Preview({ file: kit, paper: 'a4' });
    fresh.render();
    expect(changed.body.equals((await fresh.pdfBytes())!)).toBe(true);
  });
});
