// The grid: a cell for each value, "LABEL value", as many columns as the longest fits (or as the
// settings say); a group takes a row of its own, its label and then its members' labels and values.
// A value too long for its cell goes under its label, wrapped.
import type { FieldDecl } from '../../games/fields.js';
import { fitSize, textWidth } from '../../svg/fonts.js';
import { attrs, type Parts } from '../parts.js';
import { LABEL, LEAD, THIN, VALUE, fit, middle, shown, valueAt, wrap, caps, type Block, type Ctx } from './common.js';
import { declAt, labelAt } from './settings.js';
import { labelOf } from '../../games/fields.js';

const PAD = 3;
const ROW = 13;            // a cell of one line
const MEMBER_ROW = 11;     // a line of a group's members
const MEMBER_SPACE = 8;
const WRITE_IN = 18;       // the least room for a line to write a value on
/** Columns of a width: none narrower than this. */
const COLUMN_MIN = 60;

interface Cell { label: string; value: string | null; path: string }
type Item = { kind: 'cell'; cell: Cell } | { kind: 'group'; label: string; members: Cell[]; path: string };

function itemsOf(ctx: Ctx, paths: string[][]): Item[] {
  return paths.map((path) => {
    const d = declAt(ctx.fields, path) as FieldDecl;
    const label = caps(labelAt(ctx.fields, path));
    if (d.type !== 'group') return { kind: 'cell', cell: { label, value: shown(d, valueAt(ctx.ship, path)), path: path.join('.') } };
    const members: Cell[] = [];
    // a group's members, a group within it flattened with its label first
    const walk = (decls: Record<string, FieldDecl>, at: string[], words: string[]) => {
      for (const [k, m] of Object.entries(decls)) {
        if (m.type === 'group') walk(m.fields, [...at, k], [...words, labelOf(k, m)]);
        else members.push({ label: caps([...words, labelOf(k, m)].join(' ')), value: shown(m, valueAt(ctx.ship, [...at, k])), path: [...at, k].join('.') });
      }
    };
    walk(d.fields, path, []);
    return { kind: 'group', label, members, path: path.join('.') };
  });
}

/** The value's size on one line after its label in a cell `w` wide; null when it does not fit. */
function oneLine(c: Cell, w: number): number | null {
  const room = w - 2 * PAD - textWidth(c.label, LABEL, 'bold') - 4;
  if (c.value === null) return room >= WRITE_IN ? VALUE : null;
  return room > 0 ? fitSize(c.value, room, VALUE, 'bold', 7) : null;
}

/** A cell laid out in `w`: its height and how it draws. */
function cellOf(c: Cell, w: number): { height: number; draw(p: Parts, x: number, y: number): void } {
  const size = oneLine(c, w);
  if (size !== null) {
    return {
      height: ROW,
      draw(p, x, y) {
        const base = middle(y, ROW, VALUE);
        p.text({ x: x + PAD, y: base, size: LABEL, text: c.label, bold: true });
        if (c.value === null) p.line(x + w - PAD - WRITE_IN, base + 1, x + w - PAD, base + 1, THIN, { stroke: '#595959', attrs: attrs({ 'write-in': c.path }) });
        else p.text({ x: x + w - PAD, y: base, size, text: c.value, bold: true, anchor: 'end', attrs: attrs({ cell: c.path }) });
      },
    };
  }
  // the label on a line of its own, the value wrapped under it
  const labelSize = fit(c.label, w - 2 * PAD, LABEL);
  const body = wrap(c.value ?? '', w - 2 * PAD, 7.5, 'bold');
  const lead = body.size * LEAD;
  return {
    height: PAD + labelSize * LEAD + body.lines.length * lead + PAD,
    draw(p, x, y) {
      p.text({ x: x + PAD, y: y + PAD + 0.8 * labelSize, size: labelSize, text: c.label, bold: true });
      body.lines.forEach((text, i) => p.text({ x: x + PAD, y: y + PAD + labelSize * LEAD + 0.8 * lead + i * lead, size: body.size, text, bold: true, attrs: attrs({ cell: c.path }) }));
    },
  };
}

