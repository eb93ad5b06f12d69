// The top of the campaign sheet: a title bar, the side (its name on the line when known, else a line
// to write it on, and the letters A / B with the side's own circled), a line for the admiral, and
// three boxes with the campaign's numbers (points to start, points a turn, turns), each big enough
// to read at a glance with its meaning in a small caption beneath.
import { textWidth } from '../../svg/fonts.js';
import { fill, fitted, rl, rr, rt, wrapped, type Circle, type Data, type Line, type Rect, type Text } from './data.js';
import { upper } from '../../svg/upper.js';
import type { SideColour } from '../../games/sides.js';

export interface Parts { texts: Text[]; rects: Rect[]; lines: Line[]; circles: Circle[] }
/** A sheet's side: its name and letter when known (the letter only from the ship file's order), and
 * then its colour (its chips'). */
export interface Side { name?: string; letter?: string; colour?: SideColour }

export const HEADER = 44;   // the side and admiral lines, and the number boxes beside them
const SIDE_W = 190;         // the side and admiral lines
const FACT_GAP = 6;         // between number boxes
const LETTER_R = 7.5;       // the circle round the side's letter
const CAPTION = 6.8;        // a number box's caption, largest size
const CAPTION_LINES = 3;

export function titleBar(parts: Parts, gameTitle: string, d: Data, x: number, y: number, width: number, height: number): void {
  parts.rects.push(rr(x, y, width, height, { fill: '#333333' }));
  const title = `${upper(gameTitle)} · ${upper(d.title)}`;
  parts.texts.push(rt({ x: x + 6, y: y + height / 2 + 3.6, size: fitted(title, width - 12, 10, 'bold'), bold: true, fill: '#ffffff', text: title, attrs: 'data-title=""' }));
}

export function header(parts: Parts, d: Data, side: Side, x: number, top: number, width: number): void {
  const { texts, lines, circles, rects } = parts;
  // the side: label, then the name on a line, then the letters A and B
  const label = d.labels.side;
  texts.push(rt({ x, y: top + 17, size: 9, bold: true, text: label }));
  const lineX = x + textWidth(label, 9, 'bold') + 5;
  const lettersW = d.letters.length * (2 * LETTER_R + 3);
  const lineEnd = x + SIDE_W - lettersW - 4;
  lines.push(rl(lineX, top + 18, lineEnd, top + 18, 0.7, 'data-side-line=""'));
  if (side.name) {
    texts.push(rt({ x: lineX + 2, y: top + 16, size: fitted(side.name, lineEnd - lineX - 4, 14, 'bold'), bold: true, text: side.name, attrs: 'data-side=""' }));
  }
  d.letters.forEach((letter, i) => {
    const cx = x + SIDE_W - lettersW + LETTER_R + 1.5 + i * (2 * LETTER_R + 3);
    const cy = top + 13.5;
    // the side's own letter ringed, on a disc of its colour when it has one (as on its chips)
    const own = letter === side.letter;
    texts.push(rt({ x: cx, y: cy + 3.6, size: 10, bold: true, anchor: 'middle', text: letter, fill: own ? side.colour?.ink : undefined, attrs: `data-letter="${letter}"` }));
    if (own) circles.push({ cx, cy, r: LETTER_R, fill: side.colour?.fill, attrs: `data-circled="${letter}"` });
  });
  // the admiral's name, written in
  const admiral = d.labels.admiral;
  texts.push(rt({ x, y: top + 38, size: 8, bold: true, text: admiral }));
  const admiralX = x + textWidth(admiral, 8, 'bold') + 5;
  lines.push(rl(admiralX, top + 39, x + SIDE_W, top + 39, 0.7, 'data-admiral-line=""'));

  // the campaign's numbers, each in a box over what it means
  const factsX = x + SIDE_W + 12;
  const boxW = (x + width - factsX - 2 * FACT_GAP) / 3;
  const facts: [string, string, string][] = [
    ['start', String(d.points.start), d.facts.start],
    ['turn', `+${d.points.turn}`, d.facts.turn],
    ['turns', String(d.turns), d.facts.turns],
  ];
  facts.forEach(([key, number, caption], i) => {
    const bx = factsX + i * (boxW + FACT_GAP);
    rects.push(rr(bx, top, boxW, HEADER, { stroke: '#000000', weight: 0.8, fill: '#ffffff', attrs: `data-fact="${key}"` }));
    texts.push(rt({ x: bx + boxW / 2, y: top + 16.5, size: 16, bold: true, anchor: 'middle', text: number, attrs: `data-fact-number="${key}"` }));
    const cap = wrapped(fill(caption, d), boxW - 8, CAPTION, CAPTION_LINES);
    const lead = cap.size * 1.12;
    cap.lines.forEach((line, j) => texts.push(rt({ x: bx + boxW / 2, y: top + 25.5 + j * lead, size: cap.size, anchor: 'middle', text: line, attrs: `data-fact-caption="${key}"` })));
  });
}
