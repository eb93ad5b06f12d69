// Mutations of a file's data, of its text (per syntax: YAML, JSON, CSV) and of its bytes. Each
// returns the name it is known by and its problem tags, so a failing case says what was done to it.
import { NONFINITE_JSON, NONFINITE_YAML, NUMBERS, PROTO_NAMES, STRINGS, YAML_TAGS, nested, otherValue } from './values.mjs';

/** Every (container, key) place in a data tree, the root's own place first. */
function places(root) {
  const out = [];
  const walk = (node, depth) => {
    if (depth > 6 || node === null || typeof node !== 'object') return;
    for (const k of Object.keys(node)) {
      out.push([node, k]);
      walk(node[k], depth + 1);
    }
  };
  walk(root, 0);
  return out;
}

/** A place to change; the root itself when the tree has no other (its root was replaced by a scalar). */
function somePlace(r, root, filter = () => true) {
  const ps = places(root).filter(filter);
  return ps.length ? r.pick(ps) : [{ doc: root }, 'doc'];
}

/** Data mutations: each changes `box.doc` (the parsed file). */
export const DATA = [
  [6, 'swap-type', (r, box) => { const [o, k] = somePlace(r, box.doc); o[k] = otherValue(r); }],
  [4, 'edge-number', (r, box) => { const [o, k] = somePlace(r, box.doc); o[k] = r.pick(NUMBERS); }],
  [5, 'hostile-string', (r, box) => { const [o, k] = somePlace(r, box.doc, ([o, k]) => typeof o[k] === 'string'); o[k] = r.pick(STRINGS); }],
  [2, 'deep-nesting', (r, box) => { const [o, k] = somePlace(r, box.doc); o[k] = nested(r.pick([20, 200, 2000]), r.chance(0.5)); }],
  [2, 'drop-key', (r, box) => { const ps = places(box.doc).filter(([o]) => !Array.isArray(o)); if (ps.length) { const [o, k] = r.pick(ps); delete o[k]; } }],
  [2, 'unknown-key', (r, box) => { const objs = [box.doc, ...places(box.doc).map(([o, k]) => o[k])].filter((v) => v && typeof v === 'object' && !Array.isArray(v)); if (objs.length) r.pick(objs)[r.pick(['sied', 'colour', 'Name', 'x-y', '0', ''])] = r.pick(STRINGS); }],
  [2, 'many-ships', (r, box) => manyShips(r, box, r.pick([0, 6, 11, 501]))],
  // a few megabytes of ships: the YAML parser alone takes seconds
  [1, 'thousands-of-ships', (r, box) => manyShips(r, box, 3000), ['file-size']],
  [1, 'root-shape', (r, box) => { box.doc = r.pick([null, 7, 'ships', [], [box.doc], { ships: box.doc?.ships }]); }],
  [1, 'game-swap', (r, box) => { if (box.doc && typeof box.doc === 'object') box.doc.game = r.pick(['crane', 'ironclads', 'naval-war', 'beat-to-quarters', 'milk-and-cookies', 'Crane', 'MILK-AND-COOKIES', 'cranes', '', 'chess']); }],
  [2, 'proto-name', (r, box) => {
    const [o, k] = somePlace(r, box.doc);
    if (r.chance(0.5) || Array.isArray(o)) o[k] = r.pick(PROTO_NAMES);
    else Object.defineProperty(o, r.pick(PROTO_NAMES), { value: r.pick(NUMBERS), enumerable: true, configurable: true, writable: true });
  }, ['proto-name']],
];

function manyShips(r, box, n) {
  const s = box.doc?.ships;
  if (Array.isArray(s) && s.length) box.doc.ships = Array.from({ length: n }, (_, i) => ({ ...s[i % s.length], name: `Ship ${i}`, id: i + 1 }));
}

