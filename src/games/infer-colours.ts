// Colours for the sides a new game file starts with: distinct fills, dark and light in turn, so
// that sides next to each other also part in black and white, each with the ink that reads on it.

/** A side's band colour, the first side's first. */
export const SIDE_FILLS = [
  '#1f3f8f', '#e3b23c', '#b22222', '#8fd3f4', '#2e7d32', '#f2a0c4',
  '#5b2a86', '#d9d9d9', '#8b5a2b', '#f28e2b', '#333333', '#a8d08d',
];

/** The relative luminance of a #rrggbb colour (WCAG 2). */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever stands out more on `fill`. */
export function ink(fill: string): string {
  const l = luminance(fill);
  return (1 + 0.05) / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
}
