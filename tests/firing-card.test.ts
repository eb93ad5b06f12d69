import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crane } from '../src/games/crane/index.js';
import { firingCard } from '../src/printables/firing-card/index.js';
import { itemsOf, MARK_SIZE } from '../src/printables/mark.js';
import { Templates } from '../src/svg/templates.js';
import { inch } from '../src/units.js';
import { ROOT, baselineTests, cli, elements, make, scratch, texts, type TextBox } from './helpers.js';

type Range = { large: number; medium: number; small: number };
const SIZES = ['large', 'medium', 'small'] as const;
const INSET = 18;

/** The card drawn from the game's data with `change` made to a copy of it (no default mark: items alone). */
function card(change: (data: Record<string, any>) => void = () => {}): string {
  const data = structuredClone(crane.data);
  change(data);
  const [item] = firingCard.items({ game: { ...crane, data }, ships: [], count: 1, options: {}, templates: new Templates() });
  return item.body;
}

/** The card as the pipeline prints it, default mark and all. */
async function printed(): Promise<{ body: string; width: number; height: number }> {
  const { sheets } = await make('firing-card', { game: 'crane' });
  return sheets[0].placements[0].item;
}

const overlap = (a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }) =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.05 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.05;
const box = (r: Record<string, string>) => ({ x: +r.x, y: +r.y, w: +r.width, h: +r.height });
const inside = (a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }) =>
  a.x >= b.x - 0.01 && a.y >= b.y - 0.01 && a.x + a.w <= b.x + b.w + 0.01 && a.y + a.h <= b.y + b.h + 0.01;
/** The words of the paragraph or roll table `id` ("panel.block"), its lines joined. */
const words = (list: TextBox[], id: string) => list.filter((t) => Object.values(t.attrs).includes(id) || Object.values(t.attrs).some((v) => v.startsWith(`${id} `))).map((t) => t.what).join(' ');
const cell = (list: TextBox[], table: string, row: number, col: number) => list.find((t) => t.attrs['data-cell'] === `${table} ${row} ${col}`)?.what;

/** Checks every grid of the card against `range`: its size, its ship at the centre, and its shaded squares where the range puts them. */
function expectGrids(body: string, range: Range): void {
  const rects = elements(body, 'rect');
  for (const size of SIZES) {
    const R = range[size];
    for (const heading of ['N', 'NE']) {
      const id = `${size} ${heading}`;
      const grid = rects.find((x) => x['data-grid'] === id)!;
      expect(grid, id).toBeDefined();
      const g = box(grid);
      expect(g.w).toBeCloseTo(g.h, 2);
      const side = g.w / (2 * R + 1);
      expect(side).toBeGreaterThanOrEqual(11);
      // the beams: east and west of a ship heading north; north-west and south-east of one heading north-east
      const want = Array.from({ length: R }, (_, i) => i + 1).flatMap((k) => (heading === 'N' ? [[k, 0, k], [-k, 0, k]] : [[k, k, k], [-k, -k, k]]));
      const hits = rects.filter((x) => x['data-hit']?.startsWith(`${id} `));
      expect(hits.map((h) => h['data-hit'].split(' ').slice(2).map(Number)).sort()).toEqual(want.sort());
      for (const h of hits) {
        const [dc, dr] = h['data-hit'].split(' ').slice(2).map(Number);
        expect(+h.x).toBeCloseTo(g.x + (R + dc) * side, 2);
        expect(+h.y).toBeCloseTo(g.y + (R + dr) * side, 2);
        expect(+h.width).toBeCloseTo(side, 2);
        expect(+h.height).toBeCloseTo(side, 2);
      }
      const ship = elements(body, 'path').find((p) => p['data-ship'] === id)!;
      const [sx, sy] = /translate\(([\d.]+) ([\d.]+)\)/.exec(ship.transform)!.slice(1).map(Number);
      expect(sx).toBeCloseTo(g.x + (R + 0.5) * side, 2);
      expect(sy).toBeCloseTo(g.y + (R + 0.5) * side, 2);
      expect(ship.transform).toContain(heading === 'N' ? 'rotate(0)' : 'rotate(45)');
      // each shaded square carries its distance, centred in it
      const figures = texts(body).filter((t) => t.attrs['data-distance'] === id);
      expect(figures.map((f) => f.what).sort()).toEqual(want.map((x) => String(x[2])).sort());
      for (const f of figures) expect(hits.some((h) => inside(f, box(h)))).toBe(true);
    }
  }
}

