// The Beat to Quarters Ship Data Card (SDC), three to a page: a ship's name, ID#, side, type,
// squadron and points; a rate ladder to strike down as damage mounts; turn ability; crew quality
// ringed; a box per mast; movement dice at each attitude to the wind; ruled notes with a key to
// the rules' annotations. Shore batteries get their class and field of fire instead of masts and
// attitudes. Every number comes from the master ship table, as overridden by the ship file.
import { InputError, quote } from '../../errors.js';
import { req } from '../../data/schema.js';
import { ATTITUDES, BATTERY_CLASSES, statsOf, type BtqShip, type Table } from '../btq-table.js';
import { inch } from '../../units.js';
import type { Item, Printable } from '../types.js';
import { textWidth } from '../../svg/fonts.js';
import { cardViews, nameBox, type Card, type Data } from './view.js';
import { LAMINATE_OPTIONS } from '../laminate.js';
import { sideColour, type SideColour } from '../../games/sides.js';

const label = req.text(24);
const caption = req.text(80);
const LABELS = ['name', 'id', 'side', 'points', 'type', 'squadron', 'rate', 'turn', 'crew', 'masts', 'attitude', 'notes', 'key'];
const CLASSES = BATTERY_CLASSES;

export const shipDataCard: Printable = {
  name: 'ship-data-card',
  summary: 'a Ship Data Card for each ship (or blank cards to fill in), three to a page',
  count: 'copies per ship (with blank: blank cards)',
  perShip: true,
  capabilities: { blank: true },
  gap: 0,
  // every number on a ship's card comes from the master ship table; a blank card prints none
  reads: ['master-ship-table'],
  unread: (o) => (o.blank === true ? ['master-ship-table'] : []),
  data: {
    type: 'object',
    fields: {
      width: req.length(inch(7.5), inch(8)), height: req.length(inch(3.25), inch(4)),
      title: label,
      labels: { type: 'object', required: true, fields: Object.fromEntries(LABELS.map((k) => [k, label])) },
      rate: { type: 'object', required: true, fields: { caption, 'blank-caption': caption, strikes: req.text(12), sinks: req.text(12) } },
      turn: { type: 'object', required: true, fields: { unit: req.text(12), one: req.text(12), caption } },
      crew: { type: 'object', required: true, fields: { caption } },
      masts: { type: 'object', required: true, fields: { caption } },
      attitude: {
        type: 'object', required: true,
        fields: {
          caption, dice: req.text(4), none: req.text(6),
          names: { type: 'object', required: true, fields: Object.fromEntries(ATTITUDES.map((a) => [a, req.text(16)])) },
        },
      },
      key: {
        type: 'list', required: true, minItems: 1, maxItems: 12,
        of: { type: 'object', fields: { code: req.text(16), text: req.text(60) } },
      },
      battery: {
        type: 'object', required: true,
        fields: {
          class: label, 'class-caption': caption,
          classes: { type: 'object', required: true, fields: Object.fromEntries(CLASSES.map((c) => [c, req.text(2)])) },
          fire: label, 'fire-caption': caption, reminder: req.text(120),
        },
      },
      blank: { type: 'object', required: true, fields: { masts: req.int(1, 4) } },
    },
  },
  options: {
    blank: { type: 'bool', doc: 'empty cards to fill in by hand instead of one per ship; count is the number of cards' },
    ...LAMINATE_OPTIONS,
  },
  nameBox: (d) => nameBox(d as Data),
  items({ game, ships, count, options, templates }) {
    const d = game.data['ship-data-card'] as Data;
    const table = game.data['master-ship-table'] as Table;
    const viewOf = cardViews(game.title, d);
    let mark: Item['mark'];
    const render = (card: Card): Item => {
      const view = viewOf(card);
      const { bar } = view;
      // the default mark at the right of the title bar, in the bar's white ink (the same bar on every card)
      const right = bar.x + bar.width - 5;
      mark ??= { x: right, y: bar.textY, anchor: 'end' as const, fill: '#ffffff', width: right - bar.textX - textWidth(bar.title, bar.size, 'bold') - 12 };
      return { width: d.width, height: d.height, cut: 'rect', body: templates.render('ship-data-card', 'card.svg.hbs', view), mark };
    };
    const copies = (one: Item) => Array.from({ length: count }, () => one);
    if (options.blank) return copies(render(blankCard(d, table)));
    return (ships as unknown as BtqShip[]).flatMap((ship) => copies(render(shipCard(d, table, ship, sideColour(game, ships, ship.side)))));
  },
};

const crewsOf = (table: Table) => Object.values(table.crews).map((c) => ({ short: c.short, check: c.check }));

function shipCard(d: Data, table: Table, ship: BtqShip, sideColour: SideColour | null): Card {
  const s = statsOf(table, ship);
  const isBattery = ship.type === 'shore-battery';
  return {
    name: ship.name, id: String(ship.id), side: ship.side, sideColour, points: String(s.cost),
    type: typeLine(table.types[ship.type].label, s.row.class),
    squadron: ship.squadron === undefined ? null : String(ship.squadron),
    rate: ship.rate, turn: String(s.turn),
    crews: crewsOf(table), crew: table.crews[ship.crew].short,
    masts: s.masts, mastBoxes: s.masts,
    attitudes: isBattery ? [] : ATTITUDES.map((a) => ({ key: a, dice: s.speed[a] > 0 ? `${s.speed[a]}${d.attitude.dice}` : d.attitude.none })),
    battery: isBattery ? { classes: CLASSES.map((c) => d.battery.classes[c]), own: batteryClass(d, s.row.class, ship.rate) } : null,
  };
}

/** "Frigate · 32 to 40 guns"; a class that only repeats the type ("Cutter · cutter") is left off. */
const typeLine = (label: string, cls: string | undefined): string =>
  cls && cls.toLowerCase() !== label.toLowerCase() ? `${label} · ${cls}` : label;

/** A battery's letter from its table row's class (heavy, medium or light). */
function batteryClass(d: Data, cls: string | undefined, rate: number): string {
  const letter = cls !== undefined && Object.hasOwn(d.battery.classes, cls) ? d.battery.classes[cls] : undefined;
  if (letter === undefined) {
    throw new InputError(`ship-data-card: the master ship table's shore-battery row of rate ${rate} has class ${cls === undefined ? 'none' : quote(cls)}; expected ${CLASSES.join(', ')}`);
  }
  return letter;
}

function blankCard(d: Data, table: Table): Card {
  return {
    name: null, id: null, side: null, sideColour: null, points: null, type: null, squadron: null, rate: null, turn: null,
    crews: crewsOf(table), crew: null, masts: null, mastBoxes: d.blank.masts,
    attitudes: ATTITUDES.map((a) => ({ key: a, dice: null })), battery: null,
  };
}
