// Game files of one's own for the fuzz cases: the examples in examples/own, a sail game as `game new`
// writes for examples/own/sail.csv, and games generated in the case (fields of every type, sides,
// cards, a template of the game's own and the shipped kinds with their settings from the shipped
// data files). Each is a plain document; owngame-mutate.mjs changes it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import { GAMES, gameData } from './games.mjs';

const OWN = join(import.meta.dirname, '..', '..', 'examples', 'own');
const read = (f) => readFileSync(join(OWN, f), 'utf8');

/** The example games, each with its text and its ship file (a document, or a CSV's text). */
export const EXAMPLES = {
  'tin-cans': { text: read('tin-cans.yaml'), game: YAML.parse(read('tin-cans.yaml')), ships: YAML.parse(read('destroyers.yaml')) },
  'pocket-fleet': { text: read('pocket-fleet.yaml'), game: YAML.parse(read('pocket-fleet.yaml')), ships: YAML.parse(read('pocket-ships.yaml')) },
  sail: { game: sailGame(), csv: read('sail.csv') },
};

/** The game `game new` writes for sail.csv, its ranges as it guesses them. */
function sailGame() {
  const whole = (min, max) => ({ type: 'whole', min, max });
  return {
    game: 'sail', title: 'Sail',
    sides: [{ name: 'British', fill: '#1f3f8f', ink: '#ffffff' }, { name: 'French', fill: '#e3b23c', ink: '#000000' }, { name: 'Spanish', fill: '#b22222', ink: '#ffffff' }],
    ship: {
      name: { type: 'name' }, nation: { type: 'side' }, rate: whole(0, 8), 'guns-per-broadside': { ...whole(0, 100), label: 'Guns per broadside' },
      hull: { type: 'track', most: 40 }, rigging: { type: 'track', most: 20 }, crew: whole(0, 1500),
      speed: { type: 'group', fields: { running: whole(0, 8), reaching: whole(0, 10), beam: whole(0, 8), 'close-hauled': { type: 'number', min: 0, max: 4 } } },
      notes: { type: 'text', most: 60, optional: true },
    },
    printables: { 'ship-card': { kind: 'card', size: '5x3in' } },
  };
}

/** The kinds whose settings are a shipped data file's section, and the section each reads. */
export const SECTION_KINDS = { 'range-stick': 'range-stick', 'turning-gauge': 'turning-gauge', 'dice-labels': 'dice-labels', markers: 'markers', board: 'board', 'table-card': 'chart-card', 'deflection-gauge': 'deflection-gauge', 'reload-marker': 'reload-marker', 'score-sheet': 'score-sheet', 'calibrate-duplex': 'calibrate-duplex' };

/** A kind's settings as a shipped game's data file has them (a fresh copy). */
export function sectionOf(r, kind) {
  const section = SECTION_KINDS[kind];
  const games = GAMES.filter((g) => gameData(g)[section] !== undefined);
  return structuredClone(gameData(r.pick(games))[section]);
}

const WORDS = ['hull', 'speed', 'guns', 'crew', 'armour', 'rate', 'class', 'notes', 'torpedoes', 'radar', 'veteran', 'range', 'weapons', 'systems', 'morale', 'rigging', 'turrets', 'belt', 'deck', 'engines'];
const VALUES = ['light', 'heavy', 'elite', 'green', 'line', 'frigate', 'sloop', 'brig', 'Ship of the line'];
const SIDES = [['Red', '#c0392b', '#ffffff'], ['Blue', '#2463a6', '#ffffff'], ['Yellow', '#e3b23c', '#000000'], ['Green', '#2e7d32', '#ffffff'], ['Grey', '#9e9e9e', '#000000']];
export const CARD_SIZES = ['poker', 'bridge', 'tarot', '3x5in', '5x3in', '5.5x3.5in', '7.5x5in', 'a6', 'a7', '63x88mm', '4x6in', '6x4in'];

/** Declarations of scalar types only, for the members of groups and lists a table shows. */
const SCALARS = ['text', 'whole', 'number', 'one-of', 'yes-no'];

