// The page's reader of the ship file's one-line notation (lists and mappings typed in a table cell)
// and of block YAML (kit files, when the engine offers no reader): it reads what the yaml package
// reads, for every example file.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
// @ts-expect-error: a plain ES module of the page, without types
import { formatFlow, parseBlock, parseFlow } from '../web/site/flow.js';
import { ROOT } from './helpers.js';

describe('the page\'s flow notation', () => {
  it('reads lists and mappings typed with or without brackets, as YAML does', () => {
    expect(parseFlow('10, 10, 8', '[')).toEqual([10, 10, 8]);
    expect(parseFlow('[10, 10, 8]', '[')).toEqual([10, 10, 8]);
    expect(parseFlow('A: 1, B: 2, C: 2, D: 1', '{')).toEqual({ A: 1, B: 2, C: 2, D: 1 });
    const guns = '[{ name: Bow pivot, position: bow, weight: heavy, boxes: 2 }, { name: "Port 1, aft", position: port }]';
    expect(parseFlow(guns)).toEqual(parse(guns));
    expect(parseFlow('true')).toBe(true);
    expect(() => parseFlow('[1, 2', '[')).toThrow('a list left open at character 6');
  });

  it('writes values that read back the same, quoting text that would read otherwise', () => {
    for (const v of [[10, 10, 8], { A: 1, B: '2' }, ['a, b', 'true', '7', ' x', 'x: y', ''], [{ name: 'Bow pivot', boxes: 2 }]]) {
      expect(parseFlow(formatFlow(v))).toEqual(v);
      expect(parse(formatFlow(v))).toEqual(v);
    }
  });

  it('reads every example kit, ship and convention file as the yaml package does', () => {
    const files = ['kits', 'ships'].flatMap((d) => readdirSync(join(ROOT, 'examples', d)).filter((f) => f.endsWith('.yaml')).map((f) => join(ROOT, 'examples', d, f)));
    for (const file of [...files, join(ROOT, 'examples/convention.yaml')]) {
      const text = readFileSync(file, 'utf8');
      expect(parseBlock(text), file).toEqual(parse(text));
    }
  });
});
