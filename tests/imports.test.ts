// Dependencies run one way: a game lists the printables it prints, and a printable knows no game.
// Nothing a printable imports, directly or through other modules (types included), is a game's
// own folder, src/games/<game>/; game-neutral modules (src/games/types.ts, sides.ts …) may be.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers.js';

const SRC = join(ROOT, 'src');
const rel = (file: string): string => relative(SRC, file).split('\\').join('/');

/** The source files a module imports or re-exports from (static, dynamic and type-only). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  return specs.filter((s) => s.startsWith('.')).map((s) => join(dirname(file), s.replace(/\.js$/, '.ts')));
}

/** Each module reached from `start`, with the chain of imports that reaches it. */
function reached(start: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[start, [rel(start)]]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    for (const next of importsOf(file)) {
      if (chains.has(next)) continue;
      chains.set(next, [...chains.get(file)!, rel(next)]);
      queue.push(next);
    }
  }
  return chains;
}

const GAME_FOLDER = /^games\/[^/]+\//;

describe('imports', () => {
  const printables = readdirSync(join(SRC, 'printables'), { recursive: true }).map(String)
    .filter((f) => f.endsWith('.ts')).map((f) => join(SRC, 'printables', f));

  it('of every printable module, directly or not, reach no game\'s own folder', () => {
    expect(printables.length).toBeGreaterThan(40);
    const found = printables.flatMap((file) => [...reached(file)].filter(([f]) => GAME_FOLDER.test(rel(f))).slice(0, 1).map(([, chain]) => chain.join(' → ')));
    expect(found).toEqual([]);
  });

  it('are read as the check expects: a game imports its printables, and one of them would be found', () => {
    // the check's own reading: were a printable to import a game, this is what it would see
    const game = join(SRC, 'games/ironclads/index.ts');
    expect([...reached(game).keys()].map(rel)).toContain('printables/ironclad-record/index.ts');
    expect(importsOf(game).map(rel)).toContain('games/types.ts');
  });
});
