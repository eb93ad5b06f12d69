// `broadside web --out site` cases: the folder prepared with hostile contents first — a
// `.broadside-site.json` listing paths outside it, through links, folders and dangling links; files
// of the site's names broadside did not write; a linked sub-folder; a site written by an earlier run
// (whole, or killed part way) and then changed. judgeSite (tree.mjs) checks what the run left.
import { createHash } from 'node:crypto';
import { MARKER } from './foreign.mjs';

const SITE = 'site';
const VICTIM = `a file of the user's own ${MARKER}\n`;
/** Files the user has, outside the site folder and in it (names not the site's). */
const OUTSIDE = { 'outside/victim.txt': VICTIM, 'outside/fonts/AtkinsonHyperlegible-Regular.ttf': VICTIM, 'outside/index.html': VICTIM, 'secret.txt': VICTIM };
const SITE_NAMES = ['index.html', 'app.js', 'sw.js', 'tables.js', 'engine.js', 'fonts/NotoSans-Bold.ttf', 'site.css'];

/** Manifest entries that name what broadside never wrote, each with what must be there for it. */
const ENTRIES = [
  ['../outside/victim.txt'], ['{dir}/outside/victim.txt'], ['link/victim.txt', { path: `${SITE}/link`, symlink: '../outside' }],
  ['sub', { path: `${SITE}/sub/mine.txt`, write: VICTIM }], ['sub/'], ['dangling', { path: `${SITE}/dangling`, symlink: 'nowhere/at/all' }],
  ['notes.txt', { path: `${SITE}/notes.txt`, write: VICTIM }], ['index.html', { path: `${SITE}/index.html`, write: VICTIM }],
  ['out-link', { path: `${SITE}/out-link`, symlink: '../outside/victim.txt' }], ['.'], [''], ['..'], ['./../outside/victim.txt'],
  ['fonts/../../outside/victim.txt'], ['a/../../outside/victim.txt'], ['..\\outside\\victim.txt'], ['x\u0000y'], ['.broadside-site.json'],
  ['gone.js'], ['W'.repeat(300)], ['../secret.txt'], ['fonts'], [7], [null], [{ path: '../outside/victim.txt' }],
];

const sha = (s) => createHash('sha256').update(s).digest('hex');
/**
 * A manifest of `names` in one of the shapes a site record might take. Its hashes are never of the
 * bytes the user's file holds: a record that gives a file's own SHA-256 is the proof broadside takes
 * that it wrote the file, and only someone who may already change that file could write one.
 */
function manifest(r, names) {
  return r.weighted([
    [4, () => JSON.stringify({ files: names })],
    [1, () => JSON.stringify({ files: Object.fromEntries(names.map((n) => [String(n), r.chance(0.5) ? sha(`${VICTIM}, as it was`) : '0'.repeat(64)])) })],
    [1, () => JSON.stringify({ version: 2, files: names.map((n) => ({ path: n, sha256: r.chance(0.5) ? sha(`${VICTIM}, as it was`) : sha(String(n)) })) })],
  ])();
}
const ODD_MANIFESTS = [
  ['not-json', { write: `{"files": [${MARKER}` }], ['files-string', { write: '{"files": "index.html"}' }], ['array', { write: '["../outside/victim.txt"]' }],
  ['proto', { write: '{"__proto__": {"files": ["../outside/victim.txt"]}, "constructor": 1}' }], ['empty', { write: '' }], ['marker', { write: `${MARKER}\n` }],
  ['huge', { write: JSON.stringify({ files: Array.from({ length: 100_000 }, (_, i) => `f${i}.js`) }) }], ['deep', { write: `${'['.repeat(5000)}${']'.repeat(5000)}` }],
  ['folder', { mkdir: true }], ['link-out', { symlink: '../outside/victim.txt' }], ['dangling', { symlink: 'nowhere.json' }],
];

