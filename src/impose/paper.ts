import type { Field } from '../data/schema.js';
import { canonical, didYouMean } from '../data/suggest.js';
import { quote } from '../errors.js';
import { inch, mm, parseSize } from '../units.js';

export interface Paper {
  name: string;
  /** Portrait size in pt. */
  width: number;
  height: number;
}

export const PAPERS: Record<string, Paper> = {
  letter: { name: 'Letter', width: inch(8.5), height: inch(11) },
  a4: { name: 'A4', width: mm(210), height: mm(297) },
  legal: { name: 'Legal', width: inch(8.5), height: inch(14) },
  tabloid: { name: 'Tabloid', width: inch(11), height: inch(17) },
  a3: { name: 'A3', width: mm(297), height: mm(420) },
};
export const PAPER_NAMES = Object.keys(PAPERS);

const MIN_SIDE = inch(4);
const MAX_SIDE = inch(60);

/** A named paper (any case: "A4", "Letter"), or a custom WxH ("300x400mm", "18x24in") from 4 in to 60 in a side; null otherwise. */
export function paperOf(name: string): Paper | null {
  const named = canonical(name, PAPER_NAMES);
  if (named) return PAPERS[named];
  const wh = parseSize(name);
  if (!wh || wh.some((v) => v < MIN_SIDE - 1e-9 || v > MAX_SIDE + 1e-9)) return null;
  const [w, h] = [Math.min(...wh), Math.max(...wh)];
  return { name: name.trim(), width: w, height: h };
}

/** The paper as it is kept: a named paper in its canonical spelling ("A4" → "a4"), a custom size as typed. */
export const paperKey = (name: string): string => canonical(name, PAPER_NAMES) ?? name.trim();

export const PAPER_HELP = `${PAPER_NAMES.join(', ')}, or a custom size WxH from 4 in to 60 in a side (e.g. 300x400mm)`;

/** What is wrong with a paper name, or null when it names a paper. */
export const paperProblem = (name: string): string | null =>
  paperOf(name) ? null : `expected ${PAPER_HELP}, got ${quote(name)}${didYouMean(name, PAPER_NAMES)}`;

/** The paper field of a kit file: a name or a custom size. */
export const PAPER_FIELD: Field = { type: 'string', check: paperProblem };

/** Safe on home printers: nothing is drawn closer to the paper's edge than this. */
export const MARGIN = inch(0.25);
/** The strip at the foot of each page holding the scale check, the title and the page number. */
export const FOOTER = inch(0.45);
