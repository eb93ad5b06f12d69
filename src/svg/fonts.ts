// The one font table: the PDF writer embeds these files and text fitting measures with them,
// so what is measured is exactly what prints. Bold is font-weight="bold" (or 600 and up).
// Characters the body face lacks (Greek, Cyrillic, rarer Latin letters) are set in a fallback face:
// text is split into runs of one face each, the same way for measuring and for writing.
import type { Font } from 'fontkit';
import { loadPackage } from '../lazy.js';
import { packageFile } from '../paths.js';
import { basename, platform } from '../platform/index.js';
import { advanceWidth, hasGlyph, setMetrics } from './measure.js';
import { PLANNED } from './planned.js';
import { aheadMetrics, type FontPlan } from './plans.js';

export const FAMILY = 'Atkinson Hyperlegible';
// getters: the package's place is the platform's, known once one is installed
export const FONT_FILES = {
  get regular() { return packageFile('fonts', 'AtkinsonHyperlegible-Regular.ttf'); },
  get bold() { return packageFile('fonts', 'AtkinsonHyperlegible-Bold.ttf'); },
} as const;
export const FALLBACK_FAMILY = 'Noto Sans';
export const FALLBACK_FILES = {
  get regular() { return packageFile('fonts', 'NotoSans-Regular.ttf'); },
  get bold() { return packageFile('fonts', 'NotoSans-Bold.ttf'); },
} as const;
export type Weight = keyof typeof FONT_FILES;
export type Face = 'body' | 'fallback';

const cache = new Map<string, Font>();
/** The loaded face: the PDF writer embeds this very object, so its tables are read once and what
 * fitting measures and what the writer shapes are one font. */
export function font(weight: Weight, face: Face = 'body'): Font {
  const key = face + weight;
  let f = cache.get(key);
  if (!f) {
    // loaded when text is first measured, not by commands that measure none
    const file = (face === 'body' ? FONT_FILES : FALLBACK_FILES)[weight];
    f = openFont(file, platform().readPackage(file));
    cache.set(key, f);
  }
  return f;
}

/** The font file `file` (its bytes), opened: measured from its plan made ahead while the file is the one it was made from. */
export function openFont(file: string, bytes: Uint8Array, plans: ReadonlyMap<string, FontPlan> = PLANNED): Font {
  const f = loadPackage<typeof import('fontkit')>('fontkit').create(Buffer.from(bytes)) as Font;
  const ahead = plans.get(basename(file));
  if (ahead && platform().sha256(bytes) === ahead.sha256) setMetrics(f, aheadMetrics(ahead));
  return f;
}

/**
 * A face for one PDF document: the shared face's parsed tables, but glyphs of its own. fontkit keeps
 * each glyph with the characters it was first met as, and a subset pulls in a composite glyph's parts
 * with none ("ύ" brings "υ"); pdfkit maps the glyphs of the text back to characters by them. With one
 * face shared by every document a process makes, a document's text (and its bytes) would depend on
 * what an earlier document printed.
 */
export function documentFont(weight: Weight, face: Face = 'body'): Font {
  return ownFace(font(weight, face));
}

/** A face over `shared` with glyphs of its own (see documentFont). */
export function ownFace(shared: Font): Font {
  const own = Object.create(shared) as Font & { _glyphs: Record<number, unknown> };
  own._glyphs = {};
  // fontkit makes a face's layout engine once, on first use, for that face: this one looks up its glyphs here
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(shared), '_layoutEngine')!.get!.call(own);
  return own;
}

let graphemes: Intl.Segmenter | undefined;
/**
 * Letters and signs that are each a cluster of their own whatever stands beside them (no combining
 * mark, joiner, Hangul jamo or the like among them): Latin, Greek, Cyrillic, common punctuation,
 * currency, arrows and mathematical signs (the minus sign). Text made only of them is cut without
 * the grapheme segmenter, whose making alone costs some 4 ms (`tests/fonts` checks each of them
 * against it).
 */
// eslint-disable-next-line no-control-regex
export const SINGLES = /^[\x00-\x0c\x0e-\x7f\u00a0-\u02ff\u0370-\u0482\u048a-\u052f\u2010-\u2027\u2030-\u205e\u20a0-\u20bf\u2100-\u22ff]*$/;
/** The text the grapheme segmenter is given at a time: it takes time in the square of its text's length. */
const WINDOW = 256;

