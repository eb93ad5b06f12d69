// Ships for a game of one's own: made from its declared fields (each value within its range), then
// mutated (values out of range, tracks of many sections, counts for lists and lists for counts,
// fields left out, hundreds of ships, names too long for a card), and written as a ship file (YAML,
// JSON) or a spreadsheet (CSV, XLSX, ODS).
import { createRequire } from 'node:module';
import { NUMBERS, STRINGS } from './values.mjs';

const NAMES = ['Wasp', 'Hornet', 'Gannet', 'Petrel', 'Victory', 'Redoutable', 'Yukikaze', 'Fletcher', 'San Juan Nepomuceno', 'Santísima Trinidad', 'HMS Indefatigable'];
const TEXTS = ['Name ship of her class', 'Lucky', 'Charged the battleships off Samar', 'x'];

const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const typeOf = (d) => (isObj(d) && typeof d.type === 'string' ? d.type : undefined);
const num = (v, or) => (typeof v === 'number' && Number.isFinite(v) ? v : or);

/** A value for declaration `d` inside its range (as far as the declaration makes sense). */
export function valueOf(r, d, sides) {
  switch (typeOf(d)) {
    case 'name': return r.pick(NAMES);
    case 'text': { const t = r.pick(TEXTS); return t.slice(0, Math.max(1, num(d.most, 200))); }
    case 'whole': { const lo = Math.ceil(num(d.min, 0)), hi = Math.floor(num(d.max, lo + 10)); return hi - lo > 1e6 ? r.pick([lo, hi]) : r.int(lo, Math.max(lo, hi)); }
    case 'number': { const lo = num(d.min, 0), hi = Math.max(lo, num(d.max, lo + 1)); return Math.min(hi, Math.max(lo, Math.round((lo + (hi - lo) * r.next()) * 2) / 2)); }
    case 'one-of': return Array.isArray(d.values) && d.values.length ? caseOf(r, String(r.pick(d.values))) : 'x';
    case 'side': return Array.isArray(sides) && sides.length ? caseOf(r, String(sides[r.int(0, sides.length - 1)]?.name)) : 'Red';
    case 'yes-no': return r.chance(0.5);
    case 'track': return trackOf(r, num(d.most, 12), num(d.sections, 12));
    case 'tracks': return Array.from({ length: r.int(0, Math.min(num(d.most, 3), 8)) }, (_, i) => ({ name: ['Bridge', 'Radar', 'Guns', 'Engines', 'Fire control', 'Reloads', 'Magazine', 'Torpedoes'][i], boxes: trackOf(r, num(d.boxes, 6), 12) }));
    case 'list': return Array.from({ length: r.int(0, Math.min(num(d.most, 3), 6)) }, () => valueOf(r, d.of, sides));
    case 'group': return isObj(d.fields) ? shipOf(r, d.fields, sides) : {};
    default: return r.pick(['x', 1, true]);
  }
}

const caseOf = (r, s) => r.weighted([[6, s], [1, s.toLowerCase()], [1, s.toUpperCase()]]);

/** Boxes: a count, or sections, at most `most` in all. */
function trackOf(r, most, sections) {
  const total = r.int(1, Math.max(1, Math.min(most, 40)));
  if (r.chance(0.4) || sections < 2) return total;
  const n = r.int(1, Math.min(sections, total, 4));
  const each = Math.floor(total / n);
  return Array.from({ length: n }, () => Math.max(1, each));
}

/** A ship (or a group's value) of the declared fields, optional fields sometimes left out. */
export function shipOf(r, fields, sides) {
  const ship = {};
  for (const [k, d] of Object.entries(fields)) {
    if (isObj(d) && (d.optional === true || d.default !== undefined) && r.chance(0.3)) continue;
    ship[k] = valueOf(r, d, sides);
  }
  return ship;
}

/** `n` ships of the game in `doc`, named apart. */
export function shipsOf(r, doc, n) {
  const fields = isObj(doc.ship) ? doc.ship : {};
  return Array.from({ length: n }, (_, i) => ({ ...shipOf(r, fields, doc.sides), name: `${r.pick(NAMES)} ${i + 1}` }));
}

