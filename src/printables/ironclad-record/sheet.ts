// The view of one record sheet: header geometry, every caption fitted to its room, and the boxes
// and section rules (boxes.ts). The template gives it structure and styling.
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { fitSize, fitWrapped, textWidth, wrapWords, type Weight } from '../../svg/fonts.js';
import { nameBaselines, nameBlock, type NameBox } from '../../svg/names.js';
import { SIZES } from './scales.js';
import { r, toInch } from '../../units.js';
import { GEOMETRY, MIN_FONT, gunSlots, type Area, type Body, type Layout } from './layout.js';
import { drawBoxes } from './boxes.js';
import { upper } from '../../svg/upper.js';
import { PLATE_PAD, plate, type SideColour } from '../../games/sides.js';

interface Titled { title: string; caption: string }
export interface Data {
  width: number; height: number; box: { max: number; min: number }; 'gun-width': number;
  title: string; 'example-note': string; grades: { weight: string; short: string }[];
  labels: { boat: string; side: string; speed: string; unit: string; now: string; acceleration: string; armour: string; notes: string };
  armour: { caption: string }; crew: Titled; hull: Titled; guns: Titled & { none: string };
  turret: { caption: string }; ram: Titled; 'spar-torpedo': Titled; fire: Titled;
  size: Titled & { circle: string };
  blank: {
    crew: number; hull: number; guns: number; turrets: number; 'turret-boxes': number;
    turret: string; 'tracks-caption': string; 'guns-caption': string;
  };
}
/** What a filled sheet prints in the header; armour is an index into the grades; no size prints the sizes to circle. */
export interface Filled { name: string; side: string; colour: SideColour | null; speed: number; acceleration: number; armour: number; size: string | null; example: boolean }

const INSET = 12;
const BAR = 13;          // the title bar
const NAME_Y = 35;       // name baseline, from the inset
const SIDE_W = 160;      // the side field at the right of the name row
const STATS_Y = 44;      // top of the row of stat cells, from the inset
const STATS_H = 26;
const CELL_GAP = 6;
const BODY_Y = STATS_Y + STATS_H + 11;
const FIRE_BOX = 16;
const NOTE_LINE = 18;     // spacing of the lines to write notes on
/** The header's cells but the last (the fire marker), which takes the rest of the row. */
const CELLS = { speed: 90, acceleration: 60, size: 92, armour: 150 };
const CELL_NAMES = [...Object.keys(CELLS), 'fire'];
const FIRE_TEXT = FIRE_BOX + 14; // the fire cell's room before its text, and after
const MIN_TEXT = 6;              // the least size of the header's words and the blocks' captions
const CAPTION_LEAD = 1.1;        // baseline to baseline, per pt, of a block caption on two lines

export const sheetArea = (d: Data): Area => ({ x: INSET, y: INSET + BODY_Y, width: d.width - 2 * INSET, bottom: d.height - INSET });

interface Text { x: number; y: number; size: number; text: string }
interface Line { x1: number; y1: number; x2: number; y2: number }

/** The largest size up to `size` at which `text` fits `width`; fails loudly rather than clipping. */
function fitted(text: string, width: number, size: number, weight: Weight = 'regular', min = MIN_FONT): number {
  const s = fitSize(text, width, size, weight, min);
  if (s === null) throw new DrawProblem('ironclad-record', text, `${quote(text)} is too long to print legibly on the sheet; shorten it`);
  return s;
}
const rt = (t: Text): Text => ({ ...t, x: r(t.x), y: r(t.y) });

/** Where the boat's name goes: after the label, up to the side field, from under the title bar down to the name line. */
export function nameBox(d: Pick<Data, 'width' | 'labels'>): NameBox {
  const nameX = INSET + textWidth(d.labels.boat, 7, 'bold') + 6;
  return { width: d.width - INSET - SIDE_W - 12 - nameX, max: 16, height: NAME_Y - BAR - 3 };
}

function nameTexts(name: string, x: number, baseline: number, box: NameBox): Text[] {
  const block = nameBlock(name, box, 'ironclad-record');
  const ys = nameBaselines(block, baseline);
  return block.lines.map((text, i) => rt({ x, y: ys[i], text, size: block.size }));
}

