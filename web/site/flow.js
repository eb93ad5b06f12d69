// Text in YAML's flow notation, the way a ship file writes a list or a mapping on one line:
// `[10, 10, 8]`, `{ A: 1, B: 2, C: 2, D: 1 }`, `[{ name: Bow, position: bow, weight: heavy }]`.
// The table shows a list or nested field as such text and reads back what the user types; the
// values are then checked by the engine like any ship file's. Also a small reader of block YAML,
// enough for the kit files a user writes, for when the engine offers none.

/** A scalar as YAML reads a plain one: numbers, true/false, null; anything else text. */
function scalar(text) {
  const t = text.trim();
  if (t === '' || t === '~' || t === 'null') return null;
  if (t === 'true') return true;
  if (t === 'false') return false;
  if (/^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(t)) return Number(t);
  return t;
}

/**
 * Reads flow notation. `wrap` ('[' or '{') lets a list or mapping be typed without its brackets.
 * Throws an Error naming the column of the first character it cannot read.
 */
export function parseFlow(text, wrap) {
  let src = text.trim();
  if (wrap === '[' && src !== '' && !src.startsWith('[')) src = `[${src}]`;
  if (wrap === '{' && src !== '' && !src.startsWith('{')) src = `{${src}}`;
  let i = 0;
  const fail = (what) => {
    throw new Error(`${what} at character ${Math.min(i, src.length) + 1}`);
  };
  const ws = () => {
    while (i < src.length && /\s/.test(src[i])) i++;
  };
  function quoted() {
    const q = src[i++];
    let out = '';
    while (i < src.length && src[i] !== q) {
      if (q === '"' && src[i] === '\\') {
        const next = src[++i];
        out += next === 'n' ? '\n' : next === 't' ? '\t' : next;
      } else if (q === "'" && src[i] === "'" && src[i + 1] === "'") {
        out += "'";
        i++;
      } else out += src[i];
      i++;
    }
    if (src[i] !== q) fail('a quote left open');
    i++;
    return out;
  }
  function plain(stops) {
    const start = i;
    while (i < src.length && !stops.includes(src[i])) {
      if (src[i] === ':' && stops.includes(':') && /\s|$/.test(src[i + 1] ?? '')) break;
      i++;
    }
    return scalar(src.slice(start, i));
  }
  function value(stops) {
    ws();
    if (src[i] === '[') return list();
    if (src[i] === '{') return map();
    if (src[i] === '"' || src[i] === "'") {
      const v = quoted();
      ws();
      return v;
    }
    return plain(stops);
  }
  function list() {
    i++;
    const out = [];
    ws();
    while (src[i] !== ']') {
      if (i >= src.length) fail('a list left open');
      out.push(value(',]'));
      ws();
      if (src[i] === ',') i++;
      else if (i >= src.length) fail('a list left open');
      else if (src[i] !== ']') fail('expected , or ]');
      ws();
    }
    i++;
    return out;
  }
  function map() {
    i++;
    const out = {};
    ws();
    while (src[i] !== '}') {
      if (i >= src.length) fail('a mapping left open');
      const key = value(':,}');
      ws();
      if (src[i] !== ':') fail('expected key: value');
      i++;
      out[String(key)] = value(',}');
      ws();
      if (src[i] === ',') i++;
      else if (i >= src.length) fail('a mapping left open');
      else if (src[i] !== '}') fail('expected , or }');
      ws();
    }
    i++;
    return out;
  }
  if (src === '') return undefined;
  const v = value('');
  ws();
  if (i < src.length) fail('unexpected text');
  return v;
}

/** Text that reads back as the same scalar: quoted when plain text would read otherwise. */
function formatScalar(v) {
  if (v === null || v === undefined) return 'null';
  if (typeof v !== 'string') return String(v);
  const plainOk = v === v.trim() && v !== '' && !/[,[\]{}#"'&*!|>%@`]|: |:$/.test(v) && typeof scalar(v) === 'string';
  return plainOk ? v : JSON.stringify(v);
}

/** A value in flow notation, as a ship file would write it on one line. */
export function formatFlow(v) {
  if (Array.isArray(v)) return `[${v.map(formatFlow).join(', ')}]`;
  if (v && typeof v === 'object') return `{ ${Object.entries(v).map(([k, x]) => `${formatScalar(k)}: ${formatFlow(x)}`).join(', ')} }`;
  return formatScalar(v);
}

/** Strips a comment: a # at the line's start or after a space, outside quotes. */
function uncomment(line) {
  let q = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (q) {
      if (c === q) q = null;
    } else if (c === '"' || c === "'") q = c;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]))) return line.slice(0, i);
  }
  return line;
}

/** Block YAML of mappings and lists whose leaves are scalars or flow collections. */
export function parseBlock(text) {
  const lines = text.replace(/^\ufeff/, '').split(/\r?\n/).map(uncomment)
    .map((l) => l.replace(/\s+$/, '')).filter((l) => l.trim() !== '' && l.trim() !== '---');
  let n = 0;
  const indent = (l) => l.length - l.trimStart().length;
  function block(level) {
    const first = lines[n];
    if (first.trimStart().startsWith('- ') || first.trim() === '-') {
      const out = [];
      while (n < lines.length && indent(lines[n]) === level && lines[n].trimStart().startsWith('-')) {
        const rest = lines[n].trimStart().slice(1);
        const inner = level + 1 + (rest.length - rest.trimStart().length);
        if (rest.trim() === '') {
          n++;
          out.push(n < lines.length && indent(lines[n]) > level ? block(indent(lines[n])) : null);
        } else if (/^[^[{"'][^:]*:(\s|$)/.test(rest.trim())) {
          lines[n] = ' '.repeat(inner) + rest.trim(); // a mapping that starts on the dash's line
          out.push(block(inner));
        } else {
          n++;
          out.push(parseFlow(rest));
        }
      }
      return out;
    }
    const out = {};
    while (n < lines.length && indent(lines[n]) === level) {
      const m = /^\s*("[^"]*"|'[^']*'|[^:]+?)\s*:(?:\s+(.*))?$/.exec(lines[n]);
      if (!m) throw new Error(`line not read: ${lines[n].trim()}`);
      const key = String(parseFlow(m[1]));
      n++;
      if (m[2] !== undefined && m[2] !== '') out[key] = parseFlow(m[2]);
      else if (n < lines.length && indent(lines[n]) > level) out[key] = block(indent(lines[n]));
      // a list may sit at its key's own indent
      else if (n < lines.length && indent(lines[n]) === level && lines[n].trimStart().startsWith('-')) out[key] = block(level);
      else out[key] = null;
    }
    return out;
  }
  return lines.length ? block(indent(lines[0])) : null;
}
