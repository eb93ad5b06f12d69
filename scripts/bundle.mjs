// Bundles the command line (tsc's dist/cli.js and the packages it uses) into one CommonJS file,
// dist/broadside.cjs, which bin/broadside.js runs: Node then reads and compiles one file (with a code
// cache, see bin/broadside.js) instead of resolving a few hundred modules, which was most of a cold
// start. The library (dist/api/index.js) stays as tsc builds it. The bundle sits in dist/ beside the files
// it was made from, so a location computed from a module's own place (src/paths.ts finds the package
// root as "..") still holds.
import { build } from 'esbuild';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { seal, upToDate } from './stamp.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist') + sep;
const OUT = join(ROOT, 'dist', 'broadside.cjs');

// pdf.js (preview and --format png only) is left to Node's own loader: a large ES module that starts
// workers from its own files and draws on a native canvas module
// The spreadsheet reader (1 MB, only for .xlsx and .ods ship files) is loaded from its installed
// package when a workbook is first read, as the command line did before bundling: the published
// tarball is held under 2 MB.
const EXTERNAL = ['pdfjs-dist', 'pdfjs-dist/*', '@napi-rs/canvas', '@e965/xlsx', '@e965/xlsx/dist/xlsx.mini.min.js'];

/** Source rewrites, each for a reason given beside it. */
const rewrite = {
  name: 'rewrite',
  setup(b) {
    // fontkit's brotli decoder (1.4 MB) serves only WOFF2 fonts; ours are TrueType, and the package
    // must stay small (the published tarball is held under 2 MB)
    b.onResolve({ filter: /^brotli\/decompress(\.js)?$/ }, () => ({ path: 'brotli', namespace: 'stub' }));
    b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
      contents: 'module.exports = () => { throw new Error("WOFF2 fonts are not supported: use a TrueType or OpenType font"); };',
      loader: 'js',
    }));
    // src/lazy.ts's loadPackage() resolves as `import` does; its bundled stand-in, require(), must too,
    // or a package imported by one module and loaded late by another would be bundled twice
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind !== 'require-call' || !args.importer.startsWith(DIST)) return undefined;
      return b.resolve(args.path, { kind: 'import-statement', resolveDir: args.resolveDir, importer: args.importer });
    });
    b.onLoad({ filter: /\.(m?js|cjs)$/ }, async (args) => {
      let contents = await readFile(args.path, 'utf8');
      const rel = relative(ROOT, args.path).split(sep).join('/');
      // loadPackage('x') becomes a bundled require: the package is in the bundle and still runs late
      if (args.path.startsWith(DIST)) contents = contents.replace(/\bloadPackage\((['"])([^'"]+)\1\)/g, (_, q, name) => (EXTERNAL.includes(name) ? `(globalThis.__broadsideLoaded?.add("${name}"), require("${name}"))` : `require("${name}")`));
      // fontkit, unicode-properties and linebreak each inflate a Unicode lookup table when loaded
      // (some 13 ms of a cold run); text measured and set plainly never looks anything up in them,
      // so each is made on its first lookup (they are only ever read with .get)
      if (LAZY_TRIES.some((f) => rel.endsWith(f))) contents = lazyTries(contents, rel);
      // string-width (yargs lays out help with it) makes a grapheme segmenter and compiles the
      // emoji-sequence class when loaded, some 9 ms of every command; only help text measures
      // anything with them, so each is made on its first use
      if (rel.endsWith('/string-width/index.js')) contents = lazyWidths(contents, rel);
      // pdfkit sets up AES (a slow table computation) when loaded; it is only for encrypted PDFs
      if (rel.endsWith('pdfkit/js/pdfkit.node.mjs')) {
        contents = contents.replace("import { cbc, ecb } from '@noble/ciphers/aes';",
          "const cbc = (...a) => require('@noble/ciphers/aes').cbc(...a), ecb = (...a) => require('@noble/ciphers/aes').ecb(...a);");
      }
      // a module that asks for its own location (yargs for its locales, svgdom for its fonts, pdfkit
      // for its standard fonts and ICC profile, src/paths.ts for the package root) gets the place it
      // had before bundling, found from the package root beside the bundle
      contents = contents.replaceAll('import.meta.url', `__bundledUrl(${JSON.stringify(rel)})`);
      // (import.meta.resolve is there only in src/lazy.ts, whose calls are gone, and in a yargs feature we do not use)
      contents = contents.replaceAll('import.meta.resolve(', 'require.resolve(');
      // import() of an external ES module goes through a function the bundle's runner may give: the
      // code-cached script bin/broadside.js compiles cannot import() by itself on Node 20
      contents = contents.replace(/\bimport\((['"])(pdfjs-dist[^'"]*)\1\)/g, '__importExternal("$2")');
      // an ES module may name its own `const __dirname`; in the bundle's one scope it would hide the
      // real __dirname from every other module, so it gets a name of its own
      for (const name of ['__dirname', '__filename']) {
        if (new RegExp(`\\b(const|let|var) ${name}\\b`).test(contents)) contents = contents.replace(new RegExp(`\\b${name}\\b`, 'g'), `${name}_own`);
      }
      // the package's templates, compiled ahead of time (see src/svg/precompiled.ts)
      if (rel === 'dist/svg/precompiled.js') contents = await precompiledTemplates();
      // the games' shipped data, parsed and validated ahead of time (see src/games/preparsed.ts)
      if (rel === 'dist/games/preparsed.js') contents = await preparsedData();
      // what measuring reads of the body fonts, made ahead of time (see src/svg/planned.ts)
      if (rel === 'dist/svg/planned.js') contents = await plannedFonts();
      // which packages a run has loaded, for the tests (a no-op unless a test set the set up)
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(rel)?.[1];
      if (pkg) contents += `\n;globalThis.__broadsideLoaded?.add(${JSON.stringify(pkg)});\n`;
      return { contents, loader: 'js' };
    });
  },
};

/** The modules that build Unicode tries when loaded. */
const LAZY_TRIES = ['unicode-properties/dist/module.mjs', 'fontkit/dist/module.mjs', 'linebreak/dist/module.mjs'];

/** Each `const x = new UnicodeTrie(…);` of a module made on its first .get; a module whose tries are not found so fails the build. */
function lazyTries(contents, rel) {
  let n = 0;
  const out = contents.replace(/^(const \S+ = )(new [^\n]*unicodetrie\)?\([^\n]*\));$/gim, (_, decl, make) => {
    n++;
    return `${decl}__lazy(() => ${make}, 'get');`;
  });
  if (n === 0) throw new Error(`${rel}: no Unicode trie found to make lazily; see LAZY_TRIES in scripts/bundle.mjs`);
  return out;
}

/** string-width's costly module-level values, each with the methods it is used through. */
const LAZY_WIDTHS = [['segmenter', 'segment'], ['rgiEmojiRegex', 'test']];

/** Each of string-width's LAZY_WIDTHS it declares made on first use; a copy declaring none so fails the build. */
function lazyWidths(contents, rel) {
  let n = 0;
  for (const [name, method] of LAZY_WIDTHS) {
    contents = contents.replace(new RegExp(`^const ${name} = ([^\n]+);$`, 'm'), (_, make) => {
      n++;
      return `const ${name} = __lazy(() => ${make}, '${method}');`;
    });
  }
  if (n === 0) throw new Error(`${rel}: none of ${LAZY_WIDTHS.map(([name]) => name).join(', ')} found to make lazily; see LAZY_WIDTHS in scripts/bundle.mjs`);
  return contents;
}

/** The tables of src/tables.ts, made by tsc's output of it (the package's own Node code). */
async function tables() {
  await import(pathToFileURL(join(ROOT, 'dist', 'platform', 'node.js')).href);
  return import(pathToFileURL(join(ROOT, 'dist', 'tables.js')).href);
}

/** dist/games/preparsed.js with each game's shipped data file and its validated value. */
export async function preparsedData(opts) {
  return (await tables()).preparsedTable(opts);
}

/** dist/svg/planned.js with a plan of each body font. */
export async function plannedFonts() {
  return (await tables()).plannedTable();
}

/** dist/svg/precompiled.js with every template under templates/ in its table, as Handlebars precompiles it. */
export async function precompiledTemplates(opts) {
  return (await tables()).precompiledTable(opts);
}

/** What the bundle is made from besides the modules esbuild reports: the tables' sources and this script. */
const READ = ['templates', 'data', 'fonts', 'scripts/bundle.mjs', 'scripts/stamp.mjs', 'package.json', 'package-lock.json'];
const WROTE = ['dist/broadside.cjs'];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.env.BROADSIDE_BUNDLE_META && upToDate(ROOT, 'bundle', READ, WROTE)) console.log('dist/broadside.cjs: up to date');
  else await bundle();
}

async function bundle() {
  const result = await build({
    absWorkingDir: ROOT,
    metafile: true,
    entryPoints: [join(ROOT, 'dist', 'cli.js')],
    outfile: OUT,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: EXTERNAL,
    plugins: [rewrite],
    banner: {
      js: [
        '// Built by scripts/bundle.mjs from dist/cli.js: do not edit.',
        'const __importExternal = (specifier) => (module.importExternal ?? ((s) => import(s)))(specifier);',
        'const __lazy = (make, method) => { let v; return { [method]: (...a) => (v ??= make())[method](...a) }; };',
        'const __bundledUrl = (rel) => require("node:url").pathToFileURL(require("node:path").join(__dirname, "..", rel)).href;',
      ].join('\n'),
    },
    // minified (names kept, for messages and stack traces that name a function or class): the
    // published tarball is held under 2 MB, and V8 reads a smaller file sooner
    minify: true,
    keepNames: true,
    legalComments: 'none',
    charset: 'ascii',
    logLevel: 'warning',
  });

  // All ASCII, so bin/broadside.js can read it as Latin-1, quicker than UTF-8 and held by V8 in one
  // byte a character. esbuild escapes strings but leaves a few characters in comments and regular
  // expressions, where \uXXXX means the same.
  if (process.env.BROADSIDE_BUNDLE_META) await writeFile(process.env.BROADSIDE_BUNDLE_META, JSON.stringify(result.metafile));
  const text = await readFile(OUT, 'utf8');
  await writeFile(OUT, text.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
  seal(ROOT, 'bundle', READ, WROTE, result.metafile);
}
