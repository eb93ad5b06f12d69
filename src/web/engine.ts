// The page's engine: the library the command line runs (kit and make jobs, compose, the PDF writer,
// check), over the browser's platform (./platform.ts). Files a user gives live in an in-memory store
// under "/", so messages name them as `check` does for files in the current folder.
import './platform.js';
import './packages.js';
import { compose as composeJob } from '../build.js';
import { checkFile } from '../check.js';
import { INDEX_FILE } from '../convention/names.js';
import { packingPages } from '../convention/packing.js';
import { composePacket, conventionPlan } from '../convention/plan.js';
import type { PacketWritten } from '../convention/types.js';
import { fromValue, loadFile } from '../data/node.js';
import { shipFileSchema } from '../data/jsonschema.js';
import { shipsOfRoot } from '../data/ships.js';
import { isSheet } from '../data/table.js';
import { gameById, gameIds, GAMES } from '../games/registry.js';
import { loadGameFile } from '../games/file.js';
import type { Game } from '../games/types.js';
import { PREPARSED, type Preparsed } from '../games/preparsed.js';
import { PNG_DPI, faceNames, kitJob } from '../jobs.js';
import { renderPdf } from '../pdf/writer.js';
import { packageFile } from '../paths.js';
import { PRECOMPILED, type Precompiled } from '../svg/precompiled.js';
import { basename, extname } from '../platform/index.js';
import { onDemand, store } from './platform.js';
import { loadXlsx, withAssets, fetchBytes } from './assets.js';
import { problemsOf, type Problem } from './problems.js';
import { gameKey, gameOfKey, isGameFile, ownGame, unopenedGame } from './own-game.js';
import { readTableShips, readTreeShips, type Read } from './read-ships.js';
import { pagePng, zip } from './images.js';
import { parse, stringify } from 'yaml';
import type { Job as LibraryJob } from '../build.js';
import type { Field } from '../data/schema.js';

export type { Problem } from './problems.js';
export { gameKey } from './own-game.js';
// the command line's limits on files read, and its words for a file over them: the page checks a file's size before reading it
export { count, MAX_FILE_BYTES, MAX_TEXT_BYTES, tooBig } from '../data/read.js';
export interface WebFile { name: string; bytes: Uint8Array }
export interface OptionInfo { type: 'boolean' | 'number' | 'string' | 'enum' | 'length'; values?: string[]; default?: unknown; describe: string }
/** `deck`: a card deck, whose faces `cardImages` makes. */
export interface PrintableInfo { name: string; title: string; perShip: boolean; deck: boolean; options: Record<string, OptionInfo> }
export interface GameInfo { id: string; title: string; printables: PrintableInfo[] }
export interface Job { files: WebFile[]; main: string; paper?: string; options?: Record<string, unknown> }

const FONTS = ['AtkinsonHyperlegible-Regular.ttf', 'AtkinsonHyperlegible-Bold.ttf'];
const FALLBACK_FONTS = ['NotoSans-Regular.ttf', 'NotoSans-Bold.ttf'];

/** The site's tables.js (src/tables.ts): made from the package the site was written from. */
interface Tables {
  PRECOMPILED: ReadonlyMap<string, Precompiled>;
  PREPARSED: ReadonlyMap<string, Preparsed>;
  EXAMPLES: Record<string, { ships: string; kit: string }>;
}
const tables = (await import(/* @vite-ignore */ new URL('./tables.js', import.meta.url).href)) as Tables;
const EXAMPLES = tables.EXAMPLES;
// the package's templates and game data, compiled and parsed ahead, in the library's own tables;
// their texts are left out: each entry was made for an empty file, and one stands in its place
for (const [file, entry] of tables.PRECOMPILED) {
  (PRECOMPILED as Map<string, Precompiled>).set(file, entry);
  store.set(packageFile('templates', file), '');
}
for (const [game, entry] of tables.PREPARSED) {
  (PREPARSED as Map<string, Preparsed>).set(game, entry);
  store.set(packageFile('data', `${game}.yaml`), '');
}
for (const f of FALLBACK_FONTS) onDemand.set(packageFile('fonts', f), `fonts/${f}`);

let started: Promise<void> | undefined;
/** The body fonts, fetched once: every page measures and embeds them. */
export function ready(): Promise<void> {
  started ??= Promise.all(FONTS.map(async (f) => store.set(packageFile('fonts', f), await fetchBytes(`fonts/${f}`)))).then(() => undefined);
  return started;
}

const optionInfo = (f: Field): OptionInfo => ({
  type: f.type === 'bool' ? 'boolean' : f.type === 'int' || f.type === 'number' ? 'number' : f.type === 'enum' ? 'enum' : f.type === 'length' ? 'length' : 'string',
  ...(f.type === 'enum' ? { values: [...f.values] } : {}),
  ...(f.default !== undefined ? { default: f.default } : {}),
  describe: f.doc ?? '',
});

