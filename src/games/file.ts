// A game of one's own: one data file naming the game, its sides, its ship's fields and the aids it
// prints, each an instance of a kind with that kind's settings. Read into the same `Game` the five
// shipped games are, so everything that takes a game takes it.
import { DataError, gather, quote, throwAll } from '../errors.js';
import { loadFile, type PNode } from '../data/node.js';
import { notA } from '../data/shape.js';
import { colour, listed, validate, type Field } from '../data/schema.js';
import { didYouMean } from '../data/suggest.js';
import { namePrints } from '../svg/names.js';
import { kindByName, kindNames, type Kind, type KindContext } from '../printables/kinds.js';
import { needsProblems } from '../printables/needs.js';
import type { Printable } from '../printables/types.js';
import { DEFAULTS_FIELD } from './defaults.js';
import { fieldsSchema, type FieldDecl, type GameSide } from './fields.js';
import { keyProblem } from './decl.js';
import { FLEET, GAME_ID, TITLE, readShip } from './head.js';
import { readsOf, type Named } from './reads.js';
import { FLEET_LIST_MAX, type Game } from './types.js';

/** Most aids one game file may declare. */
export const MAX_PRINTABLES = 50;

const TOP = ['game', 'title', 'sides', 'fleet', 'ship', 'printables', 'defaults'];

const HEAD: Field = {
  type: 'object',
  fields: {
    game: GAME_ID,
    title: TITLE,
    sides: {
      type: 'list', minItems: 1, maxItems: 12,
      of: { type: 'object', fields: { name: { type: 'string', maxLength: 30, required: true }, fill: { ...colour('the side\'s band'), required: true }, ink: { ...colour('its words on that band'), required: true } } },
      check: (sides: GameSide[]) => {
        const i = sides.findIndex((s, k) => sides.slice(0, k).some((t) => t.name.toLowerCase() === s.name.toLowerCase()));
        return i < 0 ? null : { at: [i, 'name'], problem: `${JSON.stringify(sides[i].name)} names an earlier side again; each side needs its own name` };
      },
    },
    fleet: FLEET,
    defaults: DEFAULTS_FIELD,
    ship: { type: 'any', required: true },
    printables: { type: 'any', required: true },
  },
};

interface Head { game: string; title: string; sides?: GameSide[]; fleet: { most: number; 'most-a-side'?: number }; defaults: string[] }

/** Reads and checks a game file; every problem found is reported together, each at its line. */
export function loadGameFile(path: string, shippedIds: readonly string[]): Game {
  const root = loadFile(path).root;
  notA(root, 'game file', ['game', 'ship', 'printables'], TOP, 'game:, title:, ship: and printables:');
  const errors: DataError[] = [];
  const head = validate(root, HEAD, '', errors) as Head | undefined;
  const map = root as PNode & { kind: 'map' };
  const idNode = map.entries.get('game')?.node;
  if (head && shippedIds.includes(head.game)) errors.push(new DataError(idNode!.pos, 'game', `${JSON.stringify(head.game)} is the id of a game broadside ships; give your game an id of its own`));
  const fields = readShip(map, head?.sides, errors);
  const printNode = map.entries.get('printables')?.node;
  const instances = printNode ? readPrintables(printNode, errors, { file: path, fields, sides: head?.sides }) : [];
  const data: Record<string, unknown> = { defaults: head?.defaults ?? [] };
  for (const i of instances) {
    const before = errors.length;
    // a kind reading a file of its own (a template) refuses a fault in it at that file's line
    data[i.name] = i.printable.data ? gather(errors, () => validate(i.node, i.printable.data!, `printables.${i.name}`, errors)) : {};
    const wrong = errors.length === before && fields ? i.kind.fieldsProblem?.(data[i.name], fields, { title: head?.title }) : undefined;
    if (wrong) errors.push(placedAt(i.node, `printables.${i.name}`, wrong.at, wrong.problem));
    // ship fields the kind reads that the game's do not suit: said at the instance's kind
    if (errors.length === before && fields && i.kind.fields) {
      for (const problem of needsProblems(i.kind.name, i.kind.fields, data[i.name], fields, head?.sides)) errors.push(new DataError(i.kindPos, `printables.${i.name}`, problem));
    }
  }
  throwAll(errors);
  return gameOf(path, head!, fields!, instances, map, data);
}

interface Instance { name: string; kind: Kind; printable: Printable; node: PNode; keyPos: PNode['pos']; kindPos: PNode['pos'] }

/** A problem at `at` inside `node` (as far as the file has it), its path named as validation names it. */
function placedAt(node: PNode, path: string, at: (string | number)[], problem: string): DataError {
  let here = node;
  let where = path;
  for (const key of at) {
    const next = here.kind === 'map' ? here.entries.get(String(key))?.node : here.kind === 'seq' ? here.items[Number(key)] : undefined;
    if (!next) break;
    here = next;
    where = typeof key === 'number' ? `${where}[${key}]` : `${where}.${key}`;
  }
  return new DataError(here.pos, where, problem);
}

