// JSON Schemas (draft-07) of broadside's input files, made from the same definitions the loaders
// validate with, so an editor with the YAML language server completes and checks keys and values
// as they are typed: one per game's ship file, one for kit files, one for convention files.
import { InputError, quote } from '../errors.js';
import { GAMES, gameIds } from '../games/registry.js';
import type { Game } from '../games/types.js';
import { loadGameFile } from '../games/file.js';
import { namesFile } from '../games/resolve.js';
import { INLINE, PACKETS, TABLE_HELP, TABLE_KEYS, TABLE_NAME, hasSides } from '../convention/load.js';
import { COUNT, PRINT_HELP, SHEET, TITLE } from './kit.js';
import { KIT_LAYOUT } from './kit-layout.js';
import { CHECK_NOTE, anyCase, anyCaseOf, fieldSchema, listedSchema, objectSchema, paperSchema, type JsonSchema } from './jsonschema-field.js';
import { canonical, didYouMean } from './suggest.js';

const DRAFT = 'http://json-schema.org/draft-07/schema#';

/** What every schema leaves to `broadside check`, said once at its top. */
const LIMITS = [
  'Rules across values are checked by `broadside check`, not by this schema: sums (a track\'s boxes), cross-references',
  '(a name or an ID used twice, a gun at a turret the boat lacks, a ship named in ships-in-play), how many ships a side may have,',
  'whether a name fits where the printables print it, whether a named file exists and is for the same game,',
  'a length given with a unit (its range is checked only for a bare number, which is inches), and characters the font lacks.',
  'Names from a list (game, side, …) are completed in their usual spelling and accepted in any case, and a whole number',
  'may be written as text ("4"), as broadside accepts them.',
].join(' ');

const text = (help: string): string => help.replace(/^expected /, '');
const ref = (g: Game, what: string): JsonSchema => ({ $ref: `#/definitions/${g.id}-${what}` });

/** The ship list of `g`'s files, or the array form of a kit's `ships`. */
const shipItems = (g: Game): JsonSchema => ({ minItems: 1, maxItems: g.maxShips, items: ref(g, 'ship') });

function shipList(g: Game): JsonSchema {
  const most = `at most ${g.maxShips}${g.maxShipsWhy ? ` (${g.maxShipsWhy})` : ''}`;
  return { description: `the ships, at least 1 and ${most}${g.fleet ? `; ${CHECK_NOTE}` : ''}`, type: 'array', ...shipItems(g) };
}

/** Per game: one ship, and the print list of its kits. */
function gameDefinitions(): JsonSchema {
  return Object.fromEntries(GAMES.flatMap((g) => [[`${g.id}-ship`, fieldSchema(g.ship)], [`${g.id}-print`, printSchema(g)]]));
}

/** How many of one printable, with its options: in a print mapping (`listed` false) or a print list. */
function entrySchema(g: Game, name: string, listed: boolean): JsonSchema {
  const p = g.printables.find((x) => x.name === name)!;
  const fields = { count: { ...COUNT, default: 1, doc: `how many: ${p.count}` }, ...p.options };
  const entry = objectSchema(fields);
  if (listed) entry.properties = { printable: { const: name }, ...(entry.properties as object) };
  return entry;
}

/** A kit's print list for `g`: a mapping of printable to count (or options), or a list of entries. */
function printSchema(g: Game): JsonSchema {
  const names = g.printables.map((p) => p.name);
  const { minimum, maximum, pattern } = fieldSchema(COUNT);
  const count = { minimum, maximum, pattern };
  return {
    description: `${text(PRINT_HELP)}; printables of ${g.id}: ${names.join(', ')}; \`broadside check\` also wants a count above 0 for one of them`,
    type: ['object', 'array'],
    minProperties: 1,
    // a count, or the options with a count: one schema of two types, so an editor says which key is wrong
    properties: Object.fromEntries(g.printables.map((p) => [p.name, {
      ...entrySchema(g, p.name, false), ...count,
      description: `${p.summary}; a count (${p.count}) or a mapping of options with a count`, type: ['integer', 'string', 'object'],
    }])),
    additionalProperties: false,
    minItems: 1,
    items: {
      type: 'object',
      required: ['printable'],
      properties: { printable: { description: 'the printable this entry prints', enum: names } },
      allOf: g.printables.map((p) => ({ if: { properties: { printable: { const: p.name } } }, then: entrySchema(g, p.name, true) })),
    },
  };
}

const gameKey = (): JsonSchema => ({ description: 'the game, in any case; it sets the ship fields and the printables', type: 'string', ...listedSchema(gameIds()) });
/** The ships workbook's sheet. */
const sheetKey = (): JsonSchema => fieldSchema(SHEET);
/** A sheet is for ships in a workbook: refused at `sheet` unless `ships` names an .xlsx or .ods file. */
const WORKBOOK: JsonSchema = {
  if: { properties: { ships: { type: 'string', pattern: `\\.(?:${anyCase('xlsx')}|${anyCase('ods')})\\s*$` } }, required: ['ships'] },
  else: { properties: { sheet: false } },
};
// a kit's ships: a file's path (text, or a number read as text) or the list itself
const SHIPS_TYPES = ['string', 'number', 'array'];
const shipsKey = (): JsonSchema => ({
  description: 'the ships: a ship file\'s path (relative to this file) or a list of ships; needed when something printed is per ship',
  type: SHIPS_TYPES, pattern: '\\S',
});
/** A kit's (or a table's) layout, pouch and rounded, for every entry that takes them. */
const layoutKeys = (): JsonSchema => Object.fromEntries(Object.entries(KIT_LAYOUT).map(([k, f]) => [k, fieldSchema(f)]));
const printKey = (): JsonSchema => ({ description: text(PRINT_HELP), type: ['object', 'array'] });

