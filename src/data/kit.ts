// Kit files: a title, a game, a paper, the ships (a file or an inline list) and how many of each aid.
import { dirname, resolve } from 'node:path';
import { DataError } from '../errors.js';
import type { Game, Ship } from '../games/types.js';
import { PAPER_FIELD } from '../impose/paper.js';
import { needsShips, type Printable } from '../printables/types.js';
import { loadFile, type PNode } from './node.js';
import { validate, type Field } from './schema.js';
import { expectKeys, gameOf, loadShips, shipsOf } from './ships.js';

export interface PrintEntry { printable: Printable; count: number; options: Record<string, unknown> }
export interface Kit { path: string; title: string; game: Game; paper: string; ships: Ship[]; print: PrintEntry[] }

const COUNT: Field = { type: 'int', min: 0, max: 1000 };

export function loadKit(path: string): Kit {
  const { root } = loadFile(path);
  const f = expectKeys(root, ['title', 'game', 'paper', 'ships', 'print'], 'kit file');
  const game = gameOf(root, f.get('game'));
  const title = f.get('title') ? (validate(f.get('title')!, { type: 'string', maxLength: 120 }, 'title') as string) : game.title;
  const paper = f.get('paper') ? (validate(f.get('paper')!, PAPER_FIELD, 'paper') as string) : 'letter';
  const printNode = f.get('print');
  if (!printNode || printNode.kind !== 'map') throw new DataError(printNode?.pos ?? root.pos, 'print', 'expected a mapping of printable name to how many, e.g. "range-stick: 4"');
  const print = [...printNode.entries].map(([name, { keyPos, node }]) => printEntry(game, name, keyPos, node, dirname(path)));
  if (!print.some((e) => e.count > 0)) throw new DataError(printNode.pos, 'print', `nothing to print; give a count above 0 to one of: ${names(game)}`);
  const needShips = print.some((e) => needsShips(e.printable, e.options) && e.count > 0);
  const shipsNode = f.get('ships');
  let ships: Ship[] = [];
  if (shipsNode) ships = kitShips(path, game, shipsNode);
  else if (needShips) throw new DataError(root.pos, 'ships', 'missing; expected a ships file path or a list of ships');
  return { path, title, game, paper, ships, print };
}

function printEntry(game: Game, name: string, keyPos: DataError['pos'], node: PNode, dir: string): PrintEntry {
  const printable = game.printables.find((p) => p.name === name);
  if (!printable) throw new DataError(keyPos, `print.${name}`, `not a printable of ${game.id}; expected one of: ${names(game)}`);
  if (node.kind !== 'map') return { printable, count: validate(node, COUNT, `print.${name}`) as number, options: {} };
  const { count, ...options } = validate(node, { type: 'object', fields: { count: { ...COUNT, default: 1 }, ...printable.options } }, `print.${name}`) as Record<string, unknown>;
  // a file named in a kit is found beside the kit, wherever the command is run from
  for (const [key, field] of Object.entries(printable.options)) {
    if (field.file && typeof options[key] === 'string') options[key] = resolve(dir, options[key] as string);
  }
  return { printable, count: count as number, options };
}

function kitShips(kitPath: string, game: Game, node: PNode): Ship[] {
  if (node.kind === 'seq') return shipsOf(node, game, 'ships');
  const rel = validate(node, { type: 'string' }, 'ships') as string;
  // a spreadsheet without a game column is taken to be for the kit's game
  const file = loadShips(resolve(dirname(kitPath), rel), game);
  if (file.game.id !== game.id) throw new DataError(node.pos, 'ships', `the ships file is for ${file.game.id}, but this kit is for ${game.id}`);
  return file.ships;
}

const names = (game: Game): string => game.printables.map((p) => p.name).join(', ');
