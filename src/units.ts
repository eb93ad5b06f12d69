// The only place unit conversions live. Internally every length is in PDF points (1 in = 72 pt).
export const PT_PER_IN = 72;
export const MM_PER_IN = 25.4;

export const inch = (n: number): number => n * PT_PER_IN;
export const mm = (n: number): number => (n * PT_PER_IN) / MM_PER_IN;
export const toInch = (pt: number): number => pt / PT_PER_IN;

const UNITS: Record<string, (n: number) => number> = { in: inch, mm, cm: (n) => mm(n * 10), pt: (n) => n };

/** Parses "2in", "12.7mm", "36pt" (or a bare number in `defaultUnit`) into points; null if malformed. */
export function parseLength(text: string | number, defaultUnit: 'in' | 'mm' | 'pt' = 'in'): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? UNITS[defaultUnit](text) : null;
  const m = /^\s*([-+]?\d+(?:\.\d+)?)\s*(in|mm|cm|pt)?\s*$/.exec(text);
  if (!m) return null;
  return UNITS[m[2] ?? defaultUnit](Number(m[1]));
}

/** Parses "28x22in", "28in x 22in" or "600x400mm" into [width, height] in points; null if malformed. */
export function parseSize(text: string): [number, number] | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(in|mm|cm|pt)?\s*[x×]\s*(\d+(?:\.\d+)?)\s*(in|mm|cm|pt)?\s*$/i.exec(text);
  if (!m) return null;
  const unit = (m[4] ?? m[2] ?? 'in').toLowerCase();
  return [UNITS[(m[2] ?? unit).toLowerCase()](Number(m[1])), UNITS[unit](Number(m[3]))];
}

/** Rounds to 1/1000 pt so SVG text (and hence the PDF bytes) carries no float noise. */
export const r = (n: number): number => Math.round(n * 1000) / 1000;
