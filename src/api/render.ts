// Kits and printables given as values in code, rendered to PDF bytes in memory: the same job, and
// so the same bytes, as the kit and make commands build from files.
// Node's platform, installed before the library's modules run (the entry's declarations stay free of it)
import '../platform/node.js';
import { platform } from '../platform/index.js';
import { build, type Job } from '../build.js';
import { DataError, InputError, excerpt, gather, quote, throwAll } from '../errors.js';
import { KIT_KEYS, readKit } from '../data/kit.js';
import { fromValue, type PNode } from '../data/node.js';
import { validate, unknownKeys, type Field } from '../data/schema.js';
import { expectKeys, shipsOf, shipsOfRoot, type ShipFile } from '../data/ships.js';
import { canonical, didYouMean } from '../data/suggest.js';
import { GAMES, gameIds, printableNames } from '../games/registry.js';
import { gameAt, namesFile } from '../games/resolve.js';
import type { Game } from '../games/types.js';
import { PAPER_FIELD, paperKey } from '../impose/paper.js';
import { printableJobOf } from '../jobs.js';
import type { GameId } from './schema-types.js';
import { shipsFrom } from './ships.js';
import type { Kit, PrintableInput, PrintableName, RenderOptions } from './types.js';

/** A kit (the shape of a kit file) as PDF bytes, contents page first, as `broadside kit` makes it. */
export async function renderKit(kit: Kit, opts: RenderOptions = {}): Promise<Uint8Array> {
  return bytes(await build(kitJobOf(kit, opts)));
}

/** One printable as PDF bytes, as `broadside make` makes it. */
export async function renderPrintable<N extends PrintableName>(name: N, input: PrintableInput<N> = {}, opts: RenderOptions = {}): Promise<Uint8Array> {
  return bytes(await build(printableJob(name, input, opts)));
}

// a copy, not a view: the PDF's Buffer may sit in Node's shared pool
const bytes = ({ pdf }: { pdf: Buffer }): Uint8Array => new Uint8Array(pdf);

export function kitJobOf(kit: unknown, opts: RenderOptions = {}): Job {
  const file = opts.file ?? '<kit>';
  const errors: DataError[] = [];
  // ships given as a ship file's content (what loadShips answered) are loaded on their own
  let given: ShipFile | undefined;
  let value = kit;
  const shipsValue = isRecord(kit) ? dataOf(kit, 'ships') : undefined;
  if (isRecord(kit) && isRecord(shipsValue)) {
    // without a game of their own, they are for the kit's game; with one, it must be the kit's
    const game = dataOf(kit, 'game');
    const id = typeof game === 'string' ? (namesFile(game) ? game : canonical(game, gameIds())) : undefined;
    const own = Object.hasOwn(shipsValue, 'game');
    given = gather(errors, () => shipsFrom(shipsValue, { file, game: own ? undefined : (id as GameId | undefined) }, 'ships'));
    value = { ...kit, ships: undefined };
  }
  const root = fromValue(value, file);
  const { fields, meant } = expectKeys(root, KIT_KEYS, 'kit', errors);
  if (isRecord(kit) && isRecord(shipsValue)) meant.add('ships');
  const loaded = readKit(root, fields, meant, file, errors, given, undefined, opts.data);
  throwAll(errors);
  const { title, game, ships, paper, print } = loaded!;
  return { title, game, ships, paper, print, contents: true, templatesDir: opts.templatesDir };
}

const INPUT_KEYS = ['game', 'ships', 'options', 'paper', 'count'];
const COUNT: Field = { type: 'int', min: 1, max: 1000, default: 1 };

