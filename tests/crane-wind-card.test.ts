import { describe, expect, it } from 'vitest';
import { parseYaml } from '../src/data/node.js';
import { validate } from '../src/data/schema.js';
import { crane } from '../src/games/crane/index.js';
import { craneWindCard } from '../src/printables/crane-wind-card/index.js';
import { esc } from '../src/svg/draw.js';
import { inch } from '../src/units.js';
import { elements, expectBaselines, make } from './helpers.js';

const OPTS = { game: 'crane', count: 2 };
const row = (r: { roll: string; mark?: string; text: string }) => esc(`${r.roll} ${r.mark ?? ''} ${r.text}`);

describe('crane wind-card', () => {
  for (const paper of ['letter', 'a4']) {
    it(`matches its baseline on ${paper}`, async () => {
      const { pdf } = await make('wind-card', { game: 'crane', paper });
      await expectBaselines(pdf, 'crane-wind-card', paper);
    });
  }

  it('is a 5.5 × 3.5 in card for a 4 × 6 in pouch, each with one wind arrow', async () => {
    const { sheets } = await make('wind-card', OPTS);
    const items = sheets.flatMap((s) => s.placements.map((p) => p.item));
    expect(items).toHaveLength(4);
    const cards = items.filter((i) => i.cut === 'rect');
    expect(cards).toHaveLength(2);
    for (const card of cards) expect([card.width, card.height]).toEqual([inch(5.5), inch(3.5)]);
    expect(items.filter((i) => i.cut !== 'rect')).toHaveLength(2);
    // the card's four straight cuts each, the arrows on their outlines: nothing shared
    expect(sheets[0].cuts).toHaveLength(8);
    expect(sheets[0].outlines).toHaveLength(2);
  });

  it('prints every row of the three tables from the data, as the rules give them', async () => {
    const { sheets } = await make('wind-card', { game: 'crane' });
    const { body } = sheets[0].placements[0].item;
    const d = crane.data['wind-card'];
    const printed = elements(body, 'text', 'data-row').map((t) => t['data-row']);
    expect(printed).toEqual([...d.wind.rows, ...d.entry.rows, ...d.hits.rows].map(row));
    // the wind table exactly as published, the 1 included
    expect(d.wind.rows.map((w: { roll: string; mark: string }) => `${w.roll} ${w.mark}`)).toEqual(
      ['1 N', '2–3 NE', '4 E', '5–6 SE', '7 S', '8–9 SW', '10 W', '11–12 NW']);
    expect(d.entry.rows.map((w: { roll: string; mark: string }) => `${w.roll} ${w.mark}`)).toEqual(['1–3 N', '4–6 E', '7–9 S', '10–12 W']);
    expect(d.hits.rows.slice(1).map((w: { roll: string; text: string }) => `${w.roll} ${w.text}`)).toEqual(['2–3 hull', '4–5 rigging', '6 guns & crew']);
    // the rose names the eight points clockwise from north, each with its rolls beside it
    expect(elements(body, 'text', 'data-point').map((t) => t['data-point'])).toEqual(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']);
    for (const w of d.wind.rows) expect(body).toContain(`>${w.roll}</text>`);
    expect(body).toContain(esc(d.entry.note));
  });

  it('cuts the wind arrow on an arrow-shaped outline, 2 in long and 1 in across the head', async () => {
    const { sheets } = await make('wind-card', { game: 'crane' });
    const [card, arrow] = sheets[0].placements;
    if (typeof arrow.item.cut === 'string') throw new Error('expected an arrow-shaped cut');
    const pts = arrow.item.cut.polygon;
    expect([arrow.item.width, arrow.item.height]).toEqual([inch(2), inch(1)]);
    // tail, shaft to the neck, out to the head's barb, the tip, back in, and the tail's notch
    const want = [[0, 0.275], [1.3, 0.275], [1.3, 0], [2, 0.5], [1.3, 1], [1.3, 0.725], [0, 0.725], [0.45 * 0.35, 0.5]];
    expect(pts).toHaveLength(want.length);
    pts.forEach(([x, y], i) => {
      expect(x).toBeCloseTo(inch(want[i][0]), 3);
      expect(y).toBeCloseTo(inch(want[i][1]), 3);
    });
    // the arrow sits beside its card, a gap from it, and its outline is drawn where it lies
    expect(arrow.x).toBeCloseTo(card.x + inch(5.5) + inch(0.125), 3);
    expect(sheets[0].outlines[0]).toEqual(pts.map(([x, y]) => [x + arrow.x, y + arrow.y]));
    expect(elements(arrow.item.body, 'text')).toHaveLength(1);
    expect(arrow.item.body).toContain('>WIND</text>');
  });

  it('is the same items on Letter and A4', async () => {
    const items = async (paper: string) => (await make('wind-card', { ...OPTS, paper })).sheets.flatMap((s) => s.placements.map((p) => p.item));
    expect(await items('a4')).toEqual(await items('letter'));
  });

  it('names the row when one point of the rose is given two wind rows', () => {
    const text = [
      'wind:', '  title: W', '  head: [a, b]', '  rows:', '    - { roll: "1", mark: N, text: north }', '    - { roll: "2", mark: N, text: again }',
    ].join('\n');
    const schema = craneWindCard.data!;
    if (schema.type !== 'object') throw new Error('expected an object schema');
    const node = parseYaml(text, 'data.yaml');
    expect(() => validate(node, { type: 'object', fields: { wind: schema.fields.wind } }, '')).toThrow(/data\.yaml:6:.*wind\.rows\[1\]\.mark: N is in the wind table twice/);
  });
});
