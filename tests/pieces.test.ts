// Bodies are compiled in pieces, each piece that stands alone once for the process (src/pdf/pieces.ts):
// every part of every example kit's pages, and of a sheet of boat records, compiles to the same
// drawing that reading it whole gives, the first time and from the remembered pieces.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compose } from '../src/build.js';
import { makeJob } from '../src/index.js';
import { compile } from '../src/pdf/compile.js';
import { partSvg } from '../src/pdf/page.js';
import { pieces } from '../src/pdf/pieces.js';
import { exampleKitPages, ROOT } from './helpers.js';

describe('compiling in pieces', () => {
  it('gives the drawing of the whole, first and again, for every part of the example kits and of boat records', () => {
    const records = compose(makeJob('boat-record', { ships: join(ROOT, 'examples/ships/milk-and-cookies.yaml') })).pages;
    let cut = 0;
    for (const pages of [...exampleKitPages().values(), records]) {
      for (const page of pages) {
        for (const part of page.parts) {
          const m = 'body' in part ? part.body : partSvg(part);
          const whole = compile(m, undefined, false);
          expect(compile(m)).toEqual(whole);
          expect(compile(m)).toEqual(whole);
          if (pieces(m)?.some((p) => p.alone)) cut++;
        }
      }
    }
    expect(cut).toBeGreaterThan(100);
  });

  it('reads whole what is not cut simply, and refuses a fault as reading it whole does', () => {
    expect(pieces('<g id="a"/><use href="#a"/>')).toBeNull();
    expect(pieces('text <g/>')).toBeNull();
    expect(pieces('<g a=">"/>')).toBeNull(); // a '>' in a value: read whole
    expect(pieces('<g a="1"/><rect/>')?.length).toBe(2);
    const big = `<g data-template="t"><rect x="0" y="0" width="10" height="10" fill="#ffffff" data-pad="${'x'.repeat(400)}"/>`;
    const faults = [`${big}<rect width="oops"/></g>`, `${big}<blink/></g>`, `${big}<rect></g>`];
    for (const m of faults) {
      const message = (inPieces: boolean) => {
        try {
          compile(m, 'f', inPieces);
          return 'no error';
        } catch (err) {
          return (err as Error).message;
        }
      };
      expect(message(true)).toBe(message(false));
      expect(message(true)).not.toBe('no error');
    }
  });
});
