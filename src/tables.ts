// The tables a bundle carries in place of reading the package's files as it runs: every template
// under templates/ precompiled by Handlebars (src/svg/precompiled.ts), each game's data file parsed
// and validated (src/games/preparsed.ts), as the text of an ES module. The command-line bundle and
// the site's engine are built with them (scripts/), and `broadside web` writes the site's from the
// installed package, so a site made from it prints with that package's own files.
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import type { Font } from 'fontkit';
import type Handlebars from 'handlebars';
import { GAMES } from './games/registry.js';
import { loadPackage } from './lazy.js';
import { packageFile } from './paths.js';
import { FONT_FILES } from './svg/fonts.js';
import { planOf } from './svg/plans.js';

/**
 * With `sources` false, each entry stands for an empty file: a site's engine keeps no template or
 * data text, and its file store holds an empty file in each one's place.
 */
export interface TableOptions { sources?: boolean }

const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** The module text of src/games/preparsed.ts's table, for each game whose validated data JSON carries whole. */
export function preparsedTable({ sources = true }: TableOptions = {}): string {
  const entries: string[] = [];
  for (const game of GAMES) {
    const source = readFileSync(packageFile('data', `${game.id}.yaml`), 'utf8');
    const data = JSON.stringify(game.data);
    // only a value JSON carries whole (no undefined, NaN or class instance) is kept
    if (!isDeepStrictEqual(JSON.parse(data), game.data)) continue;
    entries.push(`[${JSON.stringify(game.id)}, { sha256: ${JSON.stringify(sha256(sources ? source : ''))}, data: ${JSON.stringify(data)} }]`);
  }
  return `export const PREPARSED = new Map([\n${entries.join(',\n')}\n]);\n`;
}

/**
 * The module text of src/svg/planned.ts's table: what measuring reads of each body font, which every
 * PDF measures text in. The fallback faces are opened only for letters the body faces lack, and
 * their plans would not fit the package's size (about 23 kB packed each).
 */
export function plannedTable(): string {
  const fontkit = loadPackage<typeof import('fontkit')>('fontkit');
  const entries: string[] = [];
  for (const file of Object.values(FONT_FILES)) {
    const bytes = readFileSync(file);
    entries.push(`[${JSON.stringify(basename(file))}, ${JSON.stringify(planOf(fontkit.create(bytes) as Font, sha256(bytes)))}]`);
  }
  return `export const PLANNED = new Map([\n${entries.join(',\n')}\n]);\n`;
}

/** The module text of src/svg/precompiled.ts's table: every template, as Handlebars precompiles it. */
export function precompiledTable({ sources = true }: TableOptions = {}): string {
  const hb = loadPackage<typeof Handlebars>('handlebars');
  const dir = packageFile('templates');
  const files = readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.hbs')).sort();
  const entries = files.map((f) => {
    const source = readFileSync(join(dir, f), 'utf8');
    // the same options as src/svg/templates.ts compiles with
    const spec = hb.precompile(source, { strict: true, noEscape: false });
    return `[${JSON.stringify(f.split(sep).join('/'))}, { sha256: ${JSON.stringify(sha256(sources ? source : ''))}, spec: ${spec} }]`;
  });
  return `export const PRECOMPILED = new Map([\n${entries.join(',\n')}\n]);\n`;
}

/**
 * The site's tables.js: the templates and game data as the engine takes them (src/web/engine.ts),
 * and each game's example ship and kit files, from the package's own files.
 */
export function siteTables(): string {
  const examples: Record<string, { ships: string; kit: string }> = {};
  for (const game of GAMES) {
    const kit = packageFile('examples', 'kits', `${game.id}.yaml`);
    const ships = packageFile('examples', 'ships', `${game.id}.yaml`);
    try {
      examples[game.id] = { kit: readFileSync(kit, 'utf8'), ships: readFileSync(ships, 'utf8') };
    } catch {
      // a game without examples is offered without them
    }
  }
  return [
    '// Made by broadside from its package: the templates precompiled, the games\' data validated, the examples.',
    precompiledTable({ sources: false }),
    preparsedTable({ sources: false }),
    `export const EXAMPLES = ${JSON.stringify(examples)};\n`,
  ].join('\n');
}
