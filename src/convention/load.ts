// Convention files: a title, a paper, and the tables of the event, each a kit file named by path or
// a kit written inline, optionally narrowed to the ships in play and split into a packet per side.
// Every problem in every table (and in the kit and ship files they name) is reported together.
import { basename, dirname, extname } from '../platform/index.js';
import { DataError, gather, quote, quotePath, throwAll, type Position } from '../errors.js';
import { PAPER_FIELD, paperKey } from '../impose/paper.js';
import { findGame } from '../games/resolve.js';
import type { Game } from '../games/types.js';
import { KIT_KEYS, TITLE, loadKit, namedFile, readKit, readNamed, type Kit } from '../data/kit.js';
import { loadFile, type PNode } from '../data/node.js';
import { applyWide, readWide, wideProblems } from '../data/kit-layout.js';
import { unknownKeys, validate, type Field } from '../data/schema.js';
import { expectKeys, nameKey, placeOf } from '../data/ships.js';
import { didYouMean } from '../data/suggest.js';
import { INDEX_FILE, packetFile } from './names.js';
import { packetsOf } from './packets.js';
import { partOf } from '../games/sides.js';

/** A table of the convention; `at` is where the file lists it ("tables[2]"). */
export interface Table { name: string; at: string; pos: Position; kit: Kit; packets?: 'side' }
export interface Convention { path: string; title: string; paper: string; tables: Table[] }

export const TABLE_KEYS = ['name', 'kit', 'packets', 'ships-in-play', ...KIT_KEYS.filter((k) => k !== 'paper')];
/** The keys of a kit written inline in a table, instead of a kit file. */
export const INLINE = ['game', 'print', 'ships', 'sheet', 'title'];
/** Why --sheet is refused for a convention: its tables may read several workbooks. */
export const SHEET_IN_CONVENTION = '--sheet: applies to one kit or ship file; in a convention, give a table\'s kit "sheet: NAME" beside its ships';
/** Why --data is refused for a convention. */
export const DATA_IN_CONVENTION = '--data: applies to a single kit; a convention\'s tables may be of several games';
export const TABLE_NAME: Field = { type: 'string', maxLength: 80 };
export const PACKETS: Field = { type: 'enum', values: ['side'] };
export const TABLE_HELP = 'a table: a mapping with a name and either a kit file (kit: kits/x.yaml) or an inline kit (game: and print:)';

/** True when the file is a convention file (it lists tables) rather than a kit file. */
export function isConvention(path: string): boolean {
  const { root } = loadFile(path);
  return root.kind === 'map' && root.entries.has('tables');
}

export function loadConvention(path: string): Convention {
  const { root } = loadFile(path);
  const errors: DataError[] = [];
  const { fields: f } = expectKeys(root, ['title', 'paper', 'tables'], 'convention file', errors);
  const title = f.get('title') ? (validate(f.get('title')!, TITLE, 'title', errors) as string) : basename(path, extname(path));
  const paperText = f.get('paper') ? (validate(f.get('paper')!, PAPER_FIELD, 'paper', errors) as string | undefined) : 'letter';
  const node = f.get('tables');
  const tables: Table[] = [];
  if (!node || node.kind !== 'seq' || node.items.length === 0) {
    errors.push(new DataError(node?.pos ?? root.pos, 'tables', `${node ? '' : 'missing; '}expected a list of tables, each ${TABLE_HELP}`));
  } else {
    node.items.forEach((item, i) => {
      const t = gather(errors, () => table(item, `tables[${i}]`, path, errors));
      if (t) tables.push(t);
    });
    errors.push(...clashes(tables));
  }
  throwAll(errors);
  return { path, title: title!, paper: paperKey(paperText!), tables };
}

