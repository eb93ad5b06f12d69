// What a message quotes: a path a user named whole (up to the longest a system takes), a long value
// by its first 40 characters, and nothing of a file that is not what it was named as.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError, excerptPath, quote, quotePath } from '../src/errors.js';
import { Preview } from '../src/serve/preview.js';
import { KIT, ROOT, cli, scratch } from './helpers.js';

describe('a path in a message', () => {
  it('is quoted whole up to 4,096 bytes, and cut as any long text past it', () => {
    const path = `/${'é'.repeat(2047)}x`; // 4,096 bytes of UTF-8 in 2,049 characters
    expect(quotePath(path)).toBe(JSON.stringify(path));
    expect(excerptPath(path)).toBe(path);
    expect(quotePath(`${path}y`)).toBe(`"/${'é'.repeat(39)}…" (2,050 characters)`);
    // a value that is not a path is cut as before
    expect(quote(path)).toBe(`"/${'é'.repeat(39)}…" (2,049 characters)`);
    expect(excerptPath('a\nb')).toBe('a\\nb');
  });

  it('keeps a message naming three such paths whole', () => {
    const path = `/${'p'.repeat(4095)}`;
    const message = `${path} and ${path} would both write ${path}`;
    expect(new InputError(message).message).toBe(message);
  });

  it('is whole on the command line, in a folder of any name', async () => {
    const dir = join(scratch(), `Ünïcode dir with spaces ${'x'.repeat(120)}`);
    mkdirSync(dir);
    const other = join(dir, 'crane.yaml');
    const r = await cli('serve', KIT, other);
    expect(r.err).toBe(`broadside: serve: unexpected argument ${JSON.stringify(other)}; serve previews one kit file (or one ship file with --printable)`);
    expect(r.code).toBe(2);
    const none = await cli('check', join(dir, 'none', '*.yaml'));
    expect(none.err).toBe(`broadside: ${join(dir, 'none', '*.yaml')}: no such folder ${JSON.stringify(join(dir, 'none'))}`);
    const nothing = await cli('check', join(dir, '*.yml'));
    expect(nothing.err).toBe(`broadside: ${join(dir, '*.yml')}: no file matches`);
  });
});

/** Files of secrets, none of them of a shape broadside reads: each is refused in one sentence. */
function secrets(dir: string): { shadow: string; json: string; csv: string } {
  const shadow = join(dir, 'shadow');
  writeFileSync(shadow, 'root:$6$saltsalt$hunter2hash:19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n');
  const json = join(dir, 'secrets.json');
  writeFileSync(json, '{"user": "alice", "password": "hunter2"}\n');
  const csv = join(dir, 'secrets.csv');
  writeFileSync(csv, 'user,password\nalice,hunter2\n');
  return { shadow, json, csv };
}

/** Exit 2, and nothing of the secrets in what was said. */
function refusedQuietly(r: { code: number; out: string; err: string }): string {
  expect(r.code, r.err).toBe(2);
  for (const secret of ['hunter2', 'alice', 'password', 'root:', 'daemon']) expect(r.err + r.out, secret).not.toContain(secret);
  return r.err;
}

const DECK_KEYS = 'back:, kinds:, labels:, special:, normal: and cards:';
const DATA = 'the sections of naval-war\'s data file (defaults:, ship-deck:, play-deck: …; "broadside data naval-war" prints it)';

