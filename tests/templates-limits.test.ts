// A user's template cannot make the writer work without end or fail inside: what <use> draws, how
// deep elements nest and how large its numbers are all have limits, each refused (exit 2) at the
// template's own line; {{log}} writes to standard error, never into a PDF sent to standard output.
// The cases that could still blow up if a limit regressed run in a child held to 512 MB and 20 s.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sax from 'sax';
import { describe, expect, it, vi } from 'vitest';
import { checkTemplateOutput } from '../src/pdf/parse.js';
import { pathNumbers } from '../src/pdf/budget.js';
import { compile } from '../src/pdf/compile.js';
import { rememberSource } from '../src/pdf/sources.js';
import { MADE, Templates } from '../src/svg/templates.js';
import { cli, ROOT, scratch } from './helpers.js';

/** A templates folder holding `text` as `printable/file`. */
function folder(printable: string, file: string, text: string): { tpl: string; path: string; out: string } {
  const dir = scratch();
  mkdirSync(join(dir, 'tpl', printable), { recursive: true });
  writeFileSync(join(dir, 'tpl', printable, file), text);
  return { tpl: join(dir, 'tpl'), path: join(dir, 'tpl', printable, file), out: join(dir, 'x.pdf') };
}

/** The real command in a child process with a memory cap and a time limit. */
function child(args: string[]): { code: number | null; out: Buffer; err: string } {
  const r = spawnSync(process.execPath, ['--max-old-space-size=512', join(ROOT, 'bin/broadside.js'), ...args], {
    timeout: 20_000, env: { ...process.env, BROADSIDE_CODE_CACHE: '0' }, maxBuffer: 64 << 20,
  });
  return { code: r.status, out: r.stdout, err: r.stderr.toString() };
}

/**
 * Several commands run one after the other in one child (the built command line's run()), held to
 * 512 MB and 20 s: each one's exit code and message; one that ran out of either has no answer.
 */
function children(commands: string[][]): ({ code: number; err: string } | undefined)[] {
  const cli = pathToFileURL(join(ROOT, 'dist/cli.js')).href;
  const script = `const { run } = await import(${JSON.stringify(cli)});
    for (const argv of ${JSON.stringify(commands)}) {
      const err = [];
      const code = await run(argv, { out: () => {}, err: (s) => err.push(s), tty: false });
      console.log(JSON.stringify({ code, err: err.join('\\n') }));
    }`;
  const r = spawnSync(process.execPath, ['--max-old-space-size=512', '--input-type=module', '-e', script], { timeout: 20_000, encoding: 'utf8' });
  const answers = r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { code: number; err: string });
  return commands.map((_, i) => answers[i]);
}

/** Ten <use>s of the group before, `depth` times over: 10^depth elements from a few hundred bytes. */
function fanOut(depth: number): string {
  const lines = ['<defs>', '<g id="a0"><rect width="1" height="1"/></g>'];
  for (let i = 1; i <= depth; i++) lines.push(`<g id="a${i}">${`<use href="#a${i - 1}"/>`.repeat(10)}</g>`);
  return [...lines, '</defs>', `<use href="#a${depth}"/>`, ''].join('\n');
}

/** Exit 2, one line, no stack, no PDF; the line. */
async function refused(printable: string, file: string, text: string): Promise<{ line: string; path: string }> {
  const { tpl, path, out } = folder(printable, file, text);
  const r = await cli('make', printable, '--templates', tpl, '--out', out);
  expect(r.code, r.err).toBe(2);
  expect(r.err).not.toMatch(/internal fault|\n {4}at /);
  expect(r.err.split('\n')).toHaveLength(1);
  expect(existsSync(out)).toBe(false);
  return { line: r.err, path };
}

