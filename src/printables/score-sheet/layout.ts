// Geometry of the Naval War score sheet: a title bar with the winning target, then a table with a
// column of round numbers and one column per player. In each player's column a round is a row of
// three things: the Deep Six box, the +bonus / −penalty tick boxes stacked one over the other, and
// the running total box. Text heights are fixed; the rows share what height is left.
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { fitSize, textWidth, type Weight } from '../../svg/fonts.js';
import { nameBaselines, nameBlock, type NameBox } from '../../svg/names.js';
import { inch, r, toInch } from '../../units.js';
import { upper } from '../../svg/upper.js';

export interface Data {
  width: number; height: number; title: string;
  /** The winning line, "{target}" standing for the agreed total (notes may use it too). */
  goal: string;
  target: number; players: number; rounds: number;
  bonus: number; penalty: number;
  labels: { round: string; 'deep-six': string; ticks: string; total: string };
  notes: string[];
}

interface Text { x: number; y: number; size: number; text: string; bold?: boolean; anchor?: string; fill?: string; attrs?: string }
interface Rect { x: number; y: number; width: number; height: number; attrs?: string }
interface Line { x1: number; y1: number; x2: number; y2: number; width: number; colour: string; attrs?: string }

const MIN_BOX = inch(0.3);  // three hand-written digits
const INSET = 10;
const BAR = 18;             // title bar
const NAME_H = 26;          // one or two lines of a player's name above the name line
const HEAD_H = 11;          // column headings under the name line
const ROUND_W = 26;         // the round-number column
const PAD = 2.5;            // column rule to its boxes, and between the three parts of a round
const TICK = 8.5;           // a tick box
const TICK_SIZE = 6.5;      // the "+10" / "−10" beside a tick box
const V_PAD = 4;            // row rule to the boxes above and below
const NOTE_LEAD = 10;
const HEAVY = 2;            // the rule between players
const MINUS = '\u2212';

const rt = (t: Text): Text => ({ ...t, x: r(t.x), y: r(t.y), size: r(t.size) });
const rr = (x: number, y: number, width: number, height: number, attrs?: string): Rect => ({ x: r(x), y: r(y), width: r(width), height: r(height), attrs });
const rl = (x1: number, y1: number, x2: number, y2: number, width: number, colour = '#000000', attrs?: string): Line =>
  ({ x1: r(x1), y1: r(y1), x2: r(x2), y2: r(y2), width, colour, attrs });

function fitted(text: string, width: number, size: number, weight: Weight = 'regular', min = 6): number {
  const s = fitSize(text, width, size, weight, min);
  if (s === null) throw new DrawProblem('score-sheet', text, `${quote(text)} is too long to print legibly on the sheet; shorten it in the game's data`);
  return s;
}

/** Where a player's name goes: the column less its padding, from the column's top to just over the name line. */
export const nameBox = (d: Pick<Data, 'width' | 'players'>): NameBox => ({ width: columnWidth(d) - 8, max: 10, height: NAME_H - 6 });
const columnWidth = (d: Pick<Data, 'width' | 'players'>) => (d.width - 2 * INSET - ROUND_W) / d.players;

/** Wording with the sheet's numbers put in: {target}, {bonus}, {penalty}. */
export const fill = (text: string, d: Data, target: number): string =>
  text.replaceAll('{target}', String(target)).replaceAll('{bonus}', String(d.bonus)).replaceAll('{penalty}', String(d.penalty));

