// The card's simpler parts, each measured for its card and then drawn: the name (by the one name
// rule), the side's band, check boxes, a wrapped text and ruled lines. The grid, the tracks and
// the table have files of their own.
import type { FieldDecl } from '../../games/fields.js';
import { sideOf } from '../../games/fields.js';
import { fitName, nameBaselines, nameHeight, NAME_MIN, type NameBox } from '../../svg/names.js';
import { textWidth } from '../../svg/fonts.js';
import { attrs } from '../parts.js';
import { BODY, INK, INSET, LABEL, LEAD, MIN, Overflow, THIN, fit, middle, shown, valueAt, wrap, caps, type Block, type Ctx } from './common.js';
import { declAt, labelAt } from './settings.js';

/** Where a card prints a ship's name: across the card, up to two lines, larger on a larger card
 * (a low card keeps its height for the parts). */
export function nameBox(width: number, height: number): NameBox {
  const inner = width - 2 * INSET;
  const max = Math.min(20, Math.max(12, Math.round(Math.min(inner / 12, (height - 2 * INSET) / 14))));
  return { width: inner, max, height: nameHeight(2, max) };
}

export function nameBlock(ctx: Ctx, box: NameBox): Block {
  const b = fitName(String(ctx.ship.name), box);
  if (!b) throw new Overflow(`its name does not fit two lines at ${NAME_MIN} pt`);
  const above = nameHeight(b.lines.length, b.size);
  return {
    what: 'the name', height: above + 0.25 * b.size,
    draw(p, x0, y) {
      nameBaselines(b, y + above).forEach((by, i) => p.text({ x: x0 + ctx.inner / 2, y: by, size: b.size, text: b.lines[i], bold: true, anchor: 'middle', attrs: attrs({ part: 'name' }) }));
    },
  };
}

const BAND_H = 14;
const BAND_TEXT = 9;

/** A band across the card in the side's colour, its name in the side's ink; a one-of field's in black. */
export function bandBlock(ctx: Ctx, path: string[]): Block {
  const d = declAt(ctx.fields, path) as FieldDecl;
  const v = shown(d, valueAt(ctx.ship, path));
  const side = d.type === 'side' && v !== null ? sideOf(ctx.sides, v) : undefined;
  // a value left out: an outlined band with the field's label, to write the value on
  const [fill, ink] = side ? [side.fill, side.ink] : v !== null ? [INK, '#ffffff'] : ['#ffffff', '#595959'];
  const text = caps(v ?? labelAt(ctx.fields, path));
  const size = fit(text, ctx.inner - 10, v === null ? LABEL : BAND_TEXT);
  return {
    what: `the ${labelAt(ctx.fields, path)} band`, height: BAND_H,
    draw(p, x0, y) {
      p.rect(x0, y, ctx.inner, BAND_H, { fill, stroke: INK, weight: THIN, attrs: attrs({ band: path.join('.') }) });
      p.text({ x: x0 + 5, y: middle(y, BAND_H, size), size, text, bold: true, fill: ink, attrs: attrs({ 'band-text': path.join('.') }) });
    },
  };
}

const CHECK = 7.5;
const CHECK_ROW = 12;
const CHECK_SPACE = 10;

/** A box for each yes-no field, ticked when yes, its label after it; as many to a line as fit. */
export function checksBlock(ctx: Ctx, paths: string[][]): Block {
  const items = paths.map((path) => {
    const text = caps(labelAt(ctx.fields, path));
    const size = fit(text, ctx.inner - CHECK - 3, LABEL);
    return { path, text, size, w: CHECK + 3 + textWidth(text, size, 'bold'), yes: valueAt(ctx.ship, path) === true };
  });
  const placed: { item: (typeof items)[number]; x: number; line: number }[] = [];
  let [x, line] = [0, 0];
  for (const item of items) {
    if (x > 0 && x + item.w > ctx.inner) [x, line] = [0, line + 1];
    placed.push({ item, x, line });
    x += item.w + CHECK_SPACE;
  }
  return {
    what: 'the check boxes', height: (line + 1) * CHECK_ROW,
    draw(p, x0, y) {
      for (const { item, x: ix, line: l } of placed) {
        const [bx, by] = [x0 + ix, y + l * CHECK_ROW + (CHECK_ROW - CHECK) / 2];
        p.rect(bx, by, CHECK, CHECK, { fill: '#ffffff', stroke: INK, weight: THIN, attrs: attrs({ check: item.path.join('.'), ticked: String(item.yes) }) });
        if (item.yes) {
          p.line(bx + 1.5, by + CHECK * 0.55, bx + CHECK * 0.42, by + CHECK - 1.5, 1.2, { attrs: attrs({ tick: item.path.join('.') }) });
          p.line(bx + CHECK * 0.42, by + CHECK - 1.5, bx + CHECK - 1.2, by + 1.2, 1.2);
        }
        p.text({ x: bx + CHECK + 3, y: middle(y + l * CHECK_ROW, CHECK_ROW, item.size), size: item.size, text: item.text, bold: true });
      }
    },
  };
}

/** A text field: its label, then its words wrapped beside it (or under it, when the label is long). */
export function textBlock(ctx: Ctx, path: string[]): Block {
  const label = caps(labelAt(ctx.fields, path));
  const v = shown(declAt(ctx.fields, path) as FieldDecl, valueAt(ctx.ship, path));
  const lw = textWidth(label, LABEL, 'bold');
  const beside = lw <= ctx.inner * 0.35;
  const labelSize = beside ? LABEL : fit(label, ctx.inner, LABEL);
  const [tx, top] = beside ? [lw + 5, 0] : [0, LABEL * LEAD];
  const body = v === null ? null : wrap(v, ctx.inner - tx, BODY);
  const lead = (body?.size ?? BODY) * LEAD;
  const lines = body?.lines.length ?? 1;
  return {
    what: `the ${labelAt(ctx.fields, path)} text`, height: top + lines * lead,
    draw(p, x0, y) {
      p.text({ x: x0, y: y + 0.8 * (beside ? lead : labelSize), size: labelSize, text: label, bold: true });
      if (!body) {
        p.line(x0 + tx, y + top + lead - 1, x0 + ctx.inner, y + top + lead - 1, THIN, { stroke: '#595959', attrs: attrs({ 'write-in': path.join('.') }) });
        return;
      }
      body.lines.forEach((text, i) => p.text({ x: x0 + tx, y: y + top + 0.8 * lead + i * lead, size: Math.max(MIN, body.size), text, attrs: attrs({ text: path.join('.') }) }));
    },
  };
}

const LINE = 15;

/** Ruled lines to write on in play. */
export function linesBlock(ctx: Ctx, count: number): Block {
  return {
    what: 'the ruled lines', height: count * LINE,
    draw(p, x0, y) {
      for (let i = 1; i <= count; i++) p.line(x0, y + i * LINE - 1, x0 + ctx.inner, y + i * LINE - 1, THIN, { stroke: '#595959', attrs: attrs({ rule: i }) });
    },
  };
}
