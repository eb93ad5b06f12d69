// Files that ship with the package (templates, fonts, game data), found from the package root
// so the tool works the same from a clone, from npx, or as a library (or a browser's file store).
import { join, platform } from './platform/index.js';

export const packageFile = (...parts: string[]): string => join(platform().packageRoot, ...parts);
