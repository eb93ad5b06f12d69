// What the firing card's template draws: the shared drawing lists (src/printables/parts.ts) and the
// diagrams' hull outlines, in card pt. The layout code fills them; its words are fitted here, so the
// layout knows the room each takes.
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { fitSize, textWidth, wrapWords, type Weight } from '../../svg/fonts.js';
import { Parts, attrs } from '../parts.js';

interface Hull { d: string; transform: string; data: string }

/** One data attribute's markup, its value escaped. */
export const attr = (name: string, value: string | number): string => attrs({ [name]: value });

/** Smallest size of anything printed on the card but the default mark; rules text keeps RULE_MIN. */
export const TEXT_MIN = 7;
export const RULE_MIN = 8;

/** The drawing lists every sheet laid out in code shares, and the hull outlines of the diagrams. */
export class Sheet extends Parts {
  readonly hulls: Hull[] = [];

  hull(d: string, transform: string, data: string): void {
    this.hulls.push({ d, transform, data });
  }
}

/** The largest size up to `size` (not under `min`) at which `text` fits `width`, or an error naming it. */
export function fit(text: string, width: number, size: number, weight: Weight = 'regular', min = TEXT_MIN): number {
  const s = fitSize(text, width, size, weight, min);
  if (s === null) throw new DrawProblem('firing-card', text, `${quote(text)} is too long for its place on the card (${Math.round(width)} pt at ${min} pt or more); shorten it`);
  return s;
}

/** `text` wrapped to `width` at `size`, or an error when a word alone is wider. */
export function wrap(text: string, width: number, size: number, weight: Weight = 'regular'): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const wide = words.find((w) => textWidth(w, size, weight) > width);
  if (wide) throw new DrawProblem('firing-card', wide, `the word ${quote(wide)} is wider than its column; shorten it`);
  return wrapWords(words, width, size, weight);
}

/** A line of a paragraph that starts with bold words: its bold part and its regular part. */
export interface MixedLine { bold: string; rest: string }

/**
 * A bold lead-in and its text wrapped together to `width` at `size`: each line's words keep their
 * weight and are measured in it, so the two runs of a line sit side by side exactly.
 */
export function wrapMixed(lead: string, text: string, width: number, size: number): MixedLine[] | null {
  const words = [...lead.split(/\s+/).filter(Boolean).map((w) => ({ w, bold: true })), ...text.split(/\s+/).filter(Boolean).map((w) => ({ w, bold: false }))];
  if (words.some((x) => textWidth(x.w, size, x.bold ? 'bold' : 'regular') > width)) return null;
  const lines: MixedLine[] = [];
  let line: typeof words = [];
  for (const word of words) {
    if (line.length && mixedWidth(split([...line, word]), size) > width) {
      lines.push(split(line));
      line = [];
    }
    line.push(word);
  }
  if (line.length) lines.push(split(line));
  return lines;
}

const split = (line: { w: string; bold: boolean }[]): MixedLine => ({
  bold: line.filter((x) => x.bold).map((x) => x.w).join(' '),
  rest: line.filter((x) => !x.bold).map((x) => x.w).join(' '),
});

/** Where a line's regular run starts: after its bold run and a space (none when it has no bold run). */
export const restX = (x: number, line: MixedLine, size: number): number =>
  line.bold ? x + textWidth(line.bold, size, 'bold') + textWidth(' ', size) : x;

/** The printed width of a mixed line, as drawn: its bold run, a space, its regular run. */
export const mixedWidth = (line: MixedLine, size: number): number =>
  restX(0, line, size) + (line.rest ? textWidth(line.rest, size) : 0);
