// The instruction strip printed after the labels: which face of the die each picture goes on, and
// which faces keep their pips (a miss). It is not cut out, so the labels' cut grid stays whole.
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { req, type Field } from '../../data/schema.js';
import { fitSize, textWidth } from '../../svg/fonts.js';
import type { Templates } from '../../svg/templates.js';
import { inch } from '../../units.js';
import type { Item } from '../types.js';
import { dieFace, picture, pipFaces } from './art.js';

export const STRIP: Field = {
  type: 'object', required: true,
  doc: 'the strip printed after the labels, saying which face each picture goes on',
  fields: {
    width: req.length(inch(3), inch(7.5)), height: req.length(inch(0.75), inch(2)),
    title: req.text(60),
    labels: { ...req.text(80), doc: 'over the labelled faces; {faces} prints their numbers' },
    pips: { ...req.text(80), doc: 'over the faces that keep their pips; {pips} prints their numbers' },
    miss: { ...req.text(20), doc: 'what those faces are when rolled' },
  },
};

export interface StripData { width: number; height: number; title: string; labels: string; pips: string; miss: string }

const PAD = 8;
const TITLE = 11;
const CAPTION = 9;
const NUMBER = 12;
const MISS = 10;
/** Smallest size printed on the strip. */
export const STRIP_MIN = 8;
const GROUP_GAP = 10;
const COLUMN_GAP = 18;

/** The strip item for pictures `faces` stuck on die faces `on` (same order). */
export function strip(d: StripData, faces: string[], on: number[], templates: Templates): Item {
  const { width: W, height: H } = d;
  const fit = (text: string, room: number, size: number, bold = false) => {
    const s = fitSize(text, room, size, bold ? 'bold' : 'regular', STRIP_MIN);
    if (s === null) throw new DrawProblem('dice-labels', text, `the instruction ${quote(text)} does not fit the strip at ${STRIP_MIN} pt; shorten it or widen the strip`);
    return s;
  };
  const list = (ns: number[]) => ns.join(', ');
  const titleSize = fit(d.title, W - 2 * PAD, TITLE, true);
  const texts: { x: number; y: number; size: number; bold: boolean; text: string; role: string }[] = [];
  texts.push({ x: PAD, y: PAD + TITLE, size: titleSize, bold: true, text: d.title, role: 'title' });
  const captionY = PAD + TITLE + 6 + CAPTION;
  const rowTop = captionY + 5;
  const F = Math.min(30, H - PAD - rowTop);
  if (F < 18) throw new DrawProblem('dice-labels', undefined, `the instruction strip is too short for its pictures; make it at least ${((rowTop + 18 + PAD) / 72).toFixed(2)} in tall`);
  const art: string[] = [];

  // the labelled faces: each number, then a die face with its picture on it
  let x = PAD;
  on.forEach((n, i) => {
    texts.push({ x, y: rowTop + F / 2 + NUMBER * 0.36, size: NUMBER, bold: true, text: String(n), role: 'face-number' });
    x += textWidth(String(n), NUMBER, 'bold') + 3;
    art.push(dieFace(0, x, rowTop, F), picture(templates, faces[i], x + F * 0.08, rowTop + F * 0.08, F * 0.84));
    x += F + GROUP_GAP;
  });
  const labels = d.labels.replace('{faces}', list(on));
  const left = Math.max(x - GROUP_GAP, PAD + textWidth(labels, CAPTION));
  texts.push({ x: PAD, y: captionY, size: fit(labels, W - 2 * PAD, CAPTION), bold: false, text: labels, role: 'labels' });

  // the faces that keep their pips, and what they are: a miss
  const xb = left + COLUMN_GAP;
  const pips = pipFaces(on);
  const pipsText = d.pips.replace('{pips}', list(pips));
  texts.push({ x: xb, y: captionY, size: fit(pipsText, W - PAD - xb, CAPTION), bold: false, text: pipsText, role: 'pips' });
  const p = F * 0.8;
  let px = xb;
  for (const n of pips) {
    art.push(dieFace(n, px, rowTop + (F - p) / 2, p));
    px += p + 4;
  }
  const missX = px + 4;
  texts.push({ x: missX, y: rowTop + F / 2 + MISS * 0.36, size: fit(d.miss, W - PAD - missX, MISS, true), bold: true, text: d.miss, role: 'miss' });
  const divider = { x: left + COLUMN_GAP / 2, y1: captionY - CAPTION, y2: rowTop + F };
  const titleEnd = PAD + textWidth(d.title, titleSize, 'bold');
  const body = templates.render('dice-labels', 'strip.svg.hbs', { width: W, height: H, texts, art: art.join('\n'), divider });
  return { width: W, height: H, body, cut: 'none', mark: { x: W - PAD, y: PAD + TITLE, anchor: 'end', width: W - PAD - titleEnd - 12 } };
}