describe('<use> and nesting in a user template, in a child held to 512 MB', () => {
  // fan-outs of ten, 5 and 6 deep (about 1 KB each), and 10,000 nested <g>: seconds and gigabytes,
  // or an internal fault, before these limits; now each a refusal in moments
  const cases = [5, 6].map((depth) => ({ depth, ...folder('dice-labels', 'hull.svg.hbs', fanOut(depth)) }));
  const nested = folder('range-stick', 'stick.svg.hbs', `${'<g>'.repeat(10_000)}<rect width="1" height="1"/>${'</g>'.repeat(10_000)}`);
  let answers: ReturnType<typeof children> | undefined;
  const answer = (i: number) => {
    answers ??= children([...cases.map((c) => ['make', 'dice-labels', '--templates', c.tpl, '--out', c.out]), ['make', 'range-stick', '--templates', nested.tpl, '--out', nested.out]]);
    expect(answers[i], 'no answer: the child ran out of memory or time').toBeDefined();
    return answers[i]!;
  };

  for (const [i, { depth, path, out }] of cases.entries()) {
    it(`refuses a fan-out of ten, ${depth} deep, at the group that draws too much`, () => {
      expect(fanOut(depth).length).toBeLessThan(1200);
      const r = answer(i);
      expect(r.err).toBe(`broadside: ${path}:6:4: <g> id="a4" draws 32,210 elements through <use>; the <use>s in a template draw at most 10,000 elements`);
      expect(r.code).toBe(2);
      expect(existsSync(out)).toBe(false);
    });
  }

  it('refuses 10,000 nested <g> at the first one too deep', () => {
    const r = answer(2);
    expect(r.err).toBe(`broadside: ${nested.path}:1:193: elements nest more than 64 deep; a template nests its elements at most 64 levels deep`);
    expect(r.code).toBe(2);
  });
});

describe('<use> in a user template', () => {
  it('draws a fan-out within the limit', async () => {
    const { tpl, out } = folder('range-stick', 'stick.svg.hbs', fanOut(3));
    const r = await cli('make', 'range-stick', '--templates', tpl, '--out', out);
    expect(r.err).toBe('');
    expect(existsSync(out)).toBe(true);
  });

  it('refuses a <use> that goes through more than 8 others, one inside the next', async () => {
    const lines = ['<defs>', '<g id="a0"><rect width="1" height="1"/></g>'];
    for (let i = 1; i <= 12; i++) lines.push(`<g id="a${i}"><use href="#a${i - 1}"/></g>`);
    const { line, path } = await refused('range-stick', 'stick.svg.hbs', [...lines, '</defs>', '<use href="#a12"/>'].join('\n'));
    expect(line).toBe(`broadside: ${path}:11:17: <use> href="#a8" goes through 9 <use>s, one inside the next; a <use> goes through at most 8`);
  });

  it('refuses a <use> inside what it refers to', async () => {
    const { line, path } = await refused('range-stick', 'stick.svg.hbs', '<g id="a">\n  <g id="b"><use href="#a"/></g>\n</g>\n');
    expect(line).toBe(`broadside: ${path}:2:18: <use> href="#a" is inside what it refers to; a <use> cannot contain itself`);
  });
});

describe('patterns in a user template', () => {
  const tile = (id: string, fill: string) => `<pattern id="${id}" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="3" height="3" fill="${fill}"/></pattern>`;
  const RULE = 'a pattern\'s tile cannot be filled with that pattern, directly or through other patterns';

  it('refuses a tile filled with its own pattern, at the shape that fills it', async () => {
    const { line, path } = await refused('range-stick', 'stick.svg.hbs', `<defs>\n${tile('p', 'url(#p)')}\n</defs>\n<rect width="20" height="20" fill="url(#p)"/>\n`);
    expect(line).toBe(`broadside: ${path}:2:95: <rect> is filled with #p, the pattern it is drawn in; ${RULE}`);
  });

  it('refuses two patterns filling each other', async () => {
    const { line, path } = await refused('range-stick', 'stick.svg.hbs', `<defs>\n${tile('a', 'url(#b)')}\n${tile('b', 'url(#a)')}\n</defs>\n<rect width="20" height="20" fill="url(#a)"/>\n`);
    expect(line).toBe(`broadside: ${path}:3:95: <rect> is filled with #a, the pattern it is drawn in; ${RULE}`);
  });

  it('draws patterns 8 deep, one inside the next, and refuses a ninth', async () => {
    const chain = (n: number) => ['<defs>', ...Array.from({ length: n }, (_, i) => tile(`p${i}`, i + 1 < n ? `url(#p${i + 1})` : '#000000')), '</defs>', '<rect width="20" height="20" fill="url(#p0)"/>', ''].join('\n');
    const { tpl, out } = folder('range-stick', 'stick.svg.hbs', chain(8));
    expect((await cli('make', 'range-stick', '--templates', tpl, '--out', out)).err).toBe('');
    const { line, path } = await refused('range-stick', 'stick.svg.hbs', chain(5000));
    expect(line).toBe(`broadside: ${path}:9:96: <rect> is filled with #p8, a pattern inside 8 others; a pattern's tile holds patterns at most 8 deep, one inside the next`);
  });
});