/** A game as the page lists it, by `id`: a shipped game's id, or a game file's name. */
const infoOf = (g: Game, id = g.id): GameInfo => ({
  id,
  title: g.title,
  printables: g.printables.map((p) => ({ name: p.name, title: p.summary, perShip: p.perShip, deck: !!p.capabilities?.deck, options: Object.fromEntries(Object.entries(p.options).map(([k, f]) => [k, optionInfo(f)])) })),
});

export function games(): GameInfo[] {
  return GAMES.map((g) => infoOf(g));
}

/**
 * A game file opened on the page: its game listed by the file's name (what a kit's `game:` then
 * says) and the schema of its ship files, for the fleet table; or its problems, each at its line.
 */
export async function gameFile(file: WebFile): Promise<{ info?: GameInfo; schema?: object; problems: Problem[] }> {
  return run([file], () => {
    try {
      const g = loadGameFile(file.name, gameIds());
      return { info: infoOf(g, file.name), schema: shipFileSchema(g), problems: [] };
    } catch (err) {
      return { problems: problemsOf(err, file.name) };
    }
  });
}

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

/** The game's example ship and kit files; the kit names the ship file by its plain name. */
export function example(game: string): { ships: WebFile; kit: WebFile } {
  const e = EXAMPLES[game];
  if (!e) throw new Error(`no example for ${game}`);
  const shipsName = `${game}.yaml`;
  const kit = e.kit.replace(/^ships:.*$/m, `ships: ${shipsName}`);
  return { ships: { name: shipsName, bytes: encode(e.ships) }, kit: { name: `${game}-kit.yaml`, bytes: encode(kit) } };
}

export function shipSchema(game: string): object {
  const g = gameById(game);
  if (!g) throw new Error(`unknown game ${game}`);
  return shipFileSchema(g);
}

/** The user's files in the store under "/", in place of the last call's. */
function useFiles(files: WebFile[]): void {
  for (const key of [...store.keys()]) if (!key.startsWith('/broadside/')) store.delete(key);
  for (const f of files) store.set(`/${f.name}`, f.bytes);
}

const needsXlsx = (files: WebFile[]) => files.some((f) => /\.(xlsx|ods)$/i.test(f.name));

/** Runs sync library work over `files`, fetching what it turns out to need (fonts, the spreadsheet reader). */
async function run<T>(files: WebFile[], work: () => T): Promise<T> {
  await ready();
  if (needsXlsx(files)) await loadXlsx();
  return withAssets(() => {
    useFiles(files);
    return work();
  });
}

/**
 * Ships read loosely for the table; of a workbook, also the sheet read and all its sheets, to choose
 * another. `game`: the game (an id or a game file's name) the ships are for when the file names none,
 * as a kit's `game:` gives it; `files`: the files opened with it (a game file it names).
 */
export async function readShips(file: WebFile, opts: { sheet?: string; game?: string; files?: WebFile[] } = {}): Promise<{ game?: string; ships: Record<string, unknown>[]; problems: Problem[]; sheet?: string; sheets?: string[] }> {
  const files = [...(opts.files ?? []).filter((f) => f.name !== file.name), file];
  return run(files, () => {
    const sheet = opts.sheet === undefined ? undefined : { name: opts.sheet, by: '--sheet' };
    let read: Read;
    let fallback: Game | undefined;
    try {
      fallback = opts.game === undefined ? undefined : gameOfKey(opts.game);
      read = isSheet(file.name) ? readTableShips(file.name, sheet, fallback) : readTreeShips(file.name, fallback);
    } catch (err) {
      return { ships: [], problems: problemsOf(err, file.name) };
    }
    // the file read once: its values for the table, then checked as the command line checks it
    const { check, ...raw } = read;
    const game = raw.game ?? (fallback && opts.game);
    const unopened = isSheet(file.name) ? undefined : unopenedGame(file.name, files.map((f) => f.name));
    try {
      if (unopened) throw unopened;
      const checked = check();
      return { ...raw, game: game ?? checked.game.id, problems: [] };
    } catch (err) {
      return { ...raw, ...(game === undefined ? {} : { game }), problems: problemsOf(err, file.name) };
    }
  });
}

/**
 * Problems of ships as the table holds them: fields named like "ships[2].speed", in check's words.
 * `files`: the game file `value.game` names, when it names one.
 */
export function checkShips(value: { game: string; ships: Record<string, unknown>[] }, files: WebFile[] = []): Problem[] {
  const name = 'ships.yaml';
  const own = files.find((f) => f.name === gameKey(value.game));
  try {
    // the value checked as it stands, as the library checks a ship file's content given in code;
    // a game file's game read once for every check while its bytes are the same
    if (own) shipsOfRoot(fromValue({ ships: value.ships }, name), name, ownGame(own, () => useFiles([own])));
    else shipsOfRoot(fromValue(value, name), name);
    return [];
  } catch (err) {
    return problemsOf(err, name).map(({ line: _l, column: _c, ...p }) => p);
  }
}

