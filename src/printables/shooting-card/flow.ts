// A line of the kids' cards: pictures, dice, boxes, arrows, sticks and words set left to right on
// one middle line, each measured, so a card is written as a few lines and nothing can overlap.
// Every drawn thing carries its box (data-bbox) and every word is a <text>, for the tests.
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { esc } from '../../svg/draw.js';
import { FAMILY, textWidth } from '../../svg/fonts.js';
import type { Templates } from '../../svg/templates.js';
import { r } from '../../units.js';
import { dieFace, picture } from '../dice-labels/art.js';

export interface Band { to: number; colour: string; pattern: string }

export type Token =
  | { kind: 'text'; text: string; size: number; bold?: boolean; role: string; fill?: string }
  | { kind: 'picture'; face: string; size: number }
  | { kind: 'die'; pips: number; size: number }
  | { kind: 'roll'; size: number }
  | { kind: 'box'; size: number; track: string }
  | { kind: 'arrow'; size: number; left?: boolean }
  | { kind: 'stick'; width: number; height: number; bands: Band[]; limit: number; role: string }
  | { kind: 'boat'; size: number; moving: 'right' | 'left' | false }
  | { kind: 'burst'; size: number }
  | { kind: 'gap'; size: number };

/** Smallest text on the kids' cards, pt: big enough for a young reader and a parent across the table. */
export const KIDS_MIN = 12;
const SPACE = 4;                  // between neighbours on a line
const TICK = '#d62828';           // a grease pencil's mark in a box
const SEA = '#2f6fb5';

export const widthOf = (t: Token): number =>
  t.kind === 'text' ? textWidth(t.text, t.size, t.bold ? 'bold' : 'regular')
    : t.kind === 'stick' ? t.width
      : t.kind === 'boat' ? t.size * (t.moving ? 1.45 : 1.05)
        : t.kind === 'arrow' ? t.size
          : t.size;

/** Width of a line of tokens, spaces included. */
export const lineWidth = (tokens: Token[]): number =>
  tokens.reduce((w, t) => w + widthOf(t), 0) + SPACE * Math.max(0, tokens.length - 1);

export class Card {
  readonly parts: string[] = [];
  /** `inset`: the clear card kept inside the cut on the left and right. */
  constructor(readonly name: string, readonly width: number, private readonly inset: number, private readonly templates: Templates) {}

  /**
   * Sets `tokens` on the middle line `mid` from x (anchor start) or ending at x (anchor end); refuses
   * a line that would run past `limit` (the card's inner edge unless given).
   */
  line(x: number, mid: number, tokens: Token[], anchor: 'start' | 'end' = 'start', limit?: [number, number]): number {
    const w = lineWidth(tokens);
    let at = anchor === 'end' ? x - w : x;
    const [lo, hi] = limit ?? [this.inset, this.width - this.inset];
    if (at < lo - 0.01 || at + w > hi + 0.01) {
      const texts = tokens.flatMap((t) => (t.kind === 'text' ? [t.text] : []));
      const longest = texts.reduce<string | undefined>((a, t) => (a === undefined || t.length > a.length ? t : a), undefined);
      throw new DrawProblem(this.name, longest, `the line ${texts.map(quote).join(' ') || 'of pictures'} is ${Math.ceil(w)} pt wide but has ${Math.floor(hi - Math.max(lo, anchor === 'end' ? lo : x))} pt; shorten the words in the game's data`);
    }
    for (const t of tokens) {
      this.parts.push(this.draw(t, at, mid));
      at += widthOf(t) + SPACE;
    }
    return at - SPACE;
  }

  private draw(t: Token, x: number, mid: number): string {
    const w = widthOf(t);
    const top = mid - (t.kind === 'stick' ? t.height : t.kind === 'text' || t.kind === 'gap' ? 0 : t.size) / 2;
    const g = (kind: string, h: number, inner: string, extra = '') =>
      `<g data-token="${kind}" data-bbox="${r(x)},${r(mid - h / 2)},${r(w)},${r(h)}"${extra}>\n${inner}\n</g>`;
    switch (t.kind) {
      case 'text':
        return `<text x="${r(x)}" y="${r(mid + 0.35 * t.size)}" font-family="${FAMILY}"${t.bold ? ' font-weight="bold"' : ''} font-size="${r(t.size)}" fill="${t.fill ?? '#000000'}" data-role="${t.role}">${esc(t.text)}</text>`;
      case 'picture':
        return g('picture', t.size, picture(this.templates, t.face, x, top, t.size), ` data-what="${t.face}"`);
      case 'die':
        return g('die', t.size, dieFace(t.pips, x, top, t.size), ` data-what="${t.pips}"`);
      case 'roll':
        return g('roll', t.size, rollingDie(x, top, t.size));
      case 'box':
        return g('box', t.size, tickedBox(x, top, t.size), ` data-track="${t.track}"`);
      case 'arrow':
        return g('arrow', t.size * 0.6, arrow(x, mid, t.size, t.left === true));
      case 'stick':
        return g('stick', t.height, miniStick(x, top, t), ` data-role="${t.role}"`);
      case 'boat':
        return g('boat', t.size * 0.4, boat(x, mid, t.size, t.moving), ` data-moving="${t.moving || 'no'}"`);
      case 'burst':
        return g('burst', t.size, `<polygon points="${burst(x + w / 2, mid, t.size / 2)}" fill="#e8451e" stroke="#000000" stroke-width="0.8"/>`);
      case 'gap':
        return '';
    }
  }
}

