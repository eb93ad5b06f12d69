// What a kind reads of a game's ships, declared with the kind: each field by its name, the types it
// may have, and for a choice the values the kind's settings give it (a boat record's sides A and
// B). A game file whose ship does not suit a kind it names is refused when it loads, at that
// instance's kind, saying what the kind reads and what the game has instead.
import { listed } from '../data/schema.js';
import { didYouMean } from '../data/suggest.js';
import type { FieldDecl, FieldType, GameSide } from '../games/fields.js';
import type { Ship } from '../games/types.js';

export interface FieldNeed {
  /** The types the game's field may have. */
  types: readonly FieldType[];
  /** What the kind reads it as, said in a refusal: "a whole number from 0 to 12". */
  what: string | ((settings: any) => string);
  /** A whole number's declared min and max must lie within these. */
  range?: [number, number];
  /** A one-of's or side's values must each be one of these, the keys of the settings that draw
   * them (in any case); the printable is handed a ship's value spelt as here. */
  values?(settings: any): string[];
  /** The game may have no such field. */
  optional?: boolean;
  /** A ship may leave it blank. */
  blank?: boolean;
}

export type FieldNeeds = Record<string, FieldNeed>;

/** The values a game's `one-of` or `side` field may take. */
const valuesOf = (decl: FieldDecl, sides: readonly GameSide[]): string[] =>
  decl.type === 'one-of' ? decl.values : decl.type === 'side' ? sides.map((s) => s.name) : [];

const TYPE_WORDS: Record<FieldType, string> = {
  name: 'the name', text: 'a text', whole: 'a whole number', number: 'a number', 'one-of': 'a one-of', side: 'a side',
  'yes-no': 'a yes-no', track: 'a track', tracks: 'a tracks', list: 'a list', group: 'a group',
};

/** Why the game's fields do not suit what `kind` reads, one sentence a field; none when they do. */
export function needsProblems(kind: string, needs: FieldNeeds, settings: unknown, fields: Record<string, FieldDecl>, sides: readonly GameSide[] = []): string[] {
  const out: string[] = [];
  for (const [key, need] of Object.entries(needs)) {
    const reads = `${kind} reads the ship's ${key}, ${typeof need.what === 'string' ? need.what : need.what(settings)}`;
    const problem = fieldProblem(key, need, settings, fields, sides);
    if (problem) out.push(`${reads}; ${problem}`);
  }
  return out;
}

function fieldProblem(key: string, need: FieldNeed, settings: unknown, fields: Record<string, FieldDecl>, sides: readonly GameSide[]): string | null {
  const decl = Object.hasOwn(fields, key) ? fields[key] : undefined;
  if (!decl) return need.optional ? null : `this game's ship has no field ${key}${didYouMean(key, Object.keys(fields))}`;
  if (!need.types.includes(decl.type)) {
    return `this game's ${key} is ${TYPE_WORDS[decl.type]} field; make it type ${need.types.join(' or ')}`;
  }
  if (need.range && (decl.type === 'whole' || decl.type === 'number') && (decl.min < need.range[0] || decl.max > need.range[1])) {
    return `this game's ${key} runs from ${decl.min} to ${decl.max}; keep its min and max within ${need.range[0]} and ${need.range[1]}`;
  }
  if (need.values) {
    const allowed = need.values(settings);
    const stray = valuesOf(decl, sides).find((v) => listed(v, allowed) === undefined);
    if (stray !== undefined) return `this game's ${key} may be ${JSON.stringify(stray)}, which is not one of them${didYouMean(stray, allowed)}`;
  }
  if (!need.blank && decl.optional && decl.default === undefined) {
    return `this game's ${key} may be left blank; every ship needs one, so give it a default or take away optional`;
  }
  return null;
}

/**
 * The ships as the kind's printable reads them: a choice's value spelt as its settings spell it.
 * A kind that draws no card per ship reads ships only for these fields: when the game has none of
 * them, the ships tell it nothing and it is drawn as with no ship file.
 */
export function shipsAsRead(needs: FieldNeeds, settings: unknown, fields: Record<string, FieldDecl> | undefined, perShip: boolean, ships: Ship[]): Ship[] {
  if (!perShip && fields && !Object.keys(needs).some((k) => Object.hasOwn(fields, k))) return [];
  const spelt = Object.entries(needs).filter(([, n]) => n.values).map(([k, n]) => [k, n.values!(settings)] as const);
  if (spelt.every(([k, values]) => ships.every((s) => s[k] === undefined || values.includes(s[k] as string)))) return ships;
  return ships.map((s) => {
    const out: Ship = { ...s };
    for (const [k, values] of spelt) if (s[k] !== undefined) out[k] = listed(s[k], values) ?? s[k];
    return out;
  });
}