export async function checkFiles(files: WebFile[], main: string): Promise<{ kind: 'ships' | 'kit' | 'convention' | 'game'; summary: string; problems: Problem[] }> {
  return run(files, () => {
    const kind = kindOf(main);
    const unopened = unopenedGame(main, files.map((f) => f.name));
    if (unopened) return { kind, summary: '', problems: problemsOf(unopened, main) };
    try {
      return { kind, summary: checkFile(main), problems: [] };
    } catch (err) {
      return { kind, summary: '', problems: problemsOf(err, main) };
    }
  });
}

function kindOf(main: string): 'ships' | 'kit' | 'convention' | 'game' {
  if (isSheet(main)) return 'ships';
  try {
    const { root } = loadFile(main);
    if (isGameFile(root)) return 'game';
    if (root.kind === 'map' && root.entries.has('tables')) return 'convention';
    if (root.kind === 'map' && root.entries.has('print')) return 'kit';
  } catch {
    // a file that does not parse: its problem is check's to tell
  }
  return 'ships';
}

export const toYaml = (value: unknown): string => stringify(value, { lineWidth: 0 });

/** YAML text as a value, by the parser the command line uses; a mistake is thrown with its line and column. */
export const parseYaml = (text: string): unknown => parse(text, { prettyErrors: true });

/** A value as YAML writes it on one line (a list or mapping in a table cell: `[10, 10, 8]`). */
export const toFlow = (value: unknown): string => stringify(value, { collectionStyle: 'flow', lineWidth: 0 }).trim();

const libraryJob = (job: Job): LibraryJob => kitJob(job.main, { paper: job.paper, options: job.options });

export async function compose(job: Job): Promise<{ title: string; pages: { width: number; height: number; svg: string }[]; problems: Problem[] }> {
  try {
    return await run(job.files, () => {
      const j = libraryJob(job);
      const { pages } = composeJob(j);
      return { title: j.title, pages: pages.map((p) => ({ width: p.width, height: p.height, svg: p.svg })), problems: [] };
    });
  } catch (err) {
    return { title: '', pages: [], problems: problemsOf(err, job.main) };
  }
}

const stem = (main: string): string => basename(main, extname(main));

/** The kit's PDF, as `broadside kit` makes it; a problem is thrown (an InputError, as the command line's). */
export async function pdf(job: Job): Promise<{ name: string; bytes: Uint8Array }> {
  const { j, pages } = await run(job.files, () => {
    const j = libraryJob(job);
    return { j, pages: composeJob(j).pages };
  });
  return { name: `${stem(job.main)}.pdf`, bytes: await renderPdf(pages, j.title) };
}

/** Every card printable of the kit, one PNG per card face at the command line's dpi, in one zip. */
export async function cardImages(job: Job): Promise<{ name: string; bytes: Uint8Array }> {
  const sets = await run(job.files, () => {
    const j = libraryJob(job);
    const cards = j.print.filter((e) => e.printable.capabilities?.deck);
    return cards.map((e) => {
      const one: LibraryJob = { ...j, print: [{ ...e, options: { ...e.options, layout: 'per-card' } }], contents: false };
      const { pages, sheets } = composeJob(one);
      return { names: faceNames(e.printable.name, sheets.map((s) => !!s.back)), pages };
    });
  });
  const files: Record<string, Uint8Array> = {};
  // a few at a time: the browser decodes and encodes images off the main thread
  const work = sets.flatMap(({ names, pages }) => pages.map((page, i) => ({ name: names[i], page })));
  for (let i = 0; i < work.length; i += 4) {
    const batch = work.slice(i, i + 4);
    const pngs = await Promise.all(batch.map((w) => pagePng(w.page, PNG_DPI)));
    batch.forEach((w, j) => (files[w.name] = pngs[j]));
  }
  return { name: `${stem(job.main)}-cards.zip`, bytes: zip(files) };
}

/** A convention's PDFs, one a table or packet, and index.pdf, as `broadside kit CONVENTION --out DIR` writes them. */
export async function conventionZip(job: Job): Promise<{ name: string; bytes: Uint8Array }> {
  const { conv, paper, planned } = await run(job.files, () => conventionPlan(job.main, job.paper));
  const files: Record<string, Uint8Array> = {};
  const written: PacketWritten[] = [];
  for (const p of planned) {
    // composed and drawn one at a time, as the command line does
    const { pages, written: row } = await run(job.files, () => composePacket(p));
    files[p.file] = await renderPdf(pages, p.job.title);
    written.push(row);
  }
  files[INDEX_FILE] = await renderPdf(packingPages(conv.title, paper, written), conv.title);
  return { name: `${stem(job.main)}.zip`, bytes: zip(files) };
}
