// Pages in print order. A kit whose card backs are interleaved goes through the printer
// double-sided, so every aid starts on the front of a sheet (an odd page) and each card front's
// back is the very next page: a blank page goes in wherever an aid would otherwise start on an even
// page. A kit with no interleaved backs keeps its pages as they are.
import { esc } from '../svg/draw.js';
import { FAMILY } from '../svg/fonts.js';
import { r } from '../units.js';
import type { Sheet } from './impose.js';
import { FOOTER, MARGIN } from './paper.js';

/** One aid of the kit: what the contents page calls it, and its sheets (fronts and backs). */
export interface Section { title: string; what: string; sheets: Sheet[] }

export type Page =
  | { kind: 'contents' }
  | { kind: 'blank'; width: number; height: number }
  | { kind: 'sheet'; sheet: Sheet };

/** Where a section landed, 1-based pages, and how its pages are meant to be printed. */
export interface Placed {
  section: Section;
  first: number;
  last: number;
  /** 'double' (fronts and backs interleaved), 'separate' (fronts, then their backs), or 'single'. */
  sides: 'double' | 'separate' | 'single';
  /** Separate backs: the pages of the fronts and of the backs. */
  fronts?: [number, number];
  backs?: [number, number];
  /** How the printer turns the sheet for this section's backs. */
  edge?: 'long-edge' | 'short-edge';
}

export interface Plan { pages: Page[]; placed: Placed[]; duplex: boolean }

const cardOf = (s: Sheet) => s.placements[0]?.item.card;

/** True when the sheets hold card backs printed right after their fronts. */
export function interleaved(sheets: Sheet[]): boolean {
  return sheets.some((s) => s.back && cardOf(s)?.backs !== 'separate');
}

export function paginate(sections: Section[], contents: boolean, paper: { width: number; height: number }): Plan {
  const duplex = sections.some((s) => interleaved(s.sheets));
  const pages: Page[] = contents ? [{ kind: 'contents' }] : [];
  const placed: Placed[] = [];
  for (const section of sections) {
    if (section.sheets.length === 0) continue;
    if (duplex && pages.length % 2 === 1) {
      // the blank backs the page before it, so it takes that page's size
      const prev = pages[pages.length - 1];
      const size = prev.kind === 'sheet' ? prev.sheet : prev.kind === 'blank' ? prev : paper;
      pages.push({ kind: 'blank', width: size.width, height: size.height });
    }
    const first = pages.length + 1;
    // one at a time: a spread of thousands of sheets would overflow the call stack
    for (const sheet of section.sheets) pages.push({ kind: 'sheet', sheet });
    placed.push({ section, first, last: pages.length, ...sides(section.sheets, first) });
  }
  return { pages, placed, duplex };
}

function sides(sheets: Sheet[], first: number): Pick<Placed, 'sides' | 'fronts' | 'backs' | 'edge'> {
  const back = sheets.find((s) => s.back);
  const spec = back && cardOf(back);
  if (!spec) return { sides: 'single' };
  if (spec.backs !== 'separate') return { sides: 'double', edge: spec.duplex };
  // withBacks puts all the backs after all the fronts
  const n = sheets.filter((s) => !s.back).length;
  return { sides: 'separate', edge: spec.duplex, fronts: [first, first + n - 1], backs: [first + n, first + sheets.length - 1] };
}

/** The words on a blank page, low on the page just above the footer, so it is plainly on purpose. */
export function blankNote(width: number, height: number): string {
  const y = height - MARGIN - FOOTER - 6;
  return `<text x="${r(width / 2)}" y="${r(y)}" font-family="${FAMILY}" font-size="8" text-anchor="middle" fill="#666666" data-blank="">${esc('This page is intentionally blank: it keeps the next aid on the front of a new sheet.')}</text>`;
}

/** "page 3" or "pages 3–14". */
export const rangeText = (a: number, b: number): string => (a === b ? `page ${a}` : `pages ${a}–${b}`);
