// A ship's card from its parts, top to bottom under the title, ruled lines that end the parts at the
// card's foot, in two columns on a wide card when one is too tall. A card the parts overflow every
// way does not fit, and is refused naming what does not fit and the
// smallest listed size that holds it.
import { quote } from '../../errors.js';
import type { FieldDecl, GameSide } from '../../games/fields.js';
import { fitSize } from '../../svg/fonts.js';
import type { NameBox } from '../../svg/names.js';
import { upper } from '../../svg/upper.js';
import { attrs, Parts } from '../parts.js';
import { bandBlock, checksBlock, linesBlock, nameBlock, nameBox, textBlock } from './blocks.js';
import { BOX_MAX, BOX_MIN, GAP, INSET, MIN, Overflow, type Block, type Ctx } from './common.js';
import { gridBlock } from './grid.js';
import { partsOf, sizeName, sizeOf, SIZES, SIZES_BY_AREA, type Part, type Settings } from './settings.js';
import { tableBlock } from './table.js';
import { tracksOf } from './tracks.js';

const TITLE = 6.5;
/** The title's line, from the inset to the first part. */
const TITLE_H = 7;

/** What a game's cards share: their size, title, parts and the ship's fields. */
export interface Design { width: number; height: number; title: string; parts: Part[]; fields: Record<string, FieldDecl>; sides: readonly GameSide[] }

/** The title's size on a card `width` wide: one line, null when it cannot be printed at MIN pt. */
export const titleSize = (title: string, width: number): number | null => fitSize(upper(title), width - 2 * INSET, TITLE, 'bold', MIN);

/** Any part but tracks, measured in the context's column. */
function blockOf(ctx: Ctx, part: Exclude<Part, { kind: 'tracks' }>, box: NameBox): Block {
  switch (part.kind) {
    case 'name': return nameBlock(ctx, box);
    case 'band': return bandBlock(ctx, part.field);
    case 'grid': return gridBlock(ctx, part.fields, part.columns);
    case 'table': return tableBlock(ctx, part.field);
    case 'checks': return checksBlock(ctx, part.fields);
    case 'text': return textBlock(ctx, part.field);
    case 'lines': return linesBlock(ctx, part.count);
  }
  throw new Error('tracks are measured by tracksOf');
}

const WHAT: Record<Part['kind'], string> = { name: 'the name', band: 'the band', grid: 'the grid', tracks: 'the tracks', table: 'a table', checks: 'the check boxes', text: 'a text', lines: 'the ruled lines' };
const named = <T>(part: Part, f: () => T): T => {
  try {
    return f();
  } catch (err) {
    if (err instanceof Overflow) throw new Overflow(`${WHAT[part.kind]}: ${err.what}`);
    throw err;
  }
};

/** Between the two columns of a wide card. */
const COLUMN_GAP = 10;
/** The narrowest column a card is split into. */
const COLUMN_MIN = 130;
/** Box sizes tried for tracks that run on to more lines, largest first. */
const SIZES_TRIED = [...Array.from({ length: Math.ceil((BOX_MAX - BOX_MIN) / 0.5) }, (_, i) => BOX_MAX - i * 0.5), BOX_MIN];

/** A part measured in its column (0: across the card; 1, 2: the first and second of two). */
interface Measured { block: Block; column: number }
type Tracks = ReturnType<typeof tracksOf>;

/**
 * The ship's card drawn, and the box size its tracks took; Overflow when it does not fit. The parts
 * go down the card in one column; when they are too tall for it and the card is wide enough, the
 * name and band stay across its top, ruled lines that end the parts across its foot, and the parts
 * between go in two columns, as many in the first as balances them. The tracks take the best way
 * that fits: each on one line, labels beside the boxes or above them; else running on to more
 * lines, at the largest box that fits (a larger box is never shorter, so BOX_MIN tells whether any does).
 */
