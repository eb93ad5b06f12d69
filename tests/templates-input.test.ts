// A user's --templates folder is input like any other: every fault in it is exit 2, one line,
// naming the template file and, where the fault has one, its line and column; nothing is written.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.js';
import { Templates } from '../src/svg/templates.js';
import { cli, scratch } from './helpers.js';

/** A templates folder holding one file for `printable`, and where a PDF of it would go. */
function folder(printable: string, file: string, text: string): { dir: string; path: string; out: string } {
  const dir = scratch();
  mkdirSync(join(dir, 'tpl', printable), { recursive: true });
  writeFileSync(join(dir, 'tpl', printable, file), text);
  return { dir, path: join(dir, 'tpl', printable, file), out: join(dir, 'x.pdf') };
}

/** Makes the printable with the folder; the one line it printed, after checking exit 2 and no PDF. */
async function refused(printable: string, file: string, text: string): Promise<{ line: string; path: string }> {
  const { dir, path, out } = folder(printable, file, text);
  const r = await cli('make', printable, '--templates', join(dir, 'tpl'), '--out', out);
  expect(r.code, r.err).toBe(2);
  expect(r.err).not.toMatch(/internal fault|\n {4}at /);
  expect(r.err.split('\n')).toHaveLength(1);
  expect(existsSync(out)).toBe(false);
  expect(readdirSync(dir)).toEqual(['tpl']);
  return { line: r.err, path };
}

describe('a user template that Handlebars cannot read', () => {
  it('is refused at the line and column where its syntax breaks', async () => {
    const { line, path } = await refused('dice-labels', 'hull.svg.hbs', '<g>\n  <circle r="3"/>\n  <text x="{{n 4}">a</text>\n</g>\n');
    expect(line).toBe(`broadside: ${path}:3:17: Handlebars syntax error: unexpected "}"; check that each {{ }} is closed and each block is ended`);
  });

  it('is refused where a block is left open, at the end of the file', async () => {
    const { line, path } = await refused('dice-labels', 'hull.svg.hbs', '<g>\n{{#if x}}\n<circle r="3"/>\n');
    expect(line).toBe(`broadside: ${path}:4:1: Handlebars syntax error: unexpected end of file (a {{#block}} without its {{/block}}?); check that each {{ }} is closed and each block is ended`);
  });

  it('names an unknown value at its place, with the values and helpers it could have used', async () => {
    const { line, path } = await refused('range-stick', 'stick.svg.hbs', '{{{bands}}}\n\n  <rect width="{{n size.width}}" height="3"/>\n');
    expect(line).toMatch(new RegExp(`^broadside: ${path}:3:20: \\{\\{size\\.width\\}\\}: "size" is not defined: not a value given to this template nor a helper; values: bands, arrows, ticks, labels, ranges, title;`));
    expect(line).toContain('helpers: n, add, font, burst');
  });

  it('names the value or helper nearest a misspelt one', async () => {
    const { line, path } = await refused('range-stick', 'stick.svg.hbs', '{{{bands}}}\n<text>{{titel}}</text>\n');
    expect(line).toMatch(new RegExp(`^broadside: ${path}:2:9: \\{\\{titel\\}\\}: "titel" is not defined: .*; did you mean "title"\\?$`));
  });

  it('names a partial it does not define at its place', async () => {
    const { line, path } = await refused('dice-labels', 'hull.svg.hbs', '<g>\n  <circle r="3"/>\n  {{> missing}}\n</g>\n');
    expect(line).toBe(`broadside: ${path}:3:3: {{> missing}}: no such partial: a template uses only the partials it defines itself, with {{#*inline}}`);
  });

  it('names an unknown helper at its place', async () => {
    const { line, path } = await refused('dice-labels', 'sail.svg.hbs', '<g>\n <text x="{{shout 3}}">a</text></g>');
    expect(line).toMatch(new RegExp(`^broadside: ${path}:2:13: \\{\\{shout\\}\\}: "shout" is not defined`));
  });
});

