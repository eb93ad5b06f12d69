// The shape of the campaign sheet's data section, and the few helpers every part of the layout
// shares: wording with the campaign's numbers put in, rounding, and fitting text or failing loudly.
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { fitSize, fitWrapped, type Block as Lines, type Weight } from '../../svg/fonts.js';
import { r } from '../../units.js';
import { remembered } from '../parts.js';

export interface Column { label: string; share: number }
export interface Block { title: string; rows: number; note: string; columns: Record<string, Column> }

export interface Data {
  width: number; height: number; title: string;
  /** The campaign's numbers: every one printed comes from here. */
  points: { start: number; turn: number; refuser: number; other: number };
  turns: number;
  letters: string[];
  labels: { side: string; admiral: string; start: string };
  facts: { start: string; turn: string; turns: string };
  columns: Record<string, Column>;
  batteries: Block;
  /** `turns`: a ship takes this long to build; `cost`: the points one rate of repair costs. */
  construction: Block & { turns: number }; repair: Block & { cost: number };
  recrew: { title: string; costs: { crew: string; points: number }[]; unit: string; recapture: number; text: string };
}

/** Wording with the campaign's numbers put in for {start}, {turn}, {refuser}, {other}, {turns}, {build}, {repair}, {recapture}. */
export function fill(text: string, d: Data): string {
  const values: Record<string, number> = {
    start: d.points.start, turn: d.points.turn, refuser: d.points.refuser, other: d.points.other,
    turns: d.turns, build: d.construction.turns, repair: d.repair.cost, recapture: d.recrew.recapture,
  };
  return text.replace(/\{(\w+)\}/g, (all, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : all));
}

export const PLACEHOLDERS = ['start', 'turn', 'refuser', 'other', 'turns', 'build', 'repair', 'recapture'];

export interface Text { x: number; y: number; size: number; text: string; bold?: boolean; anchor?: string; fill?: string; attrs?: string }
export interface Rect { x: number; y: number; width: number; height: number; fill?: string; stroke?: string; weight?: number; attrs?: string }
export interface Line { x1: number; y1: number; x2: number; y2: number; weight: number; attrs?: string }
export interface Circle { cx: number; cy: number; r: number; fill?: string; attrs?: string }

export const rt = (t: Text): Text => ({ ...t, x: r(t.x), y: r(t.y), size: r(t.size) });
export const rr = (x: number, y: number, width: number, height: number, extra: Omit<Rect, 'x' | 'y' | 'width' | 'height'> = {}): Rect =>
  ({ x: r(x), y: r(y), width: r(width), height: r(height), ...extra });
export const rl = (x1: number, y1: number, x2: number, y2: number, weight: number, attrs?: string): Line =>
  ({ x1: r(x1), y1: r(y1), x2: r(x2), y2: r(y2), weight, attrs });

/** The smallest text the sheet prints: a pencil-and-paper sheet is read at arm's length. */
export const MIN_TEXT = 6;

/** The largest size up to `size` at which `text` fits `width`; fails loudly rather than overflowing. */
export function fitted(text: string, width: number, size: number, weight: Weight = 'regular'): number {
  const s = fitSize(text, width, size, weight, MIN_TEXT);
  if (s === null) throw new DrawProblem('campaign-sheet', text, `${quote(text)} is too long to print legibly on the sheet; shorten it in the game's data`);
  return s;
}

/** `text` broken into at most `max` lines of `width`, at the largest size up to `size` that allows it
 * (kept: each side's sheet wraps the same headings and captions). */
export const wrapped = remembered((text: string, width: number, size: number, max: number, weight: Weight = 'regular'): Lines => {
  const block = fitWrapped(text, width, size, MIN_TEXT, weight, (lines) => lines.length <= max);
  if (block) return block;
  throw new DrawProblem('campaign-sheet', text, `${quote(text)} does not fit ${max} line${max === 1 ? '' : 's'} of the sheet legibly; shorten it in the game's data`);
});

/** Column widths across `width`, in proportion to their shares, in the data's order. */
export function spread(columns: Record<string, Column>, x: number, width: number): { key: string; label: string; x: number; width: number }[] {
  const total = Object.values(columns).reduce((s, c) => s + c.share, 0);
  let at = x;
  return Object.entries(columns).map(([key, c]) => {
    const w = (width * c.share) / total;
    const col = { key, label: c.label, x: at, width: w };
    at += w;
    return col;
  });
}