/** A box of the boat record with a grease-pencil tick in it. */
function tickedBox(x: number, y: number, s: number): string {
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(s)}" height="${r(s)}" fill="#ffffff" stroke="#000000" stroke-width="1.2"/>\n`
    + `<path d="M${r(x + s * 0.2)} ${r(y + s * 0.52)}L${r(x + s * 0.42)} ${r(y + s * 0.76)}L${r(x + s * 0.82)} ${r(y + s * 0.22)}" fill="none" stroke="${TICK}" stroke-width="${r(s * 0.14)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A die tumbling: a cube seen from above a corner, a pip on each face. */
function rollingDie(x: number, y: number, s: number): string {
  const [cx, q] = [x + s / 2, s / 4];
  const P = (px: number, py: number) => `${r(px)},${r(py)}`;
  const top = [P(cx, y), P(x + s, y + q), P(cx, y + 2 * q), P(x, y + q)].join(' ');
  const left = [P(x, y + q), P(cx, y + 2 * q), P(cx, y + s), P(x, y + 3 * q)].join(' ');
  const right = [P(cx, y + 2 * q), P(x + s, y + q), P(x + s, y + 3 * q), P(cx, y + s)].join(' ');
  const pip = (px: number, py: number) => `<circle cx="${r(px)}" cy="${r(py)}" r="${r(s * 0.07)}" fill="#000000"/>`;
  return [
    `<polygon points="${top}" fill="#ffffff" stroke="#000000" stroke-width="1" stroke-linejoin="round"/>`,
    `<polygon points="${left}" fill="#e6e6e6" stroke="#000000" stroke-width="1" stroke-linejoin="round"/>`,
    `<polygon points="${right}" fill="#cfcfcf" stroke="#000000" stroke-width="1" stroke-linejoin="round"/>`,
    pip(cx, y + q), pip(x + s / 4, y + 2.5 * q), pip(x + 0.62 * s, y + 2.2 * q), pip(x + 0.88 * s, y + 2.8 * q),
  ].join('\n');
}

function arrow(x: number, mid: number, s: number, left: boolean): string {
  const [a, b] = left ? [x + s, x] : [x, x + s];
  const d = left ? 1 : -1;
  const h = s * 0.3;
  return `<line x1="${r(a)}" y1="${r(mid)}" x2="${r(b + d * h * 0.6)}" y2="${r(mid)}" stroke="#333333" stroke-width="2"/>\n`
    + `<polygon points="${r(b)},${r(mid)} ${r(b + d * h)},${r(mid - h)} ${r(b + d * h)},${r(mid + h)}" fill="#333333"/>`;
}

/** The range stick in small: its bands to scale, those past `limit` left white. */
function miniStick(x: number, y: number, t: Extract<Token, { kind: 'stick' }>): string {
  const length = t.bands[t.bands.length - 1].to;
  const k = t.width / length;
  let from = 0;
  const out: string[] = [];
  for (const b of t.bands) {
    const on = b.to <= t.limit + 1e-6;
    const [bx, bw] = [r(x + from * k), r((b.to - from) * k)];
    out.push(`<rect x="${bx}" y="${r(y)}" width="${bw}" height="${r(t.height)}" fill="${on ? b.colour : '#ffffff'}" stroke="#000000" stroke-width="0.8" data-mini-band="${on ? 'on' : 'off'}" data-pattern="${b.pattern}"/>`);
    if (on && b.pattern !== 'plain') out.push(`<rect x="${bx}" y="${r(y)}" width="${bw}" height="${r(t.height)}" fill="url(#sc-${b.pattern})"/>`);
    from = b.to;
  }
  return out.join('\n');
}

/** A boat seen from above, bow to the right (or left), with wake lines behind it when it moves. */
function boat(x: number, mid: number, s: number, moving: 'right' | 'left' | false): string {
  const wake = moving ? s * 0.4 : 0;
  const [x0, bowRight] = moving === 'left' ? [x, false] : [x + wake, true];
  const L = s;
  const B = s * 0.36;
  const [sx, dx] = bowRight ? [x0, 1] : [x0 + L, -1];
  const P = (along: number, across: number) => `${r(sx + dx * along * L)} ${r(mid + across * B)}`;
  const hull = `M${P(1, 0)}C${P(0.72, -0.5)} ${P(0.45, -0.5)} ${P(0.12, -0.5)}L${P(0, -0.36)}L${P(0, 0.36)}L${P(0.12, 0.5)}C${P(0.45, 0.5)} ${P(0.72, 0.5)} ${P(1, 0)}Z`;
  const out = [`<path d="${hull}" fill="#8b5a2b" stroke="#000000" stroke-width="1"/>`,
    `<line x1="${r(sx + dx * 0.45 * L)}" y1="${r(mid - B * 0.42)}" x2="${r(sx + dx * 0.45 * L)}" y2="${r(mid + B * 0.42)}" stroke="#ffffff" stroke-width="1.5"/>`];
  if (moving) {
    const [w0, w1] = bowRight ? [x, x + wake - 3] : [x + L + 3, x + L + wake];
    for (const k of [-0.3, 0.3]) out.push(`<line x1="${r(w0)}" y1="${r(mid + k * B)}" x2="${r(w1)}" y2="${r(mid + k * B)}" stroke="${SEA}" stroke-width="1.6" stroke-linecap="round"/>`);
  }
  return out.join('\n');
}

/** An 8-pointed "bump!" burst, like the labels' hit mark. */
function burst(cx: number, cy: number, R: number): string {
  return Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8;
    const rad = i % 2 === 0 ? R : R * 0.5;
    return `${r(cx + rad * Math.sin(a))},${r(cy - rad * Math.cos(a))}`;
  }).join(' ');
}
