// Node's side of the platform seam (./index.ts), installed when this module is imported: by the
// command line (src/cli.ts), the library (src/api/index.ts, src/index.ts) and the live preview.
import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as nodePath from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatWithOptions, types } from 'node:util';
import { inflateRawSync } from 'node:zlib';
import { UnreadableFile } from '../errors.js';
import { reasonOf, tooBig } from '../data/read.js';
import { noteInput } from '../pdf/inputs.js';
import { setPlatform, type Platform } from './index.js';

function loadPackage<T>(name: string): T {
  return createRequire(import.meta.url)(fileURLToPath(import.meta.resolve(name))) as T;
}

/**
 * The file's bytes. The descriptor is opened without blocking (a FIFO with no writer would wait for
 * one) and checked with fstat on that same descriptor, so what is read is what was checked.
 */
function readFile(path: string, limit: number, read: boolean): Buffer {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (err) {
    throw new UnreadableFile(path, reasonOf((err as NodeJS.ErrnoException).code));
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) throw new UnreadableFile(path, 'a folder, not a file');
    if (!st.isFile()) throw new UnreadableFile(path, 'not a regular file');
    if (st.size > limit) throw new UnreadableFile(path, tooBig(st.size, limit));
    // an output must not land on it (src/pdf/inputs.ts)
    noteInput(path, fd);
    if (!read) return Buffer.alloc(0);
    // read at most one byte past the limit: a file that grows while read is refused too
    const buf = Buffer.alloc(Math.min(st.size, limit) + 1);
    let got = 0;
    for (;;) {
      let n: number;
      try {
        n = readSync(fd, buf, got, buf.length - got, null);
      } catch (err) {
        throw new UnreadableFile(path, reasonOf((err as NodeJS.ErrnoException).code));
      }
      if (n === 0) break;
      got += n;
      if (got > limit) throw new UnreadableFile(path, tooBig(undefined, limit));
      if (got === buf.length) break;
    }
    return buf.subarray(0, got);
  } finally {
    closeSync(fd);
  }
}

export const nodePlatform: Platform = {
  name: 'node',
  path: nodePath,
  cwd: () => process.cwd(),
  packageRoot: fileURLToPath(new URL('../..', import.meta.url)),
  kind(path) {
    try {
      const st = statSync(path);
      return st.isFile() ? 'file' : st.isDirectory() ? 'folder' : 'other';
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      return code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : String(code);
    }
  },
  readFile,
  readPackage: (path) => readFileSync(path),
  svgWindow() {
    const { createSVGWindow } = loadPackage<typeof import('svgdom')>('svgdom');
    const window = createSVGWindow();
    return { window, document: window.document };
  },
  inflateRaw: (bytes, maxOutput) => inflateRawSync(bytes, { maxOutputLength: maxOutput }),
  sha256: (data) => createHash('sha256').update(data).digest('hex'),
  isProxy: (v) => types.isProxy(v),
  format: (...values) => formatWithOptions({ breakLength: Infinity }, ...values),
  warn: (line) => void process.stderr.write(`${line}\n`),
  loadPackage,
};

setPlatform(nodePlatform);