/** For each game, once `game` names it: its ships and print list (and `more` properties). */
const perGame = (more: (g: Game) => JsonSchema = () => ({})): JsonSchema[] => GAMES.map((g) => ({
  if: { properties: { game: { type: 'string', pattern: anyCaseOf([g.id]) } }, required: ['game'] },
  then: { properties: { ships: { type: SHIPS_TYPES, ...shipItems(g) }, print: ref(g, 'print'), ...more(g) } },
}));

export function kitSchema(): JsonSchema {
  return {
    $schema: DRAFT,
    title: 'broadside kit file',
    description: `A kit: a title, a game, a paper, the ships and how many of each printable to print. ${LIMITS}`,
    type: 'object',
    properties: { title: fieldSchema(TITLE), game: gameKey(), paper: paperSchema(), ships: shipsKey(), sheet: sheetKey(), print: printKey(), ...layoutKeys() },
    required: ['game', 'print'],
    additionalProperties: false,
    allOf: [WORKBOOK, ...perGame()],
    definitions: gameDefinitions(),
  };
}

export function shipFileSchema(g: Game): JsonSchema {
  return {
    $schema: DRAFT,
    title: `broadside ship file: ${g.title}`,
    description: `Ships for ${g.title}. ${LIMITS}`,
    type: 'object',
    properties: {
      game: g.file
        ? { description: 'the path of the game file, relative to this file; it may be left out when the kit naming this file (or --game) gives it', type: 'string' }
        : { description: `the game, ${g.id}, in any case; it may be left out when the kit naming this file (or --game) gives it`, type: 'string', ...listedSchema([g.id]) },
      ships: shipList(g),
    },
    required: ['ships'],
    additionalProperties: false,
    definitions: { [`${g.id}-ship`]: fieldSchema(g.ship) },
  };
}

export function conventionSchema(): JsonSchema {
  const kitOnly = Object.fromEntries(INLINE.map((k) => [k, false]));
  const table: JsonSchema = {
    description: text(`expected ${TABLE_HELP}`),
    type: 'object',
    properties: {
      name: fieldSchema(TABLE_NAME),
      kit: { description: 'a kit file\'s path, relative to this file (or give an inline kit: game, print, and optionally ships and title)', type: ['string', 'number'], pattern: '\\S' },
      packets: fieldSchema(PACKETS, false),
      'ships-in-play': {
        description: 'only these of the kit\'s ships, by name or id; `broadside check` checks that the kit has each', type: 'array', minItems: 1,
        items: { type: ['string', 'number'] },
      },
      title: fieldSchema(TITLE), game: gameKey(), ships: shipsKey(), sheet: sheetKey(), print: printKey(), ...layoutKeys(),
    },
    required: ['name'],
    additionalProperties: false,
    // a kit file, or a kit written inline: not both
    if: { properties: { kit: true }, required: ['kit'] },
    then: { properties: kitOnly },
    else: { required: ['game', 'print'] },
    // a packet per side needs a game whose ships have sides
    allOf: [WORKBOOK, ...perGame((g) => (hasSides(g) ? {} : { packets: false }))],
  };
  if (Object.keys(table.properties as object).join() !== TABLE_KEYS.join()) throw new Error('a convention table key is missing from its JSON Schema');
  return {
    $schema: DRAFT,
    title: 'broadside convention file',
    description: `A convention: a title, a paper and the tables of the event, each a kit file or a kit written inline. ${LIMITS}`,
    type: 'object',
    properties: {
      title: fieldSchema(TITLE), paper: paperSchema(),
      tables: { description: `the tables, each ${TABLE_HELP}`, type: 'array', minItems: 1, items: { $ref: '#/definitions/table' } },
    },
    required: ['tables'],
    additionalProperties: false,
    definitions: { table, ...gameDefinitions() },
  };
}

/** The schemas by name: each game's ship file, `kit` and `convention`. */
export const schemaNames = (): string[] => [...gameIds(), 'kit', 'convention'];

export function schemaOf(name: string): JsonSchema {
  const names = schemaNames();
  // a game of one's own: the schema of its ship files
  if (namesFile(name)) return shipFileSchema(loadGameFile(name, gameIds()));
  const found = canonical(name, names);
  if (found === undefined) throw new InputError(`schema: no schema named ${quote(name)}; expected one of: ${names.join(', ')}, or the path of a game file${didYouMean(name, names)}`);
  if (found === 'kit') return kitSchema();
  if (found === 'convention') return conventionSchema();
  return shipFileSchema(GAMES.find((g) => g.id === found)!);
}

/**
 * Where an example file's first line finds its schema: the package's own copy of `name`, at `version`,
 * on a CDN that serves every published version of every npm package. A path would be relative to
 * the file (the YAML language server reads no other kind in that line), so a copy of the example in
 * a user's own folder would lose it; this address works wherever the file is, for the version the
 * example came with.
 */
export const schemaUrl = (name: string, version: string): string => `https://cdn.jsdelivr.net/npm/broadside@${version}/schemas/${name}.json`;

/** The first line of a file checked against the schema `name`. */
export const schemaLine = (name: string, version: string): string => `# yaml-language-server: $schema=${schemaUrl(name, version)}`;

/** The schema as the file in schemas/ holds it. */
export const schemaText = (name: string): string => `${JSON.stringify(schemaOf(name), null, 2)}\n`;
