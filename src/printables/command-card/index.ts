// Command cards for Beer and Pretzels Ironclads: one card per boat with its name and side. The
// game master shuffles them and draws one at a time; the boat named acts when its card comes up.
import { DrawProblem } from '../problem.js';
import { quote } from '../../errors.js';
import { fitSize } from '../../svg/fonts.js';
import { NAME_LEAD, nameBlock, nameHeight } from '../../svg/names.js';
import { req, type Field } from '../../data/schema.js';
import { inch, r } from '../../units.js';
import type { Printable } from '../types.js';
import { LAMINATE_OPTIONS } from '../laminate.js';
import { upper } from '../../svg/upper.js';
import { sideColour } from '../../games/sides.js';

const lines = (max: number): Field => ({ type: 'list', minItems: 1, maxItems: max, required: true, of: { type: 'string', maxLength: 70 } });

const INSET = 14;      // text keeps this far from the trim
const BORDER = 6;      // the printed frame, inside the trim so a ragged cut does not show
const NAME_MAX = 30;   // the boat's name is called out across the table: as large as fits
const SHIP_W = 0.55;   // the silhouette's width, of the card's
const STEP = 9;        // the action steps
const NOTE = 6.5;      // the note for the game master
const NAVY = '#1f4e79'; // the card's frame and rules

export const commandCard: Printable = {
  name: 'command-card',
  summary: 'a command card per boat, for the game master to shuffle and draw',
  count: 'copies per ship',
  perShip: true,
  gameMaster: true,
  gap: 0,
  data: {
    type: 'object',
    fields: {
      width: req.length(inch(2), inch(6)), height: req.length(inch(2), inch(8)),
      heading: req.text(40), steps: lines(4), note: lines(3),
    },
  },
  options: { ...LAMINATE_OPTIONS },
  nameBox: (d) => {
    const f = frame(d as Data);
    return { width: f.inner, max: NAME_MAX, height: f.ruleY - f.nameTop };
  },
  items({ game, ships, count, templates }) {
    const d = game.data['command-card'] as Data;
    const { width, height, inner, fit, noteSize, stepSize, note, steps, headingY, ruleY, titleY, bandY, bandH, shipScale, shipY, nameTop } = frame(d);
    const view = {
      width, height, border: BORDER, frameW: width - 2 * BORDER, frameH: height - 2 * BORDER, cx: width / 2,
      title: upper(game.title), titleY, titleSize: fit(upper(game.title), 7.5, 'bold'),
      bandX: INSET, bandY, bandW: inner, bandH,
      shipX: (width - 100 * shipScale) / 2, shipY, shipScale,
      ruleX1: INSET, ruleX2: width - INSET, ruleY,
      heading: d.heading, headingY, headingSize: fit(d.heading, 8, 'bold'),
      steps, stepSize, stepX: INSET + 4, note, noteSize,
    };
    return ships.flatMap((ship) => {
      const side = upper(String(ship.side ?? ''));
      // the side's own colour on its band (the game's data gives it), else the card's blue
      const colour = sideColour(game, ships, String(ship.side ?? '')) ?? { fill: NAVY, ink: '#ffffff' };
      const name = nameBlock(ship.name, { width: inner, max: NAME_MAX, height: ruleY - nameTop }, 'command-card');
      const blockH = nameHeight(name.lines.length, name.size);
      // the name sits in the middle of the space between the silhouette and the rule
      const first = (nameTop + ruleY - blockH) / 2 + name.size * 0.8;
      const body = templates.render('command-card', 'card.svg.hbs', {
        ...view, side, sideY: r(bandY + bandH / 2 + 4), sideSize: fit(side, 12, 'bold'), bandFill: colour.fill, sideInk: colour.ink,
        nameSize: name.size, name: ship.name, nameLines: name.lines.map((text, i) => ({ text, y: r(first + i * name.size * NAME_LEAD) })),
      });
      return Array.from({ length: count }, () => ({ width, height, body, cut: 'rect' as const }));
    });
  },
};

interface Data { width: number; height: number; heading: string; steps: string[]; note: string[] }

/** The card's fixed places for its data: the foot from the bottom up, the head from the top down, the name between. */
function frame(d: Data) {
  const { width, height } = d;
  const inner = width - 2 * INSET;
  const fit = (s: string, size: number, weight: 'regular' | 'bold' = 'regular') =>
    fitSize(s, inner, size, weight, 6) ?? fail(`the line ${quote(s)} is too long for the card; shorten it in the game's data`, s);
  // the foot of the card, from the bottom up: the note, then the steps under their heading
  const noteSize = Math.min(...d.note.map((s) => fit(s, NOTE)));
  const stepSize = Math.min(...d.steps.map((s) => fit(s, STEP)));
  const note = d.note.map((text, i, all) => ({ text, y: r(height - INSET - (all.length - 1 - i) * noteSize * 1.25) }));
  const stepsBottom = note[0].y - noteSize * 1.25 - 8;
  const steps = d.steps.map((text, i, all) => ({ text, y: r(stepsBottom - (all.length - 1 - i) * stepSize * 1.35) }));
  const headingY = steps[0].y - stepSize * 1.35 - 2;
  const ruleY = headingY - 14;
  // the head of the card: game title, then the side on a band, then the silhouette
  const titleY = INSET + 10;
  const bandY = titleY + 8;
  const bandH = 22;
  const shipScale = (width * SHIP_W) / 100; // the silhouette is drawn 100 units wide
  const shipY = bandY + bandH + 14;
  const nameTop = shipY + 30 * shipScale + 10;
  return { width, height, inner, fit, noteSize, stepSize, note, steps, headingY, ruleY, titleY, bandY, bandH, shipScale, shipY, nameTop };
}

function fail(problem: string, text?: string): never {
  throw new DrawProblem('command-card', text, problem);
}
