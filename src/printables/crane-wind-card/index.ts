// The wind and entry card of Mike Crane's Fighting Rules for Sailing Ships: the 2d6 wind table
// beside a compass rose, the 2d6 table of the edge the red side enters from, and the d6 hit table,
// on one card to laminate. Each card comes with the wind arrow the rules ask for (a scrap of sticky
// note with an arrow on it, left at the centre of the board), here an arrow-shaped piece to cut out.
// Its templates sit in templates/wind-card/ beside the Milk and Cookies card of the same name, with
// their own file names, so a --templates folder can override either game's card on its own.
import { DrawProblem } from '../problem.js';
import { req, type Field } from '../../data/schema.js';
import { inch, r } from '../../units.js';
import type { Item, Point, Printable } from '../types.js';
import { POINTS, fit, rowHeight, roseView, tableHeight, tableView, type Row, type Table } from './layout.js';
import { LAMINATE_OPTIONS } from '../laminate.js';
import { sideColour } from '../../games/sides.js';

const PAD = 10;         // from the card's edge to its contents
const BAND = 20;        // the card's title band
const GAP = 8;          // between columns, and between the two stacked tables
const ACCENT = { wind: '#2f6fb5', hits: '#3c3c3c' };

const row = (mark: Field): Field => ({ type: 'object', fields: { roll: req.text(6), mark, text: req.text(24) } });
const table = (mark: Field, min: number, max: number): Field => ({
  type: 'object',
  required: true,
  fields: {
    title: req.text(32),
    head: { type: 'list', of: { type: 'string', maxLength: 24 }, minItems: 2, maxItems: 2, required: true },
    rows: { type: 'list', of: row(mark), minItems: min, maxItems: max, required: true },
    note: { type: 'string', maxLength: 48 },
  },
});

// each point of the rose names one row of the wind table, so its rolls can be written beside it
const onePerPoint = (t: Table) => {
  const i = t.rows.findIndex((w, j) => t.rows.findIndex((v) => v.mark === w.mark) !== j);
  return i < 0 ? null : { at: ['rows', i, 'mark'], problem: `${t.rows[i].mark} is in the wind table twice; give each point one row` };
};

interface Arrow { length: number; width: number; shaft: number; head: number; word: string }
const arrowShape = (a: Arrow) =>
  a.shaft >= a.width ? { at: ['shaft'], problem: 'the shaft must be narrower than the head is wide' }
    : a.head >= a.length * 0.8 ? { at: ['head'], problem: 'the head must be shorter than 4/5 of the arrow' } : null;

export const craneWindCard: Printable = {
  name: 'wind-card',
  summary: 'the wind, entry edge and hit tables on one card to laminate, with a wind arrow to cut out',
  count: 'cards (each with one wind arrow)',
  perShip: false,
  // the card's straight cuts and the arrow's outline are cut apart, never shared
  gap: inch(0.125),
  laminate: true,
  data: {
    type: 'object',
    fields: {
      width: req.length(inch(4), inch(8)), height: req.length(inch(2.5), inch(6)),
      title: req.text(40), subtitle: { type: 'string', maxLength: 48 },
      wind: { ...table({ type: 'enum', values: POINTS, required: true }, 1, 8), check: onePerPoint },
      entry: table({ type: 'string', maxLength: 4 }, 1, 8),
      hits: table({ type: 'string', maxLength: 4 }, 1, 6),
      'rose-caption': { type: 'list', of: { type: 'string', maxLength: 48 }, minItems: 0, maxItems: 3, required: true },
      footnote: { type: 'string', maxLength: 80 },
      arrow: {
        type: 'object',
        required: true,
        check: arrowShape,
        fields: {
          length: req.length(inch(1), inch(4)), width: req.length(inch(0.5), inch(3)),
          shaft: req.length(inch(0.25), inch(2)), head: req.length(inch(0.25), inch(3)), word: req.text(12),
        },
      },
    },
  },
  options: { ...LAMINATE_OPTIONS },
  items({ game, count, templates }) {
    const d = game.data['wind-card'];
    const { width, height } = d as { width: number; height: number };
    // the table of the edge the red side enters from, in the red side's colour
    const red = sideColour(game, [], 'red')?.fill ?? '#b3261e';
    const card = templates.render('wind-card', 'crane-card.svg.hbs', cardView(d, width, height, red));
    const arrow = arrowItem(d.arrow as Arrow, (view) => templates.render('wind-card', 'crane-arrow.svg.hbs', view));
    return Array.from({ length: count }, (): Item[] => [{ width, height, body: card, cut: 'rect' }, arrow]).flat();
  },
};

