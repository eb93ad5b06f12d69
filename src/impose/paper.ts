import { inch, mm } from '../units.js';

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

/** Safe on home printers: nothing is drawn closer to the paper's edge than this. */
export const MARGIN = inch(0.25);
/** The strip at the foot of each page holding the scale check, the title and the page number. */
export const FOOTER = inch(0.45);
