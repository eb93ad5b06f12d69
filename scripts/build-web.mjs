// Builds the static site into site/ (or the folder given): the engine (src/web/engine.ts, the
// library over the browser's platform) bundled by esbuild as ES modules, split so the spreadsheet
// reader loads on first need; the page's own files from web/site/ as they are; the fonts; and a
// service worker that keeps every file of this build for offline use. Run after tsc (the games'
// data is validated ahead of time from dist/, as scripts/bundle.mjs does for the command line).
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompiledTemplates, preparsedData } from './bundle.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = process.argv[2] ? join(process.cwd(), process.argv[2]) : join(ROOT, 'site');
const src = (rel) => join(ROOT, 'src', ...rel.split('/'));
const FONTS = ['AtkinsonHyperlegible-Regular.ttf', 'AtkinsonHyperlegible-Bold.ttf', 'NotoSans-Regular.ttf', 'NotoSans-Bold.ttf'];

/** Tables generated here, and Node's modules, which the browser's engine never calls. */
const generated = {
  name: 'generated',
  setup(b) {
    // without their sources: the engine's files are these tables' own (src/web/engine.ts stores each
    // as an empty text, which its entry's empty source matches), and no user edits them
    b.onLoad({ filter: /[\\/]src[\\/]svg[\\/]precompiled\.ts$/ }, async () => ({ contents: await precompiledTemplates({ sources: false }), loader: 'js' }));
    b.onLoad({ filter: /[\\/]src[\\/]games[\\/]preparsed\.ts$/ }, async () => ({ contents: await preparsedData({ sources: false }), loader: 'js' }));
    b.onLoad({ filter: /[\\/]src[\\/]web[\\/]examples\.ts$/ }, async () => ({ contents: `export const EXAMPLES = ${JSON.stringify(await examples())};`, loader: 'js' }));
    // fontkit's brotli decoder serves only WOFF2 fonts; ours are TrueType (as in scripts/bundle.mjs)
    b.onResolve({ filter: /^brotli\/decompress(\.js)?$/ }, () => ({ path: 'brotli', namespace: 'stub' }));
    // a Node module reached only by code the page does not run (writing files, the command line's
    // side of a shared module): a stand-in that fails loudly if it ever is
    const builtins = new RegExp(`^(node:.*|${builtinModules.filter((m) => m !== 'buffer').map((m) => m.replace(/[/]/g, '\\/')).join('|')})$`);
    b.onResolve({ filter: builtins }, (args) => ({ path: args.path, namespace: 'stub' }));
    // sax asks for Node's streams inside a try, and does without them when the require fails
    b.onLoad({ filter: /^stream$/, namespace: 'stub' }, () => ({ contents: 'throw new Error("no Node streams in a browser");', loader: 'js' }));
    b.onLoad({ filter: /.*/, namespace: 'stub' }, (args) => ({
      contents: `module.exports = new Proxy({}, { get: (_, key) => key === '__esModule' ? false : () => { throw new Error(${JSON.stringify(`${args.path} is not available in a browser`)} + ': ' + String(key)); } });`,
      loader: 'js',
    }));
  },
};

async function examples() {
  const out = {};
  for (const f of await readdir(join(ROOT, 'examples', 'kits'))) {
    const game = f.replace(/\.yaml$/, '');
    out[game] = {
      kit: await readFile(join(ROOT, 'examples', 'kits', f), 'utf8'),
      ships: await readFile(join(ROOT, 'examples', 'ships', `${game}.yaml`), 'utf8'),
    };
  }
  return out;
}

async function files(dir) {
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((d) => d.isFile()).map((d) => relative(dir, join(d.parentPath, d.name)).split(sep).join('/'));
}

export async function buildSite(out = OUT) {
  await rm(out, { recursive: true, force: true });
  await mkdir(join(out, 'fonts'), { recursive: true });
  const result = await build({
    entryPoints: { engine: src('web/engine.ts') },
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
    minify: !process.env.BROADSIDE_WEB_DEBUG,
    chunkNames: 'chunks/[name]-[hash]',
    inject: [src('web/shims.ts')],
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    plugins: [generated],
    legalComments: 'none',
    charset: 'utf8',
    metafile: true,
    logLevel: 'warning',
  });
  // the page's own files, as they are
  const page = join(ROOT, 'web', 'site');
  for (const f of await files(page).catch(() => [])) {
    await mkdir(dirname(join(out, f)), { recursive: true });
    await copyFile(join(page, f), join(out, f));
  }
  for (const f of FONTS) await copyFile(join(ROOT, 'fonts', f), join(out, 'fonts', f));
  await serviceWorker(out);
  return result;
}

/** site/sw.js: every file of this build, named with a hash of them all, kept on the first visit. */
async function serviceWorker(out) {
  const list = (await files(out)).filter((f) => f !== 'sw.js').sort();
  const hash = createHash('sha256');
  for (const f of list) hash.update(f).update('\0').update(await readFile(join(out, f)));
  const version = hash.digest('hex').slice(0, 16);
  const template = await readFile(src('web/sw.js'), 'utf8');
  await writeFile(join(out, 'sw.js'), template.replace('__VERSION__', version).replace('[/* FILES */]', JSON.stringify(['./', ...list.map((f) => `./${f}`)])));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const t0 = performance.now();
  await buildSite();
  console.log(`${relative(process.cwd(), OUT) || '.'}: site built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
