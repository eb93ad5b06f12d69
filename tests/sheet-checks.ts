// Geometry checks shared by the tests of sheets laid out in code: every word inside the item at a
// legible size, no two words on top of each other, words inside the boxes they belong to, and the
// default mark present (or not) with its words clear of everything else.
import { expect } from 'vitest';
import type { Item } from '../src/printables/types.js';
import { elements, texts, type TextBox } from './helpers.js';

/** The default mark's words, as src/printables/mark.ts prints them. */
export const isMark = (t: TextBox): boolean => /^default( —|$)/.test(t.what);

const overlap = (a: TextBox, b: TextBox, slack: number) =>
  a.x + slack < b.x + b.w && b.x + slack < a.x + a.w && a.y + slack < b.y + b.h && b.y + slack < a.y + a.h;

/** Every text of the item inside it, at `min` pt or more (the default mark at its own 6 pt). */
export function expectTextsInside(item: Item, min = 6): TextBox[] {
  const all = texts(item.body);
  for (const t of all) {
    expect(+t.attrs['font-size'], t.what).toBeGreaterThanOrEqual(isMark(t) ? 6 : min);
    expect(t.x, t.what).toBeGreaterThanOrEqual(0);
    expect(t.x + t.w, t.what).toBeLessThanOrEqual(item.width);
    expect(t.y, t.what).toBeGreaterThanOrEqual(0);
    expect(t.y + t.h, t.what).toBeLessThanOrEqual(item.height);
  }
  return all;
}

/** No two texts overlap (their extents less `slack` pt). */
export function expectNoOverlaps(boxes: TextBox[], slack = 0.1): void {
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      expect(overlap(boxes[i], boxes[j], slack), `"${boxes[i].what}" overlaps "${boxes[j].what}"`).toBe(false);
    }
  }
}

/** Each text carrying `textAttr` lies inside the rect whose `rectAttr` has the same value. */
export function expectInBoxes(body: string, textAttr: string, rectAttr: string): number {
  const rects = new Map(elements(body, 'rect', rectAttr).map((r) => [r[rectAttr], r]));
  let n = 0;
  for (const t of texts(body).filter((x) => x.attrs[textAttr] !== undefined)) {
    const r = rects.get(t.attrs[textAttr]);
    expect(r, `no box for ${textAttr}=${t.attrs[textAttr]}`).toBeDefined();
    expect(t.x, t.what).toBeGreaterThanOrEqual(+r!.x);
    expect(t.x + t.w, t.what).toBeLessThanOrEqual(+r!.x + +r!.width);
    expect(t.y, t.what).toBeGreaterThanOrEqual(+r!.y);
    expect(t.y + t.h, t.what).toBeLessThanOrEqual(+r!.y + +r!.height);
    n++;
  }
  return n;
}

/** The item carries the default mark (or not); when it does, its words are inside the item and clear of all other text. */
export function expectMark(item: Item, present: boolean): void {
  const all = texts(item.body);
  const marks = all.filter(isMark);
  expect(marks.length, 'default marks').toBe(present ? 1 : 0);
  if (!present) return;
  const [mark] = marks;
  expect(mark.what).toBe('default — see data/beat-to-quarters.yaml');
  expect(mark.x).toBeGreaterThanOrEqual(0);
  expect(mark.x + mark.w).toBeLessThanOrEqual(item.width);
  expect(mark.y + mark.h).toBeLessThanOrEqual(item.height);
  for (const t of all) if (t !== mark) expect(overlap(mark, t, 0), `the mark overlaps "${t.what}"`).toBe(false);
}
