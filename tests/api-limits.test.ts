// Values given in code meet a file's limits (about what a 1 MB file holds, 64 levels of nesting),
// refused by their length before they are read; a Proxy is not read at all; no message quotes a
// long key or value whole; a file that is not a ship (or kit) file is said to be so in one sentence,
// without its lines quoted back. The cases that took minutes and gigabytes before these limits run
// in a child held to 512 MB and 20 s, so that a regression fails the test instead of the machine.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadShips, renderKit, type Kit } from '../src/index.js';
import { problemsOf } from '../src/serve/problems.js';
import { cli, inputRefusal, ROOT, scratch } from './helpers.js';

const PLAIN = 'expected plain data: text, numbers, true or false, null, lists and objects';
const HELD = "more than a file of 1,000,000 bytes could hold; values given in code meet a file's limits";

/**
 * What each case (code run against the built library as `lib`) throws, its name and message, all in
 * one child with a memory cap and a time limit; a case that ran out of either has no answer.
 */
function inChild(cases: Record<string, string>): Record<string, { name: string; message: string } | undefined> {
  const lib = pathToFileURL(join(ROOT, 'dist/index.js')).href;
  const script = `const lib = await import(${JSON.stringify(lib)});
    for (const [what, run] of Object.entries({ ${Object.entries(cases).map(([what, code]) => `${JSON.stringify(what)}: async () => { ${code} }`).join(',\n')} })) {
      let r = { name: 'none', message: '' };
      try { await run(); } catch (e) { r = { name: e.name, message: e.message }; }
      console.log(JSON.stringify({ what, ...r }));
    }`;
  const r = spawnSync(process.execPath, ['--max-old-space-size=512', '--input-type=module', '-e', script], { timeout: 20_000, encoding: 'utf8' });
  const answers = r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { what: string; name: string; message: string; ms: number });
  return Object.fromEntries(Object.keys(cases).map((what) => [what, answers.find((a) => a.what === what)]));
}


describe('a list or object given in code is refused by its length, before it is read', () => {
  const sparse = 'const a = []; a.length = 1e8;';
  const cases: [string, string, string][] = [
    ['loadShips', `${sparse} lib.loadShips({ game: 'crane', ships: a });`, `<object>: ships: a list of 100,000,000 items, ${HELD}`],
    ['loadShips, a list with the game given', `${sparse} lib.loadShips(a, { game: 'milk-and-cookies' });`, `<object>: a list of 100,000,000 items, ${HELD}`],
    ['renderKit', `${sparse} await lib.renderKit({ game: 'crane', ships: a, print: { 'damage-chart': 1 } });`, `<kit>: ships: a list of 100,000,000 items, ${HELD}`],
    ['renderPrintable', `${sparse} await lib.renderPrintable('boat-record', { game: 'milk-and-cookies', ships: a });`, `<object>: ships: a list of 100,000,000 items, ${HELD}`],
    ['a field of a ship', `${sparse} lib.loadShips({ game: 'ironclads', ships: [{ name: 'A', crew: a }] });`, `<object>: ships[0].crew: a list of 100,000,000 items, ${HELD}`],
    ['an object of 600,000 keys', `const o = {}; for (let i = 0; i < 6e5; i++) o['k' + i] = 1; lib.loadShips({ game: 'crane', ships: [o] });`, `<object>: ships[0]: an object of 600,000 keys, ${HELD}`],
    ['many small values', `lib.loadShips({ game: 'crane', ships: Array.from({ length: 9 }, () => Array(60000).fill(0)) });`, `<object>: ships[8]: a list of 60,000 items, ${HELD}`],
    ['a Proxy claiming 1e9 items', `lib.loadShips({ game: 'crane', ships: new Proxy([], { get: (t, k) => (k === 'length' ? 1e9 : t[k]) }) });`, `<object>: ships: got a Proxy, which is not read; ${PLAIN}`],
    ['a Proxy claiming 1e8 keys', `lib.loadShips(new Proxy({}, { ownKeys: () => new Proxy({}, { get: (t, k) => (k === 'length' ? 1e8 : 'k' + String(k)) }) }));`, `<object>: got a Proxy, which is not read; ${PLAIN}`],
    ['a list whose iterator never ends', `const a = [{ name: 'A', side: 'red', size: 'large' }]; a[Symbol.iterator] = function* () { for (;;) yield 1; }; return lib.loadShips({ game: 'crane', ships: a });`, ''],
  ];
  // one child for them all: each took seconds and gigabytes, or never ended, before these limits
  let answers: ReturnType<typeof inChild> | undefined;
  for (const [what, , message] of cases) {
    it(what, () => {
      answers ??= inChild(Object.fromEntries(cases.map(([w, c]) => [w, c])));
      const r = answers[what];
      expect(r, 'no answer: the child ran out of memory or time').toBeDefined();
      expect(r!.message).toBe(message);
      expect(r!.name).toBe(message ? 'DataError' : 'none');
    });
  }
});

