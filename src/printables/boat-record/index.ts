// A boat card for young players, sized for a 4x6 in laminating pouch: the side's colour band, the
// boat's name large, a picture of the boat (a port for each gun, a sail for each row of sail boxes),
// and the GUNS, HULL and SAILS boxes, each section led by the die face that hits it, so a child
// matches the picture rolled to the row to mark. Under each row that changes something, a short
// caption says what. With --blank, a card to fill in by hand: a name line, both sides to circle,
// a boat without ports, and --guns boxes.
import { InputError, quote } from '../../errors.js';
import { req, type Field } from '../../data/schema.js';
import { fragment } from '../../svg/draw.js';
import { nameBlock, nameBaselines, type NameBox } from '../../svg/names.js';
import { textWidth } from '../../svg/fonts.js';
import { CROP } from '../../impose/cards.js';
import { inch, r } from '../../units.js';
import type { Templates } from '../../svg/templates.js';
import type { Printable } from '../types.js';
import { dieFace, picture } from '../dice-labels/art.js';
import { boatPicture } from './boat.js';
import { BAND, DIE, FACE, INSET, NAME_BASE, NAME_MAX, SPACING, WORD, layout, layoutProblem, type CardData, type Layout } from './layout.js';
import { SIDES_FIELD, band, sidesProblem, type BandView } from './sides.js';
import { LAMINATE_OPTIONS } from '../laminate.js';

const captions: Field = {
  type: 'list', minItems: 1, required: true,
  of: { type: 'object', fields: { after: req.int(1, 10), text: req.text(80) } },
};
const track: Field = { type: 'object', required: true, fields: { rows: req.int(1, 6), 'per-row': req.int(1, 8), captions } };
const word = (value: string): Field => ({ type: 'string', maxLength: 8, default: value });

/** What a card prints of its boat; a blank card has no name or side, only its number of gun boxes. */
interface Boat { name: string; side: 'A' | 'B'; guns: number }

/** Gun boxes on a blank card when --guns is not given: the most a boat of this game carries. */
const BLANK_GUNS = 12;
/** The flag of a blank card's boat, whose side is not known. */
const BLANK_FLAG = '#ffffff';

// the name's last line sits on NAME_BASE; a second line grows up to just under the side band
const nameBox = (width: number): NameBox => ({ width: width - 2 * INSET, max: NAME_MAX, height: NAME_BASE - (BAND.y + BAND.h) - 3 });

export const boatRecord: Printable = {
  name: 'boat-record',
  summary: 'a picture card for each boat (or blank cards to fill in): its side, name, guns, hull and sails, to laminate and mark',
  count: 'copies per ship',
  perShip: true,
  capabilities: { blank: true },
  gap: 0,
  laminate: true,
  data: {
    type: 'object',
    fields: {
      width: req.length(inch(2), inch(8)), height: req.length(inch(2), inch(10)), box: req.length(inch(0.2), inch(1)),
      corner: { type: 'length', min: 0, max: inch(0.5), default: inch(0.125), doc: 'radius of the grey rounded-corner guides on the trim (0in: none)' },
      'guns-per-row': req.int(1, 12), 'guns-caption': req.text(80),
      'no-guns': { type: 'string', maxLength: 80, default: 'This boat has no guns.', doc: 'said in place of the gun boxes of a boat without guns' },
      titles: {
        type: 'object', doc: 'the word under each section\'s die picture, and before a blank card\'s name line',
        fields: { guns: word('GUNS'), hull: word('HULL'), sails: word('SAILS'), name: word('NAME') },
        default: { guns: 'GUNS', hull: 'HULL', sails: 'SAILS', name: 'NAME' },
      },
      sides: SIDES_FIELD,
      hull: track, sails: track,
    },
    check: (d: CardData) => sidesProblem(d.sides, d.width - 2 * INSET) ?? layoutProblem(d),
  },
  options: {
    blank: { type: 'bool', doc: 'empty cards to fill in by hand instead of one per ship; count is the number of cards' },
    guns: { type: 'int', min: 0, max: 12, doc: `gun boxes on a blank card (0 to 12, default ${BLANK_GUNS}); a filled card has its ship's guns` },
    ...LAMINATE_OPTIONS,
  },
  nameBox: (d) => nameBox(d.width as number),
  items({ game, ships, count, options, templates }) {
    const d = game.data['boat-record'] as CardData;
    if (options.guns !== undefined && options.blank !== true) {
      throw new InputError(`boat-record: --guns sets the gun boxes of a blank card, and a filled card has its ship's guns; add --blank, or leave out --guns`);
    }
    const boats: (Boat | null)[] = options.blank === true ? [null] : ships.map((s) => ({ name: s.name, side: s.side as 'A' | 'B', guns: s.guns as number }));
    const shared: Shared = new Map();
    return boats.flatMap((ship) => {
      const body = card(d, ship, ship ? ship.guns : ((options.guns as number | undefined) ?? BLANK_GUNS), templates, shared);
      return Array.from({ length: count }, () => ({ width: d.width, height: d.height, cut: 'rect' as const, ...body }));
    });
  },
};

/**
 * What the cards of one list share, by number of guns: a card's layout, sections and boxes follow
 * from that alone, and its boat's picture from that and the flag (a side's, or a blank card's); boats
 * of the same guns and side are many, so each is drawn once for the list.
 */
