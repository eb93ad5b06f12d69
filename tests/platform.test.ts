// The platform seam: the library's own code (layout, imposition, validation, the PDF writer, data
// loading) reaches Node only through src/platform, so the page's engine runs the same modules over
// a browser's platform. Only the command line's side (writing files, serving, the command line
// itself, pdf.js rasters, the tables made for bundles) imports Node's modules.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { platform } from '../src/platform/index.js';
import { ROOT } from './helpers.js';

const NODE_SIDE = /^(cli\/|serve\/|platform\/node\.ts$|pdf\/(atomic|inputs)\.ts$|convention\/(build|commit|memory)\.ts$|raster\/|site(-folder)?\.ts$|tables\.ts$)/;

describe('the platform seam', () => {
  it('keeps Node\'s modules out of the library\'s own code', () => {
    const src = join(ROOT, 'src');
    const files = readdirSync(src, { recursive: true }).map(String).filter((f) => f.endsWith('.ts')).map((f) => f.split('\\').join('/'));
    const importing = files.filter((f) => /from 'node:|import\('node:|require\('node:/.test(readFileSync(join(src, f), 'utf8')));
    expect(importing.length).toBeGreaterThan(5);
    expect(importing.filter((f) => !NODE_SIDE.test(f))).toEqual([]);
    // nor does the writer reach the module that writes files
    expect(readFileSync(join(src, 'pdf/writer.ts'), 'utf8')).not.toMatch(/from '\.\/(atomic|file)\.js'/);
  });

  it('is Node\'s in the tests, as in the command line and the library', () => {
    expect(platform().name).toBe('node');
    expect(platform().sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(platform().isProxy(new Proxy({}, {}))).toBe(true);
    expect(platform().kind(join(ROOT, 'fonts'))).toBe('folder');
    expect(platform().kind(join(ROOT, 'no-such-file'))).toBe('missing');
  });
});
