// Geometry of the duplex calibration page. The front carries five cross-hairs (near each corner
// and at the centre). The back carries, behind each cross-hair, a level scale for X and an upright
// one for Y whose zero marks sit exactly behind the cross-hair's lines. Held to a light, the front
// lines show through and cross each scale at the printer's drift.
//
// The engine puts the back item at the mirrored place on the back page and shifts it by the
// back-offset in back-page coordinates (x right, y down as the back page is printed). If the
// printer lands the back d off, a mark drawn t from zero appears at t + d, so the front line crosses
// the mark t = −d: exactly the offset that cancels the drift. Each mark is therefore labelled with
// its own distance from zero in back coordinates, read from the back side (where labels read upright).
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { fitSize, textWidth } from '../../svg/fonts.js';
import { MM_PER_IN, PT_PER_IN, r } from '../../units.js';
import type { CardSpec } from '../types.js';
import { block, type Text } from './text.js';

export interface Data {
  width: number; height: number;
  corner: number; arm: number; gap: number;
  step: number; range: number; 'label-every': number;
  names: string[];
  front: { title: string; intro: string; steps: string[]; note: string[]; readings: string };
  back: { title: string; lines: string[]; x: string; y: string };
}
export interface Cross { name: string; x: number; y: number }
interface Line { x1: number; y1: number; x2: number; y2: number; width: number; attrs?: string }

const INSET = 36;          // text keeps this far from the item's edges
const CLEAR = 12;          // text bands keep this far from the cross-hair arms
const RING = 1.5;          // mm: the ring at a cross-hair's centre
const TICK = { half: 1.2, label: 2, zero: 3.2 }; // mm: tick lengths, so whole and zero marks stand out
const HAIR = 0.3;          // line width of cross-hairs and ticks: thin enough to read to a tick
const LABEL_SIZE = 6;       // the scale labels: the least size printed
const LABEL_SPACE = 1.2;    // between neighbouring labels of a row, pt
const MAX_ROWS = 4;         // rows the labels of a scale may take turns between

const toMm = (pt: number): number => (pt * MM_PER_IN) / PT_PER_IN;
const ofMm = (n: number): number => (n * PT_PER_IN) / MM_PER_IN;
const ln = (x1: number, y1: number, x2: number, y2: number, width = HAIR, attrs?: string): Line => ({ x1: r(x1), y1: r(y1), x2: r(x2), y2: r(y2), width, attrs });
/** A mark's label as typed after --back-offset (mm is its default unit): "-1.5", "0", "2". */
export const mmLabel = (n: number): string => String(Math.round(n * 100) / 100).replace(/^-0$/, '0');

/** The five cross-hairs of the front, in item coordinates, in the order of the data's names. */
export function crosses(d: Data): Cross[] {
  const [c, w, h] = [d.corner, d.width, d.height];
  return [[c, c], [w - c, c], [w / 2, h / 2], [c, h - c], [w - c, h - c]].map(([x, y], i) => ({ name: d.names[i], x: r(x), y: r(y) }));
}

/** Where a mark must be drawn on the back (item coordinates) to land behind front point (x, y). */
export function behind(d: Data, duplex: CardSpec['duplex'], x: number, y: number): [number, number] {
  return duplex === 'long-edge' ? [r(d.width - x), r(y)] : [r(x), r(d.height - y)];
}

/** Ticks of one scale: k steps from zero, with the value in mm and whether it is labelled. */
function ticks(d: Data) {
  const n = Math.round(d.range / d.step);
  const every = Math.round(d['label-every'] / d.step);
  if (Math.abs(n * d.step - d.range) > 1e-6 || Math.abs(every * d.step - d['label-every']) > 1e-6 || every < 1) {
    throw new DrawProblem('calibrate-duplex', ['calibrate-duplex', 'label-every'], 'range and label-every must be whole numbers of steps in the game\'s data');
  }
  return Array.from({ length: 2 * n + 1 }, (_, i) => {
    const k = i - n;
    const labelled = k % every === 0;
    return { k, at: k * d.step, mm: mmLabel(toMm(k * d.step)), labelled, row: 0 };
  });
}