type Shared = Map<number, { laid: Layout; sections: ReturnType<typeof sectionsView>; boxes: string; pictures: Map<string, string> }>;

/** One card's drawing and the place of its default mark. */
function card(d: CardData, ship: Boat | null, guns: number, templates: Templates, shared: Shared) {
  const { width, height } = d;
  const inner = width - 2 * INSET;
  let same = shared.get(guns);
  if (!same) {
    const laid = layout(d, guns, ship ? quote(ship.name) : `a blank card with ${guns} guns`);
    shared.set(guns, (same = { laid, sections: sectionsView(laid, templates), boxes: boxes(laid, d.box), pictures: new Map() }));
  }
  const { laid } = same;
  // the side band: the boat's side, or on a blank card both halves to circle one
  const bands: BandView[] = ship
    ? [band(ship.side, d.sides[ship.side], INSET, BAND.y, inner, BAND.h)]
    : (['A', 'B'] as const).map((k, i) => band(k, d.sides[k], INSET + (i * inner) / 2, BAND.y, inner / 2, BAND.h));
  const name = ship ? nameBlock(ship.name, nameBox(width), 'boat-record') : undefined;
  const ys = name ? nameBaselines(name, NAME_BASE) : [];
  const nameWord = d.titles.name;
  const write = { x: INSET + textWidth(nameWord, WORD, 'bold') + 4, y: NAME_BASE + 2 };
  const flag = ship ? d.sides[ship.side].colour : BLANK_FLAG;
  const sails = d.sails.rows;
  // (a list is all boats or all blank cards, whose boat has no cannon drawn: the flag tells the rest)
  let picture = same.pictures.get(flag);
  if (picture === undefined) same.pictures.set(flag, (picture = boatPicture(templates, laid.picture, ship ? guns : 0, sails, flag)));
  const view = {
    width, height, bands, inset: INSET, right: width - INSET, centre: width / 2, boxX: laid.boxX, nameBase: NAME_BASE, nameWord, write,
    nameSize: name?.size, nameLines: name ? name.lines.map((text, i) => ({ text, y: ys[i] })) : [],
    picture, sections: same.sections, boxes: same.boxes,
    corners: cornerPaths(width, height, d.corner), guide: CROP,
  };
  // the default mark: on a filled card's band after the side's name, on a white plate; a blank
  // card's band is full, so there it goes under the band's right end, above the name line
  const [b0] = bands;
  const markX = width - INSET - 5;
  const mark = ship
    ? { x: markX, y: BAND.y + BAND.h / 2 + 2.3, anchor: 'end' as const, width: markX - b0.name.end - 8, plate: '#ffffff' }
    : { x: width - INSET, y: BAND.y + BAND.h + 9, anchor: 'end' as const, width: inner / 2 };
  return { body: templates.render('boat-record', 'card.svg.hbs', view), mark };
}

/** Each section's die face with the label's picture on it, its word, rules and captions. */
function sectionsView(laid: Layout, templates: Templates) {
  return laid.sections.map((s) => {
    const [x, y] = [INSET, s.top];
    const pad = DIE * 0.08;
    const art = `<g data-section="${s.key}" data-bbox="${[x, y, DIE, DIE].map(r).join(',')}">\n${dieFace(0, x, y, DIE)}\n${picture(templates, FACE[s.key], x + pad, y + pad, DIE - 2 * pad, 'data-section-picture')}\n</g>`;
    return {
      key: s.key, art, title: s.title, titleX: x + DIE / 2, titleY: y + DIE + 2 + WORD * 0.8,
      rules: s.rules.map((ry) => ({ y: ry })), captions: s.captions,
    };
  });
}

/** The boxes of a layout: the same for every card of a boat's size, so drawn once for each. */
const drawnBoxes = new Map<string, string>();
function boxes(laid: Layout, box: number): string {
  const key = JSON.stringify([box, laid.boxX, laid.sections.map((s) => [s.key, s.rows.map((row) => [row.y, row.count])])]);
  let out = drawnBoxes.get(key);
  if (out === undefined) {
    if (drawnBoxes.size > 1000) drawnBoxes.clear();
    drawnBoxes.set(key, (out = drawBoxes(laid, box)));
  }
  return out;
}

function drawBoxes(laid: Layout, box: number): string {
  return fragment((svg) => {
    for (const s of laid.sections) {
      for (const row of s.rows) {
        for (let i = 0; i < row.count; i++) {
          svg.rect(r(box), r(box)).move(r(laid.boxX + i * (box + SPACING)), r(row.y))
            .attr({ fill: '#ffffff', stroke: '#000000', 'stroke-width': 1.2, 'data-track': s.key });
        }
      }
    }
  });
}

/** The four quarter circles of the rounded-corner guides on the trim, as the card decks' --rounded draws them. */
function cornerPaths(w: number, h: number, R: number): string[] {
  if (R <= 0) return [];
  const a = `A${r(R)} ${r(R)} 0 0 1`;
  return [
    `M0 ${r(R)}${a} ${r(R)} 0`, `M${r(w - R)} 0${a} ${r(w)} ${r(R)}`,
    `M${r(w)} ${r(h - R)}${a} ${r(w - R)} ${r(h)}`, `M${r(R)} ${r(h)}${a} 0 ${r(h - R)}`,
  ];
}
