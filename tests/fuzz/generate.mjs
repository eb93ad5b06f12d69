// Makes fuzz cases: ship and kit files of the five games, taken from the examples and mutated, and the
// command line that runs them. A case is plain data (files, argv with "{dir}" for its folder, the
// output path); materialise() writes it into a folder.
import { caseSeed, rng } from './rng.mjs';
import { GAMES, PER_SHIP, depth, examples, yamlText } from './games.mjs';
import { BYTES, CSV_GRID, CSV_TEXT, DATA, JSON_TEXT, YAML_TEXT, pickMutation } from './mutate.mjs';
import { NUMBERS, PENDING, PROTO_NAMES, STRINGS } from './values.mjs';
import { laminateCase } from './laminate.mjs';
import { rulesCase } from './rules.mjs';
import { siteCase } from './site.mjs';
import { templateCase } from './templates.mjs';
import { owngameCase } from './owngame.mjs';

export { GAMES };

const OPTION_KEYS = ['count', 'die', 'grid', 'cell', 'size', 'numbers', 'orientation', 'overlap', 'full-size', 'bleed', 'duplex', 'backs', 'back-offset', 'card-size', 'gutter', 'layout', 'rounded', 'blank', 'guns', 'target', 'side', 'side-a', 'side-b', 'back-style', 'half-hexes', 'format'];
const OPTION_VALUES = ['19mm', '1in', '0in', '-1in', '0.01mm', '1e9in', 'hex', 'square', 'pointy', 'long-edge', 'short-edge', 'separate', 'none', 'per-card', '2x3in', '0x0in', 'poker', 'mini', true, false, null, 0, 3, 12, 13, 100, -5, 'NaN', '1,2', '99,99', 'light', 'red', [], {}];
const PAPERS = ['letter', 'A4', 'legal', 'tabloid', 'a3', '8.5x11in', '100x100mm', '1x1in', '0x0in', '-5x5in', '1e9x1e9in', '5x', 'x', 'a5', 'Letter ', 7, null, [], {}];

/**
 * Makes case `index` of run `seed`; `known` also generates the problem classes in PENDING; `light`
 * runs `check` more often and prints one ship at most, for a quick run inside the test suite.
 * `surface` is what the case feeds hostile input to: ship and kit files ('files', below), laminating
 * options, rules tables in --data copies, templates, `web --out` folders, games of one's own (each its
 * own module).
 */
