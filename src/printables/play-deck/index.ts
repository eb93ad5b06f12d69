// The Naval War play deck: salvo cards by gun size and hit count (the bulk of the deck), normal
// cards kept in the hand (air strike, minesweeper) and special cards that must be played when drawn,
// which carry a hazard-striped PLAY WHEN DRAWN mark. Each card: its kind on a coloured band, a big
// picture (for a salvo, the gun size and one shell per hit), its rule in a box, a short note.
import { quote } from '../../errors.js';
import { req } from '../../data/schema.js';
import { own } from '../../data/suggest.js';
import type { Templates } from '../../svg/templates.js';
import { r } from '../../units.js';
import type { Printable } from '../types.js';
import { bandLabel, colour, deckField, deckCards, deckOptions, fail, frame, POKER, footNote, oneLineNote, type Deck, type DeckShape, type Frame } from '../decks/deck.js';
import { baselines, fitBlock, fitLine, LEADING, MIN_SIZE } from '../decks/fit.js';
import { textWidth } from '../../svg/fonts.js';
import { silhouette } from '../ship-deck/art.js';
import { upper } from '../../svg/upper.js';

/** The play cards the game knows, and the ones that must be played at once when drawn. */
export const PLAY_KINDS = ['salvo', 'air-strike', 'minesweeper', 'minefield', 'submarine', 'torpedo-boat', 'destroyer-attack', 'additional-damage'] as const;
export const SPECIAL = new Set(['minefield', 'submarine', 'torpedo-boat', 'destroyer-attack', 'additional-damage']);
const PICTURE: Record<string, string> = {
  'air-strike': 'plane', minesweeper: 'sweep', minefield: 'mines', submarine: 'sub',
  'torpedo-boat': 'boat', 'destroyer-attack': 'destroyer', 'additional-damage': 'blast',
};

interface PlayCard { kind: string; count: number; gun?: number; hits?: number; text?: string }
interface Kind { label: string; colour: string; text: string }
interface Words {
  labels: { hit: string; hits: string };
  special: { mark: string; note: string };
  normal: { note: string };
}
type PlayDeck = Deck<PlayCard> & Words;

const TEXT = 9;   // the rule's size, when it fits
const CAP = 0.72; // cap height, of the size
const BOX = 64;   // the rule box's usual greatest height

/**
 * Where a play card's parts go: the band, the PLAY WHEN DRAWN stripe, the picture, the rule box (at
 * most `BOX` high, or just as high as the fitted rule of `ruleH` needs), the note at the foot.
 */
function layout(f: Frame, special: boolean, ruleH?: number, noteTop = oneLineNote(f), most = BOX * f.s) {
  const { s } = f;
  const stripeH = special ? 17 * s : 0;
  const stripeY = f.bandY + f.bandH;
  const boxBottom = noteTop - 5 * s;
  const pad = 6 * s;
  const boxH = ruleH === undefined ? most : Math.max(36 * s, Math.min(most, ruleH + 2 * pad));
  const boxTop = boxBottom - boxH;
  return {
    stripeY, stripeH, boxTop, boxH, pad,
    textW: f.inner - 2 * pad, textH: boxH - 2 * pad,
    artTop: stripeY + stripeH + 6 * s, artBottom: boxTop - 6 * s,
  };
}

/** The rule printed on a card: its own text or its kind's, with {gun} and {hits} filled in. */
function ruleText(text: string, c: { gun?: number; hits?: number }, labels: Words['labels'] | null): string {
  const hits = c.hits ?? 1;
  const word = labels ? (hits === 1 ? labels.hit : labels.hits) : 'hits';
  return text.replaceAll('{gun}', c.gun === undefined ? '' : `${c.gun}"`).replaceAll('{hits}', `${hits} ${word}`);
}

/**
 * The rule fitted in its box, and the card's layout around it. A rule too long for the usual box
 * may take up to 60 % of the room between the stripe and the note (on a small card, say).
 */
