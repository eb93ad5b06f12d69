// Bundles the command line (tsc's dist/cli.js and the packages it uses) into one CommonJS file,
// dist/broadside.cjs, which bin/broadside.js runs: Node then reads and compiles one file instead of
// resolving a few hundred ES modules, which is most of a cold start. The library (dist/index.js) stays
// as tsc builds it. The bundle sits in dist/ beside the files it was made from, so paths computed
// from a module's own location (src/paths.ts finds the package root as "..") still hold.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'dist', 'broadside.cjs');

// Left to Node's own loader, each for a reason:
const EXTERNAL = [
  // pdfkit finds its standard fonts (package "#imports") and ICC profile from its own __filename
  'pdfkit',
  // pdfkit requires fontkit itself: bundling it too would load a second copy of the costliest package
  'fontkit',
  // pdf.js (preview and --format png only) is a large ES module that starts workers from its own
  // files, and draws on a native canvas module
  'pdfjs-dist', 'pdfjs-dist/*', '@napi-rs/canvas',
];

/**
 * A module that asks for its own location (import.meta.url: yargs for its locales, svgdom for its
 * fonts, src/paths.ts for the package root) gets the location it had before bundling, relative to
 * the package root the bundle finds from its own place in dist/.
 */
const ownUrl = {
  name: 'own-url',
  setup(b) {
    b.onLoad({ filter: /\.(m?js|cjs)$/ }, async (args) => {
      // our sources load costly packages on first use through a createRequire()'d require; inside
      // the bundle, the bundle's own require does it, so the package is bundled and still loaded late
      let contents = (await readFile(args.path, 'utf8')).replace(/^const require = createRequire\(import\.meta\.url\);$/m, '');
      if (contents.includes('import.meta.url')) {
        const rel = JSON.stringify(relative(ROOT, args.path).split('\\').join('/'));
        contents = contents.replaceAll('import.meta.url', `__bundledUrl(${rel})`);
      }
      // import() of an external ES module goes through a function the bundle's runner may give: the
      // code-cached script bin/broadside.js compiles cannot import() by itself on Node 20
      contents = contents.replace(/\bimport\((['"])(pdfjs-dist[^'"]*)\1\)/g, '__importExternal("$2")');
      // an ES module may name its own `const __dirname`; in the bundle's one scope it would hide the
      // real __dirname from every other module, so it gets a name of its own
      for (const name of ['__dirname', '__filename']) {
        if (new RegExp(`\\b(const|let|var) ${name}\\b`).test(contents)) contents = contents.replace(new RegExp(`\\b${name}\\b`, 'g'), `${name}_own`);
      }
      return { contents, loader: 'js' };
    });
  },
};

await build({
  entryPoints: [join(ROOT, 'dist', 'cli.js')],
  outfile: OUT,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: EXTERNAL,
  plugins: [ownUrl],
  banner: {
    js: [
      '// Built by scripts/bundle.mjs from dist/cli.js: do not edit.',
      'const __importExternal = (specifier) => (module.importExternal ?? ((s) => import(s)))(specifier);',
      'const __bundledUrl = (rel) => require("node:url").pathToFileURL(require("node:path").join(__dirname, "..", rel)).href;',
    ].join('\n'),
  },
  legalComments: 'none',
  logLevel: 'warning',
});
