// Costly packages are loaded on first use rather than at start, so that commands which never draw,
// measure or render (list, check, --help) do not pay for them.
import { platform } from './platform/index.js';

/**
 * Loads a package synchronously, as `import` would resolve it: an ES module package comes back as
 * its namespace, the same instance other modules' `import` gets (pdfkit imports fontkit, say), so
 * no package is loaded twice. scripts/bundle.mjs turns each call into a bundled require. (require() of
 * an ES module needs Node 20.19 or 22.12, as package.json's engines say.)
 */
export function loadPackage<T>(name: string): T {
  return platform().loadPackage<T>(name);
}
