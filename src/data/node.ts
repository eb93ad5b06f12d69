// A loaded file as a tree of values that remember where they came from, so every later
// complaint can name file, line and column. YAML and JSON load into this one shape (spreadsheets
// too, through src/data/sheet.ts, which needs the game's schema to read their cells).
import { extname, platform } from '../platform/index.js';
import type { Node as YNode } from 'yaml';
import { DataError, allOf, excerpt, throwAll, type Position } from '../errors.js';
import { loadPackage } from '../lazy.js';
import { MAX_DEPTH, tooDeep, unclosed } from './depth.js';
import { count, MAX_TEXT_BYTES, readUserText } from './read.js';

export type PNode =
  | { kind: 'map'; pos: Position; entries: Map<string, { keyPos: Position; node: PNode }> }
  | { kind: 'seq'; pos: Position; items: PNode[] }
  | { kind: 'scalar'; pos: Position; value: unknown; /** How a message quotes a value that is not what it looks like. */ written?: string };

/**
 * A file that cannot be read as YAML or JSON (its syntax, size or nesting, a tag or an alias): found
 * before its shape is known, so the live preview quotes no line of it either.
 */
export class Malformed extends DataError {
  constructor(pos: Position, problem: string) {
    super(pos, '', problem);
    this.name = 'Malformed';
  }
}

export interface LoadedFile {
  path: string;
  root: PNode;
}

/** Texts given in place of files (standard input), by the name messages call them. */
const provided = new Map<string, string>();

/**
 * Makes `text` load under `name` (`<stdin>`) as if it were a file: every loader that takes a path
 * (ship, kit and convention files) then reads it, and its messages name it.
 */
export function provideText(name: string, text: string): string {
  provided.set(name, text);
  return name;
}

/** The name standard input goes by in messages. */
export const STDIN = '<stdin>';

/** Reads a YAML or JSON file (or a provided text) into a positioned tree; bad syntax is a DataError. */
export function loadFile(path: string): LoadedFile {
  const given = provided.get(path);
  if (given !== undefined) return { path, root: parseYaml(given, path) };
  return { path, root: parseYaml(readUserText(path, MAX_TEXT_BYTES), path) };
}

export function parseYaml(text: string, file: string): PNode {
  // loaded when the first file is read, not by commands that read none
  const { LineCounter, parseDocument, isMap, isSeq, isScalar, isAlias } = loadPackage<typeof import('yaml')>('yaml');
  // text that did not come from a file (standard input, the library) meets the file's limit here
  if (text.length > MAX_TEXT_BYTES) throw new Malformed({ file, line: 1, col: 1 }, `is ${count(text.length)} characters long; YAML and JSON are read up to ${count(MAX_TEXT_BYTES)} characters`);
  const lc = new LineCounter();
  const deep = tooDeep(text);
  if (deep >= 0) {
    lc.addNewLine(0);
    for (let i = text.indexOf('\n'); i >= 0 && i < deep; i = text.indexOf('\n', i + 1)) lc.addNewLine(i + 1);
    const { line, col } = lc.linePos(deep);
    throw new Malformed({ file, line, col }, `nested more than ${MAX_DEPTH} levels deep; a ship or kit file needs a few`);
  }
  let doc: ReturnType<typeof parseDocument>;
  try {
    doc = parseDocument(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false });
  } catch (err) {
    // the parser recurses as it reads: a bracket left open over thousands of lines can run it out of stack
    if (!(err instanceof RangeError)) throw err;
    const open = unclosed(text);
    lc.addNewLine(0);
    for (let i = text.indexOf('\n'); i >= 0 && i < Math.max(open, 0); i = text.indexOf('\n', i + 1)) lc.addNewLine(i + 1);
    const { line, col } = open >= 0 ? lc.linePos(open) : { line: 1, col: 1 };
    throw new Malformed({ file, line, col }, `malformed ${ext(file)}: ${open >= 0 ? `this ${text[open]} is never closed, and` : ''} the file is too tangled to read; check its brackets and quotes`);
  }
  // the path as the user (or the kit naming it) gave it: two crane.yaml files are told apart
  const name = file;
  const at = (offset: number): Position => {
    const { line, col } = lc.linePos(offset);
    return { file: name, line, col };
  };
  const bad = doc.errors[0];
  if (bad) {
    const tab = bad.code === 'TAB_AS_INDENT' || bad.code === 'BAD_INDENT' ? tabIn(text, bad.pos[0]) : undefined;
    throw new Malformed(at(tab ?? bad.pos[0]), tab === undefined ? `malformed ${ext(file)}: ${parserWords(bad.message)}` : TAB);
  }
  if (doc.contents === null) throw new Malformed(at(0), 'the file is empty');
  // a tag stands before its node's content (perhaps lines before a block collection's first item)
  const tagAt = (n: YNode, after: number): Position => {
    const start = n.range?.[0] ?? after;
    const m = /!\S*\s*$/.exec(text.slice(after, start)) ?? /!\S*/.exec(text.slice(after));
    return at(m ? after + m.index : start);
  };
  const convert = (n: YNode, after: number): PNode => {
    const pos = at(n.range?.[0] ?? after);
    if (isAlias(n)) throw new Malformed(pos, `an alias (*${excerpt(n.source)}) is not supported; write the value out in full`);
    if (n.tag !== undefined && !PLAIN_TAGS.has(n.tag)) {
      const shown = n.tag.replace(/^tag:yaml\.org,2002:/, '!!');
      throw new Malformed(tagAt(n, after), `the YAML tag ${excerpt(shown)} is not supported; remove it (plain values, lists and mappings need no tag)`);
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
        return { kind: 'scalar', pos, value: written, written: `${excerpt(written)}, which is not a finite number` };
      }
      return { kind: 'scalar', pos, value: n.value };
    }
    throw new Malformed(pos, 'this YAML node is not supported here');
  };
  return convert(doc.contents as YNode, 0);
}

