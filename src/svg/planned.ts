// What measuring reads of each of the package's fonts (fonts/*.ttf), made ahead of time from the file
// (src/svg/plans.ts): the command-line bundle replaces this empty table (scripts/bundle.mjs), which
// spares a cold start decoding the font's cmap, GSUB, GPOS and GDEF tables (measured: about 20 ms).
// An entry is used only while the font file still holds exactly the bytes it was made from (their
// SHA-256 is the entry's `sha256`); any other font is read as it is.
import type { FontPlan } from './plans.js';

export const PLANNED: ReadonlyMap<string, FontPlan> = new Map();
