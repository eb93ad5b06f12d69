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
  const fields = shipNode ? readFields(shipNode, 'ship', errors) : undefined;
  if (fields && shipNode) fieldRules(fields, shipNode, sides, errors);
  return fields;
}

/** What the fields must hold together: one name field, called name; a side field needs sides. */
function fieldRules(fields: Record<string, FieldDecl>, node: PNode, sides: GameSide[] | undefined, errors: DataError[]): void {
  const at = (key: string) => (node.kind === 'map' ? node.entries.get(key)?.keyPos : undefined) ?? node.pos;
  if (fields.name?.type !== 'name') errors.push(new DataError(at('name'), 'ship.name', 'a ship needs a field called name of type name; it is printed on every aid and tells the ships apart'));
  for (const [key, decl] of Object.entries(fields)) {
    if (decl.type === 'name' && key !== 'name') errors.push(new DataError(at(key), `ship.${key}`, 'only the field called name has type name; use type text'));
    if (decl.type === 'side' && !sides) errors.push(new DataError(at(key), `ship.${key}`, 'a side field names one of the game\'s sides; list them under sides: with their colours'));
  }
}
