// An output never lands on a file the run reads: `--out` (or a name inside an --out folder) that is
// an input, however it is reached (the same name, a linked folder, a symlink, a hard link), is
// refused with exit 2 before anything is drawn, and the input is left byte for byte.
import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forgetInputs, noteInput, recordInputs, refuseInput } from '../src/pdf/inputs.js';
import { writeAtomic } from '../src/pdf/file.js';
import { readUserFile } from '../src/data/read.js';
import { cli, ownFolders, ROOT, SHIPS } from './helpers.js';

const folder = ownFolders();
const KIT = (ships: string) => readFileSync(join(ROOT, 'examples/kits/milk-and-cookies.yaml'), 'utf8').replace(/^ships: .*$/m, `ships: ${ships}`);
const message = (out: string, read?: string) =>
  `broadside: --out: ${JSON.stringify(out)} is an input of this run${read ? ` (read as ${JSON.stringify(read)})` : ''}; the output would replace it, so nothing is written; give --out another name`;

/** The run is refused with `line`, and every file named is as it was. */
async function refused(args: string[], line: string, kept: string[]): Promise<void> {
  const before = kept.map((f) => readFileSync(f));
  const r = await cli(...args);
  expect(r.err).toBe(line);
  expect(r.code).toBe(2);
  kept.forEach((f, i) => expect(readFileSync(f), f).toEqual(before[i]));
}

describe('--out naming an input', () => {
  it('a ship file, a --data copy, a deck file: the same name', async () => {
    folder();
    copyFileSync(SHIPS, 'fleet.pdf');
    await refused(['make', 'boat-record', '--ships', 'fleet.pdf', '--out', 'fleet.pdf'], message('fleet.pdf'), ['fleet.pdf']);
    writeFileSync('data.pdf', readFileSync(join(ROOT, 'data/crane.yaml')));
    await refused(['make', 'wind-card', '--game', 'crane', '--data', 'data.pdf', '--out', 'data.pdf'], message('data.pdf'), ['data.pdf']);
    writeFileSync('deck.pdf', 'cards:\n  - { kind: salvo, gun: 16, hits: 1, count: 3 }\n');
    await refused(['make', 'play-deck', '--deck', 'deck.pdf', '--out', 'deck.pdf'], message('deck.pdf'), ['deck.pdf']);
    expect(readdirSync('.').sort()).toEqual(['data.pdf', 'deck.pdf', 'fleet.pdf']);
  });

  it('a kit file, and the ship file a kit names', async () => {
    folder();
    copyFileSync(SHIPS, 'ships.pdf');
    writeFileSync('kit.yaml', KIT('ships.pdf'));
    await refused(['kit', 'kit.yaml', '--out', 'ships.pdf'], message('ships.pdf'), ['ships.pdf', 'kit.yaml']);
    writeFileSync('kit.pdf', KIT(SHIPS));
    await refused(['kit', 'kit.pdf', '--out', 'kit.pdf'], message('kit.pdf'), ['kit.pdf']);
    // a folder as --out: the PDF's name in it is the kit's own
    mkdirSync('out');
    writeFileSync('out/kit.pdf', KIT(SHIPS));
    await refused(['kit', 'out/kit.pdf', '--out', 'out/'], message('out/kit.pdf'), ['out/kit.pdf']);
  });

  it('reached another way: through a linked folder, a symlink to it, a symlink it was read by, a hard link', async () => {
    folder();
    copyFileSync(SHIPS, 'fleet.pdf');
    mkdirSync('sub');
    symlinkSync('..', 'sub/up');
    symlinkSync('fleet.pdf', 'link.pdf');
    linkSync('fleet.pdf', 'hard.pdf');
    const make = (ships: string, out: string) => ['make', 'boat-record', '--ships', ships, '--out', out];
    await refused(make('fleet.pdf', 'sub/up/fleet.pdf'), message('sub/up/fleet.pdf', 'fleet.pdf'), ['fleet.pdf']);
    await refused(make('fleet.pdf', 'link.pdf'), message('link.pdf', 'fleet.pdf'), ['fleet.pdf']);
    await refused(make('link.pdf', 'link.pdf'), message('link.pdf'), ['fleet.pdf']);
    await refused(make('fleet.pdf', 'hard.pdf'), message('hard.pdf', 'fleet.pdf'), ['fleet.pdf']);
    expect(readdirSync('.').sort()).toEqual(['fleet.pdf', 'hard.pdf', 'link.pdf', 'sub']);
  });

  it('several kits: one kit\'s PDF where another kit reads its ships, refused before either is written', async () => {
    folder();
    mkdirSync('out');
    copyFileSync(SHIPS, 'out/a.pdf');
    writeFileSync('a.yaml', KIT(SHIPS));
    writeFileSync('b.yaml', KIT('out/a.pdf'));
    await refused(['kit', 'a.yaml', 'b.yaml', '--out', 'out/'], message('out/a.pdf'), ['out/a.pdf']);
    expect(readdirSync('out')).toEqual(['a.pdf']);
  });

  it('a convention: a table\'s PDF where the table reads its ships', async () => {
    folder();
    mkdirSync('conv');
    copyFileSync(SHIPS, 'conv/One.pdf');
    writeFileSync('event.yaml', 'tables:\n  - { name: One, game: milk-and-cookies, ships: conv/One.pdf, print: { range-stick: 1 } }\n');
    await refused(['kit', 'event.yaml', '--out', 'conv/'], message('conv/One.pdf'), ['conv/One.pdf']);
    expect(readdirSync('conv')).toEqual(['One.pdf']);
  });

  it('a template (read while drawing): an --out linked to it is refused before the file is written', async () => {
    folder();
    mkdirSync('tpl/board', { recursive: true });
    copyFileSync(join(ROOT, 'templates/board/board.svg.hbs'), 'tpl/board/board.svg.hbs');
    symlinkSync('tpl/board/board.svg.hbs', 'board.svg');
    const args = ['make', 'board', '--templates', 'tpl', '--grid', 'square', '--cell', '1in', '--size', '4x4in'];
    await refused([...args, '--out', 'board.svg'], message('board.svg', 'tpl/board/board.svg.hbs'), ['tpl/board/board.svg.hbs']);
    // the same, written elsewhere, is fine
    const r = await cli(...args, '--out', 'other.svg');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
  });

  it('is noted only while a command that writes runs: the library and later runs start clean', () => {
    folder();
    writeFileSync('a.yaml', 'x');
    readUserFile('a.yaml');
    expect(() => refuseInput('a.yaml')).not.toThrow();
    recordInputs();
    try {
      readUserFile('a.yaml');
      expect(() => refuseInput('a.yaml')).toThrow(/is an input of this run/);
      expect(() => writeAtomic('a.yaml', 'y')).toThrow(/is an input of this run/);
      // a descriptor's file is noted even when its path no longer leads to it
      noteInput('gone.yaml', -1);
    } finally {
      forgetInputs();
    }
    writeAtomic('a.yaml', 'y');
    expect(readFileSync('a.yaml', 'utf8')).toBe('y');
  });
});