/** No two words overlap; words on a grid are only its distance figures; every title sits in its band. */
function expectClear(body: string): void {
  const all = texts(body);
  for (let i = 0; i < all.length; i++) for (let j = i + 1; j < all.length; j++) {
    expect(overlap(all[i], all[j]), `"${all[i].what}" overlaps "${all[j].what}"`).toBe(false);
  }
  const rects = elements(body, 'rect');
  for (const g of rects.filter((x) => x['data-grid'])) {
    for (const t of all.filter((x) => overlap(x, box(g)))) expect(t.attrs['data-distance'], t.what).toBe(g['data-grid']);
  }
  for (const b of rects.filter((x) => x['data-band'])) {
    const titles = all.filter((t) => overlap(t, box(b)));
    expect(titles.length, b['data-band']).toBeGreaterThanOrEqual(1);
    for (const t of titles) expect(inside(t, box(b)), t.what).toBe(true);
    // a panel's words stay within its column, a table's cells within its width
    const [kind, n] = b['data-band'].split(' ');
    const own = kind === 'panel' ? all.filter((t) => Object.entries(t.attrs).some(([k, v]) => k.startsWith('data-') && v.startsWith(`${n}.`)))
      : all.filter((t) => t.attrs['data-cell']?.startsWith(`${kind} `));
    if (['panel', 'sizes', 'hits'].includes(kind)) expect(own.length, b['data-band']).toBeGreaterThan(5);
    for (const t of own) expect(t.x >= +b.x && t.x + t.w <= +b.x + +b.width, `${t.what} within ${b['data-band']}`).toBe(true);
  }
}

