// Files the user opens or drops: a ship file (YAML, JSON, CSV, XLSX, ODS), a kit file (with the
// ship file it names) or a convention file (with the kits it names). The engine says which is
// which and what is wrong, at file:line:column, in the words `broadside check` uses.

const SHEETS = /\.(csv|xlsx|ods)$/i;

/** The files as the engine takes them: plain names, each once. */
export async function webFiles(list) {
  const out = new Map();
  for (const f of list) out.set(f.name.split(/[\\/]/).pop(), new Uint8Array(await f.arrayBuffer()));
  return [...out].map(([name, bytes]) => ({ name, bytes }));
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
