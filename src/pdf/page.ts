// A page as the writer receives it: its size, its print-shop boxes, and its parts in drawing order,
// either an item body placed at (x, y) (which the writer may draw once and reuse) or page-level
// markup (marks, footer, contents). The whole page as one SVG string is built only when asked for.
import { r } from '../units.js';

export type Part = { x: number; y: number; body: string } | { svg: string };

export interface PdfPage {
  width: number;
  height: number;
  parts: Part[];
  /** Page boxes for print shops, as [x1, y1, x2, y2] in SVG page coordinates (y down). */
  boxes?: { trim: number[]; bleed: number[] };
  /** The page as one SVG document (for tests and SVG export); built on each read. */
  readonly svg: string;
}

/** A page as one SVG document. Sizes are unitless pt. */
export function pageSvg(width: number, height: number, parts: string[]): string {
  return [`<svg xmlns="http://www.w3.org/2000/svg" width="${r(width)}" height="${r(height)}" viewBox="0 0 ${r(width)} ${r(height)}">`, ...parts, '</svg>'].join('\n');
}

export const partSvg = (p: Part): string => ('body' in p ? `<g transform="translate(${p.x} ${p.y})">\n${p.body}\n</g>` : p.svg);

export function pdfPage(width: number, height: number, parts: Part[], boxes?: PdfPage['boxes']): PdfPage {
  return {
    width, height, parts, ...(boxes ? { boxes } : {}),
    get svg() {
      return pageSvg(width, height, parts.map(partSvg));
    },
  };
}
