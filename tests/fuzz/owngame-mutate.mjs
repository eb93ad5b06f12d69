// Mutations of a game file of one's own (a document `g.doc` with its template files `g.templates`):
// field declarations unknown, duplicated, deep, huge or of wrong types; sides missing; enormous
// tracks; groups named like their members; card parts naming what is not there; odd sizes and kinds;
// names a JavaScript object answers; control, bidi and long strings; a kind's settings changed as
// the rules surface changes a data section; hostile templates as the templates surface makes them.
import { DATA } from './mutate.mjs';
import { NUMBERS, PROTO_NAMES, STRINGS, nested, otherValue } from './values.mjs';
import { TABLE_MUTATIONS } from './rules.mjs';
import { ATTRS, pathData, references, textContent } from './templates.mjs';
import { SECTION_KINDS, partsOf, sectionOf } from './owngame-game.mjs';

const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Every field declaration: [container, key, declaration], top-level first, then nested ones. */
function decls(doc) {
  const out = [];
  const walk = (fields, depth) => {
    if (!isObj(fields) || depth > 6) return;
    for (const [k, d] of Object.entries(fields)) {
      out.push([fields, k, d]);
      if (isObj(d) && isObj(d.fields)) walk(d.fields, depth + 1);
      if (isObj(d) && isObj(d.of)) { out.push([d, 'of', d.of]); if (isObj(d.of.fields)) walk(d.of.fields, depth + 2); }
    }
  };
  walk(doc?.ship, 0);
  return out.filter(([, , d]) => isObj(d));
}
const someDecl = (r, g, ok = () => true) => { const ds = decls(g.doc).filter(([, , d]) => ok(d)); return ds.length ? r.pick(ds) : [undefined]; };
const setOwn = (o, k, v) => Object.defineProperty(o, k, { value: v, enumerable: true, configurable: true, writable: true });
const printables = (g) => (isObj(g.doc?.printables) ? g.doc.printables : undefined);
/** An instance of `kind` (made when the game has none, when it can have one). */
function instance(r, g, kind) {
  const ps = printables(g);
  if (!ps) return undefined;
  const found = Object.keys(ps).filter((k) => isObj(ps[k]) && ps[k].kind === kind);
  if (found.length) return ps[r.pick(found)];
  if (kind === 'card') return (ps['fz-card'] = { kind: 'card', size: 'tarot', parts: isObj(g.doc.ship) ? partsOf(r, g.doc.ship) : ['name'] });
  return undefined;
}

const ODD_TYPES = ['integer', 'Whole', 'wholes', 'string', 'int', 'bool', 'boolean', 'enum', 'TRACK', ' track', '', 7, null, true, ['whole'], { whole: 1 }, '__proto__', 'constructor', 'toString', 'name'];
const RANGE_KEYS = ['min', 'max', 'most', 'values', 'sections', 'boxes', 'of', 'fields', 'label', 'optional', 'default', 'doc'];
const ODD_SIZES = ['0x0in', '1e9x1e9in', '1.49x3in', '7.51x5in', '7.5x7.5in', '1.5x1.5in', '2.5x3.5', '2.5in x 3.5in', '2.5 x 3.5 in', 'POKER', ' poker ', 'pokr', 'a4', 'letter', 'mini', 'NaNxNaNin', 'Infinityx3in', '-2.5x3.5in', '63x88mm', '6.35x8.89cm', '180x252pt', '٢x٣in', 'W'.repeat(300), '', 7, null, [], { w: 1 }, true];
const ODD_KINDS = ['Card', 'cards', 'CARD', ' card', 'range-stik', 'Range-Stick', 'ship-data-card', 'boat-record', 'table', 'chart-card', '', 7, null, true, [], ['card'], { card: 1 }, { kind: 'card' }, ...PROTO_NAMES];
const ODD_IDS = ['crane', 'Crane', 'naval-war', 'a', 'A-game', '-x', '1x', 'x'.repeat(41), 'x_y', 'x y', '', 7, null, [], ...PROTO_NAMES];

