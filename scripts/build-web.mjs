// Builds the site's engine (src/web/engine.ts, the library over the browser's platform) with esbuild
// into web/site-dist/ as brotli-packed ES modules (the package ships them so; src/site.ts unpacks
// them), with the service worker's template beside them, then writes the whole site into site/ (or
// the folder given) as `broadside web --out` does. Run after tsc: the site's tables are made by
// tsc's output (dist/tables.js) from the package's templates and data.
import { build } from 'esbuild';
import { mkdir, rm, writeFile, copyFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { seal, upToDate } from './stamp.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'web', 'site-dist');
const src = (rel) => join(ROOT, 'src', ...rel.split('/'));

/** Node's modules, reached only by code the page does not run, and fontkit's WOFF2 decoder. */
const stubs = {
  name: 'stubs',
  setup(b) {
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

export async function buildEngine() {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { engine: src('web/engine.ts') },
    outdir: DIST,
    write: false,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
    minify: !process.env.BROADSIDE_WEB_DEBUG,
    chunkNames: 'chunks/[name]-[hash]',
    inject: [src('web/shims.ts')],
    // the page fills in templates precompiled ahead and never compiles one: Handlebars' runtime alone
    alias: { handlebars: 'handlebars/runtime' },
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    plugins: [stubs],
    legalComments: 'none',
    charset: 'utf8',
    metafile: true,
    logLevel: 'warning',
  });
  await rm(DIST, { recursive: true, force: true });
  const sizes = [];
  for (const f of result.outputFiles) {
    const rel = relative(DIST, f.path).split('\\').join('/');
    const br = brotliCompressSync(f.contents, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: f.contents.length } });
    await mkdir(dirname(join(DIST, rel)), { recursive: true });
    await writeFile(join(DIST, `${rel}.br`), br);
    sizes.push({ file: rel, raw: f.contents.length, br: br.length });
  }
  await copyFile(src('web/sw.js'), join(DIST, 'sw.js'));
  return { sizes, metafile: result.metafile };
}

/**
 * What the site is made from besides the engine's modules: the page, the tables' sources, tsc's
 * output (src/site.ts, src/tables.ts and what they use), this script and the packages' lock.
 */
const READ = ['web/site', 'templates', 'data', 'fonts', 'examples', 'src/web/sw.js', 'dist', 'scripts/build-web.mjs', 'scripts/stamp.mjs', 'package.json', 'package-lock.json'];
const WROTE = ['web/site-dist', 'site'];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const t0 = performance.now();
  // the stamp stands only for the default build into site/
  const stamped = !process.argv[2] && !process.env.BROADSIDE_WEB_DEBUG;
  if (stamped && upToDate(ROOT, 'site', READ, WROTE)) console.log('site: up to date');
  else {
    const { metafile } = await buildEngine();
    const out = process.argv[2] ? join(process.cwd(), process.argv[2]) : join(ROOT, 'site');
    await import(pathToFileURL(join(ROOT, 'dist', 'platform', 'node.js')).href);
    const { writeSite } = await import(pathToFileURL(join(ROOT, 'dist', 'site-folder.js')).href);
    await rm(out, { recursive: true, force: true });
    const { files } = writeSite(out);
    if (stamped) seal(ROOT, 'site', READ, WROTE, metafile);
    console.log(`${relative(process.cwd(), out) || '.'}: site of ${files} files built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
}
