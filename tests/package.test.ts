// The package as a user gets it: `npm pack` of the built tree, installed into an empty folder with no
// network exactly as the README's Install block says, the block's commands run as written; then the
// README's library examples run from a CommonJS and an ES module project, and a strict TypeScript
// program compiled against the installed types. One pack and one install serve every test here
// (they are the slow part).
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../src/games/registry.js';
import { PDFJS_VERSION } from '../src/raster/raster.js';
import { ROOT, mediaBoxes, scratch } from './helpers.js';
import { codeBlocks, shellWords, type Block } from './readme.js';

const PKG = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const MB = 1024 * 1024;

// npm never asks the registry (--offline); no audit, fund or update checks either
const NPM_ENV = { ...process.env, npm_config_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };

interface Ran { code: number | null; out: string; err: string }

/** Runs a command to its end without blocking the worker, so two can run side by side. */
function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = NPM_ENV): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

interface Packed { filename: string; size: number; files: { path: string }[] }

let dir: string;
let packed: Packed;
let project: string;
/** The README's install block, each command as run in the empty project, in order. */
const setUp: { line: string; ran: Ran }[] = [];
// what the tests below look at, started together once the package is installed (see beforeAll)
let withoutPdfjs: Promise<Ran[]>;
let commonjs: Promise<Ran>;
let program: Promise<{ tsc: Ran; use?: Ran; example?: Ran }>;
let site: Promise<Ran>;

/** A README block, found by the comment above it (`<!-- library example: … -->`) or by its heading. */
function block(find: (b: Block) => boolean, what: string): string[] {
  const found = codeBlocks().find(find);
  if (!found) throw new Error(`README.md has no ${what}`);
  return found.lines;
}
const installBlock = () => block((b) => b.heading === '## Install', 'code block under "## Install"');
/** A block's command lines: not blank, not a comment. */
const commandsOf = (lines: string[]): string[] => lines.map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));

/**
 * The empty project's lock file, standing in for the npm registry, which the test does not reach:
 * the tarball, and the packages it depends on at the versions this project's own lock pins. `npm ci`
 * caches tarballs but not the registry's lists of versions, so an offline install can only resolve
 * broadside's version ranges through a lock.
 */
function projectLock(name: string, tarball: string): object {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
  const { version, license, dependencies, peerDependencies, peerDependenciesMeta, bin, engines } = PKG;
  const packages: Record<string, object> = {
    '': { name, dependencies: { broadside: tarball } },
    'node_modules/broadside': { version, resolved: tarball, license, dependencies, peerDependencies, peerDependenciesMeta, bin, engines },
  };
  for (const [path, entry] of Object.entries<{ dev?: boolean }>(lock.packages)) if (path && !entry.dev) packages[path] = entry;
  return { name, lockfileVersion: 3, requires: true, packages };
}

