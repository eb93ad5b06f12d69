// The card kind: a card for each ship of a game described in a game file, laid out from parts (the
// name, the side's band, a grid of values, tracks of boxes, tables, check boxes, texts, ruled
// lines) at the size the game file gives, black on white, with a plain back when asked. Cards go
// on sheets, one a page or laid out to laminate as every card printable's do (cards.ts).
import { InputError, quote } from '../../errors.js';
import type { FieldDecl } from '../../games/fields.js';
import { fitWrapped } from '../../svg/fonts.js';
import type { Templates } from '../../svg/templates.js';
import { upper } from '../../svg/upper.js';
import { CARD_OPTIONS, cardFrame } from '../cards.js';
import type { CardSpec, Item, Printable } from '../types.js';
import { nameBox } from './blocks.js';
import { INSET, MIN, Overflow } from './common.js';
import { fitProblem, lay, titleSize, type Design } from './layout.js';
import { cardPartsProblem, partsOf, SETTINGS, sizeName, sizeOf, type Settings } from './settings.js';

export { cardPartsProblem };

/** The game's title, printed on a card that gives no title of its own, must fit its one line: said when the game file loads. */
export const cardTitleProblem = (settings: Settings, title: string): { at: string[]; problem: string } | null =>
  (settings.title === undefined && titleSize(title, sizeOf(settings.size)![0]) === null
    ? { at: [], problem: `the game's title ${quote(title)} does not fit one line of a ${sizeName(settings.size)} card at ${MIN} pt; give the card a shorter title of its own (title: …)` }
    : null);

/** Why a ship's card does not fit the size the settings give (what does not fit, and the smallest
 * listed size that holds it), for checking a ship file at the ship; null when it fits. */
export const cardFits = (settings: Settings, fields: Record<string, FieldDecl>, ship: Record<string, unknown>): string | null =>
  // parts that name fields wrongly are the game file's fault, said at load (cardPartsProblem)
  (cardPartsProblem(settings, fields) ? null : fitProblem(settings, fields, ship));

// the card's size is the game file's (`size`), not an option
const { 'card-size': _size, ...OPTIONS } = CARD_OPTIONS;

const KIND = 'card';
const sizeOfSettings = (s: Partial<Settings>): [number, number] => sizeOf(String(s.size ?? 'poker')) ?? sizeOf('poker')!;

export const card: Printable = {
  name: KIND,
  summary: "a card for each ship of a game file's game, laid out from its parts at the size the game file gives",
  count: 'copies per ship',
  perShip: true,
  gap: 0,
  data: {
    ...SETTINGS,
    check: (s: Settings) => (s.title !== undefined && titleSize(s.title, sizeOf(s.size)![0]) === null
      ? { at: ['title'], problem: `${quote(s.title)} does not fit one line of a ${sizeName(s.size)} card at ${MIN} pt; shorten it` }
      : null),
  },
  options: OPTIONS,
  // the name is printed unless the settings list parts without it
  nameBox: (d) => {
    const parts = (d as Partial<Settings>).parts;
    if (parts && !parts.some((p) => typeof p === 'string' && p.trim().toLowerCase() === 'name')) return null;
    return nameBox(...sizeOfSettings(d));
  },
  items({ game, ships, count, options, templates }) {
    const settings = game.data[KIND] as Settings;
    if (!game.fields) throw new InputError(`${KIND}: prints the ships of a game described in a game file; ${game.id} is not one`);
    const wrong = cardPartsProblem(settings, game.fields);
    if (wrong) throw new InputError(`${KIND}: parts[${wrong.at[1]}]: ${wrong.problem}`);
    const [width, height] = sizeOf(settings.size)!;
    const title = settings.title ?? game.title;
    if (titleSize(title, width) === null) {
      throw new InputError(`${KIND}: the title ${quote(title)} does not fit one line of a ${sizeName(settings.size)} card at ${MIN} pt; give the card a shorter title (title: …)`);
    }
    const design: Design = { width, height, title, parts: partsOf(settings, game.fields), fields: game.fields, sides: game.sides ?? [] };
    const { spec } = cardFrame({ ...options, 'card-size': 'poker' });
    const style = options['back-style'] === 'light' ? 'light' : 'solid';
    const back = settings.back === 'plain' ? backOf(templates, title, width, height, spec.bleed, style) : undefined;
    const cardSpec: CardSpec = { ...spec, ...(back === undefined ? {} : { back }) };
    const paper = { x: -spec.bleed, y: -spec.bleed, width: width + 2 * spec.bleed, height: height + 2 * spec.bleed };
    return ships.flatMap((ship) => {
      let laid;
      try {
        laid = lay(design, ship);
      } catch (err) {
        if (err instanceof Overflow) throw new InputError(`${KIND}: ${fitProblem(settings, game.fields!, ship)}`);
        throw err;
      }
      const body = templates.render(KIND, 'card.svg.hbs', { paper, ...laid.parts! });
      const item: Item = { width, height, body, cut: 'rect', card: cardSpec };
      return Array.from({ length: count }, () => item);
    });
  },
};

/** The plain back: a double frame and the title in capitals, solid (white on near-black) or light. */
function backOf(templates: Templates, title: string, width: number, height: number, bleed: number, style: 'solid' | 'light'): string {
  const m = INSET + 3;
  // inside the frames, in four lines at most; else on one line as the front's title fits (checked before)
  const block = fitWrapped(upper(title), width - 2 * m - 12, 16, MIN, 'bold', (lines) => lines.length <= 4)
    ?? { lines: [upper(title)], size: titleSize(title, width)! };
  const lead = block.size * 1.2;
  const first = height / 2 - ((block.lines.length - 1) * lead) / 2 + 0.35 * block.size;
  return templates.render(KIND, 'back.svg.hbs', {
    paper: { x: -bleed, y: -bleed, width: width + 2 * bleed, height: height + 2 * bleed },
    solid: style === 'solid', ink: style === 'solid' ? '#ffffff' : '#000000',
    frame: { x: m, y: m, width: width - 2 * m, height: height - 2 * m },
    inner: { x: m + 3, y: m + 3, width: width - 2 * m - 6, height: height - 2 * m - 6 },
    centre: width / 2, size: block.size,
    lines: block.lines.map((text, i) => ({ text, y: first + i * lead })),
  });
}
