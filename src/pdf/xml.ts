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
const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const SPACE = /[ \t\r\n]*/y;

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
      NAME.lastIndex = lt + 2;
      const m = NAME.exec(markup);
      if (!m || names.pop() !== m[0]) return false;
      SPACE.lastIndex = NAME.lastIndex;
      SPACE.exec(markup);
      if (markup.charCodeAt(SPACE.lastIndex) !== 62 /* > */) return false;
      h.close();
      i = SPACE.lastIndex + 1;
      continue;
    }
    if (c === 33 /* ! */) {
      if (!markup.startsWith('<!--', lt)) return false;
      const close = markup.indexOf('-->', lt + 4);
      if (close < 0 || markup.slice(lt + 4, close).includes('--')) return false;
      i = close + 3;
      continue;
    }
    NAME.lastIndex = lt + 1;
    const m = NAME.exec(markup);
    if (!m) return false;
    const name = m[0];
    const attrs: Record<string, string> = {};
    let j = NAME.lastIndex;
    for (;;) {
      SPACE.lastIndex = j;
      SPACE.exec(markup);
      const spaced = SPACE.lastIndex > j;
      j = SPACE.lastIndex;
      const ch = markup.charCodeAt(j);
      if (ch === 62 /* > */ || ch === 47 /* / */) break;
      if (!spaced) return false;
      NAME.lastIndex = j;
      const a = NAME.exec(markup);
      if (!a) return false;
      SPACE.lastIndex = NAME.lastIndex;
      SPACE.exec(markup);
      if (markup.charCodeAt(SPACE.lastIndex) !== 61 /* = */) return false;
      SPACE.lastIndex++;
      SPACE.exec(markup);
      const q = markup.charCodeAt(SPACE.lastIndex);
      if (q !== 34 && q !== 39) return false;
      const close = markup.indexOf(q === 34 ? '"' : "'", SPACE.lastIndex + 1);
      if (close < 0) return false;
      const raw = markup.slice(SPACE.lastIndex + 1, close);
      if (raw.includes('<') || Object.hasOwn(attrs, a[0])) return false;
      const value = decode(raw);
      if (value === null) return false;
      attrs[a[0]] = value;
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
