// What every card printable shares: the card sizes card makers use, and the options of a card
// sheet (size, bleed, rounded-corner guides, how backs are printed). A card item carries them in
// `card`; the imposition engine draws crop marks and makes the back pages from it.
import { quote } from '../errors.js';
import type { Field } from '../data/schema.js';
import { own } from '../data/suggest.js';
import { inch, mm, parseLength, parseSize } from '../units.js';
import { LAMINATE_OPTIONS } from './laminate.js';
import type { CardSpec } from './types.js';

/** Trim sizes in pt: poker 2.5 × 3.5 in (63 × 88 mm), American mini, bridge and tarot. */
export const CARD_SIZES: Record<string, [number, number]> = {
  poker: [inch(2.5), inch(3.5)],
  mini: [mm(41), mm(63)],
  bridge: [inch(2.25), inch(3.5)],
  tarot: [inch(2.75), inch(4.75)],
};

const MIN = inch(1);
const MAX = inch(7);

/** "poker", "tarot" … or WxH ("2.5x3.5in", "63x88mm"); null if it is neither or out of range. */
export function cardSize(text: string): [number, number] | null {
  const wh = own(CARD_SIZES, text) ?? parseSize(text);
  return wh && wh.every((v) => v >= MIN - 1e-9 && v <= MAX + 1e-9) ? wh : null;
}

/** "X,Y" lengths ("1mm,-0.5mm", "0.02in,0"), for shifting back pages; null if malformed. */
export function offsetOf(text: string): [number, number] | null {
  const parts = text.split(',');
  if (parts.length !== 2) return null;
  const [x, y] = parts.map((p) => parseLength(p.trim(), 'mm'));
  return x === null || y === null || Math.abs(x) > inch(1) || Math.abs(y) > inch(1) ? null : [x, y];
}

export const CARD_OPTIONS: Record<string, Field> = {
  'card-size': {
    type: 'string', default: 'poker', doc: `poker | mini | bridge | tarot | WxH (e.g. 63x88mm)`,
    check: (v: string) => (cardSize(v) ? null : `expected poker, mini, bridge, tarot or a size WxH from 1 in to 7 in a side (e.g. 63x88mm), got ${quote(v)}`),
  },
  bleed: { type: 'length', min: 0, max: inch(0.25), default: 0, doc: 'art past the trim for a print shop, e.g. 0.125in or 3mm' },
  duplex: { type: 'enum', values: ['long-edge', 'short-edge'], default: 'long-edge', doc: 'how your printer turns the sheet for the back: long-edge | short-edge' },
  backs: { type: 'enum', values: ['interleaved', 'separate', 'none'], default: 'interleaved', doc: 'back pages after each front page, all at the end (separate), or none' },
  'back-offset': {
    type: 'string', default: '0,0', doc: 'shift back pages by X,Y to correct a printer\'s drift, e.g. 1mm,-0.5mm (see calibrate-duplex)',
    check: (v: string) => (offsetOf(v) ? null : `expected X,Y lengths up to 1 in each (e.g. 1mm,-0.5mm), got ${quote(v)}`),
  },
  rounded: { type: 'bool', default: false, doc: 'grey rounded-corner guides on the trim, for a corner punch; with --layout laminate, the cut lines rounded too' },
  gutter: { type: 'length', min: 0, max: inch(0.5), doc: 'space between cards on a sheet, e.g. 0.125in (default 1/8 in for cards with a coloured edge or a bleed, else 0)' },
  'back-style': { type: 'enum', values: ['solid', 'light'], default: 'solid', doc: 'card backs: solid colour, or light (an outline that spares inkjet ink)' },
  layout: {
    type: 'enum', values: ['sheet', 'per-card', 'laminate'], default: 'sheet',
    doc: 'sheet: several cards a page, with crop marks; per-card: one card a page, page = card + bleed, for a card printer; laminate: cards 6 mm apart, each cut line 3 mm outside its cards, for a laminating pouch',
  },
  pouch: LAMINATE_OPTIONS.pouch,
};

/** The trim size and the `card` spec of an item (its back body is added by the printable). */
export function cardFrame(options: Record<string, unknown>): { width: number; height: number; spec: CardSpec } {
  const [width, height] = cardSize(String(options['card-size'] ?? 'poker'))!;
  return {
    width, height,
    spec: {
      bleed: Number(options.bleed ?? 0),
      corner: options.rounded ? inch(0.125) : undefined,
      duplex: (options.duplex as CardSpec['duplex']) ?? 'long-edge',
      backs: (options.backs as CardSpec['backs']) ?? 'interleaved',
      offset: offsetOf(String(options['back-offset'] ?? '0,0'))!,
      gutter: options.gutter === undefined ? undefined : Number(options.gutter),
      layout: (options.layout as CardSpec['layout']) ?? 'sheet',
    },
  };
}