/** Game file mutations: [weight, name, fn(r, g) changing g.doc (or g.templates), tags?]. */
export const GAME_MUTATIONS = [
  [4, 'decl-unknown-key', (r, g) => { const [, , d] = someDecl(r, g); if (d) d[r.pick(['colour', 'mxa', 'Type', 'maximum', 'sections', 'values', 'of', 'fields', 'most', 'boxes', 'min'])] = r.pick([3, 'x', [1], null]); }],
  [3, 'decl-type', (r, g) => { const [, , d] = someDecl(r, g); if (d) d.type = r.pick(ODD_TYPES); }],
  [6, 'decl-range', (r, g) => { const [, , d] = someDecl(r, g); if (d) d[r.pick(RANGE_KEYS)] = r.chance(0.5) ? otherValue(r) : r.pick([...NUMBERS, '3', '1e3', '0x10', -0, 0.5, 'NaN', [], ['a'], Array(101).fill('v'), ['x', 'X'], ['W'.repeat(61)]]); }],
  [2, 'min-over-max', (r, g) => { const [, , d] = someDecl(r, g, (d) => ['whole', 'number'].includes(d.type)); if (d) [d.min, d.max] = r.chance(0.5) ? [d.max + 1, d.min] : [r.pick([0.5, 1e300, -1e300]), r.pick([1.5, 1e300, 2 ** 53 + 1])]; }],
  [2, 'deep-nesting', (r, g) => deep(r, g)],
  [2, 'many-fields', (r, g) => { const into = r.chance(0.7) || !someDecl(r, g, (d) => d.type === 'group')[2] ? g.doc.ship : someDecl(r, g, (d) => d.type === 'group')[2].fields; if (!isObj(into)) return; const n = r.pick([150, 199, 200, 201, 1000, 10_000]); for (let i = 0; i < n; i++) into[`f${i}`] = { type: 'whole', min: 0, max: i }; }],
  [2, 'side-without-sides', (r, g) => { if (!isObj(g.doc)) return; delete g.doc.sides; const [, , d] = someDecl(r, g, (d) => d.type !== 'name'); if (d && r.chance(0.5)) d.type = 'side'; else if (isObj(g.doc.ship)) g.doc.ship.side = { type: 'side' }; }],
  [2, 'side-nested', (r, g) => { const [, , d] = someDecl(r, g, (d) => d.type === 'group'); if (d) d.fields[r.pick(['side', 'navy'])] = { type: 'side' }; else if (isObj(g.doc.ship)) g.doc.ship.fleet = { type: 'list', most: 3, of: { type: 'side' } }; }],
  [3, 'enormous-track', (r, g) => { const [, , d] = someDecl(r, g, (d) => ['track', 'tracks'].includes(d.type)); const big = r.pick([200, 201, 1e9, 2 ** 31, 1e21, 1e300]); if (!d) { if (isObj(g.doc.ship)) g.doc.ship.hull = { type: 'track', most: big }; return; } d[r.pick(d.type === 'track' ? ['most', 'sections'] : ['most', 'boxes'])] = big; }],
  [2, 'self-named', (r, g) => selfNamed(r, g)],
  [5, 'parts-wrong', (r, g) => partsWrong(r, g)],
  [3, 'card-size', (r, g) => { const c = instance(r, g, 'card'); if (c) c.size = r.pick(ODD_SIZES); }],
  [3, 'kind-odd', (r, g) => { const ps = printables(g); const k = ps && r.pick(Object.keys(ps)); if (k && isObj(ps[k])) ps[k].kind = r.pick(ODD_KINDS); }],
  [3, 'proto-names', (r, g) => protoNames(r, g), ['proto-name']],
  [4, 'hostile-string', (r, g) => hostileString(r, g)],
  [1, 'game-id', (r, g) => { if (isObj(g.doc)) g.doc.game = r.pick(ODD_IDS); }],
  [1, 'fleet-odd', (r, g) => { if (isObj(g.doc)) g.doc.fleet = r.pick([{ most: 0 }, { most: 501 }, { most: 'x' }, { 'most-a-side': 2 }, { most: 2, names: 'unique' }, { names: 'any' }, [], 7, null, { most: 1e21 }]); }],
  [2, 'sides-odd', (r, g) => sidesOdd(r, g)],
  [1, 'printables-odd', (r, g) => { if (!isObj(g.doc)) return; const n = r.pick([0, 50, 51, 500]); g.doc.printables = r.pick([null, [], {}, 7, 'card', [{ kind: 'card' }], Object.fromEntries(Array.from({ length: n }, (_, i) => [`card-${i}`, { kind: 'card' }]))]); }],
  [3, 'default-odd', (r, g) => { const [, , d] = someDecl(r, g, (d) => d.type !== 'name'); if (d) { d.default = r.pick(['x', 1e9, -1, [1, 2, 3], [0], 7.5, true, null, {}, [{ name: 'Radar', boxes: 1e6 }], 'W'.repeat(5000), ['a', 'b']]); if (r.chance(0.3)) d.optional = r.pick(['yes', 1, null, false]); } }],
  [2, 'name-field', (r, g) => { const s = g.doc?.ship; if (!isObj(s)) return; const how = r.pick(['drop', 'text', 'second', 'group', 'label']); if (how === 'drop') delete s.name; if (how === 'text') s.name = { type: 'text' }; if (how === 'second') s.title = { type: 'name' }; if (how === 'group') s.name = { type: 'group', fields: { name: { type: 'name' } } }; if (how === 'label') s.name = { type: 'name', label: r.pick(STRINGS), optional: true, default: 'x' }; }],
  [5, 'settings', (r, g) => settings(r, g)],
  [4, 'template', (r, g) => template(r, g)],
  [4, 'data', (r, g) => { const [, , fn] = r.weighted(DATA.filter(([, n]) => !['many-ships', 'thousands-of-ships'].includes(n)).map((m) => [m[0], m])); const box = { doc: g.doc }; fn(r, box); g.doc = box.doc; }],
];