export function printableJob(name: string, input: unknown = {}, opts: RenderOptions = {}): Job {
  const file = opts.file ?? '<object>';
  const known = printableNames();
  const ownGame = isRecord(input) && typeof input.game === 'string' && namesFile(input.game);
  if (typeof name !== 'string' || (!known.includes(name) && !ownGame)) {
    throw new InputError(`unknown printable ${typeof name === 'string' ? quote(name) : `(a ${typeof name}, not a name)`}; expected one of: ${known.join(', ')}${typeof name === 'string' ? didYouMean(name, known) : ''}`);
  }
  const root = fromValue(input ?? {}, file);
  const errors: DataError[] = [];
  const { fields } = expectKeys(root, INPUT_KEYS, 'mapping of printable inputs', errors);
  const has = (g: Game) => g.printables.find((p) => p.name === name);
  const gameNode = fields.get('game');
  const named = gameNode ? gameAt(gameNode, errors) : undefined;
  if (named && !has(named)) throw new DataError(gameNode!.pos, 'game', `${name} is not a printable of ${named.id}; ${named.file ? `its printables: ${named.printables.map((p) => p.name).join(', ')}${didYouMean(name, named.printables.map((p) => p.name))}` : `it is one of ${GAMES.filter(has).map((g) => g.id).join(', ')}`}`);
  let shipFile: ShipFile | undefined;
  const shipsNode = fields.get('ships');
  if (shipsNode) shipFile = gather(errors, () => shipsOfNode(shipsNode, named ?? onlyGame(name), file));
  throwAll(errors);
  const optionsNode = fields.get('options');
  return printableJobOf({ name, named, shipFile, dataFile: opts.data, templatesDir: opts.templatesDir }, {
    otherGame: (ours, theirs) => new DataError(shipsNode!.pos, 'ships', `the ships are for ${theirs.id}, but game is ${ours.id}; give the ships' game or leave game out`),
    notOf: (game) => new DataError(root.pos, 'game', `${name} is not a printable of ${game.id}; it is one of ${GAMES.filter(has).map((g) => g.id).join(', ')}`),
    entry(printable) {
      const count = fields.has('count') ? (validate(fields.get('count')!, COUNT, 'count', errors) as number) : 1;
      const paper = fields.has('paper') ? (validate(fields.get('paper')!, PAPER_FIELD, 'paper', errors) as string | undefined) : 'letter';
      // a paper refused is said with the entry's other problems, before the job is made
      return { count, paper: paper === undefined ? '' : paperKey(paper), options: optionsOf(optionsNode, printable.options, name, errors) };
    },
    mixed(found) {
      if (found && optionsNode?.kind === 'map') errors.push(new DataError(optionsNode.entries.get(found.key)?.node.pos ?? optionsNode.pos, `options.${found.key}`, found.problem));
      throwAll(errors);
    },
    noShips: (blank) => new DataError(root.pos, 'ships', `missing; ${name} is printed per ship: give ships${blank ? ' or options.blank' : ''}`),
  });
}

/** Options as `make` takes them: only those given, each validated by its field. */
function optionsOf(node: PNode | undefined, fields: Record<string, Field>, name: string, errors: DataError[]): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  if (!node) return options;
  if (node.kind !== 'map') {
    errors.push(new DataError(node.pos, 'options', `expected a mapping of ${name}'s options (${Object.keys(fields).join(', ') || 'it has none'})`));
    return options;
  }
  if (Object.keys(fields).length === 0 && node.entries.size > 0) {
    errors.push(new DataError(node.pos, 'options', `${name} takes no options; got ${excerpt([...node.entries.keys()].join(', '))}`));
    return options;
  }
  unknownKeys(node, Object.keys(fields), 'options', errors);
  for (const [key, { node: value }] of node.entries) {
    if (!Object.hasOwn(fields, key) || (value.kind === 'scalar' && value.value === null)) continue;
    options[key] = validate(value, fields[key], `options.${key}`, errors);
  }
  return options;
}

function shipsOfNode(node: PNode, game: Game | undefined, file: string): ShipFile {
  if (node.kind !== 'seq') return shipsOfRoot(node, file, game);
  if (!game) throw new DataError(node.pos, 'game', `missing; a list of ships needs the game given with it, one of ${gameIds().map((g) => JSON.stringify(g)).join(', ')}`);
  return { path: file, game, ships: shipsOf(node, game, 'ships')! };
}

/** The game of a printable only one game prints. */
function onlyGame(name: string): Game | undefined {
  const games = GAMES.filter((g) => g.printables.some((p) => p.name === name));
  return games.length === 1 ? games[0] : undefined;
}

// a Proxy is left to fromValue, which refuses it: neither is read here
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !platform().isProxy(v) && !Array.isArray(v);

/** A data property's value, without running a getter (fromValue reads that, and says if it throws). */
const dataOf = (v: object, key: string): unknown => {
  const d = Object.getOwnPropertyDescriptor(v, key);
  return d && 'value' in d ? d.value : undefined;
};