beforeAll(async () => {
  const started = Date.now();
  dir = scratch();
  // npm test has just built dist/ and the bundle; --ignore-scripts keeps `prepack` from building again
  const pack = spawnSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: ROOT, env: NPM_ENV, encoding: 'utf8' });
  expect(pack.status, pack.stderr).toBe(0);
  [packed] = JSON.parse(pack.stdout);

  // an empty folder holding the tarball, then the README's install block line by line, as typed
  project = join(dir, 'project');
  mkdirSync(project);
  copyFileSync(join(dir, packed.filename), join(project, packed.filename));
  writeFileSync(join(project, 'package-lock.json'), JSON.stringify(projectLock('project', `file:${packed.filename}`)));
  const cacheEnv = { ...NPM_ENV, XDG_CACHE_HOME: join(dir, 'cache') };
  /** Lines of the block in order, each once the one before it has succeeded. */
  const runLines = async (lines: string[]): Promise<boolean> => {
    for (const line of lines) {
      const [cmd, ...args] = shellWords(line, project).words;
      const ran = await run(cmd, args, project, cacheEnv);
      setUp.push({ line, ran });
      if (ran.code !== 0) return false;
    }
    return true;
  };
  const lines = commandsOf(installBlock());
  const installed = lines.findIndex((l) => l.startsWith('npm install')) + 1;
  if (!(await runLines(lines.slice(0, installed || lines.length)))) return;
  console.log(`package test: pack and the README's install up to \`npm install\` took ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // the rest of the block and the uses of the installed package run side by side: each is mostly
  // waiting on a process
  const rest = runLines(lines.slice(installed));
  const bin = join(project, 'node_modules/.bin/broadside');
  const env = { ...process.env, XDG_CACHE_HOME: join(dir, 'cache') };
  withoutPdfjs = Promise.all([
    run(bin, ['preview', 'node_modules/broadside/package.json', '--out', 'previews'], project, env),
    run(bin, ['make', 'play-deck', '--game', 'naval-war', '--format', 'png', '--out', 'cards/'], project, env),
  ]);
  // the project `npm init -y` made is CommonJS: the README's require() example runs in it as it is
  writeFileSync(join(project, 'example.js'), block((b) => /CommonJS example/.test(b.note ?? ''), 'CommonJS example').join('\n'));
  commonjs = run(process.execPath, ['example.js'], project, env);
  // an ES module project beside it ("type": "module", as the README says to set), using the same
  // node_modules: the README's library example and a program using the whole API
  const esm = join(project, 'esm');
  mkdirSync(esm);
  writeFileSync(join(esm, 'package.json'), JSON.stringify({ name: 'esm-project', private: true, type: 'module' }));
  writeFileSync(join(esm, 'saturday.ts'), block((b) => /library example/.test(b.note ?? ''), 'library example').join('\n'));
  copyFileSync(join(ROOT, 'tests/fixtures/package/use.ts'), join(esm, 'use.ts'));
  // compiled by this project's compiler with Node's types (a user's own dev dependencies: the package
  // brings neither), strict, checking every installed .d.ts but TypeScript's own lib files. It emits
  // the .js files, checking exactly what --noEmit would, so that they can run too.
  const tscArgs = ['--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--skipDefaultLibCheck', '--typeRoots', join(ROOT, 'node_modules/@types'), '--types', 'node'];
  program = run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), ...tscArgs, 'use.ts', 'saturday.ts'], esm)
    .then(async (tsc) => {
      if (tsc.code !== 0) return { tsc };
      const [use, example] = await Promise.all([run(process.execPath, ['use.js'], esm), run(process.execPath, ['saturday.js'], esm)]);
      return { tsc, use, example };
    });
  // the static site, written from the installed package as the README says
  site = run('npx', ['--no-install', 'broadside', 'web', '--out', 'site'], project, { ...NPM_ENV, XDG_CACHE_HOME: env.XDG_CACHE_HOME });
  await Promise.all([rest, withoutPdfjs, commonjs, program, site]);
  console.log(`package test: all of it took ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

// the installed project is some 30 MB: not left behind in the temp folder
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The files a .d.ts file reaches through relative imports, itself first. */
function declarations(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
    declarations(join(dirname(file), spec.replace(/\.js$/, '.d.ts')), seen);
  }
  return seen;
}

