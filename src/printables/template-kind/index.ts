// A game file's own aid (`kind: template`): a Handlebars SVG template of the game file's that draws
// one item from a ship's fields, at the trim size the game file gives; one item a ship, or one a
// copy when it is no ship's; a playing card when it says so, its back drawn by a second template.
// The template is read, compiled and its names checked when the game file is read, so that `check`
// refuses what printing would; what it makes is checked as any --templates template's is.
import { quote, quotePath, UnreadableFile } from '../../errors.js';
import { readUserText } from '../../data/read.js';
import { own } from '../../data/suggest.js';
import type { Field } from '../../data/schema.js';
import type { Game } from '../../games/types.js';
import { dirname, isAbsolute, join } from '../../platform/index.js';
import { fitName, type NameBox } from '../../svg/names.js';
import { HELPERS, parseTemplate } from '../../svg/templates.js';
import { inch, parseSize } from '../../units.js';
import { CARD_OPTIONS, CARD_SIZES, cardFrame, cardSize } from '../cards.js';
import { LAMINATE_OPTIONS } from '../laminate.js';
import type { KindContext } from '../kinds.js';
import type { Item, Printable } from '../types.js';
import { checkNames, nameBoxes } from './names.js';
import { viewOf, viewShape } from './view.js';

interface Settings { template: string; size: string; 'per-ship': boolean; card: boolean; back?: string }

/** Trim sizes of an item that is not a card: a counter to a poster. */
const [MIN, MAX] = [inch(0.25), inch(36)];

/** A size by name or WxH: a card's as the card kinds take it, else from 1/4 in to 36 in a side. */
function sizeOf(text: string, card: boolean): [number, number] | null {
  if (card) return cardSize(text);
  const wh = own(CARD_SIZES, text.trim().toLowerCase()) ?? parseSize(text);
  return wh && wh.every((v) => v >= MIN - 1e-9 && v <= MAX + 1e-9) ? wh : null;
}

/** The options of a card: the card kinds' own, but its size, which the game file gives, and its back's style, its template's. */
const { 'card-size': _size, 'back-style': _style, ...CARD } = CARD_OPTIONS;

/** A template the settings name, by its path from the working folder, and its text. */
interface Source { from: string; text: string }

const pathOf = (file: string | undefined, template: string): string =>
  isAbsolute(template) || !file ? template : join(dirname(file), template);

export function templateKind(instance: string, at?: KindContext): Printable {
  // what the settings say of the printable's shape, before they are checked (a wrong one is refused then)
  const written = (key: string): unknown => {
    const n = at?.settings.kind === 'map' ? at.settings.entries.get(key)?.node : undefined;
    return n?.kind === 'scalar' ? n.value : undefined;
  };
  const perShip = written('per-ship') !== false;
  const card = written('card') === true;
  // what checking the settings read, kept for drawing and for checking ship names
  let loaded: { front: Source; back?: Source; boxes: NameBox[] } | undefined;

  const read = (template: string): Source => {
    const from = pathOf(at?.file, template);
    return { from, text: readUserText(from) };
  };
  const load = (s: Settings): string | { at: string[]; problem: string } | null => {
    if (s.back !== undefined && !s.card) return { at: ['back'], problem: 'a back is printed only behind cards; give card: true, or leave back out' };
    if (s.card && !cardSize(s.size)) return { at: ['size'], problem: `expected a card's size, poker, mini, bridge, tarot or WxH from 1 in to 7 in a side (e.g. 63x88mm), got ${quote(s.size)}` };
    const sources: Source[] = [];
    for (const key of ['template', 'back'] as const) {
      if (s[key] === undefined) continue;
      try {
        sources.push(read(s[key]!));
      } catch (err) {
        if (err instanceof UnreadableFile) return { at: [key], problem: `cannot read the template ${quotePath(pathOf(at?.file, s[key]!))} (${err.reason}); its path is relative to the game file` };
        throw err;
      }
    }
    let boxes: NameBox[] = [];
    for (const src of sources) {
      // a fault in the template is refused at its own line (thrown: the game file's reader gathers it)
      const ast = parseTemplate(src.from, src.text);
      if (at?.fields) checkNames(ast, src.from, viewShape(at.fields, at.sides, s['per-ship']), HELPERS);
      boxes = [...boxes, ...nameBoxes(ast)];
    }
    loaded = { front: sources[0], back: sources[1], boxes };
    return null;
  };

  const data: Field = {
    type: 'object',
    fields: {
      template: { type: 'string', maxLength: 1000, required: true, doc: 'the Handlebars SVG template that draws one item, its path relative to the game file' },
      size: {
        type: 'string', required: true, doc: 'the trim size: poker, mini, bridge, tarot, or WxH (e.g. 2.5x3.5in, 63x88mm)',
        check: (v: string) => (sizeOf(v, false) ? null : `expected poker, mini, bridge, tarot or a size WxH from 0.25 in to 36 in a side (e.g. 2.5x3.5in), got ${quote(v)}`),
      },
      'per-ship': { type: 'bool', default: true, doc: 'true: one item for each ship, drawn from its fields; false: one item a copy, no ship\'s' },
      card: { type: 'bool', default: false, doc: 'a playing card: crop marks, bleed, backs and card layouts, as the card kinds print them' },
      back: { type: 'string', maxLength: 1000, doc: 'with card: true, the template of the cards\' backs, given the same values' },
    },
    check: load,
  };

  return {
    name: instance,
    summary: `${card ? 'cards' : 'items'} drawn by the game file's own template${perShip ? ', one for each ship' : ''}`,
    count: perShip ? 'copies per ship' : 'copies',
    perShip,
    gap: 0,
    data,
    options: card ? CARD : LAMINATE_OPTIONS,
    // the names of the ships it prints fit every {{fitName}} box written with numbers
    nameBox: (_d, ship) => {
      if (!perShip || !loaded) return null;
      return loaded.boxes.find((b) => !fitName(String(ship.name), b)) ?? loaded.boxes[0] ?? null;
    },
    items({ game, ships, count, options, templates }) {
      const s = game.data[instance] as Settings;
      const front = loaded?.front ?? read(s.template);
      const back = loaded?.back ?? (s.back === undefined ? undefined : read(s.back));
      const frame = s.card ? cardFrame({ ...options, 'card-size': s.size }) : undefined;
      const [width, height] = frame ? [frame.width, frame.height] : sizeOf(s.size, false)!;
      const bleed = frame?.spec.bleed ?? 0;
      const draw = (g: Game, ship?: Parameters<typeof viewOf>[3]): Item => {
        const view = viewOf(g, instance, { width, height, bleed }, ship);
        const body = templates.renderText(front.from, front.text, view);
        const spec = frame && { ...frame.spec, ...(back && { back: templates.renderText(back.from, back.text, view) }) };
        return { width, height, body, cut: 'rect', ...(spec && { card: spec }) };
      };
      const ones = perShip ? ships.map((ship) => draw(game, ship)) : [draw(game)];
      return ones.flatMap((item) => Array.from({ length: count }, () => item));
    },
  };
}
