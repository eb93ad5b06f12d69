// The static site, written from the installed package (`broadside web --out DIR`, and the build's
// site/): the page's own files (web/site/), the engine as built (web/site-dist/, brotli-packed to
// keep the package small), the tables made from this package's templates and data (src/tables.ts),
// the spreadsheet reader from its own package, the fonts, and a service worker listing them all.
// src/site-folder.ts writes them into a folder.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { InputError } from './errors.js';
import { packageFile } from './paths.js';
import { siteTables } from './tables.js';

const FONTS = ['AtkinsonHyperlegible-Regular.ttf', 'AtkinsonHyperlegible-Bold.ttf', 'NotoSans-Regular.ttf', 'NotoSans-Bold.ttf'];
const LICENCES = ['AtkinsonHyperlegible-OFL.txt', 'NotoSans-OFL.txt'];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true }).map(String).filter((f) => statSync(join(dir, f)).isFile()).map((f) => f.split(sep).join('/')).sort();

/** The site's files, by their path in the site. */
export function siteFiles(): Map<string, Buffer> {
  const built = packageFile('web', 'site-dist');
  let packed: string[];
  try {
    packed = filesUnder(built);
  } catch {
    throw new InputError(`web: this copy of broadside has no built site (${relative(process.cwd(), built) || built}); run npm run build:web`);
  }
  const out = new Map<string, Buffer>();
  const page = packageFile('web', 'site');
  for (const f of (() => { try { return filesUnder(page); } catch { return []; } })()) out.set(f, readFileSync(join(page, f)));
  for (const f of packed) {
    if (f === 'sw.js') continue;
    const bytes = readFileSync(join(built, f));
    out.set(f.replace(/\.br$/, ''), f.endsWith('.br') ? brotliDecompressSync(bytes) : bytes);
  }
  out.set('tables.js', Buffer.from(siteTables()));
  // the spreadsheet reader's own ES module build, as its package ships it
  const require = createRequire(import.meta.url);
  out.set('xlsx.js', readFileSync(join(dirname(require.resolve('@e965/xlsx')), 'xlsx.mjs')));
  for (const f of [...FONTS, ...LICENCES]) out.set(`fonts/${f}`, readFileSync(packageFile('fonts', f)));
  out.set('sw.js', serviceWorker(readFileSync(join(built, 'sw.js'), 'utf8'), out));
  return out;
}

/** The worker with this site's version (a hash of every file) and its list of files filled in. */
function serviceWorker(template: string, files: Map<string, Buffer>): Buffer {
  const names = [...files.keys()].sort();
  const hash = createHash('sha256');
  for (const f of names) hash.update(f).update('\0').update(files.get(f)!);
  const list = ['./', ...names.map((f) => `./${f}`)];
  return Buffer.from(template.replace('__VERSION__', hash.digest('hex').slice(0, 16)).replace('[/* FILES */]', JSON.stringify(list)));
}
