// What the parts of a card share: the card they are laid on (its width, the ship, the box size of
// its tracks), the sizes of their words and rules, and the one way they say they do not fit.
import type { FieldDecl, GameSide } from '../../games/fields.js';
import { fitSize, fitWrapped, textWidth, type Block as Wrapped, type Weight } from '../../svg/fonts.js';
import { quote } from '../../errors.js';
import { remembered, type Parts } from '../parts.js';
import { upper } from '../../svg/upper.js';

export const INSET = 9;         // the trim to the words and rules: clear of a slightly-off cut
export const GAP = 5;           // between parts
export const MIN = 6;           // the least size of any word on the card
export const LABEL = 6.5;       // a label, bold capitals
export const VALUE = 8.5;       // a value in a grid, bold
export const BODY = 7;          // a text's or a table's words
export const LEAD = 1.2;        // line advance per pt of size
export const INK = '#000000';
export const THIN = 0.5;        // rules and boxes
export const HEAVY = 1.5;       // a rule between a track's sections
/** A track's boxes: the largest, and the least a pencil mark goes in. */
export const BOX_MAX = 16;
export const BOX_MIN = 11.52;   // 0.16 in

/** The card the parts are laid on, and the ship they show. */
export interface Ctx {
  fields: Record<string, FieldDecl>;
  sides: readonly GameSide[];
  ship: Record<string, unknown>;
  /** The width of the column the part goes in. */
  inner: number;
  /** Where track labels go: beside their boxes, or above them. */
  labelsAbove: boolean;
}

/** A part measured for its column: its height, and how it is drawn with its top left at (x, y). */
export interface Block { what: string; height: number; draw(p: Parts, x: number, y: number): void }

/** What keeps a ship's card from fitting its size: said in the refusal. */
export class Overflow extends Error {
  constructor(readonly what: string) {
    super(what);
  }
}

/** The value at a field path of the ship (undefined when left out). */
export const valueAt = (ship: Record<string, unknown>, path: string[]): unknown =>
  path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' && Object.hasOwn(v, k) ? (v as Record<string, unknown>)[k] : undefined), ship);

/** A scalar value as printed; null when it is left out. */
export function shown(d: FieldDecl, v: unknown): string | null {
  if (v === undefined || v === null || v === '') return null;
  if (d.type === 'yes-no') return v ? 'yes' : 'no';
  return String(v);
}

/** `text` at the largest size up to `size` that fits `width`, never under MIN; Overflow naming it otherwise. */
export function fit(text: string, width: number, size: number, weight: Weight = 'bold'): number {
  const s = width > 0 ? fitSize(text, width, size, weight, MIN) : null;
  if (s === null) throw new Overflow(`${quote(text)} is ${Math.ceil(textWidth(text, MIN, weight))} pt wide at ${MIN} pt and has ${Math.max(0, Math.floor(width))} pt`);
  return s;
}

/** `text` wrapped to `width` at `size` (down to MIN where a word needs it); Overflow naming the word that cannot fit. */
export function wrap(text: string, width: number, size: number, weight: Weight = 'regular'): Wrapped {
  const b = width > 0 ? fitWrapped(text, width, size, MIN, weight, () => true) : null;
  if (b) return b;
  const word = text.split(/\s+/).sort((a, z) => textWidth(z, MIN, weight) - textWidth(a, MIN, weight))[0];
  throw new Overflow(`the word ${quote(word)} is ${Math.ceil(textWidth(word, MIN, weight))} pt wide at ${MIN} pt and has ${Math.max(0, Math.floor(width))} pt`);
}

/** The baseline of a line of `size` set in the middle of a band from `top`, `height` high. */
export const middle = (top: number, height: number, size: number): number => top + height / 2 + 0.35 * size;

/** Words in capitals: the same labels are put in capitals for every ship, and that is slow to do. */
export const caps = remembered((text: string) => upper(text));
