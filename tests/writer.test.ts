// The direct writer: what it records for a page, what it refuses (naming the template), how it
// reuses repeated items, and that its output is the same bytes every time.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compile } from '../src/pdf/compile.js';
import { pdfPage } from '../src/pdf/page.js';
import { recordPrimitives } from '../src/pdf/record.js';
import { renderPdf } from '../src/pdf/writer.js';
import { linearLayout, Player } from '../src/pdf/play.js';
import PDFDocument from 'pdfkit';
import { documentFont, font, textWidth } from '../src/svg/fonts.js';
import { quickLayout } from '../src/svg/measure.js';
import { cli, KIT, make, ROOT, scratch } from './helpers.js';

/** The decompressed content streams of a PDF (pages, forms, patterns). */
function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  const text = pdf.toString('latin1');
  for (const m of text.matchAll(/\/FlateDecode[^]*?stream\n/g)) {
    const start = m.index! + m[0].length;
    const end = text.indexOf('\nendstream', start);
    out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
  }
  return out;
}

describe('recording', () => {
  it("gives each text run the width pdfkit would measure for it (it is handed pdfkit, which does not measure again)", () => {
    const doc = new PDFDocument({ autoFirstPage: false });
    for (const [name, weight, face] of [['body', 'regular', 'body'], ['body-bold', 'bold', 'body'], ['fallback', 'regular', 'fallback'], ['fallback-bold', 'bold', 'fallback']] as const) {
      doc.registerFont(name, quickLayout(documentFont(weight, face), font(weight, face)) as unknown as string);
    }
    // kerned pairs, a ligature, spaces, Greek, and letters only the fallback face has (several runs)
    const texts = ['AVATAR Tower', 'fifty-one office', 'HMS Wave  of  Ships', 'Ἀθηνᾶ ΝΑΥΣ', 'Đorđe Ağır ŁÓDŹ', 'Sea ✦ Biscuit ⚓ 12'];
    for (const [weight, size] of [['normal', 9], ['bold', 6.5]] as const) {
      const markup = texts.map((t, i) => `<text x="0" y="${10 * i}" font-size="${size}" font-weight="${weight}" letter-spacing="0.3">${t}</text>`).join('');
      let runs = 0;
      for (const op of compile(markup).ops) {
        if (op[0] !== 'text') continue;
        runs++;
        doc.font(op[4], op[5]);
        expect(op[8], `${op[1]} (${op[4]})`).toBeCloseTo(doc.widthOfString(op[1]), 9);
      }
      expect(runs).toBeGreaterThan(texts.length);
    }
  });

  it('records a small page as paths and one text run in page space', () => {
    const body = '<rect x="0" y="0" width="30" height="10" rx="2" fill="#ff0000" stroke="#000" stroke-width="0.5"/>'
      + '<text x="15" y="8" font-size="6" font-weight="bold" text-anchor="middle" fill="#333333">Hi</text>';
    const page = pdfPage(100, 50, [{ x: 10, y: 20, body }, { svg: '<line x1="0" y1="49" x2="100" y2="49" stroke="#808080" stroke-width="0.25" stroke-dasharray="3 2"/>' }]);
    const rec = recordPrimitives([page]);
    expect(rec.patterns).toEqual([]);
    expect(rec.pages).toHaveLength(1);
    expect(rec.pages[0].size).toEqual([100, 50]);
    const w = textWidth('Hi', 6, 'bold');
    expect(rec.pages[0].ops).toEqual([
      ['save'], ['transform', 1, 0, 0, 1, 10, 20],
      ['path', 'M2 0H28A2 2 0 0 1 30 2V8A2 2 0 0 1 28 10H2A2 2 0 0 1 0 8V2A2 2 0 0 1 2 0Z', '#ff0000', '#000000', { width: 0.5, miter: 4 }],
      ['text', 'Hi', 15 - w / 2, 8, 'body-bold', 6, '#333333', {}, w],
      ['restore'],
      ['save'], ['path', 'M0 49L100 49', null, '#808080', { width: 0.25, dash: [3, 2], miter: 4 }], ['restore'],
    ]);
  });

  it('resolves transforms, viewports, anchors, baselines and patterns', () => {
    const body = '<defs><pattern id="h" width="4" height="4" patternUnits="userSpaceOnUse"><path d="M0 4L4 0" stroke="#000000" stroke-opacity="0.5"/></pattern></defs>'
      + '<g transform="rotate(90)"><circle cx="5" cy="5" r="5" fill="url(#h)"/></g>'
      + '<svg x="2" y="3" width="20" height="10" viewBox="10 0 40 20"><text x="0" y="0" font-size="10" text-anchor="end" dominant-baseline="middle">A</text></svg>';
    const rec = recordPrimitives([pdfPage(50, 50, [{ x: 0, y: 0, body }])]);
    expect(rec.patterns).toHaveLength(1);
    expect(rec.patterns[0]).toMatchObject({ id: 'h', bbox: [0, 0, 4, 4], xStep: 4, yStep: 4 });
    expect(rec.patterns[0].stream).toContain('S');
    const ops = rec.pages[0].ops;
    expect(ops[1]).toEqual(['save']);
    const rot = ops[2] as number[];
    expect(rot.slice(1).map((v) => Math.round((v as number) * 1e6) / 1e6)).toEqual([0, 1, -1, 0, 0, 0]);
    expect(ops[3]).toEqual(['path', 'M0 5A5 5 0 1 0 10 5A5 5 0 1 0 0 5Z', { pattern: 'h' }, null, {}]);
    // the nested viewport: placed, clipped to its box, then its viewBox scaled in (20/40 = 0.5)
    expect(ops.slice(5, 9)).toEqual([['save'], ['transform', 1, 0, 0, 1, 2, 3], ['clip', 'M0 0H20V10H0Z', 'nonzero'], ['transform', 0.5, 0, 0, 0.5, -5, 0]]);
    const text = ops[9] as unknown as [string, string, number, number];
    expect(text[2]).toBeCloseTo(-textWidth('A', 10), 6);
    expect(text[3]).toBeCloseTo(10 * 0.496 / 2, 6); // half the x-height below the given y
  });
});

