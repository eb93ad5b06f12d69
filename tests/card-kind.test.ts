// The card kind drawing a game of one's own's ships: a sail game on 3x5in cards, a WWII destroyer
// game with named systems on low wide cards, and the refusal of a ship whose card does not fit.
import { describe, expect, it } from 'vitest';
import { build, buildSheets } from '../src/build.js';
import { InputError } from '../src/errors.js';
import type { Game, Ship } from '../src/games/types.js';
import { card, cardFits } from '../src/printables/card/index.js';
import { SIZES, SIZES_BY_AREA, type Settings } from '../src/printables/card/settings.js';
import { Templates } from '../src/svg/templates.js';
import { elements, expectBaselines, mediaBoxes, refusal, texts } from './helpers.js';
import { destroyer, gameOf, navy, NAVY_FIELDS, sail, SAIL_SHIPS, shipsOf } from './card-games.js';

const job = (game: Game, ships: Ship[], options: Record<string, unknown> = {}, count = 1) =>
  ({ title: game.title, game, ships, paper: 'letter', print: [{ printable: card, count, options }], contents: false });
const itemsOf = (game: Game, ships: Ship[], options: Record<string, unknown> = {}) =>
  card.items({ game, ships, count: 1, options, templates: new Templates() });

/** The boxes of a track (of one entry of a tracks field), by section: how many in each. */
function sections(body: string, track: string, entry?: string): number[] {
  const boxes = elements(body, 'rect', `data-track="${track}"`).filter((b) => entry === undefined || b['data-entry'] === entry);
  const out: number[] = [];
  for (const b of boxes) out[+b['data-section'] - 1] = (out[+b['data-section'] - 1] ?? 0) + 1;
  return out;
}

/** Every text on the card is 6 pt or more and inside the trim, less the inset. */
function expectLegible(body: string, width: number, height: number): void {
  for (const t of texts(body)) {
    expect(+t.attrs['font-size'], t.what).toBeGreaterThanOrEqual(6);
    expect(t.x, t.what).toBeGreaterThanOrEqual(9 - 0.01);
    expect(t.x + t.w, t.what).toBeLessThanOrEqual(width - 9 + 0.01);
    expect(t.y, t.what).toBeGreaterThanOrEqual(9 - 0.01);
    expect(t.y + t.h, t.what).toBeLessThanOrEqual(height - 9 + 0.01);
  }
}

