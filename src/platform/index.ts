// What differs between Node and a browser, behind one small interface: the library's layout,
// imposition, validation and PDF code reach files, the DOM svg.js draws into, compression, font bytes,
// hashing and a few runtime checks only through `platform()`. Node's implementation (./node.ts) is
// installed by the command line, the library and the live preview; a browser's (../web/platform.ts)
// by the page's engine. Nothing here imports either.

/** Path operations with node:path's POSIX meaning. */
export interface PathOps {
  join(...parts: string[]): string;
  resolve(...parts: string[]): string;
  relative(from: string, to: string): string;
  dirname(path: string): string;
  basename(path: string, ext?: string): string;
  extname(path: string): string;
  isAbsolute(path: string): boolean;
  sep: string;
}

export interface Platform {
  readonly name: 'node' | 'browser';
  readonly path: PathOps;
  /** The folder relative paths in messages are counted from. */
  cwd(): string;
  /** The package's root folder: templates/, fonts/ and data/ are found under it. */
  readonly packageRoot: string;
  /** What stands at `path`: a file, a folder, something else, nothing ('missing'), or an error code. */
  kind(path: string): 'file' | 'folder' | 'other' | 'missing' | string;
  /**
   * A file a user named, read as src/data/read.ts describes: a regular file of at most `limit` bytes,
   * else an UnreadableFile. With `read` false it is checked and not read.
   */
  readFile(path: string, limit: number, read: boolean): Buffer;
  /** A file shipped with the package (a template, a font, a game's data file). */
  readPackage(path: string): Uint8Array;
  /** The window and document svg.js draws into (svgdom in Node, the page's own in a browser). */
  svgWindow(): { window: unknown; document: unknown };
  /** Raw deflate data inflated; an output past `maxOutput` bytes throws an error with code ERR_BUFFER_TOO_LARGE. */
  inflateRaw(bytes: Uint8Array, maxOutput: number): Buffer;
  /** SHA-256 of UTF-8 text, or of bytes, in hex. */
  sha256(data: string | Uint8Array): string;
  /** Whether `v` is a Proxy (a browser cannot tell: there it is always false). */
  isProxy(v: unknown): boolean;
  /** Values as one line of text, as console.log would show them ({{log}} in a template). */
  format(...values: unknown[]): string;
  /** A line for the user beside the output (standard error in Node, the console in a browser). */
  warn(line: string): void;
  /** A package loaded synchronously, as `import` would resolve it (see src/lazy.ts). */
  loadPackage<T>(name: string): T;
}

let current: Platform | undefined;

export function setPlatform(p: Platform): void {
  current = p;
}

export function platform(): Platform {
  if (!current) throw new Error('broadside: no platform installed (import src/platform/node.js, or the web engine, first)');
  return current;
}

/** node:path's functions, through the platform: for modules that must not import node:path. */
export const path: PathOps = {
  join: (...parts) => platform().path.join(...parts),
  resolve: (...parts) => platform().path.resolve(...parts),
  relative: (from, to) => platform().path.relative(from, to),
  dirname: (p) => platform().path.dirname(p),
  basename: (p, ext) => platform().path.basename(p, ext),
  extname: (p) => platform().path.extname(p),
  isAbsolute: (p) => platform().path.isAbsolute(p),
  get sep() {
    return platform().path.sep;
  },
};
export const { join, resolve, relative, dirname, basename, extname, isAbsolute } = path;
