// A small seeded random source. Every case draws from its own generator, seeded from the run's seed
// and the case's index, so any one case can be made again alone from its id ("<seed>-<index>").

/** Mixes two 32-bit numbers into a well-spread seed (a splitmix-style finaliser). */
export function caseSeed(seed, index) {
  let h = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32: fast, 32-bit state, good enough to pick mutations. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    next,
    /** A whole number in [lo, hi]. */
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    /** One of weighted [weight, value] pairs. */
    weighted: (pairs) => {
      let x = next() * pairs.reduce((s, [w]) => s + w, 0);
      for (const [w, v] of pairs) if ((x -= w) < 0) return v;
      return pairs[pairs.length - 1][1];
    },
  };
  return r;
}
