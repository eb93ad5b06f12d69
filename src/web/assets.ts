// What the engine fetches when first needed, from its own site: fonts, and the spreadsheet reader
// (a chunk of its own, loaded when a workbook is first read).
import { missed, onDemand, packages, store } from './platform.js';
import { SHEETJS } from '../data/workbook.js';

/** A file of the site, relative to the engine's own place (the site may sit under any path). */
export async function fetchBytes(rel: string): Promise<Uint8Array> {
  const res = await fetch(new URL(rel, import.meta.url));
  if (!res.ok) throw new Error(`${rel}: ${res.status} ${res.statusText}`);
  return new Uint8Array(await res.arrayBuffer());
}

let xlsx: Promise<void> | undefined;
export function loadXlsx(): Promise<void> {
  // the package's own ES module build, beside the engine (src/site.ts copies it)
  xlsx ??= import(/* @vite-ignore */ new URL('./xlsx.js', import.meta.url).href).then((m: unknown) => void packages.set('@e965/xlsx', m).set(SHEETJS, m));
  return xlsx;
}

/**
 * Runs `work` (the library's code, which reads files synchronously), and when it stops for a file
 * fetched on first need, fetches that and runs it again: the work is deterministic, so the second
 * run does what the first would have.
 */
export async function withAssets<T>(work: () => T): Promise<T> {
  for (;;) {
    missed.clear();
    let done: { value: T } | { error: unknown };
    try {
      done = { value: work() };
    } catch (error) {
      done = { error };
    }
    // a file asked for and missing, even where a caller caught the Missing (and so did without it,
    // or failed otherwise), means the work is done again with it
    if (missed.size === 0) {
      if ('error' in done) throw done.error;
      return done.value;
    }
    await Promise.all([...missed].map(async (path) => store.set(path, await fetchBytes(onDemand.get(path)!))));
  }
}
