// What a game file and a shipped game's data file both begin with: the game's id, its title, how
// many ships a file may list, and the fields of its ship, read at their lines.
import { DataError } from '../errors.js';
import type { PNode } from '../data/node.js';
import type { Field } from '../data/schema.js';
import type { FieldDecl, GameSide } from './fields.js';
import { KEY, readFields } from './decl.js';
import { FLEET_LIST_MAX } from './types.js';

export const GAME_ID: Field = { type: 'string', maxLength: 40, required: true, doc: 'the game\'s id', check: (id: string) => (KEY.test(id) ? null : 'a game\'s id is lower-case letters, digits and hyphens, starting with a letter') };

export const TITLE: Field = { type: 'string', maxLength: 80, required: true };

export const FLEET: Field & { type: 'object' } = {
  type: 'object', default: {},
  fields: {
    most: { type: 'int', min: 1, max: FLEET_LIST_MAX, default: FLEET_LIST_MAX, doc: 'most ships a file may list' },
    'most-a-side': { type: 'int', min: 1, max: FLEET_LIST_MAX, doc: 'most ships one side may have' },
  },
};

/** The fields of the `ship:` of `root`, as declared, with the rules they must keep together. */
export function readShip(root: PNode & { kind: 'map' }, sides: GameSide[] | undefined, errors: DataError[]): Record<string, FieldDecl> | undefined {
  const shipNode = root.entries.get('ship')?.node;
  const fields = shipNode ? readFields(shipNode, 'ship', errors, sides) : undefined;
  if (fields && shipNode) fieldRules(fields, shipNode, sides, errors);
  return fields;
}

/** What the fields must hold together: one name field, called name; a side field, a group's member or a list's items too, needs sides. */
function fieldRules(fields: Record<string, FieldDecl>, node: PNode, sides: GameSide[] | undefined, errors: DataError[]): void {
  const entry = (map: PNode | undefined, key: string) => (map?.kind === 'map' ? map.entries.get(key) : undefined);
  if (fields.name?.type !== 'name') errors.push(new DataError(entry(node, 'name')?.keyPos ?? node.pos, 'ship.name', 'a ship needs a field called name of type name; it is printed on every aid and tells the ships apart'));
  const check = (decl: FieldDecl, at: PNode['pos'], path: string, declNode: PNode | undefined) => {
    // a spreadsheet's game column names the game its ships are for: a field of that name could not be given
    if (path === 'ship.game') errors.push(new DataError(at, path, 'a ship file or spreadsheet names its game by game:, so no field is called game; give it another name'));
    if (decl.type === 'name' && path !== 'ship.name') errors.push(new DataError(at, path, 'only the field called name has type name; use type text'));
    if (decl.type === 'side' && !sides) errors.push(new DataError(at, path, 'a side field names one of the game\'s sides; list them under sides: with their colours'));
    if (decl.type === 'group') walk(decl.fields, entry(declNode, 'fields')?.node, `${path}.fields`);
    if (decl.type === 'list') { const of = entry(declNode, 'of')?.node; check(decl.of, of?.pos ?? at, `${path}.of`, of); }
  };
  const walk = (decls: Record<string, FieldDecl>, map: PNode | undefined, path: string) => {
    for (const [key, decl] of Object.entries(decls)) check(decl, entry(map, key)?.keyPos ?? map?.pos ?? node.pos, `${path}.${key}`, entry(map, key)?.node);
  };
  walk(fields, node, 'ship');
}
