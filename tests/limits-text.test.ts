// Text read from the user in ways that could cost far more than its size: a length or size with a
// long run of spaces (a backtracking pattern took quadratic time), standard input with no end (it was
// read whole before its size was checked), and the size a refusal states.
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_TEXT_BYTES, readUserFile } from '../src/data/read.js';
import { parseLength, parseSize } from '../src/units.js';
import { cli, ROOT, scratch } from './helpers.js';

describe('lengths and sizes', () => {
  // read in time proportional to their text: a pattern that backtracks takes the square of 3,000,000
  // spaces, hours, and runs into the test's time-out, where a linear one takes milliseconds
  it('are read however they are padded', { timeout: 20_000 }, () => {
    const pad = ' '.repeat(3_000_000);
    for (const text of [`1${pad}z`, `1${pad}in${pad}z`, `${pad}1${pad}`]) expect(parseLength(text)).toBeNull();
    for (const text of [`1${pad}x2${pad}z`, `1${pad}inx${pad}2${pad}mm${pad}z`, `1x${pad}`]) expect(parseSize(text)).toBeNull();
  });

  it('still read every form they took', () => {
    expect(parseLength('2in')).toBe(144);
    expect(parseLength(' 12.7 mm ')).toBeCloseTo(36);
    expect(parseLength('-0.5', 'mm')).toBeCloseTo(-1.417, 3);
    expect(parseLength('+3pt')).toBe(3);
    expect(parseLength('1cm')).toBeCloseTo(28.346, 3);
    expect(parseLength('2 IN')).toBeNull();
    expect(parseLength('2in3')).toBeNull();
    expect(parseLength('.5in')).toBeNull();
    expect(parseSize('28x22in')).toEqual([2016, 1584]);
    expect(parseSize(' 28in × 22in ')).toEqual([2016, 1584]);
    expect(parseSize('600X400MM')).toEqual([parseLength('600mm'), parseLength('400mm')]);
    expect(parseSize('1in x 25.4mm')).toEqual([72, 72]);
    expect(parseSize('-1x2')).toBeNull();
    expect(parseSize('1x2x3')).toBeNull();
  });

  it('are refused on the command line, quoting only the start of a long value', { timeout: 20_000 }, async () => {
    const value = `1${' '.repeat(300_000)}z`;
    const dir = scratch();
    for (const args of [['make', 'range-stick', '--paper', value], ['make', 'board', '--size', value]]) {
      const { code, err } = await cli(...args, '--out', join(dir, 'x.pdf'));
      expect(code).toBe(2);
      expect(err.length, err.slice(0, 200)).toBeLessThan(600);
    }
  });
});

describe('standard input', () => {
  it('is read only up to the limit of a file: an endless one is refused', () => {
    const zero = openSync('/dev/zero', 'r');
    try {
      // a child with little memory: reading the input whole would fail it, or run into the time limit
      const r = spawnSync(process.execPath, ['--max-old-space-size=200', join(ROOT, 'bin/broadside.js'), 'check', '-'], { stdio: [zero, 'pipe', 'pipe'], timeout: 10_000, encoding: 'utf8', env: { ...process.env, BROADSIDE_CODE_CACHE: '0' } });
      expect(r.stderr).toBe('broadside: <stdin>: cannot read file (over 1,000,000 bytes; files are read up to 1,000,000 bytes)\n');
      expect(r.status).toBe(2);
    } finally {
      closeSync(zero);
    }
  });

  it('as large as a file may be is still read', () => {
    const text = `game: milk-and-cookies\nships:\n  - { name: Sea Biscuit, side: A, guns: 4 }\n# ${'x'.repeat(MAX_TEXT_BYTES - 80)}\n`;
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/broadside.js'), 'check', '-'], { input: text.slice(0, MAX_TEXT_BYTES), encoding: 'utf8', env: { ...process.env, BROADSIDE_CODE_CACHE: '0' } });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('<stdin>: ok: 1 ships for milk-and-cookies\n');
  });
});

describe('a size refusal', () => {
  it('states the size and the limit in bytes, so one byte over reads as one byte over', () => {
    const dir = scratch();
    const path = join(dir, 'over.csv');
    writeFileSync(path, Buffer.alloc(MAX_TEXT_BYTES + 1, 0x41));
    expect(() => readUserFile(path, MAX_TEXT_BYTES)).toThrow(/over\.csv: cannot read file \(is 1,000,001 bytes; files are read up to 1,000,000 bytes\)$/);
  });
});