/** A field declaration of `type` (or a random one) at `depth` groups and lists down. */
export function declOf(r, ctx, depth = 0, type) {
  const types = depth >= 2 ? SCALARS : ['text', 'whole', 'number', 'one-of', 'yes-no', 'track', 'tracks', 'list', 'group', ...(ctx.sides ? ['side'] : [])];
  const t = type ?? r.weighted(types.map((x) => [['track', 'whole'].includes(x) ? 3 : 1, x]));
  let d;
  if (t === 'text') d = { type: t, ...(r.chance(0.6) ? { most: r.pick([10, 30, 80, 200, 2000]) } : {}) };
  if (t === 'whole') { const min = r.pick([0, 0, 1, -5, 10]); d = { type: t, min, max: min + r.pick([0, 1, 6, 12, 100, 1e6]) }; }
  if (t === 'number') { const min = r.pick([0, -1.5, 0.5]); d = { type: t, min, max: min + r.pick([0.5, 3, 10, 1000]) }; }
  if (t === 'one-of') d = { type: t, values: Array.from(new Set(Array.from({ length: r.int(1, 5) }, () => r.pick(VALUES)))) };
  if (t === 'side' || t === 'yes-no') d = { type: t };
  if (t === 'track') d = { type: t, most: r.pick([1, 6, 12, 20, 40, 200]), ...(r.chance(0.3) ? { sections: r.pick([1, 3, 12, 50]) } : {}) };
  if (t === 'tracks') d = { type: t, most: r.pick([1, 3, 8, 20]), boxes: r.pick([1, 6, 12, 200]) };
  if (t === 'list') d = { type: t, most: r.pick([1, 4, 10, 100]), of: r.chance(0.7) ? declOf(r, ctx, depth + 1, 'group') : declOf(r, ctx, depth + 1, r.pick(SCALARS)) };
  if (t === 'group') d = { type: t, fields: fieldsOf(r, ctx, depth + 1, r.int(1, 4)) };
  if (r.chance(0.15)) d.label = r.pick(['Knots', 'Guns a side', 'Hull boxes', 'Belt armour', 'Rate']);
  if (t !== 'group' && t !== 'list' && r.chance(0.15)) d.optional = true;
  if (r.chance(0.05)) d.doc = 'as the rules have it';
  if (t === 'yes-no' && r.chance(0.3)) d.default = r.chance(0.5);
  if (t === 'whole' && r.chance(0.1)) d.default = d.min;
  return d;
}

/** `n` fields of fresh names (`scalars` only: no tracks or lists, for a spreadsheet's groups). */
export function fieldsOf(r, ctx, depth, n) {
  const out = {};
  for (let i = 0; i < n; i++) {
    let name = r.pick(WORDS);
    if (out[name]) name = `${name}-${i + 2}`;
    out[name] = declOf(r, ctx, depth);
  }
  return out;
}

/**
 * A game of one's own made up in the case: `sheet` keeps its top-level fields to what a spreadsheet
 * column holds (no tracks of names, no lists). Answers { doc, templates } (template files by path).
 */
export function generateGame(r, { sheet = false, light = false } = {}) {
  const nSides = r.weighted([[2, 0], [5, 2], [1, 1], [1, 5]]);
  const sides = nSides ? SIDES.slice(0, nSides).map(([name, fill, ink]) => ({ name, fill, ink })) : undefined;
  const ctx = { sides };
  const ship = { name: { type: 'name' } };
  if (sides && r.chance(0.8)) ship[r.pick(['side', 'nation', 'navy'])] = { type: 'side' };
  const n = light ? r.int(1, 4) : r.weighted([[4, r.int(1, 5)], [2, r.int(6, 12)], [1, r.int(13, 30)]]);
  for (const [k, d] of Object.entries(fieldsOf(r, ctx, 0, n))) {
    if (sheet && ['tracks', 'list'].includes(d.type) && r.chance(0.9)) continue;
    if (sheet && d.type === 'group') d.fields = Object.fromEntries(Object.entries(d.fields).filter(([, m]) => SCALARS.includes(m.type)));
    if (d.type === 'group' && !Object.keys(d.fields).length) continue;
    ship[k] = d;
  }
  const doc = { game: `fz-${r.int(1, 9999)}`, title: r.pick(['Gale Force', 'Iron Coast', 'Tin Cans Again', 'Fuzz']) };
  if (sides) doc.sides = sides;
  if (r.chance(0.3)) doc.fleet = { most: r.pick([6, 40, 500]), ...(sides && r.chance(0.5) ? { 'most-a-side': r.pick([1, 3, 20]) } : {}) };
  doc.ship = ship;
  doc.printables = {};
  const templates = {};
  const count = Object.keys(ship).length;
  for (const kind of pickKinds(r)) {
    const instance = kind === 'card' ? r.pick(['ship-card', 'card', 'record']) : kind === 'template' ? r.pick(['own-card', 'counter']) : `${kind}-aid`;
    if (kind === 'card') doc.printables[instance] = cardSettings(r, ship, count);
    else if (kind === 'template') doc.printables[instance] = templateSettings(r, ship, sides, templates);
    else doc.printables[instance] = { kind, ...sectionOf(r, kind) };
  }
  return { doc, templates };
}

