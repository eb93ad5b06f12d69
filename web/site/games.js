// The games the page offers: the shipped games, each with its example fleet, and a game of one's
// own. Its game file, opened with the ship and kit files, is kept with the fleet (`state.own`, its
// name and bytes), its game listed by its title and file's name, and the kit and ship files the page
// writes name it by that name, as the command line reads them in one folder.
import { choicesFromKit } from './choices.js';
import { readYaml } from './files.js';

/** The game file the fleet shown names, as the engine takes it: none for a shipped game. */
export const shownOwn = (state) => (state.own && state.game === state.own.name ? [{ name: state.own.name, bytes: state.own.bytes }] : []);

/** Keeps a game file opened ({ file, info, schema }) in place of the one kept before, and that one's fleet; its game joins `infos`. */
export function keepOwn(state, infos, own) {
  const name = own.file.name;
  if (state.own && state.own.name !== name) {
    delete state.fleets[state.own.name];
    infos.delete(state.own.name);
  }
  state.own = { name, bytes: own.file.bytes };
  infos.set(name, { ...own.info, schema: own.schema });
}

/** No longer lists the kept game file's game (the state is then started anew). */
export function forgetOwn(state, infos) {
  if (state?.own) infos.delete(state.own.name);
}

/** The game choice: the shipped games, then a game of one's own by its title and file's name. */
export function listed(select, infos, current) {
  select.replaceChildren(...[...infos.values()].map((g) => new Option(g.schema ? `${g.title} (${g.id})` : g.title, g.id)));
  if (current !== undefined) select.value = current;
}

/** Reads the game file kept in this browser again as the page starts, and lists its game; throws why it cannot be used. */
export async function restoreOwn(engine, state, infos) {
  if (!state.own) return;
  const r = await engine.gameFile({ name: state.own.name, bytes: state.own.bytes });
  if (r.problems.length) throw new Error(r.problems.map((p) => p.text).join('; '));
  keepOwn(state, infos, { file: state.own, info: r.info, schema: r.schema });
}

/** A game's first fleet and choices: its example's; a game of one's own has none, so no ships yet and one of each of its aids. */
export async function firstFleet(engine, state, infos, game) {
  const info = infos.get(game);
  if (game === state.own?.name) return { ships: [], choices: choicesFromKit({ print: Object.fromEntries(info.printables.map((p) => [p.name, 1])) }, info) };
  const ex = engine.example(game);
  const ships = (await engine.readShips(ex.ships)).ships;
  const kit = readYaml(engine, new TextDecoder().decode(ex.kit.bytes));
  return { ships, choices: choicesFromKit(kit, info) };
}