describe('card: a sail game on 3x5in cards', () => {
  const game = sail();
  const ships = shipsOf(game, SAIL_SHIPS);

  it('is exactly 3 × 5 in (216 × 360 pt), a playing card on the sheet, one item per ship and copy', () => {
    const items = card.items({ game, ships, count: 2, options: {}, templates: new Templates() });
    expect(items).toHaveLength(4);
    for (const item of items) {
      expect([item.width, item.height]).toEqual([216, 360]);
      expect(item.cut).toBe('rect');
      expect(item.card).toMatchObject({ bleed: 0, backs: 'interleaved', duplex: 'long-edge', layout: 'sheet' });
      expect(item.card!.back).toBeUndefined();
    }
    expect(items[0]).toBe(items[1]);
  });

  it('draws the title, the name, the side band, the grid, the tracks in sections and the notes', () => {
    const [implacable, bucentaure] = itemsOf(game, ships).map((i) => i.body);
    const words = texts(implacable).map((t) => t.what);
    expect(words[0]).toBe('GALE FORCE');
    expect(words).toContain('HMS Implacable');
    const band = elements(implacable, 'rect', 'data-band="nation"')[0];
    expect(band.fill).toBe('#b22222');
    expect(texts(implacable).find((t) => t.attrs['data-band-text'] === 'nation')).toMatchObject({ what: 'BRITISH', attrs: { fill: '#ffffff' } });
    expect(elements(bucentaure, 'rect', 'data-band="nation"')[0].fill).toBe('#1f3f8f');
    const cell = (body: string, path: string) => texts(body).find((t) => t.attrs['data-cell'] === path)?.what;
    expect([cell(implacable, 'rate'), cell(implacable, 'guns-per-broadside'), cell(implacable, 'speed.beam'), cell(implacable, 'speed.close')]).toEqual(['3', '37', '4', '2']);
    expect(words).toEqual(expect.arrayContaining(['GUNS A SIDE', 'SPEED', 'BEAM', 'CLOSE', 'HULL', 'RIGGING', 'CREW', 'NOTES']));
    // boxes counted by section, as each ship gives them
    expect(sections(implacable, 'hull')).toEqual([5, 5, 4]);
    expect(sections(implacable, 'rigging')).toEqual([4, 4]);
    expect(sections(implacable, 'crew')).toEqual([10]);
    expect(sections(bucentaure, 'hull')).toEqual([6, 6, 4]);
    expect(sections(bucentaure, 'crew')).toEqual([6, 6]);
    // a heavier rule between sections: two on a three-section hull
    expect(elements(implacable, 'line', 'data-section-rule="hull"').map((l) => +l['stroke-width'])).toEqual([1.5, 1.5]);
    // the notes wrapped; a ship without notes has a line to write them on
    expect(texts(implacable).filter((t) => t.attrs['data-text'] === 'notes').length).toBeGreaterThan(1);
    expect(elements(bucentaure, 'line', 'data-write-in="notes"')).toHaveLength(1);
    expectLegible(implacable, 216, 360);
    expectLegible(bucentaure, 216, 360);
  });

  it('fits the boxes to the card: square, one size, each track on one line, at least 0.16 in', () => {
    for (const body of itemsOf(game, ships).map((i) => i.body)) {
      const boxes = elements(body, 'rect', 'data-track=');
      const side = +boxes[0].width;
      expect(side).toBeGreaterThanOrEqual(11.52);
      for (const b of boxes) expect([+b.width, +b.height]).toEqual([side, side]);
      for (const b of boxes) expect(+b.x + side).toBeLessThanOrEqual(216 - 9 + 0.01);
      // one line a track: its boxes share a top
      for (const track of ['hull', 'rigging', 'crew']) expect(new Set(elements(body, 'rect', `data-track="${track}"`).map((b) => b.y)).size).toBe(1);
    }
    // the widest track sets the size: 14 boxes and two gaps of 4 pt in the 198 pt inside the inset
    expect(+elements(itemsOf(game, ships)[0].body, 'rect', 'data-track=')[0].width).toBe(13.5);
  });

  it('matches its baseline, two cards on a Letter sheet', async () => {
    const { pdf, sheets } = await build(job(game, ships));
    expect(sheets).toHaveLength(1);
    expect(sheets[0].placements.map((p) => [p.item.width, p.item.height])).toEqual([[216, 360], [216, 360]]);
    await expectBaselines(pdf, 'card', 'sail');
  });

  it('prints one card a page of the card\'s size with --layout per-card, and a back behind each with back: plain', () => {
    const plain = sail('size: 3x5in\nback: plain');
    const sheets = buildSheets(job(plain, ships, { layout: 'per-card', bleed: 9 }));
    expect(sheets.map((s) => [s.width, s.height, !!s.back])).toEqual([[234, 378, false], [234, 378, true], [234, 378, false], [234, 378, true]]);
    expect(sheets[1].placements[0].item.body).toContain('>GALE FORCE<');
    expect(sheets[1].placements[0].item.body).toMatch(/<rect [^>]*fill="#1f1f1f"/);
    // the light back spares the ink: white, the frame and title in black
    const light = buildSheets(job(plain, ships, { layout: 'per-card', 'back-style': 'light' }))[1].placements[0].item.body;
    expect(light).not.toContain('#1f1f1f');
    expect(light).toMatch(/fill="#000000" data-back-title="0">GALE FORCE</);
    // no back asked for: no back pages
    expect(buildSheets(job(game, ships, { layout: 'per-card' })).map((s) => !!s.back)).toEqual([false, false]);
  });

  it('lays cards out to laminate, and takes the card printables\' options but not --card-size', () => {
    const sheets = buildSheets(job(game, ships, { layout: 'laminate' }));
    expect(sheets[0].laminate).toBeDefined();
    expect(Object.keys(card.options)).toEqual(expect.arrayContaining(['bleed', 'duplex', 'backs', 'back-offset', 'rounded', 'gutter', 'back-style', 'layout', 'pouch']));
    expect(card.options['card-size']).toBeUndefined();
  });
});

describe('card: a long track on a small card', () => {
  it('runs on to more lines of boxes no smaller than 0.16 in, moving a section whole to the next line', () => {
    const fields = { name: { type: 'name' as const }, hull: { type: 'track' as const, most: 60, sections: 12 } };
    const game = gameOf('long-hulls', 'Long Hulls', fields, [], 'size: poker');
    const [item] = itemsOf(game, shipsOf(game, '- { name: Great Eastern, hull: [10, 10, 10, 10, 8] }'));
    const boxes = elements(item.body, 'rect', 'data-track="hull"');
    expect(boxes).toHaveLength(48);
    expect(sections(item.body, 'hull')).toEqual([10, 10, 10, 10, 8]);
    const side = +boxes[0].width;
    expect(side).toBeGreaterThanOrEqual(11.52);
    for (const b of boxes) expect(+b.x + side).toBeLessThanOrEqual(180 - 9 + 0.01);
    // each line holds whole sections: a section of 10 fits a line, so none is broken
    const lines = [...new Set(boxes.map((b) => b.y))];
    expect(lines.length).toBeGreaterThan(1);
    for (const y of lines) {
      const on = boxes.filter((b) => b.y === y);
      const bySection = new Map<string, number>();
      for (const b of on) bySection.set(b['data-section'], (bySection.get(b['data-section']) ?? 0) + 1);
      for (const [k, n] of bySection) expect(n).toBe(k === '5' ? 8 : 10);
    }
  });
});

