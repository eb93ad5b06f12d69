// The package as a user gets it: `npm pack` of the built tree, installed into a fresh project with no
// network, then the command run from node_modules and a strict TypeScript program compiled against
// the installed types. One pack and one install serve every test here (they are the slow part).
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../src/games/registry.js';
import { PDFJS_VERSION } from '../src/raster/raster.js';
import { ROOT, mediaBoxes, scratch } from './helpers.js';

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
let installed: Ran;
// what the tests below look at, started together once the package is installed (see beforeAll)
let kit: Promise<Ran>;
let withoutPdfjs: Promise<Ran[]>;
let program: Promise<{ tsc: Ran; ran?: Ran }>;

/**
 * The fresh project's lock file: the tarball, and the packages it depends on at the versions this
 * project's own lock pins. `npm ci` caches tarballs but not the registry's lists of versions, so an
 * offline install can only resolve broadside's version ranges through a lock.
 */
function projectLock(tarball: string): object {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
  const { version, license, dependencies, peerDependencies, peerDependenciesMeta, bin, engines } = PKG;
  const packages: Record<string, object> = {
    '': { name: 'user-project', dependencies: { broadside: tarball } },
    'node_modules/broadside': { version, resolved: tarball, license, dependencies, peerDependencies, peerDependenciesMeta, bin, engines },
  };
  for (const [path, entry] of Object.entries<{ dev?: boolean }>(lock.packages)) if (path && !entry.dev) packages[path] = entry;
  return { name: 'user-project', lockfileVersion: 3, requires: true, packages };
}

