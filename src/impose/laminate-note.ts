// What the contents page says of laminated aids: which ones, on which pages, and how the pieces go
// through the pouch; and which aids laminating was asked of but could not be, printed as they are.
import { rangeText, type Plan, type Section } from './pages.js';

const laminatedSheets = (s: Section) => s.sheets.some((sheet) => sheet.laminate);
/** Laminating was asked of the aid (its items say so), but it did not fit the pouch or the paper. */
const leftAsIs = (s: Section) => !laminatedSheets(s) && s.sheets.some((sheet) => sheet.placements.some((p) => p.item.laminate));

const list = (words: string[]): string => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);

/** The paragraphs about laminating, none when nothing is laid out to laminate. */
export function laminating(plan: Plan): string[] {
  const done = plan.placed.filter((p) => laminatedSheets(p.section));
  const left = plan.placed.filter((p) => leftAsIs(p.section));
  const out: string[] = [];
  if (done.length) {
    out.push(`Laminate ${list(done.map((p) => `${p.section.title} (${rangeText(p.first, p.last)})`))}: cut each piece out on its thin grey line (a card on its crop marks) `
      + 'and keep the sheet; lay the pouch on the sheet and each piece in it over its own place; laminate; then lay it on the sheet again and cut on the black lines '
      + 'that show through between the pieces, which leaves 3 mm of sealed plastic round each.');
  }
  if (left.length) out.push(`Not laid out to laminate, being too large for the pouch or the paper: ${list(left.map((p) => p.section.title))}.`);
  return out;
}