function fitRule(f: Frame, special: boolean, text: string, noteTop = oneLineNote(f)) {
  const free = layout(f, special, undefined, noteTop, 0);
  for (const most of [BOX * f.s, 0.6 * (free.boxTop - free.artTop)]) {
    const room = layout(f, special, undefined, noteTop, most);
    const rule = fitBlock(text, room.textW, room.textH, TEXT * f.s, MIN_SIZE);
    if (rule) return { rule, at: layout(f, special, rule.size + (rule.lines.length - 1) * rule.size * LEADING, noteTop, most) };
  }
  return null;
}
const poker = () => frame(POKER[0], POKER[1], 0);
const tooLong = `does not fit a poker card at ${MIN_SIZE} pt; shorten it`;
const fitsPoker = (text: string, special: boolean) => fitRule(poker(), special, text) !== null;
/** A card's one-line note must fit a poker card. */
const noteFits = (w: { note?: string }) =>
  w.note === undefined || fitLine(w.note, poker().inner, MIN_SIZE, MIN_SIZE, 'regular') ? null : { at: ['note'], problem: `${quote(w.note)} ${tooLong}` };

const shape: DeckShape = {
  kinds: PLAY_KINDS,
  kind: { label: req.text(24), colour, text: { ...req.text(600), doc: 'the rule; {gun} and {hits} print a salvo\'s gun size and hits' } },
  kindCheck: (kind) => (k: Kind) => (k.text === undefined || fitsPoker(ruleText(k.text, { gun: 18, hits: 3 }, null), SPECIAL.has(kind)) ? null : { at: ['text'], problem: `the text ${tooLong}` }),
  card: {
    gun: { type: 'number', min: 1, max: 24, doc: 'a salvo\'s gun size in inches' },
    hits: { type: 'int', min: 1, max: 9, doc: 'a salvo\'s hits' },
    text: { type: 'string', maxLength: 600, doc: 'this card\'s own rule, instead of its kind\'s' },
  },
  cardCheck: (c: PlayCard) => {
    if (c.kind === 'salvo' && (c.gun === undefined || c.hits === undefined)) return `missing ${c.gun === undefined ? 'gun' : 'hits'}: a salvo card needs its gun size and its hits (e.g. gun: 16, hits: 2)`;
    if (c.kind !== 'salvo' && c.gun !== undefined) return { at: ['gun'], problem: `only a salvo card has a gun size, not a ${c.kind} card` };
    if (c.kind !== 'salvo' && c.hits !== undefined) return { at: ['hits'], problem: `only a salvo card has hits, not a ${c.kind} card` };
    if (c.text !== undefined && !fitsPoker(ruleText(c.text, c, null), SPECIAL.has(c.kind))) return { at: ['text'], problem: `the text ${tooLong}` };
    return null;
  },
  words: {
    labels: { type: 'object', required: true, fields: { hit: req.text(12), hits: req.text(12) } },
    special: { type: 'object', required: true, fields: { mark: req.text(24), note: req.text(90) }, check: noteFits },
    normal: { type: 'object', required: true, fields: { note: req.text(90) }, check: noteFits },
  },
};

export const playDeck: Printable = {
  name: 'play-deck',
  summary: 'the 108-card play deck: salvos by gun size and hits, air strikes, and the specials played when drawn',
  count: 'copies of the deck',
  perShip: false,
  capabilities: { deck: true },
  gap: 0,
  data: deckField(shape, true),
  options: deckOptions(shape),
  // a deck file of the user's own stands in for the shipped deck and its defaults
  unread: (o) => (typeof o.deck === 'string' ? ['play-deck'] : []),
  items(req) {
    return deckCards<PlayCard, PlayDeck>('play-deck', shape, req, (deck, c, i, { width, height, bleed }) => front(req.templates, deck, c, i, width, height, bleed));
  },
};