export function sheetView(gameTitle: string, d: Data, ship: Filled | null, body: Body, l: Layout) {
  const { width: W, height: H } = d;
  const right = W - INSET;
  const lines: Line[] = [];
  const line = (x1: number, y1: number, x2: number, y2: number) => lines.push({ x1: r(x1), y1: r(y1), x2: r(x2), y2: r(y2) });

  // name row: a write-in line under each value, so a blank sheet reads the same as a filled one
  const nameY = INSET + NAME_Y;
  const nameX = INSET + textWidth(d.labels.boat, 7, 'bold') + 6;
  const sideLabelX = right - SIDE_W;
  const sideX = sideLabelX + textWidth(d.labels.side, 7, 'bold') + 6;
  line(nameX, nameY + 3, sideLabelX - 12, nameY + 3);
  // a side with a colour is printed on a plate of it, which takes the place of its write-in line
  const sideSize = ship ? fitted(ship.side, right - sideX - 2 * PLATE_PAD, 12, 'bold', 6) : 0;
  const sidePlate = ship?.colour ? { ...plate(sideX, nameY, sideSize, textWidth(ship.side, sideSize, 'bold')), fill: ship.colour.fill } : null;
  if (!sidePlate) line(sideX, nameY + 3, right, nameY + 3);
  const header = {
    bar: { x: INSET, y: INSET, width: W - 2 * INSET, height: BAR, textY: INSET + 9.3, rightX: right - 5 },
    title: `${upper(gameTitle)} · ${d.title}`,
    note: ship?.example ? { text: d['example-note'], size: fitted(d['example-note'], W / 2 - INSET, 7) } : null,
    labels: { boat: { x: INSET, y: nameY, text: d.labels.boat }, side: { x: sideLabelX, y: nameY, text: d.labels.side } },
    names: ship ? nameTexts(ship.name, nameX, nameY, nameBox(d)) : null,
    side: ship ? { ...rt({ x: sideX, y: nameY, text: ship.side, size: sideSize }), fill: ship.colour?.ink } : null,
    sidePlate: sidePlate && { ...sidePlate, x: r(sidePlate.x), y: r(sidePlate.y), width: r(sidePlate.width), height: r(sidePlate.height) },
  };

  // stat cells: max speed, acceleration, size (what the ramming chart asks), the armour ladder, the fire marker
  const top = INSET + STATS_Y;
  const widths = [CELLS.speed, CELLS.acceleration, CELLS.size, CELLS.armour];
  widths.push(W - 2 * INSET - widths.reduce((a, b) => a + b, 0) - 4 * CELL_GAP);
  const xs = widths.map((_, i) => INSET + widths.slice(0, i).reduce((a, b) => a + b + CELL_GAP, 0));
  const cells = widths.map((w, i) => ({ x: r(xs[i]), y: top, width: r(w), height: STATS_H, name: CELL_NAMES[i] }));
  const value = (i: number, v: number | undefined) => ({ x: r(xs[i] + 6), y: top + 22, text: v === undefined ? '' : `${v}${d.labels.unit}` });
  const nowX = xs[0] + 44 + textWidth(d.labels.now, 6) + 3;
  line(nowX, top + 22, xs[0] + widths[0] - 6, top + 22);
  if (!ship) line(xs[1] + 6, top + 22, xs[1] + widths[1] - 6, top + 22);
  if (!ship) line(xs[0] + 6, top + 22, xs[0] + 40, top + 22);
  const armourLabelW = textWidth(d.labels.armour, 6, 'bold') + 5;
  const sizeLabelW = textWidth(d.size.title, 6, 'bold') + 5;
  const sizeCaption = ship?.size ? d.size.caption : d.size.circle;
  const stats = {
    speed: { label: { x: r(xs[0] + 4), y: top + 8, text: d.labels.speed }, value: value(0, ship?.speed), now: { x: r(xs[0] + 44), y: top + 22, text: d.labels.now } },
    acceleration: { label: { x: r(xs[1] + 4), y: top + 8, text: d.labels.acceleration, size: fitted(d.labels.acceleration, widths[1] - 8, 6, 'bold') }, value: value(1, ship?.acceleration) },
    size: {
      label: { x: r(xs[2] + 4), y: top + 8, text: d.size.title, size: fitted(d.size.title, widths[2] - 8, 6, 'bold', MIN_TEXT) },
      caption: rt({ x: xs[2] + 4 + sizeLabelW, y: top + 8, text: sizeCaption, size: fitted(sizeCaption, widths[2] - 8 - sizeLabelW, 6, 'regular', MIN_TEXT) }),
      value: ship?.size ? rt({ x: xs[2] + 6, y: top + 22, text: ship.size, size: fitted(ship.size, widths[2] - 12, 13, 'bold', MIN_TEXT) }) : null,
    },
    armour: {
      label: { x: r(xs[3] + 4), y: top + 8, text: d.labels.armour },
      caption: rt({ x: xs[3] + 4 + armourLabelW, y: top + 8, text: d.armour.caption, size: fitted(d.armour.caption, widths[3] - 8 - armourLabelW, 6) }),
    },
    fire: fireTexts(d.fire, xs[4] + 9 + FIRE_BOX, top, widths[4] - FIRE_TEXT, W),
  };
  const ladderW = (widths[3] - 8) / d.grades.length;
  const grades = d.grades.map((g, i) => ({
    x: r(xs[3] + 4 + i * ladderW), y: top + 11, width: r(ladderW), height: 12, cx: r(xs[3] + 4 + (i + 0.5) * ladderW), ty: top + 19.6, text: g.short,
    // the boat's grade is marked; heavier grades can never apply and are greyed
    mark: ship !== null && i === ship.armour, out: ship !== null && i > ship.armour,
  }));
  // no size given: the three sizes in a ladder like the armour's, one to circle, each cell its word's
  // width and an equal share of the rest
  const sizeRoom = widths[2] - 8;
  // widths scale with the type size: the largest up to 7 pt that leaves each cell 4 pt of margin
  const sizeText = Math.min(7, Math.floor((sizeRoom - 4 * SIZES.length) / textWidth(SIZES.join(''), 1, 'bold') * 10) / 10);
  if (sizeText < MIN_TEXT) throw new DrawProblem('ironclad-record', undefined, `the sizes ${SIZES.join(', ')} do not fit the sheet's size cell at ${MIN_TEXT} pt`);
  const wordW = SIZES.map((s) => textWidth(s, sizeText, 'bold'));
  const spare = (sizeRoom - wordW.reduce((a, b) => a + b, 0)) / SIZES.length;
  let sizeX = xs[2] + 4;
  const sizes = ship?.size ? [] : SIZES.map((s, i) => {
    const cell = { x: r(sizeX), y: top + 11, width: r(wordW[i] + spare), height: 12, cx: r(sizeX + (wordW[i] + spare) / 2), ty: top + 19.6, size: sizeText, text: s };
    sizeX += wordW[i] + spare;
    return cell;
  });
  const rule = { x1: INSET, x2: right, y: r(INSET + BODY_Y - 6) };

  // block titles with their consequence, fitted to the room left after the title: on one line when
  // it fits at 6 pt or more, else on two, the last on the title's baseline and the first above it
  // (clear of the heavy rule over the block)
  const titled = (x: number, y: number, width: number, title: string, caption: string) => {
    const tw = textWidth(title, 9, 'bold') + 6;
    const heading = { x: r(x), y: r(y), text: title };
    if (!caption) return { title: heading, captions: [] };
    const one = fitSize(caption, width - tw, 6.5, 'regular', MIN_TEXT);
    if (one !== null) return { title: heading, captions: [rt({ x: x + tw, y, text: caption, size: one })] };
    const two = atSeparator(caption, width - tw) ?? fitWrapped(caption, width - tw, 6.5, MIN_TEXT, 'regular', (ls) => ls.length <= 2);
    if (!two) throw new DrawProblem('ironclad-record', caption, `${quote(caption)} is too long to print on two lines at ${MIN_TEXT} pt beside ${quote(title)}; shorten it`);
    return { title: heading, captions: two.lines.map((text, i) => rt({ x: x + tw, y: y - (two.lines.length - 1 - i) * two.size * CAPTION_LEAD, text, size: two.size })) };
  };
  const area = sheetArea(d);
  const blank = d.blank;
  const titles = [
    titled(area.x, l.tracksY - 3.5, l.trackWidth, d.crew.title, ship ? d.crew.caption : `${d.crew.caption} · ${blank['tracks-caption']}`),
    titled(l.hullX, l.tracksY - 3.5, l.trackWidth, d.hull.title, ship ? d.hull.caption : `${d.hull.caption} · ${blank['tracks-caption']}`),
    body.guns.length
      ? titled(area.x, l.gunsY - 3.5, area.width, d.guns.title, ship ? d.guns.caption : `${d.guns.caption} · ${blank['guns-caption']}`)
      : titled(area.x, l.gunsY - 3.5, area.width, `${d.guns.title}: ${d.guns.none}`, ''),
  ];

  // gun and fitting texts: a bold name over a smaller second line
  const slots = gunSlots(body.guns);
  const tagSize = Math.min(8, l.box * 0.45);
  const guns = l.guns.map((c) => {
    const tx = c.x + GEOMETRY.TAG + 2 + slots * l.box + GEOMETRY.TEXT_GAP;
    if (!c.gun.name) line(tx, c.y + l.box - 1, c.x + c.width, c.y + l.box - 1);
    return {
      tag: { x: r(c.x + GEOMETRY.TAG / 2), y: r(c.y + l.box / 2 + tagSize * 0.35), size: r(tagSize), text: c.gun.weight },
      name: rt({ x: tx, y: c.y + l.box * 0.47, size: c.nameSize, text: c.gun.name }),
      position: rt({ x: tx, y: c.y + l.box - c.subSize * 0.22, size: c.subSize, text: c.gun.position }),
    };
  });
  const fittings = l.fittings.map((c) => {
    const tx = c.x + c.fitting.boxes * l.box + GEOMETRY.TEXT_GAP;
    if (c.fitting.writeIn) line(tx + textWidth(c.fitting.name, c.nameSize, 'bold') + 3, c.y + l.box * 0.47 + 1.5, tx + c.textWidth, c.y + l.box * 0.47 + 1.5);
    return {
      name: rt({ x: tx, y: c.y + l.box * 0.47, size: c.nameSize, text: c.fitting.name }),
      caption: rt({ x: tx, y: c.y + l.box - c.subSize * 0.22, size: c.subSize, text: c.fitting.caption }),
    };
  });

  // room left under the fittings becomes ruled lines for notes
  const notesY = l.bottom + 2 * GEOMETRY.VGAP + GEOMETRY.TITLE - 3.5;
  const notes = area.bottom - notesY >= 2 * NOTE_LINE ? { x: area.x, y: r(notesY), text: d.labels.notes } : null;
  if (notes) for (let y = notesY + NOTE_LINE; y <= area.bottom; y += NOTE_LINE) line(area.x, y, area.x + area.width, y);

  const boxes = drawBoxes(l, body, { x: xs[4] + 5, y: top + 5, size: FIRE_BOX });

  return { width: W, height: H, header, cells, stats, grades, sizes, rule, titles, guns, fittings, notes, lines, boxes };
}

