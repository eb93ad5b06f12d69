// A convention draws packet after packet, each let go when written: what one leaves is garbage, but
// V8 lets the heap grow to several packets' worth before it collects. A full collection after every
// PAGES pages drawn keeps the peak near one packet's. The collector is reached as --expose-gc would.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const PAGES = 100;
let collector: (() => void) | null | undefined;
let drawn = 0;

/** Notes `pages` drawn and let go, collecting once enough are. */
export function letGo(pages: number): void {
  drawn += pages;
  if (drawn < PAGES) return;
  drawn = 0;
  if (collector === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      collector = runInNewContext('gc') as () => void;
    } catch {
      collector = null;
    }
  }
  collector?.();
}