describe('text in a user template', () => {
  const ITEM = 'a template, filled in for one, sets at most 20,000 characters of text';

  it('refuses a text of 200,000 characters, and one of 40,000 accented letters, at the text', async () => {
    const words = Array.from({ length: 40_000 }, (_, i) => ['sail', 'gun', 'wind'][i % 3]).join(' ').slice(0, 200_000).padEnd(200_000, 'x');
    let r = await refused('range-stick', 'stick.svg.hbs', `<rect width="1" height="1"/>\n<text x="0" y="9" font-size="8">${words}</text>\n`);
    expect(r.line).toBe(`broadside: ${r.path}:2:33: <text> brings the text of one card, sheet or piece to 200,000 characters; ${ITEM}`);
    r = await refused('range-stick', 'stick.svg.hbs', `<text x="0" y="9" font-size="8">${'e\u0301'.repeat(40_000)}</text>\n`);
    expect(r.line).toBe(`broadside: ${r.path}:1:33: <text> brings the text of one card, sheet or piece to 80,000 characters; ${ITEM}`);
  });

  it('refuses the text that brings one item past 20,000 characters, and draws up to it', async () => {
    const text = (i: number) => `<text x="0" y="${i}" font-size="8">${String(i).padEnd(5_000, '.')}</text>`;
    const r = await refused('range-stick', 'stick.svg.hbs', [1, 2, 3, 4, 5].map(text).join('\n'));
    expect(r.line).toBe(`broadside: ${r.path}:5:33: <text> brings the text of one card, sheet or piece to 25,000 characters; ${ITEM}`);
    const { tpl, out } = folder('range-stick', 'stick.svg.hbs', [1, 2, 3, 4].map(text).join('\n'));
    expect((await cli('make', 'range-stick', '--templates', tpl, '--out', out)).err).toBe('');
  });

  it('counts the text a PDF\'s templates set, and refuses the one that passes 3,000,000 characters', () => {
    const from = join(scratch(), 'mine.svg.hbs');
    const source = '<text x="0" y="9">all hands</text>\n<text x="0" y="19">to quarters</text>';
    rememberSource(from, source);
    const doc = { text: 2_999_980, path: 0 };
    compile(`<g data-template="${from}"><text x="0" y="9">all hands</text></g>`, undefined, true, doc);
    expect(doc.text).toBe(2_999_989);
    expect(() => compile(`<g data-template="${from}">${source}</g>`, undefined, true, doc))
      .toThrow(`${from}:2:20: <text> brings the text the templates set in this PDF to 3,000,009 characters; templates set at most 3,000,000 characters of text in a PDF; split the job into several kits`);
    // the package's own templates are bounded by their data, and not counted
    compile(`<g data-template="range-stick/stick.svg.hbs">${source}</g>`, undefined, true, doc);
    expect(doc.text).toBe(3_000_009);
  });
});

describe('path data in a user template', () => {
  it('counts a path\'s numbers as they are read: each run of digits, a second point or a sign starting another', () => {
    expect(pathNumbers('M0 0h1.5.5e-3-2 1E5,3l-.5-.5Z')).toBe(9);
    expect(pathNumbers('M10,20 C 1 2 3 4 5 6')).toBe(8);
    expect(pathNumbers('')).toBe(0);
  });

  it('refuses a path that brings one item past 200,000 numbers, at the path', async () => {
    const r = await refused('range-stick', 'stick.svg.hbs', `<rect width="1" height="1"/>\n<path d="M0 0${'h1'.repeat(250_000)}" stroke="#000000"/>\n`);
    expect(r.line).toBe(`broadside: ${r.path}:2:7: <path> brings the path data of one card, sheet or piece to 250,007 numbers; a template, filled in for one, draws at most 200,000 numbers of path data`);
  });

  it('counts polygons and clip paths too, and refuses what passes 2,000,000 numbers in a PDF', () => {
    const from = join(scratch(), 'mine.svg.hbs');
    const source = '<clipPath id="c"><polygon points="0 0 9 0 9 9"/></clipPath>\n<rect width="9" height="9" clip-path="url(#c)"/>\n<polyline points="0 0 1 1 2 2" stroke="#000000"/>';
    rememberSource(from, source);
    const doc = { text: 0, path: 1_999_980 };
    compile(`<g data-template="${from}">${source}</g>`, undefined, true, doc);
    expect(doc.path).toBe(1_999_980 + 6 + 5 + 6);
    expect(() => compile(`<g data-template="${from}">${source}</g>`, undefined, true, doc))
      .toThrow(`${from}:1:27: <polygon> brings the path data the templates draw in this PDF to 2,000,003 numbers; templates draw at most 2,000,000 numbers of path data in a PDF; split the job into several kits`);
  });
});

