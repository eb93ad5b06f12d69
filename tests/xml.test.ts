// The writer reads broadside's own markup with a quick reader (src/pdf/xml.ts) and everything else
// with sax: the two must build the same tree from every part of every example kit's pages, and
// markup the quick reader does not take must still be read, or refused, exactly as sax does.
import { describe, expect, it } from 'vitest';
import { partSvg } from '../src/pdf/page.js';
import { parseFragment } from '../src/pdf/parse.js';
import { quickParse } from '../src/pdf/xml.js';
import { exampleKitPages } from './helpers.js';

const taken = (m: string) => quickParse(`<g>${m}</g>`, { open() {}, close() {}, text() {} });

describe('reading markup', () => {
  it('builds the tree sax builds from every part of the example kits, without sax', () => {
    let parts = 0;
    for (const pages of exampleKitPages().values()) {
      for (const page of pages) {
        for (const part of page.parts) {
          const m = partSvg(part);
          expect(taken(m)).toBe(true);
          expect(parseFragment(m, 'x')).toEqual(parseFragment(m, 'x', false));
          parts++;
        }
      }
    }
    expect(parts).toBeGreaterThan(200);
  });

  const odd = [
    '<text x="1">a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos; &#233; &#x1F6A2;</text>',
    "<g a='1' b = \"2\"\n\tc=\"x&amp;y\"><!-- a note --><rect/></g>",
    '<text>  spaced  <tspan>in</tspan> out </text>',
    '<text><![CDATA[a < b]]></text>',
    '<text>&nbsp;</text>',
    '<g a="1" a="2"/>',
    '<?xml version="1.0"?><g/>',
    '<g x=1/>',
    '<g></h>',
    '<g>',
    '<g a="<"/>',
    '<text>&#1;</text>',
    '<text>a & b</text>',
  ];
  for (const m of odd) {
    it(`reads ${JSON.stringify(m)} as sax does`, () => {
      const run = (quick: boolean) => {
        try {
          return parseFragment(m, 'x', quick);
        } catch (err) {
          return (err as Error).message;
        }
      };
      expect(run(true)).toEqual(run(false));
    });
  }

  it('leaves to sax what it does not take', () => {
    for (const m of ['<text><![CDATA[a]]></text>', '<text>&nbsp;</text>', '<g></h>', '<g x=1/>']) expect(taken(m)).toBe(false);
  });
});
