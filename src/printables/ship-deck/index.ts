// The Naval War ship deck: one card per ship — its type on a coloured band, its name, its navy, a
// silhouette, a gun-size badge and a hit-number badge (hits to sink it, and the points it scores when
// sunk). Carriers carry no guns and are marked as rear-line ships. The deck (which ships, how many,
// the wording, the back) is the game's data, or a user's deck file given with --deck.
import { quote } from '../../errors.js';
import { req } from '../../data/schema.js';
import type { Templates } from '../../svg/templates.js';
import { r } from '../../units.js';
import type { Printable } from '../types.js';
import { bandLabel, colour, deckField, deckCards, deckOptions, fail, frame, POKER, footNote, oneLineNote, type Deck, type DeckShape, type Frame } from '../decks/deck.js';
import { baselines, fitBlock, fitLine, fitTitle, MIN_SIZE } from '../decks/fit.js';
import { silhouette } from './art.js';
import { upper } from '../../svg/upper.js';

/** The ship types the game knows; a carrier has no guns and sits in the rear of its task force. */
export const SHIP_KINDS = ['battleship', 'battlecruiser', 'heavy-cruiser', 'light-cruiser', 'destroyer', 'carrier'] as const;
const REAR = new Set(['carrier']);

interface ShipCard { kind: string; count: number; name: string; navy: string; gun?: number; hits: number }
interface Words { labels: { gun: string; hits: string; air: string; points: string }; rear: { mark: string; text: string } }

const NAME_MAX = 20;
const NAME_MIN = 9;

/** Where a ship card's parts go: name and navy from the top; note, badges and rear mark from the foot; the silhouette between. */
function layout(f: Frame, rear: boolean, noteTop = oneLineNote(f), rearH = 34 * f.s) {
  const { s } = f;
  const nameTop = f.bandY + f.bandH + 6 * s;
  const nameH = 42 * s;
  const navyY = nameTop + nameH + 5 * s;
  const R = 23 * s;
  const badgeY = noteTop - 7 * s - R;
  const rearY = badgeY - R - 6 * s - rearH;
  const artTop = navyY + 6 * s;
  const artBottom = (rear ? rearY : badgeY - R) - 6 * s;
  return { nameTop, nameH, navyY, R, badgeY, rearY, rearH, artTop, artBottom };
}

const nameBlock = (name: string, f: Frame) => fitTitle(name, f.inner, NAME_MAX * f.s, Math.max(NAME_MIN * f.s, MIN_SIZE));
const navySize = (navy: string, f: Frame) => fitLine(upper(navy), f.inner, Math.max(MIN_SIZE, 7.5 * f.s), MIN_SIZE);
const gunText = (gun: number): string => `${gun}"`;
const REAR_MARK = 9.5;
/** The rear mark's tag and text fitted in its box (which may grow on a small card), and the layout. */
function fitRear(f: Frame, mark: string, text: string, noteTop?: number) {
  const tag = fitLine(mark, f.inner - 12 * f.s, REAR_MARK * f.s, MIN_SIZE);
  if (tag === null) return null;
  for (const h of [34, 44, 54]) {
    const at = layout(f, true, noteTop, h * f.s);
    const textTop = at.rearY + 5 * f.s + tag + 2 * f.s;
    const block = fitBlock(text, f.inner - 8 * f.s, at.rearY + at.rearH - 3 * f.s - textTop, Math.max(MIN_SIZE, 7 * f.s), MIN_SIZE);
    if (block && at.artBottom - at.artTop > 12 * f.s) return { at, tag, textTop, block };
  }
  return null;
}

const shape: DeckShape = {
  kinds: SHIP_KINDS,
  kind: { label: req.text(24), colour },
  count: 1,
  card: {
    name: req.text(40), navy: req.text(40),
    gun: { type: 'number', min: 1, max: 24, doc: 'gun size in inches; a carrier has none' },
    hits: req.int(1, 30),
  },
  cardCheck: (c: ShipCard) => {
    if (REAR.has(c.kind) && c.gun !== undefined) return { at: ['gun'], problem: `a ${c.kind} has no guns: leave out its gun size` };
    if (!REAR.has(c.kind) && c.gun === undefined) return `missing gun: a ${c.kind} needs its gun size in inches (e.g. gun: 16)`;
    const f = frame(POKER[0], POKER[1], 0);
    if (!nameBlock(c.name, f)) return { at: ['name'], problem: `${quote(c.name)} does not fit a poker card on two lines at ${NAME_MIN} pt; shorten it` };
    if (!navySize(c.navy, f)) return { at: ['navy'], problem: `${quote(c.navy)} does not fit a poker card at ${MIN_SIZE} pt; shorten it` };
    return null;
  },
  words: {
    labels: {
      type: 'object', required: true,
      fields: { gun: req.text(10), hits: req.text(10), air: req.text(10), points: req.text(60) },
      check: (l: Partial<Words['labels']>) => (l.points === undefined || fitLine(l.points, frame(POKER[0], POKER[1], 0).inner, MIN_SIZE, MIN_SIZE, 'regular')
        ? null : { at: ['points'], problem: `${quote(l.points)} does not fit a poker card at ${MIN_SIZE} pt; shorten it` }),
    },
    rear: {
      type: 'object', required: true, fields: { mark: req.text(12), text: req.text(120) },
      check: (w: Partial<Words['rear']>) => (w.text === undefined || fitRear(frame(POKER[0], POKER[1], 0), w.mark ?? 'REAR', w.text)
        ? null : { at: ['text'], problem: `${quote(w.text)} does not fit a poker card's rear mark at ${MIN_SIZE} pt; shorten it` }),
    },
  },
};

