// What the generators start from: the five games' printables, example ship and kit files, data files
// and templates, read once; and the YAML writer they share.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';

const ROOT = join(import.meta.dirname, '..', '..');
export const GAMES = ['milk-and-cookies', 'ironclads', 'crane', 'naval-war', 'beat-to-quarters'];

/** Each game's printables, as `broadside list` gives them. */
export const PRINTABLES = {
  'milk-and-cookies': ['boat-record', 'range-stick', 'dice-labels', 'turning-gauge', 'wind-card', 'shooting-card'],
  ironclads: ['ironclad-record', 'range-stick', 'deflection-gauge', 'turning-gauge', 'command-card', 'chart-card', 'reload-marker'],
  crane: ['board', 'damage-chart', 'wind-card', 'firing-card', 'markers'],
  'naval-war': ['ship-deck', 'play-deck', 'score-sheet', 'calibrate-duplex', 'turn-card'],
  'beat-to-quarters': ['ship-data-card', 'board', 'campaign-sheet', 'reference-card', 'chips', 'damage-table', 'gunnery-card', 'engagement-card', 'ship-table', 'fleet-purchase'],
};
/** Each game's printables that take `layout: laminate`, as the kit schema has them. */
const kitSchema = JSON.parse(readFileSync(join(ROOT, 'schemas/kit.json'), 'utf8'));
export const LAMINATES = Object.fromEntries(GAMES.map((g) => [g, PRINTABLES[g].filter((p) =>
  JSON.stringify(kitSchema.definitions[`${g}-print`]?.properties?.[p]?.properties?.layout ?? {}).includes('laminate'))]));
/** Printables `make` prints per ship: they need --ships (or --blank). */
export const NEEDS_SHIPS = new Set(['boat-record', 'ironclad-record', 'command-card', 'damage-chart', 'ship-data-card', 'fleet-purchase']);
/** A per-ship printable of each game, for `make --ships`. */
export const PER_SHIP = { 'milk-and-cookies': 'boat-record', ironclads: 'ironclad-record', crane: 'damage-chart', 'naval-war': 'score-sheet', 'beat-to-quarters': 'ship-data-card' };

export const examples = Object.fromEntries(GAMES.map((g) => [g, {
  ships: YAML.parse(readFileSync(join(ROOT, 'examples/ships', `${g}.yaml`), 'utf8')),
  csv: readFileSync(join(ROOT, 'examples/ships', `${g}.csv`), 'utf8'),
  kit: YAML.parse(readFileSync(join(ROOT, 'examples/kits', `${g}.yaml`), 'utf8')),
  dataText: readFileSync(join(ROOT, 'data', `${g}.yaml`), 'utf8'),
}]));

/** The shipped templates, `<printable>/<file>.svg.hbs` → text. */
export const templates = Object.fromEntries(readdirSync(join(ROOT, 'templates')).flatMap((p) =>
  readdirSync(join(ROOT, 'templates', p)).map((f) => [`${p}/${f}`, readFileSync(join(ROOT, 'templates', p, f), 'utf8')])));

/** The game's data file, parsed afresh (the caller may change it). */
export const gameData = (game) => YAML.parse(examples[game].dataText);

/**
 * Sets the case up to print `printable` of its game with `make` into out/made.pdf: a small ship file
 * when the printable is per ship, else --game. Answers the argv.
 */
export function makeArgv(r, c, printable) {
  c.output = '{dir}/out/made.pdf';
  const argv = ['make', printable];
  if (NEEDS_SHIPS.has(printable)) {
    const doc = structuredClone(examples[c.game].ships);
    doc.ships = doc.ships.slice(0, r.int(1, c.light ? 1 : 3));
    c.files['ships.yaml'] = Buffer.from(yamlText(doc));
    argv.push('--ships', '{dir}/ships.yaml');
  } else argv.push('--game', c.game);
  return [...argv, '--out', c.output];
}

/** YAML as the yaml package writes it; data too deep for it goes as JSON, which YAML reads too. */
export function yamlText(doc) {
  const json = JSON.stringify(doc);
  // the yaml package writes big or deep data slowly (seconds) or not at all
  if (json === undefined || json.length > 100_000 || depth(doc) > 50) return (json ?? 'null') + '\n';
  try {
    return YAML.stringify(doc, { aliasDuplicateObjects: false });
  } catch {
    return JSON.stringify(doc) + '\n';
  }
}

export const depth = (v) => (v && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v).slice(0, 50).map(depth)) : 0);
