// Files that ship with the package (templates, fonts, game data), found from the package root
// so the tool works the same from a clone, from npx, or as a library.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const packageFile = (...parts: string[]): string => join(PACKAGE_ROOT, ...parts);
