// The firing card's ruled tables (dice and range by size, the hit table) and its panels of rules
// text: a coloured title band, then rows or paragraphs, each measured before it is placed.
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { textWidth } from '../../svg/fonts.js';
import { RULE_MIN, attr, fit, restX, wrap, wrapMixed, type MixedLine, type Sheet } from './sheet.js';

export const BAND = 15;        // a table's or panel's title band
const HEAD = 12;               // column heads under the band
const ROW = 15;                // a table row
const PAD = 4;                 // inside a cell
const CELL = 9.5;              // table cell size, largest
const LEAD = 1.22;             // line advance, in ems
const PARA = 3.5;              // between paragraphs
const HALF_CAP = 0.34;         // half a cap height, in ems: centres figures in a row

export interface Column { head: string; align: 'start' | 'middle'; bold?: boolean }

/** A title band across `w` at (x, y): white bold words on the accent colour. */
export function band(s: Sheet, x: number, y: number, w: number, title: string, accent: string, data: string): void {
  s.rect(x, y, w, BAND, { fill: accent, attrs: attr('band', data) });
  s.text({ x: x + PAD, y: y + BAND - 4.2, size: fit(title, w - 2 * PAD, 9.5, 'bold'), text: title, bold: true, fill: '#ffffff' });
}

/**
 * A ruled table at (x, y), `w` wide: title band, column heads, shaded rows. Columns take their
 * natural width and share what is left over. Returns its height.
 */
export function table(s: Sheet, x: number, y: number, w: number, title: string, accent: string, cols: Column[], rows: string[][], id: string): number {
  band(s, x, y, w, title, accent, id);
  const natural = cols.map((c, i) => Math.max(
    c.head ? textWidth(c.head, 7) : 0,
    ...rows.map((row) => textWidth(row[i], CELL, c.bold ? 'bold' : 'regular')),
  ) + 2 * PAD);
  const spare = w - natural.reduce((a, b) => a + b, 0);
  if (spare < 0) throw new DrawProblem('firing-card', title, `table ${quote(title)} needs ${Math.ceil(-spare)} pt more than its ${Math.round(w)} pt; shorten its words`);
  const widths = natural.map((n) => n + spare / cols.length);
  const xs = widths.reduce((a, v) => [...a, a[a.length - 1] + v], [x]);
  const top = y + BAND;
  const body = top + HEAD;
  rows.forEach((_, i) => { if (i % 2 === 0) s.rect(x, body + i * ROW, w, ROW, { fill: '#ececec' }); });
  s.rect(x, top, w, HEAD + rows.length * ROW, { stroke: accent, weight: 0.8 });
  cols.forEach((c, i) => {
    if (i > 0) s.line(xs[i], body, xs[i], body + rows.length * ROW, 0.5, { stroke: '#9a9a9a' });
    const at = (cw: number) => (c.align === 'middle' ? xs[i] + cw / 2 : xs[i] + PAD);
    // a head may run on over the next column when that one has none
    let room = widths[i];
    for (let j = i + 1; j < cols.length && !cols[j].head; j++) room += widths[j];
    if (c.head) s.text({ x: c.align === 'middle' ? at(widths[i]) : xs[i] + PAD, y: top + HEAD - 3.5, size: fit(c.head, (c.align === 'middle' ? widths[i] : room) - 2, 7, 'regular', 6.5), text: c.head, anchor: c.align, fill: '#444444' });
    rows.forEach((row, k) => {
      const size = fit(row[i], widths[i] - 2 * PAD, CELL, c.bold ? 'bold' : 'regular');
      s.text({ x: at(widths[i]), y: body + k * ROW + ROW / 2 + CELL * HALF_CAP, size: size, text: row[i], bold: c.bold, anchor: c.align, attrs: attr('cell', `${id} ${k} ${i}`) });
    });
  });
  return BAND + HEAD + rows.length * ROW;
}

/** Lines of a note in `w` at 8 pt: its height, and a function drawing it with its top at y. */
export function note(text: string, x: number, w: number, id: string): { h: number; draw: (s: Sheet, y: number) => void } {
  const size = RULE_MIN;
  const lines = wrap(text, w, size);
  return {
    h: lines.length * size * LEAD,
    draw: (s, y) => lines.forEach((l, i) => s.text({ x, y: y + (i + 0.8) * size * LEAD, size: size, text: l, fill: '#222222', attrs: attr('note', id) })),
  };
}

