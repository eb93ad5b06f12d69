// What a message quotes: a path a user named whole (up to the longest a system takes), a long value
// by its first 40 characters, and nothing of a file that is not what it was named as.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError, excerptPath, quote, quotePath } from '../src/errors.js';
import { KIT, cli, scratch } from './helpers.js';

describe('a path in a message', () => {
  it('is quoted whole up to 4,096 bytes, and cut as any long text past it', () => {
    const path = `/${'é'.repeat(2047)}x`; // 4,096 bytes of UTF-8 in 2,049 characters
    expect(quotePath(path)).toBe(JSON.stringify(path));
    expect(excerptPath(path)).toBe(path);
    expect(quotePath(`${path}y`)).toBe(`"/${'é'.repeat(39)}…" (2,050 characters)`);
    // a value that is not a path is cut as before
    expect(quote(path)).toBe(`"/${'é'.repeat(39)}…" (2,049 characters)`);
    expect(excerptPath('a\nb')).toBe('a\\nb');
  });

  it('keeps a message naming three such paths whole', () => {
    const path = `/${'p'.repeat(4095)}`;
    const message = `${path} and ${path} would both write ${path}`;
    expect(new InputError(message).message).toBe(message);
  });

  it('is whole on the command line, in a folder of any name', async () => {
    const dir = join(scratch(), `Ünïcode dir with spaces ${'x'.repeat(120)}`);
    mkdirSync(dir);
    const other = join(dir, 'crane.yaml');
    const r = await cli('serve', KIT, other);
    expect(r.err).toBe(`broadside: serve: unexpected argument ${JSON.stringify(other)}; serve previews one kit file (or one ship file with --printable)`);
    expect(r.code).toBe(2);
    const none = await cli('check', join(dir, 'none', '*.yaml'));
    expect(none.err).toBe(`broadside: ${join(dir, 'none', '*.yaml')}: no such folder ${JSON.stringify(join(dir, 'none'))}`);
    const nothing = await cli('check', join(dir, '*.yml'));
    expect(nothing.err).toBe(`broadside: ${join(dir, '*.yml')}: no file matches`);
  });
});
