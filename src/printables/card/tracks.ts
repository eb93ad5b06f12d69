// Tracks: a row of square boxes for each track, its label in a column on the left; a `tracks`
// field draws a labelled row for each of its entries. Sections sit apart, a heavier rule between
// them. The boxes are one size on the whole card, as large as the widest track allows (its labels
// above the boxes when beside them they would leave too little room), and a track too long for a
// line runs on to more lines, broken between sections where it can be.
import type { FieldDecl } from '../../games/fields.js';
import { textWidth } from '../../svg/fonts.js';
import { attrs } from '../parts.js';
import { BOX_MAX, BOX_MIN, HEAVY, INK, LABEL, LEAD, Overflow, THIN, valueAt, wrap, caps, type Block, type Ctx } from './common.js';
import { declAt, labelAt } from './settings.js';

const SECTION_GAP = 4;   // between sections, the heavier rule in its middle
const LINE_GAP = 2;      // between the lines of one track
const ROW_GAP = 3;       // between tracks
const LABEL_GAP = 4;     // the label column to the boxes
/** The label column takes at most this share of the card's width; a longer label wraps. */
const LABEL_SHARE = 0.4;

interface Row { label: string; sections: number[]; track: string; entry?: string }

function rowsOf(ctx: Ctx, paths: string[][]): Row[] {
  return paths.flatMap((path) => {
    const d = declAt(ctx.fields, path) as FieldDecl;
    const v = valueAt(ctx.ship, path);
    const track = path.join('.');
    if (d.type === 'track') return Array.isArray(v) ? [{ label: caps(labelAt(ctx.fields, path)), sections: v as number[], track }] : [];
    return Array.isArray(v) ? (v as { name: string; boxes: number[] }[]).map((t) => ({ label: caps(t.name), sections: t.boxes, track, entry: t.name })) : [];
  });
}

interface Run { x: number; count: number; section: number; first: number; rule: boolean }

/** A track's boxes in lines of `room`: runs of boxes, a section moved whole to the next line when it fits there. */
function lineUp(sections: number[], s: number, room: number): Run[][] {
  const perLine = Math.floor((room + 1e-6) / s);
  const lines: Run[][] = [[]];
  let x = 0;
  let box = 0;
  for (const [k, n] of sections.entries()) {
    let left = n;
    while (left > 0) {
      const line = lines[lines.length - 1];
      const start = line.length ? x + SECTION_GAP : 0;
      const fits = Math.floor((room - start + 1e-6) / s);
      if (line.length && (fits <= 0 || (left <= perLine && fits < left))) {
        lines.push([]);
        x = 0;
        continue;
      }
      const take = Math.min(left, fits);
      line.push({ x: start, count: take, section: k + 1, first: box, rule: line.length > 0 && left === n });
      x = start + take * s;
      left -= take;
      box += take;
    }
  }
  return lines;
}

/** The tracks of `paths` in the context's column, their labels measured once: the largest box (up
 * to BOX_MAX, at least BOX_MIN, else null) at which every track fits one line, and at which every
 * section does (a track running on to more lines then breaks only between sections), and their
 * block at any box size. */
export function tracksOf(ctx: Ctx, paths: string[][]): { oneLine: number | null; whole: number | null; block(s: number): Block } {
  const rows = rowsOf(ctx, paths);
  // labels above the boxes give the boxes the column's whole width
  const above = ctx.labelsAbove;
  const lw = above ? ctx.inner : Math.min(ctx.inner * LABEL_SHARE, Math.max(0, ...rows.map((r) => textWidth(r.label, LABEL, 'bold'))));
  const room = above ? ctx.inner : ctx.inner - lw - LABEL_GAP;
  const labels = rows.map((row) => {
    const label = textWidth(row.label, LABEL, 'bold') <= lw ? { lines: [row.label], size: LABEL } : wrap(row.label, lw, LABEL, 'bold');
    return { ...label, height: label.lines.length * label.size * LEAD };
  });
  const widest = Math.min(BOX_MAX, ...rows.map((r) => (room - (r.sections.length - 1) * SECTION_GAP) / r.sections.reduce((a, b) => a + b, 0)));
  const quarter = (v: number) => (Math.floor(v * 4) / 4 >= BOX_MIN ? Math.floor(v * 4) / 4 : null);
  const section = Math.max(1, ...rows.flatMap((r) => r.sections));
  return { oneLine: quarter(widest), whole: quarter(Math.min(BOX_MAX, room / section)), block: (s) => block(ctx, rows, labels, lw, room, s) };
}

function block(ctx: Ctx, rows: Row[], labels: { lines: string[]; size: number; height: number }[], lw: number, room: number, s: number): Block {
  const above = ctx.labelsAbove;
  if (room < s) throw new Overflow(`its track labels leave ${Math.floor(room)} pt for boxes ${s} pt wide`);
  const laid = rows.map((row, i) => {
    const lines = lineUp(row.sections, s, room);
    const boxes = lines.length * s + (lines.length - 1) * LINE_GAP;
    const label = labels[i];
    return { row, lines, label, height: above ? label.height + boxes : Math.max(boxes, label.height) };
  });
  return {
    what: 'the tracks', height: laid.reduce((h, r) => h + r.height, 0) + Math.max(0, laid.length - 1) * ROW_GAP,
    draw(p, x0, y) {
      const bx = above ? x0 : x0 + lw + LABEL_GAP;
      for (const { row, lines, label, height } of laid) {
        // the label's lines centred on the first line of boxes (or from the row's top, when taller), or above them
        const lead = label.size * LEAD;
        const top = !above && label.lines.length === 1 ? y + s / 2 - lead / 2 : y;
        label.lines.forEach((text, i) => p.text({ x: x0, y: top + 0.8 * lead + i * lead, size: label.size, text, bold: true, attrs: attrs({ 'track-label': row.track }) }));
        const by = above ? y + label.height : y;
        lines.forEach((runs, l) => {
          const ly = by + l * (s + LINE_GAP);
          for (const run of runs) {
            if (run.rule) p.line(bx + run.x - SECTION_GAP / 2, ly - 1.5, bx + run.x - SECTION_GAP / 2, ly + s + 1.5, HEAVY, { attrs: attrs({ 'section-rule': row.track }) });
            for (let i = 0; i < run.count; i++) {
              const tag = { track: row.track, ...(row.entry === undefined ? {} : { entry: row.entry }), section: run.section, box: run.first + i + 1 };
              p.rect(bx + run.x + i * s, ly, s, s, { fill: '#ffffff', stroke: INK, weight: THIN, attrs: attrs(tag) });
            }
          }
        });
        y += height + ROW_GAP;
      }
    },
  };
}