describe('values given in code nest at most 64 levels, as a file does', () => {
  it('refuses 100,000 levels of objects or of lists with a DataError at the path, not a RangeError', async () => {
    let deep: unknown = {};
    for (let i = 0; i < 1e5; i++) deep = { a: deep };
    expect(await inputRefusal(() => loadShips({ game: 'crane', ships: [deep] } as never))).toBe(`<object>: ships[0]${'.a'.repeat(62)}: nested more than 64 levels deep; a ship or kit file needs a few`);
    let list: unknown = [];
    for (let i = 0; i < 1e5; i++) list = [list];
    expect(await inputRefusal(() => renderKit({ game: 'crane', ships: list, print: { 'damage-chart': 1 } } as unknown as Kit))).toBe(`<kit>: ships${'[0]'.repeat(63)}: nested more than 64 levels deep; a ship or kit file needs a few`);
  });

  it('takes a real ship list, however many levels its values have', () => {
    const ship = { name: 'CSS Virginia', side: 'Confederate', speed: 5, acceleration: 2, armor: 'heavy', crew: [10, 10, 10], hull: [8, 8, 8], guns: [{ name: 'Bow', position: 'bow', weight: 'heavy' }] };
    expect(loadShips({ game: 'ironclads', ships: [ship] }).ships).toHaveLength(1);
  });
});

describe('what reading a value runs', () => {
  it('refuses a getter that throws, and a revoked Proxy, at their paths', async () => {
    const ship = { get name(): string { throw new Error('boom'); }, side: 'red', size: 'large' };
    expect(await inputRefusal(() => loadShips({ game: 'crane', ships: [ship] } as never))).toBe(`<object>: ships[0].name: reading it threw an error (boom); ${PLAIN}`);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(await inputRefusal(() => loadShips({ game: 'crane', ships: [proxy] } as never))).toBe(`<object>: ships[0]: got a Proxy, which is not read; ${PLAIN}`);
    expect(await inputRefusal(() => renderKit(proxy as Kit))).toBe(`<kit>: got a Proxy, which is not read; ${PLAIN}`);
  });
});

describe('a long key or value is quoted by its beginning and its length', () => {
  const long = (c: string, n: number) => c.repeat(n);
  it('given in code: a 10 MB key or value is refused by its length', async () => {
    expect(await inputRefusal(() => loadShips({ game: 'crane', ships: [{ name: 'a', side: 'red', size: 'large', [long('k', 1e7)]: 1 }] } as never)))
      .toBe(`<object>: ships[0]: a key of 10,000,000 characters, ${HELD}`);
    expect(await inputRefusal(() => loadShips({ game: 'crane', ships: [{ name: 'a', side: long('x', 1e7), size: 'large' }] } as never)))
      .toBe(`<object>: ships[0].side: a text of 10,000,000 characters, ${HELD}`);
  });

  it('in a file (or text): an unknown key, a value, a printable, a game, each cut', async () => {
    const k = long('k', 400_000);
    const x = long('x', 400_000);
    const cut = (c: string, n: number) => `${c.repeat(40)}… (${n.toLocaleString('en-US')} characters)`;
    expect(await inputRefusal(() => loadShips(`game: crane\nships:\n  - { name: a, side: red, size: large, ${k}: 1 }\n`)))
      .toBe(`<text>:3:40: ships[0].${cut('k', 400_000)}: unknown key; expected one of: name, side, size`);
    expect(await inputRefusal(() => loadShips(`game: crane\nships:\n  - { name: a, side: ${x}, size: large }\n`)))
      .toBe(`<text>:3:22: ships[0].side: expected one of "red", "blue", got "${cut('x', 400_000).replace('… ', '…" ')}`);
    expect(await inputRefusal(() => loadShips(`game: ${x}\nships: []\n`))).toMatch(new RegExp(`^<text>:1:7: game: expected one of .*, got "x{40}…" \\(400,000 characters\\); a game of your own is named by its file's path \\(game: \\./my-game\\.yaml\\)$`));
    const dir = scratch();
    writeFileSync(join(dir, 'kit.yaml'), `game: crane\nprint: { ${k}: 1 }\n`);
    const r = await cli('check', join(dir, 'kit.yaml'));
    expect(r.err).toBe(`broadside: ${join(dir, 'kit.yaml')}:2:10: print.${cut('k', 400_000)}: not a printable of crane; expected one of: board, damage-chart, wind-card, firing-card, markers`);
  });
});