/** Groups (or lists) nested `n` deep in place of a field. */
function deep(r, g) {
  if (!isObj(g.doc?.ship)) return;
  const n = r.pick([3, 4, 5, 6, 40, 1000]);
  let d = { type: 'whole', min: 0, max: 3 };
  for (let i = 0; i < n; i++) d = r.chance(0.5) ? { type: 'group', fields: { inner: d } } : { type: 'list', most: 2, of: d };
  g.doc.ship[r.pick(['deep', 'speed'])] = r.chance(0.2) ? nested(n, true) : d;
}

/** A group named like its member, down three times, and parts that name it by a path that goes round. */
function selfNamed(r, g) {
  if (!isObj(g.doc?.ship)) return;
  const k = r.pick(['speed', 'hull', 'name-2']);
  g.doc.ship[k] = { type: 'group', fields: { [k]: { type: 'group', fields: { [k]: { type: r.pick(['whole', 'track']), min: 0, max: 3, most: 3 } } } } };
  const c = instance(r, g, 'card');
  if (c) c.parts = [...(Array.isArray(c.parts) ? c.parts : ['name']), { [r.pick(['grid', 'tracks', 'band', 'table'])]: r.pick([k, `${k}.${k}`, `${k}.${k}.${k}`, `${k}.${k}.${k}.${k}`, `${k}.`, `.${k}`, `${k}..${k}`, 'name.name', 'ship', 'ship.name']) }];
}

const PART_SHAPES = [7, null, true, [], {}, 'grid', 'lines', 'nam', ' NAME ', 'name\u202e', ['name'], { grid: [] }, { grid: 'x' }, { grid: [7] }, { grid: [null] }, { grid: Array(51).fill('name') }, { lines: 0 }, { lines: 31 }, { lines: 1e9 }, { lines: '3' }, { columns: 3 }, { grid: ['rate'], columns: 0 }, { grid: ['rate'], columns: 9 }, { grid: ['rate'], columns: '2' }, { tracks: ['hull'], columns: 2 }, { grid: ['rate'], tracks: ['hull'] }, { gird: ['rate'] }, { band: ['side', 'nation'] }, { text: 'W'.repeat(101) }, { table: '' }, { checks: ' ' }];

/** Card parts that name fields the ship does not have, of types the part does not show, or of odd shapes. */
function partsWrong(r, g) {
  const c = instance(r, g, 'card');
  if (!c) return;
  const names = isObj(g.doc.ship) ? Object.keys(g.doc.ship) : ['name'];
  if (!Array.isArray(c.parts)) c.parts = isObj(g.doc.ship) ? partsOf(r, g.doc.ship) : ['name'];
  const how = r.pick(['missing', 'wrong-type', 'shape', 'many', 'whole']);
  const part = r.pick(['band', 'grid', 'tracks', 'table', 'checks', 'text']);
  if (how === 'missing') c.parts.push({ [part]: r.pick([`${r.pick(names)}x`, 'nope', 'Hull', 'constructor', '__proto__', 'toString', 'name.first', `${r.pick(names)}.x`, 'W'.repeat(100)]) });
  if (how === 'wrong-type') c.parts.push({ [part]: r.chance(0.5) ? r.pick(names) : names.slice(0, r.int(1, names.length)) });
  if (how === 'shape') c.parts.splice(r.int(0, c.parts.length), 0, structuredClone(r.pick(PART_SHAPES)));
  if (how === 'many') c.parts = Array.from({ length: r.pick([40, 41, 400]) }, () => r.pick(['name', { lines: 1 }, ...c.parts]));
  if (how === 'whole') c.parts = r.pick([[], 'name', { name: 1 }, 7, null, [[]], ['name', 'name', 'name']]);
}

