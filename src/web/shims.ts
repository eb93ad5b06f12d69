// Globals the library's code (and pdfkit's) expects from Node, given to the browser bundle by
// esbuild's `inject` (scripts/build-web.mjs): Buffer from the buffer package, and setImmediate, with
// which the writer lets a page's bytes go before it draws the next (a message, not setTimeout, which
// browsers hold back to 4 ms when nested).
import { Buffer } from 'buffer';

const queue: (() => void)[] = [];
let channel: MessageChannel | undefined;

function setImmediate(fn: (...args: unknown[]) => void, ...args: unknown[]): number {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => queue.shift()?.();
  }
  queue.push(() => fn(...args));
  channel.port2.postMessage(0);
  return 0;
}

export { Buffer, setImmediate };
