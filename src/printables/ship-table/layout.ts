// Geometry of the master ship table page: a title band, a two-level heading (movement dice under the
// four attitudes to the wind, cost under the five crew qualities), a sub-heading per ship type with
// its rows, and under the table the default legend (while the numbers are defaults) and the notes.
// The rows share what height the page leaves them, up to a limit.
import { DrawProblem } from '../problem.js';
import { ATTITUDES, CREWS, type Row, type Table, type Type } from '../btq-table.js';
import { textWidth } from '../../svg/fonts.js';
import { Parts, attrs, fitter } from '../parts.js';

export interface Data {
  width: number; height: number; title: string; subtitle: string;
  headings: { class: string; rate: string; masts: string; speed: string; turn: string; cost: string };
  attitudes: Record<(typeof ATTITUDES)[number], string>;
  none: string; badge: string; legend: string; notes: string[];
}

export const INSET = 18;
const BAND = 24;
const GAP = 10;
const HEAD1 = 15;          // the group headings
const HEAD2 = 24;          // the column headings (an attitude's letter over its name)
const ROW_MAX = 20;
const ROW_MIN = 13;
const TEXT_MIN = 6.5;
const NARROW = { rate: 30, masts: 34, speed: 42, turn: 32, cost: 31 };
const INK = '#23415f';
const RULE = '#8a96a3';
const BADGE = '#f5c542';
const DEFAULT_TINT = '#fdf3d3';

const fit = fitter('ship-table', TEXT_MIN);
const lead = (size: number) => size * 1.2;

/** The table's rows grouped by type, in the order the types are listed, each group by rate. */
export function groups(table: Table): { type: Type; label: string; rows: Row[] }[] {
  return (Object.keys(table.types) as Type[])
    .map((type) => ({ type, label: table.types[type].label, rows: table.rows.filter((r) => r.type === type).sort((a, b) => a.rate - b.rate) }))
    .filter((g) => g.rows.length > 0);
}

export function pageView(d: Data, table: Table, isDefault: boolean) {
  const W = d.width;
  const inner = W - 2 * INSET;
  const parts = new Parts();

  // the title band, with the badge while the numbers are defaults
  parts.rect(INSET, INSET, inner, BAND, { fill: INK });
  const titleSize = fit.one(d.title, inner * 0.6, 13, 'bold');
  const tx = INSET + 7;
  parts.text({ x: tx, y: INSET + BAND / 2 + titleSize * 0.35, size: titleSize, text: d.title, bold: true, fill: '#ffffff', attrs: attrs({ title: 'page' }) });
  let titleEnd = tx + textWidth(d.title, titleSize, 'bold');
  if (isDefault) titleEnd = badge(parts, d.badge, titleEnd + 8, INSET + BAND / 2);
  const subSize = fit.one(d.subtitle, W - INSET - 7 - titleEnd - 16, 8);
  parts.text({ x: W - INSET - 7, y: INSET + BAND / 2 + subSize * 0.35, size: subSize, text: d.subtitle, anchor: 'end', fill: '#ffffff', attrs: attrs({ subtitle: 'page' }) });

  // under the table: the legend while the numbers are defaults, then the notes (measured first)
  // the legend starts with the badge of the title band, so the two read as one
  const badgeW = textWidth(d.badge, 7, 'bold') + 8;
  const legend = isDefault ? fit.wrap(d.legend, inner - 16 - badgeW - 8, 8.5, 2) : null;
  const legendH = legend ? legend.lines.length * lead(legend.size) + 8 : 0;
  const notes = d.notes.map((n) => fit.wrap(n, inner, 8, 3));
  const notesH = notes.reduce((a, b) => a + b.lines.length * lead(b.size) + 3, 0);
  const top = INSET + BAND + GAP;
  const gs = groups(table);
  const lines = gs.length + table.rows.length;
  const room = d.height - INSET - 14 - notesH - (legend ? legendH + GAP : 0) - GAP - top - HEAD1 - HEAD2;
  const rowH = Math.min(ROW_MAX, room / lines);
  if (rowH < ROW_MIN) throw new DrawProblem('ship-table', undefined, `${table.rows.length} rows and ${gs.length} types need rows of at least ${ROW_MIN} pt, but the page leaves ${Math.floor(rowH * 10) / 10} pt; shorten the notes, make the page taller or use fewer rows`);

  const bottom = grid(parts, d, table, gs, INSET, top, inner, rowH, isDefault);
  let y = bottom + GAP;
  if (legend) {
    parts.rect(INSET, y, inner, legendH, { fill: DEFAULT_TINT, stroke: '#000000', weight: 0.8, attrs: attrs({ legend: 'box' }) });
    badge(parts, d.badge, INSET + 8, y + legendH / 2);
    const lx = INSET + 8 + badgeW + 8;
    legend.lines.forEach((line, i) => parts.text({ x: lx, y: y + 4 + legend.size * 0.95 + i * lead(legend.size), size: legend.size, text: line, attrs: attrs({ legend: i }) }));
    y += legendH + GAP;
  }
  notes.forEach((b, i) => {
    b.lines.forEach((line, j) => parts.text({ x: INSET, y: y + b.size * 0.95 + j * lead(b.size), size: b.size, text: line, fill: '#222222', attrs: attrs({ note: i }) }));
    y += b.lines.length * lead(b.size) + 3;
  });
  return { width: W, height: d.height, parts };
}

