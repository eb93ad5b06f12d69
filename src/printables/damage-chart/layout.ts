// Geometry of the damage chart, top to bottom: title bar, turn track, the two side blocks, the
// reminders. Text and rule heights are fixed; the damage boxes take the largest size up to the
// data's `box` that fits the sheet, and what room is left is shared out between the sections.
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { fitSize, textWidth, type Weight } from '../../svg/fonts.js';
import { nameBlock, nameBaselines, type NameBox } from '../../svg/names.js';
import { inch, r, toInch } from '../../units.js';
import { upper } from '../../svg/upper.js';

interface Size { label: string; rows: number; points: number }
export interface Data {
  width: number; height: number; title: string;
  turns: { boxes: number; box: number; caption: string };
  slots: number; rows: number; box: number; columns: string[];
  sizes: { large: Size; medium: Size; small: Size };
  sides: Record<string, { title: string; colour: string }>;
  labels: { points: string; score: string; total: string };
  'score-caption': string; key: string;
  reminders: { title: string; text: string }[];
}
/** One ship's place on the chart; null is a spare slot left blank to fill in by hand. */
export type Slot = { name: string; size: string; rows: number; points: number } | null;
export interface Side { id: string; title: string; colour: string; slots: Slot[] }

interface Text { x: number; y: number; size: number; text: string; bold?: boolean; anchor?: string; fill?: string; attrs?: string }
interface Rect { x: number; y: number; width: number; height: number }
interface Line { x1: number; y1: number; x2: number; y2: number }

const MIN_BOX = inch(0.25); // the smallest box a pencil tick fits in
const INSET = 14;
const BAR = 16;             // title bar
const GAP = 10;             // least room between sections
const NUM_H = 17;           // turn numbers, tall enough to circle one
const HEAD = 16;            // a side's coloured bar
const PAD_X = 8;            // side frame to the ship slots
const SLOT_GAP = 12;        // between ships, so each ship's columns read as its own
const NAME = 24;            // above the name line: one or two lines of name
const INFO = 11;            // size and points under the name line
const COL_H = 12;           // H / R / G/C headings
const SCORE = 30;           // the score and total row
const LEAD = 12;            // reminder line spacing
const STRIKE_OVER = 3;      // a strike runs past the boxes so it reads as deliberate
const TOTAL_W = 56;         // the total box

const rt = (t: Text): Text => ({ ...t, x: r(t.x), y: r(t.y) });
const rr = (x: number, y: number, width: number, height: number): Rect => ({ x: r(x), y: r(y), width: r(width), height: r(height) });
const rl = (x1: number, y1: number, x2: number, y2: number): Line => ({ x1: r(x1), y1: r(y1), x2: r(x2), y2: r(y2) });

/** The largest size up to `size` at which `text` fits `width`; fails loudly rather than clipping. */
function fitted(text: string, width: number, size: number, weight: Weight = 'regular', min = 6): number {
  const s = fitSize(text, width, size, weight, min);
  if (s === null) throw new DrawProblem('damage-chart', text, `${quote(text)} is too long to print legibly on the chart; shorten it`);
  return s;
}

/** Where a ship's name goes: its slot's width, from the side bar down to the name line. */
export const nameBox = (d: Pick<Data, 'width' | 'slots'>): NameBox => ({ width: slotWidth(d), max: 10, height: 6 + NAME - 3 });
const slotWidth = (d: Pick<Data, 'width' | 'slots'>) => (d.width - 2 * INSET - 2 * PAD_X - (d.slots - 1) * SLOT_GAP) / d.slots;

