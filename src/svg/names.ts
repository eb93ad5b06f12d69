// The one rule for printing a ship's (or a player's) name, shared by every printable that shows one:
// on one line at the printable's own size when it fits; else on two lines when they print it larger
// than one line could; else smaller, down to NAME_MIN. A printable declares the box its name sits in,
// so checking a ship file refuses, at the name, exactly the names some printable of the game could not print.
import type { Check, Field } from '../data/schema.js';
import { InputError, quote } from '../errors.js';
import { fitSize, textWidth, type Weight } from './fonts.js';

/** Below this a name is not read across a table. */
export const NAME_MIN = 6.5;
/** The longest name a ship file may give. */
export const NAME_LENGTH = 60;
/** Baseline to baseline, per pt of size, for a name on two lines. */
export const NAME_LEAD = 1.1;

/** Where a name goes: the line's width, the largest size, and the height from the box's top to the
 * last line's baseline (a second line grows upward into it). */
export interface NameBox { width: number; max: number; height: number; weight?: Weight }
export interface NameBlock { lines: string[]; size: number }

/** Height a block of `lines` at `size` needs above its last baseline (capitals and accents included). */
export const nameHeight = (lines: number, size: number): number => size * (1 + (lines - 1) * NAME_LEAD);

/** `name` fitted to `box` by the rule (bold unless the box says otherwise): the largest size at which
 * it fits one line (to a tenth of a point) or two broken at a space (to a quarter), one line when
 * both do. A word is broken only when nothing else fits: after a hyphen of its own, else between two
 * letters with a hyphen printed at the end of the first line (measured with it). Null when even
 * NAME_MIN on two lines will not do. */
export function fitName(name: string, box: NameBox): NameBlock | null {
  // a ship file's names are fitted when it is checked, and again when each printable lays them out
  const key = `${box.width} ${box.max} ${box.height} ${box.weight ?? 'bold'} ${name}`;
  let b = fitted.get(key);
  if (b === undefined) {
    if (fitted.size >= FITTED_MAX) fitted.clear();
    fitted.set(key, (b = fitNew(name, box)));
  }
  return b && { lines: [...b.lines], size: b.size };
}

/** Names fitted, by their box and text: the same name in the same box always fits the same way. */
const fitted = new Map<string, NameBlock | null>();
const FITTED_MAX = 10000;

function fitNew(name: string, box: NameBox): NameBlock | null {
  const weight = box.weight ?? 'bold';
  const top = Math.min(box.max, box.height);
  const one = top >= NAME_MIN ? fitSize(name, box.width, top, weight, NAME_MIN) : null;
  // on one line at the largest size the box allows, two lines could only be smaller (or too tall)
  if (one !== null && one === top) return { lines: [name], size: one };
  const cuts = breaks(name);
  for (const kinds of [['space'], ['space', 'hyphen'], ['space', 'hyphen', 'syllable'], ['space', 'hyphen', 'syllable', 'letters']] as Kind[][]) {
    const allowed = cuts.filter((c) => kinds.includes(c.kind));
    if (kinds.length > 1 && allowed.length === cuts.filter((c) => kinds.slice(0, -1).includes(c.kind)).length) continue;
    for (let s = box.max; s >= NAME_MIN - 1e-9 && s > (one ?? 0); s = Math.round((s - 0.25) * 1000) / 1000) {
      if (nameHeight(2, s) > box.height + 1e-9) continue;
      const two = split(name, allowed, box.width, s, weight);
      if (two) return { lines: two, size: s };
    }
    if (one !== null) return { lines: [name], size: one };
  }
  return null;
}

type Kind = 'space' | 'hyphen' | 'syllable' | 'letters';
interface Cut { at: number; kind: Kind }

/** Where a name may break, by code point: at a space; after a hyphen of its own; between two
 * letters (a letter's accents go with it) with at least two letters of the word on either side,
 * those before a consonant that comes before a vowel ("Fitz-gerald", "Ав-рора") tried first, as
 * most languages' syllables break there. */
