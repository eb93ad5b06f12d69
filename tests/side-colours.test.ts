// Each side its own colour, the same on every aid that shows a side, from the game's data: the
// Ironclads command card's band and record's side plate; Beat to Quarters' ship data card plate,
// campaign sheet and fleet purchase letter discs, and the phase chips; Crane's damage chart bars and
// the wind card's red-side table. The two sides differ by 15 % or more in grey (Rec. 601 lightness),
// and a side keeps its colour in its own packet of a convention table.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSheets } from '../src/build.js';
import { checkFile } from '../src/check.js';
import { loadConvention } from '../src/convention/load.js';
import { packetsOf } from '../src/convention/packets.js';
import { beatToQuarters } from '../src/games/beat-to-quarters/index.js';
import { crane } from '../src/games/crane/index.js';
import { ironclads } from '../src/games/ironclads/index.js';
import { rasterize } from '../src/raster/raster.js';
import { ROOT, elements, make, scratch } from './helpers.js';

const ships = (game: string) => join(ROOT, 'examples/ships', `${game}.yaml`);
const grey = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b;
};
const apart = (a: string, b: string) => Math.abs(grey(a) - grey(b)) / Math.max(grey(a), grey(b));
const bodies = async (name: string, opts: Parameters<typeof make>[1]) =>
  (await make(name, opts)).sheets.flatMap((s) => s.placements.map((p) => p.item.body));

describe('Ironclads', () => {
  const [first, second] = ironclads.data.sides as { fill: string; ink: string }[];

  it('gives the first and second side of the ship file their own colours, 15 % apart in grey', () => {
    expect(first.fill).not.toBe(second.fill);
    expect(apart(first.fill, second.fill)).toBeGreaterThanOrEqual(0.15);
  });

  it('bands each command card in its side\'s colour, and the records put the side on a plate of the same', async () => {
    // the example fleet: the Confederacy first, the Union second
    const bands = (await bodies('command-card', { ships: ships('ironclads') })).map((b) => elements(b, 'rect', 'data-side-band')[0]);
    expect(new Set(bands.map((b) => `${b['data-side-band']} ${b.fill}`))).toEqual(new Set([`CONFEDERATE ${first.fill}`, `UNION ${second.fill}`]));
    const plates = (await bodies('ironclad-record', { ships: ships('ironclads') })).map((b) => elements(b, 'rect', 'data-side-plate')[0]);
    expect(new Set(plates.map((p) => `${p['data-side-plate']} ${p.fill}`))).toEqual(new Set([`Confederate ${first.fill}`, `Union ${second.fill}`]));
    // the words on the plate inside it, in the side's ink
    for (const body of await bodies('ironclad-record', { ships: ships('ironclads') })) {
      const [p] = elements(body, 'rect', 'data-side-plate');
      const t = elements(body, 'text').find((x) => x.fill === first.ink && +x.x > +p.x && +x.x < +p.x + +p.width && +x.y > +p.y && +x.y < +p.y + +p.height);
      expect(t, 'the side\'s name on its plate').toBeDefined();
    }
    // a blank record has no side, and no plate
    expect((await bodies('ironclad-record', { options: { blank: true } }))[0]).not.toContain('data-side-plate');
  });

  it('prints the two bands apart in black and white', async () => {
    const { pdf, sheets } = await make('command-card', { ships: ships('ironclads') });
    const [page] = await rasterize(pdf, 72, [1]);
    const tones = sheets[0].placements.slice(0, 2).map(({ x, y, item }) => {
      const [b] = elements(item.body, 'rect', 'data-side-band');
      // a patch of the band clear of its words: its left end
      const [px, py] = [Math.round(x + +b.x + 4), Math.round(y + +b.y + 4)];
      const i = (py * page.width + px) * 4;
      return 0.299 * page.data[i] + 0.587 * page.data[i + 1] + 0.114 * page.data[i + 2];
    });
    expect(Math.abs(tones[0] - tones[1]) / Math.max(...tones)).toBeGreaterThanOrEqual(0.15);
  });

  it('refuses a ship file with more sides than the data has colours, at the extra side', () => {
    const n = (ironclads.data.sides as unknown[]).length;
    const file = join(scratch(), 'many.yaml');
    const boat = (i: number) => `  - { name: Boat ${i}, side: Navy ${i}, speed: 6, acceleration: 2, armor: light, crew: [6], hull: [6] }`;
    writeFileSync(file, `game: ironclads\nships:\n${Array.from({ length: n + 1 }, (_, i) => boat(i)).join('\n')}\n`);
    expect(() => checkFile(file)).toThrow(new RegExp(`many\\.yaml:${n + 3}:\\d+: ships\\[${n}\\]\\.side: side "Navy ${n}" is side ${n + 1}, but the game's data gives colours for ${n} sides`));
  });
});

