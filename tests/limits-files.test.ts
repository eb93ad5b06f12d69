// Inputs that are not files: a device, a FIFO, a folder or an oversized file named where a file is
// read is refused at once (exit 2) with the reason, and where a kit named it, with the kit's line.
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYaml } from '../src/data/node.js';
import { MAX_FILE_BYTES, MAX_TEXT_BYTES, readUserFile } from '../src/data/read.js';
import { cli, ROOT, scratch } from './helpers.js';

function fifo(dir: string, name: string): string {
  const path = join(dir, name);
  execFileSync('mkfifo', [path]);
  return path;
}

/** The hostile inputs, each made fresh in `dir` under a name ending in `ext`. */
const HOSTILE: [string, RegExp, (dir: string, ext: string) => string][] = [
  ['/dev/zero', /not a regular file/, (d, ext) => link(d, `zero${ext}`, '/dev/zero')],
  ['/dev/urandom', /not a regular file/, (d, ext) => link(d, `random${ext}`, '/dev/urandom')],
  ['a FIFO with no writer', /not a regular file/, (d, ext) => fifo(d, `pipe${ext}`)],
  ['a folder', /a folder, not a file/, (d, ext) => (mkdirSync(join(d, `folder${ext}`)), join(d, `folder${ext}`))],
  ['a 12.3 MB file', /is 12,300,000 bytes; files are read up to (1|10),000,000 bytes/, (d, ext) => sparse(d, `big${ext}`, 12_300_000)],
];
function link(dir: string, name: string, target: string): string {
  symlinkSync(target, join(dir, name));
  return join(dir, name);
}
function sparse(dir: string, name: string, size: number): string {
  const path = join(dir, name);
  writeFileSync(path, '');
  truncateSync(path, size);
  return path;
}

describe('the one reader', () => {
  it('reads a regular file whole, and one byte over the limit is refused before it is read', () => {
    const dir = scratch();
    const path = join(dir, 'a.yaml');
    writeFileSync(path, 'game: crane\n');
    expect(readUserFile(path).toString()).toBe('game: crane\n');
    expect(readUserFile(path, 12).length).toBe(12);
    expect(() => readUserFile(path, 11)).toThrow(/a\.yaml: cannot read file \(is 12 bytes; files are read up to 11 bytes\)/);
    expect(MAX_FILE_BYTES).toBe(10_000_000);
    expect(readUserFile(sparse(dir, 'edge.csv', MAX_FILE_BYTES)).length).toBe(MAX_FILE_BYTES);
    expect(() => readUserFile(sparse(dir, 'over.csv', MAX_FILE_BYTES + 1))).toThrow(/is 10,000,001 bytes; files are read up to 10,000,000 bytes/);
  });
});