describe('a file that is not what it was named as', () => {
  it('is said so in one sentence, nothing of it quoted: a deck file given to make or named by a kit, which check reads too', async () => {
    const dir = scratch();
    const { shadow } = secrets(dir);
    const out = join(dir, 'x.pdf');
    expect(refusedQuietly(await cli('make', 'play-deck', '--game', 'naval-war', '--deck', shadow, '--out', out)))
      .toBe(`broadside: ${shadow}:1:1: not a deck file: it has no cards: key at its top; expected ${DECK_KEYS}`);
    expect(refusedQuietly(await cli('make', 'play-deck', '--game', 'naval-war', '--deck', '/etc/passwd', '--out', out)))
      .toBe(`broadside: /etc/passwd:1:1: not a deck file: it is a single value, not a mapping; expected ${DECK_KEYS} at its top`);
    const kit = join(dir, 'kit.yaml');
    writeFileSync(kit, 'game: naval-war\nprint:\n  play-deck: { count: 1, deck: secrets.json }\n');
    const said = `broadside: ${kit}:3:32: print.play-deck.deck: "secrets.json" is not a deck file: it has no cards: key at its top; expected ${DECK_KEYS}`;
    expect(refusedQuietly(await cli('kit', kit, '--out', out))).toBe(said);
    expect(refusedQuietly(await cli('check', kit))).toBe(said);
  });

  it('is said so for a --data copy, by make, kit and check alike', async () => {
    const dir = scratch();
    const { shadow, json } = secrets(dir);
    const out = join(dir, 'x.pdf');
    expect(refusedQuietly(await cli('make', 'score-sheet', '--game', 'naval-war', '--data', json, '--out', out)))
      .toBe(`broadside: ${json}:1:1: not a naval-war data file: it has none of ${DATA} at its top`);
    const kit = join(ROOT, 'examples/kits/naval-war.yaml');
    const said = `broadside: ${shadow}:1:1: not a naval-war data file: it has none of ${DATA} at its top`;
    expect(refusedQuietly(await cli('kit', kit, '--data', shadow, '--out', out))).toBe(said);
    expect(refusedQuietly(await cli('check', kit, '--data', shadow))).toBe(said);
    expect(refusedQuietly(await cli('check', join(ROOT, 'examples/ships/naval-war.yaml'), '--data', '/etc/passwd')))
      .toBe(`broadside: /etc/passwd:1:1: not a naval-war data file: it is a single value, not a mapping; expected ${DATA} at its top`);
  });

  it('is said so for a spreadsheet whose first row names no field of a ship', async () => {
    const dir = scratch();
    const { csv } = secrets(dir);
    expect(refusedQuietly(await cli('check', '--game', 'crane', csv)))
      .toBe(`broadside: ${csv}:1:1: not a ship file: its first row names no field of a ship; expected a heading row of field names (game, name, side, size …), then one row per ship`);
    // a heading near a field's name is a ship file with a slip in it
    writeFileSync(csv, 'nmae,side,size\nHMS Victory,red,large\n');
    expect((await cli('check', '--game', 'crane', csv)).err).toMatch(/:1:1: unknown column "nmae"; expected one of: game, name, side, size \(in any case and spacing\); did you mean "name"\?/);
  });

  it('gives the YAML parser\'s words without the text they would quote', async () => {
    const dir = scratch();
    const file = join(dir, 'deck.yaml');
    for (const [text, words] of [['cards: |hunter2-header\n  x\n', 'Block scalar header includes extra characters'], ['- a\nb: hunter2\n', 'Unexpected scalar at node end'], ['cards: "\\qhunter2"\n', 'Invalid escape sequence']]) {
      writeFileSync(file, text);
      const err = refusedQuietly(await cli('make', 'play-deck', '--game', 'naval-war', '--deck', file, '--out', join(dir, 'x.pdf')));
      expect(err).toMatch(new RegExp(`^broadside: ${file.replace(/[.\\/]/g, '\\$&')}:\\d+:\\d+: malformed YAML: ${words}$`));
    }
  });

  it('has no line quoted in the live preview\'s banner, nor has a file that cannot be read as YAML', () => {
    const dir = scratch();
    const { json } = secrets(dir);
    const shown = (preview: Preview) => {
      preview.render();
      expect(preview.problems.length).toBeGreaterThan(0);
      expect(preview.problems.every((p) => p.quote === undefined)).toBe(true);
      for (const secret of ['hunter2', 'alice', 'password']) expect(JSON.stringify(preview.problems), secret).not.toContain(secret);
    };
    shown(new Preview({ file: join(ROOT, 'examples/ships/naval-war.yaml'), printable: 'play-deck', options: { deck: json } }));
    shown(new Preview({ file: json }));
    const broken = join(dir, 'broken.yaml');
    writeFileSync(broken, 'title: x\npassword: "hunter2\n');
    shown(new Preview({ file: broken }));
  });
});