describe('a file that is not a ship file', () => {
  const PASSWD = 'root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\nbin:x:2:2:bin:/bin:/usr/sbin/nologin\n';
  const PACKAGE = JSON.stringify({ name: 'secret-app', version: '1.0.0', private: true, scripts: { start: 'node .' }, dependencies: { left: '1' } }, null, 2);
  const ENV = 'DATABASE_PASSWORD: hunter2\nAPI_TOKEN: abc123\n';
  const files: [string, string, string][] = [
    ['passwd', PASSWD, 'it is a single value, not a mapping; expected game: and ships: at its top'],
    ['package.json', PACKAGE, 'it has no game: or ships: key at its top; expected game: and ships:'],
    ['secrets.yaml', ENV, 'it has no game: or ships: key at its top; expected game: and ships:'],
    ['list.yaml', '- one\n- two\n', 'it is a list; expected game: and ships: at its top (a list of ships goes under ships:)'],
  ];

  for (const [name, text, why] of files) {
    it(`named by a kit (${name}): one sentence at the kit's line, in the command line and the preview, nothing of the file quoted`, async () => {
      const dir = scratch();
      writeFileSync(join(dir, name), text);
      const kit = join(dir, 'kit.yaml');
      writeFileSync(kit, `title: t\ngame: crane\nships: ${name}\nprint: { damage-chart: 1 }\n`);
      const r = await cli('kit', kit, '--out', join(dir, 'x.pdf'));
      expect(r.code).toBe(2);
      expect(r.err).toBe(`broadside: ${kit}:3:8: ships: "${name}" is not a ship file: ${why}`);
      // the preview quotes the line a problem is at: the kit's, never the file's
      let err: unknown;
      try {
        (await import('../src/data/kit.js')).loadKit(kit);
      } catch (e) {
        err = e;
      }
      const problems = problemsOf(err, [kit, join(dir, name)]);
      expect(problems).toEqual([{ text: `${kit}:3:8: ships: "${name}" is not a ship file: ${why}`, quote: { line: 3, col: 8, text: `ships: ${name}` } }]);
      for (const secret of ['root:x', 'secret-app', 'hunter2', 'DATABASE', 'version']) expect(JSON.stringify(problems)).not.toContain(secret);
    });
  }

  it('checked or made from directly: one sentence at its top', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'package.json'), PACKAGE);
    const r = await cli('check', join(dir, 'package.json'));
    expect(r.err).toBe(`broadside: ${join(dir, 'package.json')}:1:1: not a ship file: it has no game: or ships: key at its top; expected game: and ships:`);
    expect((await cli('make', 'damage-chart', '--ships', join(dir, 'package.json'), '--out', join(dir, 'x.pdf'))).err).toBe(r.err);
  });

  it('is not a kit file either', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'package.json'), PACKAGE);
    const r = await cli('kit', join(dir, 'package.json'), '--out', join(dir, 'x.pdf'));
    expect(r.err).toBe(`broadside: ${join(dir, 'package.json')}:1:1: not a kit file: it has no game: or print: key at its top; expected title:, game:, ships: and print:`);
  });

  it('still says what a ship file with slips of its keys means, and takes one without game: for a kit', async () => {
    expect(await inputRefusal(() => loadShips('gmae: crane\nship: []\n'))).toBe('<text>:1:1: gmae: unknown key; expected one of: game, ships; did you mean "game"?\n<text>:2:1: ship: unknown key; expected one of: game, ships; did you mean "ships"?');
    expect(await inputRefusal(() => loadShips('game: crane\nships: []\ncolour: red\n'))).toMatch(/^<text>:2:8: ships: expected a list of 1 to 10 items, got 0\n<text>:3:1: colour: unknown key/);
    expect(loadShips('ships: [{ name: A, side: red, size: large }]\n', { game: 'crane' }).ships).toHaveLength(1);
  });
});