/** `caption` on two lines broken at one of its " · " (the break parts its clauses), at the largest
 * size from 6.5 pt down to MIN_TEXT at which some such break fits `width`; the most even break. */
function atSeparator(caption: string, width: number): { lines: string[]; size: number } | null {
  const parts = caption.split(' · ');
  for (let size = 6.5; size >= MIN_TEXT - 1e-9; size = r(size - 0.25)) {
    const breaks = parts.slice(1).map((_, i) => [parts.slice(0, i + 1).join(' · '), parts.slice(i + 1).join(' · ')]);
    const fitting = breaks.filter((ls) => ls.every((l) => textWidth(l, size) <= width));
    if (fitting.length) return { lines: fitting.sort((a, b) => Math.max(...a.map((l) => textWidth(l, 1))) - Math.max(...b.map((l) => textWidth(l, 1))))[0], size };
  }
  return null;
}

/**
 * The fire marker's title and caption beside its box: the caption on one line when it fits the
 * cell, else on two under a raised title. Too narrow a sheet is refused, saying how wide it must be.
 */
function fireTexts(fire: Titled, x: number, top: number, width: number, sheetW: number): { title: Text; captions: Text[] } {
  const words = fire.caption.split(/\s+/);
  const fits = (w: number, size: number) => {
    const lines = wrapWords(words, w, size);
    return lines.length <= 2 && lines.every((l) => textWidth(l, size) <= w) ? lines : null;
  };
  for (const size of [6.5, MIN_TEXT]) {
    const lines = fits(width, size);
    if (!lines) continue;
    const title = rt({ x, y: top + (lines.length === 1 ? 12 : 9.5), text: fire.title, size: fitted(fire.title, width, 8, 'bold', MIN_TEXT) });
    return { title, captions: lines.map((text, i) => rt({ x, y: top + (lines.length === 1 ? 21 : 16.5 + 6.5 * i), text, size })) };
  }
  let need = Math.ceil(width);
  while (!fits(need, MIN_TEXT)) need++;
  const least = sheetW - width + need;
  throw new DrawProblem('ironclad-record', fire.caption, `a ${toInch(sheetW)} in wide sheet leaves too little room for ${quote(fire.caption)} in its header; make the sheet at least ${(Math.ceil(toInch(least) * 10) / 10).toFixed(1)} in wide or shorten the caption`);
}
