// Files the user opens or drops: a ship file (YAML, JSON, CSV, XLSX, ODS), a kit file (with the
// ship file it names) or a convention file (with the kits it names). The engine says which is
// which and what is wrong, at file:line:column, in the words `broadside check` uses.

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
 * - a kit: { kind: 'kit', game, kit, ships, files, main, summary, problems, workbook }
 * - ships: { kind: 'ships', game, ships, files, main, summary, problems, workbook }
 * `workbook`: the ship file read, and of a workbook the sheet read and all its sheets.
 */
export async function readFiles(engine, files) {
  const kinds = [];
  for (const f of files) {
    if (SHEETS.test(f.name)) kinds.push({ file: f, kind: 'ships' });
    else {
      const r = await engine.checkFiles(files, f.name);
      kinds.push({ file: f, ...r });
    }
  }
  const pick = (k) => kinds.find((x) => x.kind === k);
  const main = pick('convention') ?? pick('kit') ?? kinds[0];
  const base = { kind: main.kind, files, main: main.file.name, summary: main.summary ?? '' };
  if (main.kind === 'convention') return { ...base, problems: main.problems };
  if (main.kind === 'kit') {
    let kit = {};
    try {
      kit = readYaml(engine, new TextDecoder().decode(main.file.bytes)) ?? {};
    } catch {
      // the engine's problems below say what is wrong with the file
    }
    let ships = [];
    let workbook;
    let problems = main.problems;
    if (typeof kit.ships === 'string') {
      const name = kit.ships.split(/[\\/]/).pop();
      const file = files.find((f) => f.name === name);
      if (file) {
        const r = await engine.readShips(file, kit.sheet ? { sheet: String(kit.sheet) } : undefined);
        ships = r.ships;
        workbook = { file, sheet: r.sheet, sheets: r.sheets ?? [] };
      } else if (!problems.length) problems = [{ file: main.file.name, message: `the kit's ships file ${name} was not opened with it`, text: `${main.file.name}: ships: open ${name} together with the kit file` }];
    } else if (Array.isArray(kit.ships)) ships = kit.ships;
    return { ...base, game: kit.game, kit, ships, problems, workbook };
  }
  const r = await engine.readShips(main.file);
  // a ship file's problems are shown at their line and column; checkFiles reads them the same way
  const problems = r.problems.length ? r.problems : (main.problems ?? []);
  return { ...base, kind: 'ships', game: r.game, ships: r.ships, problems, workbook: { file: main.file, sheet: r.sheet, sheets: r.sheets ?? [] } };
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