describe('firing-card', () => {
  baselineTests('firing-card', { game: 'crane' });

  it('is a 7.5 × 10 in card, one to a Letter or A4 page, a card per count', async () => {
    for (const paper of ['letter', 'a4']) {
      const { sheets } = await make('firing-card', { game: 'crane', paper, count: 2 });
      expect(sheets).toHaveLength(2);
      for (const s of sheets) {
        expect(s.placements).toHaveLength(1);
        expect([s.placements[0].item.width, s.placements[0].item.height]).toEqual([inch(7.5), inch(10)]);
      }
    }
  });

  it('keeps every word inside the card, at 6 pt or more (rules text at 8 pt or more), none overlapping', async () => {
    const { body, width, height } = await printed();
    const all = texts(body);
    expect(all.length).toBeGreaterThan(150);
    const frame = { x: INSET, y: INSET, w: width - 2 * INSET, h: height - 2 * INSET };
    for (const t of all) {
      expect(+t.attrs['font-size'], t.what).toBeGreaterThanOrEqual(6);
      expect(inside(t, frame), `${t.what} inside the card`).toBe(true);
    }
    const rules = all.filter((t) => ['data-lead', 'data-text', 'data-roll-head', 'data-roll-text', 'data-note'].some((a) => a in t.attrs));
    expect(rules.length).toBeGreaterThan(60);
    for (const t of rules) expect(+t.attrs['font-size'], t.what).toBeGreaterThanOrEqual(8);
    expectClear(body);
  });

  it('prints the default mark in clear card at the foot, with a dagger on each range and its legend', async () => {
    const { body, width, height } = await printed();
    const all = texts(body);
    const mark = all.filter((t) => t.what === 'default — see data/crane.yaml');
    expect(mark).toHaveLength(1);
    const [m] = mark;
    expect(+m.attrs['font-size']).toBe(MARK_SIZE);
    expect(inside(m, { x: INSET, y: INSET, w: width - 2 * INSET, h: height - 2 * INSET })).toBe(true);
    for (const t of all.filter((x) => x !== m)) expect(overlap(t, m), t.what).toBe(false);
    for (const r of elements(body, 'rect').filter((x) => x.x !== '0' || x.y !== '0')) expect(overlap(box(r), m)).toBe(false);
    for (const l of elements(body, 'line')) expect(overlap({ x: Math.min(+l.x1, +l.x2), y: Math.min(+l.y1, +l.y2), w: Math.abs(+l.x2 - +l.x1), h: Math.abs(+l.y2 - +l.y1) }, m)).toBe(false);
    SIZES.forEach((_, k) => expect(cell(all, 'sizes', k, 3)).toBe(`${crane.data['firing-card'].range[SIZES[k]]}†`));
    const legend = all.find((t) => t.attrs['data-legend'])!;
    expect(legend.what).toMatch(/^† default/);
    expect(legend.attrs.y).toBe(m.attrs.y);
  });

  it('prints no dagger, legend or mark when the data no longer lists the ranges as defaults', async () => {
    const data = { ...structuredClone(crane.data), defaults: [] };
    const [item] = itemsOf(firingCard, { game: { ...crane, data }, ships: [], count: 1, options: {}, templates: new Templates() });
    expect(item.body).not.toContain('†');
    expect(item.body).not.toContain('data-legend');
    expect(item.body).not.toContain('data-default-mark');
    expect((await printed()).body).toContain('data-default-mark');
  });

  it('draws each size heading north and north-east, its shaded squares out to its range on both beams', async () => {
    expectGrids((await printed()).body, crane.data['firing-card'].range);
  });

  it('moves the shaded squares, dice and range words when the data\'s ranges change', () => {
    const range = { large: 4, medium: 1, small: 2 };
    const body = card((d) => { d['firing-card'].range = range; });
    expectGrids(body, range);
    expectClear(body);
    const all = texts(body);
    expect(all.filter((t) => t.attrs['data-facts']).map((t) => t.what)).toEqual(['3 dice · range 4†', '2 dice · range 1†', '1 die · range 2†']);
  });

  it('prints the rules\' facts: 3/2/1 dice from the G/C boxes, the hit table, moving, firing, boarding and capture', () => {
    const all = texts(card());
    // dice: one for each 2 G/C boxes of the damage chart's sizes, as the rules' "3 red and 3 blue dice" agree
    expect(SIZES.map((_, k) => [cell(all, 'sizes', k, 0), cell(all, 'sizes', k, 1), cell(all, 'sizes', k, 2), cell(all, 'sizes', k, 4)]))
      .toEqual([['large', '6', '3', '18'], ['medium', '4', '2', '12'], ['small', '2', '1', '6']]);
    expect(words(all, 'sizes')).toContain('one per 2 G/C boxes, because every 2 G/C boxes checked cost a die');
    expect(all.filter((t) => t.attrs['data-facts']).map((t) => t.what)).toEqual(['3 dice · range 3†', '2 dice · range 2†', '1 die · range 1†']);
    // the hit table, as the rules give it, a 1 missing
    expect([0, 1, 2, 3].map((k) => `${cell(all, 'hits', k, 0)} ${cell(all, 'hits', k, 2)}`)).toEqual(['1 miss', '2–3 hull', '4–5 rigging', '6 guns & crew']);
    const firing = [0, 1, 2, 3, 4].map((b) => words(all, `0.${b}`)).join(' ');
    expect(firing).toContain('at 90° to its heading, and within its range');
    expect(firing).toContain('less 1 die for every 2 of its G/C boxes checked');
    expect(firing).toContain('after moving at least one square');
    expect(firing).toContain('the target may fire back');
    expect(firing).toContain('the mover stops, takes the fire, checks its losses and then finishes its move');
    expect(firing).toContain('put a white marker beside every ship that fires');
    const moving = [0, 1, 2, 3, 4].map((b) => words(all, `1.${b}`)).join(' ');
    expect(moving).toContain('3 movement points a turn: each square entered costs 1, or 2 when the ship sails straight into the wind');
    expect(moving).toContain('1 square less for every 2 rigging boxes checked');
    expect(moving).toContain('never a 90° turn to the side, never astern');
    expect(moving).toContain('must try to board');
    expect(moving).toContain('stuck on a shoal, dead in the water');
    expect(words(all, '2.1')).toContain('No G/C left: the boarded ship surrenders without a fight');
    expect(words(all, '2.2')).toMatch(/^The boarded ship rolls 1d6, \+1 for each G\/C unit it has more than the boarder 1–3 surrenders 4–6 fights/);
    expect(words(all, '2.3')).toMatch(/each side rolls 1d6 for each of its G\/C units 1–3 no effect 4–6 destroys one enemy G\/C unit/);
    expect(words(all, '2.4')).toContain('A boarder that loses all its G/C is captured');
    const capture = [0, 1, 2, 3].map((b) => words(all, `3.${b}`)).join(' ');
    expect(capture).toContain('check each off the captor and give it an unchecked G/C box on the prize');
    expect(capture).toContain('the edge its captor entered by');
    expect(capture).toContain('retake');
  });

  it('reads the hit table from the wind card\'s data and the sizes from the damage chart\'s, without copies', () => {
    expect(firingCard.reads).toEqual(['wind-card', 'damage-chart']);
    const all = texts(card((d) => {
      d['wind-card'].hits.rows[0].text = 'no hit';
      d['damage-chart'].sizes.large.rows = 5;
    }));
    expect(cell(all, 'hits', 0, 2)).toBe('no hit');
    // 5 G/C boxes: a die for every 2, and one for the box left over
    expect([cell(all, 'sizes', 0, 1), cell(all, 'sizes', 0, 2)]).toEqual(['5', '3']);
  });

  it('refuses ranges too long to draw, saying what to do', () => {
    expect(() => card((d) => { d['firing-card'].range = { large: 6, medium: 5, small: 4 }; }))
      .toThrow(/firing-card: ranges of 6 \(large\), 5 \(medium\), 4 \(small\) squares are too long to draw.*shorten them or widen the card/);
  });

  it('names the file, line and column of a mistake in a copy of the data', async () => {
    const dir = scratch();
    const shipped = readFileSync(join(ROOT, 'data/crane.yaml'), 'utf8');
    const at = (text: string, what: string) => {
      const lines = text.split('\n');
      const line = lines.findIndex((l) => l.includes(what));
      return `${line + 1}:${lines[line].indexOf(what) + 1}`;
    };
    const bad = shipped.replace('range: { large: 3,', 'range: { large: 9,');
    const file = join(dir, 'mine.yaml');
    writeFileSync(file, bad);
    let r = await cli('make', 'firing-card', '--game', 'crane', '--data', file, '--out', join(dir, 'x.pdf'));
    expect(r.code).toBe(2);
    expect(r.err).toContain(`mine.yaml:${at(bad, '9,')}: firing-card.range.large: expected a whole number from 1 to 6, got 9`);
    // a paragraph given a roll table's rows too
    const mixed = shipped.replace('- { lead: "No G/C left:",', '- { rows: [{ roll: "1", text: x }], lead: "No G/C left:",');
    writeFileSync(file, mixed);
    r = await cli('make', 'firing-card', '--game', 'crane', '--data', file, '--out', join(dir, 'x.pdf'));
    expect(r.code).toBe(2);
    expect(r.err).toContain(`mine.yaml:${at(mixed, '{ rows: [{')}: firing-card.panels[2].lines[1]`);
  });
});
