// `--out` means the same on every command that writes a PDF: a file name with the right extension
// is that file; a folder (an existing one, a path ending in /, or a name with no extension) gets
// <name>.pdf inside it; `-` is standard output. Any other extension is refused.
import { existsSync, statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { InputError } from '../errors.js';

export type Target = { kind: 'stdout' } | { kind: 'file'; path: string };

/** A folder: one that exists, or a path ending in a slash (made when written). */
export function isFolder(path: string): boolean {
  return path.endsWith('/') || path.endsWith(sep) || (existsSync(path) && statSync(path).isDirectory());
}

/** Where a PDF (or, with `exts` holding it, an SVG) named `name` goes. */
export function outTarget(out: string | undefined, name: string, exts = ['.pdf']): Target {
  if (out === undefined) return { kind: 'file', path: join('out', `${name}.pdf`) };
  if (out === '-') return { kind: 'stdout' };
  const ext = extname(out).toLowerCase();
  if (isFolder(out) || ext === '') return { kind: 'file', path: join(out, `${name}.pdf`) };
  if (exts.includes(ext)) return { kind: 'file', path: out };
  const names = exts.map((e) => `a ${e} file`).join(' or ');
  throw new InputError(`--out: "${out}" ends in ${ext}; this writes ${names}, a folder (${name}.pdf inside it) or - (standard output); e.g. --out ${out.slice(0, -ext.length)}${exts[0]}`);
}

/** A folder only (a convention's several PDFs, or PNG images). */
export function outFolder(out: string, what: string, example: string): string {
  if (out === '-') throw new InputError(`--out: ${what}, so it cannot go to standard output; give a folder, e.g. --out ${example}`);
  if (!isFolder(out) && extname(out) !== '') throw new InputError(`--out: ${what}; got "${out}", which is not a folder (end it with / to make one, e.g. --out ${example})`);
  return out;
}