function pickKinds(r) {
  const kinds = new Set([r.weighted([[6, 'card'], [2, 'template'], [2, r.pick(Object.keys(SECTION_KINDS))]])]);
  for (let n = r.weighted([[6, 0], [3, 1], [1, 2]]); n > 0; n--) kinds.add(r.pick(['card', 'template', ...Object.keys(SECTION_KINDS)]));
  return [...kinds];
}

/** A card's settings: a size that holds that many fields, perhaps its parts, title and back. */
function cardSettings(r, ship, count) {
  const s = { kind: 'card', size: count <= 4 ? r.pick(['poker', 'bridge', 'a7', '3x5in', 'tarot']) : count <= 10 ? r.pick(['5.5x3.5in', 'tarot', 'a6']) : '7.5x5in' };
  if (r.chance(0.2)) s.title = r.pick(['Ship card', 'A fleet of one\'s own']);
  if (r.chance(0.2)) s.back = r.pick(['none', 'plain']);
  if (r.chance(0.5)) s.parts = partsOf(r, ship);
  return s;
}

/** Parts naming the ship's fields by what each part shows. */
export function partsOf(r, ship) {
  const by = (ok) => Object.keys(ship).filter((k) => ok(ship[k]));
  const scalar = (d) => SCALARS.includes(d.type) || d.type === 'side' || (d.type === 'group' && Object.values(d.fields).every((m) => SCALARS.includes(m.type)));
  const parts = ['name'];
  const band = by((d) => d.type === 'side' || d.type === 'one-of');
  if (band.length && r.chance(0.7)) parts.push({ band: r.pick(band) });
  const grid = by(scalar);
  if (grid.length) parts.push({ grid, ...(r.chance(0.3) ? { columns: r.int(1, 4) } : {}) });
  const tracks = by((d) => d.type === 'track' || d.type === 'tracks');
  if (tracks.length) parts.push({ tracks });
  for (const k of by((d) => d.type === 'list' && scalar(d.of))) parts.push({ table: k });
  const checks = by((d) => d.type === 'yes-no');
  if (checks.length && r.chance(0.5)) parts.push({ checks });
  const texts = by((d) => d.type === 'text');
  if (texts.length && r.chance(0.5)) parts.push({ text: r.pick(texts) });
  if (r.chance(0.3)) parts.push({ lines: r.int(1, 4) });
  return parts;
}

/** A template kind's settings and its template, drawing the ship's fields (written into `templates`). */
function templateSettings(r, ship, sides, templates) {
  const card = r.chance(0.4);
  const perShip = r.chance(0.85);
  const path = `tpl/${r.pick(['front', 'own'])}.svg.hbs`;
  templates[path] = templateText(r, ship, sides, perShip);
  const s = { kind: 'template', template: path, size: card ? r.pick(['poker', 'bridge', '2.5x3.5in']) : r.pick(['2.5x3.5in', '1x1in', '4x6in', 'poker']) };
  if (!perShip) s['per-ship'] = false;
  if (card) s.card = true;
  if (card && r.chance(0.4)) { s.back = 'tpl/back.svg.hbs'; templates[s.back] = '<rect x="0" y="0" width="{{n width}}" height="{{n height}}" fill="#222222"/>\n<text x="10" y="20" font-family="{{font}}" font-size="9" fill="#ffffff">{{game.title}}</text>\n'; }
  return s;
}

/** A template that draws a ship's name, side, values and tracks, as a game file's own aid would. */
export function templateText(r, ship, sides, perShip) {
  const lines = ['<rect x="0" y="0" width="{{n width}}" height="{{n height}}" fill="#ffffff" stroke="#000000" stroke-width="1"/>'];
  if (!perShip) return `${lines[0]}\n<text x="10" y="20" font-family="{{font}}" font-size="10">{{game.title}}</text>\n`;
  const side = Object.keys(ship).find((k) => ship[k].type === 'side');
  if (side && sides) lines.push('{{band 0 0 width 20}}');
  lines.push(`{{fitName 8 40 ${r.pick([60, 120, 160])} 14}}`);
  let y = 56;
  for (const [k, d] of Object.entries(ship)) {
    if (y > 220) break;
    if (SCALARS.includes(d.type)) lines.push(`<text x="8" y="${y}" font-family="{{font}}" font-size="8">{{labels.${k}}}: {{ship.${k}}}</text>`);
    // a track a ship may leave out is drawn only when it is there
    else if (d.type === 'track') lines.push(d.optional ? `{{#if ship.${k}}}{{track ship.${k} 8 ${y} 6}}{{/if}}` : `{{track ship.${k} 8 ${y} 6}}`);
    else continue;
    y += 12;
  }
  return lines.join('\n') + '\n';
}