describe('a user template whose markup is not well-formed', () => {
  it('is refused at the line and column of the file where the tags go wrong', async () => {
    const { line, path } = await refused('dice-labels', 'hull.svg.hbs', '<g>\n\n  <circle r="{{n 3}}"></g>\n');
    expect(line).toBe(`broadside: ${path}:3:26: the markup is not well-formed XML (Unexpected close tag); check the template for an unclosed or misspelt tag`);
  });

  it('is refused at the tag that is never closed', async () => {
    const { line, path } = await refused('dice-labels', 'cannon.svg.hbs', '<g>\n  <g transform="scale(2)">\n  <circle r="3"/>\n');
    // tags pair innermost first, so the outer <g> is the one left open
    expect(line).toBe(`broadside: ${path}:1:3: the markup is not well-formed XML (<g> is never closed); check the template for an unclosed or misspelt tag`);
  });

  it('is refused at its output\'s line when only the output is malformed (the file balances, a block drops a tag)', async () => {
    const { line, path } = await refused('dice-labels', 'hull.svg.hbs', '<g>{{#if false}}<g>{{/if}}\n<circle r="3"/>\n</g></g>\n');
    expect(line).toBe(`broadside: ${path}: the markup it produced is not well-formed XML (Unmatched closing tag: g) at line 3, column 8 of its output; check the template for an unclosed or misspelt tag`);
  });
});

describe('images in a user template', () => {
  // the writer draws no raster images, so no href can make it read a file, inside the folder or out
  for (const href of ['hull.png', '/etc/passwd', '../../secret.png', 'https://example.com/a.png', 'data:image/png;base64,iVBORw0KGgo=']) {
    it(`refuses <image href="${href}"> naming the file, the place and the href`, async () => {
      const { line, path } = await refused('dice-labels', 'hull.svg.hbs', `<image href="${href}" x="0" y="0" width="10" height="10"/>`);
      expect(line).toBe(`broadside: ${path}:1:8: <image> href="${href}" is not supported: the writer draws no raster images; supported elements: svg, g, defs, use, text, clipPath, pattern, title, desc, rect, circle, ellipse, line, polyline, polygon, path`);
    });
  }
});

describe('the templates folder', () => {
  it('must exist and be a folder, for the library as for the command line', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'file.txt'), 'not a folder');
    expect(() => new Templates(join(dir, 'missing'))).toThrow(InputError);
    expect(() => new Templates(join(dir, 'missing'))).toThrow(`templates: "${join(dir, 'missing')}" is no such folder; expected a folder of templates laid out as <printable>/<file>`);
    expect(() => new Templates(join(dir, 'file.txt'))).toThrow(`templates: "${join(dir, 'file.txt')}" is a file, not a folder`);
    const r = await cli('make', 'range-stick', '--templates', join(dir, 'missing'), '--out', join(dir, 'x.pdf'));
    expect(r.code).toBe(2);
    expect(existsSync(join(dir, 'x.pdf'))).toBe(false);
  });

  it('refuses a folder standing where a template file would be', async () => {
    const { dir, out } = folder('dice-labels', 'sail.svg.hbs', '<g/>');
    const path = join(dir, 'tpl', 'dice-labels', 'hull.svg.hbs');
    mkdirSync(path);
    const r = await cli('make', 'dice-labels', '--templates', join(dir, 'tpl'), '--out', out);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`broadside: ${path}: cannot read the template (a folder, not a file)`);
  });

  it('still draws a well-formed override, and the built-in templates unchecked', async () => {
    const { dir, out } = folder('dice-labels', 'hull.svg.hbs', '<g>\n  <circle cx="50" cy="50" r="{{n 40}}" fill="#336699"/>\n</g>\n');
    const r = await cli('make', 'dice-labels', '--templates', join(dir, 'tpl'), '--out', out);
    expect(r.code, r.err).toBe(0);
    expect(existsSync(out)).toBe(true);
  });
});
