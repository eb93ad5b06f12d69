// A boat record card sized for a 4x6 in laminating pouch: the boat's name, one box per gun, and
// the hull and sail tracks with each consequence printed at the row where it happens. With --blank,
// a card to fill in by hand: the name and side to write on, and --guns boxes.
import { InputError } from '../../errors.js';
import { fragment } from '../../svg/draw.js';
import { fitSize } from '../../svg/fonts.js';
import { nameBlock, nameBaselines, type NameBox } from '../../svg/names.js';
import { req, type Field } from '../../data/schema.js';
import { inch, toInch } from '../../units.js';
import type { Printable } from '../types.js';
import { LAMINATE_OPTIONS } from '../laminate.js';

const captions: Field = {
  type: 'list', minItems: 1,
  of: { type: 'object', fields: { after: req.int(1, 10), text: req.text(80) } },
};
const track: Field = { type: 'object', required: true, fields: { rows: req.int(1, 6), 'per-row': req.int(1, 8), captions } };

interface Track { rows: number; 'per-row': number; captions: { after: number; text: string }[] }
interface Row { track: string; count: number; rule: boolean; caption?: string }
/** What a card prints of its boat; a blank card has no name or side, only its number of gun boxes. */
interface Boat { name: string; side: string; guns: number }

/** Gun boxes on a blank card when --guns is not given: the most a boat of this game carries. */
const BLANK_GUNS = 12;

const INSET = 12;
const SPACING = 4;     // between boxes and between rows
const CAPTION = 7.5;   // caption font size
const NAME_X = INSET + 30;
const NAME_Y = INSET + 30;
const HEAD_Y = INSET + 8;
// the name's last line sits on the name line; a second line grows up to just under the heading
const nameBox = (width: number): NameBox => ({ width: width - INSET - NAME_X, max: 16, height: NAME_Y - HEAD_Y - 3 });

export const boatRecord: Printable = {
  name: 'boat-record',
  summary: 'a damage record card for each boat (or blank cards to fill in), to laminate and mark',
  count: 'copies per ship',
  perShip: true,
  needsShips: (options) => options.blank !== true,
  gap: 0,
  laminate: true,
  data: {
    type: 'object',
    fields: {
      width: req.length(inch(2), inch(8)), height: req.length(inch(2), inch(10)), box: req.length(inch(0.2), inch(1)),
      'guns-per-row': req.int(1, 12), 'guns-caption': req.text(80), hull: track, sails: track,
    },
  },
  options: {
    blank: { type: 'bool', doc: 'empty cards to fill in by hand instead of one per ship; count is the number of cards' },
    guns: { type: 'int', min: 0, max: 12, doc: `gun boxes on a blank card (0 to 12, default ${BLANK_GUNS}); a filled card has its ship's guns` },
    ...LAMINATE_OPTIONS,
  },
  nameBox: (d) => nameBox(d.width as number),
  items({ game, ships, count, options, templates }) {
    const d = game.data['boat-record'];
    const { width, height, box } = d as { width: number; height: number; box: number };
    if (options.guns !== undefined && options.blank !== true) {
      throw new InputError(`boat-record: --guns sets the gun boxes of a blank card, and a filled card has its ship's guns; add --blank, or leave out --guns`);
    }
    const boats: (Boat | null)[] = options.blank === true ? [null] : ships.map((s) => ({ name: s.name, side: s.side as string, guns: s.guns as number }));
    return boats.flatMap((ship) => {
      const guns = ship ? ship.guns : ((options.guns as number | undefined) ?? BLANK_GUNS);
      const perRow = d['guns-per-row'] as number;
      const gunRows: Row[] = [];
      // rows as even as they can be: 7 guns print 4 + 3, not 6 + 1
      const nRows = Math.ceil(guns / perRow);
      for (let i = 0; i < nRows; i++) gunRows.push({ track: 'guns', count: Math.ceil((guns - i) / nRows), rule: false });
      if (gunRows.length) gunRows[gunRows.length - 1].caption = d['guns-caption'];
      const sections = [
        { title: guns === 0 ? 'GUNS: none' : 'GUNS', rows: gunRows },
        { title: 'HULL', rows: trackRows('hull', d.hull) },
        { title: 'SAILS', rows: trackRows('sails', d.sails) },
      ];
      const inner = width - 2 * INSET;
      // a blank card's name line is left to write on
      const name = ship ? nameBlock(ship.name, nameBox(width), 'boat-record') : undefined;
      const ys = name ? nameBaselines(name, NAME_Y) : [];
      const view = {
        width, height, inset: INSET, right: width - INSET, headY: HEAD_Y, nameY: NAME_Y, nameX: NAME_X,
        gameTitle: game.title.toUpperCase(), side: ship?.side,
        nameSize: name?.size, nameLines: name ? name.lines.map((text, i) => ({ text, y: ys[i] })) : [],
        // a blank card's side is written on a short line after the word
        sideLine: { x1: width - INSET - 22, x2: width - INSET, y: INSET + 9 },
        sections: [] as { title: string; titleY: number }[],
        captions: [] as { x: number; y: number; text: string; size: number }[],
        boxes: '',
      };
      let y = view.nameY + 10;
      view.boxes = fragment((svg) => {
        for (const section of sections) {
          view.sections.push({ title: section.title, titleY: y + 11 });
          y += 16;
          for (const row of section.rows) {
            const rowWidth = row.count * box + (row.count - 1) * SPACING;
            const x0 = (width - rowWidth) / 2;
            for (let i = 0; i < row.count; i++) {
              svg.rect(box, box).move(x0 + i * (box + SPACING), y)
                .attr({ fill: '#ffffff', stroke: '#000000', 'stroke-width': 1, 'data-track': row.track });
            }
            y += box;
            if (row.rule) svg.line(INSET, y + 3, width - INSET, y + 3).attr({ stroke: '#000000', 'stroke-width': 2 });
            if (row.caption) {
              const size = fitSize(row.caption, inner, CAPTION, 'regular', 5);
              if (size === null) throw new InputError(`boat-record: the caption "${row.caption}" is too long for the card`);
              view.captions.push({ x: width / 2, y: y + (row.rule ? 14 : 11), text: row.caption, size });
              y += row.rule ? 18 : 14;
            } else y += SPACING;
          }
          y += 6;
        }
      });
      if (y > height - INSET / 2) {
        throw new InputError(`boat-record: ${ship ? `"${ship.name}"` : `a blank card with ${guns} guns`} needs ${toInch(y).toFixed(2)} in but the card is ${toInch(height)} in tall; make the boxes smaller or the card taller in the game's data`);
      }
      const body = templates.render('boat-record', 'card.svg.hbs', view);
      return Array.from({ length: count }, () => ({ width, height, body, cut: 'rect' as const }));
    });
  },
};

/** The rows of a damage track, with a heavy rule and a caption after each row that has a consequence. */
function trackRows(track: string, t: Track): Row[] {
  return Array.from({ length: t.rows }, (_, i) => {
    const caption = t.captions.find((c) => c.after === i + 1)?.text;
    return { track, count: t['per-row'], rule: caption !== undefined && i + 1 < t.rows, caption };
  });
}
