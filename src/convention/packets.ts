// A table's packets. One packet holds the whole kit; with `packets: side`, each side's packet holds
// the per-ship printables (records, cards) for that side's ships, and the game master's packet holds
// everything else: the aids not made per ship (boards, sticks, gauges, charts, markers, decks) with
// all the table's ships, and the per-ship printables the game master keeps (a draw deck).
import type { Job } from '../build.js';
import type { PrintEntry } from '../data/kit.js';
import { needsShips } from '../printables/types.js';
import { partOf } from '../games/sides.js';
import type { Table } from './load.js';

export const GAME_MASTER = 'game master';

export interface Packet { packet?: string; job: Job }

export function packetsOf(table: Table, paper: string, templatesDir?: string): Packet[] {
  const { kit } = table;
  const job = (title: string, ships: Job['ships'], print: PrintEntry[]): Job => ({ title, game: kit.game, ships, paper, print, contents: true, templatesDir });
  if (table.packets !== 'side') return [{ job: job(table.name, kit.ships, kit.print) }];
  const bySide = (e: PrintEntry) => e.count > 0 && e.printable.perShip && !e.printable.gameMaster && needsShips(e.printable, e.options);
  const sides = [...new Set(kit.ships.map((s) => String(s.side)))];
  const own = kit.print.filter(bySide);
  const packets: Packet[] = own.length === 0 ? [] : sides.map((side) => ({
    packet: side,
    // the side's ships, keeping the table's order of sides: a side has its colour in its own packet
    job: job(`${table.name} - ${side}`, partOf(kit.ships.filter((s) => String(s.side) === side), kit.ships), own),
  }));
  const shared = kit.print.filter((e) => e.count > 0 && !bySide(e));
  if (shared.length > 0) packets.push({ packet: GAME_MASTER, job: job(`${table.name} - ${GAME_MASTER}`, kit.ships, shared) });
  return packets;
}
