// Folders as a case leaves them: a snapshot of every entry under the case folder (links not followed:
// a link is its target's name, a file its hash), the changes a case makes to a folder between its
// preparing run and its own run, and the judge of `broadside web --out`: nothing outside the site
// folder changed, nothing in it that broadside did not write changed or removed, and every ending a
// whole site (exit 0) or a refusal in words (exit 2).
import { createHash } from 'node:crypto';
import { appendFileSync, lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** path (relative, '/'-separated) → "dir" | "file <sha1>" | "link <target>" | "other". */
export function snapshot(root) {
  const out = new Map();
  const walk = (rel) => {
    let entries;
    try { entries = readdirSync(join(root, rel), { withFileTypes: true }); } catch { return; }
    for (const e of entries) {
      const p = rel ? `${rel}/${e.name}` : e.name;
      const full = join(root, p);
      const st = lstatSync(full);
      if (st.isSymbolicLink()) out.set(p, `link ${readlinkSync(full)}`);
      else if (st.isDirectory()) { out.set(p, 'dir'); walk(p); }
      else if (st.isFile()) out.set(p, `file ${createHash('sha1').update(readFileSync(full)).digest('hex')}`);
      else out.set(p, 'other');
    }
  };
  walk('');
  return out;
}

/** Applies a case's changes to its folder: write, append, truncate, remove, symlink, mkdir. */
export function applyOps(ops, dir) {
  for (const op of ops) {
    const path = join(dir, op.path);
    if (op.remove) rmSync(path, { recursive: true, force: true });
    if (op.mkdir) mkdirSync(path, { recursive: true });
    if (op.write !== undefined) { mkdirSync(dirname(path), { recursive: true }); writeFileSync(path, op.write.replaceAll('{dir}', dir)); }
    if (op.append !== undefined) appendFileSync(path, op.append);
    if (op.truncate !== undefined) truncateSync(path, op.truncate);
    if (op.symlink !== undefined) { mkdirSync(dirname(path), { recursive: true }); rmSync(path, { recursive: true, force: true }); symlinkSync(op.symlink, path); }
  }
}

/** The paths a case's changes touch: not broadside's any more, whoever wrote them first. */
export const touched = (ops) => new Set((ops ?? []).map((op) => op.path.replace(/\/$/, '')));

const MANIFEST = '.broadside-site.json';
const inside = (p, site) => p === site || p.startsWith(`${site}/`);
const STACK = /^\s+at |\n\s+at |^(Type|Range|Reference|Syntax)?Error\b|\bERR_[A-Z_]+\b|^run\(\) threw/m;

/**
 * Judges a `web --out <site>` case: `ours` are the entries broadside wrote before (by the preparing
 * run), `before` the snapshot taken just before this run.
 */
export function judgeSite(c, dir, { code, err }, { ours, before }) {
  const site = c.site;
  const after = snapshot(dir);
  for (const [p, was] of before) {
    const now = after.get(p);
    if (now === was) continue;
    if (!inside(p, site)) return lost(`${p}, outside --out, was ${now ? 'changed' : 'removed'}`);
    // the record of what the site holds is broadside's to replace, whoever put a file of its name there
    if (p === `${site}/${MANIFEST}` && now !== undefined) continue;
    if (!ours.has(p) && was !== 'dir') return lost(`${p}, not written by broadside, was ${now ? `changed (${short(was)} → ${short(now)})` : 'removed'}`);
  }
  for (const p of after.keys()) if (!before.has(p) && !inside(p, site)) return lost(`${p} was written outside --out`);
  if (code === 0) {
    for (const f of ['index.html', '.broadside-site.json']) if (!after.get(`${site}/${f}`)?.startsWith('file ')) return { outcome: 'bad-output', detail: `exit 0 but ${site}/${f} is not a file` };
    return { outcome: 'ok' };
  }
  if (code !== 2) return { outcome: 'crashed', detail: `exit ${code}: ${(err.find((l) => STACK.test(l)) ?? err[0] ?? '(no message)').split('\n')[0].slice(0, 300)}` };
  const garbled = err.find((l) => !l.startsWith('broadside: ') || STACK.test(l));
  if (garbled !== undefined) return { outcome: 'unpositioned', detail: `not a refusal in words: ${garbled.slice(0, 300)}` };
  if (!err.length) return { outcome: 'unpositioned', detail: 'exit 2 without a word' };
  if (c.recovers) return { outcome: 'unrecovered', detail: `refused a folder a killed run left: ${err[0].slice(0, 300)}` };
  return { outcome: 'refused' };
}

const lost = (detail) => ({ outcome: 'lost-file', detail });
const short = (s) => s.slice(0, 18);
