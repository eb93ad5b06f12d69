import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameById } from '../src/games/registry.js';
import { Templates } from '../src/svg/templates.js';
import { inch } from '../src/units.js';
import { ROOT, baselineTests, elements, expectBaselines, make, texts } from './helpers.js';

const SHIPS = join(ROOT, 'examples/ships/beat-to-quarters.yaml');
const W = inch(7.5);
const H = inch(10);
const COLUMNS = ['turn', 'start', 'added', 'subtracted', 'reason', 'captured', 'notes'];

interface Box { x: number; y: number; w: number; h: number; what: string }
const box = (e: Record<string, string>, what = ''): Box => ({ x: +e.x, y: +e.y, w: +e.width, h: +e.height, what });
const inside = (a: Box, b: Box) => a.x >= b.x - 0.01 && a.y >= b.y - 0.01 && a.x + a.w <= b.x + b.w + 0.01 && a.y + a.h <= b.y + b.h + 0.01;
const overlap = (a: Box, b: Box) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.01 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.01;

async function sheets(opts: Parameters<typeof make>[1] = {}): Promise<string[]> {
  const { sheets } = await make('campaign-sheet', { game: 'beat-to-quarters', ...opts });
  return sheets.flatMap((s) => s.placements.map((p) => p.item.body));
}
const sideName = (body: string): string | undefined => texts(body).find((t) => t.attrs['data-side'] !== undefined)?.what;
/** The words of every text carrying `attr`="`key`", in order, as one line. */
const said = (body: string, attr: string, key: string): string => texts(body).filter((t) => t.attrs[attr] === key).map((t) => t.what).join(' ');
const circled = (body: string): string[] => elements(body, 'circle', 'data-circled=').map((c) => c['data-circled']);

/** The sheet drawn straight from the printable, with the game's data changed by `edit`. */
function withData(edit: (d: any) => void, ships: Record<string, unknown>[] = []): string[] {
  const game = gameById('beat-to-quarters')!;
  const data = structuredClone(game.data);
  edit(data['campaign-sheet']);
  const printable = game.printables.find((p) => p.name === 'campaign-sheet')!;
  return printable.items({ game: { ...game, data }, ships: ships as never, count: 1, options: {}, templates: new Templates() }).map((i) => i.body);
}

function expectTidy(body: string): void {
  const sheet = { x: 0, y: 0, w: W, h: H, what: 'sheet' };
  const tx = texts(body);
  for (const b of [...elements(body, 'rect').map((e) => box(e, 'rect')), ...tx]) expect(inside(b, sheet), b.what).toBe(true);
  for (const t of tx) expect(+t.attrs['font-size'], t.what).toBeGreaterThanOrEqual(6);
  for (const [i, a] of tx.entries()) for (const b of tx.slice(i + 1)) expect(overlap(a, b), `"${a.what}" and "${b.what}"`).toBe(false);
}

