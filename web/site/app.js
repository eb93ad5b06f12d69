// The static site: pick a game or open files, edit the fleet, choose what to print, see the pages
// and download them. The page's job is always a ship file and a kit file (or a convention file as
// opened), handed to the engine exactly as `broadside kit kit.yaml` would read them; with a game
// file of one's own beside them, which they name by its file's name.
import * as engine from './engine.js';
import { choicesFromKit, kitOf, showChoices } from './choices.js';
import { download, made } from './downloads.js';
import { acceptDrops, opens, readFiles, showProblems, webFiles } from './files.js';
import { createFleet } from './fleet.js';
import { firstFleet, forgetOwn, keepOwn, listed, restoreOwn, shownOwn } from './games.js';
import { createRuns } from './runs.js';
import * as store from './store.js';
import { createViewer } from './viewer.js';

const $ = (id) => document.getElementById(id);
const SHIPS = 'ships.yaml';
const KIT = 'kit.yaml';
// a keystroke's re-compose waits this long for the next one: light, so a rename shows at once
const DEBOUNCE_MS = 40;

const viewer = createViewer({ thumbs: $('thumbs'), view: $('view'), sheet: $('sheet'), zoom: $('zoom') });
const fleet = createFleet({ table: $('fleet'), problems: $('fleet-problems'), onChange: () => edited() });
// `game` and the fleets' keys: a shipped game's id, or the name of the game file `own`, as a kit's `game:` names it
/** @type {{ game: string, fleets: Record<string, { ships: object[], choices: object }>, convention: null | { files: object[], main: string, summary: string }, own: null | { name: string, bytes: Uint8Array } }} */
let state;
let infos = new Map();
let fleetProblems = [];
let thumbUrls = [];
let pagesVersion = 0;

const info = () => infos.get(state.game);
const current = () => state.fleets[state.game];
/** The game file the fleet shown names, as the engine takes it: none for a shipped game. */
const ownFiles = () => shownOwn(state);
const listGames = () => listed($('game'), infos, state?.game);

/** The job the page shows: a kit file and its ship file, or the convention as opened. */
function job() {
  if (state.convention) return { files: state.convention.files, main: state.convention.main };
  const enc = new TextEncoder();
  const files = [{ name: KIT, bytes: enc.encode(kitText()) }];
  if (withShips()) files.push({ name: SHIPS, bytes: enc.encode(shipsText()) });
  return { files: [...files, ...ownFiles()], main: KIT };
}
const shipsText = () => engine.toYaml({ game: state.game, ships: fleet.ships });
const kitText = () => engine.toYaml(kitOf(state.game, current().choices, info(), withShips() ? SHIPS : undefined));
/** Whether the job has a ship file: a game of one's own starts with no ships, and its aids print without. */
const withShips = () => info().printables.some((p) => p.perShip) || current().ships.length > 0;

const exampleFleet = (game) => firstFleet(engine, state, infos, game);

function showGame() {
  const conv = !!state.convention;
  $('game').value = state.game;
  $('fleet-section').hidden = conv;
  $('choices').hidden = conv;
  for (const id of ['dl-pdf', 'dl-ships', 'dl-kit', 'cli-line']) $(id).hidden = conv;
  $('dl-convention').hidden = !conv;
  if (conv) {
    $('loaded').hidden = false;
    $('loaded-summary').textContent = state.convention.summary;
    return;
  }
  fleet.load(info().schema ?? engine.shipSchema(state.game), current().ships);
  $('cli-line-game').textContent = ownFiles().length ? ` with ${state.own.name}` : '';
  showChoices({
    title: $('kit-title'), paper: $('paper'), duplex: $('duplex'), duplexControl: $('duplex-control'),
    layout: $('layout-choice'), layoutControl: $('layout-control'), table: $('printables'),
  }, info(), current().choices, (typing) => chose(typing));
  check();
}

/** Checks the fleet as it stands; its problems are shown at their fields. */
function check() {
  // no ships and none needed: no ship file is written, so there is none to check
  fleetProblems = withShips() ? engine.checkShips({ game: state.game, ships: fleet.ships }, ownFiles()) : [];
  fleet.showProblems(fleetProblems);
  // the pages shown are the last good ones: no download of them while a field is wrong
  if (!state.convention && (fleetProblems.length > 0 || fleet.unreadCount > 0)) setDownloads(false);
  const decks = info().printables.some((p) => p.deck && (current().choices.print[p.name]?.count ?? 0) > 0);
  $('dl-png').hidden = !!state.convention || !decks;
}

