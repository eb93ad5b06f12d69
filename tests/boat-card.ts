// Reading a boat card back: its words, boxes, pictures, bands and rules with their boxes in pt, and
// the checks every card must pass whatever its boat (sizes, inside the card, nothing overlapping).
import { expect } from 'vitest';
import { inch } from '../src/units.js';
import { elements, texts, type TextBox } from './helpers.js';

export interface Box { x: number; y: number; w: number; h: number; what: string }
export const W = inch(3.5);
export const H = inch(5.5);

export const overlap = (a: Box, b: Box): boolean =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.01 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.01;

const rectBox = (e: Record<string, string>, what: string): Box => ({ x: +e.x, y: +e.y, w: +e.width, h: +e.height, what });
const bboxOf = (e: Record<string, string>, what: string): Box => {
  const [x, y, w, h] = e['data-bbox'].split(',').map(Number);
  return { x, y, w, h, what };
};

/** Everything drawn on a card that can collide, with its box. */
export function parts(body: string) {
  const words = texts(body);
  const boxes = elements(body, 'rect', 'data-track').map((e) => ({ ...rectBox(e, `${e['data-track']} box`), track: e['data-track'] }));
  const boat = elements(body, 'g', 'data-picture="boat"').map((e) => ({ ...bboxOf(e, 'boat picture'), guns: +e['data-guns'] }));
  const dice = elements(body, 'g', 'data-section=').map((e) => ({ ...bboxOf(e, `${e['data-section']} die`), key: e['data-section'] }));
  const bands = elements(body, 'rect', 'data-side-band').map((e) => ({ ...rectBox(e, `band ${e['data-side-band']}`), fill: e.fill, pattern: e['data-pattern'], side: e['data-side-band'] }));
  const badges = elements(body, 'circle', 'data-badge').map((e) => ({ x: +e.cx - +e.r, y: +e.cy - +e.r, w: 2 * +e.r, h: 2 * +e.r, what: `badge ${e['data-badge']}` }));
  const rules = elements(body, 'line', 'data-rule').map((e) => ({ x: +e.x1, y: +e.y1 - 1, w: +e.x2 - +e.x1, h: 2, what: 'rule' }));
  return { words, boxes, boat, dice, bands, badges, rules };
}

export const role = (words: TextBox[], r: RegExp): TextBox[] => words.filter((t) => r.test(t.attrs['data-role'] ?? ''));

/** The checks every card passes: sizes of text, inside the card, nothing overlapping. */
export function expectSound(body: string, what: string): void {
  const { words, boxes, boat, dice, badges, rules, bands } = parts(body);
  for (const t of words) expect(+t.attrs['font-size'], `${what}: "${t.what}"`).toBeGreaterThanOrEqual(6);
  for (const t of role(words, /caption|none/)) expect(+t.attrs['font-size'], `${what}: caption "${t.what}"`).toBeGreaterThanOrEqual(9);
  // inside the card, clear of the rounded corners' cut (6 pt in from the trim)
  for (const b of [...words, ...boxes, ...boat, ...dice, ...bands]) {
    expect(b.x, `${what}: ${b.what} left`).toBeGreaterThanOrEqual(6);
    expect(b.y, `${what}: ${b.what} top`).toBeGreaterThanOrEqual(6);
    expect(b.x + b.w, `${what}: ${b.what} right`).toBeLessThanOrEqual(W - 6);
    expect(b.y + b.h, `${what}: ${b.what} bottom`).toBeLessThanOrEqual(H - 6);
  }
  // no two words overlap, and no word meets a box, a picture, a rule or a letter's disc (but its own letter)
  const solid: Box[] = [...boxes, ...boat, ...dice, ...rules, ...badges];
  words.forEach((t, i) => {
    for (const u of words.slice(i + 1)) expect(overlap(t, u), `${what}: "${t.what}" and "${u.what}"`).toBe(false);
    const own = t.attrs['data-role'] === 'side-letter' ? `badge ${t.what}` : '';
    for (const s of solid) if (s.what !== own) expect(overlap(t, s), `${what}: "${t.what}" and ${s.what}`).toBe(false);
  });
  const things: Box[] = [...boxes, ...boat, ...dice];
  things.forEach((a, i) => { for (const b of things.slice(i + 1)) expect(overlap(a, b), `${what}: ${a.what} and ${b.what}`).toBe(false); });
  // the words on a band stay on it
  for (const t of role(words, /^side-/)) expect(bands.some((b) => t.x >= b.x && t.x + t.w <= b.x + b.w && t.y >= b.y && t.y + t.h <= b.y + b.h), `${what}: "${t.what}" on its band`).toBe(true);
}
