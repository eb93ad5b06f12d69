// The view of one card: every text fitted to its room, every box, ring and line placed, each
// tagged with data-* attributes naming what it stands for. A blank card draws the same cells with
// lines to write on where a ship's values would print.
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { fitSize, textWidth, wrapWords, type Weight } from '../../svg/fonts.js';
import { nameBaselines, nameBlock, type NameBox } from '../../svg/names.js';
import { r } from '../../units.js';
import { BOX, HEAD, INSET, KEY_FONT, KEY_LABEL, MIN_FONT, NOTE_LINE, PAD, layout, type Cell, type Field, type Layout } from './layout.js';
import { templateEscape } from '../../svg/templates.js';
import { upper } from '../../svg/upper.js';
import { PLATE_PAD, plate, type SideColour } from '../../games/sides.js';

export interface Data {
  width: number; height: number; title: string;
  labels: Record<'name' | 'id' | 'side' | 'points' | 'type' | 'squadron' | 'rate' | 'turn' | 'crew' | 'masts' | 'attitude' | 'notes' | 'key', string>;
  rate: { caption: string; 'blank-caption': string; strikes: string; sinks: string };
  turn: { unit: string; one: string; caption: string };
  crew: { caption: string };
  masts: { caption: string };
  attitude: { caption: string; dice: string; none: string; names: Record<string, string> };
  key: { code: string; text: string }[];
  battery: { class: string; 'class-caption': string; classes: Record<string, string>; fire: string; 'fire-caption': string; reminder: string };
  blank: { masts: number };
}

/** What one card prints; null values are left as lines to write on. */
export interface Card {
  name: string | null; id: string | null; side: string | null; points: string | null;
  /** The side's colour (its phase chips'), printed under its name; null on a blank card. */
  sideColour: SideColour | null;
  type: string | null; squadron: string | null;
  rate: number | null; turn: string | null;
  crews: { short: string; check: number }[]; crew: string | null;
  masts: number | null; mastBoxes: number;
  /** Movement dice per attitude, already written ("3d4", "—"), or null to write in. Empty for a battery. */
  attitudes: { key: string; dice: string | null }[];
  battery: { classes: string[]; own: string } | null;
}

type Attrs = Record<string, string | number>;
/** Each element's data attributes twice: as a record (`data`), and written out (`attrs`, escaped as
 * Handlebars escapes a value), which our template prints with one lookup instead of a loop per element. */
interface Tagged { data: Attrs; attrs: string }
interface Text extends Tagged { x: number; y: number; size: number; text: string; bold: boolean; anchor: string; fill: string }
interface Box extends Tagged { x: number; y: number; width: number; height: number; fill: string; stroke: number }
interface Ring extends Tagged { cx: number; cy: number; r: number; stroke: string; width: number }
interface Line extends Tagged { x1: number; y1: number; x2: number; y2: number; stroke: string; width: number }
interface Rect { x: number; y: number; width: number; height: number }

const tagged = (data: Attrs): Tagged => ({ data, attrs: Object.entries(data).map(([k, v]) => ` data-${templateEscape(k)}="${templateEscape(v)}"`).join('') });

const INK = '#000000';
const SOFT = '#333333';
const LABEL = 6.5;
const CAPTION = 6;
const VALUE_SLOT = 22;   // room after a cell label for its value, the same filled or blank
const LADDER_OUT = '#e6e6e6';

/** The largest size up to `size` at which `text` fits `width`; fails loudly rather than overflow. */
function fitted(text: string, width: number, size: number, weight: Weight = 'regular'): number {
  const s = fitSize(text, width, size, weight, MIN_FONT);
  if (s === null) throw new DrawProblem('ship-data-card', text, `${quote(text)} is too long to print legibly on the card; shorten it`);
  return s;
}

const layoutOf = (d: Data): Layout => layout(d.width, d.height, { label: d.labels.key, entries: d.key });

/** Where a ship's name goes: after its label in the left field, from under the title bar to the first row's baseline. */
export function nameBox(d: Data, l = layoutOf(d)): NameBox {
  const vx = l.fields.left.x + textWidth(d.labels.name, LABEL, 'bold') + 5;
  return { width: l.fields.left.end - vx, max: 15, height: l.row1 - (l.bar.y + l.bar.height) - 3 };
}

