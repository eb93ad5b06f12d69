// Progress lines while a PDF is drawn (drawing is most of a kit's time): one as each aid starts,
// and one every PAGE_BATCH pages of a long one. The caller decides whether anyone sees them.
import type { Plan } from './impose/pages.js';

export const PAGE_BATCH = 10;

/** A page counter for the writer: told each page's 0-based index, it tells `line` where the work is. */
export function pageProgress(plan: Plan, line: (text: string) => void): (index: number) => void {
  const total = plan.placed.length;
  return (index) => {
    const n = index + 1;
    const at = plan.placed.findIndex((p) => p.first <= n && n <= p.last);
    if (at < 0) return;
    const { section, first, last } = plan.placed[at];
    const count = last - first + 1;
    if (n === first) line(`${section.title} ${at + 1}/${total} (${count} page${count === 1 ? '' : 's'})`);
    else if ((n - first) % PAGE_BATCH === 0) line(`${section.title}: page ${n - first + 1}/${count}`);
  };
}