describe('card: values that need more room', () => {
  it('puts a value too long for its cell under its label, wrapped, and a one-of band in black', () => {
    const fields = { name: { type: 'name' as const }, class: { type: 'one-of' as const, values: ['Ship of the line', 'Frigate'] }, motto: { type: 'text' as const, most: 40 }, rate: { type: 'whole' as const, min: 1, max: 6 } };
    const game = gameOf('mottoes', 'Mottoes', fields, [], 'size: bridge\nparts: [name, band: class, { grid: [rate, motto] }]');
    const [item] = itemsOf(game, shipsOf(game, '- { name: Victory, class: ship of the line, motto: England expects that every man will do, rate: 1 }'));
    const band = elements(item.body, 'rect', 'data-band="class"')[0];
    expect(band.fill).toBe('#000000');
    expect(texts(item.body).find((t) => t.attrs['data-band-text'] === 'class')).toMatchObject({ what: 'SHIP OF THE LINE', attrs: { fill: '#ffffff' } });
    const motto = texts(item.body).filter((t) => t.attrs['data-cell'] === 'motto');
    const label = texts(item.body).find((t) => t.what === 'MOTTO')!;
    expect(motto.length).toBeGreaterThan(1);
    for (const line of motto) expect(line.y).toBeGreaterThan(label.y + label.h);
    expect(motto.map((t) => t.what).join(' ')).toBe('England expects that every man will do');
    // the grid went to one column for it: a cell the card's width
    expect(elements(item.body, 'rect', 'data-grid-cell=').map((c) => +c.width)).toEqual([144, 144]);
    expectLegible(item.body, 162, 252);
  });
});

describe('card: a WWII destroyer with named systems', () => {
  it('draws a labelled row of boxes for each system, the list as a table, in two columns on a 5.5x3.5in card', async () => {
    const game = navy('size: 5.5x3.5in\nback: plain');
    const ships = shipsOf(game, destroyer(8));
    const [item] = itemsOf(game, ships);
    expect([item.width, item.height]).toEqual([396, 252]);
    const body = item.body;
    const labels = texts(body).filter((t) => t.attrs['data-track-label'] === 'systems').map((t) => t.what);
    expect(labels).toEqual(['BRIDGE', 'ENGINES', 'FIRE CONTROL', 'RADAR', 'GUNS FORWARD', 'GUNS AFT', 'TORPEDO MOUNTS', 'DEPTH CHARGES']);
    expect(sections(body, 'systems', 'Engines')).toEqual([4, 4]);
    expect(sections(body, 'systems', 'Radar')).toEqual([1]);
    expect(sections(body, 'systems', 'Torpedo mounts')).toEqual([5, 5]);
    expect(sections(body, 'hull')).toEqual([4, 4, 4]);
    expect(elements(body, 'rect', 'data-track=')).toHaveLength(12 + 3 + 8 + 2 + 1 + 6 + 6 + 10 + 4);
    // the table: its heading and a row for each weapon, right of the tracks
    const heading = texts(body).filter((t) => t.attrs['data-heading'] === 'weapons').map((t) => t.what);
    expect(heading).toEqual(['WEAPON', 'RANGE', 'DICE']);
    const rows = texts(body).filter((t) => t.attrs['data-row'] !== undefined);
    expect(new Set(rows.map((t) => t.attrs['data-row']))).toEqual(new Set(['1', '2', '3']));
    const table = elements(body, 'rect', 'data-table="weapons"')[0];
    const right = Math.max(...elements(body, 'rect', 'data-track=').map((b) => +b.x + +b.width));
    expect(+table.x).toBeGreaterThan(right);
    // radar ticked, a veteran crew not
    expect(elements(body, 'rect', 'data-check=').map((c) => [c['data-check'], c['data-ticked']])).toEqual([['radar', 'true'], ['veteran', 'false']]);
    expect(elements(body, 'line', 'data-tick=')).toHaveLength(1);
    expectLegible(body, 396, 252);
    const { pdf } = await build(job(game, ships));
    expect(mediaBoxes(pdf)).toHaveLength(2);
    await expectBaselines(pdf, 'card', 'destroyer');
  });

  it('prints the parts the settings list, in their order, on a 5x3in card', async () => {
    const game = navy('size: 5x3in\nparts:\n  - name\n  - band: navy\n  - grid: [class, speed, armour]\n    columns: 3\n  - tracks: [systems]\n  - lines: 2');
    const ships = shipsOf(game, destroyer(6, 'HIJMS Yukikaze').replace('navy: usn', 'navy: IJN').replace('fletcher', 'kagero'));
    const [item] = itemsOf(game, ships);
    expect([item.width, item.height]).toEqual([360, 216]);
    const body = item.body;
    // the IJN band: light, its name in black
    expect(elements(body, 'rect', 'data-band="navy"')[0].fill).toBe('#f2f2f2');
    expect(texts(body).find((t) => t.attrs['data-band-text'] === 'navy')).toMatchObject({ what: 'IJN', attrs: { fill: '#000000' } });
    expect(elements(body, 'rect', 'data-grid-cell=')).toHaveLength(3);
    expect(elements(body, 'rect', 'data-track="hull"')).toHaveLength(0);
    expect(elements(body, 'rect', 'data-track="systems"')).toHaveLength(3 + 8 + 2 + 1 + 6 + 6);
    expect(body).not.toContain('data-table');
    // the ruled lines at the foot of the card
    const rules = elements(body, 'line', 'data-rule=');
    expect(rules).toHaveLength(2);
    expect(+rules[1].y1).toBe(216 - 9 - 1);
    expectLegible(body, 360, 216);
    await expectBaselines((await build(job(game, ships, { layout: 'per-card' }))).pdf, 'card', 'destroyer-5x3');
  });
});

