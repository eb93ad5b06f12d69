// The firing and boarding card of Mike Crane's Fighting Rules for Sailing Ships: one 7.5 × 10 in card
// a page, to laminate, from which a broadside and a boarding can be played without the rules. The
// dice and range of each ship size, where a broadside reaches (drawn for each size heading straight
// and diagonally), the hit table, then the firing, movement, boarding and capture rules. The hit
// table is the wind card's, the boxes and points of each size the damage chart's: read, not copied.
// The ranges were in a diagram the published text lost: they are defaults, marked with a dagger.
import { DrawProblem } from '../problem.js';
import { req, type Field } from '../../data/schema.js';
import { defaultsOf } from '../../games/defaults.js';
import { textWidth } from '../../svg/fonts.js';
import { inch } from '../../units.js';
import { MARK_SIZE, markText } from '../mark.js';
import type { Printable } from '../types.js';
import { CELL_MIN, positions, widestCell, type SizeRow } from './positions.js';
import { RULE_MIN, Sheet, attr, fit } from './sheet.js';
import { note, panel, table, type Panel } from './tables.js';
import { LAMINATE_OPTIONS } from '../laminate.js';

const SIZES = ['large', 'medium', 'small'] as const;
const INSET = 18;           // 1/4 in of clear card inside the cut
const TITLE_H = 24;
const GAP = 11;             // between the card's sections
const LEGEND = 7;
const ACCENT = { card: '#1f4e79', sizes: '#1f4e79', hits: '#3c3c3c', panels: ['#1f4e79', '#2f6fb5', '#b3261e', '#7a4b12', '#3c3c3c', '#3c3c3c'] };
const DAGGER = '†';

const text = (n: number): Field => ({ type: 'string', maxLength: n });
const block: Field = {
  type: 'object',
  fields: {
    lead: text(60), text: text(400),
    title: text(120), rows: { type: 'list', minItems: 1, maxItems: 6, of: { type: 'object', fields: { roll: req.text(8), text: req.text(120) } } },
  },
  // a paragraph (lead and text) or a roll table (title and rows), not a mixture
  check: (b: Record<string, unknown>) => {
    const para = b.lead !== undefined || b.text !== undefined;
    const roll = b.title !== undefined || b.rows !== undefined;
    if (para === roll) return 'expected either lead and text (a paragraph) or title and rows (a roll table)';
    const missing = (para ? ['lead', 'text'] : ['title', 'rows']).find((k) => b[k] === undefined);
    return missing ? `a ${para ? 'paragraph' : 'roll table'} needs ${missing} too` : null;
  },
};

interface Data {
  width: number; height: number; title: string; subtitle?: string; 'boxes-per-die': number;
  range: Record<(typeof SIZES)[number], number>;
  sizes: { title: string; head: string[]; note: string };
  positions: { title: string; straight: string; diagonal: string; dice: [string, string]; range: string; key: string };
  panels: Panel[]; legend: string;
}

export const firingCard: Printable = {
  name: 'firing-card',
  summary: 'dice and range by ship size, where a broadside reaches, hits, movement, boarding and capture on one card to laminate',
  count: 'cards',
  perShip: false,
  gap: 0,
  laminate: true,
  reads: ['wind-card', 'damage-chart'],
  data: {
    type: 'object',
    fields: {
      width: req.length(inch(6), inch(8.5)), height: req.length(inch(8), inch(11)),
      title: req.text(40), subtitle: text(48),
      'boxes-per-die': { ...req.int(1, 6), doc: 'a ship loses a die for every this many G/C boxes checked, so rolls its G/C boxes ÷ this many' },
      range: {
        type: 'object', required: true, doc: 'squares a broadside reaches, by ship size',
        fields: Object.fromEntries(SIZES.map((s) => [s, req.int(1, 6)])),
      },
      sizes: {
        type: 'object', required: true,
        fields: { title: req.text(48), head: { type: 'list', minItems: 5, maxItems: 5, required: true, of: req.text(24) }, note: req.text(240) },
      },
      positions: {
        type: 'object', required: true,
        fields: {
          title: req.text(80), straight: req.text(24), diagonal: req.text(24), range: req.text(16), key: req.text(300),
          dice: { type: 'list', minItems: 2, maxItems: 2, required: true, of: req.text(12), doc: 'the word for one die, then for several' },
        },
      },
      panels: { type: 'list', minItems: 1, maxItems: 6, required: true, of: { type: 'object', fields: { title: req.text(40), lines: { type: 'list', minItems: 1, maxItems: 10, required: true, of: block } } } },
      legend: req.text(200),
    },
  },
  options: { ...LAMINATE_OPTIONS },
  items({ game, count, templates }) {
    const d = game.data['firing-card'] as Data;
    const marked = defaultsOf(game.data).some((x) => ['firing-card', 'firing-card.range'].includes(x.path) || x.path.startsWith('firing-card.range.'));
    const { sheet, mark } = layout(game.data, d, marked ? DAGGER : '', markText(game, d.width / 2) ?? '');
    const body = templates.render('firing-card', 'card.svg.hbs', { width: d.width, height: d.height, ...sheet });
    const card = { width: d.width, height: d.height, body, cut: 'rect' as const, mark };
    return Array.from({ length: count }, () => card);
  },
};