let saveTimer = 0;
function persist() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    if (!state.convention) current().ships = fleet.ships;
    store.save(state);
  }, 200);
}

// a reload within the save's short wait still finds the last edit
window.addEventListener('pagehide', () => {
  if (!state) return;
  clearTimeout(saveTimer);
  if (!state.convention) current().ships = fleet.ships;
  store.save(state);
});

function edited() {
  current().ships = fleet.ships;
  check();
  persist();
  schedule();
}

function chose(typing = false) {
  check();
  persist();
  schedule(typing ? DEBOUNCE_MS : 0);
}

// the pages are made again after each edit; the preview says it is busy meanwhile
const runs = createRuns(composeOnce, (busy) => $('preview').setAttribute('aria-busy', String(busy)));
const schedule = (ms = DEBOUNCE_MS) => runs.schedule(ms);
const recompose = () => runs.run();

async function composeOnce() {
  if (state.convention) {
    // a convention is a PDF per table (or packet) and the packing list: it is downloaded, not shown
    await viewer.show([], ++pagesVersion, () => null, () => '');
    showProblems($('compose-problem-list'), $('compose-problems'), []);
    setDownloads(true);
    $('status').textContent = 'a convention makes a PDF per table and index.pdf: download them as a zip';
    return;
  }
  const blocked = !state.convention && (fleetProblems.length > 0 || fleet.unreadCount > 0);
  setDownloads(!blocked);
  if (blocked) {
    $('status').textContent = 'fix the marked fields to see the pages again';
    return;
  }
  const t0 = performance.now();
  const todo = job();
  let res;
  try {
    res = await engine.compose(todo);
  } catch (err) {
    res = { pages: [], problems: [{ message: String(err?.message ?? err), text: String(err?.message ?? err) }] };
  }
  showProblems($('compose-problem-list'), $('compose-problems'), res.problems, todo.files);
  if (res.problems.length) {
    setDownloads(false);
    $('status').textContent = 'the pages could not be made';
    return;
  }
  const ms = Math.round(performance.now() - t0);
  for (const u of thumbUrls) URL.revokeObjectURL(u);
  thumbUrls = res.pages.map((p) => URL.createObjectURL(new Blob([p.svg], { type: 'image/svg+xml' })));
  await viewer.show(res.pages, ++pagesVersion, (i) => res.pages[i]?.svg ?? null, (i) => thumbUrls[i]);
  document.body.dataset.pages = String(pagesVersion);
  $('status').textContent = `${res.pages.length} ${res.pages.length === 1 ? 'page' : 'pages'} · ${ms} ms`;
}

function setDownloads(ok) {
  for (const id of ['dl-pdf', 'dl-png', 'dl-convention']) $(id).disabled = !ok;
}

async function useGame(game) {
  if (state.convention) state.convention = null;
  state.game = game;
  state.fleets[game] ??= await exampleFleet(game);
  showGame();
  persist();
  await recompose();
}

async function open(list, folders) {
  const { files, problems } = await webFiles(engine, list, folders);
  if (problems.length) {
    // nothing is read when a file is refused: the fleet stays as it was
    $('loaded').hidden = false;
    $('loaded-summary').textContent = `not opened: ${[...list].map((f) => f.name).join(', ')}`;
    showProblems($('file-problem-list'), $('file-problems'), problems);
    $('loaded').scrollIntoView({ block: 'nearest' });
    return;
  }
  if (!files.length) return;
  const r = await readFiles(engine, files, { kept: state.own ?? undefined, current: state.game, reserved: [KIT, SHIPS] });
  $('loaded').hidden = false;
  $('loaded-summary').textContent = `${files.map((f) => f.name).join(', ')}${r.summary ? ` — ${r.summary}` : ''}`;
  showProblems($('file-problem-list'), $('file-problems'), r.problems, files);
  if (!opens(r, infos)) return;
  showSheets(r.workbook);
  if (r.own) {
    keepOwn(state, infos, r.own);
    listGames();
  }
  if (r.kind === 'convention') {
    state.convention = { files, main: r.main, summary: r.summary };
  } else {
    state.convention = null;
    const game = infos.has(r.game) ? r.game : state.game;
    state.game = game;
    const choices = r.kind === 'kit' ? choicesFromKit(r.kit, infos.get(game)) : (state.fleets[game]?.choices ?? (await exampleFleet(game)).choices);
    // a game file alone keeps the fleet it had
    state.fleets[game] = r.kind === 'game' && state.fleets[game] ? state.fleets[game] : { ships: r.ships, choices };
  }
  showGame();
  persist();
  await recompose();
}

