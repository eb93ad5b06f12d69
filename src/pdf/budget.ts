// What a user's template draws is counted as it is read, for one item (a card, a sheet, a piece of a
// board) and for the PDF it is in: the characters of its text, which shaping and setting take time
// and memory in proportion to, and the numbers of its path data, which pdfkit reads into an object
// for every command. The package's own templates draw what their data allows, and are not counted.
import { refuse } from './attrs.js';
import type { El } from './parse.js';

interface Kind {
  /** Most in one item's markup, and in a PDF. */
  item: number; pdf: number;
  of: string; unit: string; what: string; verb: [string, string];
}

export const DRAWN: Record<'text' | 'path', Kind> = {
  // ours set under 4,000 characters an item, and a card for each of 500 ships under 500,000 in all
  text: { item: 20_000, pdf: 3_000_000, of: 'the text', unit: 'characters', what: 'characters of text', verb: ['sets', 'set'] },
  // ours draw under 2,000 numbers in a path (a board aside, which is not a template's)
  path: { item: 200_000, pdf: 2_000_000, of: 'the path data', unit: 'numbers', what: 'numbers of path data', verb: ['draws', 'draw'] },
};

/** What a document's user templates have drawn so far. */
export interface Drawn { text: number; path: number }

const n = (v: number) => v.toLocaleString('en-US');

/** What one item's markup draws, counted with its document's. */
export class Budget {
  private readonly item: Drawn = { text: 0, path: 0 };
  constructor(private readonly doc: Drawn) {}

  /**
   * Counts `count` of a kind, refusing at `el` what goes past a bound (found in its template by
   * `near`, or its attribute `attr`); without `el`, what is drawn next is refused.
   */
  add(kind: keyof Drawn, count: number, el?: El, attr?: string, near?: string): void {
    const k = DRAWN[kind];
    this.item[kind] += count;
    this.doc[kind] += count;
    if (!el || (this.item[kind] <= k.item && this.doc[kind] <= k.pdf)) return;
    if (this.item[kind] > k.item) refuse(el, `brings ${k.of} of one card, sheet or piece to ${n(this.item[kind])} ${k.unit}`, `a template, filled in for one, ${k.verb[0]} at most ${n(k.item)} ${k.what}`, attr, near);
    refuse(el, `brings ${k.of} the templates ${k.verb[1]} in this PDF to ${n(this.doc[kind])} ${k.unit}`, `templates ${k.verb[1]} at most ${n(k.pdf)} ${k.what} in a PDF; split the job into several kits`, attr, near);
  }
}

/** The numbers in path data, as it is read: a run of digits with its point and exponent, a second point starting another. */
export function pathNumbers(d: string): number {
  let count = 0;
  let inNumber = false, dot = false, exp = false;
  for (let i = 0; i < d.length; i++) {
    const c = d.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (!inNumber) [count, inNumber, dot, exp] = [count + 1, true, false, false];
    } else if (c === 46 /* . */) {
      if (!inNumber || dot || exp) [count, inNumber, exp] = [count + 1, true, false];
      dot = true;
    } else if ((c === 101 || c === 69) /* e E */ && inNumber && !exp) exp = true;
    else if ((c === 45 || c === 43) /* - + */ && inNumber && (d.charCodeAt(i - 1) | 32) === 101) continue;
    else inNumber = false;
  }
  return count;
}