/** Bands of the page free of cross-hairs, for text: between the top and the centre ones, and below the centre. */
function bands(d: Data) {
  const top = d.corner + d.arm + CLEAR;
  const mid = d.height / 2;
  return {
    upper: { top, height: mid - d.arm - CLEAR - top },
    lower: { top: mid + d.arm + CLEAR, height: d.height - d.corner - d.arm - CLEAR - (mid + d.arm + CLEAR) },
  };
}

const fill = (s: string, vars: Record<string, string>) => s.replace(/\{(\w+)\}/g, (m, k: string) => (Object.hasOwn(vars, k) ? vars[k] : m));

export function frontView(d: Data, vars: Record<string, string>) {
  const W = d.width;
  const inner = W - 2 * INSET;
  const lines: Line[] = [];
  const texts: Text[] = [];
  const rings = crosses(d).map((c) => {
    lines.push(ln(c.x - d.arm, c.y, c.x + d.arm, c.y, HAIR, `data-arm="x" data-cross="${c.name}"`));
    lines.push(ln(c.x, c.y - d.arm, c.x, c.y + d.arm, HAIR, `data-arm="y" data-cross="${c.name}"`));
    texts.push({ x: r(c.x - ofMm(3)), y: r(c.y - ofMm(3)), size: 12, bold: true, anchor: 'end', text: c.name, attrs: `data-cross-name="${c.name}"` });
    return { cx: c.x, cy: c.y, r: r(ofMm(RING)), attrs: `data-cross="${c.name}"` };
  });
  // the title sits between the two top cross-hairs, clear of their arms
  const titleW = W - 2 * (d.corner + d.arm + 6);
  const intro = fill(d.front.intro, vars);
  texts.push({ x: r(W / 2), y: r(d.corner - 4), size: fitted(d.front.title, titleW, 15, 'bold'), bold: true, anchor: 'middle', text: d.front.title });
  texts.push({ x: r(W / 2), y: r(d.corner + 12), size: fitted(intro, titleW, 8.5), anchor: 'middle', text: intro });
  const { upper, lower } = bands(d);
  texts.push(...block(d.front.steps.map((s) => fill(s, vars)), INSET, upper.top, inner, upper.height, { size: 9.5, min: 6.5, numbered: true, what: 'front steps' }));
  // below the centre: the note, then a place to write each cross-hair's readings
  const rowH = 26;
  const note = block(d.front.note.map((s) => fill(s, vars)), INSET, lower.top, inner, lower.height - rowH, { size: 9, min: 6.5, what: 'front note' });
  texts.push(...note);
  const rowY = lower.top + lower.height - 6;
  texts.push({ x: INSET, y: r(rowY - 14), size: 8, bold: true, text: d.front.readings });
  const cell = inner / d.names.length;
  d.names.forEach((name, i) => {
    const x = INSET + i * cell;
    texts.push({ x: r(x), y: r(rowY), size: 9, bold: true, text: name });
    const half = (cell - 14) / 2;
    ['X', 'Y'].forEach((axis, j) => {
      const ax = x + 12 + j * half;
      texts.push({ x: r(ax), y: r(rowY), size: 8, text: axis });
      lines.push(ln(ax + 8, rowY + 1, ax + half - 6, rowY + 1, 0.6, `data-reading="${name}-${axis}"`));
    });
  });
  return { width: W, height: d.height, lines, rings, texts };
}

