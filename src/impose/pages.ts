// Pages in print order. Small aids share sheets first (gang.ts): a shared sheet comes where the
// first of its aids would have its last sheet. A kit whose card backs are interleaved goes through
// the printer double-sided, so every aid starts on the front of a sheet (an odd page) and each card
// front's back is the very next page: a blank page goes in wherever an aid would otherwise start on
// an even page. A kit with no interleaved backs keeps its pages as they are.
import { esc } from '../svg/draw.js';
import { FAMILY } from '../svg/fonts.js';
import { r } from '../units.js';
import { gang, type Shared } from './gang.js';
import type { Placement, Sheet } from './impose.js';
import { FOOTER, MARGIN, type Paper } from './paper.js';

/** One aid of the kit: what the contents page calls it, its sheets (fronts and backs) as it prints
 * on its own, and the space its printable keeps between items. */
export interface Section { title: string; what: string; sheets: Sheet[]; gap: number }

export type Page =
  | { kind: 'contents' }
  | { kind: 'blank'; width: number; height: number }
  /** `parts`, on a sheet several aids share: each aid's items on it. */
  | { kind: 'sheet'; sheet: Sheet; parts?: { title: string; placements: Placement[] }[] };

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
  /** Its last items are on a sheet shared with other aids: that page, the others' titles, and
   * whether this section is the first on it (the one whose row counts the sheet). */
  shared?: { page: number; with: string[]; first: boolean };
}

export interface Plan { pages: Page[]; placed: Placed[]; duplex: boolean }

const cardOf = (s: Sheet) => s.placements[0]?.item.card;

/** True when the sheets hold card backs printed right after their fronts. */
export function interleaved(sheets: Sheet[]): boolean {
  return sheets.some((s) => s.back && cardOf(s)?.backs !== 'separate');
}

export function paginate(sections: Section[], contents: boolean, paper: Paper): Plan {
  const duplex = sections.some((s) => interleaved(s.sheets));
  const { own, on } = gang(sections, paper);
  const pages: Page[] = contents ? [{ kind: 'contents' }] : [];
  const placed: Placed[] = [];
  const pageOf = new Map<Shared, number>();
  sections.forEach((section, i) => {
    const shared = on[i];
    const opens = shared !== undefined && !pageOf.has(shared);
    if (own[i].length === 0 && !shared) return;
    // an aid whose only items are on a sheet placed before starts no new page
    if ((own[i].length > 0 || opens) && duplex && pages.length % 2 === 1) {
      // the blank backs the page before it, so it takes that page's size
      const prev = pages[pages.length - 1];
      const size = prev.kind === 'sheet' ? prev.sheet : prev.kind === 'blank' ? prev : paper;
      pages.push({ kind: 'blank', width: size.width, height: size.height });
    }
    const start = pages.length + 1;
    // one at a time: a spread of thousands of sheets would overflow the call stack
    for (const sheet of own[i]) pages.push({ kind: 'sheet', sheet });
    if (shared && opens) {
      const parts = shared.parts.map((p) => ({ title: sections[p.section].title, placements: p.placements }));
      pages.push({ kind: 'sheet', sheet: shared.sheet, parts });
      pageOf.set(shared, pages.length);
    }
    const page = shared && pageOf.get(shared)!;
    const first = own[i].length > 0 || opens ? start : page!;
    const last = shared ? page! : pages.length;
    const share = shared && { page: page!, with: shared.members.filter((m) => m !== i).map((m) => sections[m].title), first: shared.members[0] === i };
    placed.push({ section, first, last, ...sides(section.sheets, first), ...(share ? { shared: share } : {}) });
  });
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