/** What the cards of one data section share, worked out once for all of them: the layout and the name's room. */
interface Shared { l: Layout; box: NameBox }

export type CardView = ReturnType<typeof cardView>;

/** The view of each card drawn from `d`. */
export function cardViews(gameTitle: string, d: Data): (card: Card) => CardView {
  const l = layoutOf(d);
  const shared: Shared = { l, box: nameBox(d, l) };
  return (card) => cardView(shared, gameTitle, d, card);
}

function cardView(shared: Shared, gameTitle: string, d: Data, card: Card) {
  const { l } = shared;
  const texts: Text[] = [];
  const boxes: Box[] = [];
  const rings: Ring[] = [];
  const lines: Line[] = [];
  const frames: Cell[] = [];
  const plates: (Rect & { fill: string })[] = [];
  const text = (x: number, y: number, s: string, size: number, more: Partial<Omit<Text, 'attrs'>> = {}) =>
    texts.push({ x: r(x), y: r(y), size: r(size), text: s, bold: false, anchor: '', fill: INK, ...more, ...tagged(more.data ?? {}) });
  const line = (x1: number, y1: number, x2: number, y2: number, data: Attrs = {}, width = 0.6, stroke = INK) =>
    lines.push({ x1: r(x1), y1: r(y1), x2: r(x2), y2: r(y2), stroke, width, ...tagged(data) });
  const box = (x: number, y: number, size: number, fill: string, stroke: number, data: Attrs) =>
    boxes.push({ x: r(x), y: r(y), width: size, height: size, fill, stroke, ...tagged(data) });
  const ring = (cx: number, cy: number, label: string, own: boolean, data: Attrs) => {
    rings.push({ cx: r(cx), cy: r(cy), r: BOX / 2, stroke: own ? INK : '#8c8c8c', width: own ? 2.4 : 0.6, ...tagged(own ? { ...data, ringed: 'true' } : data) });
    text(cx, cy + 2.7, label, 7.5, { bold: true, anchor: 'middle', data: { 'ring-label': label } });
  };

  // header fields: a label, then the value on a line to write on
  const field = (f: Field, y: number, label: string, value: string | null, max: number, name: string, weight: Weight = 'bold') => {
    text(f.x, y, label, LABEL, { bold: true });
    const vx = f.x + textWidth(label, LABEL, 'bold') + 5;
    if (value !== null && name === 'name') {
      // the ship's name by the shared rule: a second line grows up toward the title bar
      const block = nameBlock(value, shared.box, 'ship-data-card');
      const ys = nameBaselines(block, y);
      block.lines.forEach((t, i) => text(vx, ys[i], t, block.size, { bold: true, data: { field: name } }));
    } else if (value !== null && name === 'side' && card.sideColour) {
      // the side on a plate of its colour, in place of the line to write it on
      const size = fitted(value, f.end - vx - 2 * PLATE_PAD, max, weight);
      const p = plate(vx, y, size, textWidth(value, size, weight));
      plates.push({ x: r(p.x), y: r(p.y), width: r(p.width), height: r(p.height), fill: card.sideColour.fill });
      text(vx, y, value, size, { bold: weight === 'bold', fill: card.sideColour.ink, data: { field: name } });
      return;
    } else if (value !== null) text(vx, y, value, fitted(value, f.end - vx, max, weight), { bold: weight === 'bold', data: { field: name } });
    line(vx, y + 3, f.end, y + 3, { 'write-in': name });
  };
  const { left, middle, right } = l.fields;
  field(left, l.row1, d.labels.name, card.name, 15, 'name');
  field(middle, l.row1, d.labels.id, card.id, 12, 'id');
  field(right, l.row1, d.labels.side, card.side, 11, 'side');
  field(left, l.row2, d.labels.type, card.type, 8.5, 'type', 'regular');
  field(middle, l.row2, d.labels.squadron, card.squadron, 9, 'squadron');
  field(right, l.row2, d.labels.points, card.points, 9, 'points');

  // a cell: its frame, its label, the value after the label (or a line for it), a caption after that
  const cell = (c: Cell, label: string, value: string | null, name: string | null, caption: string) => {
    frames.push(c);
    const y = c.y + HEAD;
    text(c.x + PAD, y, label, LABEL, { bold: true });
    let x = c.x + PAD + textWidth(label, LABEL, 'bold') + 4;
    if (name !== null) {
      if (value !== null) text(x, y, value, fitted(value, VALUE_SLOT, 10, 'bold'), { bold: true, data: { field: name } });
      else line(x, y + 2, x + VALUE_SLOT - 4, y + 2, { 'write-in': name });
      x += VALUE_SLOT;
    }
    const room = c.x + c.width - PAD - x;
    if (caption) text(x, y, caption, fitted(caption, room, CAPTION), { fill: SOFT });
  };
  const under = (c: Cell) => c.y + HEAD + 4;

  // rate: the ladder from the ship's rate to 10, each rung in the same place on every card
  cell(l.rate, d.labels.rate, card.rate === null ? null : String(card.rate), 'rate', card.rate === null ? d.rate['blank-caption'] : d.rate.caption);
  const first = card.rate ?? 1;
  for (let k = first; k <= 10; k++) {
    const x = l.rate.x + PAD + 1 + (k - 1) * BOX;
    const y = under(l.rate);
    const start = card.rate !== null && k === card.rate;
    box(x, y, BOX, k >= 9 ? LADDER_OUT : '#ffffff', start ? 1.8 : 0.8, { rung: k, ...(start ? { start: 'true' } : {}) });
    text(x + BOX / 2, y + BOX / 2 + 2.9, String(k), 8, { bold: true, anchor: 'middle', data: { 'rung-number': k } });
    const word = k === 9 ? d.rate.strikes : k === 10 ? d.rate.sinks : null;
    if (word) text(x + BOX / 2, y + BOX + 7, word, fitted(word, BOX + 2, CAPTION), { anchor: 'middle', fill: SOFT, data: { 'rung-word': k } });
  }

  // crew quality: every grade to ring, the ship's own ringed already
  cell(l.crew, d.labels.crew, null, null, d.crew.caption);
  const slot = (l.crew.width - 2 * PAD) / card.crews.length;
  for (const [i, c] of card.crews.entries()) {
    const cx = l.crew.x + PAD + 1 + i * slot + BOX / 2;
    const cy = under(l.crew) + BOX / 2;
    ring(cx, cy, c.short, c.short === card.crew, { crew: c.short });
    const check = c.check > 0 ? `+${c.check}` : c.check < 0 ? `−${-c.check}` : '0';
    text(cx + BOX / 2 + 3, cy + 2.5, check, 7, { fill: SOFT, data: { 'crew-check': c.short } });
  }

  // turn ability: a large number, centred under the label, then what it counts
  frames.push(l.turn);
  text(l.turn.x + PAD, l.turn.y + HEAD, d.labels.turn, LABEL, { bold: true });
  const ty = r((l.turn.y + HEAD + l.turn.y + l.turn.height) / 2 + 6);
  let ux = l.turn.x + PAD + 24;
  if (card.turn !== null) {
    const size = fitted(card.turn, 24, 16, 'bold');
    text(l.turn.x + PAD, ty, card.turn, size, { bold: true, data: { field: 'turn' } });
    ux = l.turn.x + PAD + textWidth(card.turn, size, 'bold');
  } else line(l.turn.x + PAD, ty + 2, ux, ty + 2, { 'write-in': 'turn' });
  ux += 5;
  const unit = card.turn === '1' ? d.turn.one : d.turn.unit;
  text(ux, ty, unit, 8, { bold: true });
  // a battery never turns: its 0 needs no reminder of when a ship turns
  if (!card.battery) {
    const cx = ux + textWidth(unit, 8, 'bold') + 6;
    text(cx, ty, d.turn.caption, fitted(d.turn.caption, l.turn.x + l.turn.width - PAD - cx, CAPTION), { fill: SOFT });
  }

  if (card.battery) battery(card.battery);
  else {
    masts();
    attitudes();
  }

  function masts(): void {
    cell(l.masts, d.labels.masts, card.masts === null ? null : String(card.masts), 'masts', '');
    const y = under(l.masts);
    for (let i = 0; i < card.mastBoxes; i++) box(l.masts.x + PAD + 1 + i * BOX, y, BOX, '#ffffff', 0.8, { mast: i + 1 });
    const cap = d.masts.caption;
    text(l.masts.x + PAD, y + BOX + 7, cap, fitted(cap, l.masts.width - 2 * PAD, CAPTION), { fill: SOFT });
  }

  function attitudes(): void {
    const c = l.attitude;
    cell(c, d.labels.attitude, null, null, d.attitude.caption);
    const top = under(c);
    const rowH = (c.y + c.height - 3 - top) / card.attitudes.length;
    const right = c.x + c.width - PAD - 2;
    for (const [i, a] of card.attitudes.entries()) {
      const base = top + i * rowH + rowH / 2 + 3.5;
      if (i > 0) line(c.x + PAD, top + i * rowH, c.x + c.width - PAD, top + i * rowH, {}, 0.4, '#a6a6a6');
      text(c.x + PAD + 2, base, a.key, 10, { bold: true, data: { 'attitude-key': a.key } });
      const name = d.attitude.names[a.key];
      text(c.x + PAD + 16, base, name, fitted(name, right - 40 - (c.x + PAD + 16), 7.5), { data: { 'attitude-name': a.key } });
      if (a.dice !== null) text(right, base, a.dice, fitted(a.dice, 34, 10, 'bold'), { bold: true, anchor: 'end', data: { attitude: a.key } });
      else line(right - 34, base + 2, right, base + 2, { 'write-in': `attitude-${a.key}` });
    }
  }

  function battery(b: NonNullable<Card['battery']>): void {
    const k = l.masts;
    cell(k, d.battery.class, null, null, '');
    for (const [i, cls] of b.classes.entries()) {
      ring(k.x + PAD + 1 + BOX / 2 + i * (BOX + 8), under(k) + BOX / 2, cls, cls === b.own, { 'battery-class': cls });
    }
    const cap = d.battery['class-caption'];
    text(k.x + PAD, under(k) + BOX + 7, cap, fitted(cap, k.width - 2 * PAD, CAPTION), { fill: SOFT });
    const f = l.attitude;
    cell(f, d.battery.fire, null, null, d.battery['fire-caption']);
    const ys = [1, 2].map((n) => f.y + HEAD + n * NOTE_LINE);
    for (const y of ys) line(f.x + PAD, y, f.x + f.width - PAD, y, { 'write-in': 'fire' });
    const words = d.battery.reminder.split(/\s+/);
    const size = 6.5;
    const wrapped = wrapWords(words, f.width - 2 * PAD, size, 'bold');
    const lead = size + 2;
    const bottom = f.y + f.height - 4;
    if (ys[1] + 4 + wrapped.length * lead > bottom) throw new DrawProblem('ship-data-card', ['ship-data-card', 'battery', 'reminder'], 'the battery reminder is too long for its cell; shorten it');
    for (const [i, w] of wrapped.entries()) text(f.x + PAD, ys[1] + 4 + lead * (i + 1) - 1.5, w, fitted(w, f.width - 2 * PAD, size, 'bold'), { bold: true, data: { 'battery-reminder': i } });
  }

  // notes: ruled lines to write on, the key to what is written there under the columns
  const n = l.notes;
  frames.push(n);
  text(n.x + PAD, n.y + HEAD, d.labels.notes, LABEL, { bold: true });
  for (let y = n.y + HEAD + NOTE_LINE, i = 1; y <= n.y + n.height - 5; y += NOTE_LINE, i++) line(n.x + PAD, y, n.x + n.width - PAD, y, { note: i });
  text(l.key.label.x, l.key.label.y, l.key.label.text, KEY_LABEL, { bold: true, data: { key: 'label' } });
  for (const e of l.key.entries) text(e.x, e.y, e.text, KEY_FONT, { bold: e.bold, fill: e.bold ? INK : SOFT, data: { key: e.bold ? 'code' : 'text' } });

  const titleText = `${upper(gameTitle)} · ${d.title}`;
  return {
    width: d.width, height: d.height,
    bar: { ...l.bar, textX: INSET + 5, textY: r(INSET + 9.3), title: titleText, size: fitted(titleText, l.bar.width - 10, 7.5, 'bold') },
    rule: { x1: INSET, x2: d.width - INSET, y: r(l.rule) },
    frames, boxes, rings, lines, plates, texts,
  };
}

