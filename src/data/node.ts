// A loaded file as a tree of values that remember where they came from, so every later
// complaint can name file, line and column. YAML, JSON and CSV all load into this one shape.
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import type { Node as YNode } from 'yaml';
import { DataError, UnreadableFile, type Position } from '../errors.js';
import { loadPackage } from '../lazy.js';

export type PNode =
  | { kind: 'map'; pos: Position; entries: Map<string, { keyPos: Position; node: PNode }> }
  | { kind: 'seq'; pos: Position; items: PNode[] }
  | { kind: 'scalar'; pos: Position; value: unknown };

export interface LoadedFile {
  path: string;
  root: PNode;
}

/** Reads a YAML, JSON or CSV file into a positioned tree; bad syntax is a DataError. */
export function loadFile(path: string): LoadedFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new UnreadableFile(path, code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a folder, not a file' : String(code));
  }
  const ext = extname(path).toLowerCase();
  const root = ext === '.csv' ? parseCsv(text, path) : parseYaml(text, path);
  return { path, root };
}

export function parseYaml(text: string, file: string): PNode {
  // loaded when the first file is read, not by commands that read none
  const { LineCounter, parseDocument, isMap, isSeq, isScalar } = loadPackage<typeof import('yaml')>('yaml');
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false });
  const name = basename(file);
  const at = (offset: number): Position => {
    const { line, col } = lc.linePos(offset);
    return { file: name, line, col };
  };
  const bad = doc.errors[0];
  if (bad) throw new DataError(at(bad.pos[0]), '', `malformed ${ext(file)}: ${firstLine(bad.message)}`);
  if (doc.contents === null) throw new DataError(at(0), '', 'the file is empty');
  const convert = (n: YNode): PNode => {
    const pos = at(n.range?.[0] ?? 0);
    if (isMap(n)) {
      const entries = new Map<string, { keyPos: Position; node: PNode }>();
      for (const pair of n.items) {
        const key = pair.key as YNode;
        const keyText = isScalar(key) ? String(key.value) : String(key);
        const value = (pair.value as YNode | null) ?? null;
        const keyPos = at(key.range?.[0] ?? 0);
        entries.set(keyText, { keyPos, node: value ? convert(value) : { kind: 'scalar', pos: keyPos, value: null } });
      }
      return { kind: 'map', pos, entries };
    }
    if (isSeq(n)) return { kind: 'seq', pos, items: n.items.map((i) => convert(i as YNode)) };
    if (isScalar(n)) return { kind: 'scalar', pos, value: n.value };
    throw new DataError(pos, '', 'aliases and tags are not supported here');
  };
  return convert(doc.contents as YNode);
}

/**
 * CSV: a header row of field names, then one row per ship. Becomes `{ ships: [...] }`, with the game
 * taken from a `game` column (the same on every row). Numbers stay text; the schema converts them.
 */
export function parseCsv(text: string, file: string): PNode {
  const name = basename(file);
  const rows = text.split(/\r?\n/).map((line, i) => ({ line: i + 1, cells: splitCsvLine(line) }))
    .filter((r) => r.cells.some((c) => c.text.trim() !== ''));
  if (rows.length === 0) throw new DataError({ file: name, line: 1, col: 1 }, '', 'the file is empty');
  const [head, ...body] = rows;
  const top = new Map<string, { keyPos: Position; node: PNode }>();
  const items: PNode[] = body.map((row) => {
    const entries = new Map<string, { keyPos: Position; node: PNode }>();
    head.cells.forEach((h, i) => {
      const cell = row.cells[i];
      const pos = { file: name, line: row.line, col: cell ? cell.col : 1 };
      const value = cell && cell.text.trim() !== '' ? cell.text.trim() : null;
      if (h.text.trim() === 'game') {
        if (value !== null && !top.has('game')) top.set('game', { keyPos: pos, node: { kind: 'scalar', pos, value } });
        return;
      }
      if (value !== null) entries.set(h.text.trim(), { keyPos: pos, node: { kind: 'scalar', pos, value: numeric(value) } });
    });
    return { kind: 'map', pos: { file: name, line: row.line, col: 1 }, entries };
  });
  const start = { file: name, line: 1, col: 1 };
  top.set('ships', { keyPos: start, node: { kind: 'seq', pos: { file: name, line: 2, col: 1 }, items } });
  return { kind: 'map', pos: start, entries: top };
}

function splitCsvLine(line: string): { text: string; col: number }[] {
  const cells: { text: string; col: number }[] = [];
  let i = 0;
  while (i <= line.length) {
    const col = i + 1;
    let text = '';
    if (line[i] === '"') {
      i++;
      while (i < line.length && !(line[i] === '"' && line[i + 1] !== '"')) {
        text += line[i] === '"' ? (i++, '"') : line[i];
        i++;
      }
      i++;
    }
    while (i < line.length && line[i] !== ',') text += line[i++];
    cells.push({ text, col });
    i++;
  }
  return cells;
}

const numeric = (v: string): unknown => (/^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v === 'true' ? true : v === 'false' ? false : v);
const ext = (file: string): string => (extname(file).toLowerCase() === '.json' ? 'JSON' : 'YAML');
const firstLine = (s: string): string => s.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
