// The Beer and Pretzels Ironclads record sheet, two to a page: the boat's numbers, an armour
// ladder to strike down, crew and hull tracks split into sections by heavy rules, every gun,
// turret, ram and spar torpedo, and a fire marker. With --blank, an empty sheet to fill by hand.
import { quote } from '../../errors.js';
import { DrawProblem } from '../problem.js';
import { req, type Field } from '../../data/schema.js';
import { WEIGHTS } from './scales.js';
import type { Ship } from '../../games/types.js';
import { sideColour } from '../../games/sides.js';
import { inch, toInch } from '../../units.js';
import type { Item, Printable } from '../types.js';
import { textWidth } from '../../svg/fonts.js';
import { MIN_FONT, layout, type Body } from './layout.js';
import { nameBox, sheetArea, sheetView, type Data, type Filled } from './sheet.js';
import { LAMINATE_OPTIONS } from '../laminate.js';

const titled: Field = { type: 'object', required: true, fields: { title: req.text(24), caption: req.text(120) } };
const caption: Field = { type: 'object', required: true, fields: { caption: req.text(120) } };
const label = req.text(24);

export interface IroncladShip extends Ship {
  side: string; speed: number; acceleration: number; armor: string; crew: number[]; hull: number[];
  size?: string; guns: { name: string; position: string; weight: string; boxes: number }[];
  turrets: { name: string; boxes: number }[]; ram: boolean; 'spar-torpedo': boolean; example: boolean;
}

export const ironcladRecord: Printable = {
  name: 'ironclad-record',
  summary: 'a record sheet for each ironclad (or blank sheets to fill in), two to a page',
  count: 'copies per ship (with blank: blank sheets)',
  perShip: true,
  capabilities: { blank: true },
  gap: 0,
  laminate: true,
  data: {
    type: 'object',
    fields: {
      width: req.length(inch(5), inch(10)), height: req.length(inch(3.5), inch(10)),
      box: {
        type: 'object', required: true,
        fields: { max: req.length(inch(0.2), inch(0.5)), min: req.length(inch(0.2), inch(0.5)) },
        check: (b: { max: number; min: number }) => (b.min > b.max ? 'min is larger than max' : null),
      },
      'gun-width': req.length(inch(1), inch(4)),
      title: req.text(40), 'example-note': req.text(60),
      grades: {
        type: 'list', required: true,
        of: { type: 'object', fields: { weight: req.text(20), short: req.text(3) } },
        // one per weight of the game, lightest first, so ships and sheet agree
        check: (g: { weight: string }[]) => (g.map((x) => x.weight).join() === WEIGHTS.join() ? null : `expected the grades ${WEIGHTS.join(', ')} in that order`),
      },
      labels: {
        type: 'object', required: true,
        fields: { boat: label, side: label, speed: label, unit: req.text(4), now: label, acceleration: label, armour: label, notes: label },
      },
      armour: caption, crew: titled, hull: titled,
      guns: { type: 'object', required: true, fields: { title: req.text(24), caption: req.text(120), none: req.text(24) } },
      turret: caption, ram: titled, 'spar-torpedo': titled, fire: titled,
      // a data file written before boats had a size reads as the shipped one
      size: {
        type: 'object', default: { title: 'SIZE', caption: 'for ramming', circle: 'circle one, for ramming' },
        doc: 'the boat\'s size, in the row with its speed: what the ramming chart asks for',
        fields: { title: label, caption: { ...req.text(60), doc: 'after the title when the ship file gives a size' }, circle: { ...req.text(60), doc: 'after the title when it does not: the three sizes print to circle one' } },
      },
      blank: {
        type: 'object', required: true,
        fields: {
          crew: req.int(1, 60), hull: req.int(1, 60), guns: req.int(0, 24), turrets: req.int(0, 4), 'turret-boxes': req.int(1, 12),
          turret: label, 'tracks-caption': req.text(120), 'guns-caption': req.text(120),
        },
      },
    },
  },
  options: {
    blank: { type: 'bool', doc: 'empty sheets to fill in by hand instead of one per ship; count is the number of sheets' },
    ...LAMINATE_OPTIONS,
  },
  nameBox: (d) => nameBox(d as Data),
  items({ game, ships, count, options, templates }) {
    const d = game.data['ironclad-record'] as Data;
    const render = (view: object): Item => ({ width: d.width, height: d.height, body: templates.render('ironclad-record', 'sheet.svg.hbs', view), cut: 'rect' });
    if (options.blank) {
      const body = blankBody(d);
      const one = render(sheetView(game.title, d, null, body, fit(d, body, 'the blank sheet')));
      return Array.from({ length: count }, () => one);
    }
    return (ships as IroncladShip[]).flatMap((ship) => {
      const body = shipBody(d, ship);
      const filled: Filled = {
        name: ship.name, side: ship.side, colour: sideColour(game, ships, ship.side), speed: ship.speed, acceleration: ship.acceleration,
        armour: WEIGHTS.indexOf(ship.armor as (typeof WEIGHTS)[number]), size: ship.size ?? null, example: ship.example,
      };
      const one = render(sheetView(game.title, d, filled, body, fit(d, body, quote(ship.name))));
      return Array.from({ length: count }, () => one);
    });
  },
};