describe('the markup a user template makes, filled in', () => {
  // each filling is kept until the PDF is drawn: a 10 MB template filled in for 108 cards held 2.4 GB
  const big = (chars: number) => `<desc>${'x'.repeat(chars)}</desc>`;

  it('is at most 4,000,000 characters for one card, refused at the template before the next is filled in', async () => {
    const { line, path } = await refused('range-stick', 'stick.svg.hbs', big(MADE.one + 10));
    expect(line).toBe(`broadside: ${path}:1:1: filled in for one card, sheet or piece it makes 4,000,023 characters of markup; a template makes at most 4,000,000 for one`);
  });

  it('is at most 50,000,000 characters for a PDF', () => {
    const { tpl, path } = folder('range-stick', 'stick.svg.hbs', big(MADE.one - 100));
    const templates = new Templates(tpl);
    let made = 0;
    expect(() => {
      for (;;) made += templates.render('range-stick', 'stick.svg.hbs', {}).length;
    }).toThrow(`${path}:1:1: it brings the markup the templates make for this PDF to 51,998,869 characters; they make at most 50,000,000 for one PDF; split the job into several kits`);
    expect(made).toBeLessThanOrEqual(MADE.job);
  });
});

describe('nesting in a user template', () => {
  it('checks well-formed output with the quick reader: sax, which builds a long attribute a character at a time, reads only a fault', () => {
    const parser = vi.spyOn(sax, 'parser');
    try {
      checkTemplateOutput(`<g>\n<path d="M0 0${'h1'.repeat(100_000)}"/></g>`, 'mine.svg.hbs', '<g>\n{{{path}}}</g>');
      expect(parser).not.toHaveBeenCalled();
      expect(() => checkTemplateOutput('<g>\n<path d="M0 0"></g>', 'mine.svg.hbs', '<g>\n{{{path}}}</g>')).toThrow(/not well-formed XML/);
      expect(parser).toHaveBeenCalled();
    } finally {
      parser.mockRestore();
    }
  });

  it('refuses output nested too deep by what filled it in, at its place in the output', () => {
    expect(() => checkTemplateOutput(`<g>\n${'<g>'.repeat(70)}${'</g>'.repeat(70)}</g>`, 'mine.svg.hbs', '<g>\n{{{deep}}}</g>'))
      .toThrow(/^mine\.svg\.hbs: the markup it produced nests elements more than 64 deep at line 2, column 190 of its output; a template nests its elements at most 64 levels deep$/);
  });
});

