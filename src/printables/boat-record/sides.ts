// The side band at the top of a boat card: the side's colour (and pattern) with its letter on a
// white disc and its name, so a child finds their boats by colour and a grey copy still tells the
// two sides apart, by lightness or by pattern. A blank card shows both sides, to circle one.
import { quote } from '../../errors.js';
import { req, type Field } from '../../data/schema.js';
import { fitSize, textWidth } from '../../svg/fonts.js';

export const PATTERNS = ['plain', 'hatch', 'dots', 'cross'] as const;
export interface Side { name: string; colour: string; ink: string; pattern: string }
export type Sides = Record<'A' | 'B', Side>;

const side = (name: string, colour: string, ink: string, pattern: string): Field => ({
  type: 'object',
  fields: {
    name: { ...req.text(24), doc: 'printed on the band beside the letter' },
    colour: req.colour('the band\'s colour'),
    ink: req.colour('the colour of the name on the band: dark on a light band, white on a dark one'),
    pattern: { type: 'enum', values: PATTERNS, required: true, doc: 'lines or dots over the colour, for black-and-white printing' },
  },
  default: { name, colour, ink, pattern },
});

export const SIDES_FIELD: Field = {
  type: 'object',
  doc: 'each side\'s band; the two must differ in grey too: relative luminance 0.15 apart or more, or another pattern',
  fields: { A: side('Blue side', '#2f6fb5', '#ffffff', 'plain'), B: side('Orange side', '#f2a93b', '#000000', 'hatch') },
  default: { A: { name: 'Blue side', colour: '#2f6fb5', ink: '#ffffff', pattern: 'plain' }, B: { name: 'Orange side', colour: '#f2a93b', ink: '#000000', pattern: 'hatch' } },
};

/** Least luminance difference (0–1, WCAG relative luminance) between two sides with the same pattern. */
export const SIDE_LUMINANCE = 0.15;
/** Least contrast ratio of a side's name against its band (WCAG, large text). */
export const INK_CONTRAST = 3;

/** WCAG relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

// band geometry, pt from the band's top left
const BADGE = 8.5;       // the letter's disc radius
const LETTER = 12;
const NAME = 11;
const NAME_MIN = 8;
const PAD = 4;

export interface BandView {
  x: number; y: number; w: number; h: number; fill: string; pattern: string | null;
  badge: { cx: number; cy: number; r: number; letter: string; size: number; baseline: number };
  name: { x: number; baseline: number; size: number; text: string; ink: string; end: number };
  /** a clear window of plain colour under the name, over a pattern */
  window: { x: number; y: number; w: number; h: number } | null;
}

/** Room for a side's name in a band `w` wide (after the disc). */
const nameRoom = (w: number) => w - (2 * BADGE + 2 * PAD) - 2 * PAD - 4;

/** The band of `letter` drawn in (x, y, w, h). */
export function band(letter: 'A' | 'B', s: Side, x: number, y: number, w: number, h: number): BandView {
  const cy = y + h / 2;
  const cx = x + PAD + BADGE;
  const size = fitSize(s.name, nameRoom(w), NAME, 'bold', NAME_MIN) ?? NAME_MIN;
  const nx = cx + BADGE + PAD + 2;
  const tw = textWidth(s.name, size, 'bold');
  return {
    x, y, w, h, fill: s.colour, pattern: s.pattern === 'plain' ? null : s.pattern,
    badge: { cx, cy, r: BADGE, letter, size: LETTER, baseline: cy + LETTER * 0.36 },
    name: { x: nx, baseline: cy + size * 0.35, size, text: s.name, ink: s.ink, end: nx + tw },
    window: s.pattern === 'plain' ? null : { x: nx - 3, y: cy - size * 0.72, w: tw + 6, h: size * 1.3 },
  };
}

/** What is wrong with the sides for a card `inner` wide, at a key path, or null. */
export function sidesProblem(sides: Sides, inner: number): { at: (string | number)[]; problem: string } | null {
  for (const key of ['A', 'B'] as const) {
    const s = sides[key];
    const c = contrast(s.ink, s.colour);
    if (c < INK_CONTRAST) return { at: ['sides', key, 'ink'], problem: `${s.ink} on ${s.colour} has a contrast of ${c.toFixed(1)}:1, too little to read; take ${luminance(s.colour) > 0.18 ? 'a dark ink such as #000000' : 'a light ink such as #ffffff'}` };
    // a blank card shows both sides side by side
    if (fitSize(s.name, nameRoom(inner / 2), NAME, 'bold', NAME_MIN) === null) {
      return { at: ['sides', key, 'name'], problem: `${quote(s.name)} does not fit half the card's band at ${NAME_MIN} pt; shorten it` };
    }
  }
  const [a, b] = [luminance(sides.A.colour), luminance(sides.B.colour)];
  if (sides.A.pattern === sides.B.pattern && Math.abs(a - b) < SIDE_LUMINANCE) {
    return {
      at: ['sides', 'B', 'colour'],
      problem: `the two sides would look alike printed in black and white: ${sides.A.colour} and ${sides.B.colour} differ by ${(Math.abs(a - b) * 100).toFixed(0)} % in luminance (${SIDE_LUMINANCE * 100} % or more wanted) and have the same pattern; make one much lighter or give it another pattern`,
    };
  }
  return null;
}
