// Attribute values of the SVG subset the writer draws: numbers, colours, transforms, points, and
// the basic shapes as path data. A value outside the subset is refused, naming the template.
import { InputError, excerpt, oneLine, quoteWith } from '../errors.js';
import type { El } from './parse.js';
import { placeIn } from './sources.js';

export type Matrix = [number, number, number, number, number, number];

/**
 * Refuses `el`; in a user's template, at the place the refused markup is written: attribute `attr`
 * when one is named (as written, with its whole value), else the element.
 */
export function refuse(el: El, problem: string, supported: string, attr?: string, near?: string): never {
  const value = attr === undefined ? undefined : el.attrs[attr];
  const at = placeIn(el.from, [...(near ? [near] : []), ...(value === undefined ? [] : [`${attr}="${value}"`, `${attr}='${value}'`]), `<${el.name}`]);
  throw new InputError(`${el.from ?? 'SVG markup'}${at ? `:${at.line}:${at.col}` : ''}: <${excerpt(el.name)}> ${problem}; ${supported}`);
}

/** An attribute as a message quotes it, `width="1e30"`, its value cut when long. */
export const shown = (el: El, name: string): string => `${excerpt(name)}=${quoteWith(el.attrs[name] ?? '', (s) => `"${oneLine(s)}"`)}`;

/**
 * The largest size a number in a template may have, and a transform, with those around it: a
 * million points is some 350 m, past any sheet, and far below what would overflow when drawn.
 */
export const MAX_NUMBER = 1_000_000;
export const RANGE = 'numbers in a template are at most 1,000,000 in size, and so are its transforms, combined';
/** False for NaN too. */
export const inRange = (n: number): boolean => Math.abs(n) <= MAX_NUMBER;

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?(pt|px)?$/;
const PLAIN = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** A length or number in pt (pt and px units are both taken as pt, as the page is laid out in pt). */
export function num(el: El, name: string, fallback = 0): number {
  const v = el.attrs[name];
  if (v === undefined) return fallback;
  const t = v.trim();
  if (!NUMBER.test(t)) refuse(el, `${shown(el, name)} is not a number`, 'expected a plain number such as 12.5 (pt)', name);
  const n = parseFloat(t);
  return inRange(n) ? n : refuse(el, `${shown(el, name)} is out of range`, RANGE, name);
}

/** Numbers separated by commas and/or white space, in attribute `name` (`text`: the part of it to read). */
export function numbers(el: El, name: string, text: string): number[] {
  // one plain number, the common case (a text's x, a viewBox's part), read as the list would read it
  if (PLAIN.test(text)) {
    const n = +text;
    if (inRange(n)) return [n];
  }
  const parts = text.trim().split(/[\s,]+/).filter(Boolean);
  const out = parts.map(Number);
  if (out.some((n, i) => !Number.isFinite(n) || !NUMBER.test(parts[i]))) refuse(el, `${shown(el, name)} is not a list of numbers`, 'expected numbers separated by spaces or commas', name);
  if (!out.every(inRange)) refuse(el, `${shown(el, name)} is out of range`, RANGE, name);
  return out;
}

export type ColourValue = string | null | { url: string };

const COLOURS = 'colours are #rrggbb, #rgb, none, or url(#id) of a pattern';