describe('numbers in a user template', () => {
  const RANGE = 'numbers in a template are at most 1,000,000 in size, and so are its transforms, combined';
  for (const [what, markup, at, message] of [
    ['scale(1e308)', '<g transform="scale(1e308)">\n<rect width="10" height="10"/></g>', '1:4', '<g> transform="scale(1e308)" is out of range'],
    ['two scales that overflow together', '<g transform="scale(1000000) scale(1000000)"><rect width="1" height="1"/></g>', '1:4', '<g> transform="scale(1000000) scale(1000000)" is out of range'],
    ['a scale inside a scale', '<g transform="scale(5000)">\n  <g transform="scale(4000)"><rect width="1" height="1"/></g>\n</g>', '2:6', '<g> transform="scale(4000)" is out of range with the transforms around it (20,000,000)'],
    ['skewX(90)', '<g transform="skewX(90)"><rect width="1" height="1"/></g>', '1:4', '<g> transform="skewX(90)" is out of range'],
    ['1e400', '<rect width="1e400" height="10"/>', '1:7', '<rect> width="1e400" is out of range'],
    ['a huge width', '<rect width="1e30" height="10"/>', '1:7', '<rect> width="1e30" is out of range'],
    ['a huge path', '<path d="M0 0L1e30 0" stroke="#000000"/>', '1:7', '<path> d="M0 0L1e30 0" is out of range'],
    ['a huge text position', '<text x="1e30" y="10">a</text>', '1:7', '<text> x="1e30" is out of range'],
    ['a huge font size', '<text x="1" y="10" font-size="1e30">a</text>', '1:20', '<text> font-size="1e30" is out of range'],
    ['a huge stroke', '<rect width="10" height="10" stroke="#000000" stroke-width="1e30"/>', '1:47', '<rect> stroke-width="1e30" is out of range'],
    ['a huge letter spacing', '<text x="1" y="10" letter-spacing="1e30">ab</text>', '1:20', '<text> letter-spacing="1e30" is out of range'],
    ['a huge miter limit', '<rect width="10" height="10" stroke="#000000" stroke-miterlimit="1e30"/>', '1:47', '<rect> stroke-miterlimit="1e30" is out of range'],
    ['a huge pattern', '<defs><pattern id="p" patternUnits="userSpaceOnUse" width="1e30" height="1"><rect width="1" height="1"/></pattern></defs><rect width="10" height="10" fill="url(#p)"/>', '1:53', '<pattern> width="1e30" is out of range'],
    ['a tiny viewBox', '<svg width="10" height="10" viewBox="0 0 1e-300 1e-300"><rect width="1" height="1"/></svg>', '1:29', '<svg> viewBox="0 0 1e-300 1e-300" is out of range'],
    ['a huge <use> offset', '<defs><rect id="r" width="1" height="1"/></defs><use href="#r" x="1e30"/>', '1:64', '<use> x="1e30" is out of range'],
  ] as const) {
    it(`refuses ${what} at its place`, async () => {
      const { line, path } = await refused('range-stick', 'stick.svg.hbs', markup);
      expect(line).toBe(`broadside: ${path}:${at}: ${message}; ${RANGE}`);
    });
  }

  it('refuses NaN and Infinity as not numbers, and draws a tiny scale and many turns', async () => {
    expect((await refused('range-stick', 'stick.svg.hbs', '<g transform="scale(Infinity)"><rect width="1" height="1"/></g>')).line).toMatch(/:1:4: <g> transform="scale\(Infinity\)" is not a list of numbers/);
    expect((await refused('range-stick', 'stick.svg.hbs', '<rect width="NaN" height="1"/>')).line).toMatch(/:1:7: <rect> width="NaN" is not a number/);
    const { tpl, out } = folder('range-stick', 'stick.svg.hbs', '<g transform="scale(1e-300) rotate(-720000)"><rect width="10" height="10"/></g>');
    expect((await cli('make', 'range-stick', '--templates', tpl, '--out', out)).err).toBe('');
  });

  it('quotes a long value by its beginning and length', async () => {
    const { line, path } = await refused('range-stick', 'stick.svg.hbs', `<rect width="10" height="10" fill="${'x'.repeat(200_000)}"/>`);
    expect(line).toBe(`broadside: ${path}:1:30: <rect> fill="${'x'.repeat(40)}…" (200,000 characters) is not a supported colour; colours are #rrggbb, #rgb, none, or url(#id) of a pattern`);
  });
});

describe('{{log}} in a user template', () => {
  it('writes to standard error: the PDF on standard output is the PDF alone', () => {
    const { tpl, path } = folder('range-stick', 'stick.svg.hbs', '{{log "ranges:" ranges.length}}<rect width="10" height="10"/>');
    const r = child(['make', 'range-stick', '--templates', tpl, '--out', '-']);
    expect(r.code, r.err).toBe(0);
    expect(r.out.subarray(0, 5).toString()).toBe('%PDF-');
    expect(r.err.split('\n')[0]).toMatch(new RegExp(`^broadside: ${path}: \\{\\{log\\}\\}: ranges: \\d+$`));
  });
});