describe('every place a user names a file', () => {
  for (const [what, reason, makeIt] of HOSTILE) {
    it(`refuses ${what}: ships (YAML and CSV), a kit, a kit's ships, a deck, a convention, a template, a PDF to preview`, async () => {
      const dir = scratch();
      const out = join(dir, 'out.pdf');
      const expectRefused = async (args: string[], where?: RegExp) => {
        // a file read past its limit (/dev/zero, a FIFO) would not end: the test's time-out catches that
        const { code, err } = await cli(...args);
        expect(code, `${args.join(' ')}: ${err}`).toBe(2);
        expect(err).toMatch(reason);
        if (where) expect(err).toMatch(where);
      };
      await expectRefused(['make', 'boat-record', '--ships', makeIt(dir, '.yaml'), '--out', out]);
      await expectRefused(['make', 'boat-record', '--ships', makeIt(dir, '.csv'), '--out', out]);
      await expectRefused(['kit', makeIt(dir, '.kit.yaml'), '--out', out]);
      await expectRefused(['make', 'play-deck', '--deck', makeIt(dir, '.deck.yaml'), '--out', out]);
      await expectRefused(['preview', makeIt(dir, '.pdf'), '--out', join(dir, 'preview')]);
      // a kit's ships: the kit's own line says where the file was named
      const ships = makeIt(dir, '.ships.yaml');
      const kit = join(dir, 'kit.yaml');
      writeFileSync(kit, `title: t\ngame: milk-and-cookies\nships: ${JSON.stringify(ships)}\nprint: { boat-record: 1 }\n`);
      await expectRefused(['kit', kit, '--out', out], /kit\.yaml:3:8: ships: cannot read/);
      // a convention's kit
      const conv = join(dir, 'convention.yaml');
      writeFileSync(conv, `title: t\ntables:\n  - { name: A, kit: ${JSON.stringify(makeIt(dir, '.k.yaml'))} }\n`);
      await expectRefused(['kit', conv, '--out', join(dir, 'conv') + '/']);
      // a template of a --templates folder
      const templates = join(dir, `templates-${what.replace(/\W/g, '')}`);
      mkdirSync(join(templates, 'range-stick'), { recursive: true });
      const t = makeIt(dir, '.hbs');
      symlinkSync(t, join(templates, 'range-stick', 'stick.svg.hbs'));
      await expectRefused(['make', 'range-stick', '--templates', templates, '--out', out]);
    });
  }

  it('refuses a template whose <image> names /dev/zero, without reading it', async () => {
    const dir = scratch();
    mkdirSync(join(dir, 'range-stick'));
    writeFileSync(join(dir, 'range-stick', 'stick.svg.hbs'), '<image href="/dev/zero" x="0" y="0" width="10" height="10"/>');
    const { code, err } = await cli('make', 'range-stick', '--templates', dir, '--out', join(dir, 'x.pdf'));
    expect(code).toBe(2);
    expect(err).toMatch(/image/);
  });

  it('still reads the examples', async () => {
    const dir = scratch();
    const { code, err } = await cli('kit', join(ROOT, 'examples/kits/crane.yaml'), '--out', join(dir, 'crane.pdf'));
    expect(err).toBe('');
    expect(code).toBe(0);
  });
});

describe('a file a kit names for a printable', () => {
  it('is refused at the kit\'s line when it is not a regular file', async () => {
    const dir = scratch();
    const kit = join(dir, 'kit.yaml');
    writeFileSync(kit, 'title: t\ngame: naval-war\nprint:\n  play-deck: { count: 1, deck: /dev/zero }\n');
    const { code, err } = await cli('kit', kit, '--out', join(dir, 'x.pdf'));
    expect(code).toBe(2);
    expect(err).toBe(`broadside: ${kit}:4:32: print.play-deck.deck: cannot read "/dev/zero": not a regular file`);
  });
});

describe('data files the parser would drown in', () => {
  it('refuses a ship file over 1 MB by its size, before parsing it (100,000 ships: 3.7 MB)', async () => {
    const dir = scratch();
    const path = join(dir, 'huge.yaml');
    writeFileSync(path, `game: milk-and-cookies\nships:\n${'  - { name: Boat, side: A, guns: 3 }\n'.repeat(100_000)}`);
    const { code, err } = await cli('check', path);
    expect(code).toBe(2);
    expect(err).toBe(`broadside: ${path}: cannot read file (is 3,700,030 bytes; files are read up to 1,000,000 bytes)`);
    writeFileSync(join(dir, 'huge.csv'), `name,side,guns\n${'Boat,A,3\n'.repeat(150_000)}`);
    expect((await cli('check', join(dir, 'huge.csv'), '--game', 'milk-and-cookies')).err).toMatch(/cannot read file \(is 1,350,015 bytes; files are read up to 1,000,000 bytes\)$/);
    // text given without a file (standard input, the library) meets the same limit
    expect(() => parseYaml('x'.repeat(MAX_TEXT_BYTES + 1), '<stdin>')).toThrow(/^<stdin>:1:1: is 1,000,001 characters long; YAML and JSON are read up to 1,000,000 characters$/);
  });

  it('refuses nesting deeper than 64 levels at the bracket that goes too deep, without parsing', () => {
    const text = `game: crane\nships:\n  - name: ${'['.repeat(5000)}`;
    expect(() => parseYaml(text, 'deep.yaml')).toThrow(/^deep\.yaml:3:75: nested more than 64 levels deep/);
    // brackets inside quotes and comments are text, and a real file's few levels pass
    expect(() => parseYaml(`a: "${'['.repeat(100)}" # ${'{'.repeat(100)}\nb: [[1, {c: [2]}]]\n`, 'ok.yaml')).not.toThrow();
  });
});
