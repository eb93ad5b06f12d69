// Progress lines while a PDF is drawn (drawing is most of a kit's time): one as each aid starts,
// and one every PAGE_BATCH pages of a long one. The caller decides whether anyone sees them.
import type { Plan } from './impose/pages.js';

export const PAGE_BATCH = 10;

/** A page counter for the writer: told each page's 0-based index, it tells `line` where the work is. */
export function pageProgress(plan: Plan, line: (text: string) => void): (index: number) => void {
  const total = plan.placed.length;
  return (index) => {
    const n = index + 1;
    // every aid starting on this page (several when they share it), else the one it goes on with
    const starting = plan.placed.map((p, at) => ({ ...p, at })).filter((p) => p.first === n);
    for (const { section, first, last, at } of starting) {
      const count = last - first + 1;
      line(`${section.title} ${at + 1}/${total} (${pagesWord(count)})`);
    }
    if (starting.length) return;
    const on = plan.placed.find((p) => p.first <= n && n <= p.last);
    if (on && (n - on.first) % PAGE_BATCH === 0) line(`${on.section.title}: page ${n - on.first + 1}/${on.last - on.first + 1}`);
  };
}

/** A counter for work done a piece at a time after the PDF (card images): `png 40/216` every PAGE_BATCH pieces and at the last. */
export function countProgress(what: string, total: number, line: (text: string) => void): (done: number) => void {
  return (done) => {
    if (done % PAGE_BATCH === 0 || done === total) line(`${what} ${done}/${total}`);
  };
}

/** `1 page`, `3 pages`: how every line of the command line counts pages. */
export const pagesWord = (n: number): string => `${n} page${n === 1 ? '' : 's'}`;