export function backView(d: Data, duplex: CardSpec['duplex'], vars: Record<string, string>) {
  const W = d.width;
  const all = ticks(d);
  // labels take turns between as few rows as keep neighbours in a row apart at LABEL_SIZE
  const widest = all.filter((t) => t.labelled).reduce((a, t) => (textWidth(t.mm, LABEL_SIZE) > textWidth(a, LABEL_SIZE) ? t.mm : a), '0');
  const rows = Math.max(2, Math.ceil((textWidth(widest, LABEL_SIZE) + LABEL_SPACE) / d['label-every']));
  if (rows > MAX_ROWS) fail(`the scale labels are too close to print at ${LABEL_SIZE} pt; make label-every larger`);
  const size = LABEL_SIZE;
  // in turn along the scale (not mirrored about zero, which would put -1 and 1 in one row)
  for (const t of all) t.row = t.labelled ? (((t.k / Math.round(d['label-every'] / d.step)) % rows) + rows) % rows : 0;
  const len = (t: { k: number; labelled: boolean }) => ofMm(t.k === 0 ? TICK.zero : t.labelled ? TICK.label : TICK.half);
  const R = d.range;
  if (d.gap < R + ofMm(TICK.zero) + 2) fail('gap must leave room for the scales: at least range + 4 mm');
  const lines: Line[] = [];
  const texts: Text[] = [];
  const rings = crosses(d).map((c) => {
    const [zx, zy] = behind(d, duplex, c.x, c.y);
    const at = `data-point="${c.name}"`;
    texts.push({ x: r(zx - ofMm(3)), y: r(zy - ofMm(3)), size: 12, bold: true, anchor: 'end', text: c.name, attrs: `data-point-name="${c.name}"` });
    // X: a level scale under the point, its marks upright so the front's upright line crosses one
    const by = zy + d.gap;
    lines.push(ln(zx - R, by, zx + R, by, HAIR, `${at} data-axis="x" data-baseline=""`));
    for (const t of all) {
      const x = zx + t.at;
      lines.push(ln(x, by, x, by - len(t), t.k === 0 ? 0.5 : HAIR, `${at} data-axis="x" data-mm="${t.mm}"${t.k === 0 ? ' data-zero=""' : ''}`));
      if (t.labelled) texts.push({ x: r(x), y: r(by + 1.2 + size * 0.75 + t.row * size * 1.05), size, anchor: 'middle', text: t.mm, attrs: `${at} data-axis="x" data-label="${t.mm}"` });
    }
    texts.push({ x: r(zx - R - 4), y: r(by + 1.2 + size * 0.75), size: 7, bold: true, anchor: 'end', text: d.back.x, attrs: `${at} data-caption="x"` });
    // Y: an upright scale beside the point, its marks level so the front's level line crosses one
    const bx = zx + d.gap;
    lines.push(ln(bx, zy - R, bx, zy + R, HAIR, `${at} data-axis="y" data-baseline=""`));
    const col = textWidth(widest, size) + 2;
    for (const t of all) {
      const y = zy + t.at;
      lines.push(ln(bx, y, bx - len(t), y, t.k === 0 ? 0.5 : HAIR, `${at} data-axis="y" data-mm="${t.mm}"${t.k === 0 ? ' data-zero=""' : ''}`));
      if (t.labelled) texts.push({ x: r(bx + 1.5 + t.row * col), y: r(y + size * 0.35), size, text: t.mm, attrs: `${at} data-axis="y" data-label="${t.mm}"` });
    }
    texts.push({ x: r(bx), y: r(zy - R - 4), size: 7, bold: true, anchor: 'middle', text: d.back.y, attrs: `${at} data-caption="y"` });
    return { cx: zx, cy: zy, r: r(ofMm(RING)), attrs: `${at} data-zero-ring=""` };
  });
  const titleW = W - 2 * (d.corner + d.arm + 6);
  texts.push({ x: r(W / 2), y: r(d.corner - 4), size: fitted(d.back.title, titleW, 15, 'bold'), bold: true, anchor: 'middle', text: d.back.title });
  const { upper } = bands(d);
  texts.push(...block(d.back.lines.map((s) => fill(s, vars)), INSET, upper.top, W - 2 * INSET, upper.height, { size: 9.5, min: 6.5, what: 'back' }));
  return { width: W, height: d.height, lines, rings, texts, labelSize: size };
}

function fitted(text: string, width: number, size: number, weight: 'regular' | 'bold' = 'regular'): number {
  return fitSize(text, width, size, weight, 6) ?? fail(`${quote(text)} is too long for its place; shorten it`, text);
}

function fail(problem: string, text?: string): never {
  throw new DrawProblem('calibrate-duplex', text, `${problem} in the game's data`);
}
