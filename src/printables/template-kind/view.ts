// What a game file's template is given: the ship's fields (under `ship`, and each at the top, as a
// card maker's zone is named like its column), the game, the ship's side, each field's label and
// the item's size. Every declared field is there, a value left out as null, so that a template
// naming a field is refused only when the game has no such field, never for one ship's blank.
import { labelOf, sideOf, type FieldDecl, type GameSide } from '../../games/fields.js';
import type { Game, Ship } from '../../games/types.js';
import { AID } from '../../svg/ship-helpers.js';
import type { Shape } from './names.js';

export interface Frame { width: number; height: number; bleed: number }

/** The view of the item for `ship` (none: an item that is no ship's), drawn for the aid `aid`. */
export function viewOf(game: Game, aid: string, frame: Frame, ship?: Ship): Record<string, unknown> {
  const fields = game.fields ?? {};
  const view: Record<string | symbol, unknown> = {};
  if (ship) {
    const own = filled(fields, ship);
    Object.assign(view, own, { ship: own });
    const key = sideKey(fields);
    if (key !== undefined) {
      const side = sideOf(game.sides ?? [], ship[key]);
      // {{side}} alone prints the side's name, as a field called side would
      view.side = side ? named({ ...side }, side.name) : null;
    }
  }
  Object.assign(view, {
    game: { id: game.id, title: game.title, sides: (game.sides ?? []).map((s) => ({ ...s })) },
    labels: labelsOf(fields),
    width: frame.width, height: frame.height, bleed: frame.bleed,
  });
  view[AID] = aid;
  return view as Record<string, unknown>;
}

/** What `viewOf` gives, as names to check a template against when the game file is read. */
export function viewShape(fields: Record<string, FieldDecl>, sides: readonly GameSide[] | undefined, perShip: boolean): Record<string, Shape> {
  const own = shapeOf(fields);
  const shape: Record<string, Shape> = perShip ? { ...own, ship: own } : {};
  if (perShip && sideKey(fields) !== undefined && sides) shape.side = { name: true, fill: true, ink: true };
  return {
    ...shape,
    game: { id: true, title: true, sides: true },
    labels: labelShape(fields),
    width: true, height: true, bleed: true,
  };
}

/** The first field of type side: the ship's side. */
const sideKey = (fields: Record<string, FieldDecl>): string | undefined => Object.keys(fields).find((k) => fields[k].type === 'side');

/** `value` with every declared field, null where it is left out; a group's and a list of groups' members too. */
function filled(fields: Record<string, FieldDecl>, value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, decl] of Object.entries(fields)) out[key] = fill(decl, value[key]);
  return out;
}

function fill(decl: FieldDecl, v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (decl.type === 'group') return filled(decl.fields, v as Record<string, unknown>);
  if (decl.type === 'list' && decl.of.type === 'group') return (v as unknown[]).map((item) => fill(decl.of, item));
  return v;
}

/** An object that prints as `text` where a template writes it whole. */
function named<T extends object>(o: T, text: string): T {
  Object.defineProperty(o, 'toString', { value: () => text, enumerable: false });
  return o;
}

/** Each field's label; a group's (or a list of groups') is its members' labels, printing as its own. */
function labelsOf(fields: Record<string, FieldDecl>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, decl] of Object.entries(fields)) {
    const members = decl.type === 'group' ? decl.fields : decl.type === 'list' && decl.of.type === 'group' ? decl.of.fields : undefined;
    out[key] = members ? named(labelsOf(members), labelOf(key, decl)) : labelOf(key, decl);
  }
  return out;
}

function shapeOf(fields: Record<string, FieldDecl>): Record<string, Shape> {
  return Object.fromEntries(Object.entries(fields).map(([k, d]) => [k, d.type === 'group' ? shapeOf(d.fields) : true]));
}

function labelShape(fields: Record<string, FieldDecl>): Record<string, Shape> {
  return Object.fromEntries(Object.entries(fields).map(([k, d]) => {
    const members = d.type === 'group' ? d.fields : d.type === 'list' && d.of.type === 'group' ? d.of.fields : undefined;
    return [k, members ? labelShape(members) : true];
  }));
}
