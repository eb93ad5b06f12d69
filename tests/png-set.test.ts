// A PNG set (`make --format png`) is written whole or not at all: drawn into a hidden staging folder,
// then moved in as one. A write that fails (a full disc) leaves the folder as it was; only the set's
// own names are ever replaced, the folder's other files (the user's, an earlier set's images beyond
// this one's) never; what stands in the way is refused before anything is drawn; a run killed while
// moving the set in is undone by the next run.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seam } from '../src/pdf/atomic.js';
import { cli, scratch } from './helpers.js';

/** A pid no process has: one past the system's largest is never handed out. */
const DEAD = 4194304 + 17;

/** A deck file of `n` ship cards in `dir`. */
function deck(dir: string, n: number): string {
  const file = join(dir, `deck-${n}.yaml`);
  const cards = Array.from({ length: n }, (_, i) => `  - { kind: destroyer, name: Ship ${i + 1}, navy: US Navy, gun: 5, hits: 2, count: 1 }`);
  writeFileSync(file, `cards:\n${cards.join('\n')}\n`);
  return file;
}

const png = (deckFile: string, out: string, ...more: string[]) => cli('make', 'ship-deck', '--game', 'naval-war', '--deck', deckFile, '--card-size', 'mini', '--format', 'png', '--out', out, ...more);

/** The folder as a user sees it: each file and its bytes (folders marked), hidden ones too. */
function snapshot(dir: string): Record<string, string> {
  const read = (n: string) => (statSync(join(dir, n)).isDirectory() ? 'a folder' : readFileSync(join(dir, n)).toString('base64'));
  return Object.fromEntries(readdirSync(dir).sort().map((n) => [n, read(n)]));
}

/** A folder holding an earlier set of two cards (four images) and two files of the user's. */
async function earlierSet(): Promise<{ root: string; out: string; before: Record<string, string> }> {
  const root = scratch();
  const out = join(root, 'cards');
  const r = await png(deck(root, 2), out + '/');
  expect(r.err).toBe('');
  writeFileSync(join(out, 'notes.txt'), 'mine');
  writeFileSync(join(out, 'cover.png'), 'my own image');
  const before = snapshot(out);
  expect(Object.keys(before)).toEqual(['cover.png', 'notes.txt', 'ship-deck-001-back.png', 'ship-deck-001-front.png', 'ship-deck-002-back.png', 'ship-deck-002-front.png']);
  return { root, out, before };
}

describe('a PNG set', () => {
  it('a write that fails midway (a full disc): exit 2 naming the image, the earlier set and the user\'s files as they were', async () => {
    const { root, out, before } = await earlierSet();
    const write = seam.write;
    let calls = 0;
    seam.write = (...a) => {
      if (++calls === 3) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      return write(...a);
    };
    let r;
    try {
      r = await png(deck(root, 2), out, '--bleed', '3mm');
    } finally {
      seam.write = write;
    }
    expect(r.err).toBe(`broadside: ${join(out, 'ship-deck-002-front.png')}: cannot write the file there (the disc is full, ENOSPC)`);
    expect(r.code).toBe(2);
    expect(snapshot(out)).toEqual(before);
  });

  it('replaces the set\'s own names only: the user\'s files kept, an earlier set\'s images beyond this one left and named', async () => {
    const { root, out, before } = await earlierSet();
    const r = await png(deck(root, 1), out, '--bleed', '3mm');
    expect(r.err).toBe('');
    expect(r.out).toBe(`${out} (2 images; 2 images of an earlier set left as they were: ship-deck-002-back.png, ship-deck-002-front.png)`);
    const after = snapshot(out);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const n of ['ship-deck-001-back.png', 'ship-deck-001-front.png']) expect(after[n]).not.toBe(before[n]);
    for (const n of ['cover.png', 'notes.txt', 'ship-deck-002-back.png', 'ship-deck-002-front.png']) expect(after[n]).toBe(before[n]);
  });

  it('refuses, before anything is drawn, a folder or an input of the run at one of its names', async () => {
    const { root, out, before } = await earlierSet();
    const dir = join(out, 'ship-deck-001-back.png');
    renameSync(dir, join(root, 'aside.png'));
    mkdirSync(dir);
    const expected = snapshot(out);
    const folder = await png(deck(root, 2), out);
    expect(folder.err).toBe(`broadside: ${dir}: a folder is there, where an image of the set goes; move it away or give another --out`);
    expect(folder.code).toBe(2);
    expect(snapshot(out)).toEqual(expected);
    // the deck file itself at one of the names
    rmdirSync(dir);
    renameSync(join(root, 'aside.png'), dir);
    const own = join(out, 'ship-deck-001-front.png');
    writeFileSync(own, readFileSync(deck(root, 1)));
    const expectedToo = snapshot(out);
    const input = await png(own, out);
    expect(input.err).toBe(`broadside: --out: ${JSON.stringify(own)} is an input of this run; the output would replace it, so nothing is written; give --out another name`);
    expect(input.code).toBe(2);
    expect(snapshot(out)).toEqual(expectedToo);
    expect(Object.keys(expectedToo)).toEqual(Object.keys(before));
  });

  it('a failed move whose undoing fails too keeps the earlier images; the next run puts them back once the run is gone', async () => {
    const { root, out, before } = await earlierSet();
    const rename = seam.rename;
    let moves = 0;
    seam.rename = (from, to) => {
      // the second image moved into the folder fails, and so does every move after it
      if (dirname(to) === out && ++moves >= 2) throw Object.assign(new Error('EIO'), { code: 'EIO' });
      rename(from, to);
    };
    let r;
    try {
      r = await png(deck(root, 2), out, '--bleed', '3mm');
    } finally {
      seam.rename = rename;
    }
    expect(r.code).toBe(2);
    const [staging] = readdirSync(out).filter((n) => n.endsWith('.broadside-partial'));
    expect(r.err).toBe(`broadside: ${join(out, 'ship-deck-001-back.png')}: cannot write the file there (the device failed, EIO); putting the earlier files back failed too (the device failed, EIO): they are in ${join(out, staging, '.old')}`);
    expect(snapshot(out)).not.toEqual(before);
    // as a run killed during its moves leaves it: the staging folder of a process that is gone
    renameSync(join(out, staging), join(out, staging.replace(/\.\d+\./, `.${DEAD}.`)));
    // the next run, even one refused for its deck file, first puts the earlier set back
    const bad = join(root, 'bad.yaml');
    writeFileSync(bad, 'cards:\n  - { kind: destroyr, count: 1 }\n');
    const next = await png(bad, out);
    expect(next.err).toMatch(/bad\.yaml:2:\d+: cards\[0\]\.kind/);
    expect(next.code).toBe(2);
    expect(snapshot(out)).toEqual(before);
  });
});