/** One table; its problems go to `errors`, and it is undefined when it has any. */
function table(item: PNode, at: string, path: string, errors: DataError[]): Table | undefined {
  if (item.kind !== 'map') throw new DataError(item.pos, at, `expected ${TABLE_HELP}`);
  const before = errors.length;
  const meant = unknownKeys(item, TABLE_KEYS, at, errors);
  const f = new Map([...item.entries].filter(([k]) => TABLE_KEYS.includes(k)).map(([k, { node }]) => [k, node]));
  const nameNode = f.get('name');
  if (!nameNode && !meant.has('name')) errors.push(new DataError(item.pos, `${at}.name`, 'missing; expected the table\'s name, e.g. "name: Ironclads on the Mississippi"'));
  const name = nameNode && (validate(nameNode, TABLE_NAME, `${at}.name`, errors) as string | undefined);
  let kit: Kit | undefined;
  const kitNode = f.get('kit');
  if (kitNode) {
    const inline = INLINE.filter((k) => f.has(k));
    if (inline.length) errors.push(new DataError(kitNode.pos, `${at}.kit`, `a kit file and an inline kit (${inline.join(', ')}) together; give one or the other`));
    else kit = gather(errors, () => kitFile(kitNode, `${at}.kit`, path));
    // the table's layout, pouch and rounded stand for the kit file's own kit-wide ones
    const { wide, pos } = readWide(f, errors, `${at}.`);
    if (kit && Object.keys(wide).length) {
      kit = { ...kit, print: applyWide(kit.print, wide, false) };
      errors.push(...wideProblems(kit.print, wide).map((w) => new DataError(pos[w.key], `${at}.${w.key}`, w.problem)));
    }
  } else {
    kit = readKit(item, f, meant, path, errors);
  }
  const playNode = f.get('ships-in-play');
  if (playNode && kit) kit = { ...kit, ships: inPlay(playNode, kit, `${at}.ships-in-play`, errors) };
  const packetsNode = f.get('packets');
  const packets = packetsNode && (validate(packetsNode, PACKETS, `${at}.packets`, errors) as 'side' | undefined);
  // an inline kit with other problems still names its game, so this is reported with them
  const gameNode = f.get('game');
  const game = kit?.game ?? (gameNode?.kind === 'scalar' ? gather([], () => findGame(String(gameNode.value), gameNode.pos)) : undefined);
  if (packets && game && !hasSides(game)) {
    errors.push(new DataError(packetsNode!.pos, `${at}.packets`, `${game.id} has no sides (its ships have no side field), so the table is one packet; remove "packets: side"`));
  } else if (packets && kit) {
    if (kit.ships.length === 0) errors.push(new DataError(packetsNode!.pos, `${at}.packets`, 'the kit has no ships to split by side; give it ships or remove "packets: side"'));
  }
  if (errors.length > before || !kit) return undefined;
  return { name: name!, at, pos: nameNode!.pos, kit, packets };
}

/** A kit file named by a table, found beside the convention file. */
function kitFile(node: PNode, field: string, path: string): Kit {
  const rel = validate(node, { type: 'string' }, field) as string;
  return readNamed(node, field, rel, () => loadKit(namedFile(dirname(path), rel)));
}

/**
 * The kit's ships named in `ships-in-play` (by name, in any case, or by id), in the kit's order. A
 * ship named twice is refused at the second: the list was likely meant to name another.
 */
function inPlay(node: PNode, kit: Kit, field: string, errors: DataError[]): Ship[] {
  if (node.kind !== 'seq' || node.items.length === 0) {
    errors.push(new DataError(node.pos, field, 'expected a list of ship names or ids, e.g. "[CSS Virginia, USS Monitor]"'));
    return kit.ships;
  }
  const names = kit.ships.map((s) => s.name);
  const chosen = new Map<Ship, { j: number; pos: Position }>();
  node.items.forEach((item, j) => {
    const v = item.kind === 'scalar' ? item.value : undefined;
    const typed = String(v ?? '').trim();
    const ship = v === undefined || v === null ? undefined : kit.ships.find((s) => nameKey(s.name) === nameKey(typed) || (s.id !== undefined && String(s.id) === typed));
    const first = ship && chosen.get(ship);
    if (first) {
      const place = placeOf(first.pos);
      errors.push(new DataError(item.pos, `${field}[${j}]`, `${quote(typed)} names ${ship!.name}, as does ships-in-play[${first.j}]${place ? ` (${place})` : ''}; name each ship once`));
    } else if (ship) chosen.set(ship, { j, pos: item.pos });
    else {
      const known = names.length <= 20 ? `; the kit's ships are: ${names.join(', ')}` : '';
      const problem = kit.ships.length === 0 ? 'the kit has no ships to choose from' : `${JSON.stringify(typed)} is not a ship of the kit (by name or id)${known}${didYouMean(typed, names)}`;
      errors.push(new DataError(item.pos, `${field}[${j}]`, problem));
    }
  });
  // the kit's order of sides kept, so each side has the colour it has in the kit
  return partOf(kit.ships.filter((s) => chosen.has(s)), kit.ships);
}

type Ship = Kit['ships'][number];

/** A game whose ships each belong to a side. */
export const hasSides = (game: Game): boolean => 'side' in ((game.ship as { fields?: object }).fields ?? {});

/**
 * Packets that would be written to one file (told apart by case only, too: some file systems do not),
 * or to the packing list's: each is reported at its table's name. The names are the ones written,
 * cut to the file system's limit, so `check` and `kit` agree.
 */
function clashes(tables: Table[]): DataError[] {
  const errors: DataError[] = [];
  const seen = new Map<string, { who: string; packet: boolean }>();
  for (const t of tables) {
    for (const { packet } of packetsOf(t, 'letter')) {
      const file = packetFile(t.name, packet);
      const who = `${quote(t.name)}${packet ? ` (its packet ${quote(packet)})` : ''}`;
      const other = seen.get(file.toLowerCase());
      const problem = file.toLowerCase() === INDEX_FILE
        ? `${quote(t.name)} would be written to ${INDEX_FILE}, the packing list's name; rename the table`
        : other && `${who} would be written to ${quotePath(file)}, as is ${other.who}; ${packet || other.packet ? 'rename a table or a side' : 'name each table differently'}`;
      if (problem) {
        errors.push(new DataError(t.pos, `${t.at}.name`, problem));
        break;
      }
      seen.set(file.toLowerCase(), { who, packet: !!packet });
    }
  }
  return errors;
}