/** Fills `c` with a `web --out site` case. */
export function siteCase(r, c, allowed, note) {
  // (made again when a class left out was drawn: nothing of the first draw stays)
  delete c.before;
  delete c.recovers;
  c.command = 'web';
  c.site = SITE;
  c.argv = ['web', '--out', `{dir}/${SITE}`];
  c.marker = MARKER;
  for (const [p, v] of Object.entries(OUTSIDE)) c.files[p] = Buffer.from(v);
  const kind = r.weighted([[2, 'fresh'], [2, 'user-files'], [2, 'site-name'], [4, 'forged'], [2, 'odd-manifest'], [2, 'linked-sub'], [1, 'dangling'], [4, 'earlier'], [2, 'killed'], [1, 'out-file']]);
  const tag = { forged: 'site-removes', 'linked-sub': 'site-link', dangling: 'site-dangling', killed: 'site-killed', 'odd-manifest': 'site-manifest' }[kind];
  if (tag && !allowed(tag)) return siteCase(r, c, allowed, note);
  const ops = [];
  const put = (path, v) => ops.push({ path, ...v });
  if (kind === 'fresh' && r.chance(0.5)) put(SITE, { mkdir: true });
  if (kind === 'user-files') { put(`${SITE}/notes.txt`, { write: VICTIM }); put(`${SITE}/my/own.js`, { write: VICTIM }); put(`${SITE}/.hidden`, { write: VICTIM }); }
  if (kind === 'site-name') put(`${SITE}/${r.pick(SITE_NAMES)}`, { write: VICTIM });
  if (kind === 'forged' || kind === 'odd-manifest') forged(r, kind, put);
  if (kind === 'linked-sub') { put(`${SITE}/${r.pick(['fonts', 'my-fonts'])}`, { symlink: '../outside/fonts' }); if (r.chance(0.5)) put(`${SITE}/.broadside-site.json`, { write: manifest(r, ['fonts/AtkinsonHyperlegible-Regular.ttf', 'index.html']) }); }
  if (kind === 'dangling') put(`${SITE}/${r.pick(['index.html', 'x', 'fonts', '.broadside-site.json'])}`, { symlink: r.pick(['nowhere', '../nowhere/deep', 'dangling']) });
  if (kind === 'out-file') put(SITE, { write: VICTIM });
  const tags = tag ? [tag] : [];
  if (kind === 'earlier') {
    // a whole site written by broadside, then changed: its own files may be replaced, the rest not
    c.before = [{ argv: c.argv }];
    const change = r.weighted([[2, 'none'], [2, 'add-user'], [2, 'edit'], [2, 'drop-manifest'], [1, 'drop-file'], [2, 'forge'], [1, 'truncate-manifest']]);
    if (change === 'forge' && !allowed('site-removes')) return siteCase(r, c, allowed, note);
    if (change === 'edit' && !allowed('site-edited')) return siteCase(r, c, allowed, note);
    if (change === 'forge') { tags.push('site-removes'); forged(r, 'forged', put); }
    if (change === 'edit') { tags.push('site-edited'); put(`${SITE}/${r.pick(SITE_NAMES)}`, r.chance(0.5) ? { write: VICTIM } : { append: VICTIM }); }
    if (change === 'add-user') put(`${SITE}/${r.pick(['notes.txt', 'fonts/mine.ttf', 'old.js'])}`, { write: VICTIM });
    if (change === 'drop-manifest') put(`${SITE}/.broadside-site.json`, { remove: true });
    if (change === 'drop-file') put(`${SITE}/${r.pick(SITE_NAMES)}`, { remove: true });
    if (change === 'truncate-manifest') put(`${SITE}/.broadside-site.json`, { truncate: 7 });
    note({ name: `site-earlier-${change}`, tags });
  } else if (kind === 'killed') {
    // a run killed part way, once the folder holds so many entries (its temporary files among them)
    c.before = [{ argv: c.argv, killAt: { folder: `{dir}/${SITE}`, entries: r.int(1, 24) } }];
    c.recovers = true;
    note({ name: 'site-killed', tags });
  } else note({ name: `site-${kind}`, tags });
  c.ops = ops;
}

/** A manifest naming what broadside did not write, with those things put in place. */
function forged(r, kind, put) {
  if (kind === 'odd-manifest') { const [name, v] = r.pick(ODD_MANIFESTS); put(`${SITE}/.broadside-site.json`, v); put(`${SITE}/notes.txt`, { write: VICTIM }); return; }
  const picked = Array.from({ length: r.int(1, 4) }, () => r.pick(ENTRIES));
  for (const [, need] of picked) if (need) put(need.path, need);
  put(`${SITE}/.broadside-site.json`, { write: manifest(r, picked.map(([e]) => e)) });
}
