// broadside's SVG subset → drawing operations (ops.ts). Presentation attributes cascade down the
// tree; shapes become path data; text becomes one run placed by its anchor and baseline. Anything
// outside the subset is refused with the template it came from, never drawn silently wrong.
import { fontMetrics, runs, textWidth } from '../svg/fonts.js';
import { colour, IDENTITY, inRange, multiply, num, numbers, RANGE, refuse, shapePath, shown, transform, type ColourValue, type Matrix } from './attrs.js';
import { Budget, pathNumbers, type Drawn } from './budget.js';
import { checkUses, MAX_PATTERN_DEPTH } from './limits.js';
import { check, PRESENTATION, SHAPES } from './subset.js';
import type { Drawing, Op, Paint, PatternDef, ShapeStyle, TextStyle } from './ops.js';
import { parseFragment, type El } from './parse.js';
import { pieceTree, remember, type CompiledPiece } from './pieces.js';
import { fromUser } from './sources.js';
import { excerpt } from '../errors.js';

const UNDRAWN = new Set(['defs', 'clipPath', 'pattern', 'title', 'desc']);

interface Inh {
  fill: ColourValue; stroke: ColourValue; width: number; dash: number[] | null;
  cap: ShapeStyle['cap']; join: ShapeStyle['join']; miter: number;
  fillOpacity: number; strokeOpacity: number; opacity: number; rule: 'nonzero' | 'evenodd'; clipRule: 'nonzero' | 'evenodd';
  size: number; bold: boolean; anchor: string; baseline: string; spacing: number;
}
const INITIAL: Inh = {
  fill: '#000000', stroke: null, width: 1, dash: null, cap: 'butt', join: 'miter', miter: 4,
  fillOpacity: 1, strokeOpacity: 1, opacity: 1, rule: 'nonzero', clipRule: 'nonzero',
  size: 16, bold: false, anchor: 'start', baseline: 'auto', spacing: 0,
};

function oneOf<T extends string>(el: El, name: string, allowed: readonly T[]): T {
  const v = el.attrs[name].trim() as T;
  return allowed.includes(v) ? v : refuse(el, `${shown(el, name)} is not supported`, `${name} is one of ${allowed.join(', ')}`, name);
}

const unit = (el: El, name: string) => Math.min(1, Math.max(0, num(el, name)));

/** The attributes cascade reads. */
const CASCADED = new Set(PRESENTATION.filter((n) => !['transform', 'clip-path', 'font-family'].includes(n)));