export function chartView(gameTitle: string, d: Data, sides: Side[]) {
  const W = d.width;
  const inner = W - 2 * INSET;
  const slotW = slotWidth(d);

  // turn track: one row when boxes of at least MIN_BOX fit across, else as many rows as needed
  const turnRows = Math.ceil((d.turns.boxes * MIN_BOX) / inner - 1e-9);
  const turnCols = Math.ceil(d.turns.boxes / turnRows);
  const tw = Math.min(d.turns.box, inner / turnCols);
  const th = Math.max(tw, MIN_BOX);
  const turnH = 13 + 4 + turnRows * (NUM_H + th);

  const sideFixed = HEAD + 6 + NAME + INFO + COL_H + 8 + SCORE;
  const remH = (d.reminders.length + 1) * LEAD;
  const fixed = 2 * INSET + BAR + turnH + sides.length * sideFixed + remH;
  const room = d.height - fixed - (sides.length + 1) * GAP;
  const box = Math.min(d.box, slotW / d.columns.length, room / (sides.length * d.rows));
  if (box < MIN_BOX - 1e-9) {
    throw new DrawProblem('damage-chart', ['damage-chart', 'rows'], `${d.rows} rows of boxes a ship do not fit a ${toInch(W)} × ${toInch(d.height)} in chart with boxes of at least 0.25 in; make the chart larger or the rows fewer in the game's data`);
  }
  const gap = GAP + (room - sides.length * d.rows * box) / (sides.length + 1);

  const bar = rr(INSET, INSET, inner, BAR);
  const title = rt({ x: INSET + 6, y: INSET + 11.5, size: 9, bold: true, fill: '#ffffff', text: `${upper(gameTitle)} · ${d.title}` });

  // turn numbers sit above their boxes with room around them to circle the rolled count
  let y = INSET + BAR + 13;
  const turnCaption = rt({ x: INSET, y, text: d.turns.caption, size: fitted(d.turns.caption, inner, 8) });
  const turnNumbers: Text[] = [];
  const turnBoxes: (Rect & { turn: number })[] = [];
  const trackX = INSET + (inner - turnCols * tw) / 2;
  for (let i = 0; i < d.turns.boxes; i++) {
    const row = Math.floor(i / turnCols);
    const x = trackX + (i % turnCols) * tw;
    const top = y + 4 + row * (NUM_H + th);
    turnNumbers.push(rt({ x: x + tw / 2, y: top + 12, size: 9, bold: true, anchor: 'middle', text: String(i + 1), attrs: `data-turn-number="${i + 1}"` }));
    turnBoxes.push({ ...rr(x, top + NUM_H, tw, th), turn: i + 1 });
  }
  y += turnH - 13 + gap;

  const blocks = sides.map((side) => {
    const block = sideBlock(d, side, y, box, slotW);
    y += block.frame.height + gap;
    return block;
  });

  // at the foot of the sheet: the key to the columns, then each reminder, a bold title and its rule
  y = d.height - INSET - remH + LEAD - 3;
  const key = rt({ x: INSET, y, text: d.key, size: fitted(d.key, inner, 8.5) });
  const reminders = d.reminders.map((m, i) => {
    const ty = y + (i + 1) * LEAD;
    const tw = textWidth(m.title, 8.5, 'bold') + 5;
    return {
      title: rt({ x: INSET, y: ty, size: 8.5, bold: true, text: m.title }),
      text: rt({ x: INSET + tw, y: ty, size: fitted(m.text, inner - tw, 8.5), text: m.text }),
    };
  });

  return { width: W, height: d.height, bar, title, turnCaption, turnNumbers, turnBoxes, sides: blocks, key, reminders };
}

