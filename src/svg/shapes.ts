// Computed geometry as an SVG fragment string, written directly: the few shapes printables draw in
// code (rect, line, polygon, path, text, group), each with its attributes in the order they are set,
// exactly as svg.js on svgdom serialises them (tests/shapes.test.ts holds the two to the same text),
// without building a DOM to serialise: a DOM per fragment cost more than the rest of some aids.

type Value = string | number;

const COLOUR_ATTRS = new Set(['fill', 'stroke', 'color', 'bgcolor', 'stop-color', 'flood-color', 'lighting-color']);
const HEX = /^#[a-f0-9]{3}$|^#[a-f0-9]{6}$/i;

/** A number as svg.js writes it (NaN as 0, infinities clamped). */
function number(v: number): string {
  return String(Number.isNaN(v) ? 0 : !Number.isFinite(v) ? (v < 0 ? -3.4e38 : 3.4e38) : v);
}

/** A colour as svg.js writes it: #rrggbb in lower case (a three-digit one spelt out). */
function colour(v: string): string {
  const full = v.length === 4 ? `#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}` : v;
  return full.toLowerCase();
}

const SPECIAL = /[&<>"]/;
/** Text or an attribute value escaped as svgdom escapes it. */
const escape = (s: string) => (SPECIAL.test(s) ? s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;') : s);

function value(name: string, v: Value): string {
  if (typeof v === 'number') return number(v);
  if (COLOUR_ATTRS.has(name) && HEX.test(v)) return colour(v);
  if (COLOUR_ATTRS.has(name) && /^rgb\(/.test(v)) throw new Error(`shapes: rgb() colours are not written (${name}="${v}")`);
  return String(v);
}

class Shape {
  protected readonly attrs = new Map<string, string>();
  constructor(readonly name: string) {}
  attr(attrs: Record<string, Value>): this {
    for (const k in attrs) this.attrs.set(k, value(k, attrs[k]));
    return this;
  }
  protected inner(): string {
    return '';
  }
  toString(): string {
    let s = `<${this.name}`;
    for (const [k, v] of this.attrs) s += ` ${k}="${escape(v)}"`;
    return `${s}>${this.inner()}</${this.name}>`;
  }
}

class Rect extends Shape {
  move(x: number, y: number): this {
    return this.attr({ x, y });
  }
}

class Text extends Shape {
  constructor(private readonly text: string) {
    super('text');
  }
  protected inner(): string {
    return escape(this.text);
  }
}

/** Points "x,y x,y" as svg.js writes a polygon's: numbers read and written again, in pairs. */
function points(p: string): string {
  const n = p.trim().split(/[\s,]+/).map(parseFloat);
  if (n.length % 2 !== 0) n.pop();
  const pairs: string[] = [];
  for (let i = 0; i < n.length; i += 2) pairs.push(`${n[i]},${n[i + 1]}`);
  return pairs.join(' ');
}

/** Path data of absolute M, L, H, V and Z, as svg.js writes it: each command's numbers after its letter, spaced. */
function pathData(d: string): string {
  const tokens = d.match(/[A-Za-z]|[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/gi) ?? [];
  let out = '';
  let i = 0;
  while (i < tokens.length) {
    const c = tokens[i++];
    if (!/^[MLHVZ]$/.test(c)) throw new Error(`shapes: path command ${c} is not written (absolute M, L, H, V and Z only)`);
    const take = c === 'Z' ? 0 : c === 'H' || c === 'V' ? 1 : 2;
    out += c + tokens.slice(i, i + take).map((t) => String(parseFloat(t))).join(' ');
    i += take;
  }
  return out;
}

export class Group {
  private readonly children: Shape[] = [];
  private readonly own = new Shape('g');
  private add<T extends Shape>(s: T): T {
    this.children.push(s);
    return s;
  }
  rect(width: number, height: number): Rect {
    return this.add(new Rect('rect')).attr({ width, height });
  }
  line(x1: number, y1: number, x2: number, y2: number): Shape {
    return this.add(new Shape('line')).attr({ x1, y1, x2, y2 });
  }
  polygon(p: string): Shape {
    return this.add(new Shape('polygon')).attr({ points: points(p) });
  }
  path(d: string): Shape {
    return this.add(new Shape('path')).attr({ d: pathData(d) });
  }
  plain(text: string): Shape {
    return this.add(new Text(text));
  }
  group(): Group {
    const g = new Group();
    this.children.push({ toString: () => g.toString() } as Shape);
    return g;
  }
  attr(attrs: Record<string, Value>): this {
    this.own.attr(attrs);
    return this;
  }
  /** The children's markup, one after another. */
  inner(): string {
    return this.children.map(String).join('');
  }
  toString(): string {
    return String(this.own).replace('></g>', `>${this.inner()}</g>`);
  }
}

/** The markup `build` draws, as svg.js's `svg(false)` of a fresh root would give it. */
export function fragment(build: (d: Group) => void): string {
  const root = new Group();
  build(root);
  return root.inner();
}