/** A paragraph with a bold lead-in, or a small roll table of the rules, in a panel. */
export type Block = { lead: string; text: string } | { title: string; rows: { roll: string; text: string }[] };
export interface Panel { title: string; lines: Block[] }

/** A panel measured for width `w` at text size `size`: its height and a function drawing it at (x, y). */
export function panel(p: Panel, index: number, w: number, size: number, accent: string): { h: number; draw: (s: Sheet, x: number, y: number) => void } | null {
  const lead = size * LEAD;
  const rollW = textWidth('4–6', size + 0.5, 'bold') + 2 * PAD + 6;
  const parts: { h: number; draw: (s: Sheet, x: number, y: number) => void }[] = [];
  for (const [bi, b] of p.lines.entries()) {
    const id = `${index}.${bi}`;
    if ('lead' in b) {
      const lines = wrapMixed(b.lead, b.text, w - 8, size);
      if (!lines) return null;
      parts.push({ h: lines.length * lead, draw: (s, x, y) => drawMixed(s, lines, x + 8, y, size, id, accent) });
      continue;
    }
    // a roll table: what is rolled (a tinted line), then a row for each result
    const head = wrapOrNull(b.title, w - 2 * PAD, size, 'bold');
    const rows = b.rows.map((row) => wrapOrNull(row.text, w - rollW - 2 * PAD, size));
    if (!head || rows.some((x) => !x)) return null;
    const headH = head.length * lead + 3;
    const rowH = (ls: string[]) => ls.length * lead + 3;
    parts.push({
      h: headH + rows.reduce((a, ls) => a + rowH(ls!), 0),
      draw: (s, x, y) => {
        const total = headH + rows.reduce((a, ls) => a + rowH(ls!), 0);
        s.rect(x, y, w, headH, { fill: tint(accent) });
        head.forEach((l, i) => s.text({ x: x + PAD, y: y + 1.5 + (i + 0.8) * lead, size: size, text: l, bold: true, attrs: attr('roll-head', id) }));
        let ry = y + headH;
        b.rows.forEach((row, k) => {
          const ls = rows[k]!;
          if (k > 0) s.line(x, ry, x + w, ry, 0.5, { stroke: '#9a9a9a' });
          const mid = ry + rowH(ls) / 2;
          s.text({ x: x + rollW / 2, y: mid + (size + 0.5) * HALF_CAP, size: size + 0.5, text: row.roll, bold: true, anchor: 'middle', fill: accent, attrs: attr('roll', `${id} ${row.roll}`) });
          ls.forEach((l, i) => s.text({ x: x + rollW + PAD, y: ry + 1.5 + (i + 0.8) * lead, size: size, text: l, attrs: attr('roll-text', `${id} ${row.roll}`) }));
          ry += rowH(ls);
        });
        s.line(x + rollW, y + headH, x + rollW, y + total, 0.5, { stroke: '#9a9a9a' });
        s.rect(x, y, w, total, { stroke: accent, weight: 0.8 });
      },
    });
  }
  const h = BAND + 4 + parts.reduce((a, part) => a + part.h, 0) + PARA * (parts.length - 1);
  return {
    h,
    draw: (s, x, y) => {
      band(s, x, y, w, p.title, accent, `panel ${index}`);
      let py = y + BAND + 4;
      for (const part of parts) {
        part.draw(s, x, py);
        py += part.h + PARA;
      }
    },
  };
}

function drawMixed(s: Sheet, lines: MixedLine[], x: number, y: number, size: number, id: string, accent: string): void {
  // a square bullet on the first line, in the panel's colour
  s.rect(x - 6.5, y + 0.8 * size * LEAD - size * 0.45, size * 0.36, size * 0.36, { fill: accent });
  lines.forEach((l, i) => {
    const base = y + (i + 0.8) * size * LEAD;
    if (l.bold) s.text({ x, y: base, size: size, text: l.bold, bold: true, attrs: attr('lead', id) });
    if (l.rest) s.text({ x: restX(x, l, size), y: base, size: size, text: l.rest, attrs: attr('text', id) });
  });
}

function wrapOrNull(text: string, width: number, size: number, weight: 'regular' | 'bold' = 'regular'): string[] | null {
  try {
    return wrap(text, width, size, weight);
  } catch {
    return null;
  }
}

/** A pale tint of an accent colour: one part accent to seven parts white. */
export function tint(hex: string): string {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `#${c.map((v) => Math.round(v + (255 - v) * 0.86).toString(16).padStart(2, '0')).join('')}`;
}