/** Text mutations of YAML. */
export const YAML_TEXT = [
  [3, 'duplicate-key', (r, t) => insertAfterKeyLine(r, t, (ind, key) => `${ind}${key}: ${r.pick(['B', '3', 'x', 'null'])}`)],
  [2, 'alias', (r, t) => t.replace(/^game: (\S+)/m, 'game: &g $1').replace(/(name: )(.*)$/m, '$1*g')],
  [1, 'undefined-alias', (r, t) => replaceValue(r, t, '*nope')],
  [2, 'alias-bomb', (r, t) => billionLaughs(r.pick([4, 9])) + t.replace(/(name: )(.*)$/m, '$1*i')],
  [1, 'merge-key', (r, t) => replaceValue(r, t, '{ <<: [*m] }').replace(/^game: /m, 'anchor: &m { side: A }\ngame: ')],
  [1, 'complex-key', (r, t) => t + '? [a, b]\n: c\n'],
  [1, 'multi-document', (r, t) => t + r.pick(['---\nfoo: 1\n', '...\n---\n', '--- !!str x\n'])],
  [1, 'flow-deep', (r, t) => replaceValue(r, t, '['.repeat(r.pick([100, 10000])) + (r.chance(0.5) ? ']'.repeat(10000) : ''))],
  [1, 'block-scalar', (r, t) => replaceValue(r, t, r.pick(['|\n      two\n      lines', '>-\n      folded', '"\\x00\\u202e\\U0001F6A2"', "'it''s'"]))],
  [1, 'yaml-tag', (r, t) => replaceValue(r, t, r.pick(YAML_TAGS)), ['yaml-tag']],
  [1, 'nonfinite', (r, t) => replaceNumber(r, t, r.pick(NONFINITE_YAML)), ['nonfinite']],
  [1, 'tab-indent', (r, t) => t.replace(/^ {2}/gm, '\t')],
  [1, 'directive', (r, t) => r.pick(['%YAML 1.1\n---\n', '%TAG ! tag:example.com,2000:\n---\n', '%YAML 9.9\n---\n']) + t],
];

