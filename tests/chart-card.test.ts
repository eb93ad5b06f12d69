import { describe, expect, it } from 'vitest';
import { DataError, InputError } from '../src/errors.js';
import { parseYaml } from '../src/data/node.js';
import { validate } from '../src/data/schema.js';
import { ironclads } from '../src/games/ironclads/index.js';
import { chartCard } from '../src/printables/chart-card/index.js';
import { textWidth } from '../src/svg/fonts.js';
import { Templates } from '../src/svg/templates.js';
import { inch } from '../src/units.js';
import { baselineTests, elements, make, unescape } from './helpers.js';

interface Table { title: string; dice?: string; default: boolean; wide: boolean; columns: string[]; rows: string[][]; notes: string[] }
interface Text { attrs: Record<string, string>; text: string }

const texts = (body: string): Text[] =>
  [...body.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map((m) => ({
    attrs: Object.fromEntries([...m[1].matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
    text: unescape(m[2]),
  }));
/** The text printed for `attr="ref"` (its lines joined), on whichever cards print it. */
const printed = (bodies: string[], attr: string, ref: string) =>
  bodies.map((b) => texts(b).filter((t) => t.attrs[attr] === ref).map((t) => t.text).join(' ')).filter((s) => s);
/** How data text prints: a trailing "*" (a default) becomes a dagger. */
const shown = (s: string) => (s.trimEnd().endsWith('*') ? `${s.trimEnd().slice(0, -1).trimEnd()}†` : s);

const gameData = () => structuredClone(ironclads.data['chart-card']) as { tables: Table[] } & Record<string, unknown>;
function cards(data: Record<string, unknown>, count = 1) {
  const game = { ...ironclads, data: { ...ironclads.data, 'chart-card': data } };
  return chartCard.items({ game, ships: [], count, options: {}, templates: new Templates() });
}
const table = (title: string, columns: string[], rows: string[][], more: Partial<Table> = {}): Table =>
  ({ title, default: false, wide: false, align: 'center', columns, rows, notes: [], ...more }) as Table;

describe('chart-card', () => {
  baselineTests('chart-card', { game: 'ironclads' });

  it('is a 7.5 × 10 in card, one per Letter or A4 page, a copy of the set per count', async () => {
    for (const paper of ['letter', 'a4']) {
      const { sheets } = await make('chart-card', { game: 'ironclads', paper, count: 2 });
      expect(sheets).toHaveLength(4);
      for (const s of sheets) {
        expect(s.placements).toHaveLength(1);
        expect([s.placements[0].item.width, s.placements[0].item.height]).toEqual([inch(7.5), inch(10)]);
      }
      expect(sheets[2].placements[0].item.body).toBe(sheets[0].placements[0].item.body);
    }
    // inside the printable area of both papers
    expect(inch(7.5)).toBeLessThanOrEqual(inch(7.77));
    expect(inch(10)).toBeLessThanOrEqual(inch(10.05));
  });

  it('prints every table of the data with its title, dice, headings, cells and notes, each once', () => {
    const data = gameData();
    const bodies = cards(data).map((c) => c.body);
    expect(bodies).toHaveLength(2);
    data.tables.forEach((t, ti) => {
      expect(printed(bodies, 'data-title', String(ti))).toEqual([t.title]);
      if (t.dice) expect(bodies.join('')).toContain(`data-dice="${ti}">${t.dice}<`);
      t.columns.forEach((h, c) => expect(printed(bodies, 'data-head', `${ti}.${c}`)).toEqual([shown(h)]));
      t.rows.forEach((row, r) => row.forEach((cell, c) => expect(printed(bodies, 'data-cell', `${ti}.${r}.${c}`)).toEqual([shown(cell)])));
      t.notes.forEach((n, i) => expect(printed(bodies, 'data-note', `${ti}.${i}`)).toEqual([shown(n)]));
    });
    // wide tables span the card; the others share its two columns
    const frames = bodies.flatMap((b) => elements(b, 'rect', 'data-frame'));
    for (const f of frames) {
      const t = data.tables[Number(f['data-frame'])];
      expect(Number(f.width)).toBeCloseTo(t.wide ? inch(7) : (inch(7) - 16) / 2, 3);
    }
  });

  it('carries the facts of the rules, unmarked', () => {
    const data = gameData();
    const bodies = cards(data).map((c) => c.body);
    const find = (title: string) => data.tables.findIndex((t) => t.title === title);
    const cell = (ti: number, rowHead: string, col: string) => {
      const t = data.tables[ti];
      const r = t.rows.findIndex((row) => row[0] === rowHead);
      return printed(bodies, 'data-cell', `${ti}.${r}.${t.columns.indexOf(col)}`)[0];
    };
    // a medium round on light armour (+1) rolling 10; a boat at 8 in rams on 1-12 and, medium, rolls 4 dice
    expect(cell(find('Damage and Penetration'), '+1', '9–12')).toBe('2H 1C 1G');
    expect(cell(find('Ramming'), '8', 'Rams on')).toBe('1–12');
    expect(cell(find('Ramming'), '8', 'Medium boat')).toBe('4');
    const all = texts(bodies.join('')).map((t) => t.text).join(' ');
    for (const fact of ['5 × 1d6 hull hits itself', '1–16 it explodes', 'torn free and takes 5 × 1d6', '2 hull hits at once', 'under their number puts it out',
      'Only at 6 in or less', 'Range 4 in', '1 for every 5 more', 'Both lose', 'each side rolls 1d10']) expect(all).toContain(fact);
  });

  it('marks defaults exactly where the data flags them: a badge per table, a dagger per value, a legend', () => {
    const data = gameData();
    const bodies = cards(data).map((c) => c.body);
    const badged = bodies.flatMap((b) => elements(b, 'rect', 'data-badge').map((e) => Number(e['data-badge'])));
    expect(badged).toEqual(data.tables.flatMap((t, i) => (t.default ? [i] : [])));
    const flagged = data.tables.flatMap((t, ti) => [
      ...t.rows.flatMap((row, r) => row.flatMap((c, ci) => (c.trimEnd().endsWith('*') ? [`cell ${ti}.${r}.${ci}`] : []))),
      ...t.notes.flatMap((n, i) => (n.trimEnd().endsWith('*') ? [`note ${ti}.${i}`] : [])),
    ]);
    expect(flagged.length).toBeGreaterThan(40);
    const marked = bodies.flatMap((b) => texts(b).filter((t) => t.attrs['data-default']).map((t) => (t.attrs['data-cell'] ? `cell ${t.attrs['data-cell']}` : `note ${t.attrs['data-note']}`)));
    expect(marked.sort()).toEqual(flagged.sort());
    for (const b of bodies) {
      for (const t of texts(b)) if (t.text.includes('†') && t.attrs['data-role'] !== 'legend') expect(t.attrs['data-default']).toBe('1');
      expect(texts(b).filter((t) => t.attrs['data-role'] === 'legend')).toHaveLength(1);
    }
    // nothing flagged, nothing marked and no legend
    const plain = { ...data, tables: [table('Plain', ['A', 'B'], [['1', '2']])] };
    const [card] = cards(plain);
    expect(card.body).not.toContain('data-default');
    expect(card.body).not.toContain('data-badge');
    expect(card.body).not.toContain('data-role="legend"');
  });

  it('keeps every text inside the card (cells inside their table) at 6.5 pt or more', () => {
    const data = gameData();
    // a long sentence in a narrow column, to be wrapped
    data.tables.push(table('Wrapped', ['Key', 'Long text', 'N'], [['x', 'a sentence long enough that it has to break over several lines of its cell', '3']], { align: 'left' } as Partial<Table>));
    for (const { width, height, body } of cards(data)) {
      const frames = elements(body, 'rect', 'data-frame');
      for (const t of texts(body)) {
        const size = Number(t.attrs['font-size']);
        const w = textWidth(t.text, size, t.attrs['font-weight'] === 'bold' ? 'bold' : 'regular');
        const anchor = t.attrs['text-anchor'] ?? 'start';
        const left = Number(t.attrs.x) - (anchor === 'middle' ? w / 2 : anchor === 'end' ? w : 0);
        const [right, y] = [left + w, Number(t.attrs.y)];
        expect(size, t.text).toBeGreaterThanOrEqual(6.5);
        expect(left, t.text).toBeGreaterThanOrEqual(0);
        expect(right, t.text).toBeLessThanOrEqual(width);
        expect(y - size, t.text).toBeGreaterThanOrEqual(0);
        expect(y + 0.3 * size, t.text).toBeLessThanOrEqual(height);
        const ref = t.attrs['data-cell'] ?? t.attrs['data-head'];
        if (!ref) continue;
        const inside = frames.some((f) => f['data-frame'] === ref.split('.')[0]
          && left >= Number(f.x) && right <= Number(f.x) + Number(f.width) && y > Number(f.y) && y < Number(f.y) + Number(f.height));
        expect(inside, t.text).toBe(true);
      }
    }
    const wrapped = cards(data).flatMap((c) => texts(c.body)).filter((t) => t.attrs['data-cell'] === `${data.tables.length - 1}.0.1`);
    expect(wrapped.length).toBeGreaterThan(1);
  });

  it('flows a table too big for one card onto the next, with its title and heading repeated', () => {
    const data = gameData();
    const rows = Array.from({ length: 120 }, (_, i) => [`row ${i + 1}`, `${i * 3}`, `${i * 7}`]);
    data.tables = [table('Short', ['A', 'B'], [['1', '2']]), table('Long', ['Roll', 'Hull', 'Crew'], rows)];
    const bodies = cards(data).map((c) => c.body);
    expect(bodies.length).toBeGreaterThanOrEqual(2);
    const titles = bodies.flatMap((b) => texts(b).filter((t) => t.attrs['data-title'] === '1').map((t) => t.text));
    expect(titles[0]).toBe('Long');
    expect(titles.length).toBeGreaterThanOrEqual(3); // two columns on the first card, more on the next
    for (const t of titles.slice(1)) expect(t).toBe('Long (continued)');
    expect(bodies.flatMap((b) => texts(b).filter((t) => t.attrs['data-head'] === '1.0'))).toHaveLength(titles.length);
    rows.forEach((row, r) => expect(printed(bodies, 'data-cell', `1.${r}.0`)).toEqual([row[0]]));
    expect(bodies[1]).toContain('data-cell="1.119.0"');
    // the game's own tables each fit a card, so none is split
    const game = cards(gameData()).map((c) => c.body);
    gameData().tables.forEach((_, ti) => expect(game.join('').split(`data-title="${ti}"`)).toHaveLength(2));
  });

  it('says where in the data file a row has the wrong number of cells', () => {
    const yaml = 'width: 7.5in\nheight: 10in\ntitle: Charts\ntables:\n  - title: T\n    columns: [A, B, C]\n    rows:\n      - [1, 2, 3]\n      - [1, 2]\n';
    const check = () => validate(parseYaml(yaml, 'data.yaml'), chartCard.data!, 'chart-card');
    expect(check).toThrow(DataError);
    expect(check).toThrow('data.yaml:9:9: chart-card.tables[0].rows[1]: expected 3 cells (one per column) or 1 (a sub-heading across the table), got 2');
  });

  it('refuses text that cannot fit legibly, naming the table and the cell', () => {
    const data = gameData();
    const columns = Array.from({ length: 12 }, (_, i) => `C${i + 1}`);
    const row = columns.map(() => '1');
    row[2] = 'Pneumonoultramicroscopicsilicovolcanoconiosis';
    data.tables = [table('Tight', columns, [row])];
    expect(() => cards(data)).toThrow(InputError);
    expect(() => cards(data)).toThrow(/table "Tight", row 1, column "C3": "Pneumonoultramicroscopicsilicovolcanoconiosis" cannot fit/);
    const tall = gameData();
    tall.tables = [table('Tall', ['A'], [[Array.from({ length: 400 }, () => 'word').join(' ').slice(0, 200)]])];
    Object.assign(tall, { width: inch(3), height: inch(3), legend: 'legend' });
    expect(() => cards(tall)).toThrow(/table "Tall": row 1 is taller than a whole card/);
  });
});
