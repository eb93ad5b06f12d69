// Files the user opens or drops: a ship file (YAML, JSON, CSV, XLSX, ODS), a kit file (with the
// ship file it names) or a convention file (with the kits it names), and a game file of one's own
// with any of them. The engine says which is which and what is wrong, at file:line:column, in the
// words `broadside check` uses.

const SHEETS = /\.(csv|xlsx|ods)$/i;

// The most files opened at once: each is read whole and checked by the engine, one after another,
// so ten thousand empty files would hold the tab. (Together they are read up to the largest file
// the command line reads of any kind, MAX_FILE_BYTES.)
const MAX_FILES = 1000;

/**
 * The files as the engine takes them (plain names, each once), or why none is read. Every file is
 * checked by its size (File.size reads nothing) and all of them in total before any is read: a
 * 2 GB file would otherwise be read whole, or fail to be, before the engine's own check. The page
 * reads each as a data file, so each meets the command line's limit for data files. `folders`:
 * names dropped that are folders, which have no bytes to read.
 */
export async function webFiles(engine, list, folders = new Set()) {
  const byName = new Map();
  for (const f of list) byName.set(f.name.split(/[\\/]/).pop(), f);
  const problems = [];
  const refuse = (name, why) => problems.push({ file: name, message: why, text: `${name}: cannot read file (${why})` });
  const whole = (text) => problems.push({ file: '', message: text, text });
  const limit = engine.MAX_TEXT_BYTES;
  let total = 0;
  if (byName.size > MAX_FILES) whole(`${engine.count(byName.size)} files opened at once; the page opens up to ${engine.count(MAX_FILES)} files at once`);
  else {
    for (const [name, f] of byName) {
      if (folders.has(name)) refuse(name, 'a folder, not a file; open the files in it');
      else if (f.size > limit) refuse(name, engine.tooBig(f.size, limit));
      total += f.size;
    }
    const most = engine.MAX_FILE_BYTES;
    // each within its own limit, and still too many bytes together
    if (!problems.length && total > most) whole(`the ${engine.count(byName.size)} files opened are ${engine.count(total)} bytes in all; files opened together are read up to ${engine.count(most)} bytes in all`);
  }
  if (problems.length) return { files: [], problems };
  const files = [];
  for (const [name, f] of byName) {
    try {
      files.push({ name, bytes: new Uint8Array(await f.arrayBuffer()) });
    } catch {
      // moved, removed or changed since it was chosen: the browser no longer lets it be read
      refuse(name, 'the browser could not read it; it may have been moved or changed since it was chosen');
    }
  }
  return problems.length ? { files: [], problems } : { files, problems };
}

/** Calls `open(files, folders)` with what is dropped anywhere on the page, outlined while a drag is over it. */
export function acceptDrops(open) {
  document.addEventListener('dragover', (e) => {
    e.preventDefault();
    document.body.classList.add('dropping');
  });
  document.addEventListener('dragleave', (e) => {
    if (!e.relatedTarget) document.body.classList.remove('dropping');
  });
  document.addEventListener('drop', (e) => {
    e.preventDefault();
    document.body.classList.remove('dropping');
    // a folder dropped comes as a file with nothing to read; only its entry says it is a folder
    const folders = new Set([...(e.dataTransfer?.items ?? [])].map((i) => i.webkitGetAsEntry?.()).filter((x) => x?.isDirectory).map((x) => x.name));
    open(e.dataTransfer?.files ?? [], folders);
  });
}

/** A YAML or JSON file's value, read by the engine's YAML parser (JSON is YAML). */
export const readYaml = (engine, text) => engine.parseYaml(text);

/**
 * What the files are and what is in them:
 * - a convention: { kind: 'convention', files, main, summary, problems }
 * - a kit: { kind: 'kit', game, kit, ships, files, main, summary, problems, workbook, own }
 * - ships: { kind: 'ships', game, ships, files, main, summary, problems, workbook, own }
 * - a game file alone: { kind: 'game', game, ships: [], files, main, summary, problems, own }
 * `workbook`: the ship file read, and of a workbook the sheet read and all its sheets. `own`: a game
 * file opened, { file, info, schema }; `game`: the page's key of the game (an id, or a game file's name).
 * `mine`: { kept, current, reserved }: the game file the page keeps (a file opened may name it),
 * the game shown (a spreadsheet without a game column is that game's when it is the kept game
 * file's), and the names the page gives files of its own, which a game file may not take.
 */
