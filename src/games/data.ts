// A game's editable data file, validated like any user input (a user may have edited it).
import { type DataError, throwAll } from '../errors.js';
import { basename, platform } from '../platform/index.js';
import { InputError } from '../errors.js';
import { PREPARSED } from './preparsed.js';
import { loadFile, type PNode } from '../data/node.js';
import { notA } from '../data/shape.js';
import { validate, type Field } from '../data/schema.js';
import { HEAD_KEYS, checkCopyHead, checkMade, entriesOf, headOf, readHead, type DataHead, type Made } from './data-head.js';
import { packageFile } from '../paths.js';
import type { Printable } from '../printables/types.js';
import type { Game } from './types.js';
import { DEFAULTS_FIELD, defaultsCheck } from './defaults.js';

/**
 * A game's data schema: the list of values that are defaults, one section per printable that reads
 * data, and the game's own sections.
 */
export function dataSchema(printables: Printable[], own: Record<string, Field> = {}): Field {
  const fields: Record<string, Field> = { defaults: DEFAULTS_FIELD, ...own };
  for (const { name, data } of printables) if (data) fields[name] = { ...data, required: true };
  return { type: 'object', fields, check: defaultsCheck };
}

/** Where the package keeps a game's shipped data file: `data/<game>.yaml` at the package root. */
export function shippedDataPath(game: string): string {
  return packageFile('data', `${game}.yaml`);
}

const cache = new Map<string, Record<string, any>>();
// each game's schema, kept when its data is first read, so a user's copy is checked against the same
const schemas = new Map<string, Field>();

/**
 * A shipped game's data: its header (the game's id, title, ship fields and fleet rules, which must
 * be those `made` fingerprints) and its sections, checked with `schema`, made from the header (or
 * without one, when the header is wrong).
 */
export function loadGameData(game: string, schema: (head?: DataHead) => Field, made: Made): Record<string, any> {
  let data = cache.get(game);
  if (!data) {
    const path = shippedDataPath(game);
    const ahead = PREPARSED.get(game);
    if (ahead && platform().sha256(new TextDecoder().decode(platform().readPackage(path))) === ahead.sha256) data = JSON.parse(ahead.data) as Record<string, any>;
    else data = readData(game, loadFile(path).root, schema, made);
    cache.set(game, data);
  }
  schemas.set(game, schema(headOf(data)));
  return data;
}

/** The shipped file: its header at its lines, then its sections; every problem reported together. */
function readData(game: string, root: PNode, schema: (head?: DataHead) => Field, made: Made): Record<string, any> {
  const errors: DataError[] = [];
  const shown = schema();
  const map = dataRoot(game, root, shown);
  const head = readHead(map, game, errors);
  if (head) checkMade(map, head, made, errors);
  const sections = validate(entriesOf(map, HEAD_KEYS, false), head ? schema(head) : shown, '', errors) as Record<string, any>;
  throwAll(errors);
  return { ...head, ...sections };
}

/**
 * A game's data file as read, refused in one sentence, nothing of it quoted, when it holds none of
 * the game's sections (a secrets file given as --data).
 */
function dataRoot(game: string, root: PNode, schema: Field): PNode & { kind: 'map' } {
  const keys = schema.type === 'object' ? Object.keys(schema.fields) : [];
  const some = keys.slice(0, 3).map((k) => `${k}:`).join(', ');
  // the header's keys alone do not make a file a data file: a foreign file may well have a title:
  notA(root, `${game} data file`, keys, [...HEAD_KEYS, ...keys], `the sections of ${game}'s data file (${some} …; "broadside data ${game}" prints it)`);
  return root as PNode & { kind: 'map' };
}

/**
 * The game with `path`, the user's copy of its data file, in place of the shipped data: validated
 * with the shipped file's schema (problems name the user's file, line and column). A section the
 * copy leaves out (one added since it was made) is the shipped file's, and so is the `defaults:` list
 * when the copy has none. The shipped game and its cached data are left as they were.
 */
export function withDataFile(game: Game, path: string): Game {
  if (game.file) throw new InputError(`--data: ${game.id} is a game of your own: its numbers and wording are its game file's (${basename(game.file)}); edit that file instead`);
  const shipped = game.data; // reading the shipped data records the game's schema
  const schema = schemas.get(game.id);
  if (!schema || schema.type !== 'object') throw new Error(`${game.id} reads no data file`);
  const root = dataRoot(game.id, loadFile(path).root, schema);
  const errors: DataError[] = [];
  checkCopyHead(root, headOf(shipped), errors);
  const sections = entriesOf(root, HEAD_KEYS, false);
  const given = new Set(sections.entries.keys());
  const merge = (own: Record<string, any>) => Object.fromEntries(Object.keys(schema.fields).map((k) => [k, given.has(k) ? own[k] : shipped[k]]));
  const optional = Object.fromEntries(Object.entries(schema.fields).map(([k, f]) => [k, { ...f, required: false }]));
  // the data file's own checks (the defaults list, and any the game adds) see the data as it will be
  // used: the copy's sections and the shipped rest
  const own = validate(sections, { ...schema, fields: optional, check: (own) => (schema.check ?? defaultsCheck)(merge(own)) }, '', errors) as Record<string, any>;
  throwAll(errors);
  // the header is the game's own: a copy's, when it has one, says the same
  const data = { ...headOf(shipped), ...merge(own) };
  return Object.defineProperties({} as Game, {
    ...Object.getOwnPropertyDescriptors(game),
    data: { value: data, enumerable: true },
    dataFile: { value: basename(path), enumerable: true },
    dataRoot: { value: root },
  });
}
