import { describe, expect, it } from 'vitest';
import { beatToQuarters } from '../src/games/beat-to-quarters/index.js';
import { inch } from '../src/units.js';
import { baselineTests, elements, make, texts } from './helpers.js';
import { expectMark, expectNoOverlaps, expectTextsInside } from './sheet-checks.js';

interface Table { title: string; default: boolean; columns: string[]; rows: string[][]; notes: string[] }

const cards = async (game: string, name: string, paper = 'letter') =>
  (await make(name, { game, paper })).sheets.map((s) => s.placements[0].item);
/** A table's rows as printed, cells joined by " | ", from the card bodies. */
function printedRows(bodies: string[], title: string): string[] {
  const tables = beatToQuarters.data['gunnery-card'].tables as Table[];
  const ti = tables.findIndex((t) => t.title === title);
  const all = bodies.flatMap((b) => texts(b));
  return tables[ti].rows.map((row, r) => row.map((_, c) => all.filter((t) => t.attrs['data-cell'] === `${ti}.${r}.${c}`).map((t) => t.what).join(' ')).join(' | '));
}

describe('gunnery-card', () => {
  baselineTests('gunnery-card', { game: 'beat-to-quarters' });

  it('is one 7.5 × 10 in card, the same on Letter and A4', async () => {
    const [letter, a4] = [await cards('beat-to-quarters', 'gunnery-card'), await cards('beat-to-quarters', 'gunnery-card', 'a4')];
    expect(letter.map((c) => [c.width, c.height])).toEqual([[inch(7.5), inch(10)]]);
    expect(a4.map((c) => c.body)).toEqual(letter.map((c) => c.body));
  });

  it('carries the rules\' ranges, rakes, weather and national differences', async () => {
    const bodies = (await cards('beat-to-quarters', 'gunnery-card')).map((c) => c.body);
    expect(printedRows(bodies, 'Rakes')).toEqual(['Bow rake | +2', 'Stern rake | +4']);
    expect(printedRows(bodies, 'Weather')).toEqual(['Heavy seas | −2 | halve movement dice', 'Poor visibility | −3 | halve gun ranges', 'Both | −4 | halve ranges and dice']);
    const guns = printedRows(bodies, 'Guns and shot').map((r) => r.split(' | ').slice(0, 2).join(' '));
    expect(guns.filter((r) => /\d$/.test(r))).toEqual(['Cannon 13', 'Carronades 4', 'Hotshot 8', 'Chainshot 5', 'Doubleshot 2', 'Grapeshot 1']);
    const nations = printedRows(bodies, 'National differences');
    expect(nations[0]).toBe('American | 1 column to the right on every hit');
    expect(nations[1]).toMatch(/^British \| Two broadsides a side each turn, never twice in one phase/);
    const words = bodies.flatMap((b) => texts(b)).map((t) => t.what).join(' ');
    for (const w of ['4 hexes or nearer', 'Rates 5 to 8', 'unless raking', 'Halved; a 0 misses', 'D1, then DBL']) expect(words).toContain(w);
  });

  it('prints the lost range table with a DEFAULT badge, the lost rounding with a dagger, and the legend and mark', async () => {
    const [card] = await cards('beat-to-quarters', 'gunnery-card');
    const tables = beatToQuarters.data['gunnery-card'].tables as Table[];
    const badged = elements(card.body, 'rect', 'data-badge').map((b) => tables[+b['data-badge']].title);
    expect(badged).toEqual(['Range']);
    expect(texts(card.body).filter((t) => t.attrs['data-default']).map((t) => t.what)).toEqual(['A halved range or count of dice rounds down, to no less than 1†']);
    expect(texts(card.body).some((t) => t.attrs['data-role'] === 'legend')).toBe(true);
    expectMark(card, true);
  });

  it('keeps every word inside the card, none overlapping, the mark clear', async () => {
    for (const card of await cards('beat-to-quarters', 'gunnery-card')) expectNoOverlaps(expectTextsInside(card, 6));
  });
});