/** Text mutations of JSON. */
export const JSON_TEXT = [
  [3, 'duplicate-key', (r, t) => t.replace(/"game":/, `"game": ${JSON.stringify(r.pick(['crane', 'x']))}, "game":`)],
  [1, 'nonfinite', (r, t) => replaceNumber(r, t, r.pick(NONFINITE_JSON)), ['nonfinite']],
  [1, 'deep-array', (r, t) => t.replace(/\[/, '['.repeat(r.pick([1000, 100000])) + '[')],
  [1, 'trailing-comma', (r, t) => t.replace(/\}\s*\]/, '},]')],
  [1, 'comment', (r, t) => '// ships\n' + t],
  [1, 'proto-key', (r, t) => t.replace(/\{/, `{"${r.pick(PROTO_NAMES)}": {"x": 1},`), ['proto-name']],
  [1, 'escapes', (r, t) => t.replace(/"name": "/, `"name": "${r.pick(['\\u0000', '\\ud800', '\\u202e', '\\"', '\\/'])}`)],
];

/** Mutations of a CSV grid (rows of cells, the heading first); each may rewrite the grid in place. */
export const CSV_GRID = [
  [5, 'hostile-cell', (r, g) => { const row = g[r.int(1, Math.max(1, g.length - 1))] ?? g[0]; row[r.int(0, row.length - 1)] = String(r.pick([...STRINGS, ...NUMBERS])); }],
  [2, 'extra-cells', (r, g) => { g[r.int(0, g.length - 1)].push('x', r.pick(STRINGS)); }],
  [2, 'missing-cells', (r, g) => { const row = g[r.int(0, g.length - 1)]; row.length = r.int(0, Math.max(0, row.length - 1)); }],
  [2, 'duplicate-heading', (r, g) => { g[0][r.int(1, g[0].length - 1)] = g[0][r.int(0, g[0].length - 1)]; }],
  [1, 'empty-heading', (r, g) => { g[0][r.int(0, g[0].length - 1)] = r.pick(['', ' ', '.', 'name.', '.a', 'speed.A.B']); }],
  [1, 'heading-case', (r, g) => { g[0] = g[0].map((h) => (r.chance(0.5) ? h.toUpperCase() : h)); }],
  [1, 'blank-rows', (r, g) => { g.splice(r.int(1, g.length), 0, [], [''], g[0].map(() => '')); }],
  [1, 'many-rows', (r, g) => { const n = r.pick([11, 501, 3000]); for (let i = g.length; i < n; i++) g.push([...g[1 + (i % Math.max(1, g.length - 1))] ?? g[0]]); }],
  [1, 'proto-heading', (r, g) => { g[0][r.int(0, g[0].length - 1)] = r.pick(PROTO_NAMES); }, ['proto-name']],
];

/** Text mutations of CSV (after the grid is written). */
export const CSV_TEXT = [
  [3, 'broken-quote', (r, t) => insertAt(r, t, r.pick(['"', '"a"b', '"unterminated', '""', 'a"b']))],
  [1, 'separator', (r, t) => t.replace(/,/g, r.pick([';', '\t', '|']))],
  [1, 'mixed-line-ends', (r, t) => t.replace(/\n/g, () => r.pick(['\n', '\r\n', '\r']))],
];

/** Byte mutations of any file. */
export const BYTES = [
  [2, 'bom', (r, b) => Buffer.concat([Buffer.from(r.pick([[0xef, 0xbb, 0xbf], [0xff, 0xfe], [0xfe, 0xff], [0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf]])), b])],
  [2, 'crlf', (r, b) => Buffer.from(b.toString('latin1').replace(/\n/g, '\r\n'), 'latin1')],
  [3, 'truncate', (r, b) => b.subarray(0, r.int(0, b.length))],
  [3, 'bit-flip', (r, b) => { const c = Buffer.from(b); for (let i = r.int(1, 8); i > 0 && c.length; i--) c[r.int(0, c.length - 1)] ^= 1 << r.int(0, 7); return c; }],
  [1, 'control-bytes', (r, b) => { const c = Buffer.from(b); for (let i = r.int(1, 4); i > 0 && c.length; i--) c[r.int(0, c.length - 1)] = r.pick([0, 7, 8, 0x1b, 0x7f, 0x85, 0xa0, 0xc0, 0xff]); return c; }],
  [1, 'utf16', (r, b) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(b.toString('utf8'), 'utf16le')])],
  [1, 'latin1', (r, b) => Buffer.from(b.toString('utf8').replace(/e/g, 'é'), 'latin1')],
  [1, 'long-line', (r, b) => Buffer.concat([b, Buffer.from('#' + 'x'.repeat(r.pick([10_000, 300_000])) + '\n')])],
  [1, 'empty', () => Buffer.alloc(0)],
];

/** Applies one weighted mutation of a table; answers its name and tags (the subject changes via `apply`). */
export function pickMutation(r, table, allowed) {
  const usable = table.filter(([, , , tags = []]) => tags.every(allowed));
  const [, name, fn, tags = []] = r.weighted(usable.map((m) => [m[0], m]));
  return { name, fn, tags };
}

function billionLaughs(levels) {
  const names = 'abcdefghi';
  const lines = ['lol: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < levels; i++) lines.push(`l${i}: &${names[i]} [${Array(9).fill(`*${names[i - 1]}`).join(',')}]`);
  if (levels < 9) lines.push(`li: &i [*${names[levels - 1]}]`);
  return lines.join('\n') + '\n';
}

function insertAfterKeyLine(r, t, make) {
  const lines = t.split('\n');
  const idx = lines.map((l, i) => [l, i]).filter(([l]) => /^\s*(- )?[\w-]+: \S/.test(l));
  if (!idx.length) return t;
  const [line, i] = r.pick(idx);
  const m = /^(\s*)(- )?([\w-]+):/.exec(line);
  lines.splice(i + 1, 0, make(m[1] + (m[2] ? '  ' : ''), m[3]));
  return lines.join('\n');
}

/** Replaces the value of one `key: value` line. */
function replaceValue(r, t, value) {
  const lines = t.split('\n');
  const idx = lines.map((l, i) => [l, i]).filter(([l]) => /^\s*(- )?[\w-]+: \S/.test(l));
  if (!idx.length) return t + `x: ${value}\n`;
  const [line, i] = r.pick(idx);
  lines[i] = line.replace(/^(\s*(- )?[\w-]+: ).*$/, `$1${value}`);
  return lines.join('\n');
}

function replaceNumber(r, t, value) {
  const all = [...t.matchAll(/(?<=[:,\[] ?)-?\d+(\.\d+)?(?=\s*[,\]\}\n])/g)];
  if (!all.length) return t;
  const m = r.pick(all);
  return t.slice(0, m.index) + value + t.slice(m.index + m[0].length);
}

function insertAt(r, t, s) {
  const i = r.int(0, t.length);
  return t.slice(0, i) + s + t.slice(i);
}