function breaks(name: string): Cut[] {
  const chars = [...name];
  const mark = (c: string) => /\p{M}/u.test(c);
  const letter = (c: string) => /\p{L}/u.test(c);
  // the base character a position's accents belong to
  const base = (i: number) => { while (i > 0 && mark(chars[i])) i--; return chars[i]; };
  // letters (marks not counted) of the unbroken run of letters from i going back, or forward
  const lettersBack = (i: number) => { let n = 0; for (let k = i - 1; k >= 0 && (letter(chars[k]) || mark(chars[k])); k--) if (!mark(chars[k])) n++; return n; };
  const lettersOn = (i: number) => { let n = 0; for (let k = i; k < chars.length && (letter(chars[k]) || mark(chars[k])); k++) if (!mark(chars[k])) n++; return n; };
  const cuts: Cut[] = [];
  for (let i = 1; i < chars.length; i++) {
    if (chars[i] === ' ') cuts.push({ at: i, kind: 'space' });
    else if (chars[i - 1] === '-' && chars[i] !== ' ' && i > 1 && chars[i - 2] !== ' ') cuts.push({ at: i, kind: 'hyphen' });
    else if (letter(chars[i]) && letter(base(i - 1)) && lettersBack(i) >= 2 && lettersOn(i) >= 2) {
      const next = chars.slice(i + 1).find((c) => !mark(c)) ?? '';
      cuts.push({ at: i, kind: !vowel(chars[i]) && vowel(next) ? 'syllable' : 'letters' });
    }
  }
  return cuts;
}

/** Latin, Greek and Cyrillic vowels, accents aside. */
const VOWELS = new Set([...'aeiouyæøœαεηιουωаеиоуыэюяіїєў']);
const vowel = (c: string): boolean => VOWELS.has(c.normalize('NFD')[0]?.toLowerCase() ?? '');

/** The two lines that balance best, broken at one of `cuts` (a break inside a word ends the first line with a hyphen). */
function split(name: string, cuts: Cut[], width: number, size: number, weight: Weight): string[] | null {
  const chars = [...name];
  let best: { lines: string[]; w: number } | null = null;
  for (const { at, kind } of cuts) {
    const lines = [chars.slice(0, at).join('').trim() + (kind === 'syllable' || kind === 'letters' ? HYPHEN : ''), chars.slice(at).join('').trim()];
    if (!lines[0] || !lines[1]) continue;
    const w = Math.max(textWidth(lines[0], size, weight), textWidth(lines[1], size, weight));
    if (w <= width && (!best || w < best.w)) best = { lines, w };
  }
  return best?.lines ?? null;
}

/** Printed where a word is broken between letters. */
export const HYPHEN = '-';

/** Each line's baseline: the last on `baseline`, the first above it. */
export const nameBaselines = (b: NameBlock, baseline: number): number[] =>
  b.lines.map((_, i) => Math.round((baseline - (b.lines.length - 1 - i) * b.size * NAME_LEAD) * 1000) / 1000);

/** `name` fitted to `box`, or the refusal `check` gives for it (checking the ship file refuses it first). */
export function nameBlock(name: string, box: NameBox, printable: string): NameBlock {
  const b = fitName(name, box);
  if (!b) throw new InputError(`${printable}: ${tooLong(name, box, printable)}`);
  return b;
}

const tooLong = (name: string, box: NameBox, printable: string) =>
  `${quote(name)} does not fit the ${printable}'s name space, ${r(box.width)} pt wide on two lines at ${NAME_MIN} pt or more; shorten it (wide letters take more room)`;

/** What printing a name needs: a game's printables, each with the box it prints a ship's name in
 * for the game's data (null: it does not print this ship's name). */
export interface NamePrinter { name: string; nameBox?(data: Record<string, any>, ship: Record<string, unknown>): NameBox | null }

/** The first of `printers` that cannot print `ship`'s name, as a problem to report; null when all can. */
export function nameProblem(ship: { name: string }, printers: readonly NamePrinter[], data: Record<string, any>): string | null {
  for (const p of printers) {
    let box: NameBox | null | undefined;
    try {
      box = p.nameBox?.(data[p.name] ?? {}, ship);
    } catch (err) {
      // data that cannot be laid out is not the ship's fault: drawing the printable says where it is
      if (err instanceof InputError) continue;
      throw err;
    }
    if (box && !fitName(ship.name, box)) return tooLong(ship.name, box, p.name);
  }
  return null;
}

const r = (n: number) => Math.round(n * 10) / 10;

/** A ship's name: at most NAME_LENGTH characters. */
export const nameField = (doc?: string): Field => ({ type: 'string', maxLength: NAME_LENGTH, required: true, ...(doc ? { doc } : {}) });

/** The check, on a ship, that every printable of the game that shows its name can print it (`game`
 * is read when a ship is checked, after the game is built); reported at the name. */
export function namePrints(game: () => { printables: readonly NamePrinter[]; data: Record<string, any> }): Check {
  return (ship: { name: string }) => {
    const problem = nameProblem(ship, game().printables, game().data);
    return problem ? { at: ['name'], problem } : null;
  };
}
