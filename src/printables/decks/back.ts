// The back of every card of a deck, from the deck's data: its colours, waves across the whole bleed
// box, a double frame, an anchor roundel, the title on a ribbon banner, the subtitle, and the motif
// words at the top and (upside down, as on a playing card) at the bottom. The light style is the
// same design in outline on white, for inkjet printers.
import { quote } from '../../errors.js';
import { req, type Field } from '../../data/schema.js';
import type { Templates } from '../../svg/templates.js';
import { r } from '../../units.js';
import { colour, fail, frame, POKER, SAFE, type Frame } from './frame.js';
import { baselines, fitBlock, fitLine, LEADING, MIN_SIZE } from './fit.js';

export interface Back { title: string; subtitle: string; colour: string; accent: string; motif: string[] }

export const back: Field = {
  type: 'object', required: true, doc: 'the design on the back of every card of the deck',
  fields: {
    title: req.text(24), subtitle: req.text(24), colour, accent: colour,
    motif: { type: 'list', required: true, minItems: 1, maxItems: 4, of: req.text(18), doc: 'words printed around the back' },
  },
  // measured on a poker card: the title on the banner, the subtitle, the motif in two lines at most
  check: (b: Partial<Back>) => {
    const f = frame(POKER[0], POKER[1], 0);
    const at = geometry(f);
    if (b.title !== undefined && titleSize(b.title, f, at) === null) return { at: ['title'], problem: `${quote(b.title)} does not fit the back's banner; shorten it` };
    if (b.subtitle !== undefined && subSize(b.subtitle, f, at) === null) return { at: ['subtitle'], problem: `${quote(b.subtitle)} does not fit the back; shorten it` };
    if (b.motif !== undefined && motifBlock(b.motif, f, at) === null) return { at: ['motif'], problem: 'the motif words do not fit the back in two lines; use fewer or shorter words' };
    return null;
  },
};

function geometry(f: Frame) {
  const { s, width, height } = f;
  const m = SAFE + 2 * s;
  const rad = Math.min(width * 0.3, height * 0.22);
  const cy = height / 2 - 10 * s;
  const bannerX = m + 14 * s;
  return { m, rad, cy, bannerX, bannerW: width - 2 * bannerX, bannerH: 26 * s, bannerY: cy + rad * 0.62 };
}
type Geometry = ReturnType<typeof geometry>;

const titleSize = (t: string, f: Frame, at: Geometry) => fitLine(t, at.bannerW - 14 * f.s, 17 * f.s, 9);
const subSize = (t: string, f: Frame, at: Geometry) => fitLine(t, at.bannerW, 9 * f.s, MIN_SIZE);
const motifBlock = (words: string[], f: Frame, at: Geometry) => {
  const size = Math.max(MIN_SIZE, 7.5 * f.s);
  return fitBlock(words.join(' \u00b7 '), f.width - 2 * at.m - 14 * f.s, size * (1 + LEADING) + 0.01, size, MIN_SIZE, 'bold');
};

/** The back: the deck's colours, waves, a double frame, an anchor roundel, the title on a banner
 * across it, the subtitle and the motif words (the lower ones upside down, as on a playing card). */
export function renderBack(templates: Templates, printable: string, b: Back, width: number, height: number, bleed: number, style: 'solid' | 'light' = 'solid'): string {
  const f = frame(width, height, bleed);
  const { s } = f;
  const at = geometry(f);
  const { m, rad, cy, bannerX, bannerW, bannerH, bannerY } = at;
  // waves across the whole bleed box and never past it: a whole number of periods per line
  const [x0, span] = [-bleed, width + 2 * bleed];
  const periods = Math.max(1, Math.round(span / (20 * s)));
  const half = span / periods / 2;
  const waves: { d: string }[] = [];
  for (let y = -bleed + 6 * s; y <= height + bleed - 2 * s; y += 12 * s) {
    const first = `q${r(half / 2)} ${r(-3 * s)} ${r(half)} 0`;
    waves.push({ d: `M${r(x0)} ${r(y)}${first}${` t${r(half)} 0`.repeat(2 * periods - 1)}` });
  }
  const larger = 'or choose a larger --card-size';
  const motif = motifBlock(b.motif, f, at) ?? fail(`${printable}: the back's motif words ${quote(b.motif.join(', '))} do not fit a card of this size; shorten them ${larger}`, b.motif[0]);
  // the ribbon's tails: behind the banner's ends, lower, cut with a V
  const [t, bt, mid, out, inn] = [bannerY + 6 * s, bannerY + bannerH + 6 * s, bannerY + bannerH / 2 + 6 * s, 8 * s, 10 * s];
  const tail = (x: number, dir: number) =>
    [[x + dir * inn, t], [x - dir * out, t], [x - dir * (out - 6 * s), mid], [x - dir * out, bt], [x + dir * inn, bt]].map((p) => p.map(r).join(',')).join(' ');
  const title = titleSize(b.title, f, at) ?? fail(`${printable}: the back's title ${quote(b.title)} does not fit a card of this size; shorten it ${larger}`, b.title);
  const sub = subSize(b.subtitle, f, at) ?? fail(`${printable}: the back's subtitle ${quote(b.subtitle)} does not fit a card of this size; shorten it ${larger}`, b.subtitle);
  // 'light' draws the same design in outline on white (back-light.svg.hbs), to spare an inkjet's ink
  return templates.render(printable, style === 'light' ? 'back-light.svg.hbs' : 'back.svg.hbs', {
    ...f, colour: b.colour, accent: b.accent, waves, waveW: r(1.1 * s),
    frameX: r(m), frameY: r(m), frameW: r(width - 2 * m), frameH: r(height - 2 * m), frameR: r(6 * s),
    frame2X: r(m + 3.5 * s), frame2Y: r(m + 3.5 * s), frame2W: r(width - 2 * m - 7 * s), frame2H: r(height - 2 * m - 7 * s),
    lineW: r(1.4 * s), thinW: r(0.7 * s),
    cy: r(cy), rad: r(rad), rad2: r(rad - 4 * s),
    anchorX: r(width / 2 - rad * 0.6), anchorY: r(cy - rad * 0.66), anchorScale: r((rad * 1.2) / 100),
    bannerX: r(bannerX), bannerY: r(bannerY), bannerW: r(bannerW), bannerH: r(bannerH), tailL: tail(bannerX, 1), tailR: tail(width - bannerX, -1),
    title: b.title, titleSize: title, titleY: r(bannerY + bannerH / 2 + title * 0.36),
    subtitle: b.subtitle, subSize: sub, subY: r(bannerY + bannerH + 8 * s + sub * 0.8),
    motif: baselines(motif, m + 5 * s, motif.size * (1 + LEADING)), motifSize: motif.size, turn: `rotate(180 ${r(width / 2)} ${r(height / 2)})`,
  });
}