export function sheetView(gameTitle: string, d: Data, target: number, names: string[]) {
  const W = d.width;
  const H = d.height;
  const inner = W - 2 * INSET;
  const colW = columnWidth(d);
  const tickLabelW = Math.max(textWidth(`+${d.bonus}`, TICK_SIZE, 'bold'), textWidth(`${MINUS}${d.penalty}`, TICK_SIZE, 'bold'));
  const tickW = tickLabelW + 1.5 + TICK;
  // the Deep Six and total boxes share what the tick boxes leave of the column
  const box = (colW - 4 * PAD - tickW) / 2;
  const notesH = d.notes.length * NOTE_LEAD + 2;
  const top = INSET + BAR + 6;
  const rowsTop = top + NAME_H + HEAD_H;
  const rowsBottom = H - INSET - notesH;
  const rowH = (rowsBottom - rowsTop) / d.rounds;
  if (box < MIN_BOX - 1e-9 || rowH - 2 * V_PAD < MIN_BOX - 1e-9 || rowH < 2 * TICK + 3) {
    throw new DrawProblem('score-sheet', undefined, `${d.players} players × ${d.rounds} rounds do not fit a ${toInch(W)} × ${toInch(H)} in sheet with boxes of at least 0.3 in; make the sheet larger or the players or rounds fewer in the game's data`);
  }

  const goal = fill(d.goal, d, target);
  const bar = rr(INSET, INSET, inner, BAR);
  const heading = `${upper(gameTitle)} · ${d.title}`;
  const title = rt({ x: INSET + 6, y: INSET + 12.5, size: 10, bold: true, fill: '#ffffff', text: heading });
  const goalRoom = inner - 18 - textWidth(heading, 10, 'bold');
  const goalLine = rt({ x: INSET + inner - 6, y: INSET + 12.8, size: fitted(goal, goalRoom, 11, 'bold'), bold: true, anchor: 'end', fill: '#ffffff', text: goal, attrs: `data-goal="${target}"` });

  const texts: Text[] = [];
  const lines: Line[] = [];
  const shades: Rect[] = [];
  const boxes: Rect[] = [];
  const ticks: Rect[] = [];
  const left = INSET;
  const tableL = left + ROUND_W;
  const right = INSET + inner;

  // zebra rows, so one round reads straight across nine columns
  for (let i = 0; i < d.rounds; i += 2) shades.push(rr(left, rowsTop + i * rowH, inner, rowH));
  for (let i = 1; i < d.rounds; i++) lines.push(rl(left, rowsTop + i * rowH, right, rowsTop + i * rowH, 0.5, '#808080'));
  lines.push(rl(left, rowsTop, right, rowsTop, 1.2));
  texts.push(rt({ x: left + ROUND_W / 2, y: rowsTop - 3, size: fitted(d.labels.round, ROUND_W - 2, 7, 'bold'), bold: true, anchor: 'middle', text: d.labels.round }));
  for (let i = 0; i < d.rounds; i++) {
    texts.push(rt({ x: left + ROUND_W / 2, y: rowsTop + (i + 0.5) * rowH + 4, size: 11, bold: true, anchor: 'middle', text: String(i + 1), attrs: `data-round-number="${i + 1}"` }));
  }

  const headSize = Math.min(fitted(d.labels['deep-six'], box + PAD, 6.5, 'bold'), fitted(d.labels.total, box + PAD, 6.5, 'bold'), fitted(d.labels.ticks, tickW + PAD, 6.5, 'bold'));
  for (let p = 0; p < d.players; p++) {
    const x = tableL + p * colW;
    const tag = `data-player="${p}"`;
    const deepX = x + PAD;
    const tickX = deepX + box + PAD;
    const totalX = tickX + tickW + PAD;
    // the name line, with the kit's player name above it when there is one
    const nameY = top + NAME_H - 3;
    lines.push(rl(x + 4, nameY, x + colW - 4, nameY, 0.6, '#000000', `data-name-line="${p}"`));
    const name = names[p];
    if (name) {
      const block = nameBlock(name, nameBox(d), 'score-sheet');
      const ys = nameBaselines(block, nameY - 3);
      block.lines.forEach((text, i) => texts.push(rt({ x: x + colW / 2, y: ys[i], size: block.size, bold: true, anchor: 'middle', text, attrs: `data-name="${i}" ${tag}` })));
    }
    const headY = rowsTop - 3;
    texts.push(rt({ x: deepX + box / 2, y: headY, size: headSize, bold: true, anchor: 'middle', text: d.labels['deep-six'] }));
    texts.push(rt({ x: tickX + tickW / 2, y: headY, size: headSize, bold: true, anchor: 'middle', text: d.labels.ticks }));
    texts.push(rt({ x: totalX + box / 2, y: headY, size: headSize, bold: true, anchor: 'middle', text: d.labels.total }));
    for (let i = 0; i < d.rounds; i++) {
      const y = rowsTop + i * rowH;
      const at = `${tag} data-round="${i + 1}"`;
      boxes.push(rr(deepX, y + V_PAD, box, rowH - 2 * V_PAD, `${at} data-box="deep-six" stroke-width="0.8"`));
      // the running total carries over from round to round: a heavier box than the round's points
      boxes.push(rr(totalX, y + V_PAD, box, rowH - 2 * V_PAD, `${at} data-box="total" stroke-width="1.4"`));
      // bonus over penalty, each tick box centred in its half of the row, its points printed before it
      [[`+${d.bonus}`, 'bonus', d.bonus], [`${MINUS}${d.penalty}`, 'penalty', -d.penalty]].forEach(([label, kind, points], k) => {
        const cy = y + (k + 0.5) * (rowH / 2) + (k === 0 ? 1 : -1);
        ticks.push(rr(tickX + tickW - TICK, cy - TICK / 2, TICK, TICK, `${at} data-tick="${kind}" data-points="${points}"`));
        texts.push(rt({ x: tickX + tickLabelW, y: cy + TICK_SIZE * 0.36, size: TICK_SIZE, bold: true, anchor: 'end', text: String(label), attrs: `data-tick-label="${kind}"` }));
      });
    }
  }
  // a heavy rule between players, from the name down, so no one writes in a neighbour's column
  for (let p = 0; p <= d.players; p++) {
    const x = tableL + p * colW;
    lines.push(rl(x, top, x, rowsBottom, p === 0 || p === d.players ? 1.2 : HEAVY, '#000000', `data-rule="${p}"`));
  }
  const frame = rr(left, top, inner, rowsBottom - top);

  const notes = d.notes.map((note, i) => fill(note, d, target)).map((text, i) => rt({ x: left, y: rowsBottom + (i + 1) * NOTE_LEAD, size: fitted(text, inner, 8), text, attrs: `data-note="${i}"` }));
  return { width: W, height: H, bar, title, goal: goalLine, frame, shades, lines, boxes, ticks, texts, notes };
}
