import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFile } from '../src/check.js';
import { loadShipsFile as loadShips } from '../src/data/ships.js';
import { inch } from '../src/units.js';
import { ROOT, baselineTests, elements, expectBaselines, make, scratch, texts } from './helpers.js';

const SHIPS = join(ROOT, 'examples/ships/ironclads.yaml');
const W = inch(7.5);
const H = inch(5);
const TRACKS = ['crew', 'hull', 'gun', 'turret', 'ram', 'spar-torpedo', 'fire'];
const boxes = (body: string, track: string) => elements(body, 'rect', `data-track="${track}"`);
const rules = (body: string, track: string) => elements(body, 'path', `data-rule="${track}"`);
const sum = (a: number[]) => a.reduce((s, n) => s + n, 0);

interface Rect { x: number; y: number; w: number; h: number; what: string }
const rect = (e: Record<string, string>, what: string): Rect => ({ x: +e.x, y: +e.y, w: +e.width, h: +e.height, what });

const tickable = (body: string): Rect[] => TRACKS.flatMap((t) => boxes(body, t).map((b) => rect(b, t)));
const overlap = (a: Rect, b: Rect) =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.01 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.01;

function expectInside(body: string): void {
  for (const r of [...tickable(body), ...texts(body)]) {
    expect(r.x, r.what).toBeGreaterThanOrEqual(0);
    expect(r.y, r.what).toBeGreaterThanOrEqual(0);
    expect(r.x + r.w, r.what).toBeLessThanOrEqual(W);
    expect(r.y + r.h, r.what).toBeLessThanOrEqual(H);
  }
}

function expectNoOverlap(body: string): void {
  const bx = tickable(body);
  const tx = texts(body);
  for (const [i, a] of bx.entries()) for (const b of bx.slice(i + 1)) expect(overlap(a, b), `${a.what} box and ${b.what} box`).toBe(false);
  for (const t of tx) for (const b of bx) expect(overlap(t, b), `"${t.what}" over a ${b.what} box`).toBe(false);
  for (const [i, a] of tx.entries()) for (const b of tx.slice(i + 1)) expect(overlap(a, b), `"${a.what}" and "${b.what}"`).toBe(false);
}

async function bodies(opts: Parameters<typeof make>[1]): Promise<string[]> {
  const { sheets } = await make('ironclad-record', opts);
  return sheets.flatMap((s) => s.placements.map((p) => p.item.body));
}