/** A workbook of several sheets: which one is read, to choose another. */
let workbook;
function showSheets(w) {
  workbook = w?.sheets?.length > 1 ? w : undefined;
  $('sheet-control').hidden = !workbook;
  if (!workbook) return;
  $('sheet-choice').replaceChildren(...workbook.sheets.map((name) => new Option(name, name, false, name === workbook.sheet)));
}

$('sheet-choice').addEventListener('change', async () => {
  // a sheet without a game column is the game shown's, as the sheet first read was
  const r = await engine.readShips(workbook.file, { sheet: $('sheet-choice').value, game: state.game, files: ownFiles() });
  showProblems($('file-problem-list'), $('file-problems'), r.problems, [workbook.file]);
  if (!r.ships.length) return;
  const game = infos.has(r.game) ? r.game : state.game;
  state.convention = null;
  state.game = game;
  state.fleets[game] = { ships: r.ships, choices: state.fleets[game]?.choices ?? (await exampleFleet(game)).choices };
  showGame();
  persist();
  await recompose();
});

const fetchOut = (what) => made($('dl-status'), () => engine[what](job()));

function wire() {
  $('game').addEventListener('change', () => useGame($('game').value));
  $('open').addEventListener('change', async () => {
    await open($('open').files ?? []);
    $('open').value = '';
  });
  acceptDrops(open);
  $('add-ship').addEventListener('click', () => fleet.add());
  $('start-over').addEventListener('click', async () => {
    if (!confirm('Start over? This clears your fleets, files and choices saved in this browser.')) return;
    store.clear();
    startAnew();
    $('restore-problem').hidden = true;
    $('loaded').hidden = true;
    $('file-problems').hidden = true;
    await useGame(state.game);
  });
  $('dl-pdf').addEventListener('click', () => fetchOut('pdf'));
  $('dl-png').addEventListener('click', () => fetchOut('cardImages'));
  $('dl-convention').addEventListener('click', () => fetchOut('conventionZip'));
  $('dl-ships').addEventListener('click', () => download(SHIPS, shipsText()));
  $('dl-kit').addEventListener('click', () => download(KIT, kitText()));
}

function offline() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('./sw.js').then(() => navigator.serviceWorker.ready).then(() => {
    $('offline').textContent = 'Offline ready: this page now works without a connection.';
  }, () => {});
}

/** A new state, the first game's example to come: a game file kept before is no longer listed. */
function startAnew() {
  forgetOwn(state, infos);
  state = { game: infos.keys().next().value, fleets: {}, convention: null, own: null };
  listGames();
}

/** Says that the saved state was set aside and why, with a copy of it to download. */
function setAsideNotice(why, text, kept) {
  const where = kept ? `They are kept in this browser under "${store.ASIDE}" until Start over; download them to keep a copy.` : 'This browser would not keep them; download them now to keep a copy.';
  $('restore-why').textContent = `Your saved fleets and choices could not be used (${why}), so the page starts new. ${where}`;
  $('restore-download').onclick = () => download('broadside-saved.json', text);
  $('restore-problem').hidden = false;
}

async function showState() {
  await restoreOwn(engine, state, infos);
  listGames();
  if (state.convention) {
    showGame();
    await recompose();
  } else await useGame(state.game);
}

async function start() {
  $('status').textContent = 'loading…';
  await engine.ready();
  infos = new Map(engine.games().map((g) => [g.id, g]));
  listGames();
  wire();
  const saved = store.restore(infos);
  if (saved.why) setAsideNotice(saved.why, saved.text, saved.kept);
  if (saved.state) state = saved.state;
  else startAnew();
  try {
    await showState();
  } catch (err) {
    // a state that passed every check and still fails the page is set aside too: never stuck at loading…
    if (!saved.state) throw err;
    console.error(err);
    clearTimeout(saveTimer);
    setAsideNotice(`the page failed on them: ${err?.message ?? err}`, saved.text, store.setAside(saved.text));
    startAnew();
    await showState();
  }
  offline();
}

start();