const TAB = 'a tab in the indentation; YAML indents with spaces only';

/**
 * Where a tab stands in the indentation of the line the parser stopped at for its indentation
 * (spaces, tabs, and a list's dash), when one does: the parser's own words ("All mapping items must
 * start at the same column") do not say that a tab, which looks like spaces, is the cause. A tab
 * elsewhere (after a value, before a comment, in a text running over lines, in JSON's brackets) is
 * the parser's to accept, and a mistake of another kind on such a line its own to name.
 */
function tabIn(text: string, offset: number): number | undefined {
  if (text[offset] === '\t') return offset;
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const indent = /^[ \t-]*/.exec(text.slice(start, start + 200))![0];
  const tab = indent.indexOf('\t');
  return tab >= 0 ? start + tab : undefined;
}

/** The core schema's tags a file may write out; any other (!!omap, !!binary, !custom…) is refused. */
const PLAIN_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'map', 'seq'].map((t) => `tag:yaml.org,2002:${t}`));

const ext = (file: string): string => (extname(file).toLowerCase() === '.json' ? 'JSON' : 'YAML');
const firstLine = (s: string): string => s.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');

/**
 * The parser's words for a mistake without the text of the file some of them go on to quote (a
 * block scalar's header, a stray token, an escape): the position says where to look.
 */
const parserWords = (message: string): string =>
  firstLine(message).replace(/^(Block scalar header includes extra characters|Unexpected \S+ token in YAML stream|Unresolved tag|Could not resolve tag|Not a valid tag|Invalid escape sequence)\b.*$/, '$1');

/** How plain data is described when something else is given. */
const PLAIN = 'expected plain data: text, numbers, true or false, null, lists and objects';
const HELD = `more than a file of ${count(MAX_TEXT_BYTES)} bytes could hold; values given in code meet a file's limits`;

/**
 * A value built in code (a ship object, a kit) as a positioned tree, so it meets the same validator
 * as a file. Its positions are `file` at line 0: messages then name the field path alone. Only plain
 * data passes: a function, a class instance, NaN, Infinity or a cycle is a DataError at its path.
 *
 * It meets a file's limits too, and is refused by its length before it is read: it may hold about
 * what a 1 MB file could (each value a couple of bytes, each text its length), and nest 64 levels.
 * A Proxy is not read at all: whatever its traps claim (a billion keys) would be built by the
 * engine, calling them back key by key, before its length could be looked at.
 */