describe('campaign-sheet', () => {
  baselineTests('campaign-sheet', { ships: SHIPS });

  it('matches its blank baseline', async () => {
    const { pdf } = await make('campaign-sheet', { game: 'beat-to-quarters', paper: 'letter' });
    await expectBaselines(pdf, 'campaign-sheet', 'blank');
  });

  it('is one 7.5 × 10 in portrait sheet a page on Letter and A4', async () => {
    for (const paper of ['letter', 'a4']) {
      const { sheets } = await make('campaign-sheet', { ships: SHIPS, paper });
      expect(sheets.map((s) => s.placements.length)).toEqual([1, 1]);
      for (const s of sheets) {
        expect(s.height).toBeGreaterThan(s.width);
        expect([s.placements[0].item.width, s.placements[0].item.height]).toEqual([W, H]);
      }
    }
  });

  it('has a Start row and 24 turn rows of 7 columns, contiguous and at least 0.25 in high', async () => {
    const [body] = await sheets({ ships: SHIPS });
    const rows = elements(body, 'rect', 'data-row=').filter((r) => r['data-row'] === 'start' || r['data-row'] === 'turn');
    expect(rows.map((r) => r['data-turn'] ?? 'start')).toEqual(['start', ...Array.from({ length: 24 }, (_, i) => String(i + 1))]);
    for (const [i, row] of rows.entries()) {
      expect(+row.height).toBeGreaterThanOrEqual(inch(0.25));
      if (i > 0) expect(+row.y).toBeCloseTo(+rows[i - 1].y + +rows[i - 1].height, 2);
      const turn = row['data-turn'] ?? 'start';
      const cells = elements(body, 'rect', `data-turn="${turn}"`).filter((c) => c['data-cell']);
      expect(cells.map((c) => c['data-cell'])).toEqual(COLUMNS);
      // the cells tile their row exactly, left to right
      expect(+cells[0].x).toBeCloseTo(+row.x, 2);
      for (const [j, c] of cells.entries()) {
        expect(+c.y).toBe(+row.y);
        expect(+c.height).toBe(+row.height);
        if (j > 0) expect(+c.x).toBeCloseTo(+cells[j - 1].x + +cells[j - 1].width, 2);
      }
      expect(+cells[6].x + +cells[6].width).toBeCloseTo(+row.x + +row.width, 2);
      // the row's label sits in its turn cell
      const label = texts(body).find((t) => t.attrs['data-turn-label'] === turn)!;
      expect(label.what).toBe(turn === 'start' ? 'Start' : turn);
      expect(inside(label, box(cells[0]))).toBe(true);
    }
    // every column has its heading above the first row, inside the column
    const heads = texts(body).filter((t) => COLUMNS.includes(t.attrs['data-col-head']));
    for (const key of COLUMNS) {
      const cell = box(elements(body, 'rect', `data-cell="${key}" data-turn="start"`)[0]);
      const own = heads.filter((h) => h.attrs['data-col-head'] === key);
      expect(own.length, key).toBeGreaterThan(0);
      for (const h of own) {
        expect(h.x).toBeGreaterThanOrEqual(cell.x);
        expect(h.x + h.w).toBeLessThanOrEqual(cell.x + cell.w);
        expect(h.y + h.h).toBeLessThanOrEqual(cell.y);
      }
    }
    expect(heads.map((h) => h.what).join(' ')).toMatch(/Turn Points in hand Points gained Points spent Spent on Ships captured Notes/);
  });

  it('has 3 shore battery rows, 2 construction and 2 repair berths, each row at least 0.25 in', async () => {
    const [body] = await sheets({ ships: SHIPS });
    const expected = { batteries: ['name', 'rate', 'crew'], construction: ['name', 'rate', 'launch'], repair: ['name', 'rate', 'original'] };
    const counts = { batteries: 3, construction: 2, repair: 2 };
    for (const [id, keys] of Object.entries(expected)) {
      const rows = elements(body, 'rect', `data-row="${id}"`);
      expect(rows, id).toHaveLength(counts[id as keyof typeof counts]);
      for (const [i, row] of rows.entries()) {
        expect(+row.height).toBeGreaterThanOrEqual(inch(0.25));
        if (i > 0) expect(+row.y).toBeCloseTo(+rows[i - 1].y + +rows[i - 1].height, 2);
        const cells = elements(body, 'rect', `data-block="${id}" data-slot="${i}"`).filter((c) => c['data-cell']);
        expect(cells.map((c) => c['data-cell'])).toEqual(keys);
      }
    }
    // the blocks sit side by side below the turn table, none over another
    const frames = ['turns', 'batteries', 'construction', 'repair'].map((f) => box(elements(body, 'rect', `data-frame="${f}"`)[0], f));
    for (const [i, a] of frames.entries()) for (const b of frames.slice(i + 1)) expect(overlap(a, b), `${a.what} and ${b.what}`).toBe(false);
    for (const f of frames.slice(1)) expect(f.y).toBeGreaterThan(frames[0].y + frames[0].h);
    expect(said(body, 'data-block-note', 'construction')).toContain('launched 5 turns later');
    expect(said(body, 'data-block-note', 'repair')).toContain('5 points a rate, one rate a turn');
  });

  it('prints the campaign\'s numbers: 240 to start, +10 a turn (0 and 20 on a refusal), 24 turns', async () => {
    const [body] = await sheets();
    const number = (key: string) => texts(body).find((t) => t.attrs['data-fact-number'] === key)!.what;
    const caption = (key: string) => said(body, 'data-fact-caption', key);
    expect([number('start'), number('turn'), number('turns')]).toEqual(['240', '+10', '24']);
    expect(caption('turn')).toContain('refusing battle gets 0, the other side 20');
    expect(caption('turns')).toContain('one month');
    const facts = elements(body, 'rect', 'data-fact=').map((f) => box(f));
    for (const t of texts(body).filter((t) => t.attrs['data-fact-number'] || t.attrs['data-fact-caption'])) {
      expect(facts.some((f) => inside(t, f)), t.what).toBe(true);
    }
  });

  it('prints the re-crew costs: poor 5, green 10, average 15, and 5 for a recapture', async () => {
    const [body] = await sheets();
    const costs = texts(body).filter((t) => t.attrs['data-recrew']);
    expect(costs.map((t) => [t.attrs['data-recrew'], t.attrs['data-points'], t.what])).toEqual([
      ['Poor crew', '5', 'Poor crew 5 points'], ['Green crew', '10', 'Green crew 10 points'], ['Average crew', '15', 'Average crew 15 points'],
    ]);
    const recapture = texts(body).find((t) => t.attrs['data-recapture'])!;
    expect(recapture.attrs['data-recapture']).toBe('5');
    expect(recapture.what).toMatch(/won back.*5 points.*original crew/);
  });

  it('takes every number it prints from the data', () => {
    const [body] = withData((d) => {
      d.recrew.costs = [{ crew: 'Poor crew', points: 7 }, { crew: 'Green crew', points: 12 }, { crew: 'Average crew', points: 19 }];
      d.recrew.recapture = 3;
      d.points = { start: 300, turn: 15, refuser: 1, other: 25 };
      d.turns = 20;
      d.construction.turns = 6;
      d.repair.cost = 4;
    });
    expect(texts(body).filter((t) => t.attrs['data-recrew']).map((t) => t.what)).toEqual(['Poor crew 7 points', 'Green crew 12 points', 'Average crew 19 points']);
    expect(texts(body).find((t) => t.attrs['data-recapture'])!.what).toContain('3 points');
    expect(body).toContain('>300<');
    expect(body).toContain('>+15<');
    expect(said(body, 'data-fact-caption', 'turn')).toContain('gets 1, the other side 25');
    expect(said(body, 'data-block-note', 'construction')).toContain('launched 6 turns');
    expect(said(body, 'data-block-note', 'repair')).toContain('4 points a rate');
    expect(elements(body, 'rect', 'data-row="turn"')).toHaveLength(20);
    expect(body).not.toMatch(/>240<|Poor crew 5 /);
    expectTidy(body);
  });

  it('gives each side of the ship file its own sheet, headed with its name and letter, count sheets each', async () => {
    const two = await sheets({ ships: SHIPS });
    expect(two.map(sideName)).toEqual(['British', 'French']);
    expect(two.map(circled)).toEqual([['A'], ['B']]);
    const four = await sheets({ ships: SHIPS, count: 2 });
    expect(four.map(sideName)).toEqual(['British', 'British', 'French', 'French']);
  });

  it('leaves the side to write in without ships, and takes one from --side', async () => {
    const blank = await sheets({ count: 3 });
    expect(blank).toHaveLength(3);
    for (const body of blank) {
      expect(sideName(body)).toBeUndefined();
      expect(circled(body)).toEqual([]);
      const line = elements(body, 'line', 'data-side-line=')[0];
      expect(+line.x2 - +line.x1).toBeGreaterThan(inch(1.5));
      expect(texts(body).filter((t) => t.attrs['data-letter']).map((t) => t.what)).toEqual(['A', 'B']);
      expect(texts(body).filter((t) => t.attrs['data-filled'])).toHaveLength(0);
    }
    const named = await sheets({ options: { side: 'Kingdom of Two Sicilies' }, count: 2 });
    expect(named.map(sideName)).toEqual(['Kingdom of Two Sicilies', 'Kingdom of Two Sicilies']);
    // a long name shrinks to stay on its line
    const t = texts(named[0]).find((x) => x.attrs['data-side'] !== undefined)!;
    const line = elements(named[0], 'line', 'data-side-line=')[0];
    expect(t.x + t.w).toBeLessThanOrEqual(+line.x2);
    expect(+t.attrs['font-size']).toBeLessThan(14);
    await expect(sheets({ options: { side: 'x'.repeat(25) } })).rejects.toThrow(/--side: expected text of at most 24 characters/);
  });

  it('writes a side\'s shore batteries from the ship file into its battery rows', async () => {
    const [british, french] = await sheets({ ships: SHIPS });
    expect(texts(british).filter((t) => t.attrs['data-filled'])).toHaveLength(0);
    const filled = texts(french).filter((t) => t.attrs['data-filled']);
    expect(filled.map((t) => t.what)).toEqual(['Fort de la Pointe', '2', 'Average']);
    for (const t of filled) {
      const cell = elements(french, 'rect', `data-cell="${t.attrs['data-filled']}" data-block="batteries" data-slot="0"`)[0];
      expect(inside(t, box(cell))).toBe(true);
    }
    const fort = { name: 'Fort', id: 1, type: 'shore-battery', rate: 1, crew: 'poor', side: 'French' };
    expect(() => withData(() => {}, [1, 2, 3, 4].map((id) => ({ ...fort, id, name: `Fort ${id}` })))).toThrow(/side "French" has 4 shore batteries, but the sheet has rows for 3/);
  });

  it('refuses data whose rows would be too short to write in', () => {
    expect(() => withData((d) => { d.turns = 36; d.height = inch(8); })).toThrow(/rows of at least 0.22 in/);
  });

  it('keeps everything inside the sheet, no text under 6 pt and no two texts on top of each other', async () => {
    for (const body of [...(await sheets({ ships: SHIPS })), ...(await sheets())]) expectTidy(body);
  });
});