/** The dice, G/C boxes, range and points of each size, from the damage chart and this card's data. */
export function sizeRows(data: Record<string, any>, d: Data): (SizeRow & { boxes: number; points: number })[] {
  return SIZES.map((key) => {
    const sz = data['damage-chart'].sizes[key] as { label: string; rows: number; points: number };
    return { key, label: sz.label, boxes: sz.rows, dice: Math.ceil(sz.rows / d['boxes-per-die']), range: d.range[key], points: sz.points };
  });
}

function layout(data: Record<string, any>, d: Data, dagger: string, markWords: string) {
  const s = new Sheet();
  const { width: W, height: H } = d;
  const inner = W - 2 * INSET;
  const right = W - INSET;
  // the title band
  s.rect(INSET, INSET, inner, TITLE_H, { fill: ACCENT.card, attrs: attr('band', 'card') });
  const sub = d.subtitle ?? '';
  const subSize = sub ? fit(sub, inner * 0.4, 8.5) : 8.5;
  const subW = sub ? textWidth(sub, subSize) + 16 : 0;
  s.text({ x: INSET + 7, y: INSET + TITLE_H / 2 + 13 * 0.34, size: fit(d.title, inner - subW - 14, 13, 'bold'), text: d.title, bold: true, fill: '#ffffff', attrs: attr('title', 'card') });
  if (sub) s.text({ x: right - 7, y: INSET + TITLE_H / 2 + subSize * 0.34, size: subSize, text: sub, anchor: 'end', fill: '#ffffff' });

  // dice and range by size, beside the hit table
  let y = INSET + TITLE_H + GAP;
  const wA = Math.round(inner * 0.6);
  const wB = inner - wA - 14;
  const rows = sizeRows(data, d);
  const h = d.sizes.head;
  const hA = table(s, INSET, y, wA, d.sizes.title, ACCENT.sizes, [
    { head: h[0], align: 'start', bold: true }, { head: h[1], align: 'middle' }, { head: h[2], align: 'middle', bold: true },
    { head: h[3], align: 'middle', bold: true }, { head: h[4], align: 'middle' },
  ], rows.map((z) => [z.label, String(z.boxes), String(z.dice), `${z.range}${dagger}`, String(z.points)]), 'sizes');
  const sizeNote = note(d.sizes.note, INSET, wA, 'sizes');
  sizeNote.draw(s, y + hA + 2);
  const hits = data['wind-card'].hits as { title: string; head: string[]; rows: { roll: string; mark?: string; text: string }[] };
  const hB = table(s, INSET + wA + 14, y, wB, hits.title, ACCENT.hits, [
    { head: hits.head[0], align: 'middle', bold: true }, { head: hits.head[1], align: 'start', bold: true }, { head: '', align: 'start' },
  ], hits.rows.map((row) => [row.roll, row.mark ?? '', row.text]), 'hits');
  y += Math.max(hA + 2 + sizeNote.h, hB) + GAP;

  // where a broadside reaches, then the rules in two columns above the legend line: when they do not
  // fit, the rules' words shrink to their least size first, then the grids' squares to theirs
  const bottom = H - INSET - LEGEND - 8;
  const colW = (inner - 16) / 2;
  for (let cell = widestCell(rows, inner); ; cell = Math.max(CELL_MIN, cell - 0.5)) {
    const pos = positions(rows, { ...d.positions, dagger }, inner, cell);
    const placed = columns(d.panels, colW, bottom - (y + pos.h + GAP));
    if (placed) {
      pos.draw(s, INSET, y);
      y += pos.h + GAP;
      placed.forEach((col, c) => {
        let py = y;
        for (const p of col) {
          p.draw(s, INSET + c * (colW + 16), py);
          py += p.h + GAP;
        }
      });
      break;
    }
    if (cell === CELL_MIN) throw new DrawProblem('firing-card', ['firing-card', 'panels'], `the rules panels do not fit the ${Math.round(bottom - y - pos.h - GAP)} pt left on the card at ${RULE_MIN} pt or more; shorten their text or make the card taller`);
  }

  // the legend of the dagger at the foot, the default mark at its right
  const markRoom = markWords ? textWidth(markWords, MARK_SIZE) + 12 : 0;
  const base = H - INSET - 2; // the descenders stay inside the quarter inch of clear card
  if (dagger) s.text({ x: INSET, y: base, size: fit(d.legend, inner - markRoom, LEGEND, 'regular', 6.5), text: d.legend, fill: '#333333', attrs: attr('legend', 'card') });
  return { sheet: s, mark: { x: right, y: base, anchor: 'end' as const, width: Math.max(markRoom - 12, 1) } };
}

/** The panels in order over two columns, split where the taller column is shortest, at the largest text size that fits `room`; null if none does. */
function columns(panels: Panel[], w: number, room: number) {
  for (let size = 9; size >= RULE_MIN; size -= 0.25) {
    const measured = panels.map((p, i) => panel(p, i, w, size, ACCENT.panels[i]));
    if (measured.some((m) => !m)) continue;
    const ms = measured as NonNullable<(typeof measured)[number]>[];
    const height = (list: typeof ms) => list.reduce((a, m) => a + m.h, 0) + GAP * Math.max(0, list.length - 1);
    let best: [typeof ms, typeof ms] | null = null;
    for (let k = 1; k <= ms.length; k++) {
      const pair: [typeof ms, typeof ms] = [ms.slice(0, k), ms.slice(k)];
      if (!best || Math.max(...pair.map(height)) < Math.max(...best.map(height))) best = pair;
    }
    if (best && Math.max(...best.map(height)) <= room) return best;
  }
  return null;
}
