// The only place unit conversions live. Internally every length is in PDF points (1 in = 72 pt).
export const PT_PER_IN = 72;
export const MM_PER_IN = 25.4;

export const inch = (n: number): number => n * PT_PER_IN;
export const mm = (n: number): number => (n * PT_PER_IN) / MM_PER_IN;
export const toInch = (pt: number): number => pt / PT_PER_IN;

const UNITS: Record<string, (n: number) => number> = { in: inch, mm, cm: (n) => mm(n * 10), pt: (n) => n };

/**
 * The longest length or size text read: the longest real one ("1189.5mm x 841.25mm") is some 20
 * characters, and a cap keeps what is matched short, so no text costs more than its first few bytes.
 */
const MAX_TEXT = 64;

/** A number and its unit, the spaces around them trimmed first so that no pattern meets a run of them. */
const LENGTH = /^([-+]?\d+(?:\.\d+)?) ?(in|mm|cm|pt)?$/;
const trimmed = (text: string): string | null => (text.length > 4 * MAX_TEXT ? null : text.trim().replace(/\s+/g, ' '));

/** Parses "2in", "12.7mm", "36pt" (or a bare number in `defaultUnit`) into points; null if malformed. */
export function parseLength(text: string | number, defaultUnit: 'in' | 'mm' | 'pt' = 'in'): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? UNITS[defaultUnit](text) : null;
  const t = trimmed(text);
  const m = t === null || t.length > MAX_TEXT ? null : LENGTH.exec(t);
  if (!m) return null;
  return UNITS[m[2] ?? defaultUnit](Number(m[1]));
}

/** Parses "28x22in", "28in x 22in" or "600x400mm" into [width, height] in points; null if malformed. */
export function parseSize(text: string): [number, number] | null {
  const t = trimmed(text)?.toLowerCase();
  if (t === undefined || t.length > MAX_TEXT) return null;
  const parts = t.split(/ ?[x×] ?/);
  if (parts.length !== 2) return null;
  const [a, b] = parts.map((p) => /^(\d+(?:\.\d+)?) ?(in|mm|cm|pt)?$/.exec(p));
  if (!a || !b) return null;
  const unit = b[2] ?? a[2] ?? 'in';
  return [UNITS[a[2] ?? unit](Number(a[1])), UNITS[unit](Number(b[1]))];
}

/** Rounds to 1/1000 pt so SVG text (and hence the PDF bytes) carries no float noise. */
export const r = (n: number): number => Math.round(n * 1000) / 1000;
