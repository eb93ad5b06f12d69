// The two kids' cards, line by line: shooting (range → dice → pictures → boxes), and bumping and
// boarding. Every word comes from the game's data; the numbers of dice and boxes are drawn as that
// many dice and boxes, so a child can count them.
import { DrawProblem } from '../problem.js';
import type { Templates } from '../../svg/templates.js';
import type { MarkSpot } from '../types.js';
import { textWidth } from '../../svg/fonts.js';
import { pipFaces } from '../dice-labels/art.js';
import { Card, KIDS_MIN, lineWidth, type Band, type Token } from './flow.js';

type Track = 'hull' | 'sail' | 'gun';
interface Range { label: string; where: string; dice: number; per: string }
export interface ShootData {
  title: string; together: string; short: Range; long: Range; miss: string;
  hits: { face: string; box: Track; count: number }[];
  cannons: { face: string; count: number; box: Track; text: string; also: string };
  boxes: Record<Track, string>;
}
interface Bump { text: string; hull: number }
export interface BumpData { title: string; head: string; moved: Bump; bumped: Bump; both: Bump & { each: string } }
export interface BoardData { title: string; when: string; roll: string; pips: string; pictures: string; rules: string[] }
/** What the cards read of the other sections: the stick's bands and ranges, the dice's faces. */
export interface Shared { bands: Band[]; short: number; long: number; faces: string[]; on: number[] }
export interface Drawn { parts: string; rules: number[][]; mark: MarkSpot }

const PAD = 12;
const TITLE = 16;
const T = KIDS_MIN;
const text = (s: string, role: string, bold = false, size = T): Token => ({ kind: 'text', text: s, size, bold, role });
const boxes = (n: number, size: number, track: string): Token[] => Array.from({ length: n }, () => ({ kind: 'box', size, track }));
const times = <X>(n: number, f: () => X): X[] => Array.from({ length: n }, f);

/** The shooting card: the two ranges on the left, what each die shows on the right. */
export function shootCard(d: ShootData, s: Shared, W: number, H: number, templates: Templates): Drawn {
  const c = new Card('shooting-card', W, PAD, templates);
  c.line(PAD, 22, [text(d.title, 'title', true, TITLE)]);
  c.line(W - PAD, 22, [text(d.together, 'together')], 'end', [PAD + textWidth(d.title, TITLE, 'bold') + 12, W - PAD]);
  const LW = Math.round(W * 0.38);
  const left: [number, number] = [PAD, PAD + LW];
  const blocks: [Range, number, string][] = [[d.short, s.short, 'short'], [d.long, s.long, 'long']];
  blocks.forEach(([range, limit, role], i) => {
    const top = 44 + i * 80;
    c.line(PAD, top + 8, [text(range.label, `${role}-label`, true)], 'start', left);
    c.line(PAD, top + 26, [{ kind: 'stick', width: LW, height: 12, bands: s.bands, limit, role: `${role}-stick` }], 'start', left);
    c.line(PAD, top + 44, [text(range.where, `${role}-where`)], 'start', left);
    c.line(PAD, top + 64, [...times(range.dice, (): Token => ({ kind: 'roll', size: 22 })), text(range.per, `${role}-per`)], 'start', left);
  });
  const x0 = PAD + LW + 22;
  const right: [number, number] = [x0, W - PAD];
  d.hits.forEach((hit, i) => c.line(x0, 58 + 42 * i, [
    { kind: 'picture', face: hit.face, size: 36 }, { kind: 'arrow', size: 16 }, ...boxes(hit.count, 20, hit.box), text(d.boxes[hit.box], `hit-${hit.face}`, true),
  ], 'start', right));
  const below = 58 + 42 * (d.hits.length - 1) + 18;
  c.line(x0, below + 18, [text(d.cannons.text, 'cannons')], 'start', right);
  c.line(x0, below + 40, [
    ...times(d.cannons.count, (): Token => ({ kind: 'picture', face: d.cannons.face, size: 24 })), { kind: 'arrow', size: 16 },
    ...boxes(1, 20, d.cannons.box), text(d.boxes[d.cannons.box], 'cannons-box', true), text(d.cannons.also, 'cannons-also'),
  ], 'start', right);
  c.line(x0, below + 72, [...pipFaces(s.on).map((n): Token => ({ kind: 'die', pips: n, size: 22 })), { kind: 'arrow', size: 16 }, text(d.miss, 'miss', true)], 'start', right);
  if (below + 72 + 11 > H - 4) throw new DrawProblem('shooting-card', undefined, `${d.hits.length} kinds of hit do not fit the card's height; make the card taller`);
  return {
    parts: c.parts.join('\n'),
    rules: [[PAD, 34, W - PAD, 34], [x0 - 11, 42, x0 - 11, H - 12]],
    mark: { x: PAD, y: H - 8, width: LW },
  };
}

