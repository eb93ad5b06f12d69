import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSheets } from '../src/build.js';
import { beatToQuarters } from '../src/games/beat-to-quarters/index.js';
import { kitJob } from '../src/index.js';
import { rowOf, type Table } from '../src/printables/btq-table.js';
import { builtKit, ROOT, baselineTests, cli, expectBaselines, make, scratch, texts } from './helpers.js';

const KIT = join(ROOT, 'examples/kits/beat-to-quarters.yaml');

const GOOD = '  - { name: HMS Indefatigable, id: 12, type: frigate, rate: 5, crew: crack, side: British }';

/** Writes a ship file of the good ship plus `lines`; `make ship-data-card` must refuse it at `needle`. */
async function refuses(lines: string[], needle: string, message: string): Promise<void> {
  const dir = scratch();
  const file = join(dir, 'ships.yaml');
  writeFileSync(file, ['game: beat-to-quarters', 'ships:', GOOD, ...lines, ''].join('\n'));
  const out = join(dir, 'cards.pdf');
  const r = await cli('make', 'ship-data-card', '--ships', file, '--out', out);
  expect(r.code).toBe(2);
  const bad = lines[lines.length - 1];
  expect(r.err).toContain(`ships.yaml:${3 + lines.length}:${bad.indexOf(needle) + 1}: ${message}`);
  expect(existsSync(out)).toBe(false);
}

describe('Beat to Quarters ship files', () => {
  it('accept the example squadrons', async () => {
    const r = await cli('check', join(import.meta.dirname, '../examples/ships/beat-to-quarters.yaml'));
    expect(r.code).toBe(0);
    expect(r.out).toContain('ok: 16 ships for beat-to-quarters');
  });

  it('refuse an unknown type', () =>
    refuses(['  - { name: Tonnant, id: 2, type: xebec, rate: 5, crew: average, side: French }'], 'xebec',
      'ships[1].type: expected one of "ship-of-the-line", "frigate", "brig", "galleon", "merchantman", "cutter", "shore-battery", got "xebec"'));

  it('refuse a rate outside 1 to 8', () =>
    refuses(['  - { name: Tonnant, id: 2, type: frigate, rate: 9, crew: average, side: French }'], '9',
      'ships[1].rate: expected a whole number from 1 to 8, got 9'));

  it('refuse a rate the master ship table has no row for', () =>
    refuses(['  - { name: Tonnant, id: 2, type: frigate, rate: 8, crew: average, side: French }'], '8,',
      'ships[1].rate: the master ship table has no frigate of rate 8; expected one of rates 4, 5, 6'));

  it('refuse a crew quality outside EL to PR', () =>
    refuses(['  - { name: Tonnant, id: 2, type: frigate, rate: 5, crew: veteran, side: French }'], 'veteran',
      'ships[1].crew: expected one of "elite", "crack", "average", "green", "poor", got "veteran"'));

  it('refuse a duplicate ID at the second ship that uses it', () =>
    refuses(['  - { name: Tonnant, id: 12, type: frigate, rate: 5, crew: average, side: French }'], '12',
      'ships[1].id: ID 12 is already used by HMS Indefatigable (ships[0]); each ship needs its own ID'));

  it('refuse a third side', () =>
    refuses([
      '  - { name: Tonnant, id: 2, type: frigate, rate: 5, crew: average, side: French }',
      '  - { name: Santa Ana, id: 3, type: ship-of-the-line, rate: 1, crew: green, side: Spanish }',
    ], 'Spanish', 'ships[2].side: a third side, "Spanish"; the game has two sides ("British" and "French" here)'));
});