describe('the npm package', () => {
  it('holds what a user needs and nothing of the project’s own, under 2.25 MB', () => {
    const paths = packed.files.map((f) => f.path);
    const wanted = [
      'package.json', 'README.md', 'LICENSE', 'bin/broadside.js', 'bin/tiering.js', 'dist/broadside.cjs', 'dist/api/index.js', 'dist/api/index.d.ts', 'dist/index.js',
      'fonts/AtkinsonHyperlegible-OFL.txt', 'fonts/NotoSans-OFL.txt', 'fonts/AtkinsonHyperlegible-Regular.ttf',
      'templates/range-stick/stick.svg.hbs', 'web/index.html', 'web/site-dist/engine.js.br', 'web/site-dist/sw.js', 'schemas/kit.json', 'examples/kits/milk-and-cookies.yaml', 'examples/ships/ironclads.csv',
      ...GAMES.map((g) => `data/${g.id}.yaml`),
    ];
    for (const path of wanted) expect(paths, path).toContain(path);
    for (const path of paths) {
      expect(path, 'only the package’s own folders').toMatch(/^(dist|bin|templates|fonts|data|examples|schemas|web)\/|^(package\.json|README\.md|LICENSE)$/);
      expect(path, 'no TypeScript source').not.toMatch(/(?<!\.d)\.ts$/);
      expect(path).not.toMatch(/baselines|\.png$/);
    }
    expect(packed.size).toBeGreaterThan(0.2 * MB);
    expect(packed.size, `the tarball is ${(packed.size / MB).toFixed(2)} MB`).toBeLessThan(2.25 * MB);
  });

  it('the README installs from the tarball npm pack makes, as the package.json names it', () => {
    const lines = installBlock();
    expect(commandsOf(lines).length, 'the install block has the README\'s first three commands').toBeGreaterThanOrEqual(3);
    expect(lines).toContain(`npm install ./${packed.filename}`);
    expect(packed.filename).toBe(`broadside-${PKG.version}.tgz`);
    // the registry does not have it yet: no line may send a user there, nor to an address that is not there
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).not.toMatch(/npm (install|i) (-g )?broadside\b/);
    for (const key of ['homepage', 'bugs', 'repository']) expect(PKG[key], key).toBeUndefined();
  });

  it('installs with the network off, as the README says, without pdf.js, Node\'s types or a warning', () => {
    expect(setUp.length).toBeGreaterThanOrEqual(2);
    for (const { line, ran } of setUp.slice(0, 2)) expect(ran.code, `${line}: ${ran.err}`).toBe(0);
    const install = setUp.find((s) => s.line.startsWith('npm install'))!;
    // npm warns of a dependency's `prepare` script (which it does not run for a tarball): there is none
    expect(install.ran.err).not.toMatch(/install-scripts|allowScripts/);
    const modules = join(project, 'node_modules');
    expect(readdirSync(join(modules, 'broadside')).sort()).toEqual(
      ['LICENSE', 'README.md', 'bin', 'data', 'dist', 'examples', 'fonts', 'package.json', 'schemas', 'templates', 'web'].sort(),
    );
    for (const name of Object.keys(PKG.dependencies)) expect(existsSync(join(modules, name, 'package.json')), name).toBe(true);
    for (const name of ['pdfjs-dist', '@napi-rs/canvas', 'typescript', 'vitest', 'esbuild', '@types/node', '@types/fontkit']) expect(existsSync(join(modules, name)), name).toBe(false);
    expect(JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')).dependencies).toEqual({ broadside: `file:${packed.filename}` });
  });

  it('runs the rest of the install block: `npx broadside kit` from node_modules writes the PDF', () => {
    expect(setUp.length, 'every line of the install block ran').toBe(commandsOf(installBlock()).length);
    for (const { line, ran } of setUp) expect(ran.code, `${line}: ${ran.err}`).toBe(0);
    const kit = setUp.find((s) => s.line.startsWith('npx broadside kit'))!;
    const pdf = readFileSync(join(project, 'out/milk-and-cookies.pdf'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = mediaBoxes(pdf).length;
    expect(pages).toBeGreaterThan(0);
    expect(pdf.toString('latin1')).toContain(`/Type /Pages\n/Count ${pages}\n`);
    expect(kit.ran.out).toContain(`milk-and-cookies.pdf (${pages} pages)`);
  });

  it('writes the static site with `npx broadside web --out site`: the files npm run build:web makes', async () => {
    const r = await site;
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^site: the site, \d+ files/);
    const files = (d: string) => readdirSync(d, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(d.length + 1)).sort();
    const built = join(ROOT, 'site');
    const written = join(project, 'site');
    expect(files(written)).toEqual(files(built));
    for (const f of ['engine.js', 'tables.js', 'xlsx.js', 'sw.js', 'fonts/NotoSans-Regular.ttf']) expect(readFileSync(join(written, f)).equals(readFileSync(join(built, f))), f).toBe(true);
  });

  it('without pdf.js, preview and --format png exit 2 saying what to install, and write nothing', async () => {
    for (const r of await withoutPdfjs) {
      expect(r.code).toBe(2);
      expect(r.err.trim()).toBe(`broadside: preview and make --format png need pdf.js (package pdfjs-dist), which is not installed; install it beside broadside: npm install pdfjs-dist@${PDFJS_VERSION} (add -g if broadside is installed globally)`);
    }
    expect(existsSync(join(project, 'previews'))).toBe(false);
    expect(existsSync(join(project, 'cards'))).toBe(false);
  });

  it('runs the README\'s CommonJS example in the CommonJS project npm init made: require() loads the library', async () => {
    expect(JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')).type ?? 'commonjs').toBe('commonjs');
    const r = await commonjs;
    expect(r.code, r.err).toBe(0);
    // Node loads an ES module with require() only when none of its modules awaits at its top level
    expect(r.err).toBe('');
    const pdf = readFileSync(join(project, 'sticks.pdf'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mediaBoxes(pdf).length).toBeGreaterThan(0);
  });

  it('runs the README\'s library example in an ES module project, compiled by strict NodeNext TypeScript', async () => {
    const { tsc, example } = await program;
    expect(tsc.code, tsc.out).toBe(0);
    expect(example!.code, example!.err).toBe(0);
    const kit = readFileSync(join(project, 'esm/saturday.pdf'));
    // contents page, one sheet of two boat records, one of two sticks
    expect(mediaBoxes(kit).length).toBe(3);
    expect(mediaBoxes(readFileSync(join(project, 'esm/board.pdf'))).length).toBeGreaterThan(1);
  });

  it('exports the documented API and no more, and its types need no other package', async () => {
    const { use } = await program;
    expect(use!.code, use!.err).toBe(0);
    const result = JSON.parse(use!.out);
    expect(result.exports).toEqual(['DataError', 'InputError', 'loadGame', 'loadGameFile', 'loadShips', 'loadShipsFile', 'renderKit', 'renderPrintable']);
    expect(result).toMatchObject({ game: 'milk-and-cookies', ships: 12, fleet: 1, fromPath: '%PDF-', stick: true });
    expect(result.missing).toEqual({ message: 'no-such-ships.yaml: cannot read file (no such file)', data: false });
    expect(result.badSide).toEqual({ message: '<kit>: ships[0].side: expected one of "A", "B", got "Z"', data: true });
    // the declarations a user's compiler reads: no Node types (Buffer, NodeJS.*), no other package's
    const installed = join(project, 'node_modules/broadside');
    const entry = join(installed, JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).exports['.'].types);
    const files = [...declarations(entry)];
    expect(files.map((f) => f.slice(installed.length + 1)).sort()).toEqual(['dist/api/index.d.ts', 'dist/api/schema-types.d.ts', 'dist/api/types.d.ts', 'dist/errors.d.ts']);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/\bBuffer\b|\bNodeJS\.|reference types|from '(?!\.)/);
    }
  });

  it('pins in the message the pdf.js it is tested with, which its peer range allows', () => {
    expect(PKG.devDependencies['pdfjs-dist']).toBe(PDFJS_VERSION);
    expect(PKG.peerDependencies['pdfjs-dist']).toBe(`^${PDFJS_VERSION}`);
    expect(PKG.peerDependenciesMeta['pdfjs-dist']).toEqual({ optional: true });
    expect(PKG.dependencies['pdfjs-dist']).toBeUndefined();
  });
});
