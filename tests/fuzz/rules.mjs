// Rules-table cases: a `--data` copy of the game's data file (Beat to Quarters' master ship table and
// damage table, Crane's firing table, the chart cards, the campaign sheet, the decks …) with a table
// changed — rows deleted, duplicated or multiplied, keys renamed, values of another type, huge text —
// run by `make` and `kit`; and a `--deck` file or a kit's `deck:` alike. Some name a file that is no
// data or deck file at all, holding a marker the messages must never quote (see judge.mjs).
import { PRINTABLES, examples, gameData, makeArgv, yamlText } from './games.mjs';
import { NUMBERS, STRINGS, otherValue } from './values.mjs';
import { YAML_TEXT, pickMutation } from './mutate.mjs';
import { foreignFile } from './foreign.mjs';

/** The sections of each game's data file that are not named after the one printable drawing them. */
const USERS = {
  'master-ship-table': ['ship-data-card', 'ship-table', 'fleet-purchase', 'campaign-sheet'],
  sides: ['ironclad-record', 'command-card'], 'damage-rows': ['ironclad-record', 'chart-card'],
};
/** Sections that hold the rules' tables, drawn more often than the rest. */
const TABLES = new Set(['master-ship-table', 'damage-table', 'firing-card', 'chart-card', 'campaign-sheet', 'ship-deck', 'play-deck', 'reference-card', 'gunnery-card', 'engagement-card', 'wind-card', 'damage-chart', 'turn-card', 'ship-table', 'fleet-purchase']);

/** The header every data file begins with (the game's id, title, ship fields and fleet rules): a copy may only restate it. */
const HEAD = new Set(['game', 'title', 'ship', 'fleet']);

const usersOf = (game, section) => (USERS[section] ?? (PRINTABLES[game].includes(section) ? [section] : PRINTABLES[game])).filter((p) => PRINTABLES[game].includes(p));

/** Every [container, key] inside `node`, to `depth` levels, with its path. */
function places(node, path = [], out = [], depth = 0) {
  if (depth > 8 || node === null || typeof node !== 'object') return out;
  for (const k of Object.keys(node)) {
    out.push({ o: node, k, path: [...path, k] });
    places(node[k], [...path, k], out, depth + 1);
  }
  return out;
}

const typo = (r, k) => r.pick([k.slice(0, -1), k + 's', k.toUpperCase(), k.replace(/-/g, '_'), k.replace(/(.)(.)/, '$2$1'), ` ${k}`, `${k}:`]);
const HUGE = () => [
  ['W'.repeat(100_000), 'huge-word'], ['lorem ipsum '.repeat(20_000), 'huge-words'],
  ['e\u0301'.repeat(5000), 'combining'], ['\u1f00'.repeat(20_000), 'greek'], ['\u{1F6A2}'.repeat(10_000), 'emoji'],
];

/** Table mutations of one section: each changes `sec.doc` (the section) and answers its name. */
export const TABLE_MUTATIONS = [
  [5, 'delete-row', (r, sec) => { const ps = arrays(sec); if (!ps.length) return; const p = r.pick(ps); p.o[p.k].splice(r.int(0, p.o[p.k].length - 1), 1); return p.path; }],
  [2, 'duplicate-row', (r, sec) => { const ps = arrays(sec); if (!ps.length) return; const p = r.pick(ps); const a = p.o[p.k]; a.splice(r.int(0, a.length), 0, structuredClone(r.pick(a))); return p.path; }],
  [2, 'many-rows', (r, sec) => { const ps = arrays(sec); if (!ps.length) return; const p = r.pick(ps); const a = p.o[p.k]; const n = r.pick([30, 300, 3000]); p.o[p.k] = Array.from({ length: n }, (_, i) => structuredClone(a[i % a.length])); return p.path; }],
  [2, 'empty-list', (r, sec) => { const ps = arrays(sec); if (!ps.length) return; const p = r.pick(ps); p.o[p.k] = []; return p.path; }],
  [3, 'row-length', (r, sec) => { const ps = places(sec.doc).filter(({ o, k }) => Array.isArray(o[k]) && o[k].every((v) => typeof v !== 'object')); if (!ps.length) return; const p = r.pick(ps); if (r.chance(0.5)) p.o[p.k].push(r.pick(['N', '+1', 'x', 3])); else p.o[p.k].pop(); return p.path; }],
  [3, 'rename-key', (r, sec) => { const ps = places(sec.doc).filter(({ o }) => !Array.isArray(o)); if (!ps.length) return; const p = r.pick(ps); p.o[typo(r, p.k)] = p.o[p.k]; delete p.o[p.k]; return p.path; }],
  [2, 'drop-key', (r, sec) => { const ps = places(sec.doc).filter(({ o }) => !Array.isArray(o)); if (!ps.length) return; const p = r.pick(ps); delete p.o[p.k]; return p.path; }],
  [4, 'swap-type', (r, sec) => { const p = somePlace(r, sec); p.o[p.k] = otherValue(r); return p.path; }],
  [3, 'edge-number', (r, sec) => { const p = somePlace(r, sec, ({ o, k }) => typeof o[k] === 'number'); p.o[p.k] = r.pick(NUMBERS); return p.path; }],
  [4, 'hostile-string', (r, sec) => { const p = somePlace(r, sec, ({ o, k }) => typeof o[k] === 'string'); p.o[p.k] = r.pick(STRINGS); return p.path; }],
  [2, 'default-mark', (r, sec) => { const p = somePlace(r, sec, ({ o, k }) => typeof o[k] !== 'object'); p.o[p.k] = `${p.o[p.k]}${r.pick(['*', '**', ' *', '*x'])}`; return p.path; }],
  [2, 'huge-text', (r, sec) => { const p = somePlace(r, sec, ({ o, k }) => typeof o[k] === 'string'); const [v, kind] = r.pick(HUGE()); p.o[p.k] = v; sec.huge = kind; return p.path; }],
  [1, 'unknown-key', (r, sec) => {
    const objs = [sec.doc, ...places(sec.doc).map(({ o, k }) => o[k])].filter((v) => v && typeof v === 'object' && !Array.isArray(v));
    if (objs.length) Object.defineProperty(r.pick(objs), r.pick(['colour', 'rowz', 'x', '__proto__', 'constructor']), { value: 1, enumerable: true, configurable: true, writable: true });
  }],
];