/** Ship mutations of a list of ships and the game's fields: each answers its name (and changes `ships`). */
const SHIP_MUTATIONS = [
  [4, 'out-of-range', (r, ships, fields) => { const [s, k, d] = some(r, ships, fields, (d) => ['whole', 'number'].includes(typeOf(d))); if (s) s[k] = r.pick([num(d.max, 0) + 1, num(d.min, 0) - 1, num(d.max, 0) + 0.5, ...NUMBERS, '12', '1e3', 'NaN', '']); }],
  [3, 'many-sections', (r, ships, fields) => { const [s, k, d] = some(r, ships, fields, (d) => typeOf(d) === 'track'); if (s) s[k] = Array(r.pick([13, 51, 200, 5000])).fill(1).slice(0, Math.max(1, r.chance(0.5) ? num(d.most, 12) : 1e9)); }],
  [3, 'count-or-list', (r, ships, fields) => { const [s, k] = some(r, ships, fields, (d) => typeOf(d) === 'track'); if (s) s[k] = r.pick([Array.isArray(s[k]) ? s[k].reduce((a, b) => a + b, 0) : [s[k]], '4 4 4', '4,4', [0], [-1], [1.5], [], 0, 1e9, [[1]], [1e9, 1e9]]); }],
  [2, 'tracks-odd', (r, ships, fields) => { const [s, k, d] = some(r, ships, fields, (d) => typeOf(d) === 'tracks'); if (s) s[k] = r.pick([[{ name: 'Radar', boxes: 1e6 }], Array.from({ length: num(d.most, 3) + 1 }, () => ({ name: 'X', boxes: 1 })), [{ name: 'W'.repeat(41), boxes: 2 }], [{ boxes: 2 }], [{ name: 'Radar', boxes: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] }], 3, 'Radar', [{ name: STRINGS[r.int(0, STRINGS.length - 1)], boxes: 3 }]]); }],
  [3, 'leave-out', (r, ships, fields) => { const s = r.pick(ships); const keys = Object.keys(s).filter((k) => r.chance(0.5) || k !== 'name'); if (keys.length) delete s[r.pick(keys)]; }],
  [2, 'list-too-long', (r, ships, fields) => { const [s, k, d] = some(r, ships, fields, (d) => typeOf(d) === 'list'); if (s) s[k] = Array.from({ length: num(d.most, 3) + r.pick([1, 100]) }, () => valueOf(r, d.of)); }],
  [3, 'long-name', (r, ships) => { r.pick(ships).name = r.pick(['W'.repeat(61), 'W'.repeat(200), 'Santísima Trinidad y Nuestra Señora del Pilar de Zaragoza', 'a '.repeat(300), 'Mmmmmmmmmmmmmmmmmmmmmmmmmmmm Wwwwwwwwwwwwwwwwwwwwwwwww', ...STRINGS]); }],
  [2, 'long-text', (r, ships, fields) => { const [s, k, d] = some(r, ships, fields, (d) => typeOf(d) === 'text'); if (s) s[k] = r.pick(['word '.repeat(Math.ceil(num(d.most, 200) / 5)).slice(0, num(d.most, 200)), 'W'.repeat(num(d.most, 200)), 'x'.repeat(num(d.most, 200) + 1), ...STRINGS]); }],
  [2, 'not-a-choice', (r, ships, fields) => { const [s, k] = some(r, ships, fields, (d) => ['side', 'one-of'].includes(typeOf(d))); if (s) s[k] = r.pick(['Purple', 'red ', 'Re d', '', 7, null, ['Red'], { name: 'Red' }, 'constructor', '__proto__', 'toString']); }],
  [1, 'many-ships', (r, ships) => { const n = r.pick([41, 499, 500, 501]); for (let i = ships.length; i < n; i++) ships.push({ ...structuredClone(ships[i % ships.length]), name: `Ship ${i + 1}` }); }],
  [1, 'same-names', (r, ships) => { if (ships.length > 1) ships[1].name = r.chance(0.5) ? ships[0].name : String(ships[0].name).toUpperCase(); }],
  [1, 'one-side', (r, ships, fields) => { const k = Object.keys(fields).find((f) => typeOf(fields[f]) === 'side'); if (k) for (const s of ships) s[k] = ships[0][k]; }],
  [1, 'unknown-field', (r, ships) => { r.pick(ships)[r.pick(['colour', 'speeed', 'Hull', '__proto__', 'constructor', 'x'])] = r.pick([1, 'x']); }],
];

/** A ship, a field and its declaration, for a field `ok` takes (none: [undefined]). */
function some(r, ships, fields, ok) {
  const keys = Object.keys(fields).filter((k) => ok(fields[k]));
  if (!keys.length || !ships.length) return [undefined];
  const s = r.pick(ships), k = r.pick(keys);
  return [s, k, fields[k]];
}

/** Applies one ship mutation; answers its name. */
export function mutateShips(r, ships, fields) {
  const [, name, fn] = r.weighted(SHIP_MUTATIONS.map((m) => [m[0], m]));
  fn(r, ships, isObj(fields) ? fields : {});
  return name;
}

/** The ships as a sheet's rows: a heading row (groups as `group.member`), then a row a ship. */
export function gridOf(ships, fields) {
  const heads = [];
  for (const [k, d] of Object.entries(isObj(fields) ? fields : {})) {
    if (typeOf(d) === 'group' && isObj(d.fields)) for (const m of Object.keys(d.fields)) heads.push([k, m]);
    else heads.push([k]);
  }
  const cell = (v) => (v === undefined || v === null ? '' : Array.isArray(v) ? v.map((x) => (isObj(x) ? JSON.stringify(x) : String(x))).join(' ') : isObj(v) ? JSON.stringify(v) : String(v));
  return [heads.map((h) => h.join('.')), ...ships.map((s) => heads.map(([k, m]) => cell(m === undefined ? s[k] : s[k]?.[m])))];
}

const require = createRequire(import.meta.url);
let XLSX;
/** A workbook (xlsx or ods) of the grid, numbers as numbers, as a spreadsheet program saves it. */
export function workbook(grid, type) {
  XLSX ??= require('@e965/xlsx');
  const typed = grid.map((row, i) => row.map((c) => (i > 0 && /^-?\d+(\.\d+)?$/.test(c) ? Number(c) : c === '' ? null : c)));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(typed), 'Ships');
  return XLSX.write(book, { type: 'buffer', bookType: type, compression: true });
}
