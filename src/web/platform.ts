// A browser's side of the platform seam (src/platform/index.ts), installed when this module is
// imported by the engine: files live in an in-memory store (the user's under "/", so messages name
// "fleet.yaml:3:7"; the package's under /broadside), svg.js draws into the page's own document,
// inflating is fflate's, hashing @noble/hashes'. A browser cannot tell a Proxy from its target: there
// is none to detect in values the page builds itself, so isProxy is always false.
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { Inflate } from 'fflate';
import * as pathe from 'pathe';
import { UnreadableFile } from '../errors.js';
import { tooBig } from '../data/read.js';
import { setPlatform, type Platform } from '../platform/index.js';

export const PACKAGE_ROOT = '/broadside';

/** A file the engine fetches on first need (the fallback fonts): the work is run again once it is here. */
export class Missing extends Error {
  constructor(readonly path: string) {
    super(`${path} is not loaded yet`);
  }
}

/** Every file the engine's code can read, by absolute path; text is kept as text until read as bytes. */
export const store = new Map<string, Uint8Array | string>();
/** Package files fetched when first needed, by path: their URL relative to the engine. */
export const onDemand = new Map<string, string>();
/** Those asked for and not here yet (code that catches what it calls may have swallowed the Missing). */
export const missed = new Set<string>();

const bytesOf = (path: string): Uint8Array | undefined => {
  const v = store.get(path);
  if (typeof v === 'string') {
    const b = new TextEncoder().encode(v);
    store.set(path, b);
    return b;
  }
  return v;
};

const abs = (path: string): string => pathe.resolve('/', path);
const isFolder = (path: string): boolean => {
  const prefix = path.endsWith('/') ? path : `${path}/`;
  for (const key of store.keys()) if (key.startsWith(prefix)) return true;
  return false;
};

/** The packages the engine's code loads by name (src/lazy.ts): bundled, or registered once fetched. */
export const packages = new Map<string, unknown>();

const path = { ...pathe, sep: '/' } as unknown as Platform['path'];

export const browserPlatform: Platform = {
  name: 'browser',
  path,
  cwd: () => '/',
  packageRoot: PACKAGE_ROOT,
  kind(p) {
    const a = abs(p);
    return store.has(a) ? 'file' : isFolder(a) ? 'folder' : 'missing';
  },
  readFile(p, limit, read) {
    const a = abs(p);
    const bytes = bytesOf(a);
    if (!bytes) throw new UnreadableFile(p, isFolder(a) ? 'a folder, not a file' : 'no such file');
    if (bytes.length > limit) throw new UnreadableFile(p, tooBig(bytes.length, limit));
    return Buffer.from(read ? bytes : new Uint8Array(0));
  },
  readPackage(p) {
    const a = abs(p);
    const bytes = bytesOf(a);
    if (bytes) return bytes;
    if (onDemand.has(a)) {
      missed.add(a);
      throw new Missing(a);
    }
    throw new Error(`${p}: not in the site's files`);
  },
  svgWindow: () => ({ window, document }),
  inflateRaw(bytes, maxOutput) {
    const parts: Uint8Array[] = [];
    let size = 0;
    const inflate = new Inflate((chunk) => {
      size += chunk.length;
      if (size > maxOutput) throw Object.assign(new Error('inflated data too large'), { code: 'ERR_BUFFER_TOO_LARGE' });
      parts.push(chunk);
    });
    inflate.push(bytes, true);
    return Buffer.concat(parts);
  },
  sha256: (data) => bytesToHex(sha256(typeof data === 'string' ? new TextEncoder().encode(data) : data)),
  isProxy: () => false,
  format: (...values) => values.map((v) => (typeof v === 'string' ? v : safeJson(v))).join(' '),
  warn: (line) => console.warn(line),
  loadPackage<T>(name: string): T {
    if (!packages.has(name)) throw new Error(`${name}: not loaded in the page`);
    return packages.get(name) as T;
  },
};

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

setPlatform(browserPlatform);
