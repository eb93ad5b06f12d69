// The package's own templates, compiled ahead of time: the command-line bundle replaces this empty
// table with every file under templates/ (scripts/bundle.mjs), which spares a cold start Handlebars'
// parser and code generator (measured: about 8 ms a template). An entry is used only while the file
// still reads exactly as it did (its text's SHA-256 is the entry's `sha256`); a user's --templates files are always compiled when read.
export interface Precompiled { sha256: string; spec: object }

export const PRECOMPILED: ReadonlyMap<string, Precompiled> = new Map();