function sideBlock(d: Data, side: Side, top: number, box: number, slotW: number) {
  const inner = d.width - 2 * INSET;
  const texts: Text[] = [];
  const lines: Line[] = [];
  const boxes: (Rect & { slot: number; col: string; row: number; struck: boolean })[] = [];
  const strikes: (Line & { slot: number; row: number })[] = [];
  const at = `data-side="${side.id}"`;

  const nameLine = top + HEAD + 6 + NAME;
  const headY = nameLine + INFO + COL_H - 3;
  const gridY = nameLine + INFO + COL_H;
  const gridH = d.rows * box;
  side.slots.forEach((ship, slot) => {
    const x = INSET + PAD_X + slot * (slotW + SLOT_GAP);
    const right = x + slotW;
    const tag = `${at} data-slot="${slot}"`;
    lines.push(rl(x, nameLine, right, nameLine));
    if (ship) {
      const name = nameBlock(ship.name, nameBox(d), 'damage-chart');
      const ys = nameBaselines(name, nameLine - 3);
      name.lines.forEach((text, i) => texts.push(rt({ x, y: ys[i], size: name.size, bold: true, text, attrs: `data-name="${i}" ${tag}` })));
      texts.push(rt({ x, y: nameLine + 9, size: 7, fill: '#333333', text: ship.size, attrs: `data-size="" ${tag}` }));
      texts.push(rt({ x: right, y: nameLine + 9, size: 8, bold: true, anchor: 'end', text: `${ship.points} ${d.labels.points}`, attrs: `data-points="${ship.points}" ${tag}` }));
    } else {
      // a spare slot: a short line to write the points on
      const lw = textWidth(d.labels.points, 8, 'bold');
      texts.push(rt({ x: right, y: nameLine + 9, size: 8, bold: true, anchor: 'end', text: d.labels.points, attrs: `data-points="" ${tag}` }));
      lines.push(rl(right - lw - 3 - 22, nameLine + 10, right - lw - 3, nameLine + 10));
    }
    const gx = x + (slotW - d.columns.length * box) / 2;
    d.columns.forEach((c, ci) => {
      texts.push(rt({ x: gx + (ci + 0.5) * box, y: headY, size: 8, bold: true, anchor: 'middle', text: c }));
      for (let row = 0; row < d.rows; row++) {
        boxes.push({ ...rr(gx + ci * box, gridY + row * box, box, box), slot, col: c, row, struck: ship !== null && row >= ship.rows });
      }
    });
    // rows the ship does not have: one heavy line through each, past the boxes at both ends
    if (ship) {
      for (let row = ship.rows; row < d.rows; row++) {
        const my = gridY + (row + 0.5) * box;
        strikes.push({ ...rl(gx - STRIKE_OVER, my, gx + d.columns.length * box + STRIKE_OVER, my), slot, row });
      }
    }
  });

  // score: a line for the running tally, what scores under it, and a box for the total
  const scoreY = gridY + gridH + 8;
  const scoreBase = scoreY + 14;
  const totalX = INSET + inner - PAD_X - TOTAL_W;
  const scoreLabel = `${side.title} ${d.labels.score}`;
  const lineX = INSET + PAD_X + textWidth(scoreLabel, 9, 'bold') + 5;
  const totalLabelX = totalX - 5;
  const lineEnd = totalLabelX - textWidth(d.labels.total, 9, 'bold') - 10;
  texts.push(rt({ x: INSET + PAD_X, y: scoreBase, size: 9, bold: true, text: scoreLabel }));
  texts.push(rt({ x: totalLabelX, y: scoreBase, size: 9, bold: true, anchor: 'end', text: d.labels.total }));
  lines.push(rl(lineX, scoreBase + 1, lineEnd, scoreBase + 1));
  texts.push(rt({ x: lineX, y: scoreBase + 10, size: fitted(d['score-caption'], lineEnd - lineX, 7), fill: '#333333', text: d['score-caption'] }));
  const height = HEAD + 6 + NAME + INFO + COL_H + gridH + 8 + SCORE;

  return {
    id: side.id, colour: side.colour,
    frame: rr(INSET, top, inner, height),
    head: rr(INSET, top, inner, HEAD),
    title: rt({ x: INSET + PAD_X, y: top + 11.8, size: 10, bold: true, fill: '#ffffff', text: side.title, attrs: `${at} data-side-title=""` }),
    texts, lines, boxes, strikes,
    total: rr(totalX, scoreBase - 13, TOTAL_W, 18),
  };
}