/** A JavaScript object's own names as field, member, instance, side and choice names, and in parts. */
function protoNames(r, g) {
  const name = r.pick(PROTO_NAMES);
  const where = r.pick(['field', 'member', 'instance', 'side', 'value', 'part', 'setting', 'top']);
  const [, , grp] = someDecl(r, g, (d) => d.type === 'group');
  const [, , oneOf] = someDecl(r, g, (d) => d.type === 'one-of' && Array.isArray(d.values));
  if (where === 'field' && isObj(g.doc.ship)) setOwn(g.doc.ship, name, { type: 'whole', min: 0, max: 3 });
  if (where === 'member' && grp) setOwn(grp.fields, name, { type: 'whole', min: 0, max: 3 });
  if (where === 'instance' && printables(g)) setOwn(g.doc.printables, name, { kind: 'card' });
  if (where === 'side' && Array.isArray(g.doc.sides) && isObj(g.doc.sides[0])) g.doc.sides[0].name = name;
  if (where === 'value' && oneOf) oneOf.values.push(name);
  if (where === 'part') { const c = instance(r, g, 'card'); if (c && Array.isArray(c.parts)) c.parts.push({ [r.pick(['grid', 'band', 'text'])]: r.chance(0.5) ? name : `speed.${name}` }); }
  if (where === 'setting') { const c = instance(r, g, 'card'); if (c) setOwn(c, name, 1); }
  if (where === 'top' && isObj(g.doc)) setOwn(g.doc, name, { x: 1 });
}

/** Control, bidi, markup and long strings where a game file has words: its title, labels, docs, side names, choices, a card's title. */
function hostileString(r, g) {
  const s = r.pick([...STRINGS, 'W'.repeat(81), 'W'.repeat(61), 'x'.repeat(401), 'Mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww']);
  const where = r.pick(['title', 'label', 'doc', 'side', 'value', 'card-title', 'instance-name', 'field-name']);
  const [, , d] = someDecl(r, g);
  const [, , oneOf] = someDecl(r, g, (d) => d.type === 'one-of' && Array.isArray(d.values));
  if (where === 'title' && isObj(g.doc)) g.doc.title = s;
  if (where === 'label' && d) d.label = s;
  if (where === 'doc' && d) d.doc = s;
  if (where === 'side' && Array.isArray(g.doc.sides) && isObj(g.doc.sides[0])) g.doc.sides[0].name = s;
  if (where === 'value' && oneOf) oneOf.values[0] = s;
  if (where === 'card-title') { const c = instance(r, g, 'card'); if (c) c.title = s; }
  if (where === 'instance-name' && printables(g)) g.doc.printables[s] = { kind: 'card' };
  if (where === 'field-name' && isObj(g.doc.ship)) g.doc.ship[s] = { type: 'whole', min: 0, max: 1 };
}

function sidesOdd(r, g) {
  if (!isObj(g.doc)) return;
  const side = (name, fill = '#c0392b', ink = '#ffffff') => ({ name, fill, ink });
  g.doc.sides = r.pick([
    [], null, 7, 'Red', [side('Red'), side('red')], [side('Red', 'red')], [side('Red', '#fff')], [side('Red', '#GGGGGG')], [side('Red', '#c0392b', null)],
    Array.from({ length: 13 }, (_, i) => side(`Side ${i}`)), [side('')], [side(' ')], [{ name: 'Red' }], [side('Red'), 'Blue'], [{ ...side('Red'), colour: 'x' }],
  ]);
}

