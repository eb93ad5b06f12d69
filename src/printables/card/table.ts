// A list as a table: a heading row and a row for each entry; a list of groups has a column for each
// member, a list of values one column. Columns share the card's width by what they hold; a long
// text wraps in its cell, and a table whose words cannot fit at the least size does not fit.
import type { FieldDecl } from '../../games/fields.js';
import { labelOf } from '../../games/fields.js';
import { textWidth, wrapWords } from '../../svg/fonts.js';
import { attrs } from '../parts.js';
import { BODY, INK, LABEL, LEAD, MIN, Overflow, THIN, fit, shown, valueAt, caps, type Block, type Ctx } from './common.js';
import { declAt, labelAt } from './settings.js';

const PAD = 3;

interface Column { head: string; value: (entry: unknown) => string }

function columnsOf(list: FieldDecl & { type: 'list' }, label: string): Column[] {
  if (list.of.type !== 'group') return [{ head: caps(label), value: (e) => shown(list.of, e) ?? '' }];
  const out: Column[] = [];
  const walk = (decls: Record<string, FieldDecl>, at: string[], words: string[]) => {
    for (const [k, m] of Object.entries(decls)) {
      if (m.type === 'group') walk(m.fields, [...at, k], [...words, labelOf(k, m)]);
      else out.push({ head: caps([...words, labelOf(k, m)].join(' ')), value: (e) => shown(m, valueAt(e as Record<string, unknown>, [...at, k])) ?? '' });
    }
  };
  walk(list.of.fields, [], []);
  return out;
}

const longestWord = (text: string, size: number, bold: boolean) => Math.max(0, ...text.split(/\s+/).map((w) => textWidth(w, size, bold ? 'bold' : 'regular')));

/** Column widths filling `inner` for words at `size` (headings at `head`): each its whole text's width
 * when they all fit, else between its longest word's and that; null when the longest words do not fit. */
function widths(heads: string[], rows: string[][], size: number, head: number, inner: number): number[] | null {
  const nat = heads.map((h, c) => 2 * PAD + Math.max(textWidth(h, head, 'bold'), ...rows.map((r) => textWidth(r[c], size))));
  const least = heads.map((h, c) => 2 * PAD + Math.max(longestWord(h, head, true), ...rows.map((r) => longestWord(r[c], size, false))));
  const [sn, sl] = [nat.reduce((a, b) => a + b, 0), least.reduce((a, b) => a + b, 0)];
  if (sn <= inner) return nat.map((w) => (w * inner) / sn);
  if (sl > inner) return null;
  const k = (inner - sl) / (sn - sl);
  return least.map((l, c) => l + (nat[c] - l) * k);
}

export function tableBlock(ctx: Ctx, path: string[]): Block {
  const decl = declAt(ctx.fields, path) as FieldDecl & { type: 'list' };
  const label = labelAt(ctx.fields, path);
  const columns = columnsOf(decl, label);
  const entries = valueAt(ctx.ship, path);
  const rows = (Array.isArray(entries) ? entries : []).map((e) => columns.map((c) => c.value(e)));
  const heads = columns.map((c) => c.head);
  // a list of groups is captioned with its label; a list of values has it as its heading
  const caption = decl.of.type === 'group' ? caps(label) : null;
  const captionSize = caption === null ? 0 : fit(caption, ctx.inner, LABEL);
  let size = BODY;
  let head = LABEL;
  let ws = widths(heads, rows, size, head, ctx.inner);
  if (!ws) [size, head, ws] = [MIN, MIN, widths(heads, rows, MIN, MIN, ctx.inner)];
  if (!ws) throw new Overflow(`the ${label} table is wider than the card at ${MIN} pt`);
  const cols = ws;
  const cell = (text: string, c: number, s: number, bold: boolean) => wrapWords(text.split(/\s+/).filter(Boolean), cols[c] - 2 * PAD, s, bold ? 'bold' : 'regular');
  const line = (texts: string[], s: number, bold: boolean) => {
    const lines = texts.map((t, c) => cell(t, c, s, bold));
    return { lines, height: Math.max(1, ...lines.map((l) => l.length)) * s * LEAD + 3 };
  };
  const heading = line(heads, head, true);
  const body = rows.map((r) => line(r, size, false));
  const top = caption === null ? 0 : captionSize * LEAD + 1;
  const height = top + heading.height + body.reduce((h, b) => h + b.height, 0);
  return {
    what: `the ${label} table`, height,
    draw(p, x0, y) {
      if (caption !== null) p.text({ x: x0, y: y + 0.8 * captionSize, size: captionSize, text: caption, bold: true, attrs: attrs({ caption: path.join('.') }) });
      const t = y + top;
      p.rect(x0, t, ctx.inner, height - top, { stroke: INK, weight: THIN, attrs: attrs({ table: path.join('.') }) });
      let x = x0;
      for (const w of cols.slice(0, -1)) {
        x += w;
        p.line(x, t, x, y + height, THIN);
      }
      const put = (r: { lines: string[][] }, ry: number, s: number, bold: boolean, tag: Record<string, string | number>) => {
        let cx = x0;
        r.lines.forEach((ls, c) => {
          ls.forEach((text, i) => p.text({ x: cx + PAD, y: ry + 1.5 + 0.8 * s * LEAD + i * s * LEAD, size: s, text, bold, attrs: attrs({ ...tag, column: c }) }));
          cx += cols[c];
        });
      };
      put(heading, t, head, true, { heading: path.join('.') });
      let ry = t + heading.height;
      p.line(x0, ry, x0 + ctx.inner, ry, 1);
      body.forEach((b, i) => {
        if (i > 0) p.line(x0, ry, x0 + ctx.inner, ry, THIN, { stroke: '#808080' });
        put(b, ry, size, false, { row: i + 1 });
        ry += b.height;
      });
    },
  };
}
