// What a user's markup may make the writer draw. A <use> draws what it refers to once more, so ten
// <use>s of a group of ten <use>s of … draw ten to the power of their depth from a few hundred
// bytes; and each level of nesting is a level of recursion. Both are bounded, and refused at the
// element of the template that goes past the bound.
import { refuse, shown } from './attrs.js';
import type { El } from './parse.js';

/** Levels of elements a template nests (ours nest under ten). */
export const MAX_NESTING = 64;
export const NESTING = `a template nests its elements at most ${MAX_NESTING} levels deep`;
/** Elements the <use>s of one template (or one item's markup) draw, in all. */
export const MAX_USE_ELEMENTS = 10_000;
/** <use>s one inside the next (a <use> of a group holding a <use> of …). */
export const MAX_USE_DEPTH = 8;
/** Patterns one inside the next: a tile filled with a pattern whose tile is filled with … (ours use none). */
export const MAX_PATTERN_DEPTH = 8;
/** Elements open at once as the markup is drawn, <use>s followed; past what the other limits allow a template. */
const MAX_OPEN = 1000;

const SKIP = new Set(['clipPath', 'pattern', 'defs', 'title', 'desc']);

/**
 * Refuses markup whose <use>s draw more than MAX_USE_ELEMENTS elements, go more than MAX_USE_DEPTH
 * deep, or contain themselves, at the innermost element that does: the group whose <use>s draw
 * too much, the <use> that goes too deep. Each element is weighed once (the weights are kept), so
 * the check takes time in proportion to the markup as written, not as it would be drawn.
 */
export function checkUses(root: El): void {
  // the last element with an id is the one a reference finds, as the compiler indexes them
  const ids = new Map<string, El>();
  const stack = [root];
  for (let el = stack.pop(); el; el = stack.pop()) {
    if (el.attrs.id !== undefined) ids.set(el.attrs.id, el);
    for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]);
  }
  interface Weight { drawn: number; used: number; depth: number }
  const weights = new Map<El, Weight>();
  const open = new Set<El>();
  const weigh = (el: El): Weight => {
    const known = weights.get(el);
    if (known) return known;
    // a chain of <use>s longer than any the depth check would let through, before it can run the stack out
    if (open.size >= MAX_OPEN) refuse(el, `is drawn inside more than ${MAX_OPEN} elements, counting what <use>s draw`, `${NESTING}, and a <use> goes through at most ${MAX_USE_DEPTH} others`);
    open.add(el);
    // drawn: the element and all inside it; used: of those, drawn through a <use>; depth: <use>s one inside the next
    const w: Weight = { drawn: 1, used: 0, depth: 0 };
    for (const c of el.children) {
      const cw = weigh(c);
      w.drawn += cw.drawn;
      w.used += cw.used;
      w.depth = Math.max(w.depth, cw.depth);
    }
    if (el.name === 'use') {
      const attr = el.attrs.href === undefined && el.attrs['xlink:href'] !== undefined ? 'xlink:href' : 'href';
      const href = (el.attrs[attr] ?? '').trim();
      const target = href.startsWith('#') ? ids.get(href.slice(1)) : undefined;
      const ref = () => shown(el, attr).replace(/^xlink:/, '');
      if (target && open.has(target)) refuse(el, `${ref()} is inside what it refers to`, 'a <use> cannot contain itself', attr);
      if (target && !SKIP.has(target.name)) {
        const tw = weigh(target);
        w.drawn += tw.drawn;
        w.used += tw.drawn;
        w.depth = Math.max(w.depth, tw.depth + 1);
        if (w.depth > MAX_USE_DEPTH) refuse(el, `${ref()} goes through ${w.depth} <use>s, one inside the next`, `a <use> goes through at most ${MAX_USE_DEPTH}`, attr);
      }
    }
    if (w.used > MAX_USE_ELEMENTS) {
      const id = el.attrs.id === undefined ? '' : `${shown(el, 'id')} `;
      refuse(el, `${id}draws ${w.used.toLocaleString('en-US')} elements through <use>`, `the <use>s in a template draw at most ${MAX_USE_ELEMENTS.toLocaleString('en-US')} elements`, 'id');
    }
    open.delete(el);
    weights.set(el, w);
    return w;
  };
  weigh(root);
}