/** A kind's settings changed as the rules surface changes a data section; a kind with none made first. */
function settings(r, g) {
  const ps = printables(g);
  if (!ps) return;
  const names = Object.keys(ps).filter((k) => isObj(ps[k]));
  if (!names.length || r.chance(0.3)) {
    const kind = r.pick(Object.keys(SECTION_KINDS));
    ps[`${kind}-x`] = { kind, ...sectionOf(r, kind) };
    names.push(`${kind}-x`);
  }
  const name = r.pick(names);
  const { kind, ...rest } = ps[name];
  const sec = { box: { doc: rest } };
  Object.defineProperty(sec, 'doc', { get: () => sec.box.doc });
  for (let n = r.weighted([[6, 1], [3, 2], [1, 3]]); n > 0; n--) r.weighted(TABLE_MUTATIONS.map((m) => [m[0], m]))[2](r, sec);
  ps[name] = isObj(sec.box.doc) ? { kind, ...sec.box.doc } : sec.box.doc;
}

/** A template kind's settings or its template made hostile (a template instance made first, when none). */
function template(r, g) {
  const ps = printables(g);
  if (!ps) return;
  let inst = Object.values(ps).find((p) => isObj(p) && p.kind === 'template' && typeof p.template === 'string' && g.templates[p.template] !== undefined);
  if (!inst) {
    inst = ps['fz-template'] = { kind: 'template', template: 'tpl/fz.svg.hbs', size: 'poker' };
    g.templates['tpl/fz.svg.hbs'] = '<rect x="0" y="0" width="{{n width}}" height="{{n height}}" fill="#ffffff"/>\n{{fitName 8 40 120 14}}\n';
  }
  const what = r.weighted([[3, 'text'], [2, 'path'], [2, 'refs'], [2, 'attrs'], [2, 'names'], [2, 'setting']]);
  const path = inst.template;
  let text = g.templates[path];
  const tags = [];
  const add = ([snippet, tag]) => { if (tag) tags.push(tag); text += `\n${snippet}\n`; };
  // markup only drawing reads: `check` fills a template in but does not draw it (README: what it makes is
  // held to a --templates template's subset and limits, as it is drawn)
  if (['text', 'path', 'refs', 'attrs'].includes(what)) tags.push('template-drawn');
  if (what === 'text') { const [content, tag] = textContent(r, g.light); add([`<text x="10" y="20" font-size="8">${content}</text>`, tag]); }
  if (what === 'path') { const [d, tag] = pathData(r, g.light); add([`<path d="${d}" fill="none" stroke="#000000"/>`, tag]); }
  if (what === 'refs') add(references(r, g.light));
  if (what === 'attrs') add([`<rect width="5" height="5" ${r.pick(ATTRS)}/>`]);
  if (what === 'names') add([r.pick(['{{nope}}', '{{ship.nope}}', '{{labels.nope}}', '{{#each ship}}{{this}}{{/each}}', '{{{name}}}', '{{fitName}}', '{{fitName 1 2 3 4 5}}', '{{fitName 0 0 1e9 1e9}}', '{{fitName 0 0 -5 0}}', '{{track}}', '{{track ship.name 0 0 5}}', '{{track ship.hull 0 0 1e9}}', '{{band}}', '{{band 0 0 1e9 1e9}}', '{{side.fill}}', '{{constructor}}', '{{__proto__}}', '{{lookup ship "constructor"}}', '{{#with ship}}{{nope}}{{/with}}', '{{> partial}}', '{{#if}}', '{{n "x"}}', '{{add 1}}', '{{burst}}', '{{log "x"}}'])]);
  if (what === 'setting') {
    const key = r.pick(['template', 'size', 'per-ship', 'card', 'back', 'extra']);
    inst[key] = r.pick({ template: ['nope.svg.hbs', '', 'tpl', '../outside.svg.hbs', 'game.yaml', 'tpl/fz.svg.hbs/x', 7, null], size: [...ODD_SIZES, 'poker', '36x36in', '36.1x1in', '0.25x0.25in', '0.24x1in'], 'per-ship': ['yes', 0, null, false, true], card: ['yes', 1, true, false], back: ['tpl/nope.svg.hbs', inst.template, 7, ''], extra: [1] }[key]);
  }
  g.templates[path] = text;
  return tags;
}

/** Applies `n` weighted game mutations; answers their names and tags. */
export function mutateGame(r, g, n, allowed) {
  const names = [], tags = [];
  for (let i = 0; i < n && isObj(g.doc); i++) {
    const usable = GAME_MUTATIONS.filter(([, , , t = []]) => t.every(allowed));
    const [, name, fn, t = []] = r.weighted(usable.map((m) => [m[0], m]));
    const more = fn(r, g) ?? [];
    if (!more.every(allowed)) continue;
    names.push(`game-${name}`);
    tags.push(...t, ...more);
  }
  return { names, tags };
}