/** `#rrggbb`, `#rgb`, `none` or `url(#id)`; anything else (rgb(), hsl(), names, #rrggbbaa) is refused. */
export function colour(el: El, name: string, v: string): ColourValue {
  const t = v.trim();
  if (t === 'none') return null;
  if (/^#[0-9a-fA-F]{6}$/.test(t)) return t.toLowerCase();
  if (/^#[0-9a-fA-F]{3}$/.test(t)) return `#${[...t.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  const url = /^url\(\s*#([^)\s]+)\s*\)$/.exec(t);
  if (url) return { url: url[1] };
  return refuse(el, `${shown(el, name)} is not a supported colour`, COLOURS, name);
}

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

const TRANSFORMS = 'transforms are translate, scale, rotate, matrix, skewX and skewY';

/** A transform list as one matrix. */
export function transform(el: El, v: string): Matrix {
  let m = IDENTITY;
  const rest = v.replace(/\s*([a-zA-Z]+)\s*\(([^)]*)\)\s*,?/g, (_, fn: string, args: string) => {
    const a = numbers(el, 'transform', args);
    const rad = (d: number) => (d * Math.PI) / 180;
    const need = (ok: boolean) => ok || refuse(el, `${shown(el, 'transform')}: ${excerpt(fn)} takes other arguments`, TRANSFORMS, 'transform');
    let t: Matrix;
    if (fn === 'translate' && need(a.length === 1 || a.length === 2)) t = [1, 0, 0, 1, a[0], a[1] ?? 0];
    else if (fn === 'scale' && need(a.length === 1 || a.length === 2)) t = [a[0], 0, 0, a[1] ?? a[0], 0, 0];
    else if (fn === 'rotate' && need(a.length === 1 || a.length === 3)) {
      const [c, s] = [Math.cos(rad(a[0])), Math.sin(rad(a[0]))];
      const [cx, cy] = [a[1] ?? 0, a[2] ?? 0];
      t = [c, s, -s, c, cx - c * cx + s * cy, cy - s * cx - c * cy];
    } else if (fn === 'matrix' && need(a.length === 6)) t = a as Matrix;
    else if (fn === 'skewX' && need(a.length === 1)) t = [1, 0, Math.tan(rad(a[0])), 1, 0, 0];
    else if (fn === 'skewY' && need(a.length === 1)) t = [1, Math.tan(rad(a[0])), 0, 1, 0, 0];
    else return refuse(el, `${shown(el, 'transform')} uses ${excerpt(fn)}()`, TRANSFORMS, 'transform');
    m = multiply(m, t);
    return '';
  });
  if (rest.trim()) refuse(el, `${shown(el, 'transform')} is not a transform list`, TRANSFORMS, 'transform');
  // each number is in range, but several together may not be (scale(1e6) scale(1e6), skewX(90))
  if (!m.every(inRange)) refuse(el, `${shown(el, 'transform')} is out of range`, RANGE, 'transform');
  return m;
}

const PATH_NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

const f = (n: number): string => String(Math.round(n * 10000) / 10000);

/** The element's shape as SVG path data, or null when it has none (a zero-size rect, r="0"). */
export function shapePath(el: El): string | null {
  const n = (k: string, d = 0) => num(el, k, d);
  switch (el.name) {
    case 'path': {
      const d = el.attrs.d?.trim();
      // the path's numbers go to the PDF as they are written; without an exponent, only one of 7
      // digits or more before its point can be out of range
      if (d && !/[eE]|\d{7}/.test(d)) return d;
      for (const m of d?.matchAll(PATH_NUMBER) ?? []) if (!inRange(parseFloat(m[0]))) refuse(el, `${shown(el, 'd')} is out of range`, RANGE, 'd');
      return d || null;
    }
    case 'rect': {
      const [x, y, w, h] = [n('x'), n('y'), n('width'), n('height')];
      if (w <= 0 || h <= 0) return null;
      let [rx, ry] = [el.attrs.rx, el.attrs.ry];
      let [ax, ay] = [rx === undefined ? undefined : n('rx'), ry === undefined ? undefined : n('ry')];
      ax ??= ay ?? 0;
      ay ??= ax;
      [ax, ay] = [Math.min(Math.max(ax, 0), w / 2), Math.min(Math.max(ay, 0), h / 2)];
      if (ax === 0 || ay === 0) return `M${f(x)} ${f(y)}H${f(x + w)}V${f(y + h)}H${f(x)}Z`;
      const arc = (ex: number, ey: number) => `A${f(ax!)} ${f(ay!)} 0 0 1 ${f(ex)} ${f(ey)}`;
      return `M${f(x + ax)} ${f(y)}H${f(x + w - ax)}${arc(x + w, y + ay)}V${f(y + h - ay)}${arc(x + w - ax, y + h)}` +
        `H${f(x + ax)}${arc(x, y + h - ay)}V${f(y + ay)}${arc(x + ax, y)}Z`;
    }
    case 'circle': case 'ellipse': {
      const [cx, cy] = [n('cx'), n('cy')];
      const [rx, ry] = el.name === 'circle' ? [n('r'), n('r')] : [n('rx'), n('ry')];
      if (rx <= 0 || ry <= 0) return null;
      const arc = (ex: number) => `A${f(rx)} ${f(ry)} 0 1 0 ${f(ex)} ${f(cy)}`;
      return `M${f(cx - rx)} ${f(cy)}${arc(cx + rx)}${arc(cx - rx)}Z`;
    }
    case 'line': return `M${f(n('x1'))} ${f(n('y1'))}L${f(n('x2'))} ${f(n('y2'))}`;
    case 'polyline': case 'polygon': {
      const p = numbers(el, 'points', el.attrs.points ?? '');
      if (p.length < 4) return null;
      const pairs: string[] = [];
      for (let i = 0; i + 1 < p.length; i += 2) pairs.push(`${f(p[i])} ${f(p[i + 1])}`);
      return `M${pairs.join('L')}${el.name === 'polygon' ? 'Z' : ''}`;
    }
    default: return null;
  }
}
