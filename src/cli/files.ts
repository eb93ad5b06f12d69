// The files a command is given: `-` (standard input, once), and a pattern with * or ? in its file
// name, which a shell expands but a quoted argument (`check 'ships/*.yaml'`) or a shell that does
// not (Windows' cmd) hands over as it is. Patterns in a folder's name are left to the shell.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { InputError, excerptPath, quotePath } from '../errors.js';
import { dash } from './args.js';
import type { Io } from './io.js';
import { inputPath } from './shared.js';

const WILD = /[*?]/;

/** The files named, patterns expanded (sorted, as a shell gives them), each once; `-` read from standard input. */
export async function inputPaths(args: unknown[], io: Io): Promise<string[]> {
  const named = args.map((f) => dash(String(f)));
  if (named.filter((f) => f === '-').length > 1) throw new InputError('-: standard input can be read once; give - once');
  const paths = [...new Set(named.flatMap(expand))];
  return Promise.all(paths.map((f) => inputPath(f, io)));
}

/** A file name with * or ? matched against the files of its folder; any other argument as it is. */
export function expand(arg: string): string[] {
  // a file whose name holds * or ? is that file
  if (arg === '-' || !WILD.test(arg) || existsSync(arg)) return [arg];
  const dir = dirname(arg);
  if (WILD.test(dir)) throw new InputError(`${excerptPath(arg)}: * and ? are matched here in a file's name only; let the shell expand the folders (leave out the quotes)`);
  const pattern = basename(arg);
  const re = new RegExp(`^${[...pattern].map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[\\^$.+()[\]{}|]/g, '\\$&'))).join('')}$`, 'su');
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    throw new InputError(`${excerptPath(arg)}: no such folder ${quotePath(dir)}`);
  }
  // as a shell does: a name starting with a dot only when the pattern does; folders are no files to read
  const found = names.filter((n) => re.test(n) && (!n.startsWith('.') || pattern.startsWith('.')) && isFile(join(dir, n))).sort();
  if (!found.length) throw new InputError(`${excerptPath(arg)}: no file matches`);
  // the folder as typed, as a shell keeps it
  const folder = arg.slice(0, arg.length - pattern.length);
  return found.map((n) => folder + n);
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
