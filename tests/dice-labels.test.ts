import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYaml } from '../src/data/node.js';
import { validate } from '../src/data/schema.js';
import { milkAndCookies } from '../src/games/milk-and-cookies/index.js';
import { diceLabels } from '../src/printables/dice-labels/index.js';
import { STRIP_MIN } from '../src/printables/dice-labels/strip.js';
import type { Item } from '../src/printables/types.js';
import { Templates } from '../src/svg/templates.js';
import { inch, mm } from '../src/units.js';
import { baselineTests, elements, make, scratch, texts } from './helpers.js';

interface Box { x: number; y: number; w: number; h: number; what: string }
const overlap = (a: Box, b: Box) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.01 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.01;
const isLabel = (item: Item) => item.cut === 'rect';

describe('dice-labels', () => {
  baselineTests('dice-labels', { count: 10 });

  it('gives each die a hull, a sail and a cannon picture', async () => {
    const { sheets } = await make('dice-labels', { count: 10 });
    const labels = sheets.flatMap((s) => s.placements.filter((p) => isLabel(p.item)));
    const faces = labels.map((p) => /data-face="(\w+)"/.exec(p.item.body)![1]);
    expect(faces).toHaveLength(30);
    expect(faces.slice(0, 6)).toEqual(['hull', 'sail', 'cannon', 'hull', 'sail', 'cannon']);
    // pictures, not words
    expect(labels[0].item.body).not.toMatch(/<text/);
  });

  for (const [die, label] of [['16mm', 12.7], ['12mm', 10], ['19mm', 15]] as const) {
    it(`sizes labels for a ${die} die at ${label} mm, on a ${label} mm pitch`, async () => {
      const { sheets } = await make('dice-labels', { count: 4, options: die === '16mm' ? {} : { die } });
      const [a, b] = sheets[0].placements;
      expect(a.item.width).toBeCloseTo(mm(label), 2);
      expect(a.item.height).toBeCloseTo(mm(label), 2);
      expect(b.x - a.x).toBeCloseTo(mm(label), 2);
    });
  }

  it('cuts on a shared grid', async () => {
    const { sheets } = await make('dice-labels', { count: 1 });
    // three labels in a row: 3 tops, 3 bottoms, 4 uprights; the strip is not cut
    expect(sheets[0].cuts).toHaveLength(10);
  });
});