describe('card: a ship whose card does not fit', () => {
  const game = navy('size: poker');
  const settings = game.data.card as Settings;
  const [ship] = shipsOf(game, destroyer(12, 'USS Johnston'));

  it('is refused naming the ship, what does not fit and the smallest listed size that holds it', () => {
    const why = cardFits(settings, NAVY_FIELDS, ship)!;
    expect(why).toMatch(/^"USS Johnston" does not fit a poker \(2\.5 × 3\.5 in\) card: its parts need \d+ pt of the card's 227 pt height with boxes of 0\.16 in \(the largest part, the tracks, \d+ pt\); the smallest listed size that holds it is /);
    const size = /give the card size: (\S+)$/.exec(why)![1];
    expect(cardFits({ ...settings, size }, NAVY_FIELDS, ship)).toBeNull();
    // every smaller listed size is too small
    for (const smaller of SIZES_BY_AREA.slice(0, SIZES_BY_AREA.indexOf(size))) expect(cardFits({ ...settings, size: smaller }, NAVY_FIELDS, ship)).not.toBeNull();
    expect(SIZES[size][0] * SIZES[size][1]).toBeGreaterThan(SIZES.poker[0] * SIZES.poker[1]);
  });

  it('is refused with the same words when printed anyway: exit 2, no internal fault', () => {
    let caught: unknown;
    try {
      itemsOf(game, [ship]);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(InputError);
    expect((caught as InputError).message).toBe(`card: ${cardFits(settings, NAVY_FIELDS, ship)}`);
  });

  it('names a label too wide for a narrow card, and the wider size that prints it', () => {
    const fields = { ...NAVY_FIELDS, speed: { type: 'whole' as const, min: 0, max: 40, label: 'Flank speed in knots with all boilers lit' } };
    const narrow = { size: 'bridge', back: 'none' as const, parts: ['name', { grid: ['speed'] }] };
    expect(cardFits(narrow, fields, ship)).toBe('"USS Johnston" does not fit a bridge (2.25 × 3.5 in) card: the grid: "FLANK SPEED IN KNOTS WITH ALL BOILERS LIT" is 140 pt wide at 6 pt and has 138 pt; the smallest listed size that holds it is poker (2.5 × 3.5 in): give the card size: poker');
  });

  it('fits the same ship with fewer systems, and says when no listed size holds it', () => {
    const [small] = shipsOf(game, destroyer(3));
    expect(cardFits(settings, NAVY_FIELDS, small)).toBeNull();
    const huge = navy('size: bridge\nparts: [name, { lines: 30 }]');
    expect(cardFits(huge.data.card as Settings, NAVY_FIELDS, small)).toMatch(/no listed size holds it/);
    expect(refusal(() => itemsOf(huge, [small]))).toMatch(/^card: "USS Fletcher" does not fit a bridge \(2\.25 × 3\.5 in\) card: its parts need \d+ pt/);
  });
});