/**
 * Characters as a reader sees them: a letter with its combining accents stays in one face. `window`:
 * the segmenter's window (for tests).
 */
export function clusters(text: string, window = WINDOW): string[] {
  // (plain ASCII is cut by characters, a carriage return and line feed too, as it always was)
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(text) || SINGLES.test(text)) return text.split('');
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  // a window at a time: whether a cluster ends depends on it and the character after it alone, so
  // every cluster of a window but its last is whole, and the next window starts at that last one (a
  // window never ends inside a surrogate pair; one holding a single cluster is made larger)
  const out: string[] = [];
  for (let at = 0, size = window; at < text.length; ) {
    let end = Math.min(text.length, at + size);
    if (end < text.length && /[\ud800-\udbff]/.test(text[end - 1])) end -= 1;
    const found: string[] = [];
    for (const g of graphemes.segment(text.slice(at, end))) found.push(g.segment);
    if (end < text.length && found.length < 2) {
      size *= 2;
      continue;
    }
    if (end < text.length) found.pop();
    for (const c of found) {
      out.push(c);
      at += c.length;
    }
    size = window;
  }
  return out;
}

const has = (f: Font, cluster: string) => [...cluster].every((ch) => hasGlyph(f, ch.codePointAt(0)!));

const faces = { regular: new Map<string, Face | null>(), bold: new Map<string, Face | null>() };
/** The face that draws `cluster`: the body face when it has every character, else the fallback; null when neither does. */
function faceOf(cluster: string, weight: Weight): Face | null {
  if (cluster.length === 1 && cluster < '\x7f' && cluster >= ' ') return 'body';
  const known = faces[weight].get(cluster);
  if (known !== undefined) return known;
  const face = has(font(weight), cluster) ? 'body' : has(font(weight, 'fallback'), cluster) ? 'fallback' : null;
  if (faces[weight].size > 10000) faces[weight].clear();
  faces[weight].set(cluster, face);
  return face;
}

export interface Run { text: string; face: Face }

const cut = { regular: new Map<string, Run[]>(), bold: new Map<string, Run[]>() };
/** `text` cut into runs of one face each (a character neither face has stays in the body run; missingGlyph refuses it). */
export function runs(text: string, weight: Weight = 'regular'): Run[] {
  if (/^[\x20-\x7e]*$/.test(text)) return text ? [{ text, face: 'body' }] : [];
  // a text of other letters is cut once (finding graphemes is slow); each caller gets runs of its own
  const known = cut[weight].get(text);
  if (known) return known.map((r) => ({ ...r }));
  const out = cutRuns(text, weight);
  if (cut[weight].size > 10000) cut[weight].clear();
  cut[weight].set(text, out.map((r) => ({ ...r })));
  return out;
}

function cutRuns(text: string, weight: Weight): Run[] {
  const out: Run[] = [];
  for (const c of clusters(text)) {
    const face = faceOf(c, weight) ?? 'body';
    const last = out[out.length - 1];
    if (last && last.face === face) last.text += c;
    else out.push({ text: c, face });
  }
  return out;
}

// Shaping is the costly part of measuring. The fonts kern nothing across a space and form nothing
// across one (tests/fonts.test.ts holds them to it), so a line measures as its words and spaces, and
// words recur far more than lines do (a paragraph is tried at many widths and sizes while it is fitted).
// A word is measured from its glyphs' advances and kerning pairs where that equals shaping (measure.ts).
const units = { regular: new Map<string, number>(), bold: new Map<string, number>() };
const ems: Partial<Record<Weight, number>> = {};
const em = (weight: Weight) => (ems[weight] ??= font(weight).unitsPerEm);

/** Advance of `word` in body font units (whole numbers for the shipped fonts, so sums are exact): each run in its face. */
function advance(word: string, weight: Weight): number {
  const cache = units[weight];
  let u = cache.get(word);
  if (u === undefined) {
    u = 0;
    for (const run of runs(word, weight)) {
      const f = font(weight, run.face);
      u += (advanceWidth(f, run.text) * em(weight)) / f.unitsPerEm;
    }
    if (cache.size >= 20000) cache.clear();
    cache.set(word, u);
  }
  return u;
}

