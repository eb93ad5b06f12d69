// Whether a state saved in this browser is one the page can use, checked whole before any of it is:
// storage is the user's to change (by hand, another tab, an older page), and a state that breaks
// the page on load would break it on every load. The checks follow what store.js saves and the
// page reads: the game, each game's ships and choices, a convention's files, and a game file.
export const VERSION = 1;
// a ship's field, an option and a kit's extra key hold what a data file may: 64 levels, 1 MB of text
const MAX_DEPTH = 64;
const MAX_TEXT = 1_000_000;
// a spreadsheet's rows, the most ships a file opened can bring; files as many as the page opens at once
const MAX_SHIPS = 5000;
const MAX_FILES = 1000;
const B64 = /^[A-Za-z0-9+/]*={0,2}$/;

class Unusable extends Error {}
const fail = (at, what) => {
  throw new Unusable(`${at || 'the saved state'}: ${what}`);
};
const isMap = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A key as a message names it: whole when short, else its start and length. */
const named = (k) => (k.length <= 40 ? JSON.stringify(k) : `${JSON.stringify(k.slice(0, 40))}… (${k.length} characters)`);
const count = (n) => n.toLocaleString('en-US');
const join = (at, key) => (at ? `${at}.${key}` : key);

/** A mapping with only these keys, each of them there (`optional` ones may be left out). */
function record(v, at, keys, optional = []) {
  if (!isMap(v)) fail(at, 'expected a mapping');
  for (const k of Object.keys(v)) if (!keys.includes(k) && !optional.includes(k)) fail(at, `unknown key ${named(k)}`);
  for (const k of keys) if (!Object.hasOwn(v, k)) fail(join(at, k), 'missing');
}

function text(v, at, max = MAX_TEXT) {
  if (typeof v !== 'string') fail(at, 'expected text');
  if (v.length > max) fail(at, `${count(v.length)} characters long; at most ${count(max)}`);
}

/** Any value JSON holds, nested at most MAX_DEPTH deep with no text longer than MAX_TEXT; walked without recursion, so any depth is safe to look at. */
function value(v, at) {
  const todo = [[v, 1]];
  while (todo.length) {
    const [x, depth] = todo.pop();
    if (typeof x === 'string') text(x, at);
    if (typeof x !== 'object' || x === null) continue;
    if (depth > MAX_DEPTH) fail(at, `nested more than ${MAX_DEPTH} levels deep`);
    for (const [k, y] of Object.entries(x)) {
      text(k, at);
      todo.push([y, depth + 1]);
    }
  }
}

const scalar = (v, at) => {
  if (!['string', 'number', 'boolean'].includes(typeof v)) fail(at, 'expected text, a number or true/false');
  if (typeof v === 'string') text(v, at);
};

function ships(v, at) {
  if (!Array.isArray(v)) fail(at, 'expected a list of ships');
  if (v.length > MAX_SHIPS) fail(at, `${count(v.length)} ships; at most ${count(MAX_SHIPS)}`);
  v.forEach((s, i) => {
    if (!isMap(s)) fail(`${at}[${i}]`, 'expected a mapping');
    value(s, `${at}[${i}]`);
  });
}

function choices(v, at) {
  record(v, at, ['title', 'paper', 'layout', 'duplex', 'print', 'extra']);
  scalar(v.title, join(at, 'title'));
  text(v.paper, join(at, 'paper'));
  scalar(v.layout, join(at, 'layout'));
  text(v.duplex, join(at, 'duplex'));
  if (!isMap(v.print)) fail(join(at, 'print'), 'expected a mapping of printables');
  for (const [name, e] of Object.entries(v.print)) {
    const here = join(join(at, 'print'), name);
    record(e, here, ['count', 'options']);
    if (e.count !== null && typeof e.count !== 'number') fail(join(here, 'count'), 'expected a number');
    if (!isMap(e.options)) fail(join(here, 'options'), 'expected a mapping');
    value(e.options, join(here, 'options'));
  }
  if (!isMap(v.extra)) fail(join(at, 'extra'), 'expected a mapping');
  for (const k of Object.keys(v.extra)) if (!['pouch', 'rounded', 'sheet'].includes(k)) fail(join(at, 'extra'), `unknown key ${named(k)}`);
  value(v.extra, join(at, 'extra'));
}

/** A file kept whole: its plain name, and its bytes as base64. */
function file(f, at) {
  record(f, at, ['name', 'b64']);
  text(f.name, `${at}.name`, 255);
  if (!f.name || /[\\/]/.test(f.name)) fail(`${at}.name`, 'expected a file\'s plain name');
  // base64 of at most a data file's 1,000,000 bytes
  text(f.b64, `${at}.b64`, Math.ceil(MAX_TEXT / 3) * 4);
  if (f.b64.length % 4 || !B64.test(f.b64)) fail(`${at}.b64`, 'expected base64');
}

function convention(v, at) {
  if (v === null) return;
  record(v, at, ['files', 'main', 'summary']);
  const files = join(at, 'files');
  if (!Array.isArray(v.files) || !v.files.length) fail(files, 'expected a list of files');
  if (v.files.length > MAX_FILES) fail(files, `${count(v.files.length)} files; at most ${count(MAX_FILES)}`);
  v.files.forEach((f, i) => file(f, `${files}[${i}]`));
  text(v.main, join(at, 'main'), 255);
  if (!v.files.some((f) => f.name === v.main)) fail(join(at, 'main'), 'expected the name of one of its files');
  text(v.summary, join(at, 'summary'));
}

/** A game file of one's own: a YAML or JSON file, named as a kit's `game:` names it. */
function own(v, at) {
  if (v === null || v === undefined) return;
  file(v, at);
  if (!/\.(ya?ml|json)$/i.test(v.name)) fail(`${at}.name`, 'expected a game file\'s name, ending .yaml, .yml or .json');
  // the names of the files the page writes for itself
  if (['kit.yaml', 'ships.yaml'].includes(v.name)) fail(`${at}.name`, 'expected a name other than kit.yaml and ships.yaml');
}

/**
 * Why `saved` (as JSON.parse gave it) cannot be used, in one line, or null when it can. `games`:
 * the page's games by id; the game file kept (`own`) adds its game, by its name.
 */
export function unusable(saved, games) {
  try {
    // `own` came with games of one's own: a state saved before has none
    record(saved, '', ['version', 'game', 'fleets', 'convention'], ['own']);
    if (saved.version !== VERSION) fail('version', `expected ${VERSION}; saved by another version of the page`);
    own(saved.own, 'own');
    const ids = [...games.keys(), ...(saved.own ? [saved.own.name] : [])];
    const game = (id, at) => {
      if (!ids.includes(id)) fail(at, `expected one of ${ids.join(', ')}`);
    };
    text(saved.game, 'game', 100);
    game(saved.game, 'game');
    if (!isMap(saved.fleets)) fail('fleets', 'expected a mapping of games');
    for (const [id, fleet] of Object.entries(saved.fleets)) {
      game(id, `fleets: ${named(id)}`);
      record(fleet, `fleets.${id}`, ['ships', 'choices']);
      ships(fleet.ships, `fleets.${id}.ships`);
      choices(fleet.choices, `fleets.${id}.choices`);
    }
    convention(saved.convention, 'convention');
    return null;
  } catch (err) {
    if (err instanceof Unusable) return err.message;
    throw err;
  }
}
