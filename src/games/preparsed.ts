// Each game's shipped data file, parsed and validated ahead of time: the command-line bundle and the
// page's engine replace this empty table (scripts/bundle.mjs, scripts/build-web.mjs), which spares a
// cold start the YAML parser and the validation of every shipped value (measured: about 90 ms). An
// entry is used only while the shipped file still reads exactly as it did (its text's SHA-256 is the
// entry's `sha256`: a user may edit the installed data file); `data` is the validated value as JSON text.
export interface Preparsed { sha256: string; data: string }

export const PREPARSED: ReadonlyMap<string, Preparsed> = new Map();
