// `broadside web --out DIR`: the static site (the page that makes the same PDFs in a browser) written
// from this installed package into a folder, for any static host or a local HTTP server.
import { existsSync } from 'node:fs';
import { InputError } from '../errors.js';
import { dash, refuseExtras } from './args.js';
import type { Command } from './command.js';
import { isFolder, outFolder } from './out.js';
import { out } from './shared.js';

/** `; removed 2 files …: a.js, b.js`: a few by name. */
const named = (names: string[], done: string, what: string): string =>
  names.length === 0 ? '' : `; ${done} ${names.length} file${names.length === 1 ? '' : 's'} ${what}: ${names.slice(0, 5).join(', ')}${names.length > 5 ? ` and ${names.length - 5} more` : ''}`;

export const web: Command = {
  name: 'web',
  add: (y, { io }) => y.command('web', 'write the static site (pick a game, edit the fleet, see and download the PDF, all in the browser, offline after the first visit) into a folder', (c) => c
    .option('out', { ...out('folder to write the site into'), default: 'site' }),
  async (a) => {
    refuseExtras(a, ['out']);
    const dir = dash(a.out);
    if (existsSync(dir) && !isFolder(dir)) throw new InputError(`--out: "${dir}" is a file; give a folder to write the site into, e.g. --out site`);
    outFolder(dir, 'the site is a folder of files', 'site/');
    const { writeSite } = await import('../site-folder.js');
    const { files, bytes, removed, left } = writeSite(dir);
    io.out(`${dir}: the site, ${files} files (${(bytes / 1e6).toFixed(1)} MB)${named(removed, 'removed', 'an earlier run wrote that this one does not')}${named(left, 'left as found', 'of the folder\'s record, changed since written (or not a file, or behind a link)')}; serve the folder over HTTP (any static host, or e.g. python3 -m http.server --directory ${dir}) and open it in a browser`);
  }),
};
