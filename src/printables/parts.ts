// The drawing lists a sheet laid out in code hands its template: filled or outlined rectangles, rules,
// circles and text, each carrying data attributes that tests read back. Also the two ways such a
// sheet fits its words: on one line or wrapped, shrinking no further than the size it may print at,
// and otherwise refusing the data with the place named.
import { quote } from '../errors.js';
import { DrawProblem } from './problem.js';
import { esc } from '../svg/draw.js';
import { fitSize, fitWrapped, type Block, type Weight } from '../svg/fonts.js';
import { r } from '../units.js';

export interface Text { x: number; y: number; size: number; text: string; bold?: boolean; anchor?: 'start' | 'middle' | 'end'; fill?: string; attrs?: string }
export interface Rect { x: number; y: number; width: number; height: number; fill?: string; stroke?: string; weight?: number; attrs?: string }
export interface Line { x1: number; y1: number; x2: number; y2: number; weight: number; stroke?: string; attrs?: string }
export interface Circle { cx: number; cy: number; r: number; weight?: number; fill?: string; attrs?: string }

/** Data attributes from a record: names are ours, values are escaped (they may be the user's words). */
export const attrs = (a: Record<string, string | number>): string =>
  Object.entries(a).map(([k, v]) => `data-${k}="${esc(String(v))}"`).join(' ');

/** What a sheet's template draws, in drawing order: rectangles, rules, circles, then text on top. */
export class Parts {
  readonly texts: Text[] = [];
  readonly rects: Rect[] = [];
  readonly lines: Line[] = [];
  readonly circles: Circle[] = [];

  text(t: Text): void {
    this.texts.push({ ...t, x: r(t.x), y: r(t.y), size: r(t.size) });
  }

  rect(x: number, y: number, width: number, height: number, more: Omit<Rect, 'x' | 'y' | 'width' | 'height'> = {}): void {
    this.rects.push({ x: r(x), y: r(y), width: r(width), height: r(height), ...more });
  }

  line(x1: number, y1: number, x2: number, y2: number, weight: number, more: Omit<Line, 'x1' | 'y1' | 'x2' | 'y2' | 'weight'> = {}): void {
    this.lines.push({ x1: r(x1), y1: r(y1), x2: r(x2), y2: r(y2), weight, ...more });
  }

  circle(cx: number, cy: number, radius: number, more: Omit<Circle, 'cx' | 'cy' | 'r'> = {}): void {
    this.circles.push({ cx: r(cx), cy: r(cy), r: r(radius), ...more });
  }
}

/** Fitting words for the printable `name`, never below `min` pt: the largest size that fits, or an InputError naming the words. */
export function fitter(name: string, min: number) {
  return {
    one(text: string, width: number, size: number, weight: Weight = 'regular'): number {
      const s = fitSize(text, width, size, weight, min);
      // a room of no width (a column given too small a share) is said so, not as a negative width
      const room = width > 0 ? `in its ${r(width)} pt; shorten it` : 'in its place, which has no room left for it; give it more room';
      if (s === null) throw new DrawProblem(name, text, `${quote(text)} is too long to print legibly (${min} pt or more) ${room} in the game's data`);
      return s;
    },
    // wrapping tries many sizes and widths: the answer for each text and room is kept
    wrap: remembered((text: string, width: number, size: number, lines: number, weight: Weight = 'regular'): Block => {
      const b = fitWrapped(text, width, size, min, weight, (ls) => ls.length <= lines);
      if (b) return b;
      throw new DrawProblem(name, text, `${quote(text)} does not fit ${lines} line${lines === 1 ? '' : 's'} of ${r(width)} pt at ${min} pt or more; shorten it in the game's data`);
    }),
  };
}

/**
 * `f` answering again from what it answered before (its last `most` answers): the same words wrapped
 * to the same room always come out the same, and a run of sheets (one a side) wraps the same
 * captions on each. An answer is shared, not copied: callers only read it. A refusal (a throw) is
 * not kept, so it is made again, the same, when asked again. Worth it only for costly answers:
 * the key costs about what measuring a short text does.
 */
export function remembered<A extends (string | number | undefined)[], R>(f: (...args: A) => R, most = 1000): (...args: A) => R {
  const known = new Map<string, R>();
  return (...args) => {
    // each text goes with its length, so no text reads as the arguments after it
    const key = args.map((a) => (typeof a === 'string' ? `${a.length}:${a}` : String(a))).join('|');
    let v = known.get(key);
    if (v === undefined) {
      v = f(...args);
      if (known.size >= most) known.clear();
      known.set(key, v);
    }
    return v;
  };
}