describe('dice-labels instruction strip', () => {
  const strip = async (count = 10) => {
    const { sheets } = await make('dice-labels', { count });
    const last = sheets[sheets.length - 1].placements;
    return { sheets, strip: last[last.length - 1], labels: sheets.flatMap((s) => s.placements.filter((p) => isLabel(p.item))) };
  };

  it('comes once, after every label, uncut and clear of the labels, 5 × 1.1 in', async () => {
    for (const count of [1, 10, 40]) {
      const { sheets, strip: s, labels } = await strip(count);
      const all = sheets.flatMap((sh) => sh.placements);
      expect(all.filter((p) => !isLabel(p.item))).toEqual([s]);
      expect(labels).toHaveLength(3 * count);
      expect(s.item.cut).toBe('none');
      expect([s.item.width, s.item.height]).toEqual([inch(5), inch(1.1)]);
      // every cut of the sheet is a label's edge: none runs along or through the strip
      const last = sheets[sheets.length - 1];
      const box = { x: s.x, y: s.y, w: s.item.width, h: s.item.height, what: 'strip' };
      for (const [x1, y1, x2, y2] of last.cuts) {
        const cut = { x: Math.min(x1, x2), y: Math.min(y1, y2), w: Math.abs(x2 - x1) || 0.02, h: Math.abs(y2 - y1) || 0.02, what: 'cut' };
        expect(overlap(cut, { ...box, x: box.x + 0.05, y: box.y + 0.05, w: box.w - 0.1, h: box.h - 0.1 })).toBe(false);
      }
      for (const p of last.placements.filter((q) => isLabel(q.item))) {
        expect(overlap(box, { x: p.x, y: p.y, w: p.item.width, h: p.item.height, what: 'label' })).toBe(false);
      }
    }
  });

  it('says faces 4, 5 and 6 get the hull, sail and cannon pictures and 1, 2, 3 keep their pips: a miss', async () => {
    const d = milkAndCookies.data['dice-labels'];
    expect(d.faces).toEqual(['hull', 'sail', 'cannon']);
    expect(d.on).toEqual([4, 5, 6]);
    const { body } = (await strip()).strip.item;
    const tx = texts(body);
    const role = (r: string) => tx.filter((t) => t.attrs['data-role'] === r).map((t) => t.what);
    expect(role('labels')).toEqual(['Labels go on faces 4, 5, 6:']);
    expect(role('pips')).toEqual(['Faces 1, 2, 3 keep their pips:']);
    expect(role('miss')).toEqual(['a miss']);
    // each face number stands just left of its picture, in the data's order
    const numbers = tx.filter((t) => t.attrs['data-role'] === 'face-number');
    const pictures = [...body.matchAll(/<g data-picture="(\w+)" transform="translate\(([\d.]+) ([\d.]+)\)/g)].map((m) => ({ face: m[1], x: +m[2] }));
    expect(numbers.map((n) => n.what)).toEqual(['4', '5', '6']);
    expect(pictures.map((p) => p.face)).toEqual(['hull', 'sail', 'cannon']);
    numbers.forEach((n, i) => {
      expect(pictures[i].x).toBeGreaterThan(n.x + n.w);
      expect(pictures[i].x - (n.x + n.w)).toBeLessThan(10);
    });
    // the pictures are the labels' own drawings
    const t = new Templates();
    for (const face of ['hull', 'sail', 'cannon']) expect(body).toContain(t.render('dice-labels', `${face}.svg.hbs`, {}));
    // the faces that keep their pips are drawn with 1, 2 and 3 pips
    expect(elements(body, 'rect', 'data-pips').map((r) => r['data-pips'])).toEqual(['0', '0', '0', '1', '2', '3']);
    expect(elements(body, 'circle').length).toBeGreaterThanOrEqual(6);
  });

  it('prints every word at 8 pt or more, inside the strip, nothing overlapping', async () => {
    const { item } = (await strip()).strip;
    const tx = texts(item.body);
    expect(tx.length).toBeGreaterThanOrEqual(7);
    for (const t of tx) {
      expect(+t.attrs['font-size']).toBeGreaterThanOrEqual(STRIP_MIN);
      expect(t.x).toBeGreaterThanOrEqual(0);
      expect(t.x + t.w).toBeLessThanOrEqual(item.width);
      expect(t.y + t.h).toBeLessThanOrEqual(item.height);
    }
    const faces = elements(item.body, 'rect', 'data-pips').map((r): Box => ({ x: +r.x, y: +r.y, w: +r.width, h: +r.height, what: `face ${r['data-pips']}` }));
    for (const f of faces) expect(f.x + f.w).toBeLessThanOrEqual(item.width);
    const all: Box[] = [...tx, ...faces];
    for (const [i, a] of all.entries()) for (const b of all.slice(i + 1)) expect(overlap(a, b), `${a.what} and ${b.what}`).toBe(false);
  });

  it('carries the default mark for the sheet, clear of its words; the labels have no room for it', async () => {
    const file = join(scratch(), 'data.yaml');
    writeFileSync(file, 'defaults:\n  - { path: dice-labels.die, what: a test value }\n');
    const { sheets } = await make('dice-labels', { count: 2, dataFile: file });
    const items = sheets[0].placements.map((p) => p.item);
    for (const label of items.filter(isLabel)) expect(label.body).not.toContain('data-default-mark');
    const s = items.find((i) => !isLabel(i))!;
    const tx = texts(s.body);
    const mark = tx.find((t) => t.what.startsWith('default'))!;
    expect(mark.what).toBe('default — see data.yaml');
    expect(mark.x + mark.w).toBeLessThanOrEqual(s.width);
    for (const t of tx.filter((x) => x !== mark)) expect(overlap(mark, t), t.what).toBe(false);
  });

  it('refuses pictures and faces that do not pair up, at their key', () => {
    const schema = diceLabels.data!;
    const check = (text: string) => () => validate(parseYaml(text, 'd.yaml'), { ...schema, fields: { ...(schema as { fields: object }).fields, instructions: { type: 'any' } } } as typeof schema, 'dice-labels');
    const base = 'die: 16mm\nsizes: [{ die: 16mm, label: 12.7mm }]\nfaces: [hull, sail, cannon]\ninstructions: {}\n';
    expect(check(`${base}on: [4, 5]\n`)).toThrow(/d\.yaml:5:\d+: dice-labels\.on: expected one die face per picture \(3\), got 2/);
    expect(check(`${base}on: [4, 5, 4]\n`)).toThrow(/d\.yaml:5:\d+: dice-labels\.on\[2\]: face 4 is given two pictures/);
    expect(check(`${base}on: [4, 5, 7]\n`)).toThrow(/dice-labels\.on\[2\]: expected a whole number from 1 to 6, got 7/);
  });

  it('refuses instructions too long for the strip, naming them', () => {
    const d = structuredClone(milkAndCookies.data['dice-labels']);
    d.instructions.pips = 'Faces {pips} keep their pips, which count as a miss when rolled in a volley:';
    const game = { ...milkAndCookies, data: { ...milkAndCookies.data, 'dice-labels': d } };
    expect(() => diceLabels.items({ game, ships: [], count: 1, options: {}, templates: new Templates() })).toThrow(/dice-labels: the instruction "Faces 1, 2, 3 keep their pips, which cou…" \(77 characters\) does not fit the strip at 8 pt/);
  });
});