export async function readFiles(engine, files, mine = {}) {
  const { kept, current, reserved = [] } = mine;
  const all = kept && !files.some((f) => f.name === kept.name) ? [...files, kept] : files;
  const kinds = [];
  for (const f of files) {
    if (SHEETS.test(f.name)) kinds.push({ file: f, kind: 'ships' });
    else {
      const r = await engine.checkFiles(all, f.name);
      kinds.push({ file: f, ...r });
    }
  }
  const pick = (k) => kinds.find((x) => x.kind === k);
  const game = pick('game');
  const main = pick('convention') ?? pick('kit') ?? kinds.find((x) => x.kind !== 'game') ?? game;
  const base = { kind: main.kind, files, main: main.file.name, summary: main.summary ?? '' };
  if (main.kind === 'convention') return { ...base, problems: main.problems };
  let own;
  if (game) {
    // a game file with problems, or one of many, is not opened, nor what came with it
    const problems = gameProblems(kinds, game, reserved);
    if (problems.length) return { ...base, kind: 'game', main: game.file.name, ships: [], problems };
    const r = await engine.gameFile(game.file);
    if (r.problems.length) return { ...base, kind: 'game', main: game.file.name, ships: [], problems: r.problems };
    own = { file: game.file, info: r.info, schema: r.schema };
    if (main === game) return { ...base, game: game.file.name, ships: [], problems: [], own };
  }
  const gameFiles = own ? [own.file] : kept ? [kept] : [];
  if (main.kind === 'kit') return { ...base, ...(await kitFiles(engine, main, files, gameFiles)), own };
  // a spreadsheet without a game column: the game file's ships, when one is open
  const fallback = own ? own.file.name : kept && current === kept.name ? kept.name : undefined;
  return { ...base, kind: 'ships', ...(await shipFile(engine, main, fallback, gameFiles)), own };
}

/**
 * Whether what `readFiles` read is taken in: a file of which nothing could be read, a game file with
 * problems, or ships of a game the page does not know (`infos`: an id it lacks, a game file not
 * opened) leave the fleet as it was, their problems said.
 */
export function opens(r, infos) {
  if (r.kind === 'convention') return true;
  if (r.kind === 'game') return !r.problems.length;
  if (!r.ships.length && r.problems.length) return false;
  return r.game === undefined || infos.has(r.game) || r.game === r.own?.info.id;
}

/** Why a game file opened is not used: problems in it, another game file with it, or a name the page's own files take. */
function gameProblems(kinds, game, reserved) {
  const games = kinds.filter((k) => k.kind === 'game');
  if (games.length > 1) {
    const names = games.map((g) => g.file.name).join(', ');
    return [{ file: '', message: `${names}: one game file at a time`, text: `${names}: these are all game files; open one game file at a time, with its ship file and kit file` }];
  }
  if (game.problems.length) return game.problems;
  const name = game.file.name;
  if (reserved.includes(name)) return [{ file: name, message: 'a name the page gives its own files', text: `${name}: the page writes its own ${reserved.join(' and ')}; save the game file under another name (and name it so in your ship and kit files) to open it here` }];
  return [];
}

/** A kit file's choices, and the ships of the ship file it names (opened with it) or lists. */
async function kitFiles(engine, main, files, gameFiles) {
  let kit = {};
  try {
    kit = readYaml(engine, new TextDecoder().decode(main.file.bytes)) ?? {};
  } catch {
    // the engine's problems below say what is wrong with the file
  }
  let ships = [];
  let workbook;
  let problems = main.problems;
  const game = typeof kit.game === 'string' ? engine.gameKey(kit.game) : undefined;
  if (typeof kit.ships === 'string') {
    const name = kit.ships.split(/[\\/]/).pop();
    const file = files.find((f) => f.name === name);
    if (file) {
      // the kit's game stands in for a spreadsheet's game column, as on the command line
      const r = await engine.readShips(file, { ...(kit.sheet ? { sheet: String(kit.sheet) } : {}), game, files: gameFiles });
      ships = r.ships;
      workbook = { file, sheet: r.sheet, sheets: r.sheets ?? [] };
    } else if (!problems.length) problems = [{ file: main.file.name, message: `the kit's ships file ${name} was not opened with it`, text: `${main.file.name}: ships: open ${name} together with the kit file` }];
  } else if (Array.isArray(kit.ships)) ships = kit.ships;
  return { game, kit, ships, problems, workbook };
}

/** A ship file's ships, for the game it names (or `fallback`'s, when it names none). */
async function shipFile(engine, main, fallback, gameFiles) {
  const r = await engine.readShips(main.file, { game: fallback, files: gameFiles });
  // a ship file's problems are shown at their line and column; checkFiles reads them the same way
  const problems = r.problems.length ? r.problems : (main.problems ?? []);
  return { game: r.game, ships: r.ships, problems, workbook: { file: main.file, sheet: r.sheet, sheets: r.sheets ?? [] } };
}

/** A problem's line of its file, with a caret under the column, where the file is text. */
function quote(files, p) {
  const f = files.find((x) => x.name === p.file || p.file?.endsWith(`/${x.name}`));
  if (!f || !p.line || SHEETS.test(f.name) && !/\.csv$/i.test(f.name)) return null;
  const line = new TextDecoder().decode(f.bytes).split(/\r?\n/)[p.line - 1];
  if (line === undefined) return null;
  const num = `${p.line} | `;
  return `${num}${line}\n${' '.repeat(num.length + Math.max(0, (p.column ?? 1) - 1))}^`;
}

/** Shows problems as `check` prints them, each with its file's line quoted. */
export function showProblems(list, box, problems, files = []) {
  list.replaceChildren(...problems.map((p) => {
    const li = document.createElement('li');
    const code = document.createElement('code');
    code.textContent = p.text ?? p.message;
    li.append(code);
    const q = quote(files, p);
    if (q) li.append(Object.assign(document.createElement('pre'), { textContent: q }));
    return li;
  }));
  box.hidden = problems.length === 0;
}
