// Where everything goes on a boat card, top to bottom: the side band, the name, the boat's picture,
// then the GUNS, HULL and SAILS sections, each led by its die face (the dice label's picture on a die)
// in a column on the left, its boxes beside it and a caption under each row that changes something.
// The picture takes the height the sections leave, so a boat with few guns gets a bigger picture
// instead of blank card at the bottom.
import { DrawProblem } from '../problem.js';
import { InputError, quote } from '../../errors.js';
import { fitSize, textWidth } from '../../svg/fonts.js';
import { toInch } from '../../units.js';
import type { Face } from '../dice-labels/art.js';
import type { Sides } from './sides.js';

export const INSET = 12;
export const BAND = { y: 10, h: 22 };
/** The name's last baseline and its largest size. */
export const NAME_BASE = 58;
export const NAME_MAX = 20;
const PIC_TOP = 64;
const PIC_MIN = 36;        // below this the boat's ports and sails are too small to count
const PIC_MAX = 84;
const BOTTOM = 10;         // clear card under the last caption
const GAP = 4;             // the least space between the picture and the sections, and between sections
export const DIE = 30;     // the die face leading a section
export const WORD = 8;     // the section's word under its die
const COL_H = DIE + 2 + WORD * 1.2;
export const SPACING = 4;  // between boxes, and between rows
export const CAPTION = 10;
export const CAPTION_MIN = 9;

export type Key = 'guns' | 'hull' | 'sails';
/** The dice label that hits each section. */
export const FACE: Record<Key, Face> = { guns: 'cannon', hull: 'hull', sails: 'sail' };

export interface Track { rows: number; 'per-row': number; captions: { after: number; text: string }[] }
export interface CardData {
  width: number; height: number; box: number; corner: number;
  'guns-per-row': number; 'guns-caption': string; 'no-guns': string;
  titles: Record<Key | 'name', string>; sides: Sides; hull: Track; sails: Track;
}

export interface Caption { x: number; y: number; text: string; size: number; role: string }
export interface Section {
  key: Key; title: string; top: number; height: number;
  rows: { count: number; y: number }[]; rules: number[]; captions: Caption[];
}
export interface Layout { picture: { x: number; y: number; w: number; h: number }; sections: Section[]; boxX: number }

/** Left edge of the boxes and captions, after the die column. */
export const boxX = (): number => INSET + DIE + 6;
const room = (d: CardData) => d.width - INSET - boxX();

/** A caption's size: as large as CAPTION while it fits the room, never under CAPTION_MIN; null when it cannot fit. */
export const captionSize = (text: string, d: CardData): number | null => fitSize(text, room(d), CAPTION, 'regular', CAPTION_MIN);

interface PlanRow { count: number; caption?: string; rule: boolean }

/** Each section's rows; a row with a consequence carries its caption (a heavy rule too, unless it is the last). */
function plan(d: CardData, guns: number): { key: Key; rows: PlanRow[]; none?: string }[] {
  const perRow = d['guns-per-row'];
  // rows as even as they can be: 7 guns print 4 + 3, not 6 + 1
  const n = Math.ceil(guns / perRow);
  const gunRows: PlanRow[] = Array.from({ length: n }, (_, i) => ({ count: Math.ceil((guns - i) / n), rule: false }));
  if (gunRows.length) gunRows[n - 1].caption = d['guns-caption'];
  const track = (t: Track): PlanRow[] => Array.from({ length: t.rows }, (_, i) => {
    const caption = t.captions.find((c) => c.after === i + 1)?.text;
    return { count: t['per-row'], rule: caption !== undefined && i + 1 < t.rows, caption };
  });
  return [
    { key: 'guns', rows: gunRows, ...(guns === 0 ? { none: d['no-guns'] } : {}) },
    { key: 'hull', rows: track(d.hull) },
    { key: 'sails', rows: track(d.sails) },
  ];
}

