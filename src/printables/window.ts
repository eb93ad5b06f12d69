// An item's `window` remembered per window. Copies of an item share one object, and each copy is
// cut into the same pieces, so without this every copy draws every piece again.
import type { Item } from './types.js';

type Window = NonNullable<Item['window']>;

/** `window` (a pure function of its window) drawing each window once; the memory is the item's own
 * and holds at most `limit` windows, far more than an item has pieces. */
export function windowOnce(window: Window, limit = 64): Window {
  const seen = new Map<string, string>();
  return (x, y, w, h) => {
    const key = `${x} ${y} ${w} ${h}`;
    let out = seen.get(key);
    if (out === undefined) {
      if (seen.size >= limit) seen.clear();
      seen.set(key, (out = window(x, y, w, h)));
    }
    return out;
  };
}