beforeAll(async () => {
  const started = Date.now();
  dir = scratch();
  // npm test has just built dist/ and the bundle; --ignore-scripts keeps `prepare` from building again
  const pack = spawnSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: ROOT, env: NPM_ENV, encoding: 'utf8' });
  expect(pack.status, pack.stderr).toBe(0);
  [packed] = JSON.parse(pack.stdout);

  project = join(dir, 'project');
  mkdirSync(project);
  const tarball = `file:../${packed.filename}`;
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'user-project', private: true, type: 'module', dependencies: { broadside: tarball } }));
  writeFileSync(join(project, 'package-lock.json'), JSON.stringify(projectLock(tarball)));
  installed = await run('npm', ['install', '--offline', '--no-audit', '--no-fund', join(dir, packed.filename)], project);
  console.log(`package test: pack and install took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (installed.code !== 0) return;

  // the three uses of the installed package run side by side: each is mostly waiting on a process
  kit = run('npx', ['broadside', 'kit', 'node_modules/broadside/examples/kits/milk-and-cookies.yaml', '--out', 'out/'], project, { ...NPM_ENV, XDG_CACHE_HOME: join(dir, 'cache') });
  const bin = join(project, 'node_modules/.bin/broadside');
  const env = { ...process.env, XDG_CACHE_HOME: join(dir, 'cache') };
  withoutPdfjs = Promise.all([
    run(bin, ['preview', 'node_modules/broadside/package.json', '--out', 'previews'], project, env),
    run(bin, ['make', 'play-deck', '--game', 'naval-war', '--format', 'png', '--out', 'cards/'], project, env),
  ]);
  copyFileSync(join(ROOT, 'tests/fixtures/package/use.ts'), join(project, 'use.ts'));
  // the project's own compiler (the user's project has none), strict, checking every installed .d.ts
  // but TypeScript's own lib files. It emits use.js, checking exactly what --noEmit would, so that the
  // program can run too. (The default libs include the DOM, which @types/fontkit needs.)
  const tscArgs = ['--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--skipDefaultLibCheck'];
  program = run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), ...tscArgs, 'use.ts'], project)
    .then(async (tsc) => ({ tsc, ran: tsc.code === 0 ? await run(process.execPath, ['use.js'], project) : undefined }));
  await Promise.all([kit, withoutPdfjs, program]);
  console.log(`package test: all of it took ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

// the installed project is some 30 MB: not left behind in the temp folder
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the npm package', () => {
  it('holds what a user needs and nothing of the project’s own, under 2 MB', () => {
    const paths = packed.files.map((f) => f.path);
    const wanted = [
      'package.json', 'README.md', 'LICENSE', 'bin/broadside.js', 'dist/broadside.cjs', 'dist/index.js', 'dist/index.d.ts',
      'fonts/AtkinsonHyperlegible-OFL.txt', 'fonts/NotoSans-OFL.txt', 'fonts/AtkinsonHyperlegible-Regular.ttf',
      'templates/range-stick/stick.svg.hbs', 'web/index.html', 'schemas/kit.json', 'examples/kits/milk-and-cookies.yaml', 'examples/ships/ironclads.csv',
      ...GAMES.map((g) => `data/${g.id}.yaml`),
    ];
    for (const path of wanted) expect(paths, path).toContain(path);
    for (const path of paths) {
      expect(path, 'only the package’s own folders').toMatch(/^(dist|bin|templates|fonts|data|examples|schemas|web)\/|^(package\.json|README\.md|LICENSE)$/);
      expect(path, 'no TypeScript source').not.toMatch(/(?<!\.d)\.ts$/);
      expect(path).not.toMatch(/baselines|\.png$/);
    }
    expect(packed.size).toBeGreaterThan(0.2 * MB);
    expect(packed.size, `the tarball is ${(packed.size / MB).toFixed(2)} MB`).toBeLessThan(2 * MB);
  });

  it('installs with the network off and without pdf.js', () => {
    expect(installed.code, installed.err).toBe(0);
    const modules = join(project, 'node_modules');
    expect(readdirSync(join(modules, 'broadside')).sort()).toEqual(
      ['LICENSE', 'README.md', 'bin', 'data', 'dist', 'examples', 'fonts', 'package.json', 'schemas', 'templates', 'web'].sort(),
    );
    for (const name of Object.keys(PKG.dependencies)) expect(existsSync(join(modules, name, 'package.json')), name).toBe(true);
    for (const name of ['pdfjs-dist', '@napi-rs/canvas', 'typescript', 'vitest', 'esbuild']) expect(existsSync(join(modules, name)), name).toBe(false);
  });

  it('runs `npx broadside kit` from node_modules and writes the PDF', async () => {
    const r = await kit;
    expect(r.code, r.err).toBe(0);
    const pdf = readFileSync(join(project, 'out/milk-and-cookies.pdf'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = mediaBoxes(pdf).length;
    expect(pages).toBeGreaterThan(0);
    expect(pdf.toString('latin1')).toContain(`/Type /Pages\n/Count ${pages}\n`);
    expect(r.out).toContain(`milk-and-cookies.pdf (${pages} pages)`);
  });

  it('without pdf.js, preview and --format png exit 2 saying what to install, and write nothing', async () => {
    for (const r of await withoutPdfjs) {
      expect(r.code).toBe(2);
      expect(r.err.trim()).toBe(`broadside: preview and make --format png need pdf.js (package pdfjs-dist), which is not installed; install it beside broadside: npm install pdfjs-dist@${PDFJS_VERSION} (add -g if broadside is installed globally)`);
    }
    expect(existsSync(join(project, 'previews'))).toBe(false);
    expect(existsSync(join(project, 'cards'))).toBe(false);
  });

  it('gives a strict NodeNext TypeScript program the library’s types, and the program runs', async () => {
    const { tsc, ran } = await program;
    expect(tsc.code, tsc.out).toBe(0);
    expect(ran!.code, ran!.err).toBe(0);
    const result = JSON.parse(ran!.out);
    expect(result).toMatchObject({ game: 'milk-and-cookies', games: GAMES.map((g) => g.id), refused: expect.stringContaining('no-such-kit.yaml') });
    expect(result.preview).toContain(`npm install pdfjs-dist@${PDFJS_VERSION}`);
    expect(result.ships).toBeGreaterThan(0);
    expect(result.printables).toContain('range-stick');
    expect(result.sheets).toBeGreaterThan(0);
    expect(result).toMatchObject({ rendered: '%PDF-', stick: true, badSide: expect.stringContaining('ships[0].side: expected one of "A", "B", got "Z"') });
    expect(readFileSync(join(project, 'out/library.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('pins in the message the pdf.js it is tested with, which its peer range allows', () => {
    expect(PKG.devDependencies['pdfjs-dist']).toBe(PDFJS_VERSION);
    expect(PKG.peerDependencies['pdfjs-dist']).toBe(`^${PDFJS_VERSION}`);
    expect(PKG.peerDependenciesMeta['pdfjs-dist']).toEqual({ optional: true });
    expect(PKG.dependencies['pdfjs-dist']).toBeUndefined();
  });
});