/** Advance of `text` in body font units: its words and spaces. */
function lineUnits(text: string, weight: Weight): number {
  const words = text.split(' ');
  let u = (words.length - 1) * advance(' ', weight);
  for (const w of words) if (w) u += advance(w, weight);
  return u;
}

/** Width in pt of `text` set at `size` pt. */
export function textWidth(text: string, size: number, weight: Weight = 'regular'): number {
  return (lineUnits(text, weight) / em(weight)) * size;
}

/** The largest size ≤ `size` (and ≥ `min`) at which `text` fits `width`; null if even `min` overflows. */
export function fitSize(text: string, width: number, size: number, weight: Weight = 'regular', min = 5): number | null {
  const w = textWidth(text, size, weight);
  if (w <= width) return size;
  const fitted = Math.floor(((size * width) / w) * 10) / 10;
  return fitted >= min ? fitted : null;
}

/**
 * Greedy line breaking: as many of `words` per line as fit `width` at `size` (a word wider than the
 * line has one to itself). A line's width is the sum of its words and spaces, kept as it grows.
 */
export function wrapWords(words: string[], width: number, size: number, weight: Weight = 'regular'): string[] {
  const lines: string[] = [];
  const space = advance(' ', weight);
  let line = '';
  let u = 0;
  for (const word of words) {
    const wu = lineUnits(word, weight);
    const next = u + space + wu;
    if (line && (next / em(weight)) * size > width) {
      lines.push(line);
      [line, u] = [word, wu];
    } else [line, u] = line ? [`${line} ${word}`, next] : [word, wu];
  }
  if (line) lines.push(line);
  return lines;
}

export interface Block { lines: string[]; size: number }

/**
 * `text` wrapped to `width` at the largest size from `size` down to `min` (in quarter points) at
 * which no word overflows a line and `fits(lines, size)` holds; its lines then balanced so no last
 * word stands alone. Null when even `min` will not do.
 */
export function fitWrapped(text: string, width: number, size: number, min: number, weight: Weight, fits: (lines: string[], size: number) => boolean): Block | null {
  const words = text.split(/\s+/).filter(Boolean);
  for (let s = Math.max(size, min); s >= min - 1e-9; s = Math.round((s - 0.25) * 1000) / 1000) {
    const lines = wrapFitting(words, width, s, weight);
    if (lines && fits(lines, s)) return { lines: balance(words, width, s, weight, lines), size: s };
  }
  return null;
}

/** The same number of lines, broken at the narrowest width that keeps it. */
function balance(words: string[], width: number, size: number, weight: Weight, lines: string[]): string[] {
  if (lines.length < 2) return lines;
  let [lo, hi, best] = [0, width, lines];
  for (let i = 0; i < 14; i++) {
    const mid = (lo + hi) / 2;
    const tried = wrapFitting(words, mid, size, weight);
    if (tried && tried.length === lines.length) [hi, best] = [mid, tried];
    else lo = mid;
  }
  return best;
}

/** Greedy line breaking at `size`; null if one word alone is wider than the line. */
function wrapFitting(words: string[], width: number, size: number, weight: Weight): string[] | null {
  return words.some((w) => textWidth(w, size, weight) > width) ? null : wrapWords(words, width, size, weight);
}

/** The first character of `text` that no shipped face can draw in both weights, or null. */
export function missingGlyph(text: string): string | null {
  for (const c of clusters(text)) {
    if (c.codePointAt(0)! < 0x20) return c;
    if (faceOf(c, 'regular') === null || faceOf(c, 'bold') === null) {
      return [...c].find((ch) => !font('regular').hasGlyphForCodePoint(ch.codePointAt(0)!) && !font('regular', 'fallback').hasGlyphForCodePoint(ch.codePointAt(0)!))
        ?? [...c].find((ch) => !font('bold').hasGlyphForCodePoint(ch.codePointAt(0)!) && !font('bold', 'fallback').hasGlyphForCodePoint(ch.codePointAt(0)!)) ?? c;
    }
  }
  return null;
}

/** Ascent, descent (negative) and x-height of a weight, per em: where SVG's dominant-baseline puts text. */
export function fontMetrics(weight: Weight): { ascent: number; descent: number; xHeight: number } {
  const f = font(weight);
  return { ascent: f.ascent / f.unitsPerEm, descent: f.descent / f.unitsPerEm, xHeight: f.xHeight / f.unitsPerEm };
}