/** The card's layout for a boat of `guns` guns; `who` names the card in a refusal. */
export function layout(d: CardData, guns: number, who: string): Layout {
  const x = boxX();
  const size = (text: string) => {
    const s = captionSize(text, d);
    if (s === null) throw new DrawProblem('boat-record', text, `the caption ${quote(text)} is ${Math.ceil(textWidth(text, CAPTION_MIN))} pt wide at ${CAPTION_MIN} pt but the card has ${Math.floor(room(d))} pt; shorten it`);
    return s;
  };
  // each section measured from its own top
  const measured = plan(d, guns).map(({ key, rows, none }) => {
    const s: Section = { key, title: d.titles[key], top: 0, height: 0, rows: [], rules: [], captions: [] };
    let y = 0;
    rows.forEach((row, i) => {
      s.rows.push({ count: row.count, y });
      y += d.box;
      if (row.caption !== undefined) {
        const role = `${key}-caption-${i + 1}`;
        if (row.rule) {
          s.rules.push(y + 3);
          s.captions.push({ x, y: y + 14, text: row.caption, size: size(row.caption), role });
          y += 18;
        } else {
          s.captions.push({ x, y: y + 12, text: row.caption, size: size(row.caption), role });
          y += 14;
        }
      } else if (i < rows.length - 1) y += SPACING;
    });
    if (none !== undefined) s.captions.push({ x, y: DIE / 2 + size(none) * 0.35, text: none, size: size(none), role: `${key}-none` });
    s.height = Math.max(y, COL_H);
    return s;
  });
  const sections = measured.reduce((a, s) => a + s.height, 0);
  const free = d.height - BOTTOM - PIC_TOP - GAP * measured.length - sections;
  if (free < PIC_MIN) {
    const need = d.height + PIC_MIN - free;
    throw new InputError(`boat-record: ${who} needs ${toInch(need).toFixed(2)} in but the card is ${toInch(d.height)} in tall; make the boxes smaller or the card taller in the game's data`);
  }
  const h = Math.min(free, PIC_MAX);
  // what the picture cannot use goes between the sections, so the card is used to its foot
  const gap = GAP + (free - h) / measured.length;
  let y = PIC_TOP + h + gap;
  for (const s of measured) {
    s.top = y;
    for (const row of s.rows) row.y += y;
    s.rules = s.rules.map((r) => r + y);
    for (const c of s.captions) c.y += y;
    y += s.height + gap;
  }
  return { picture: { x: INSET, y: PIC_TOP, w: d.width - 2 * INSET, h }, sections: measured, boxX: x };
}

/** What is wrong with the card's data for its own layout, at a key path, or null. */
export function layoutProblem(d: CardData): { at: (string | number)[]; problem: string } | null {
  for (const [at, perRow] of [[['guns-per-row'], d['guns-per-row']], [['hull', 'per-row'], d.hull['per-row']], [['sails', 'per-row'], d.sails['per-row']]] as const) {
    const w = perRow * d.box + (perRow - 1) * SPACING;
    if (w > room(d)) return { at: [...at], problem: `${perRow} boxes of ${toInch(d.box)} in make a row ${toInch(w).toFixed(2)} in wide, but the card has ${toInch(room(d)).toFixed(2)} in beside the die pictures; take fewer a row or smaller boxes` };
  }
  const texts: [(string | number)[], string][] = [
    [['guns-caption'], d['guns-caption']], [['no-guns'], d['no-guns']],
    ...(['hull', 'sails'] as const).flatMap((k) => d[k].captions.map((c, i): [(string | number)[], string] => [[k, 'captions', i, 'text'], c.text])),
  ];
  for (const [at, text] of texts) {
    if (captionSize(text, d) === null) return { at, problem: `${quote(text)} does not fit the card's ${Math.floor(room(d))} pt at ${CAPTION_MIN} pt; shorten it` };
  }
  for (const key of ['guns', 'hull', 'sails'] as const) {
    const title = d.titles[key];
    if (textWidth(title, WORD, 'bold') > DIE + 4) return { at: ['titles', key], problem: `${quote(title)} is wider than the die picture above it; shorten it` };
  }
  for (const guns of [12, 0]) {
    try {
      layout(d, guns, `a boat of ${guns} guns`);
    } catch (e) {
      if (e instanceof InputError) return { at: ['height'], problem: e.message.replace(/^boat-record: /, '') };
      throw e;
    }
  }
  return null;
}