function shipBody(d: Data, s: IroncladShip): Body {
  const short = (w: string) => d.grades.find((g) => g.weight === w)!.short;
  const fittings = s.turrets.map((t) => ({ track: 'turret', name: t.name, caption: d.turret.caption, boxes: t.boxes }));
  if (s.ram) fittings.push({ track: 'ram', name: d.ram.title, caption: d.ram.caption, boxes: 1 });
  if (s['spar-torpedo']) fittings.push({ track: 'spar-torpedo', name: d['spar-torpedo'].title, caption: d['spar-torpedo'].caption, boxes: 1 });
  return {
    crew: s.crew, hull: s.hull, rules: true,
    guns: s.guns.map((g) => ({ name: g.name, position: g.position, weight: short(g.weight), boxes: g.boxes })),
    fittings,
  };
}

/** Generic tracks with no sections, two-box gun lines and every fitting, all to fill in by hand. */
function blankBody(d: Data): Body {
  const b = d.blank;
  return {
    crew: [b.crew], hull: [b.hull], rules: false,
    guns: Array.from({ length: b.guns }, () => ({ name: '', position: '', weight: '', boxes: 2 })),
    fittings: [
      ...Array.from({ length: b.turrets }, () => ({ track: 'turret', name: b.turret, caption: d.turret.caption, boxes: b['turret-boxes'], writeIn: true })),
      { track: 'ram', name: d.ram.title, caption: d.ram.caption, boxes: 1 },
      { track: 'spar-torpedo', name: d['spar-torpedo'].title, caption: d['spar-torpedo'].caption, boxes: 1 },
    ],
  };
}

/**
 * Why `ship`'s record cannot be laid out (its names too long to print at 6 pt in the room the
 * sheet gives its guns and fittings), at the longest gun or turret name; null when it can. Checking
 * a ship file refuses the boat at that name, as making its record would.
 */
export function recordProblem(d: Data, ship: IroncladShip): { at: (string | number)[]; problem: string } | null {
  if (layout(shipBody(d, ship), sheetArea(d), { max: d.box.max, min: d.box.min, gunWidth: d['gun-width'] })) return null;
  const names = [...ship.guns.map((g, i) => ({ at: ['guns', i, 'name'], name: g.name })), ...ship.turrets.map((t, i) => ({ at: ['turrets', i, 'name'], name: t.name }))];
  const longest = names.sort((a, b) => textWidth(b.name, MIN_FONT, 'bold') - textWidth(a.name, MIN_FONT, 'bold'))[0];
  const problem = `the ironclad-record has no room for this boat's guns and fittings with their names at ${MIN_FONT} pt on a ${toInch(d.width)} × ${toInch(d.height)} in sheet; shorten its gun and turret names (this is the longest)`;
  return { at: longest?.at ?? ['guns'], problem };
}

function fit(d: Data, body: Body, what: string) {
  const l = layout(body, sheetArea(d), { max: d.box.max, min: d.box.min, gunWidth: d['gun-width'] });
  if (!l) {
    throw new DrawProblem('ironclad-record', undefined, `${what} does not fit a ${toInch(d.width)} × ${toInch(d.height)} in sheet with boxes of at least ${toInch(d.box.min).toFixed(2)} in; shorten its gun names or make the sheet larger in the game's data`);
  }
  return l;
}