export function lay(design: Design, ship: Record<string, unknown>, drawn = true): { parts: Parts | null; box: number | null } {
  const { width, height, parts } = design;
  const inner = width - 2 * INSET;
  const half = (inner - COLUMN_GAP) / 2;
  const at: [number, number][] = [[INSET, inner], [INSET, half], [INSET + half + COLUMN_GAP, half]];
  let head = 0;
  while (head < parts.length && (parts[head].kind === 'name' || parts[head].kind === 'band')) head++;
  let foot = parts.length;
  while (foot > head && parts[foot - 1].kind === 'lines') foot--;
  const hasTracks = parts.some((p) => p.kind === 'tracks');
  const room = height - 2 * INSET - TITLE_H;
  const box = nameBox(width, height);
  const ctxOf = (column: number, labelsAbove = false): Ctx => ({ fields: design.fields, sides: design.sides, ship, inner: at[column][1], labelsAbove });
  const total = (bs: Block[]) => bs.reduce((h, b) => h + GAP + b.height, 0);
  let best: { need: number; blocks: Block[] } | undefined;
  let wide: Overflow | undefined;
  for (const two of [false, true]) {
    if (two && (foot - head < 2 || half < COLUMN_MIN)) break;
    // the columns of two are alike: a part is measured once for either
    const columns = (i: number) => (i < head || i >= foot || !two ? [0] : [1]);
    // every part but the tracks measured once for its column; the tracks' labels once a way
    let fixed: Map<string, Block>;
    let tracks: Map<string, Tracks>[];
    try {
      fixed = new Map(parts.flatMap((p, i) => (p.kind === 'tracks' ? [] : columns(i).map((c): [string, Block] => [`${i} ${c}`, named(p, () => blockOf(ctxOf(c), p, box))]))));
      tracks = [false, true].map((above) => new Map(parts.flatMap((p, i) => (p.kind === 'tracks' ? columns(i).map((c): [string, Tracks] => [`${i} ${c}`, named(p, () => tracksOf(ctxOf(c, above), p.fields))]) : []))));
    } catch (err) {
      if (!(err instanceof Overflow)) throw err;
      if (!two) wide ??= err;
      continue;
    }
    /** The card laid with boxes of `s`, labels beside or above them: the parts in their columns and the height they need. */
    const tried = (s: number, above: boolean): { laid: Measured[]; need: number } | null => {
      const m = (i: number, c: number) => fixed.get(`${i} ${Math.min(c, 1)}`) ?? named(parts[i], () => tracks[+above].get(`${i} ${Math.min(c, 1)}`)!.block(s));
      let laid: Measured[];
      let need: number;
      try {
        if (!two) {
          laid = parts.map((_, i) => ({ block: m(i, 0), column: 0 }));
          need = total(laid.map((x) => x.block));
        } else {
          const split = bestSplit(parts.slice(head, foot).map((_, j) => m(head + j, 1)), total);
          const column = (i: number) => (i < head || i >= foot ? 0 : i - head < split.k ? 1 : 2);
          laid = parts.map((_, i) => ({ block: m(i, column(i)), column: column(i) }));
          need = total(laid.filter((x) => x.column === 0).map((x) => x.block)) + split.height;
        }
      } catch (err) {
        if (!(err instanceof Overflow)) throw err;
        if (!two) wide ??= err;
        return null;
      }
      if (!best || need < best.need) best = { need, blocks: laid.map((x) => x.block) };
      return need <= room + 1e-6 ? { laid, need } : null;
    };
    const done = (s: number | null, t: { laid: Measured[] }) => ({ parts: drawn ? draw(design, t.laid, head, foot, at) : null, box: hasTracks ? s : null });
    if (!hasTracks) {
      const t = tried(BOX_MAX, false);
      if (t) return done(null, t);
      continue;
    }
    // the shortest each way: when neither fits, no way does
    const fits = [false, true].filter((above) => tried(BOX_MIN, above));
    if (!fits.length) continue;
    for (const above of [false, true]) {
      const all = [...tracks[+above].values()].map((t) => t.oneLine);
      const s = all.includes(null) ? null : Math.min(...(all as number[]));
      const t = s === null ? null : tried(s, above);
      if (t) return done(s, t);
    }
    // the largest box that fits, labels beside the boxes when they can be, and no larger than keeps
    // every section whole: the sizes are tried largest first, in halves of the list
    const above = fits[0];
    const whole = [...tracks[+above].values()].map((t) => t.whole);
    const cap = whole.includes(null) ? BOX_MAX : Math.min(...(whole as number[]));
    let [lo, hi] = [SIZES_TRIED.findIndex((v) => v <= cap + 1e-9), SIZES_TRIED.length - 1];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tried(SIZES_TRIED[mid], above)) hi = mid;
      else lo = mid + 1;
    }
    return done(SIZES_TRIED[lo], tried(SIZES_TRIED[lo], above)!);
  }
  if (!best) throw wide!;
  const most = [...best.blocks].sort((a, b) => b.height - a.height)[0];
  const boxes = hasTracks ? ` with boxes of ${BOX_MIN / 72} in` : '';
  throw new Overflow(`its parts need ${Math.ceil(best.need)} pt of the card's ${Math.floor(room)} pt height${boxes} (the largest part, ${most.what}, ${Math.ceil(most.height)} pt)`);
}