describe('Beat to Quarters', () => {
  const { a, b } = beatToQuarters.data.chips as Record<string, { fill: string; ink: string }>;

  it('colours each side as its phase chips on the ship data cards, campaign sheets and fleet purchase sheets', async () => {
    expect(apart(a.fill, b.fill)).toBeGreaterThanOrEqual(0.15);
    const plates = (await bodies('ship-data-card', { ships: ships('beat-to-quarters') })).flatMap((body) => {
      const [p] = elements(body, 'rect', 'data-side-plate');
      const side = elements(body, 'text', 'data-field="side"')[0];
      return [`${body.split('data-field="side"')[1].split('>')[1].split('<')[0]} ${p.fill} ${side.fill}`];
    });
    expect(new Set(plates)).toEqual(new Set([`British ${a.fill} ${a.ink}`, `French ${b.fill} ${b.ink}`]));
    for (const name of ['campaign-sheet', 'fleet-purchase']) {
      const discs = (await bodies(name, { ships: ships('beat-to-quarters') })).map((body) => elements(body, 'circle', 'data-circled')[0]);
      expect(discs.map((c) => `${c['data-circled']} ${c.fill}`), name).toEqual([`A ${a.fill}`, `B ${b.fill}`]);
    }
    const chips = (await bodies('chips', { ships: ships('beat-to-quarters') })).join('');
    expect(chips).toContain(a.fill);
    expect(chips).toContain(b.fill);
  });

  it('keeps a side\'s colour and letter in its own packet of a convention table', () => {
    const conv = loadConvention(join(ROOT, 'examples/convention.yaml'));
    const table = conv.tables.find((t) => t.kit.game.id === 'beat-to-quarters')!;
    const french = packetsOf(table, 'letter').find((p) => p.packet === 'French')!;
    const sheets = buildSheets(french.job);
    const body = sheets.flatMap((s) => s.placements.map((p) => p.item.body));
    const cards = body.filter((x) => x.includes('data-side-plate'));
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(elements(c, 'rect', 'data-side-plate')[0].fill).toBe(b.fill);
    const purchase = body.filter((x) => x.includes('data-circled'));
    expect(purchase.map((x) => elements(x, 'circle', 'data-circled')[0]['data-circled'])).toEqual(['B']);
  });
});

describe('Crane', () => {
  it('bars the damage chart in red and blue 15 % apart in grey, and the red side\'s entry table in the same red', async () => {
    const sides = crane.data['damage-chart'].sides as Record<string, { colour: string }>;
    expect(apart(sides.red.colour, sides.blue.colour)).toBeGreaterThanOrEqual(0.15);
    const [chart] = await bodies('damage-chart', { ships: ships('crane') });
    expect(elements(chart, 'rect', 'data-block="red"')[0].stroke).toBe(sides.red.colour);
    expect(elements(chart, 'rect', 'data-block="blue"')[0].stroke).toBe(sides.blue.colour);
    const [card] = await bodies('wind-card', { game: 'crane' });
    expect(card).toContain(`fill="${sides.red.colour}"`);
  });
});