function readPrintables(node: PNode, errors: DataError[], game: Omit<KindContext, 'settings'>): Instance[] {
  if (node.kind !== 'map' || node.entries.size === 0) {
    errors.push(new DataError(node.pos, 'printables', 'expected a mapping of aids, each name: { kind: …, its settings }'));
    return [];
  }
  if (node.entries.size > MAX_PRINTABLES) {
    errors.push(new DataError(node.pos, 'printables', `${node.entries.size} aids; a game file declares at most ${MAX_PRINTABLES}`));
    return [];
  }
  const found: (Named & { node: PNode; keyPos: PNode['pos'] })[] = [];
  for (const [name, { keyPos, node: value }] of node.entries) {
    const path = `printables.${name.slice(0, 40)}`;
    const bad = keyProblem(name, 'the aid');
    if (bad) { errors.push(new DataError(keyPos, 'printables', bad)); continue; }
    const kindNode = value.kind === 'map' ? value.entries.get('kind')?.node : undefined;
    if (!kindNode) { errors.push(new DataError(value.pos, `${path}.kind`, `missing; expected one of ${kindNames().join(', ')}`)); continue; }
    if (kindNode.kind !== 'scalar') { errors.push(new DataError(kindNode.pos, `${path}.kind`, `expected the name of a kind, one of ${kindNames().join(', ')}; got ${kindNode.kind === 'map' ? 'a mapping' : 'a list'}`)); continue; }
    const typed = String(kindNode.value);
    const kind = kindByName(listed(typed, kindNames()) ?? typed);
    if (!kind) { errors.push(new DataError(kindNode.pos, `${path}.kind`, `unknown kind ${quote(typed)}; expected one of ${kindNames().join(', ')}${didYouMean(typed, kindNames())}`)); continue; }
    // the settings are the mapping without its kind, and without the aids it reads when its kind reads others
    const own = (k: string) => k !== 'kind' && !(kind.reads && k === 'reads');
    const entries = (value as PNode & { kind: 'map' }).entries;
    const settings: PNode = { ...value, entries: new Map([...entries].filter(([k]) => own(k))) } as PNode;
    found.push({ name, kind, kindPos: kindNode.pos, reads: kind.reads ? entries.get('reads')?.node : undefined, node: settings, keyPos });
  }
  // the aids one reads are known once all are
  return found.map((f) => {
    const reads = f.kind.reads ? readsOf(f, found, errors) : undefined;
    return { ...f, printable: f.kind.make(f.name, { ...game, settings: f.node, ...(reads && { reads }) }) };
  });
}

function gameOf(path: string, head: Head, fields: Record<string, FieldDecl>, instances: Instance[], root: PNode & { kind: 'map' }, data: Record<string, unknown>): Game {
  const sides = head.sides;
  const printables = instances.map((i) => i.printable);
  // a drawing refusal is placed at the instance's settings, as a --data copy's at its section
  const dataRoot: PNode = { kind: 'map', pos: root.pos, entries: new Map(instances.map((i) => [i.name, { keyPos: i.keyPos, node: i.node }])) };
  const game: Game = {
    id: head.game,
    title: head.title,
    file: path,
    fields,
    sides,
    ship: {
      type: 'object',
      fields: fieldsSchema(fields, sides),
      // the name by the one name rule, then what each aid needs of a ship (a card it fits)
      check: (ship: Record<string, unknown> & { name: string }) => namePrints(() => game)(ship) ?? shipProblem(instances, data, fields, ship),
    },
    maxShips: head.fleet?.most ?? FLEET_LIST_MAX,
    fleet: sideLimit(fields, head.fleet?.['most-a-side']),
    data,
    dataRoot,
    printables,
    ...(sides && { sidePalette: () => ({ byName: Object.fromEntries(sides.map((s) => [s.name, { fill: s.fill, ink: s.ink }])) }) }),
  };
  return game;
}

function shipProblem(instances: Instance[], data: Record<string, unknown>, fields: Record<string, FieldDecl>, ship: Record<string, unknown>): string | null {
  for (const i of instances) {
    const problem = i.kind.shipProblem?.(data[i.name], fields, ship);
    if (problem) return `${i.name}: ${problem}`;
  }
  return null;
}

/** At most `most` ships a side, counted by the first side field. */
function sideLimit(fields: Record<string, FieldDecl>, most: number | undefined) {
  const key = Object.keys(fields).find((k) => fields[k].type === 'side');
  if (most === undefined || key === undefined) return undefined;
  return (ships: Record<string, unknown>[]) => {
    const count = new Map<string, number>();
    for (const [i, s] of ships.entries()) {
      const n = (count.get(String(s[key])) ?? 0) + 1;
      count.set(String(s[key]), n);
      if (n > most) return { at: [i, key], problem: `ship ${n} of side ${JSON.stringify(s[key])}; the game allows at most ${most} a side` };
    }
    return null;
  };
}