describe('refusals', () => {
  const kitWith = (file: string, markup: string) => {
    const dir = scratch();
    const kit = join(dir, 'kit.yaml');
    writeFileSync(kit, ['title: T', 'game: milk-and-cookies', 'ships:', '  - { name: Pudding, side: A, guns: 2 }', 'print:', '  dice-labels: 1'].join('\n'));
    mkdirSync(join(dir, 'templates', 'dice-labels'), { recursive: true });
    const path = join(dir, 'templates', 'dice-labels', file);
    writeFileSync(path, markup);
    return { dir, kit, path };
  };

  for (const [what, markup, element, hint] of [
    ['a foreignObject', '<foreignObject width="10" height="10"><p>hi</p></foreignObject>', '<foreignObject>', 'supported elements'],
    ['an hsl() colour', '<circle cx="50" cy="50" r="40" fill="hsl(120, 50%, 50%)"/>', '<circle> fill="hsl(120, 50%, 50%)"', '#rrggbb'],
    ['a filter', '<defs><filter id="f"/></defs><circle cx="5" cy="5" r="4"/>', '<filter>', 'supported elements'],
    ['a style attribute', '<rect width="4" height="4" style="fill:red"/>', '<rect> attribute style', 'supported attributes'],
  ] as const) {
    it(`refuses a user template with ${what}: exit 2, naming the file and element, no PDF`, async () => {
      const { dir, kit, path } = kitWith('hull.svg.hbs', markup);
      const r = await cli('kit', kit, '--templates', join(dir, 'templates'), '--out', join(dir, 'out'));
      expect(r.code).toBe(2);
      expect(r.err).toContain(path);
      expect(r.err).toContain(element);
      expect(r.err).toContain(hint);
      expect(existsSync(join(dir, 'out')) ? readdirSync(join(dir, 'out')) : []).toEqual([]);
    });
  }

  it('names the package template by its relative name', () => {
    expect(() => compile('<g data-template="wind-card/card.svg.hbs"><rect fill="rgb(1,2,3)" width="1" height="1"/></g>'))
      .toThrow(/^wind-card\/card\.svg\.hbs: <rect> fill="rgb\(1,2,3\)" is not a supported colour; colours are #rrggbb/);
  });
});

describe('output', () => {
  it('draws each repeated item body once, as a form XObject, and each text as one run', async () => {
    const { pdf, pages } = await make('dice-labels', { count: 2 });
    const bodies = pages.flatMap((p) => p.parts.flatMap((part) => ('body' in part ? [part.body] : [])));
    const distinct = new Set(bodies);
    expect(bodies.length).toBeGreaterThan(distinct.size);
    const forms = pdf.toString('latin1').match(/\/Subtype \/Form/g) ?? [];
    expect(forms).toHaveLength([...distinct].filter((b) => bodies.indexOf(b) !== bodies.lastIndexOf(b)).length);
    const content = streams(pdf).join('\n');
    // a body that occurs once (the labels' instruction strip) is drawn in place, not as a form
    const repeated = bodies.filter((b) => bodies.indexOf(b) !== bodies.lastIndexOf(b));
    expect(repeated.length).toBeLessThan(bodies.length);
    expect((content.match(/ Do\n/g) ?? []).length).toBe(repeated.length);
    // every text element is one BT … ET block, drawn once per page part or once per form
    const count = (svg: string) => (svg.match(/<text\b/g) ?? []).length;
    const once = new Set<string>();
    let texts = 0;
    for (const p of pages) {
      for (const part of p.parts) {
        if ('svg' in part) texts += count(part.svg);
        else if (bodies.indexOf(part.body) === bodies.lastIndexOf(part.body)) texts += count(part.body);
        else if (!once.has(part.body)) [texts] = [texts + count(part.body), once.add(part.body)];
      }
    }
    expect(texts).toBeGreaterThan(0);
    expect((content.match(/\nBT\n/g) ?? []).length).toBe(texts);
  });

  it('writes a kit as the same bytes every time, streamed or in memory', async () => {
    const dir = scratch();
    expect((await cli('kit', KIT, '--out', join(dir, 'a'))).code).toBe(0);
    expect((await cli('kit', KIT, '--out', join(dir, 'b'))).code).toBe(0);
    const [a, b] = ['a', 'b'].map((d) => readFileSync(join(dir, d, 'milk-and-cookies.pdf')));
    expect(a.equals(b)).toBe(true);
    // streamed through a temporary file that is renamed: nothing else is left
    expect(readdirSync(join(dir, 'a'))).toEqual(['milk-and-cookies.pdf']);
    const page = pdfPage(72, 72, [{ svg: '<rect x="10" y="10" width="20" height="20" fill="#123456"/>' }]);
    expect((await renderPdf([page], 't')).equals(await renderPdf([page], 't'))).toBe(true);
  });

  it('writes a document\'s text the same whatever the process printed before it', () => {
    // a subset of "ύ" pulls in the glyph of "υ" with no character; a face shared by every document
    // a process makes would then map "υ" to nothing in a later document (its bytes differ, its text
    // reads "Ὀδσσεύς"). Each run is a fresh process, so what it printed before is known.
    const dir = scratch();
    const fleet = (name: string, names: string[]) => {
      const path = join(dir, `${name}.yaml`);
      writeFileSync(path, `game: crane\nships:\n${names.map((n) => `  - { name: "${n}", side: red, size: large }`).join('\n')}\n`);
      return path;
    };
    const before = fleet('before', ['Λύκος']);
    const target = fleet('target', ['Ὀδυσσεύς']);
    const script = (files: string[]) => `import { makeJob } from './dist/index.js'; import { build } from './dist/build.js';
      let last; for (const f of ${JSON.stringify(files)}) last = (await build(makeJob('damage-chart', { ships: f }))).pdf;
      process.stdout.write(last.toString('base64'));`;
    const pdfOf = (files: string[]) => Buffer.from(execFileSync(process.execPath, ['--input-type=module', '-e', script(files)], { cwd: ROOT, encoding: 'utf8' }), 'base64');
    const alone = pdfOf([target]);
    const after = pdfOf([before, target]);
    expect(after.equals(alone)).toBe(true);
  });

  it('lays out text word by word as pdfkit does, the same glyphs and positions, adding each word in place', () => {
    const doc = new PDFDocument({ autoFirstPage: false });
    doc.registerFont('body', quickLayout(documentFont('regular'), font('regular')) as unknown as string);
    doc.registerFont('fallback', quickLayout(documentFont('regular', 'fallback'), font('regular', 'fallback')) as unknown as string);
    doc.addPage();
    // pdfkit's own (EmbeddedFont.layout) joins each word's glyphs to a copy of all before it
    new Player(doc).play(compile('<text x="0" y="9" font-size="8">AVATAR Tower</text><text x="0" y="19" font-size="8">Ἀθηνᾶ</text>'));
    const words = Array.from({ length: 3000 }, (_, i) => ['fifty', 'AVATAR', 'Wave', 'of', 'é́', String(i)][i % 6]).join(' ');
    for (const face of ['body', 'fallback']) {
      doc.font(face);
      const f = (doc as any)._font;
      expect(f.layout, face).toBe(linearLayout);
      const own = Object.getPrototypeOf(f).layout;
      for (const text of ['', ' ', 'AVATAR Tower', ' lead and trail ', 'HMS  Wave\tof\t\tShips', 'e\u0301e\u0301 ἀ', 'Ἀθηνᾶ ΝΑΥΣ', words]) {
        expect(linearLayout.call(f, text), JSON.stringify(text.slice(0, 40))).toEqual(own.call(f, text));
        expect(linearLayout.call(f, text, undefined, true)).toEqual(own.call(f, text, undefined, true));
      }
      expect(linearLayout.call(f, 'office', ['liga'])).toEqual(own.call(f, 'office', ['liga']));
    }
  });

  it('shares a pattern between items whose places differ by whole cells, and only then', async () => {
    // each item defines the same 6 pt hatching itself, as range sticks do
    const body = '<defs><pattern id="h" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 6L6 0" stroke="#000000"/></pattern></defs>'
      + '<rect x="0" y="0" width="60" height="30" fill="url(#h)"/>';
    const patterns = async (places: [number, number][]) => {
      // a different caption per item keeps each body inline, as unique items are
      const parts = places.map(([x, y], i) => ({ x, y, body: `${body}<text x="1" y="9" font-size="8">${i}</text>` }));
      return ((await renderPdf([pdfPage(400, 400, parts)], 't')).toString('latin1').match(/\/PatternType 1/g) ?? []).length;
    };
    expect(await patterns([[10, 10], [10, 82], [70, 154]])).toBe(1);
    expect(await patterns([[10, 10], [10, 85]])).toBe(2);
    expect(await patterns([[10, 10], [13, 10]])).toBe(2);
  });
});