function front(templates: Templates, deck: PlayDeck, c: PlayCard, index: number, width: number, height: number, bleed: number): string {
  const f = frame(width, height, bleed);
  const { s, inset, inner, cx } = f;
  const kind = deck.kinds[c.kind] as Kind;
  const special = SPECIAL.has(c.kind);
  const where = `play-deck: card ${index + 1} (${kind.label})`;
  const line = (text: string, w: number, size: number, min = MIN_SIZE) =>
    fitLine(text, w, size, min) ?? fail(`${where}: ${quote(text)} does not fit a card of this size; shorten it or choose a larger --card-size`, text);
  const salvo = c.kind === 'salvo';
  const gun = salvo ? `${c.gun}"` : '';
  const hits = c.hits ?? 1;
  // a salvo's band carries its gun size and hits in the corners, readable in a fanned hand
  const corners = salvo ? { left: gun, right: `\u00d7${hits}`, size: line(gun, 30 * s, 11 * s), y: r(f.bandY + f.bandH / 2 + 4 * s), lx: r(inset), rx: r(f.width - inset) } : null;
  const label = bandLabel(f, kind.label, salvo ? inner - 64 * s : inner);
  const note = footNote(f, special ? deck.special.note : deck.normal.note, where);
  const text = ruleText(c.text ?? kind.text, c, deck.labels);
  const { rule, at } = fitRule(f, special, text, note.top)
    ?? fail(`${where}: the text ${quote(text)} cannot be printed at ${MIN_SIZE} pt or larger on a card of this size; shorten it or choose a larger --card-size`, c.text ?? kind.text);
  const artH = at.artBottom - at.artTop;
  let stripe = null;
  if (special) {
    const markSize = line(deck.special.mark, inner - 24 * s, 9.5 * s);
    stripe = {
      y: r(at.stripeY), h: r(at.stripeH), mark: deck.special.mark, markSize, markY: r(at.stripeY + at.stripeH / 2 + markSize * 0.36),
      bars: hazard(f, at.stripeY, at.stripeH, textWidth(deck.special.mark, markSize, 'bold') / 2 + 5 * s),
    };
  }
  let salvoArt = null;
  if (salvo) {
    // the gun size, a row of shells (one per hit) and the hits, centred in the picture's room
    const caption = `${hits} ${upper(hits === 1 ? deck.labels.hit : deck.labels.hits)}`;
    const captionSize = line(caption, inner, Math.max(MIN_SIZE, 9 * s));
    const shellH = Math.min(24 * s, artH * 0.24);
    const shellW = shellH * 0.42;
    const gap = shellW * 0.5;
    const rowW = hits * shellW + (hits - 1) * gap;
    const bigSize = line(gun, inner, Math.min(60 * s, (artH - shellH - captionSize * CAP - 14 * s) / CAP), 12);
    const top = at.artTop + (artH - (bigSize * CAP + 8 * s + shellH + 6 * s + captionSize * CAP)) / 2;
    const shellY = top + bigSize * CAP + 8 * s;
    salvoArt = {
      big: gun, bigSize, bigY: r(top + bigSize * CAP),
      shells: Array.from({ length: hits }, (_, i) => ({ x: r(cx - rowW / 2 + i * (shellW + gap)) })),
      shellY: r(shellY), shellScale: r(shellW / 10),
      caption, captionSize, captionY: r(shellY + shellH + 6 * s + captionSize * CAP),
    };
  }
  const pictureScale = Math.min((inner * 0.86) / 100, artH / 70);
  const picture = own(PICTURE, c.kind);
  return templates.render('play-deck', 'front.svg.hbs', {
    ...f, kind: c.kind, colour: kind.colour, special, ...label, index: corners, stripe, salvo: salvoArt,
    art: picture ? Object.fromEntries(Object.values(PICTURE).map((p) => [p, p === picture])) : null,
    artX: r(cx - 50 * pictureScale), artY: r((at.artTop + at.artBottom) / 2 - 35 * pictureScale), artScale: r(pictureScale),
    dd: silhouette('destroyer'),
    boxX: r(inset - 1 * s), boxY: r(at.boxTop), boxW: r(inner + 2 * s), boxH: r(at.boxH), boxR: r(4 * s),
    ruleSize: rule.size, rule: baselines(rule, at.boxTop + at.pad, at.textH),
    note: note.lines, noteSize: note.size,
  });
}

/** Slanted black bars on the stripe's ends, leaving `clear` either side of the centre for the mark. */
function hazard(f: Frame, y: number, h: number, clear: number): { points: string }[] {
  const { s } = f;
  const [bw, period, k] = [4.5 * s, 9 * s, h * 0.6];
  const bars: { points: string }[] = [];
  const zones: [number, number][] = [[f.border, f.cx - clear], [f.cx + clear, f.width - f.border]];
  for (const [from, to] of zones) {
    for (let x = from + 1 * s; x + k + bw <= to + 1e-9; x += period) {
      bars.push({ points: [[x, y + h], [x + k, y], [x + k + bw, y], [x + bw, y + h]].map((p) => p.map(r).join(',')).join(' ') });
    }
  }
  return bars;
}