const arrays = (sec) => places(sec.doc).filter(({ o, k }) => Array.isArray(o[k]) && o[k].length);
function somePlace(r, sec, filter = () => true) {
  const ps = places(sec.doc).filter(filter);
  return ps.length ? r.pick(ps) : { o: sec.box, k: 'doc', path: [] };
}

/** Fills `c` with a rules-table case of its game. */
export function rulesCase(r, c, allowed, note) {
  const data = gameData(c.game);
  if (c.game === 'naval-war' && r.chance(0.35) && allowed(UNPLACED['ship-deck'])) return deckCase(r, c, data, allowed, note);
  const sections = Object.keys(data).filter((k) => !UNPLACED[k] || allowed(UNPLACED[k]));
  const section = r.weighted(sections.map((s) => [s === 'master-ship-table' ? 10 : TABLES.has(s) || HEAD.has(s) ? 4 : 1, s]));
  const users = usersOf(c.game, section);
  const name = r.weighted([[6, 'my-data.yaml'], [2, 'my-data.json'], [1, 'rules.pdf']]);
  if (name === 'rules.pdf' && !allowed('out-input')) return rulesCase(r, c, allowed, note);
  let text;
  if (allowed('file-quoted') && r.chance(0.08)) {
    const f = foreignFile(r, c);
    text = f.text;
    note({ name: `data-${f.kind}`, tags: ['file-quoted'] });
  } else if (name.endsWith('.yaml') && r.chance(0.3)) {
    // the shipped file itself, comments and all, changed as text: positions fall on its own lines
    const m = pickMutation(r, [...YAML_TEXT.filter(([, n]) => !['alias-bomb', 'flow-deep', 'multi-document'].includes(n)), [4, 'delete-line', (r, t) => deleteLine(r, t)]], allowed);
    text = m.fn(r, examples[c.game].dataText);
    const tag = UNPLACED[sectionChanged(examples[c.game].dataText, text)];
    if (tag && !allowed(tag)) return rulesCase(r, c, allowed, note);
    note({ name: m.name, tags: [...m.tags, ...(tag ? [tag] : [])] });
  } else {
    const sec = { box: { doc: data[section] } };
    Object.defineProperty(sec, 'doc', { get: () => sec.box.doc });
    const tags = [];
    // the row one of the example ships' first three sails by (ships of the line of rates 1 to 3), alone
    const usedRow = section === 'master-ship-table' && allowed('data-row-fault') && r.chance(0.4);
    if (usedRow) {
      sec.doc.rows.splice(r.int(0, 2), 1);
      note({ name: `${section}:delete-used-row`, tags: ['data-unplaced', 'data-row-fault'] });
    }
    for (let n = usedRow ? 0 : r.weighted([[6, 1], [3, 2], [1, 3]]); n > 0; n--) {
      const [, mname, fn] = r.weighted(TABLE_MUTATIONS.map((m) => [m[0], m]));
      const before = structuredClone(sec.box.doc);
      const path = fn(r, sec);
      const more = tagsOf(c.game, section, mname, path, sec);
      if (!more.every(allowed)) { sec.box.doc = before; continue; }
      tags.push(...more);
      note({ name: `${section}:${mname}`, tags });
    }
    data[section] = sec.box.doc;
    if (r.chance(0.05)) delete data[section], note({ name: `drop-section-${section}`, tags: [] });
    text = name.endsWith('.json') ? JSON.stringify(data, null, 1) : yamlText(data);
  }
  c.files[name] = Buffer.from(text);
  if (c.light && text.length > 50_000) c.files[name] = Buffer.from(yamlText(gameData(c.game)));
  const printable = r.pick(users);
  if (name === 'rules.pdf' || r.chance(0.6)) {
    c.command = 'make';
    c.argv = [...makeArgv(r, c, printable), '--data', `{dir}/${name}`];
  } else {
    c.command = 'kit';
    c.argv = ['kit', '{dir}/kit.yaml', '--out', '{dir}/out', '--data', `{dir}/${name}`];
    c.output = '{dir}/out/kit.pdf';
    c.files['kit.yaml'] = Buffer.from(yamlText(smallKit(r, c, [printable, r.pick(users)])));
  }
  if (name === 'rules.pdf') {
    note({ name: 'out-is-data', tags: ['out-input'] });
    c.argv[c.argv.indexOf('--out') + 1] = `{dir}/${name}`;
    c.output = null;
  }
}