describe('the master ship table', () => {
  const table = beatToQuarters.data['master-ship-table'] as Table;

  it('has one row per type and rate, for every type the ship file allows', () => {
    const keys = table.rows.map((r) => `${r.type}|${r.rate}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const type of Object.keys(table.types)) expect(table.rows.some((r) => r.type === type), type).toBe(true);
  });

  it('gives shore batteries no masts and no movement', () => {
    for (const r of table.rows.filter((x) => x.type === 'shore-battery')) {
      expect(r.masts).toBe(0);
      expect(Object.values(r.speed)).toEqual([0, 0, 0, 0]);
    }
  });

  it('carries the rules\' crew check values, EL +3 down to PR −1', () => {
    expect(Object.values(table.crews).map((c) => [c.short, c.check])).toEqual([['EL', 3], ['CR', 2], ['AV', 1], ['GR', 0], ['PR', -1]]);
  });

  it('finds a row, or says which rates a type has', () => {
    expect(rowOf(table, 'cutter', 8)).toMatchObject({ type: 'cutter', rate: 8 });
    expect(rowOf(table, 'cutter', 3)).toBe('the master ship table has no cutter of rate 3; expected rate 8');
  });
});

describe('reference-card', () => {
  baselineTests('reference-card', { game: 'beat-to-quarters' });

  it('prints the rules\' crew check, rake and rigging numbers on 7.5 × 10 in cards', async () => {
    const { sheets } = await make('reference-card', { game: 'beat-to-quarters' });
    const items = sheets.flatMap((s) => s.placements.map((p) => p.item));
    expect(items.map((i) => [i.width, i.height])).toEqual([[540, 720], [540, 720]]);
    const first = texts(items[0].body).map((t) => t.what);
    for (const title of ['Crew check', 'Boarding', 'Gunnery', 'Rake bonus', 'Loss of rigging', 'Weather (WX chip drawn first)']) expect(first).toContain(title);
    expect(first).toEqual(expect.arrayContaining(['Elite (EL)', '+3', 'Poor (PR)', '−1', 'Bow rake', '+2', 'Stern rake', '+4', '1–4', '5–6']));
    // the weather rows whose numbers the rules lost print marked
    expect(first).toEqual(expect.arrayContaining(['9–10†', '11–12†']));
  });
});

describe('the Beat to Quarters kit', () => {
  for (const paper of ['letter', 'a4']) {
    it(`prints a card per ship, the tiled map, a campaign sheet per side, the reference, the chips, the damage table, the gunnery and engagement cards, the ship table and a purchase sheet per side on ${paper}, byte for byte the same each time`, async () => {
      const sheets = buildSheets(kitJob(KIT, { paper }));
      const items = (section: string) => sheets.filter((s) => s.section === section).flatMap((s) => s.placements.map((p) => p.item));
      expect([...new Set(sheets.map((s) => s.section))]).toEqual(['ship-data-card', 'board', 'campaign-sheet', 'reference-card', 'chips',
        'damage-table', 'gunnery-card', 'engagement-card', 'ship-table', 'fleet-purchase']);
      // 16 ships, at least 8 a side, three cards to a page
      expect(items('ship-data-card')).toHaveLength(16);
      expect(sheets.filter((s) => s.section === 'ship-data-card').map((s) => s.placements.length)).toEqual([3, 3, 3, 3, 3, 1]);
      const map = items('board');
      expect(map[0].cut).toBe('none');
      expect(map.slice(1).every((t) => t.piece?.of.width === 1584 && t.piece.of.height === 2016)).toBe(true);
      expect(items('campaign-sheet')).toHaveLength(2);
      expect(items('reference-card')).toHaveLength(2);
      expect(items('chips')).toHaveLength(7);
      expect(items('damage-table')).toHaveLength(1);
      expect(items('gunnery-card')).toHaveLength(1);
      expect(items('engagement-card')).toHaveLength(2);
      expect(items('ship-table')).toHaveLength(1);
      expect(items('fleet-purchase')).toHaveLength(2);
      const [one, two] = [scratch(), scratch()];
      expect((await cli('kit', KIT, '--paper', paper, '--out', one)).code).toBe(0);
      expect((await cli('kit', KIT, '--paper', paper, '--out', two)).code).toBe(0);
      expect(readFileSync(join(one, 'beat-to-quarters.pdf')).equals(readFileSync(join(two, 'beat-to-quarters.pdf')))).toBe(true);
    });
  }

  it('has at least eight ships a side', () => {
    const { ships } = kitJob(KIT);
    const sides = ships.map((s) => String(s.side));
    expect([...new Set(sides)]).toEqual(['British', 'French']);
    for (const side of ['British', 'French']) expect(sides.filter((s) => s === side).length).toBeGreaterThanOrEqual(8);
  });

  it('opens with a contents page', async () => {
    const { pdf, pages } = await builtKit(KIT);
    expect(pages[0].svg).toContain('HMS Indefatigable (British)');
    await expectBaselines(pdf, 'kit', 'beat-to-quarters-contents', [1]);
  });
});
