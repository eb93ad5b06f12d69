// A quick reader for the well-formed markup broadside's own templates and drawing code produce:
// elements, attributes in quotes, text, comments and the five XML entities or character references.
// It builds the same tree sax does for such markup, several times faster; anything else (a
// declaration, CDATA, an unknown entity, a fault of any kind) makes it give up, and parse.ts then
// reads the markup with sax, which reports the fault as it always has.

export interface Node { name: string; attrs: Record<string, string> }
export interface Handler {
  open(node: Node): void;
  close(): void;
  text(t: string): void;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
// (attributes are read a character at a time: a regular expression's match is an allocation per name)
const nameStart = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 58;
const nameChar = (c: number) => nameStart(c) || (c >= 48 && c <= 57) || c === 45 || c === 46;
const space = (c: number) => c === 32 || c === 9 || c === 13 || c === 10;

/** The end of the name [A-Za-z_:][-A-Za-z0-9_:.]* at `j`, or -1 when none starts there. */
function nameEnd(s: string, j: number): number {
  if (!nameStart(s.charCodeAt(j))) return -1;
  let k = j + 1;
  while (nameChar(s.charCodeAt(k))) k++;
  return k;
}

/** The first index from `j` that is not white space. */
function skipSpace(s: string, j: number): number {
  while (space(s.charCodeAt(j))) j++;
  return j;
}

/** `s` with its entities decoded, or null for one sax would not take. */
function decode(s: string): string | null {
  if (!s.includes('&')) return s;
  let bad = false;
  const out = s.replace(/&([^;&]*);?/g, (m, body: string) => {
    if (!m.endsWith(';')) return ((bad = true), m);
    if (Object.hasOwn(NAMED, body)) return NAMED[body];
    const code = /^#x[0-9a-fA-F]+$/.test(body) ? parseInt(body.slice(2), 16) : /^#[0-9]+$/.test(body) ? parseInt(body.slice(1), 10) : NaN;
    if (!(code >= 0x20 || code === 0x9 || code === 0xa || code === 0xd) || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return ((bad = true), m);
    return String.fromCodePoint(code);
  });
  return bad ? null : out;
}

/** Reads `markup` into `h`; false when it is not markup this reader takes (nothing is to be trusted then). */
export function quickParse(markup: string, h: Handler): boolean {
  const names: string[] = [];
  let i = 0;
  const len = markup.length;
  while (i < len) {
    const lt = markup.indexOf('<', i);
    const end = lt < 0 ? len : lt;
    if (end > i) {
      if (names.length === 0) return false;
      const t = markup.slice(i, end);
      if (t.includes(']]>')) return false;
      const text = decode(t);
      if (text === null) return false;
      h.text(text);
    }
    if (lt < 0) break;
    const c = markup.charCodeAt(lt + 1);
    if (c === 47 /* / */) {
      const k = nameEnd(markup, lt + 2);
      if (k < 0 || names.pop() !== markup.slice(lt + 2, k)) return false;
      const gt = skipSpace(markup, k);
      if (markup.charCodeAt(gt) !== 62 /* > */) return false;
      h.close();
      i = gt + 1;
      continue;
    }
    if (c === 33 /* ! */) {
      if (!markup.startsWith('<!--', lt)) return false;
      const close = markup.indexOf('-->', lt + 4);
      if (close < 0 || markup.slice(lt + 4, close).includes('--')) return false;
      i = close + 3;
      continue;
    }
    const k = nameEnd(markup, lt + 1);
    if (k < 0) return false;
    const name = markup.slice(lt + 1, k);
    const attrs: Record<string, string> = {};
    // a '<' before this one closes is in one of its values
    const nextLt = markup.indexOf('<', k);
    let j = k;
    for (;;) {
      const after = skipSpace(markup, j);
      const spaced = after > j;
      j = after;
      const ch = markup.charCodeAt(j);
      if (ch === 62 /* > */ || ch === 47 /* / */) break;
      if (!spaced) return false;
      const e = nameEnd(markup, j);
      if (e < 0) return false;
      const attr = markup.slice(j, e);
      const eq = skipSpace(markup, e);
      if (markup.charCodeAt(eq) !== 61 /* = */) return false;
      const open = skipSpace(markup, eq + 1);
      const q = markup.charCodeAt(open);
      if (q !== 34 && q !== 39) return false;
      const close = markup.indexOf(q === 34 ? '"' : "'", open + 1);
      if (close < 0) return false;
      if ((nextLt >= 0 && nextLt < close) || Object.hasOwn(attrs, attr)) return false;
      const value = decode(markup.slice(open + 1, close));
      if (value === null) return false;
      attrs[attr] = value;
      j = close + 1;
    }
    const selfClosing = markup.charCodeAt(j) === 47;
    if (selfClosing && markup.charCodeAt(j + 1) !== 62) return false;
    if (names.length === 0 && i > 0) return false; // a second root
    h.open({ name, attrs });
    if (selfClosing) h.close();
    else names.push(name);
    i = j + (selfClosing ? 2 : 1);
  }
  return names.length === 0;
}
