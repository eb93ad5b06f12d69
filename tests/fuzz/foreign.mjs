// Files that are not what they are named as (a password file given as --data, a package.json as a
// deck …), each holding a marker. Such a file is said to be the wrong kind in one sentence with
// nothing of it quoted, so a case whose messages show the marker fails (judge.mjs).

/** Found in no file broadside ships and no path a case uses. */
export const MARKER = 'Qx7fuzzSECRETvB3';

const M = MARKER;
const KINDS = {
  shadow: () => `root:$6$${M}$hash:19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n`,
  passwd: () => `root:x:0:0:${M}:/root:/bin/bash\n`,
  'package-json': () => JSON.stringify({ name: 'x', version: '1.0.0', description: M, scripts: { test: M } }, null, 2),
  env: () => `API_KEY=${M}\nSECRET="${M}"\n`,
  ini: () => `[database]\npassword = ${M}\n`,
  'yaml-unknown': () => `password: ${M}\ntoken: [${M}, 2]\n`,
  'yaml-key': () => `${M}: 1\n${M}-2: { a: b }\n`,
  'yaml-broken': () => `password: "${M}\nuser: x\n`,
  'json-broken': () => `{"password": "${M}", }`,
  list: () => `- ${M}\n- { secret: ${M} }\n`,
  scalar: () => `${M}\n`,
  pem: () => `-----BEGIN PRIVATE KEY-----\nMIIB${M}Vw\n-----END PRIVATE KEY-----\n`,
  csv: () => `user,password\nroot,${M}\n`,
  ship: (game) => `game: ${game}\nships:\n  - { name: ${M} }\n`,
  kit: (game) => `game: ${game}\nprint: { ${M}: 1 }\n`,
  binary: () => `\u0000\u0001PK\u0003\u0004${M}\u00ff\u00fe\n`,
};

/** A file of some other kind for case `c`, with the marker in it; sets c.marker. */
export function foreignFile(r, c) {
  const kind = r.pick(Object.keys(KINDS));
  c.marker = MARKER;
  return { kind, text: KINDS[kind](c.game) };
}