/** The bumping and boarding card. */
export function boardCard(b: BumpData, d: BoardData, s: Shared, W: number, H: number, templates: Templates): Drawn {
  const c = new Card('shooting-card', W, PAD, templates);
  c.line(PAD, 22, [text(b.title, 'bump-title', true, TITLE)]);
  c.line(W - PAD, 22, [text(b.head, 'bump-head')], 'end', [PAD + textWidth(b.title, TITLE, 'bold') + 12, W - PAD]);
  const boat = (moving: 'right' | 'left' | false): Token => ({ kind: 'boat', size: 28, moving });
  const bang: Token = { kind: 'burst', size: 14 };
  const rows: [Token[], Bump, string, Token[]][] = [
    [[boat('right'), bang], b.moved, 'moved', []],
    [[bang, boat(false)], b.bumped, 'bumped', []],
    [[boat('right'), bang, boat('left')], b.both, 'both', [text(b.both.each, 'both-each')]],
  ];
  const slot = Math.max(...rows.map(([icons]) => lineWidth(icons))) + 10;
  rows.forEach(([icons, row, role, after], i) => {
    const mid = 48 + 22 * i;
    c.line(PAD, mid, icons);
    const end = [...boxes(row.hull, 16, 'hull'), ...after];
    c.line(W - PAD, mid, end, 'end');
    c.line(PAD + slot, mid, [text(row.text, role)], 'start', [PAD + slot, W - PAD - lineWidth(end) - 8]);
  });
  c.line(PAD, 122, [text(d.title, 'board-title', true, TITLE), { kind: 'gap', size: 4 }, text(d.when, 'board-when')]);
  c.line(PAD, 142, [text(d.roll, 'board-roll')]);
  // pips: the enemy loses that many hull boxes; a picture does nothing
  const nothing: Token[] = [...s.faces.map((face): Token => ({ kind: 'picture', face, size: 20 })), { kind: 'arrow', size: 12 }, text(d.pictures, 'board-nothing', true)];
  const nothingX = W - PAD - lineWidth(nothing);
  c.line(W - PAD, 164, nothing, 'end');
  const pips = pipFaces(s.on).flatMap((n, i): Token[] => [
    ...(i > 0 ? [{ kind: 'gap', size: 6 } as Token] : []), { kind: 'die', pips: n, size: 18 }, { kind: 'arrow', size: 12 }, ...boxes(n, 12, 'hull'),
  ]);
  c.line(PAD, 164, pips, 'start', [PAD, nothingX - 10]);
  c.line(PAD, 186, [text(d.pips, 'board-pips')]);
  d.rules.forEach((rule, i) => c.line(PAD, 204 + 16 * i, [text(rule, `board-rule-${i}`)]));
  const last = 204 + 16 * (d.rules.length - 1);
  if (last + 6 > H - 4) throw new DrawProblem('shooting-card', ['shooting-card', 'board', 'rules'], `${d.rules.length} boarding rules do not fit the card's height; shorten the list`);
  const lastW = d.rules.length ? textWidth(d.rules[d.rules.length - 1], T) : 0;
  return {
    parts: c.parts.join('\n'),
    rules: [[PAD, 34, W - PAD, 34], [PAD, 106, W - PAD, 106]],
    mark: { x: W - PAD, y: H - 4, anchor: 'end', width: W - 2 * PAD - lastW - 12 },
  };
}