/** A group's row: its label, then its members' labels and values, as many to a line as fit. */
function groupOf(g: Item & { kind: 'group' }, w: number) {
  const labelSize = fit(g.label, w * 0.4, LABEL);
  const x1 = PAD + textWidth(g.label, labelSize, 'bold') + 6;
  const room = w - PAD - x1;
  const pairs = g.members.map((m) => {
    const ml = fit(m.label, room, LABEL, 'regular');
    const lw = textWidth(m.label, ml, 'regular') + 3;
    const vs = m.value === null ? VALUE : fit(m.value, room - lw, VALUE);
    return { m, ml, lw, vs, w: lw + (m.value === null ? WRITE_IN : textWidth(m.value, vs, 'bold')) };
  });
  const placed: { pair: (typeof pairs)[number]; x: number; line: number }[] = [];
  let [x, line] = [0, 0];
  for (const pair of pairs) {
    if (x > 0 && x + pair.w > room) [x, line] = [0, line + 1];
    placed.push({ pair, x, line });
    x += pair.w + MEMBER_SPACE;
  }
  return {
    height: Math.max(ROW, (line + 1) * MEMBER_ROW + 2),
    draw(p: Parts, cx: number, y: number) {
      p.text({ x: cx + PAD, y: middle(y + 1, MEMBER_ROW, VALUE), size: labelSize, text: g.label, bold: true, attrs: attrs({ group: g.path }) });
      for (const { pair, x: px, line: l } of placed) {
        const base = middle(y + 1 + l * MEMBER_ROW, MEMBER_ROW, VALUE);
        const at = cx + x1 + px;
        p.text({ x: at, y: base, size: pair.ml, text: pair.m.label });
        if (pair.m.value === null) p.line(at + pair.lw, base + 1, at + pair.lw + WRITE_IN, base + 1, THIN, { stroke: '#595959', attrs: attrs({ 'write-in': pair.m.path }) });
        else p.text({ x: at + pair.lw, y: base, size: pair.vs, text: pair.m.value, bold: true, attrs: attrs({ cell: pair.m.path }) });
      }
    },
  };
}

/** The grid of `paths`, in `columns` columns or as many as fit. */
export function gridBlock(ctx: Ctx, paths: string[][], columns?: number): Block {
  const items = itemsOf(ctx, paths);
  const cells = items.flatMap((i) => (i.kind === 'cell' ? [i.cell] : []));
  let n = columns ?? 1;
  if (columns === undefined) {
    // the most columns in which every value fits on one line after its label
    for (let k = Math.min(Math.max(1, Math.floor(ctx.inner / COLUMN_MIN)), Math.max(1, cells.length)); k >= 1; k--) {
      if (cells.every((c) => oneLine(c, ctx.inner / k) !== null)) {
        n = k;
        break;
      }
    }
  }
  const w = ctx.inner / n;
  // rows: cells side by side, a group's row across the grid
  const rows: { height: number; draw: (p: Parts, x0: number, y: number) => void }[] = [];
  let row: ReturnType<typeof cellOf>[] = [];
  const flush = () => {
    if (!row.length) return;
    const laid = row;
    const height = Math.max(...laid.map((c) => c.height));
    rows.push({
      height,
      draw: (p, x0, y) => laid.forEach((c, i) => {
        p.rect(x0 + i * w, y, w, height, { stroke: '#000000', weight: THIN, attrs: attrs({ 'grid-cell': i }) });
        c.draw(p, x0 + i * w, y);
      }),
    });
    row = [];
  };
  for (const item of items) {
    if (item.kind === 'cell') {
      row.push(cellOf(item.cell, w));
      if (row.length === n) flush();
      continue;
    }
    flush();
    const g = groupOf(item, ctx.inner);
    rows.push({
      height: g.height,
      draw: (p, x0, y) => {
        p.rect(x0, y, ctx.inner, g.height, { stroke: '#000000', weight: THIN, attrs: attrs({ 'grid-cell': 'group' }) });
        g.draw(p, x0, y);
      },
    });
  }
  flush();
  return {
    what: 'the grid', height: rows.reduce((h, r) => h + r.height, 0),
    draw(p, x0, y) {
      for (const r of rows) {
        r.draw(p, x0, y);
        y += r.height;
      }
    },
  };
}
