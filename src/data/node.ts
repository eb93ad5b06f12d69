// A loaded file as a tree of values that remember where they came from, so every later
// complaint can name file, line and column. YAML and JSON load into this one shape (spreadsheets
// too, through src/data/sheet.ts, which needs the game's schema to read their cells).
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import type { Node as YNode } from 'yaml';
import { DataError, UnreadableFile, type Position } from '../errors.js';
import { loadPackage } from '../lazy.js';

export type PNode =
  | { kind: 'map'; pos: Position; entries: Map<string, { keyPos: Position; node: PNode }> }
  | { kind: 'seq'; pos: Position; items: PNode[] }
  | { kind: 'scalar'; pos: Position; value: unknown; /** How a message quotes a value that is not what it looks like. */ written?: string };

export interface LoadedFile {
  path: string;
  root: PNode;
}

/** Reads a YAML or JSON file into a positioned tree; bad syntax is a DataError. */
export function loadFile(path: string): LoadedFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new UnreadableFile(path, code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a folder, not a file' : String(code));
  }
  return { path, root: parseYaml(text, path) };
}

export function parseYaml(text: string, file: string): PNode {
  // loaded when the first file is read, not by commands that read none
  const { LineCounter, parseDocument, isMap, isSeq, isScalar, isAlias } = loadPackage<typeof import('yaml')>('yaml');
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false });
  // the path as the user (or the kit naming it) gave it: two crane.yaml files are told apart
  const name = file;
  const at = (offset: number): Position => {
    const { line, col } = lc.linePos(offset);
    return { file: name, line, col };
  };
  const bad = doc.errors[0];
  if (bad) throw new DataError(at(bad.pos[0]), '', `malformed ${ext(file)}: ${firstLine(bad.message)}`);
  if (doc.contents === null) throw new DataError(at(0), '', 'the file is empty');
  // a tag stands before its node's content (perhaps lines before a block collection's first item)
  const tagAt = (n: YNode, after: number): Position => {
    const start = n.range?.[0] ?? after;
    const m = /!\S*\s*$/.exec(text.slice(after, start)) ?? /!\S*/.exec(text.slice(after));
    return at(m ? after + m.index : start);
  };
  const convert = (n: YNode, after: number): PNode => {
    const pos = at(n.range?.[0] ?? after);
    if (isAlias(n)) throw new DataError(pos, '', `an alias (*${n.source}) is not supported; write the value out in full`);
    if (n.tag !== undefined && !PLAIN_TAGS.has(n.tag)) {
      const shown = n.tag.replace(/^tag:yaml\.org,2002:/, '!!');
      throw new DataError(tagAt(n, after), '', `the YAML tag ${shown} is not supported; remove it (plain values, lists and mappings need no tag)`);
    }
    if (isMap(n)) {
      const entries = new Map<string, { keyPos: Position; node: PNode }>();
      for (const pair of n.items) {
        const key = pair.key as YNode;
        if (isAlias(key) || (key.tag !== undefined && !PLAIN_TAGS.has(key.tag))) convert(key, n.range?.[0] ?? after);
        const keyText = isScalar(key) ? String(key.value) : String(key);
        const value = (pair.value as YNode | null) ?? null;
        const keyPos = at(key.range?.[0] ?? 0);
        entries.set(keyText, { keyPos, node: value ? convert(value, key.range?.[1] ?? after) : { kind: 'scalar', pos: keyPos, value: null } });
      }
      return { kind: 'map', pos, entries };
    }
    if (isSeq(n)) {
      let prev = n.range?.[0] ?? after;
      return { kind: 'seq', pos, items: n.items.map((i) => {
        const item = convert(i as YNode, prev);
        prev = (i as YNode).range?.[1] ?? prev;
        return item;
      }) };
    }
    if (isScalar(n)) {
      // .inf, .nan and 1e400 keep what was written, so a message can quote it
      if (typeof n.value === 'number' && !Number.isFinite(n.value)) {
        const written = text.slice(n.range![0], n.range![1]).trim();
        return { kind: 'scalar', pos, value: written, written: `${written}, which is not a finite number` };
      }
      return { kind: 'scalar', pos, value: n.value };
    }
    throw new DataError(pos, '', 'this YAML node is not supported here');
  };
  return convert(doc.contents as YNode, 0);
}

/** The core schema's tags a file may write out; any other (!!omap, !!binary, !custom…) is refused. */
const PLAIN_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'map', 'seq'].map((t) => `tag:yaml.org,2002:${t}`));

const ext = (file: string): string => (extname(file).toLowerCase() === '.json' ? 'JSON' : 'YAML');
const firstLine = (s: string): string => s.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