function cardView(d: Record<string, any>, width: number, height: number, entryAccent: string) {
  const wind = d.wind as Table;
  const entry = d.entry as Table;
  const hits = d.hits as Table;
  const captions = d['rose-caption'] as string[];
  const top = PAD + BAND + GAP;
  const foot = d.footnote ? 14 : 0;
  const bottom = height - PAD - foot;
  // three columns: the wind table, the rose that pictures it, the entry and hit tables stacked
  const inner = width - 2 * PAD - 2 * GAP;
  const [wA, wB] = [inner * 0.34, inner * 0.3];
  const wC = inner - wA - wB;
  const [xA, xB] = [PAD, PAD + wA + GAP];
  const xC = xB + wB + GAP;
  const avail = bottom - top;
  const windRow = rowHeight([wind], avail, 0);
  const stackRow = rowHeight([entry, hits], avail, GAP);
  if (windRow < 9 || stackRow < 9) throw new DrawProblem('wind-card', ['wind-card', 'height'], `the tables need more room than a card ${r(height / 72)} in tall; make it taller in the game's data`);
  // both columns of tables hang from the same top line
  const tables = [
    tableView(wind, xA, top, wA, windRow, ACCENT.wind),
    tableView(entry, xC, top, wC, stackRow, entryAccent),
    tableView(hits, xC, top + tableHeight(entry, stackRow) + GAP, wC, stackRow, ACCENT.hits),
  ];
  // the rose fills its column above its captions
  const capSize = Math.min(7.5, ...captions.map((c) => fit(c, wB, 7.5)));
  const capH = captions.length * capSize * 1.3;
  const R = Math.min(wB / 2, (avail - capH - 4) / 2);
  const roseTop = top + (avail - 2 * R - 4 - capH) / 2;
  const rose = roseView(xB + wB / 2, roseTop + R, R, wind.rows as Row[], ACCENT.wind);
  const capY = roseTop + 2 * R + 4 + capSize;
  const titleSize = fit(d.title, (width - 2 * PAD) * 0.55, 12, 'bold');
  const subtitle = (d.subtitle as string | undefined) ?? '';
  return {
    width, height, pad: PAD, band: BAND, bandW: width - 2 * PAD, accent: ACCENT.wind,
    title: d.title, titleX: PAD + 6, titleY: PAD + BAND / 2 + titleSize * 0.34, titleSize,
    subtitle, subX: width - PAD - 6, subSize: subtitle ? fit(subtitle, (width - 2 * PAD) * 0.4, 8) : 8,
    subY: PAD + BAND / 2 + 8 * 0.34,
    tables, rose,
    captions: captions.map((text, i) => ({ text, x: xB + wB / 2, y: capY + i * capSize * 1.3 })), capSize,
    footnote: d.footnote ?? '', footX: width / 2, footY: height - PAD - 2,
    footSize: d.footnote ? fit(d.footnote, width - 2 * PAD, 8) : 8,
  };
}

/**
 * The wind arrow, pointing right in its box: a shaft with a notched tail and a head, cut on its
 * outline. It is laid on the board pointing the way the wind blows, its tail towards where it
 * blows from.
 */
function arrowItem(a: Arrow, render: (view: object) => string): Item {
  const { length: L, width: W, shaft: s, head: h, word } = a;
  const [y1, y2, neck, notch] = [(W - s) / 2, (W + s) / 2, L - h, s * 0.35];
  const polygon: Point[] = ([[0, y1], [neck, y1], [neck, 0], [L, W / 2], [neck, W], [neck, y2], [0, y2], [notch, W / 2]] as Point[])
    .map(([x, y]) => [r(x), r(y)]);
  // the word sits in the shaft between the notch and the head
  const room = neck - notch - 6;
  const size = Math.min(s * 0.6, fit(word, room, 24, 'bold'));
  const view = { points: polygon.map((p) => p.join(',')).join(' '), word, x: notch + 3 + room / 2, y: W / 2 + size * 0.34, size };
  return { width: r(L), height: r(W), body: render(view), cut: { polygon } };
}