export function makeCase(seed, index, { known = false, light = false, surface } = {}) {
  const r = rng(caseSeed(seed, index));
  const allowed = (tag) => known || !PENDING.has(tag);
  const c = { id: `${seed}-${index}`, game: r.pick(GAMES), mutations: [], tags: new Set(), files: {}, special: {}, argv: [], output: null };
  const note = (m) => { c.mutations.push(m.name); for (const t of m.tags) c.tags.add(t); };
  // the surface comes from a stream of its own, so the ship and kit file cases stay as they were
  const s = rng(caseSeed(seed ^ 0x2545f491, index));
  // games of one's own from a stream of their own too, so the other surfaces' cases stay as they were
  const own = rng(caseSeed(seed ^ 0x6f776e67, index)).chance(light ? 0.04 : 0.12);
  c.surface = surface ?? (own ? 'own' : undefined) ?? s.weighted(light ? [[88, 'files'], [3, 'laminate'], [3, 'rules'], [3, 'template'], [1, 'site']] : [[50, 'files'], [14, 'laminate'], [16, 'rules'], [12, 'template'], [8, 'site']]);
  if (c.surface !== 'files') {
    c.light = light;
    SURFACES[c.surface](r, c, allowed, note);
    return finish(s, c, allowed);
  }
  c.command = r.weighted(light ? [[16, 'check'], [2, 'make'], [2, 'kit']] : [[5, 'check'], [3, 'make'], [2, 'kit']]);
  c.light = light;
  const format = r.weighted([[5, 'yaml'], [2, 'json'], [3, 'csv']]);
  const shipsName = `ships.${format}`;
  // files that print stay small (three ships, one entry) so a case costs milliseconds, not seconds
  const few = c.command !== 'check';
  const mutateShips = c.command !== 'kit' || r.chance(0.5);
  c.files[shipsName] = shipsFile(r, c, format, few, mutateShips, allowed, note);

  if (c.command === 'check') c.argv = ['check', `{dir}/${shipsName}`, ...(format === 'csv' && r.chance(0.5) ? ['--game', c.game] : [])];
  if (c.command === 'make') {
    c.output = '{dir}/out/made.pdf';
    c.argv = ['make', PER_SHIP[c.game], '--ships', `{dir}/${shipsName}`, '--out', c.output, ...(format === 'csv' ? ['--game', c.game] : [])];
    if (allowed('cli-flag') && r.chance(0.1)) { note({ name: 'cli-flag', tags: ['cli-flag'] }); c.argv.push(r.pick(['--count', '--paper', '--constructor', '--out', '--ships']), String(r.pick(['abc', '1e9', '-1', 'NaN', '0x10', '', ...PAPERS.slice(0, 8)]))); }
  }
  if (c.command === 'kit') {
    const kit = kitDoc(r, c, shipsName, allowed, note);
    const kitText = r.chance(0.3) ? JSON.stringify(kit, null, 2) : yamlText(kit);
    c.files['kit.yaml'] = mutateBytes(r, Buffer.from(kitText), note, 0.15);
    c.output = '{dir}/out/kit.pdf';
    c.argv = ['kit', '{dir}/kit.yaml', '--out', '{dir}/out'];
    if (r.chance(0.2)) c.argv[0] = 'check', c.argv.length = 2, c.output = null;
  }
  if (c.output && allowed('temp-file') && r.chance(0.05)) oddOutput(r, c, note);
  if (c.command !== 'check' && allowed('template') && r.chance(0.03)) brokenTemplates(r, c, note);
  return finish(s, c, allowed);
}

const SURFACES = { laminate: laminateCase, rules: rulesCase, template: templateCase, site: siteCase, own: owngameCase };
export const SURFACE_NAMES = ['files', ...Object.keys(SURFACES)];

/**
 * Closes a case: a kit run (plain, or with a --data copy) is checked first, half the time, for
 * `check` must refuse what `kit` refuses.
 */
function finish(s, c, allowed) {
  const tag = c.files['deck.yaml'] ? 'check-deck' : undefined;
  const [command, file, out, , ...rest] = c.argv;
  const plain = rest.length === 0 || (rest.length === 2 && rest[0] === '--data');
  if (command === 'kit' && out === '--out' && plain && !c.noSentinel && !c.noCheck && s.chance(0.5) && (!tag || allowed(tag))) {
    c.before = [{ argv: ['check', file, ...rest] }];
    if (tag) c.tags.add(tag);
  }
  c.tags = [...c.tags];
  c.pending = c.tags.some((t) => PENDING.has(t));
  return c;
}

/** A ship file of the case's game in the given syntax, mutated (or not, for some kit cases). */
function shipsFile(r, c, format, few, mutate, allowed, note) {
  const ex = examples[c.game];
  if (format === 'csv') {
    let grid = ex.csv.trimEnd().split(/\r?\n/).map((l) => l.split(','));
    if (few) grid = grid.slice(0, 1 + r.int(1, c.light ? 1 : 3));
    if (mutate && r.chance(0.6)) { const m = pickMutation(r, CSV_GRID, allowed); m.fn(r, grid); note(m); }
    let text = grid.map((row) => row.map(csvCell).join(',')).join('\n') + '\n';
    if (mutate && r.chance(0.3)) { const m = pickMutation(r, CSV_TEXT, allowed); text = m.fn(r, text); note(m); }
    return mutate ? mutateBytes(r, Buffer.from(text), note, 0.25) : Buffer.from(text);
  }
  const box = { doc: structuredClone(ex.ships) };
  if (few) box.doc.ships = box.doc.ships.slice(0, r.int(1, c.light ? 1 : 3));
  if (mutate) for (let n = r.weighted([[2, 0], [5, 1], [2, 2], [1, 3]]); n > 0; n--) { const m = pickMutation(r, DATA, allowed); m.fn(r, box); note(m); }
  // deep data shared by many ships, indented, would make a file of hundreds of megabytes
  let text = format === 'json' ? JSON.stringify(box.doc, null, depth(box.doc) > 50 ? 0 : 2) ?? 'null' : yamlText(box.doc);
  if (mutate && r.chance(0.35)) { const m = pickMutation(r, format === 'json' ? JSON_TEXT : YAML_TEXT, allowed); text = m.fn(r, text); note(m); }
  return mutate ? mutateBytes(r, Buffer.from(text), note, 0.25) : Buffer.from(text);
}

