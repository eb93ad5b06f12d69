// What the firing card's template draws: plain lists of rectangles, lines, hull outlines and text
// runs in card pt, in drawing order (fills, rules, ships, words on top). The layout code fills it;
// every word is measured here once, so the layout knows the room each takes.
import { InputError } from '../../errors.js';
import { esc } from '../../svg/draw.js';
import { fitSize, textWidth, wrapWords, type Weight } from '../../svg/fonts.js';
import { r } from '../../units.js';

export interface Text { x: number; y: number; size: number; text: string; bold: boolean; anchor: string; fill: string; data: string }
interface Rect { x: number; y: number; w: number; h: number; fill: string; stroke: string; sw: number; data: string }
interface Line { x1: number; y1: number; x2: number; y2: number; stroke: string; sw: number }
interface Hull { d: string; transform: string; data: string }

/** A data attribute's markup, its value escaped. */
export const attr = (name: string, value: string | number): string => `data-${name}="${esc(String(value))}"`;

/** Smallest size of anything printed on the card but the default mark; rules text keeps RULE_MIN. */
export const TEXT_MIN = 7;
export const RULE_MIN = 8;

export class Sheet {
  rects: Rect[] = [];
  lines: Line[] = [];
  hulls: Hull[] = [];
  texts: Text[] = [];

  rect(x: number, y: number, w: number, h: number, fill: string, stroke = 'none', sw = 0, data = ''): void {
    this.rects.push({ x: r(x), y: r(y), w: r(w), h: r(h), fill, stroke, sw, data });
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, sw: number): void {
    this.lines.push({ x1: r(x1), y1: r(y1), x2: r(x2), y2: r(y2), stroke, sw });
  }

  hull(d: string, transform: string, data: string): void {
    this.hulls.push({ d, transform, data });
  }

  text(x: number, y: number, size: number, text: string, o: { bold?: boolean; anchor?: 'start' | 'middle' | 'end'; fill?: string; data?: string } = {}): void {
    this.texts.push({ x: r(x), y: r(y), size, text, bold: o.bold ?? false, anchor: o.anchor ?? 'start', fill: o.fill ?? '#000000', data: o.data ?? '' });
  }
}

/** The largest size up to `size` (not under `min`) at which `text` fits `width`, or an error naming it. */
export function fit(text: string, width: number, size: number, weight: Weight = 'regular', min = TEXT_MIN): number {
  const s = fitSize(text, width, size, weight, min);
  if (s === null) throw new InputError(`firing-card: "${text}" is too long for its place on the card (${Math.round(width)} pt at ${min} pt or more); shorten it`);
  return s;
}

/** `text` wrapped to `width` at `size`, or an error when a word alone is wider. */
export function wrap(text: string, width: number, size: number, weight: Weight = 'regular'): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const wide = words.find((w) => textWidth(w, size, weight) > width);
  if (wide) throw new InputError(`firing-card: the word "${wide}" is wider than its column; shorten it`);
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