export function fromValue(value: unknown, file: string, path = ''): PNode {
  const errors: DataError[] = [];
  const pos: Position = { file, line: 0, col: 0 };
  const seen = new Set<object>();
  // what a file could still hold: each value's least (two bytes, `1,`) is paid by its list or object
  let left = MAX_TEXT_BYTES - 2;
  const at = (p: string, k: string | number): string => (typeof k === 'number' ? `${p}[${k}]` : p ? `${p}.${excerpt(k)}` : excerpt(k));
  const refuse = (p: string, problem: string): PNode => {
    errors.push(new DataError(pos, p, `${problem}; ${PLAIN}`));
    return { kind: 'scalar', pos, value: null };
  };
  // a limit stops the reading at once: what is past it is not looked at
  const stop = (p: string, problem: string): never => {
    throw allOf([...errors, new DataError(pos, p, problem)]);
  };
  const spend = (p: string, n: number, what: string): void => {
    if (n > left) stop(p, `${what}, ${HELD}`);
    left -= n;
  };
  // a getter (or an index defined as one) runs the caller's code, which may throw
  const read = (v: object, k: string | number, p: string): { ok: true; value: unknown } | { ok: false } => {
    try {
      return { ok: true, value: (v as Record<string | number, unknown>)[k] };
    } catch (err) {
      refuse(p, `reading it threw an error (${excerpt(String(err instanceof Error ? err.message : err))})`);
      return { ok: false };
    }
  };
  const convert = (v: unknown, p: string, depth: number): PNode => {
    if (typeof v === 'string') {
      spend(p, v.length, `a text of ${count(v.length)} characters`);
      return { kind: 'scalar', pos, value: v };
    }
    if (v === null || typeof v === 'boolean') return { kind: 'scalar', pos, value: v };
    if (typeof v === 'number') return Number.isFinite(v) ? { kind: 'scalar', pos, value: v } : refuse(p, `got ${v}`);
    if (v === undefined) return { kind: 'scalar', pos, value: null };
    if (typeof v !== 'object') return refuse(p, `got a ${typeof v}`);
    if (platform().isProxy(v)) return refuse(p, 'got a Proxy, which is not read');
    if (seen.has(v)) return refuse(p, 'got a reference back to an enclosing value (a cycle)');
    if (depth > MAX_DEPTH) stop(p, `nested more than ${MAX_DEPTH} levels deep; a ship or kit file needs a few`);
    const proto = Object.getPrototypeOf(v);
    if (!Array.isArray(v) && proto !== Object.prototype && proto !== null) return refuse(p, `got ${proto?.constructor?.name ? `a ${excerpt(String(proto.constructor.name))}` : 'an object with a prototype'}`);
    seen.add(v);
    let node: PNode;
    if (Array.isArray(v)) {
      // by index, to the length read once: an array's own iterator could go on for ever
      const n = v.length;
      spend(p, 2 * n, `a list of ${count(n)} items`);
      const items: PNode[] = [];
      for (let i = 0; i < n; i++) {
        const item = read(v, i, at(p, i));
        items.push(item.ok ? convert(item.value, at(p, i), depth + 1) : { kind: 'scalar', pos, value: null });
      }
      node = { kind: 'seq', pos, items };
    } else {
      // the keys alone run none of the caller's code
      const keys = Object.keys(v);
      spend(p, 4 * keys.length, `an object of ${count(keys.length)} keys`);
      const entries = new Map<string, { keyPos: Position; node: PNode }>();
      for (const k of keys) {
        spend(p, k.length, `a key of ${count(k.length)} characters`);
        const item = read(v, k, at(p, k));
        // an optional property set to undefined is absent, as TypeScript treats it
        if (item.ok && item.value !== undefined) entries.set(k, { keyPos: pos, node: convert(item.value, at(p, k), depth + 1) });
      }
      node = { kind: 'map', pos, entries };
    }
    seen.delete(v);
    return node;
  };
  const root = convert(value, path, 1);
  throwAll(errors);
  return root;
}