/** A kit of the game printing `printables` once each, with the example ships when they need them. */
export function smallKit(r, c, printables) {
  const ex = examples[c.game];
  const kit = { title: ex.kit.title, game: c.game, paper: ex.kit.paper, print: Object.fromEntries(printables.map((p) => [p, 1])) };
  if (ex.kit.ships) {
    const doc = structuredClone(ex.ships);
    doc.ships = doc.ships.slice(0, r.int(1, c.light ? 1 : 3));
    c.files['ships.yaml'] = Buffer.from(yamlText(doc));
    kit.ships = 'ships.yaml';
  }
  return kit;
}

/** A Naval War deck file (the ship-deck or play-deck section alone), given by --deck or a kit's deck:. */
function deckCase(r, c, data, allowed, note) {
  const deck = r.pick(['ship-deck', 'play-deck']);
  let text;
  if (allowed('file-quoted') && r.chance(0.25)) {
    const f = foreignFile(r, c);
    text = f.text;
    note({ name: `deck-${f.kind}`, tags: ['file-quoted'] });
  } else {
    const sec = { box: { doc: data[deck] } };
    Object.defineProperty(sec, 'doc', { get: () => sec.box.doc });
    const [, mname, fn] = r.weighted(TABLE_MUTATIONS.map((m) => [m[0], m]));
    fn(r, sec);
    note({ name: `deck:${mname}`, tags: [UNPLACED[deck]] });
    text = yamlText(sec.box.doc);
  }
  c.files['deck.yaml'] = Buffer.from(text);
  if (r.chance(0.5)) {
    c.command = 'make';
    c.argv = [...makeArgv(r, c, deck), '--deck', '{dir}/deck.yaml'];
    return;
  }
  const kit = smallKit(r, c, [deck]);
  kit.print[deck] = { count: 1, deck: 'deck.yaml' };
  c.files['kit.yaml'] = Buffer.from(yamlText(kit));
  c.command = 'kit';
  // `check` reads the deck files a kit names, as `kit` does
  if (r.chance(0.4)) c.argv = ['check', '{dir}/kit.yaml'];
  else { c.argv = ['kit', '{dir}/kit.yaml', '--out', '{dir}/out']; c.output = '{dir}/out/kit.pdf'; }
}

/**
 * Sections whose values, when they do not fit what is drawn from them, are refused naming no place
 * in the data file: those the issue names ('data-unplaced') and those found since ('data-unplaced-more').
 */
const UNPLACED = {
  'damage-table': 'data-unplaced', 'master-ship-table': 'data-unplaced', 'chart-card': 'data-unplaced', 'firing-card': 'data-unplaced',
  'ship-deck': 'data-unplaced', 'play-deck': 'data-unplaced', 'campaign-sheet': 'data-unplaced',
  'wind-card': 'data-unplaced-more', 'range-stick': 'data-unplaced-more', 'ironclad-record': 'data-unplaced-more', 'score-sheet': 'data-unplaced-more',
  markers: 'data-unplaced-more', 'turning-gauge': 'data-unplaced-more', 'fleet-purchase': 'data-unplaced-more',
  'command-card': 'data-unplaced-more', 'ship-table': 'data-unplaced-more', 'turn-card': 'data-unplaced-more',
};

/** The top-level section of `before` at the first line `after` differs from it. */
function sectionChanged(before, after) {
  const a = before.split('\n'), b = after.split('\n');
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  for (; i >= 0; i--) { const m = /^([\w-]+):/.exec(a[i] ?? ''); if (m) return m[1]; }
  return undefined;
}

/** The problem classes a table mutation is known to fall in. */
function tagsOf(game, section, mutation, path, sec) {
  const tags = UNPLACED[section] ? [UNPLACED[section]] : [];
  if (game === 'beat-to-quarters' && section === 'master-ship-table' && mutation === 'delete-row' && path?.[0] === 'rows') tags.push('data-row-fault');
  if (mutation === 'huge-text' && ['combining', 'greek'].includes(sec.huge)) tags.push('text-size');
  return tags;
}

function deleteLine(r, t) {
  const lines = t.split('\n');
  const rows = lines.map((l, i) => [l, i]).filter(([l]) => /^\s+(- |\w[\w-]*: )/.test(l));
  if (rows.length) lines.splice(r.pick(rows)[1], 1);
  return lines.join('\n');
}