/** How many of the parts go in the first column: the most balanced split; and the taller column's height. */
function bestSplit(parts: Block[], total: (bs: Block[]) => number): { k: number; height: number } {
  let best = { k: 1, height: Infinity };
  for (let k = 1; k < parts.length; k++) {
    const h = Math.max(total(parts.slice(0, k)), total(parts.slice(k)));
    if (h < best.height) best = { k, height: h };
  }
  return best;
}

function draw(design: Design, laid: Measured[], head: number, foot: number, at: [number, number][]): Parts {
  const p = new Parts();
  const { width, height } = design;
  const size = titleSize(design.title, width)!;
  p.text({ x: width / 2, y: INSET + 0.75 * TITLE, size, text: upper(design.title), bold: true, anchor: 'middle', attrs: attrs({ part: 'title' }) });
  // each column goes on down from the parts across the top; ruled lines that end the parts go at the card's foot
  const y = [INSET + TITLE_H, 0, 0];
  laid.forEach(({ block, column }, i) => {
    if (i === head) y[1] = y[2] = y[0];
    if (i === foot) y[0] = height - INSET - laid.slice(foot).reduce((h, x) => h + GAP + x.block.height, 0);
    y[column] += GAP;
    block.draw(p, at[column][0], y[column]);
    y[column] += block.height;
    if (column === 0 && i >= head) y[1] = y[2] = y[0];
  });
  return p;
}

/** Why the ship does not fit a card of `size` (pt), or null. */
function overflow(size: [number, number], d: Omit<Design, 'width' | 'height'>, ship: Record<string, unknown>): string | null {
  try {
    lay({ ...d, width: size[0], height: size[1] }, ship, false);
    return null;
  } catch (err) {
    if (err instanceof Overflow) return err.what;
    throw err;
  }
}

/** Why a ship's card does not fit `settings`' size: what does not fit, and the smallest listed size that holds it; null when it fits. */
export function fitProblem(settings: Settings, fields: Record<string, FieldDecl>, ship: Record<string, unknown>): string | null {
  // the title is the game's, the same on every card: it does not decide whether a ship fits
  const d = { title: 'card', parts: partsOf(settings, fields), fields, sides: [] };
  const why = overflow(sizeOf(settings.size)!, d, ship);
  if (why === null) return null;
  const better = SIZES_BY_AREA.find((n) => overflow(SIZES[n], d, ship) === null);
  const instead = better ? `the smallest listed size that holds it is ${sizeName(better)}: give the card size: ${better}` : 'no listed size holds it; give the card fewer parts, or the ship fewer or shorter entries';
  return `${quote(String(ship.name))} does not fit a ${sizeName(settings.size)} card: ${why}; ${instead}`;
}
