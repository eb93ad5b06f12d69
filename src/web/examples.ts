// Each game's example ship and kit files (examples/ in the package), as text: scripts/build-web.mjs
// fills this table in.
export const EXAMPLES: Record<string, { ships: string; kit: string }> = {};
