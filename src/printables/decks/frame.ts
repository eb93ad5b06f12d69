// The frame every card front is drawn in, scaled from a poker card to the chosen size: the bleed box,
// the border and panel, the header band, the text column inside the safe area, and the foot note.
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { req } from '../../data/schema.js';
import { inch, r } from '../../units.js';
import { fitBlock, fitLine, LEADING, MIN_SIZE } from './fit.js';
import { MARK_SIZE } from '../mark.js';
import type { MarkSpot } from '../types.js';

/** The size a data file's texts are measured against: a poker card. */
export const POKER: [number, number] = [inch(2.5), inch(3.5)];
/** Text and badges keep this far inside the trim. */
export const SAFE = inch(0.125);

export const colour = req.colour();

/** The frame every card front shares: scale, border, header band and the text column. */
export function frame(width: number, height: number, bleed: number) {
  const s = Math.min(width / POKER[0], height / POKER[1]);
  const border = r(6 * s);
  const inset = Math.max(SAFE, border) + 5 * s;
  return {
    s, width, height, cx: r(width / 2),
    bleedX: r(-bleed), bleedY: r(-bleed), bleedW: r(width + 2 * bleed), bleedH: r(height + 2 * bleed),
    border, panelW: r(width - 2 * border), panelH: r(height - 2 * border), radius: r(5 * s),
    bandY: border, bandH: r(30 * s), inset, inner: width - 2 * inset,
  };
}
export type Frame = ReturnType<typeof frame>;

/** The kind's label in the header band, as large as fits. */
export function bandLabel(f: Frame, label: string, room = f.inner) {
  const size = fitLine(label, room, 13 * f.s, MIN_SIZE) ?? fail(`the label ${quote(label)} does not fit the card's header; shorten it or choose a larger --card-size`, label);
  return { label, labelSize: size, labelY: r(f.bandY + f.bandH / 2 + size * 0.36) };
}

/**
 * Where a face shows the default mark: centred in the header band under the kind's label, in the
 * band's white ink, when the band has room below the largest label (13 pt on a poker card); on a
 * smaller card, just under the band, in dark ink on the panel.
 */
export function markSpot(f: Frame): MarkSpot {
  const labelBottom = f.bandY + f.bandH / 2 + 13 * f.s * 0.56;
  const y = f.bandY + f.bandH - MARK_SIZE * 0.2 - 1;
  const inBand = y - MARK_SIZE * 0.75 >= labelBottom;
  return { x: f.cx, y: r(inBand ? y : f.bandY + f.bandH + MARK_SIZE + 1), anchor: 'middle', width: f.inner, fill: inBand ? '#ffffff' : '#444444' };
}

/** Top of a one-line foot note. */
export const oneLineNote = (f: Frame): number => f.height - f.inset - 1 * f.s - Math.max(MIN_SIZE, 6.5 * f.s) * 0.78;

/** The small note at the foot of a card, one line or two on a small card, its last baseline on `bottom`. */
export function footNote(f: Frame, text: string, where: string) {
  const size = Math.max(MIN_SIZE, 6.5 * f.s);
  const bottom = f.height - f.inset - 1 * f.s;
  const b = fitBlock(text, f.inner, size * (1 + LEADING) + 0.01, size, MIN_SIZE)
    ?? fail(`${where}: the note ${quote(text)} cannot be printed at ${MIN_SIZE} pt or larger on a card of this size; shorten it or choose a larger --card-size`, text);
  const top = bottom - b.size * (0.78 + (b.lines.length - 1) * LEADING);
  return { top, size: b.size, lines: b.lines.map((t, i) => ({ text: t, y: r(bottom - (b.lines.length - 1 - i) * b.size * LEADING) })) };
}

/** A deck's refusal, `text` the deck's words at fault: said at their line in a --data copy (see problem.ts). */
export function fail(problem: string, text?: string): never {
  throw new DrawProblem('', text, problem);
}