describe('ironclad-record', () => {
  baselineTests('ironclad-record', { ships: SHIPS });

  it('matches its baseline as a blank sheet, made without ships', async () => {
    const { pdf } = await make('ironclad-record', { options: { blank: true }, count: 2 });
    await expectBaselines(pdf, 'ironclad-record', 'blank');
  });

  it('lays out every box of every example boat, with a heavy rule between sections', async () => {
    const { ships } = loadShips(SHIPS);
    const all = await bodies({ ships: SHIPS });
    expect(all).toHaveLength(ships.length);
    for (const [i, ship] of ships.entries()) {
      const s = ship as any;
      const body = all[i];
      expect(boxes(body, 'crew'), s.name).toHaveLength(sum(s.crew));
      expect(boxes(body, 'hull'), s.name).toHaveLength(sum(s.hull));
      expect(rules(body, 'crew'), s.name).toHaveLength(s.crew.length - 1);
      expect(rules(body, 'hull'), s.name).toHaveLength(s.hull.length - 1);
      expect(boxes(body, 'gun'), s.name).toHaveLength(sum(s.guns.map((g: any) => g.boxes)));
      expect(boxes(body, 'turret'), s.name).toHaveLength(sum(s.turrets.map((t: any) => t.boxes)));
      expect(boxes(body, 'ram'), s.name).toHaveLength(s.ram ? 1 : 0);
      expect(boxes(body, 'spar-torpedo'), s.name).toHaveLength(s['spar-torpedo'] ? 1 : 0);
      expect(boxes(body, 'fire'), s.name).toHaveLength(1);
      for (const g of s.guns) expect(body).toContain(`>${g.name}<`);
      for (const b of ['crew', 'hull', 'gun', 'turret'].flatMap((t) => boxes(body, t))) {
        expect(+b.width).toBeGreaterThanOrEqual(inch(0.2));
        expect(+b.height).toBeGreaterThanOrEqual(inch(0.2));
      }
      // the boat's armour grade is the one marked on the ladder, the place to start striking down
      const marked = elements(body, 'rect', 'data-mark="true"');
      expect(marked.map((m) => m['data-grade'])).toEqual([{ 'very-light': 'VL', light: 'L', medium: 'M', heavy: 'H', 'very-heavy': 'VH' }[s.armor as string]]);
      expect(body).toContain('example values');
      expectInside(body);
      expectNoOverlap(body);
    }
  });

  it('prints each boat\'s size in its own cell in the row with the speed, where the ramming chart needs it', async () => {
    const { ships } = loadShips(SHIPS);
    const all = await bodies({ ships: SHIPS });
    for (const [i, ship] of ships.entries()) {
      const s = ship as any;
      expect(['small', 'medium', 'large'], s.name).toContain(s.size);
      const [cell] = elements(all[i], 'rect', 'data-cell="size"');
      const inCell = texts(all[i]).filter((t) => t.x >= +cell.x && t.x + t.w <= +cell.x + +cell.width && t.y >= +cell.y && t.y + t.h <= +cell.y + +cell.height);
      expect(inCell.map((t) => t.what), s.name).toEqual(['SIZE', 'for ramming', s.size]);
      // printed as large as the speed beside it, and no sizes to circle
      expect(inCell[2].attrs['font-size']).toBe('13');
      expect(elements(all[i], 'rect', 'data-size=')).toHaveLength(0);
    }
    // the cells in reading order: how fast, what size, then armour and fire
    expect(elements(all[0], 'rect', 'data-cell=').map((c) => c['data-cell'])).toEqual(['speed', 'acceleration', 'size', 'armour', 'fire']);
  });

  it('prints the three sizes to circle for a boat whose file gives none, and on the blank sheet', async () => {
    const file = join(scratch(), 'unsized.yaml');
    writeFileSync(file, 'game: ironclads\nships:\n  - { name: USS Nameless, side: Union, speed: 6, acceleration: 2, armor: light, crew: [6, 6], hull: [4, 4] }\n');
    const [unsized] = await bodies({ ships: file });
    const [blank] = await bodies({ options: { blank: true } });
    for (const body of [unsized, blank]) {
      const [cell] = elements(body, 'rect', 'data-cell="size"');
      const ladder = elements(body, 'rect', 'data-size=');
      expect(ladder.map((l) => l['data-size'])).toEqual(['small', 'medium', 'large']);
      // side by side inside the cell, each word inside its own box at 6 pt or more
      for (const [k, l] of ladder.entries()) {
        expect(+l.x).toBeGreaterThanOrEqual(+cell.x);
        expect(+l.x + +l.width).toBeLessThanOrEqual(+cell.x + +cell.width + 0.01);
        expect(+l.y + +l.height).toBeLessThanOrEqual(+cell.y + +cell.height);
        if (k) expect(+l.x).toBeCloseTo(+ladder[k - 1].x + +ladder[k - 1].width, 1);
        const [word] = texts(body).filter((t) => t.what === l['data-size'] && Math.abs(+t.attrs.y - (+l.y + 8.6)) < 0.01);
        expect(+word.attrs['font-size']).toBeGreaterThanOrEqual(6);
        expect(word.x).toBeGreaterThan(+l.x);
        expect(word.x + word.w).toBeLessThan(+l.x + +l.width);
      }
      expect(body).toContain('>circle one, for ramming<');
      expect(body).not.toContain('>for ramming<');
      expectInside(body);
      expectNoOverlap(body);
    }
  });

  it('refuses a sheet too narrow for its header, saying how wide it must be', async () => {
    const { ironcladRecord } = await import('../src/printables/ironclad-record/index.js');
    const { ironclads } = await import('../src/games/ironclads/index.js');
    const { Templates } = await import('../src/svg/templates.js');
    const data = { ...ironclads.data['ironclad-record'], width: inch(7) };
    const game = { ...ironclads, data: { ...ironclads.data, 'ironclad-record': data } };
    expect(() => ironcladRecord.items({ game, ships: [], count: 1, options: { blank: true }, templates: new Templates() }))
      .toThrow(/ironclad-record: a 7 in wide sheet leaves too little room for "2 hull hits now and every turn until put out" in its header; make the sheet at least 7\.\d in wide/);
  });

  it('rules sections that fill whole rows straight across, between the rows', async () => {
    const [virginia] = await bodies({ ships: SHIPS });
    const crew = boxes(virginia, 'crew');
    const rows = [...new Set(crew.map((b) => +b.y))];
    expect(rows).toHaveLength(3); // crew [10, 10, 10]
    const ys = rules(virginia, 'crew').map((p) => +/^M[\d.]+ ([\d.]+)H/.exec(p.d)![1]);
    expect(ys).toEqual([rows[1], rows[2]]);
  });

  it('prints the consequences once each, and the fire marker', async () => {
    const [body] = await bodies({ ships: SHIPS });
    for (const text of ['reloading takes 2 turns', 'armour one grade lighter and max speed halved', 'ON FIRE']) {
      expect(body.split(text)).toHaveLength(2);
    }
    // the fire caption on two lines beside its box
    expect(texts(body).filter((t) => ['2 hull hits now and', 'every turn until put out'].includes(t.what))).toHaveLength(2);
  });

  it('is 7.5 × 5 in, two to a Letter or A4 page', async () => {
    for (const paper of ['letter', 'a4']) {
      const { sheets } = await make('ironclad-record', { ships: SHIPS, paper });
      expect(sheets.map((s) => s.placements.length)).toEqual([2, 2, 2, 2]);
      expect([sheets[0].placements[0].item.width, sheets[0].placements[0].item.height]).toEqual([W, H]);
    }
  });

  it('prints blank sheets with generic tracks and lines to fill in', async () => {
    const all = await bodies({ ships: SHIPS, options: { blank: true }, count: 3 });
    expect(all).toHaveLength(3);
    const body = all[0];
    expect(boxes(body, 'crew')).toHaveLength(60);
    expect(boxes(body, 'hull')).toHaveLength(60);
    expect(rules(body, 'crew')).toHaveLength(0);
    expect(boxes(body, 'gun')).toHaveLength(24);
    expect(boxes(body, 'turret')).toHaveLength(16);
    expect(boxes(body, 'ram')).toHaveLength(1);
    expect(boxes(body, 'spar-torpedo')).toHaveLength(1);
    expect(elements(body, 'rect', 'data-mark="true"')).toHaveLength(0);
    expect(body).not.toContain('CSS Virginia');
    expect(body).not.toContain('example values');
    expect(elements(body, 'line').length).toBeGreaterThan(12 + 2);
    expectInside(body);
    expectNoOverlap(body);
  });

  it('fits the largest boat the schema allows without overflow or overlap, its names at 6 pt', async () => {
    const sections = Array(12).fill(5);
    // names about as long as 24 guns of two boxes, four to a row, let them be at 6 pt (76 pt)
    const turrets = [1, 2, 3, 4].map((i) => `Armoured rotating turret ${i}`);
    const guns = Array.from({ length: 24 }, (_, i) => ({
      name: `Starboard broadside gun ${(i % 9) + 1}`, position: i < 8 ? turrets[i % 4] : 'starboard', weight: 'very-heavy', boxes: 2,
    }));
    const ship = {
      name: 'The Most Heavily Armed Ironclad Afloat X', side: 'Confederate States of America',
      speed: 30, acceleration: 30, armor: 'very-heavy', crew: sections, hull: sections, guns,
      turrets: turrets.map((name) => ({ name, boxes: 12 })), ram: true, 'spar-torpedo': true,
    };
    const file = join(scratch(), 'monster.yaml');
    writeFileSync(file, JSON.stringify({ game: 'ironclads', ships: [ship, { ...ship, name: 'Sixty in one', crew: [60], hull: [1, 59] }] }));
    const all = await bodies({ ships: file });
    for (const body of all) {
      expect(boxes(body, 'gun')).toHaveLength(48);
      expect(boxes(body, 'turret')).toHaveLength(48);
      for (const b of ['crew', 'hull', 'gun', 'turret'].flatMap((t) => boxes(body, t))) expect(+b.width).toBeGreaterThanOrEqual(inch(0.2));
      expectInside(body);
      expectNoOverlap(body);
    }
    expect(rules(all[0], 'crew')).toHaveLength(11);
    expect(rules(all[1], 'crew')).toHaveLength(0);
    expect(rules(all[1], 'hull')).toHaveLength(1);
    for (const t of texts(all[0])) expect(+t.attrs['font-size'], t.what).toBeGreaterThanOrEqual(6);

    // a name too long for that room at 6 pt: check refuses the boat at its longest name, as make does
    ship.guns[5].name = 'Starboard broadside gun no. 6';
    writeFileSync(file, `game: ironclads\nships:\n  - ${JSON.stringify(ship)}\n`);
    expect(() => checkFile(file)).toThrow(/monster\.yaml:3:\d+: ships\[0\]\.guns\[5\]\.name: the ironclad-record has no room for this boat's guns and fittings with their names at 6 pt/);
    expect(() => make('ironclad-record', { ships: file })).toThrow(/guns\[5\]\.name: the ironclad-record has no room/);
  });
});