type ShipDeck = Deck<ShipCard> & Words;

export const shipDeck: Printable = {
  name: 'ship-deck',
  summary: 'the 54-card ship deck: name, type, gun size and hit number on each card, carriers marked rear',
  count: 'copies of the deck',
  perShip: false,
  capabilities: { deck: true },
  gap: 0,
  data: deckField(shape, true),
  options: deckOptions(shape),
  // a deck file of the user's own stands in for the shipped deck and its defaults
  unread: (o) => (typeof o.deck === 'string' ? ['ship-deck'] : []),
  items(req) {
    return deckCards<ShipCard, ShipDeck>('ship-deck', shape, req, (deck, c, _i, { width, height, bleed }) => front(req.templates, deck, c, width, height, bleed));
  },
};

function front(templates: Templates, deck: ShipDeck, c: ShipCard, width: number, height: number, bleed: number): string {
  const f = frame(width, height, bleed);
  const { s, inset, inner } = f;
  const kind = deck.kinds[c.kind] as { label: string; colour: string };
  const rear = REAR.has(c.kind);
  const where = `ship-deck: ${quote(c.name)}`;
  const note = footNote(f, deck.labels.points, where);
  const fitted = rear ? fitRear(f, deck.rear.mark, deck.rear.text, note.top)
    ?? fail(`${where}: the rear mark ${quote(deck.rear.text)} cannot be printed at ${MIN_SIZE} pt or larger on a card of this size; shorten it or choose a larger --card-size`, deck.rear.text) : null;
  const at = fitted?.at ?? layout(f, rear, note.top);
  const name = nameBlock(c.name, f) ?? fail(`${where}: the name does not fit a card of this size; shorten it or choose a larger --card-size`, c.name);
  const navy = navySize(c.navy, f) ?? fail(`${where}: the navy ${quote(c.navy)} does not fit a card of this size; shorten it or choose a larger --card-size`, c.navy);
  const small = Math.max(MIN_SIZE, 6.5 * s);
  const fitIn = (text: string, w: number, size: number) => fitLine(text, w, size, MIN_SIZE) ?? fail(`${where}: ${quote(text)} does not fit its badge on a card of this size; shorten it or choose a larger --card-size`, text);
  const { labels } = deck;
  // a badge: its caption over its big value, the pair centred in the circle
  const badge = (x: number, big: string, caption: string, room?: number) => {
    const captionSize = fitIn(caption, at.R * 1.4, small);
    const bigSize = big ? fitIn(big, at.R * 1.5, 21 * s) : 0;
    const value = room ?? bigSize * 0.72;
    const top = at.badgeY - (captionSize * 0.72 + 3 * s + value) / 2;
    return { x: r(x), big, bigSize, bigY: r(top + captionSize * 0.72 + 3 * s + value), caption, captionSize, captionY: r(top + captionSize * 0.72) };
  };
  const PLANE = 0.24 * s; // the plane is drawn 100 × 94 units
  const gunX = f.cx - inner / 4 - 2 * s;
  const art = silhouette(c.kind);
  const artScale = Math.min((inner * 0.96) / 100, (at.artBottom - at.artTop) / 30);
  const rearView = fitted && {
    x: r(inset - 2 * s), y: r(at.rearY), w: r(inner + 4 * s), h: r(at.rearH), stripe: r(5 * s),
    mark: deck.rear.mark, markSize: fitted.tag, markY: r(at.rearY + 4 * s + fitted.tag * 0.8),
    text: baselines(fitted.block, fitted.textTop, at.rearY + at.rearH - 3 * s - fitted.textTop), textSize: fitted.block.size,
  };
  return templates.render('ship-deck', 'front.svg.hbs', {
    ...f, kind: c.kind, colour: kind.colour,
    ...bandLabel(f, kind.label),
    name: c.name, nameSize: name.size, nameLines: baselines(name, at.nameTop, at.nameH),
    navy: upper(c.navy), navySize: navy, navyY: r(at.navyY),
    artX: r(f.cx - 50 * artScale), artY: r((at.artTop + at.artBottom) / 2 - 16 * artScale), artScale: r(artScale), art,
    rear: rearView,
    R: r(at.R), badgeY: r(at.badgeY), ring: r(2.2 * s),
    gun: c.gun === undefined ? null : badge(gunX, gunText(c.gun), labels.gun),
    air: c.gun === undefined ? (() => {
      const b = badge(gunX, '', labels.air, 90 * PLANE);
      return { ...b, planeX: r(gunX - 50 * PLANE), planeY: r(b.bigY - 92 * PLANE), planeScale: r(PLANE) };
    })() : null,
    hits: { ...badge(f.cx + inner / 4 + 2 * s, String(c.hits), labels.hits), value: c.hits },
    note: note.lines, noteSize: note.size,
  });
}
