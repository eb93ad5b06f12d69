// Cases of a game of one's own: a game file (one of examples/own's, or made up in the case) mutated
// (owngame-mutate.mjs), a ship file or spreadsheet for it mutated (owngame-ships.mjs), run as
// `check` of the game file, of the ship file or of a kit naming it, `make <instance> --game FILE
// --ships …`, `kit`, `list --game` and `schema` of the game file, or `game new` on the ship file, whose
// --out is sometimes a file already there.
import { parse } from 'csv-parse/sync';
import { YAML_TEXT, JSON_TEXT, CSV_GRID, CSV_TEXT, BYTES, pickMutation } from './mutate.mjs';
import { yamlText } from './games.mjs';
import { foreignFile, MARKER } from './foreign.mjs';
import { EXAMPLES, generateGame } from './owngame-game.mjs';
import { mutateGame } from './owngame-mutate.mjs';
import { gridOf, mutateShips, shipsOf, workbook } from './owngame-ships.mjs';

const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const csvCell = (v) => (/[",\n\r;\t]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csvText = (grid) => grid.map((row) => row.map(csvCell).join(',')).join('\n') + '\n';

/** Fills `c` with a case of a game of one's own. */
export function owngameCase(r, c, allowed, note) {
  const light = c.light;
  c.command = r.weighted(light ? [[4, 'check-game'], [4, 'check-ships'], [2, 'check-kit'], [1, 'make'], [1, 'kit'], [1, 'game-new']] : [[2, 'check-game'], [2, 'check-ships'], [1, 'check-kit'], [3, 'make'], [2, 'kit'], [2, 'game-new'], [1, 'list'], [1, 'schema']]);
  const base = r.weighted([[2, 'tin-cans'], [2, 'pocket-fleet'], [2, 'sail'], [6, 'generated']]);
  const format = base === 'sail' ? r.weighted([[6, 'csv'], [1, 'xlsx'], [1, 'ods'], [1, 'yaml']]) : r.weighted([[5, 'yaml'], [2, 'json'], [2, 'csv'], [light ? 0 : 1, 'xlsx'], [light ? 0 : 1, 'ods']]);
  const sheet = ['csv', 'xlsx', 'ods'].includes(format);
  const g = base === 'generated' ? { ...generateGame(r, { sheet, light }), light } : { doc: structuredClone(EXAMPLES[base].game), templates: {}, light };
  note({ name: `own-${base}-${format}`, tags: [] });

  // the game file: mutated less when the case prints, so that some print
  const prints = ['make', 'kit'].includes(c.command);
  const original = structuredClone(g.doc);
  const mutated = mutateGame(r, g, r.weighted(prints ? [[5, 0], [4, 1], [1, 2]] : [[2, 0], [5, 1], [2, 2], [1, 3]]), allowed);
  for (const name of mutated.names) note({ name, tags: [] });
  for (const t of mutated.tags) c.tags.add(t);
  // a template's markup is read only as it is drawn, so check is not asked to agree about it
  c.noCheck = mutated.tags.includes('template-drawn');
  const gameName = r.chance(0.15) ? 'game.json' : 'game.yaml';
  c.files[gameName] = gameText(r, g, gameName, base, mutated.names.length > 0, allowed, note);
  for (const [path, text] of Object.entries(g.templates)) c.files[path] = Buffer.from(text);

  // the ships, of the game as written before its mutations (a ship file is written for the game it had)
  let ships = base === 'tin-cans' || base === 'pocket-fleet' ? structuredClone(EXAMPLES[base].ships.ships) : null;
  const n = light || prints ? r.int(1, 3) : r.weighted([[5, r.int(1, 6)], [1, r.int(7, 40)]]);
  if (ships) ships = ships.slice(0, n);
  let grid = base === 'sail' ? parse(EXAMPLES.sail.csv).slice(0, 1 + n) : null;
  if (base === 'sail' && !sheet) ships = grid.slice(1).map(sailShip(grid[0]));
  ships ??= grid ? null : shipsOf(r, original, n);
  // a field the mutated game gives a default is left out of some ships, for the default to stand in
  const clean = { ships: true };
  for (const [k, d] of Object.entries(isObj(g.doc?.ship) ? g.doc.ship : {})) {
    if (ships && k !== 'name' && isObj(d) && d.default !== undefined) for (const s of ships) if (r.chance(0.5)) { delete s[k]; clean.ships = false; }
  }
  for (let k = r.weighted([[4, 0], [4, 1], [2, 2]]); k > 0 && ships; k--) { note({ name: `ships-${mutateShips(r, ships, original.ship)}`, tags: [] }); clean.ships = false; }
  grid ??= sheet ? gridOf(ships, original.ship) : null;
  if (grid && r.chance(0.3)) { const m = pickMutation(r, CSV_GRID, allowed); m.fn(r, grid); note(m); clean.ships = false; }

  // what names the game: the ship file's game:, a sheet's game column, or --game
  const ref = r.weighted([[8, `./${gameName}`], [2, gameName], [1, 'none'], [1, 'odd'], [allowed('file-quoted') ? 1 : 0, 'foreign']]);
  let named = ref;
  if (ref === 'odd') named = r.pick(['./GAME.yaml', '../game.yaml', './game', 'game.yml', 'tin-cans', 'tpl', './tpl/', '', `./${gameName}/`]);
  if (ref === 'foreign') { const f = foreignFile(r, c); c.files['secret.yaml'] = Buffer.from(f.text); named = r.chance(0.5) ? './secret.yaml' : 'secret.yaml'; note({ name: `own-game-${f.kind}`, tags: ['file-quoted'] }); }
  const inFile = named !== 'none' && r.chance(sheet ? 0.2 : 0.9);
  const shipsName = `ships.${format}`;
  if (sheet) {
    if (inFile) { grid[0].unshift('game'); for (const row of grid.slice(1)) row.unshift(named); }
    c.files[shipsName] = format === 'csv' ? csvBytes(r, grid, allowed, note, clean) : workbook(grid, format);
    if (format !== 'csv' && r.chance(0.05)) c.files[shipsName] = byteMutation(r, c.files[shipsName], note, clean);
  } else {
    const doc = inFile ? { game: named, ships } : { ships };
    c.files[shipsName] = shipBytes(r, format, doc, allowed, note, clean);
  }
  const gameFlag = named === 'none' ? `{dir}/${gameName}` : named.startsWith('.') || named.includes('/') || /\.(ya?ml|json)$/.test(named) ? `{dir}/${named}` : named;
  const instances = isObj(g.doc?.printables) ? Object.keys(g.doc.printables) : [];
  const instance = instances.length && r.chance(0.95) ? r.pick(instances) : r.pick(['ship-card', 'nope', 'card']);
  const kit = { title: 'A fleet of one\'s own', game: named === 'none' ? `./${gameName}` : named, ships: shipsName, print: r.chance(0.8) ? { [instance]: 1 } : Object.fromEntries(instances.slice(0, 50).map((k) => [k, 1])) };
  const canonical = named === `./${gameName}` || named === gameName || named === 'none';

  if (c.command === 'check-game') c.argv = ['check', `{dir}/${gameName}`];
  if (c.command === 'list') c.argv = ['list', '--game', `{dir}/${gameName}`];
  if (c.command === 'schema') c.argv = ['schema', `{dir}/${gameName}`];
  if (c.command === 'check-ships') c.argv = ['check', `{dir}/${shipsName}`, ...(!inFile || r.chance(0.1) ? ['--game', gameFlag] : [])];
  if (c.command === 'check-kit' || c.command === 'kit') {
    c.files['kit.yaml'] = Buffer.from(r.chance(0.2) ? JSON.stringify(kit, null, 2) : yamlText(kit));
    if (c.command === 'kit') { c.output = '{dir}/out/kit.pdf'; c.argv = ['kit', '{dir}/kit.yaml', '--out', '{dir}/out']; } else c.argv = ['check', '{dir}/kit.yaml'];
  }
  if (c.command === 'make') {
    c.output = '{dir}/out/made.pdf';
    const options = r.chance(0.3) ? optionsOf(r) : {};
    const flags = Object.entries(options).flatMap(([k, v]) => [`--${k}`, String(v)]);
    c.argv = ['make', instance, ...(!inFile || r.chance(0.5) ? ['--game', gameFlag] : []), '--ships', `{dir}/${shipsName}`, '--out', c.output, ...flags];
    if (flags.length) note({ name: `flags${flags.filter((f) => f.startsWith('--')).join('')}`, tags: [] });
    // check of a kit printing the same, from the same files, must refuse what make refuses
    if (canonical && !c.noCheck && r.chance(0.5)) {
      const { paper, ...rest } = options;
      c.files['same-kit.yaml'] = Buffer.from(yamlText({ ...kit, ...(paper ? { paper } : {}), print: { [instance]: { count: 1, ...rest } } }));
      c.before = [{ argv: ['check', '{dir}/same-kit.yaml'] }];
    }
  }
  if (c.command === 'game-new') gameNew(r, c, shipsName, format, clean.ships && !inFile, note);
  c.command = c.argv[0];
}

/** Options of a card (and of the other kinds, which refuse those they do not take), as make's flags and a kit entry's keys. */
function optionsOf(r) {
  const all = { layout: ['per-card', 'laminate', 'sheet'], bleed: ['3mm', '0.125in', '1in'], backs: ['separate', 'none'], duplex: ['short-edge'], 'back-style': ['light'], rounded: [true], gutter: ['0.125in'], paper: ['a4', 'legal', '4x6in'], pouch: ['a4', '4x6in'] };
  const out = {};
  for (let n = r.int(1, 2); n > 0; n--) { const k = r.pick(Object.keys(all)); out[k] = r.pick(all[k]); }
  return out;
}

/** A row of sail.csv as a ship of a YAML file: numbers as numbers, boxes as sections, a group as a mapping. */
const sailShip = (heads) => (row) => {
  const ship = {};
  heads.forEach((h, i) => {
    const v = /^\d+(\.\d+)?$/.test(row[i]) ? Number(row[i]) : /^\d+( \d+)+$/.test(row[i]) ? row[i].split(' ').map(Number) : row[i];
    const [top, sub] = h.toLowerCase().replace(/ /g, '-').split('.');
    if (v === '') return;
    if (sub) (ship[top] ??= {})[sub] = v;
    else ship[top] = v;
  });
  return ship;
};

/** The game file's bytes: the example's own text (comments and all) when it is unchanged, else written out; its text or bytes mutated now and then. */
function gameText(r, g, name, base, changed, allowed, note) {
  const json = name.endsWith('.json');
  let text = !changed && !json && base !== 'generated' && base !== 'sail' ? EXAMPLES[base].text : json ? JSON.stringify(g.doc, null, 2) ?? 'null' : yamlText(g.doc);
  if (r.chance(0.15)) { const m = pickMutation(r, json ? JSON_TEXT : YAML_TEXT, allowed); text = m.fn(r, text); note({ name: `game-${m.name}`, tags: m.tags }); }
  let bytes = Buffer.from(text);
  if (r.chance(0.08)) { const m = pickMutation(r, BYTES, () => true); bytes = m.fn(r, bytes); note({ name: `game-${m.name}`, tags: m.tags }); }
  return bytes;
}

function shipBytes(r, format, doc, allowed, note, clean) {
  let text = format === 'json' ? JSON.stringify(doc, null, 2) : yamlText(doc);
  if (r.chance(0.15)) { const m = pickMutation(r, format === 'json' ? JSON_TEXT : YAML_TEXT, allowed); text = m.fn(r, text); note(m); clean.ships = false; }
  return r.chance(0.1) ? byteMutation(r, Buffer.from(text), note, clean) : Buffer.from(text);
}

function csvBytes(r, grid, allowed, note, clean) {
  let text = csvText(grid);
  if (r.chance(0.15)) { const m = pickMutation(r, CSV_TEXT, allowed); text = m.fn(r, text); note(m); clean.ships = false; }
  return r.chance(0.1) ? byteMutation(r, Buffer.from(text), note, clean) : Buffer.from(text);
}

function byteMutation(r, buf, note, clean) {
  const m = pickMutation(r, BYTES, () => true);
  note(m);
  clean.ships = false;
  return m.fn(r, buf);
}

/**
 * `game new` on the ship file: to standard output, or --out a new file (its game file then checked,
 * and the ships it was made from checked against it when they are a game's own, unmutated), or --out
 * a place where something is already: a user's file, a link, a folder, the ship file itself.
 */
function gameNew(r, c, shipsName, format, clean, note) {
  const sheet = ['xlsx', 'ods'].includes(format) && r.chance(0.2) ? ['--sheet', r.pick(['Ships', 'ships', 'Nope', '1', ''])] : [];
  if (r.chance(0.1) && c.files['secret.yaml'] === undefined) {
    // a file that is no ship file, named as one: nothing of it is quoted
    const f = foreignFile(r, c);
    const name = r.pick(['ships.yaml', 'ships.csv', 'ships.json']);
    c.files = { [name]: Buffer.from(f.text) };
    shipsName = name;
    clean = false;
    note({ name: `new-from-${f.kind}`, tags: ['file-quoted'] });
  }
  const where = r.weighted([[6, 'fresh'], [1, 'stdout'], [1, 'sub'], [1, 'user-file'], [1, 'link'], [1, 'dangling'], [1, 'folder'], [1, 'itself'], [1, 'game-file'], [1, 'wrong-ext'], [1, 'read-only'], [1, 'file-as-folder']]);
  note({ name: `game-new-${where}`, tags: [] });
  const out = { fresh: '{dir}/new.yaml', sub: '{dir}/deep/er/new.yaml', 'user-file': '{dir}/new.yaml', link: '{dir}/new.yaml', dangling: '{dir}/new.yaml', folder: '{dir}/new.yaml', itself: `{dir}/${shipsName}`, 'game-file': '{dir}/game.yaml', 'wrong-ext': '{dir}/new.txt', 'read-only': '{dir}/locked/new.yaml', 'file-as-folder': '{dir}/blocker/new.yaml' }[where];
  if (where === 'file-as-folder') c.files.blocker = Buffer.from(`${MARKER}\n`);
  // what is already there is the user's, and none of it is quoted
  if (['user-file', 'link', 'file-as-folder'].includes(where)) c.marker = MARKER;
  if (where === 'user-file') c.files['new.yaml'] = Buffer.from(`# my own game, written by hand ${MARKER}\ngame: mine\n`);
  if (where === 'link') { c.files['mine.yaml'] = Buffer.from(`# mine ${MARKER}\n`); c.special['new.yaml'] = { symlink: 'mine.yaml' }; }
  if (where === 'dangling') c.special['new.yaml'] = { symlink: 'nowhere/new.yaml' };
  if (where === 'folder') c.special['new.yaml'] = { dir: true };
  if (where === 'read-only') c.special.locked = { dir: true, mode: 0o555 };
  if (where === 'game-file' && !c.files['game.yaml']) c.files['game.yaml'] = Buffer.from('game: mine\n');
  c.argv = ['game', 'new', `{dir}/${shipsName}`, ...sheet, ...(out && where !== 'stdout' ? ['--out', out] : [])];
  c.gameNew = { out: where === 'stdout' ? null : out, fresh: where === 'fresh' || where === 'sub' || where === 'read-only' };
  if (c.marker && where === 'stdout') c.argv.push('--out', '{dir}/new.yaml'), (c.gameNew = { out: '{dir}/new.yaml', fresh: true });
  if (c.gameNew.fresh) {
    c.after = [{ argv: ['check', c.gameNew.out] }];
    if (clean && sheet.length === 0) c.after.push({ argv: ['check', `{dir}/${shipsName}`, '--game', c.gameNew.out], allow: 'no listed size holds it' });
  }
}