/** The presentation attributes of `el` over what it inherits (what it inherits itself, when it sets none). */
function cascade(el: El, up: Inh): Inh {
  const a = el.attrs;
  let sets = false;
  for (const name in a) if (CASCADED.has(name)) {
    sets = true;
    break;
  }
  if (!sets) return up;
  const s: Inh = { ...up, opacity: up.opacity * (a.opacity === undefined ? 1 : unit(el, 'opacity')) };
  if (a.fill !== undefined) s.fill = colour(el, 'fill', a.fill);
  if (a.stroke !== undefined) s.stroke = colour(el, 'stroke', a.stroke);
  if (a['stroke-width'] !== undefined) s.width = num(el, 'stroke-width');
  if (a['stroke-dasharray'] !== undefined) {
    const d = a['stroke-dasharray'].trim() === 'none' ? [] : numbers(el, 'stroke-dasharray', a['stroke-dasharray']);
    s.dash = d.length === 0 || d.every((n) => n === 0) ? null : d.length % 2 ? [...d, ...d] : d;
  }
  if (a['stroke-linecap'] !== undefined) s.cap = oneOf(el, 'stroke-linecap', ['butt', 'round', 'square'] as const);
  if (a['stroke-linejoin'] !== undefined) s.join = oneOf(el, 'stroke-linejoin', ['miter', 'round', 'bevel'] as const);
  if (a['stroke-miterlimit'] !== undefined) s.miter = num(el, 'stroke-miterlimit');
  if (a['fill-opacity'] !== undefined) s.fillOpacity = unit(el, 'fill-opacity');
  if (a['stroke-opacity'] !== undefined) s.strokeOpacity = unit(el, 'stroke-opacity');
  if (a['fill-rule'] !== undefined) s.rule = oneOf(el, 'fill-rule', ['nonzero', 'evenodd'] as const);
  if (a['clip-rule'] !== undefined) s.clipRule = oneOf(el, 'clip-rule', ['nonzero', 'evenodd'] as const);
  if (a['font-size'] !== undefined) s.size = num(el, 'font-size');
  if (a['font-weight'] !== undefined) {
    const w = oneOf(el, 'font-weight', ['normal', 'bold', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const);
    s.bold = w === 'bold' || (w !== 'normal' && +w >= 600);
  }
  if (a['text-anchor'] !== undefined) s.anchor = oneOf(el, 'text-anchor', ['start', 'middle', 'end'] as const);
  if (a['dominant-baseline'] !== undefined) s.baseline = oneOf(el, 'dominant-baseline', ['auto', 'alphabetic', 'middle', 'central', 'hanging'] as const);
  if (a['letter-spacing'] !== undefined) s.spacing = a['letter-spacing'].trim() === 'normal' ? 0 : num(el, 'letter-spacing');
  return s;
}


class Compiler {
  readonly patterns = new Map<string, PatternDef>();
  private readonly ids = new Map<string, El>();
  private readonly using = new Set<El>();
  /** What a user template draws, counted against its bounds. */
  private readonly budget: Budget;
  /** The patterns whose tiles are being compiled, the outermost first. */
  private readonly filling: El[] = [];

  /** `doc`: what the document has drawn so far, counted on. */
  constructor(root: El, doc: Drawn) {
    this.budget = new Budget(doc);
    const index = (el: El) => {
      if (el.attrs.id !== undefined) this.ids.set(el.attrs.id, el);
      el.children.forEach(index);
    };
    index(root);
  }

  /** `ctm`: the transforms around `el`, combined, from the top of the markup (or of a pattern's tile). */
  draw(el: El, up: Inh, ops: Op[], ctm: Matrix = IDENTITY): void {
    const { done, piece } = el as CompiledPiece;
    if (done) {
      for (const op of done) {
        ops.push(op);
        if (op[0] === 'text' && fromUser(el.from)) this.budget.add('text', op[1].length);
        else if ((op[0] === 'path' || op[0] === 'clip') && fromUser(el.from)) this.budget.add('path', pathNumbers(op[1]));
      }
      return;
    }
    if (UNDRAWN.has(el.name)) return;
    if (piece !== undefined) {
      const start = ops.length;
      (el as CompiledPiece).piece = undefined;
      this.draw(el, up, ops, ctm);
      remember(piece, ops.slice(start));
      return;
    }
    const s = cascade(el, up);
    const m = el.attrs.transform === undefined ? IDENTITY : transform(el, el.attrs.transform);
    if (m !== IDENTITY) ctm = within(el, ctm, m, 'transform');
    const clip = el.attrs['clip-path'];
    const wrap = m !== IDENTITY || (clip !== undefined && clip.trim() !== 'none') || el.name === 'svg' || el.name === 'use';
    if (wrap) ops.push(['save']);
    if (m !== IDENTITY) ops.push(['transform', ...m]);
    if (clip !== undefined && clip.trim() !== 'none') this.clip(el, clip, ops);
    if (el.name === 'g') for (const c of el.children) this.draw(c, s, ops, ctm);
    else if (el.name === 'svg') this.viewport(el, s, ops, ctm);
    else if (el.name === 'use') this.use(el, s, ops, ctm);
    else if (el.name === 'text') this.text(el, s, ops);
    else this.shape(el, s, ops);
    if (wrap) ops.push(['restore']);
  }

  private viewport(el: El, s: Inh, ops: Op[], ctm: Matrix): void {
    const [x, y, w, h] = [num(el, 'x'), num(el, 'y'), num(el, 'width'), num(el, 'height')];
    if (x !== 0 || y !== 0) ops.push(['transform', 1, 0, 0, 1, x, y]);
    if (x !== 0 || y !== 0) ctm = within(el, ctm, [1, 0, 0, 1, x, y], el.attrs.x !== undefined && x !== 0 ? 'x' : 'y');
    const overflow = el.attrs.overflow === undefined ? 'hidden' : oneOf(el, 'overflow', ['visible', 'hidden', 'auto', 'scroll'] as const);
    if (overflow === 'hidden' || overflow === 'scroll') ops.push(['clip', `M0 0H${w}V${h}H0Z`, 'nonzero']);
    if (el.attrs.viewBox !== undefined) {
      const [vx, vy, vw, vh] = numbers(el, 'viewBox', el.attrs.viewBox);
      if (!(vw > 0 && vh > 0)) refuse(el, `${shown(el, 'viewBox')} needs a positive width and height`, 'viewBox is "x y width height"', 'viewBox');
      // preserveAspectRatio's default: uniform scale, centred
      const k = Math.min(w / vw, h / vh);
      const m: Matrix = [k, 0, 0, k, (w - vw * k) / 2 - vx * k, (h - vh * k) / 2 - vy * k];
      if (!m.every(inRange)) refuse(el, `${shown(el, 'viewBox')} is out of range`, RANGE, 'viewBox');
      if (m.some((v, i) => v !== IDENTITY[i])) ops.push(['transform', ...m]);
      ctm = within(el, ctm, m, 'viewBox');
    }
    for (const c of el.children) this.draw(c, s, ops, ctm);
  }

  private target(el: El, ref: string, want: string): El {
    const t = this.ids.get(ref);
    if (!t || t.name !== want) refuse(el, `refers to #${excerpt(ref)}, which is not a <${want}> in the same template`, `give the ${want} an id in this markup`);
    return t;
  }

  private use(el: El, s: Inh, ops: Op[], ctm: Matrix): void {
    const attr = el.attrs.href === undefined && el.attrs['xlink:href'] !== undefined ? 'xlink:href' : 'href';
    const href = (el.attrs[attr] ?? '').trim();
    const ref = shown(el, attr).replace(/^xlink:/, '');
    if (!href.startsWith('#')) refuse(el, `${ref} is not a reference to an element`, 'use href="#id" of an element in the same markup', attr);
    const t = this.ids.get(href.slice(1)) ?? refuse(el, `${ref} names no element`, 'use href="#id" of an element in the same markup', attr);
    if (this.using.has(t)) refuse(el, `${ref} is inside what it refers to`, 'a <use> cannot contain itself', attr);
    const [x, y] = [num(el, 'x'), num(el, 'y')];
    if (x !== 0 || y !== 0) ops.push(['transform', 1, 0, 0, 1, x, y]);
    if (x !== 0 || y !== 0) ctm = within(el, ctm, [1, 0, 0, 1, x, y], el.attrs.x !== undefined && x !== 0 ? 'x' : 'y');
    this.using.add(t);
    this.draw(t, s, ops, ctm);
    this.using.delete(t);
  }

  private clip(el: El, value: string, ops: Op[]): void {
    const ref = /^url\(\s*#([^)\s]+)\s*\)$/.exec(value.trim()) ?? refuse(el, `${shown(el, 'clip-path')} is not supported`, 'clip-path is url(#id) of a <clipPath>', 'clip-path');
    const cp = this.target(el, ref[1], 'clipPath');
    const s = cascade(cp, INITIAL);
    const ds = cp.children.filter((c) => c.name !== 'title' && c.name !== 'desc').map((c) => {
      if (!SHAPES.includes(c.name) || c.attrs.transform !== undefined) refuse(c, 'cannot be part of a clipPath', 'a clipPath holds basic shapes and paths, without transforms');
      const d = shapePath(c);
      if (d !== null && fromUser(c.from)) this.budget.add('path', pathNumbers(d), c, dataOf(c));
      return { d, rule: cascade(c, s).clipRule };
    });
    ops.push(['clip', ds.map((d) => d.d ?? '').join(' ') || 'M0 0Z', ds[0]?.rule ?? 'nonzero']);
  }

  private paint(el: El, v: ColourValue, attr: 'fill' | 'stroke'): Paint {
    if (v === null || typeof v === 'string') return v;
    const p = this.target(el, v.url, 'pattern');
    // a tile filled with its own pattern, directly or through others, would be drawn without end
    const at = el.attrs[attr]?.includes('url(') ? attr : undefined;
    if (this.filling.includes(p)) refuse(el, `is filled with #${excerpt(v.url)}, the pattern it is drawn in`, 'a pattern\'s tile cannot be filled with that pattern, directly or through other patterns', at);
    if (!this.patterns.has(v.url)) {
      if (p.attrs.patternUnits !== 'userSpaceOnUse') refuse(p, 'needs patternUnits="userSpaceOnUse"', 'patterns are laid out in the user space of the shape they fill');
      const [x, y, w, h] = [num(p, 'x'), num(p, 'y'), num(p, 'width'), num(p, 'height')];
      if (!(w > 0 && h > 0)) refuse(p, 'needs a positive width and height', 'a pattern tile has a size');
      if (this.filling.length >= MAX_PATTERN_DEPTH) refuse(el, `is filled with #${excerpt(v.url)}, a pattern inside ${MAX_PATTERN_DEPTH} others`, `a pattern's tile holds patterns at most ${MAX_PATTERN_DEPTH} deep, one inside the next`, at);
      const def: PatternDef = { bbox: [x, y, x + w, y + h], xStep: w, yStep: h, ops: [] };
      this.patterns.set(v.url, def);
      const s = cascade(p, INITIAL);
      this.filling.push(p);
      for (const c of p.children) this.draw(c, s, def.ops);
      this.filling.pop();
    }
    return { pattern: v.url };
  }

  private shape(el: El, s: Inh, ops: Op[]): void {
    const d = shapePath(el);
    if (d === null) return;
    // a user template's path data is bounded as it is read (ours, by their data)
    if (fromUser(el.from)) this.budget.add('path', pathNumbers(d), el, dataOf(el));
    const fill = el.name === 'line' ? null : this.paint(el, s.fill, 'fill');
    const stroke = s.width > 0 ? this.paint(el, s.stroke, 'stroke') : null;
    if (fill === null && stroke === null) return;
    const style: ShapeStyle = {};
    if (fill !== null) {
      if (s.fillOpacity * s.opacity < 1) style.fillOpacity = s.fillOpacity * s.opacity;
      if (s.rule !== 'nonzero') style.rule = s.rule;
    }
    if (stroke !== null) {
      style.width = s.width;
      if (s.dash) style.dash = s.dash;
      if (s.cap !== 'butt') style.cap = s.cap;
      if (s.join !== 'miter') style.join = s.join;
      style.miter = s.miter;
      if (s.strokeOpacity * s.opacity < 1) style.strokeOpacity = s.strokeOpacity * s.opacity;
    }
    ops.push(['path', d, fill, stroke, style]);
  }

  private text(el: El, s: Inh, ops: Op[]): void {
    // (most texts have no line break, tab or run of spaces to take out)
    const str = MESSY.test(el.text) ? el.text.replace(/[\r\n]+/g, '').replace(/\t/g, ' ').trim().replace(/ {2,}/g, ' ') : el.text.trim();
    if (!str || s.fill === null) return;
    // a user template's text is bounded as it is read (ours, by their data)
    if (fromUser(el.from)) this.budget.add('text', str.length, el, undefined, el.text.slice(0, 80));
    if (typeof s.fill !== 'string') refuse(el, 'is filled with a pattern', 'text is filled with a #rrggbb colour');
    if (s.stroke !== null) refuse(el, 'has a stroke', 'text is filled only (stroke="none")');
    const xs = numbers(el, 'x', el.attrs.x ?? '0');
    const ys = numbers(el, 'y', el.attrs.y ?? '0');
    if (xs.length > 1 || ys.length > 1) refuse(el, 'has a list of positions', 'text x and y are single numbers');
    const x = xs[0];
    const y = ys[0];
    const weight = s.bold ? 'bold' : 'regular';
    const glyphs = textWidth(str, s.size, weight);
    // (the letters are counted only for letter spacing)
    const width = glyphs + (s.spacing ? s.spacing * ([...str].length - 1) : 0);
    const left = s.anchor === 'middle' ? x - width / 2 : s.anchor === 'end' ? x - width : x;
    const dy = s.baseline === 'auto' || s.baseline === 'alphabetic' ? 0 : shift(fontMetrics(weight), s.baseline);
    const style: TextStyle = {};
    if (s.fillOpacity * s.opacity < 1) style.opacity = s.fillOpacity * s.opacity;
    if (s.spacing) style.spacing = s.spacing;
    // one text operation per run of one face, each starting where the runs before it end
    let at = left;
    const all = runs(str, weight);
    for (let i = 0; i < all.length; i++) {
      const run = all[i];
      const face = run.face === 'body' ? (s.bold ? 'body-bold' : 'body') : s.bold ? 'fallback-bold' : 'fallback';
      const runWidth = all.length === 1 ? glyphs : textWidth(run.text, s.size, weight);
      ops.push(['text', run.text, at, y + dy * s.size, face, s.size, s.fill, style, runWidth]);
      at += runWidth + s.spacing * [...run.text].length;
    }
  }
}

const MESSY = /[\r\n\t]| {2}/;

/** The attribute that holds a shape's path data, where it has one. */
const dataOf = (el: El): string | undefined => (el.name === 'path' ? 'd' : el.name === 'polyline' || el.name === 'polygon' ? 'points' : undefined);

/** How far (in ems) a baseline other than the alphabetic one moves text down. */
function shift(m: { ascent: number; descent: number; xHeight: number }, baseline: string): number {
  return { middle: m.xHeight / 2, central: (m.ascent + m.descent) / 2, hanging: 0.8 * m.ascent }[baseline] ?? 0;
}

/** The transforms around an element combined with its own, `m` (from attribute `attr`), refused when out of range. */
function within(el: El, ctm: Matrix, m: Matrix, attr: string): Matrix {
  const next = multiply(ctm, m);
  if (next.every(inRange)) return next;
  const most = Math.max(...next.map(Math.abs));
  const size = most < 1e15 ? Math.round(most).toLocaleString('en-US') : most.toExponential(1);
  return refuse(el, `${shown(el, attr)} is out of range with the transforms around it (${size})`, RANGE, attr);
}

/** The fragment's tree read in pieces (pieces.ts) and checked, or null: any fault is then met reading it whole. */
function quickTree(markup: string, from?: string): El | null {
  try {
    const root = pieceTree(markup, from);
    if (root) check(root);
    return root;
  } catch {
    return null;
  }
}

/**
 * Compiles one piece of markup (a fragment: any number of top-level elements); `inPieces` false: read
 * whole; `doc`: what its document's user templates have drawn before it.
 */
export function compile(markup: string, from?: string, inPieces = true, doc: Drawn = { text: 0, path: 0 }): Drawing {
  let root = inPieces ? quickTree(markup, from) : null;
  if (!root) {
    root = parseFragment(markup, from);
    check(root);
  }
  // (markup without a <use> has nothing to weigh: the package's own, for one)
  if (markup.includes('<use')) checkUses(root);
  const c = new Compiler(root, doc);
  const ops: Op[] = [];
  c.draw(root, INITIAL, ops);
  return { ops, patterns: c.patterns };
}

export type { Drawn } from './budget.js';