function mutateBytes(r, buf, note, p) {
  if (!r.chance(p)) return buf;
  const m = pickMutation(r, BYTES, () => true);
  note(m);
  return m.fn(r, buf);
}

const csvCell = (v) => (/[",\n\r;\t]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** A kit of one or two entries of the game's example kit, with its fields mutated. */
function kitDoc(r, c, shipsName, allowed, note) {
  const ex = examples[c.game].kit;
  const entries = Object.entries(ex.print);
  const kit = { title: ex.title, game: c.game, paper: ex.paper, ships: shipsName, print: {} };
  for (let n = r.int(1, 2); n > 0; n--) { const [k] = r.pick(entries); kit.print[k] = 1; }
  if (c.game === 'naval-war' && r.chance(0.7)) delete kit.ships;
  const field = r.weighted([[2, 'none'], [3, 'count'], [3, 'options'], [2, 'paper'], [3, 'ships'], [2, 'title'], [1, 'game'], [2, 'print-list'], [1, 'proto']]);
  if (field === 'proto' && !allowed('proto-name')) return kit;
  note({ name: `kit-${field}`, tags: field === 'proto' ? ['proto-name'] : [] });
  const first = Object.keys(kit.print)[0];
  if (field === 'count') {
    // a count above 20 of a deck or a per-ship aid is hundreds of pages: a huge job, not a quick case
    if (allowed('huge-job') && r.chance(0.2)) { kit.print[first] = r.pick([61, 101, 501, 1000, 100000, 1e9]); note({ name: 'huge-count', tags: ['huge-job'] }); } else kit.print[first] = r.pick([0, -1, 0.5, 1001, 1e21, 'ten', '3', null, [], {}, ...NUMBERS.filter((x) => x < 20)]);
  }
  if (field === 'options') {
    const opts = { count: 1 };
    for (let n = r.int(1, 3); n > 0; n--) opts[r.pick(OPTION_KEYS)] = r.pick(OPTION_VALUES);
    if (allowed('huge-job') && r.chance(0.1)) { Object.assign(opts, { grid: 'hex', cell: '0.05in', size: '200x200in' }); note({ name: 'huge-board', tags: ['huge-job'] }); }
    kit.print[first] = opts;
  }
  if (field === 'paper') kit.paper = r.pick([...PAPERS, ...STRINGS.slice(0, 6)]);
  if (field === 'ships') pointShips(r, c, kit, allowed, note);
  if (field === 'title') kit.title = r.pick([...STRINGS, 7, null, ['a']]);
  if (field === 'game') kit.game = r.pick([...STRINGS.slice(0, 8), 'crane', 'naval-war', 'Ironclads', 7]);
  if (field === 'print-list') kit.print = Object.entries(kit.print).map(([printable, count]) => ({ printable: r.chance(0.3) ? r.pick(['board', 'nothing', 'Range-Stick', '', 7, ...STRINGS.slice(0, 4)]) : printable, count, ...(r.chance(0.3) ? { [r.pick(OPTION_KEYS)]: r.pick(OPTION_VALUES) } : {}) }));
  if (field === 'proto') {
    const where = r.pick(['print', 'option', 'game', 'paper']);
    const name = r.pick(PROTO_NAMES);
    if (where === 'print') kit.print = { [name]: 1 };
    else if (where === 'option') kit.print[first] = { count: 1, [name]: 1 };
    else kit[where] = name;
  }
  return kit;
}

/** Points the kit's `ships:` at odd places in the case folder (or at an inline list). */
function pointShips(r, c, kit, allowed, note) {
  const odd = r.weighted([[2, 'missing'], [1, 'itself'], [1, 'empty'], [1, 'wrong-ext'], [1, 'symlink'], [1, 'inline'], [1, 'up'], [1, 'dir'], [1, 'fifo'], [1, 'loop'], [1, 'dev-zero'], [1, 'sparse']]);
  const tag = { missing: 'unreadable-named', dir: 'special-file', fifo: 'special-file', loop: 'special-file', 'dev-zero': 'special-file', sparse: 'file-size' }[odd];
  if (tag && !allowed(tag)) return;
  note({ name: `ships-${odd}`, tags: tag ? [tag] : [] });
  const set = (name, special) => { kit.ships = name; if (special) c.special[name] = special; };
  if (odd === 'missing') set(r.pick(['nope.yaml', 'sub/nope.csv', 'nope', '']));
  if (odd === 'itself') set('kit.yaml');
  if (odd === 'empty') { c.files['empty.yaml'] = Buffer.alloc(0); set('empty.yaml'); }
  if (odd === 'wrong-ext') { c.files[`ships.${r.pick(['txt', 'pdf', 'xlsx', 'ods', 'tsv', 'YAML'])}`] = c.files[Object.keys(c.files)[0]]; set(Object.keys(c.files)[1]); }
  if (odd === 'symlink') set('link.yaml', { symlink: kit.ships });
  if (odd === 'inline') kit.ships = structuredClone(examples[c.game].ships.ships).slice(0, 2);
  if (odd === 'up') set(r.pick(['../ships.yaml', './/ships.yaml', 'x/../' + kit.ships]));
  if (odd === 'dir') set(r.pick(['folder', 'folder.yaml']), { dir: true });
  if (odd === 'fifo') set('pipe.yaml', { fifo: true });
  if (odd === 'loop') set('loop.yaml', { symlink: 'loop.yaml' });
  if (odd === 'dev-zero') set('zero.yaml', { symlink: '/dev/zero' });
  if (odd === 'sparse') set('big.yaml', { sparse: 4 * 1024 ** 3 });
}

/** Output paths a writer may stumble on: a folder in the way, a missing or unwritable folder. */
function oddOutput(r, c, note) {
  note({ name: 'odd-output', tags: ['temp-file'] });
  const kind = r.pick(['folder-in-way', 'read-only', 'file-as-folder']);
  if (kind === 'folder-in-way') c.special['out/made.pdf'] = c.special['out/kit.pdf'] = { dir: true };
  if (kind === 'read-only') c.special.out = { dir: true, mode: 0o555 };
  if (kind === 'file-as-folder') { c.files.blocker = Buffer.from('x'); c.output = '{dir}/blocker/x.pdf'; const i = c.argv.indexOf('--out'); c.argv[i + 1] = c.argv[0] === 'kit' ? '{dir}/blocker' : c.output; if (c.argv[0] === 'kit') c.output = '{dir}/blocker/kit.pdf'; }
  c.noSentinel = kind !== 'read-only';
}

/** A --templates folder whose templates are broken. */
function brokenTemplates(r, c, note) {
  note({ name: 'broken-template', tags: ['template'] });
  const name = r.pick(['boat-record/card.svg.hbs', 'board/board.svg.hbs', 'contents/page.svg.hbs', 'score-sheet/sheet.svg.hbs', 'ironclad-record/sheet.svg.hbs']);
  c.files[`tpl/${name}`] = Buffer.from(r.pick(['{{#if}}', '{{nope}}', '<svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="hsl(1,2%,3%)"/></svg>', '{{> missing}}', '', '{{#each ships}}{{/if}}']));
  c.argv.push('--templates', '{dir}/tpl');
}