/** The DEFAULT badge with its left edge at x, centred on y; answers its right edge. */
function badge(parts: Parts, text: string, x: number, y: number): number {
  const size = 7;
  const w = textWidth(text, size, 'bold') + 8;
  parts.rect(x, y - 6, w, 12, { fill: BADGE, stroke: '#000000', weight: 0.6, attrs: attrs({ badge: 'default' }) });
  parts.text({ x: x + w / 2, y: y + size * 0.35, size, text, bold: true, anchor: 'middle', attrs: attrs({ badge: 'text' }) });
  return x + w;
}

interface Col { key: string; x: number; w: number }

/** The heading and rows at (x, y), `width` wide; answers the bottom of the table. */
function grid(parts: Parts, d: Data, table: Table, gs: ReturnType<typeof groups>, x: number, y: number, width: number, rowH: number, isDefault: boolean): number {
  const fixed = NARROW.rate + NARROW.masts + 4 * NARROW.speed + NARROW.turn + 5 * NARROW.cost;
  const cols: Col[] = [];
  let at = x;
  const add = (key: string, w: number) => { cols.push({ key, x: at, w }); at += w; };
  add('class', width - fixed);
  add('rate', NARROW.rate);
  add('masts', NARROW.masts);
  for (const a of ATTITUDES) add(`speed-${a}`, NARROW.speed);
  add('turn', NARROW.turn);
  for (const c of CREWS) add(`cost-${c}`, NARROW.cost);
  const col = (key: string) => cols.find((c) => c.key === key)!;

  // two heading rows: the groups over their columns, then each column's own
  parts.rect(x, y, width, HEAD1 + HEAD2, { fill: INK });
  const group = (text: string, from: Col, to: Col, role: string) => {
    const w = to.x + to.w - from.x;
    parts.rect(from.x, y, w, HEAD1, { fill: '#35597d' });
    const s = fit.one(text, w - 6, 7.5, 'bold');
    parts.text({ x: from.x + w / 2, y: y + HEAD1 / 2 + s * 0.35, size: s, text, bold: true, anchor: 'middle', fill: '#ffffff', attrs: attrs({ group: role }) });
    parts.line(from.x, y, from.x, y + HEAD1 + HEAD2, 0.8, { stroke: '#ffffff' });
    parts.line(to.x + to.w, y, to.x + to.w, y + HEAD1 + HEAD2, 0.8, { stroke: '#ffffff' });
  };
  group(d.headings.speed, col('speed-A'), col('speed-D'), 'speed');
  group(d.headings.cost, col(`cost-${CREWS[0]}`), col(`cost-${CREWS[CREWS.length - 1]}`), 'cost');
  const head = (c: Col, text: string, sub?: string) => {
    const cx = c.x + c.w / 2;
    if (sub === undefined) {
      const s = fit.one(text, c.w - 4, 8, 'bold');
      parts.text({ x: c.key === 'class' ? c.x + 4 : cx, y: y + HEAD1 + HEAD2 / 2 + s * 0.35, size: s, text, bold: true, anchor: c.key === 'class' ? 'start' : 'middle', fill: '#ffffff', attrs: attrs({ head: c.key }) });
      return;
    }
    parts.text({ x: cx, y: y + HEAD1 + 11, size: 10, text, bold: true, anchor: 'middle', fill: '#ffffff', attrs: attrs({ head: c.key }) });
    const s = fit.one(sub, c.w - 3, 7, 'regular');
    parts.text({ x: cx, y: y + HEAD1 + 20, size: s, text: sub, anchor: 'middle', fill: '#ffffff', attrs: attrs({ 'head-sub': c.key }) });
  };
  head(col('class'), d.headings.class);
  head(col('rate'), d.headings.rate);
  head(col('masts'), d.headings.masts);
  for (const a of ATTITUDES) head(col(`speed-${a}`), a, d.attitudes[a]);
  head(col('turn'), d.headings.turn);
  for (const c of CREWS) head(col(`cost-${c}`), table.crews[c].short);

  // a sub-heading for each type, then its rows; every number from the master ship table
  let top = y + HEAD1 + HEAD2;
  const size = Math.min(9, rowH * 0.62);
  for (const g of gs) {
    parts.rect(x, top, width, rowH, { fill: '#c9d6e3', attrs: attrs({ 'type-row': g.type }) });
    parts.text({ x: x + 4, y: top + rowH / 2 + size * 0.35, size: fit.one(g.label, width - 8, size, 'bold'), text: g.label, bold: true, attrs: attrs({ type: g.type }) });
    parts.line(x, top, x + width, top, 0.8);
    top += rowH;
    g.rows.forEach((row, i) => {
      if (i % 2 === 1) parts.rect(x, top, width, rowH, { fill: isDefault ? DEFAULT_TINT : '#eef2f6' });
      const ref = `${row.type}.${row.rate}`;
      const cell = (key: string, text: string, bold = false) => {
        const c = col(key);
        const left = key === 'class';
        const s = fit.one(text, c.w - 6, size, bold ? 'bold' : 'regular');
        parts.text({ x: left ? c.x + 4 : c.x + c.w / 2, y: top + rowH / 2 + size * 0.35, size: s, text, bold, anchor: left ? 'start' : 'middle', attrs: attrs({ cell: `${ref}.${key}` }) });
      };
      cell('class', row.class ?? '');
      cell('rate', String(row.rate), true);
      cell('masts', String(row.masts));
      for (const a of ATTITUDES) cell(`speed-${a}`, row.speed[a] > 0 ? String(row.speed[a]) : d.none);
      cell('turn', String(row.turn));
      for (const c of CREWS) cell(`cost-${c}`, String(row.cost[c]));
      if (i > 0) parts.line(x, top, x + width, top, 0.4, { stroke: RULE });
      // column rules down the row (not across the type's sub-heading), firmer round the two groups
      for (const c of cols.slice(1)) {
        const firm = c.key === 'speed-A' || c.key === 'turn' || c.key === `cost-${CREWS[0]}`;
        parts.line(c.x, top, c.x, top + rowH, firm ? 0.9 : 0.4, { stroke: firm ? '#000000' : RULE });
      }
      top += rowH;
    });
  }
  parts.rect(x, y, width, top - y, { stroke: '#000000', weight: 1.2, attrs: attrs({ frame: 'table' }) });
  return top;
}
