import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textWidth } from '../src/svg/fonts.js';
import { inch } from '../src/units.js';
import { ROOT, SHIPS, elements, baselineTests, make } from './helpers.js';

const FIXTURE = join(ROOT, 'tests/fixtures/four-boats.yaml');
const boxes = (body: string, track: string) => elements(body, 'rect', `data-track="${track}"`);

describe('boat-record', () => {
  baselineTests('boat-record', { ships: FIXTURE });

  it('has one box per gun, 3×5 hull and 2×5 sail boxes, each big enough for a grease pencil', async () => {
    const { sheets } = await make('boat-record', { ships: FIXTURE });
    const bodies = sheets.flatMap((s) => s.placements.map((p) => p.item.body));
    expect(bodies.map((b) => boxes(b, 'guns').length)).toEqual([4, 0, 12, 7]);
    for (const body of bodies) {
      expect(boxes(body, 'hull')).toHaveLength(15);
      expect(boxes(body, 'sails')).toHaveLength(10);
      for (const box of [...boxes(body, 'guns'), ...boxes(body, 'hull'), ...boxes(body, 'sails')]) {
        expect(Number(box.width)).toBeGreaterThanOrEqual(inch(0.3));
        expect(Number(box.height)).toBeGreaterThanOrEqual(inch(0.3));
      }
    }
  });

  it('puts a heavy rule and the consequence at each threshold', async () => {
    const { sheets } = await make('boat-record', { ships: FIXTURE });
    const body = sheets[0].placements[0].item.body;
    const hullRows = [...new Set(boxes(body, 'hull').map((b) => Number(b.y)))];
    const sailRows = [...new Set(boxes(body, 'sails').map((b) => Number(b.y)))];
    expect(hullRows).toHaveLength(3);
    expect(sailRows).toHaveLength(2);
    const rules = elements(body, 'line', 'stroke-width="2"').map((l) => Number(l.y1));
    const box = Number(boxes(body, 'hull')[0].height);
    // after hull row 2 (movement halved) and sail row 1 (a sail comes down)
    expect(rules).toHaveLength(2);
    expect(rules[0]).toBeGreaterThan(hullRows[1] + box);
    expect(rules[0]).toBeLessThan(hullRows[2]);
    expect(rules[1]).toBeGreaterThan(sailRows[0] + box);
    expect(rules[1]).toBeLessThan(sailRows[1]);
    for (const text of ['half speed', 'sinks', 'take down a sail', 'cannot move', 'cannot fire']) expect(body).toContain(text);
  });

  it('fits a 4×6 in laminating pouch with room to seal, three to a Letter or A4 sheet', async () => {
    for (const paper of ['letter', 'a4']) {
      const { sheets } = await make('boat-record', { ships: SHIPS, paper });
      const { item } = sheets[0].placements[0];
      expect([item.width, item.height]).toEqual([inch(3.5), inch(5.5)]);
      expect(item.width + 2 * inch(0.25)).toBeLessThanOrEqual(inch(4));
      expect(item.height + 2 * inch(0.25)).toBeLessThanOrEqual(inch(6));
      expect(sheets.map((s) => s.placements.length)).toEqual([3, 3, 3, 3]);
      // neighbours share their cut: 3 tops, 3 bottoms and 4 uprights, not 12 separate edges
      expect(sheets[0].cuts).toHaveLength(10);
    }
  });

  it('fits a long name to the card instead of clipping it', async () => {
    const { sheets } = await make('boat-record', { ships: FIXTURE });
    const body = sheets[1].placements[0].item.body;
    const name = 'The Gingerbread Galleon of Great Renown';
    const text = elements(body, 'text').find((t) => t['font-size'] && body.includes(`>${name}<`) && Number(t['font-size']) < 16 && Number(t.x) === 42);
    expect(text).toBeDefined();
    const right = Number(text!.x) + textWidth(name, Number(text!['font-size']), 'bold');
    expect(right).toBeLessThanOrEqual(inch(3.5) - 12);
  });
});
