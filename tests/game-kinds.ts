// Game files written in a test for the kinds they name, and those kinds' settings, copied from the
// shipped data's sections of those names (`broadside data <game>` prints them), indented to sit
// under an instance in `printables:`. The boat record's sides are renamed, so its cards show they
// come from the game file.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../src/build.js';
import { makeJob } from '../src/jobs.js';
import { loadGameFile } from '../src/games/file.js';
import { gameIds } from '../src/games/registry.js';
import { refusal, scratch } from './helpers.js';

export function folder(files: Record<string, string>): string {
  const dir = scratch();
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** A game file of `ship` fields (indented two spaces) printing `printables` (indented two spaces). */
export const gameFile = (ship: string, printables: string, head = '') =>
  `game: own-game\ntitle: Little Ships\n${head}ship:\n  name: { type: name }\n${ship}printables:\n${printables}`;

/** The PDF and items `printable` makes from the game file (and ship file) in `files`, or in `dir`;
 * a card's back pages, which hold the same items, left out. */
export async function printed(files: Record<string, string>, printable: string, options: Record<string, unknown> = {}, dir = folder(files)) {
  const ships = files['ships.yaml'] ? { ships: join(dir, 'ships.yaml') } : {};
  const built = await build(makeJob(printable, { game: join(dir, 'game.yaml'), ...ships, options }));
  return { pdf: built.pdf, items: built.sheets.filter((s) => !s.back).flatMap((s) => s.placements.map((p) => p.item)) };
}

export const refused = (text: string) => {
  const dir = folder({ 'game.yaml': text });
  return refusal(() => loadGameFile(join(dir, 'game.yaml'), gameIds()));
};

export const indent = (lines: string[]): string => lines.map((l) => `    ${l}\n`).join('');

export const BOAT_RECORD = indent([
  'width: 3.5in', 'height: 5.5in', 'box: 0.36in', 'corner: 0.125in', 'guns-per-row: 6',
  'guns-caption: "A marked gun cannot shoot any more."', 'no-guns: "This boat has no guns."',
  'titles: { guns: GUNS, hull: HULL, sails: SAILS, name: NAME }',
  'sides:',
  '  A: { name: "Pirates", colour: "#2b2b2b", ink: "#ffffff", pattern: plain }',
  '  B: { name: "Navy", colour: "#f2a93b", ink: "#000000", pattern: hatch }',
  'hull:', '  rows: 3', '  per-row: 5', '  captions:',
  '    - { after: 2, text: "Two rows marked: move half as far." }', '    - { after: 3, text: "All marked: your boat sinks!" }',
  'sails:', '  rows: 2', '  per-row: 5', '  captions:',
  '    - { after: 1, text: "A row marked: take off a sail, half as far." }', '    - { after: 2, text: "All marked: your boat cannot move." }',
]);

export const DAMAGE_CHART = indent([
  'width: 7.5in', 'height: 10in', 'title: DAMAGE CHART',
  'turns:', '  boxes: 24', '  box: 0.3in',
  '  caption: "TURNS: roll 4d6 and circle that number. Check a box each time both sides have finished moving; the game ends when the circled turn is checked."',
  'slots: 5', 'rows: 6', 'box: 0.4in', 'columns: [H, R, G/C]',
  'sizes:', '  large: { label: large, rows: 6, points: 18 }', '  medium: { label: medium, rows: 4, points: 12 }', '  small: { label: small, rows: 2, points: 6 }',
  'sides:', '  red: { title: RED, colour: "#b3261e" }', '  blue: { title: BLUE, colour: "#1f3b6e" }',
  'labels: { points: pts, score: SCORE, total: TOTAL }',
  'score-caption: "1 point for each box checked on an enemy ship; an enemy ship sunk or captured scores all its points."',
  'key: "H hull · R rigging · G/C guns & crew. Check a box for each hit; struck rows are boxes the ship does not have."',
  'reminders:',
  '  - title: "RIGGING (R):"',
  '    text: "−1 square of movement for every 2 boxes checked. All checked: dead in the water, but it may still fight if boarded."',
  '  - title: "GUNS & CREW (G/C):"',
  '    text: "−1 die for every 2 boxes checked. All checked: dead in the water, and it surrenders if boarded."',
]);

export const COMMAND_CARD = indent([
  'width: 3in', 'height: 5in', 'heading: WHEN THIS CARD IS DRAWN',
  'steps:', '  - "1. Move (set the speed first)"', '  - "2. Fire or reload"', '  - "3. Special actions"',
  'note:', '  - "The game master shuffles one card per boat and"', '  - "draws them one by one; reshuffle once all have gone."',
]);

export const CHIPS = indent([
  'diameter: 1in',
  'a:', '  letter: A', '  name: SIDE A', '  fill: "#1f3b6e"', '  ink: "#ffffff"',
  'b:', '  letter: B', '  name: SIDE B', '  fill: "#f2cf5b"', '  ink: "#1a1a1a"',
  'weather:', '  words: WX', '  caption: weather', '  fill: "#ffffff"', '  ink: "#222222"',
]);

/** Naval War's ship deck, its back and wording whole and three of its cards. */
export const SHIP_DECK = indent([
  'back:', '  title: NAVAL WAR', '  subtitle: SHIP DECK', '  colour: "#1b2f4a"', '  accent: "#d8b85a"', '  motif: [TASK FORCE, HARBOR, DEEP SIX]',
  'kinds:',
  '  battleship: { label: BATTLESHIP, colour: "#1f3a5f" }', '  battlecruiser: { label: BATTLECRUISER, colour: "#4b3a78" }',
  '  heavy-cruiser: { label: HEAVY CRUISER, colour: "#2e6b4f" }', '  light-cruiser: { label: LIGHT CRUISER, colour: "#23788a" }',
  '  destroyer: { label: DESTROYER, colour: "#98561a" }', '  carrier: { label: AIRCRAFT CARRIER, colour: "#7a1f2b" }',
  'labels:', '  gun: GUN', '  hits: HITS', '  air: AIR', '  points: Hits to sink it = points when sunk',
  'rear:', '  mark: REAR', '  text: Can\'t be fired on until the rest of the task force is sunk.',
  'cards:',
  '  - { kind: battleship, name: Yamato, navy: Imperial Japanese Navy, gun: 18, hits: 10 }',
  '  - { kind: destroyer, name: Johnston, navy: US Navy, gun: 5, hits: 2 }',
  '  - { kind: carrier, name: Enterprise, navy: US Navy, hits: 5 }',
]);

/** Naval War's play deck, its back and wording whole and four of its card entries. */
export const PLAY_DECK = indent([
  'back:', '  title: NAVAL WAR', '  subtitle: PLAY DECK', '  colour: "#4a1c1c"', '  accent: "#e0bd68"', '  motif: [SALVO, AIR STRIKE, MINEFIELD]',
  'kinds:',
  '  salvo: { label: SALVO, colour: "#1f3a5f", text: "Fire from one of your ships with {gun} guns: {hits} on an enemy ship." }',
  '  air-strike: { label: AIR STRIKE, colour: "#2d6a8e", text: "Instead of drawing, any of your carriers may strike. Name every target first, then roll a die for each: a 1 sinks it." }',
  '  minesweeper: { label: MINESWEEPER, colour: "#4f6b2e", text: "Clear the minefield laid in front of your task force." }',
  '  minefield: { label: MINEFIELD, colour: "#7a1f2b", text: "Lay it in front of an enemy task force (one per task force): the first of its ships to fire takes 1 hit." }',
  '  submarine: { label: SUBMARINE, colour: "#2b3a42", text: "Name an enemy ship and roll a die: a 1 sinks it." }',
  '  torpedo-boat: { label: TORPEDO BOAT, colour: "#8a4b0f", text: "Name an enemy ship and roll a die: a 1 sinks it." }',
  '  destroyer-attack: { label: DESTROYER ATTACK, colour: "#5b2a6e", text: "If you have a destroyer afloat, name an enemy ship and roll a die: a 1 sinks it." }',
  '  additional-damage: { label: ADDITIONAL DAMAGE, colour: "#a3271b", text: "Put 1 more hit on an enemy ship that already has hits. Before normal play begins, just discard it." }',
  'labels:', '  hit: hit', '  hits: hits',
  'special:', '  mark: PLAY WHEN DRAWN', '  note: Counts as your turn. Discard it if it can\'t be played.',
  'normal:', '  note: Keep it in your hand until you choose to play it.',
  'cards:',
  '  - { kind: salvo, gun: 18, hits: 1, count: 2 }', '  - { kind: salvo, gun: 16, hits: 3, count: 2 }',
  '  - { kind: air-strike, count: 1 }', '  - { kind: submarine, count: 1 }',
]);

/** Crane's wind card (its section is `wind-card` in the crane's data). */
export const CRANE_WIND_CARD = indent([
  'width: 5.5in', 'height: 3.5in', 'title: WIND, ENTRY AND HITS', 'subtitle: Fighting Rules for Sailing Ships',
  'wind:', '  title: "WIND: roll 2d6"', '  head: [2d6, the wind blows from]', '  rows:',
  '    - { roll: "1", mark: N, text: north }', '    - { roll: "2–3", mark: NE, text: north-east }', '    - { roll: "4", mark: E, text: east }',
  '    - { roll: "5–6", mark: SE, text: south-east }', '    - { roll: "7", mark: S, text: south }', '    - { roll: "8–9", mark: SW, text: south-west }',
  '    - { roll: "10", mark: W, text: west }', '    - { roll: "11–12", mark: NW, text: north-west }',
  'entry:', '  title: "RED ENTERS: roll 2d6"', '  head: [2d6, red enters from the]', '  rows:',
  '    - { roll: "1–3", mark: N, text: north edge }', '    - { roll: "4–6", mark: E, text: east edge }',
  '    - { roll: "7–9", mark: S, text: south edge }', '    - { roll: "10–12", mark: W, text: west edge }',
  '  note: Blue enters from the opposite edge.',
  'hits:', '  title: "HITS: each d6 fired"', '  head: [d6, damages]', '  rows:',
  '    - { roll: "1", text: miss }', '    - { roll: "2–3", mark: H, text: hull }', '    - { roll: "4–5", mark: R, text: rigging }', '    - { roll: "6", mark: G/C, text: guns & crew }',
  'rose-caption:', '  - North and south are the short edges.', '  - Set the arrow at the board\'s centre,', '  - pointing the way the wind blows.',
  'footnote: "Sailing straight into the wind: 2 movement points a square."',
  'arrow:', '  length: 2in', '  width: 1in', '  shaft: 0.45in', '  head: 0.7in', '  word: WIND',
]);

/** Beat to Quarters' damage table, its twelve rows as the rules give them and its defaults. */
export const DAMAGE_TABLE = indent([
  'width: 7.5in', 'height: 10in', 'title: "Beat to Quarters: damage table"',
  'subtitle: "the gunnery result is the column; the firer\'s 1d12 is the row"', 'corner: d12',
  'columns-label: "Column: firer\'s total − target\'s total"',
  'rows:',
  '  - [N, N, N, MAST, MAST, MAST, STEER, STEER, STEER, SINK, SINK]', '  - [N, N, N, N, N, N, N, N, STRIKE, MAST, EXPLD]',
  '  - [N, N, N, N, N, N, N, N, "+1", "+2", MAST]', '  - [N, N, N, N, N, N, N, "+1", "+1", "+2", MAST]',
  '  - [N, N, N, N, N, N, "+1", "+1", "+2", "+2", "+3"]', '  - [N, N, N, N, N, N, "+1", "+2", "+2", "+3", "+3"]',
  '  - [N, N, N, N, N, N, "+1", "+1", "+2", "+3", MAST]', '  - [N, N, N, N, "+1", "+1", "+2", "+2", "+3", "+3", "+3"]',
  '  - [N, N, N, "+1", "+1", "+2", "+2", "+3", "+3", "+3", FIRE]', '  - [N, N, "+1", "+1", "+2", "+2", "+3", "+3", "+3", STEER, STEER]',
  '  - [N, "+1", "+1", "+2", "+2", "+2", "+3", "+3", "+3", MAST, STRIKE]', '  - [MAST, MAST, MAST, MAST, MAST, MAST, FIRE, FIRE, FIRE, FIRE, EXPLD]',
  'grapeshot:', '  label: Grape', '  cells: [N, N, N, N, N, CC, CC, CC, CC, CC, STRIKE]',
  '  note: "Grapeshot (range 1) reads this row at the column in place of the d12."',
  'finding:', '  title: Finding the column', '  steps:',
  '    - { who: Firer, what: "rolls 1d6 + the target\'s rate, ± the gunnery modifiers" }', '    - { who: Target, what: "rolls 1d6 + the firer\'s rate" }',
  '    - { who: Column, what: "the firer\'s total − the target\'s total" }', '    - { who: Row, what: "the firer rolls 1d12; the target applies the result at once" }',
  'moving:', '  title: Moving the column', '  rows:',
  '    - { when: "Under 0", what: "a miss" }', '    - { when: Doubleshot, what: "2 columns to the right" }',
  'results:', '  title: What the results mean', '  list:',
  '    - { code: N, text: "No damage.", fill: "#ffffff" }', '    - { code: "+1", text: "The rate goes up one (a 2nd rate becomes a 3rd).", fill: "#fff1b8" }',
  '    - { code: "+2", text: "The rate goes up two, and the crew drops a level.", fill: "#ffd27f" }',
  '    - { code: "+3", text: "The rate goes up three, and the crew drops a level.", fill: "#f7a54a" }',
  '    - { code: MAST, text: "A mast falls (roll for the rigging): one d4 fewer to move. With none left she only drifts.", fill: "#b7d2ee" }',
  '    - { code: STEER, text: "Steering shot away: no turning until a crew check mends it.", fill: "#bfe2b2" }',
  '    - { code: FIRE, text: "On fire: no firing or turning until put out; each failed turn, 1d6: a 6 explodes.", fill: "#f29b93" }',
  '    - { code: STRIKE, text: "She strikes her colours and heaves to; grappled by the enemy, she surrenders.", fill: "#cdb9e8" }',
  '    - { code: EXPLD, text: "She blows up; ships beside her take her undamaged broadside.", fill: "#7b1e1e", ink: "#ffffff" }',
  '    - { code: SINK, text: "She sinks.", fill: "#1d2f52", ink: "#ffffff" }',
  '    - { code: CC, text: "Crew check (grapeshot): if it fails, she strikes.", fill: "#dcdcdc" }',
  'notes:', '  - "Past 8th rate a ship strikes; past 9th she sinks. Every two rates of damage cost the crew a level."',
  'legend: "† a value the published table lost: a playable default you may edit"',
]);
