import { describe, expect, it } from 'vitest';
import { inch } from '../src/units.js';
import { elements, baselineTests, make } from './helpers.js';

const OPTS = { game: 'ironclads', count: 24 };

describe('reload-marker', () => {
  baselineTests('reload-marker', OPTS);

  it('is a 0.75 × 1.5 in strip folded across its middle into a tent', async () => {
    const { sheets } = await make('reload-marker', OPTS);
    const placements = sheets.flatMap((s) => s.placements);
    expect(placements).toHaveLength(24);
    const { item, x, y } = placements[0];
    expect([item.width, item.height]).toEqual([inch(0.75), inch(1.5)]);
    expect(item.cut).toBe('rect');
    expect(item.folds).toEqual([[[0, inch(0.75)], [inch(0.75), inch(0.75)]]]);
    // the imposition draws one dashed fold per marker, across its middle
    expect(sheets[0].folds).toHaveLength(sheets[0].placements.length);
    expect(sheets[0].folds[0]).toEqual([x, y + inch(0.75), x + inch(0.75), y + inch(0.75)]);
  });

  it('shows the same word and mark on both halves, the far half turned so both faces read upright', async () => {
    const { sheets } = await make('reload-marker', OPTS);
    const { body } = sheets[0].placements[0].item;
    expect(elements(body, 'text', 'data-word="RELOAD"')).toHaveLength(2);
    expect(elements(body, 'g', 'data-mark')).toHaveLength(2);
    const [far] = elements(body, 'g', 'data-half="far"');
    const [near] = elements(body, 'g', 'data-half="near"');
    // a half turn about the centre of the upper half keeps it in the upper half
    expect(far.transform).toBe(`rotate(180 ${inch(0.375)} ${inch(0.375)})`);
    expect(near.transform).toBe(`translate(0 ${inch(0.75)})`);
  });

  it('is the same item on Letter and A4', async () => {
    const items = async (paper: string) => (await make('reload-marker', { ...OPTS, paper })).sheets.flatMap((s) => s.placements.map((p) => p.item));
    expect(await items('a4')).toEqual(await items('letter'));
  });
});
