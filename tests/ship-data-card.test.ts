import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.js';
import { loadShipsFile as loadShips } from '../src/data/ships.js';
import { beatToQuarters } from '../src/games/beat-to-quarters/index.js';
import { statsOf, type BtqShip, type Table } from '../src/printables/btq-table.js';
import { FOOTER, MARGIN, PAPERS } from '../src/impose/paper.js';
import { shipDataCard } from '../src/printables/ship-data-card/index.js';
import { Templates } from '../src/svg/templates.js';
import { inch } from '../src/units.js';
import { ROOT, baselineTests, elements, expectBaselines, make, scratch, texts, type TextBox } from './helpers.js';

const SHIPS = join(ROOT, 'examples/ships/beat-to-quarters.yaml');
const W = inch(7.5);
const H = inch(3.25);
const TABLE = beatToQuarters.data['master-ship-table'] as Table;
const EXAMPLES = loadShips(SHIPS).ships as unknown as BtqShip[];

interface Rect { x: number; y: number; w: number; h: number; what: string }
const rect = (e: Record<string, string>, what: string): Rect => ({ x: +e.x, y: +e.y, w: +e.width, h: +e.height, what });
const ringRect = (e: Record<string, string>, what: string): Rect => ({ x: +e.cx - +e.r, y: +e.cy - +e.r, w: 2 * +e.r, h: 2 * +e.r, what });
const overlap = (a: Rect, b: Rect) =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.01 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.01;
const inside = (a: Rect, b: Rect) => a.x >= b.x - 0.01 && a.y >= b.y - 0.01 && a.x + a.w <= b.x + b.w + 0.01 && a.y + a.h <= b.y + b.h + 0.01;
const CARD: Rect = { x: 0, y: 0, w: W, h: H, what: 'card' };

const rungs = (body: string) => elements(body, 'rect', 'data-rung=');
const masts = (body: string) => elements(body, 'rect', 'data-mast=');
const crews = (body: string) => elements(body, 'circle', 'data-crew=');
const classes = (body: string) => elements(body, 'circle', 'data-battery-class=');
const cells = (body: string) => elements(body, 'rect', 'data-cell=').map((e) => rect(e, 'cell'));
const byAttr = (body: string, attr: string) => texts(body).filter((t) => t.attrs[attr] !== undefined);
const field = (body: string, name: string) => texts(body).filter((t) => t.attrs['data-field'] === name).map((t) => t.what);
const dice = (body: string) => Object.fromEntries(byAttr(body, 'data-attitude').map((t) => [t.attrs['data-attitude'], t.what]));

/** Cards made straight from the printable, with the given game (a changed master table, say). */
function cards(ships: BtqShip[], game = beatToQuarters, options: Record<string, unknown> = {}, count = 1): string[] {
  return shipDataCard.items({ game, ships: ships as any, count, options, templates: new Templates() }).map((i) => i.body);
}
const withTable = (table: Table) => ({ ...beatToQuarters, data: { ...beatToQuarters.data, 'master-ship-table': table } });
const example = (name: string) => EXAMPLES.find((s) => s.name === name)!;

/** Marks are the boxes and rings a player writes on; a text may sit only inside its own mark. */
function marks(body: string): Rect[] {
  return [
    ...rungs(body).map((e) => rect(e, `rung ${e['data-rung']}`)), ...masts(body).map((e) => rect(e, `mast ${e['data-mast']}`)),
    ...crews(body).map((e) => ringRect(e, `crew ${e['data-crew']}`)), ...classes(body).map((e) => ringRect(e, `class ${e['data-battery-class']}`)),
  ];
}
const ownMark = (t: TextBox, m: Rect) =>
  (t.attrs['data-rung-number'] !== undefined && m.what === `rung ${t.attrs['data-rung-number']}`) ||
  (t.attrs['data-ring-label'] !== undefined && m.what.endsWith(` ${t.attrs['data-ring-label']}`));

function expectSound(body: string, card = CARD): void {
  const all = texts(body);
  const ms = marks(body);
  const cs = cells(body);
  for (const t of all) {
    expect(inside(t, card), `"${t.what}" leaves the card`).toBe(true);
    expect(+t.attrs['font-size'], `"${t.what}" is too small to read`).toBeGreaterThanOrEqual(6);
  }
  for (const [i, a] of all.entries()) for (const b of all.slice(i + 1)) expect(overlap(a, b), `"${a.what}" and "${b.what}"`).toBe(false);
  for (const t of all) for (const m of ms) if (!ownMark(t, m)) expect(overlap(t, m), `"${t.what}" over ${m.what}`).toBe(false);
  for (const m of ms) expect(cs.some((c) => inside(m, c)), `${m.what} outside every cell`).toBe(true);
  for (const [i, a] of ms.entries()) for (const b of ms.slice(i + 1)) expect(overlap(a, b), `${a.what} and ${b.what}`).toBe(false);
  for (const c of cs) expect(inside(c, card)).toBe(true);
  for (const [i, a] of cs.entries()) for (const b of cs.slice(i + 1)) expect(overlap(a, b), 'cells overlap').toBe(false);
}

describe('ship-data-card', () => {
  baselineTests('ship-data-card', { ships: SHIPS });

  it('matches its baseline as blank cards, made without ships', async () => {
    const { pdf } = await make('ship-data-card', { options: { blank: true }, count: 3 });
    await expectBaselines(pdf, 'ship-data-card', 'blank');
  });

  it('is 540 × 234 pt, three stacked and touching on a Letter or A4 page, inside the printable area', async () => {
    for (const paper of ['letter', 'a4']) {
      const { sheets } = await make('ship-data-card', { ships: SHIPS, paper });
      expect(sheets.map((s) => s.placements.length)).toEqual([3, 3, 3, 3, 3, 1]);
      for (const s of sheets) {
        expect(s.width).toBeCloseTo(PAPERS[paper].width, 3); // portrait
        const ps = s.placements;
        for (const [i, p] of ps.entries()) {
          expect([p.item.width, p.item.height]).toEqual([540, 234]);
          expect(p.x).toBe(ps[0].x);
          if (i > 0) expect(p.y - ps[i - 1].y).toBeCloseTo(234, 3);
          expect(p.x).toBeGreaterThanOrEqual(MARGIN);
          expect(p.x + 540).toBeLessThanOrEqual(s.width - MARGIN);
          expect(p.y).toBeGreaterThanOrEqual(MARGIN);
          expect(p.y + 234).toBeLessThanOrEqual(s.height - MARGIN - FOOTER);
        }
      }
      // touching cards share a cut: 4 across and 2 down each side for a full page
      expect(sheets[0].cuts).toHaveLength(4 + 3 * 2);
    }
  });

  it('keeps every text legible, inside the card and clear of the rest, on every example card and the blank', () => {
    for (const body of [...cards(EXAMPLES), ...cards([], beatToQuarters, { blank: true })]) expectSound(body);
  });

  it('lays out as soundly on the largest card the data allows, 8 × 4 in', () => {
    const d = beatToQuarters.data['ship-data-card'];
    const game = { ...beatToQuarters, data: { ...beatToQuarters.data, 'ship-data-card': { ...d, width: inch(8), height: inch(4) } } };
    const bodies = [...cards(EXAMPLES, game), ...cards([], game, { blank: true })];
    for (const body of bodies) expectSound(body, { x: 0, y: 0, w: inch(8), h: inch(4), what: 'card' });
    // the extra height goes to the notes
    expect(elements(bodies[0], 'line', 'data-note=').length).toBeGreaterThan(elements(cards(EXAMPLES)[0], 'line', 'data-note=').length);
  });

  it('gives a grease pencil boxes and rings of at least 0.25 in, and note lines 0.25 in apart', () => {
    for (const body of [...cards(EXAMPLES), ...cards([], beatToQuarters, { blank: true })]) {
      for (const m of marks(body)) {
        expect(m.w, m.what).toBeGreaterThanOrEqual(inch(0.25));
        expect(m.h, m.what).toBeGreaterThanOrEqual(inch(0.25));
      }
      const notes = elements(body, 'line', 'data-note=').map((l) => +l.y1);
      expect(notes.length).toBeGreaterThanOrEqual(5);
      for (let i = 1; i < notes.length; i++) expect(notes[i] - notes[i - 1]).toBeGreaterThanOrEqual(inch(0.25) - 1e-9);
    }
  });

  it('prints each example ship\'s values from the master ship table', () => {
    const bodies = cards(EXAMPLES);
    for (const [i, ship] of EXAMPLES.entries()) {
      const body = bodies[i];
      const s = statsOf(TABLE, ship);
      expect(field(body, 'name')).toEqual([ship.name]);
      expect(field(body, 'id')).toEqual([String(ship.id)]);
      expect(field(body, 'side')).toEqual([ship.side]);
      expect(field(body, 'rate')).toEqual([String(ship.rate)]);
      expect(field(body, 'turn')).toEqual([String(s.turn)]);
      expect(field(body, 'points')).toEqual([String(s.cost)]);
      expect(field(body, 'squadron')).toEqual(ship.squadron === undefined ? [] : [String(ship.squadron)]);
      expect(field(body, 'type')[0]).toMatch(new RegExp(`^${TABLE.types[ship.type].label}`));
      if (ship.type === 'shore-battery') continue;
      expect(field(body, 'masts')).toEqual([String(s.masts)]);
      expect(masts(body)).toHaveLength(s.masts);
      expect(dice(body)).toEqual(Object.fromEntries(Object.entries(s.speed).map(([a, n]) => [a, n ? `${n}d4` : '—'])));
    }
    const frigate = bodies[EXAMPLES.findIndex((s) => s.name === 'HMS Indefatigable')];
    expect(field(frigate, 'type')).toEqual(['Frigate · 32 to 40 guns']);
    expect(field(bodies[EXAMPLES.findIndex((s) => s.name === 'HMS Pickle')], 'type')).toEqual(['Cutter']);
  });

  it('takes its numbers from the master ship table: a changed row changes the card', () => {
    const changed = structuredClone(TABLE);
    const row = changed.rows.find((r) => r.type === 'frigate' && r.rate === 5)!;
    row.speed.A = 6;
    row.masts = 2;
    row.turn = 4;
    row.cost.crack = 99;
    const ship = example('HMS Indefatigable');
    const [before] = cards([ship]);
    const [after] = cards([ship], withTable(changed));
    expect(dice(before).A).toBe('4d4');
    expect(dice(after).A).toBe('6d4');
    expect(masts(after)).toHaveLength(2);
    expect(field(after, 'masts')).toEqual(['2']);
    expect(field(after, 'turn')).toEqual(['4']);
    expect(field(after, 'points')).toEqual(['99']);
  });

  it('lets a ship file\'s own masts, speed, turn and cost win over the table', () => {
    const ship: BtqShip = { ...example('HMS Indefatigable'), speed: { A: 1, B: 0, C: 2, D: 3 }, masts: 1, turn: 5, cost: 7 };
    const changed = structuredClone(TABLE);
    changed.rows.find((r) => r.type === 'frigate' && r.rate === 5)!.speed.A = 6;
    const [body] = cards([ship], withTable(changed));
    expect(dice(body)).toEqual({ A: '1d4', B: '—', C: '2d4', D: '3d4' });
    expect(masts(body)).toHaveLength(1);
    expect(field(body, 'turn')).toEqual(['5']);
    expect(field(body, 'points')).toEqual(['7']);
    // the example brig's turn of 3 overrides its row's 2
    expect(field(cards([example('HMS Speedy')])[0], 'turn')).toEqual(['3']);
  });

  it('rings the ship\'s own crew quality, and only that one', () => {
    const bodies = cards(EXAMPLES);
    for (const [i, ship] of EXAMPLES.entries()) {
      const rings = crews(bodies[i]);
      expect(rings.map((c) => c['data-crew'])).toEqual(['EL', 'CR', 'AV', 'GR', 'PR']);
      expect(rings.filter((c) => c['data-ringed'] === 'true').map((c) => c['data-crew']), ship.name).toEqual([TABLE.crews[ship.crew].short]);
      const own = rings.find((c) => c['data-ringed'])!;
      expect(+own['stroke-width']).toBeGreaterThan(2 * Math.max(...rings.filter((c) => !c['data-ringed']).map((c) => +c['stroke-width'])));
    }
  });

  it('runs the damage ladder from the ship\'s rate to 10: 9 strikes, 10 sinks', () => {
    const bodies = cards(EXAMPLES);
    for (const [i, ship] of EXAMPLES.entries()) {
      const ladder = rungs(bodies[i]);
      expect(ladder.map((b) => +b['data-rung']), ship.name).toEqual(Array.from({ length: 11 - ship.rate }, (_, k) => ship.rate + k));
      expect(ladder.filter((b) => b['data-start']).map((b) => +b['data-rung'])).toEqual([ship.rate]);
      expect(byAttr(bodies[i], 'data-rung-number').map((t) => +t.what)).toEqual(ladder.map((b) => +b['data-rung']));
      const words = Object.fromEntries(byAttr(bodies[i], 'data-rung-word').map((t) => [t.attrs['data-rung-word'], t.what]));
      expect(words).toEqual({ 9: 'strikes', 10: 'sinks' });
      // a rung sits in the same place whatever the rate, so the cards' ladders line up
      expect(+ladder[ladder.length - 1].x).toBe(+rungs(bodies[0])[9].x);
    }
  });

  it('prints a shore battery with its class and field of fire instead of masts and attitudes', () => {
    const fort = example('Fort de la Pointe');
    const [body] = cards([fort]);
    expect(byAttr(body, 'data-attitude')).toHaveLength(0);
    expect(byAttr(body, 'data-attitude-key')).toHaveLength(0);
    expect(masts(body)).toHaveLength(0);
    expect(field(body, 'masts')).toEqual([]);
    const cls = classes(body);
    expect(cls.map((c) => c['data-battery-class'])).toEqual(['H', 'M', 'L']);
    expect(cls.filter((c) => c['data-ringed']).map((c) => c['data-battery-class'])).toEqual(['M']); // rate 2: medium
    expect(elements(body, 'line', 'data-write-in="fire"').length).toBeGreaterThanOrEqual(1);
    expect(body).toContain('>FIELD OF FIRE<');
    expect(byAttr(body, 'data-battery-reminder').map((t) => t.what).join(' ')).toBe('Never moves or changes facing. Mast and steer hits on it are misses.');
    const heavy = cards([{ ...fort, rate: 1 }])[0];
    expect(classes(heavy).filter((c) => c['data-ringed']).map((c) => c['data-battery-class'])).toEqual(['H']);
  });

  it('refuses a shore-battery row whose class is not heavy, medium or light', () => {
    const changed = structuredClone(TABLE);
    changed.rows.find((r) => r.type === 'shore-battery' && r.rate === 2)!.class = 'huge';
    expect(() => cards([example('Fort de la Pointe')], withTable(changed))).toThrow(InputError);
  });

  it('prints blank cards with lines to write on, a ladder from 1 and nothing ringed', () => {
    const bodies = cards(EXAMPLES, beatToQuarters, { blank: true }, 3);
    expect(bodies).toHaveLength(3);
    const body = bodies[0];
    expect(byAttr(body, 'data-field')).toHaveLength(0);
    for (const ship of EXAMPLES) expect(body).not.toContain(ship.name);
    expect(rungs(body).map((b) => +b['data-rung'])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rungs(body).filter((b) => b['data-start'])).toHaveLength(0);
    expect(crews(body)).toHaveLength(5);
    expect(crews(body).filter((c) => c['data-ringed'])).toHaveLength(0);
    expect(masts(body)).toHaveLength(4);
    expect(byAttr(body, 'data-attitude')).toHaveLength(0);
    expect(byAttr(body, 'data-attitude-key').map((t) => t.what)).toEqual(['A', 'B', 'C', 'D']);
    const writeIns = elements(body, 'line', 'data-write-in=').map((l) => l['data-write-in']);
    for (const f of ['name', 'id', 'side', 'type', 'squadron', 'points', 'rate', 'turn', 'masts', 'attitude-A', 'attitude-D']) expect(writeIns).toContain(f);
    expect(body).toContain('circle the rate');
  });

  it('needs no ship file for blank cards, and one for filled cards', async () => {
    const { sheets } = await make('ship-data-card', { options: { blank: true }, count: 4 });
    expect(sheets.map((s) => s.placements.length)).toEqual([3, 1]);
    expect(() => make('ship-data-card', {})).toThrow(/--ships FILE or --blank/);
  });

  it('prints the notes key: anchors, line, chasers, loads, repair, re-crew, not engaged, captured', () => {
    const [body] = cards([example('HMS Victory')]);
    const codes = byAttr(body, 'data-key').filter((t) => t.attrs['data-key'] === 'code').map((t) => t.what);
    expect(codes).toEqual(['AB / AS', 'L 2', 'CHASERS', 'D1 / DBL', 'HOT, CHN, GRP', 'UR', 'RC', 'NE', 'Captured']);
    expect(body).toContain('no load written: roundshot');
    expect(body).toContain('a C through it: anchor cut');
  });

  it('shrinks the longest names and sides the ship file allows to fit, without overlap', () => {
    const long: BtqShip = {
      name: 'The Most Excellent Ship Royal Sovereign', id: 9999, type: 'brig', rate: 6, crew: 'poor',
      side: 'Kingdom of Two Sicilies', squadron: 99,
    };
    const dir = scratch();
    const file = join(dir, 'long.yaml');
    writeFileSync(file, JSON.stringify({ game: 'beat-to-quarters', ships: [long] }));
    const [ship] = loadShips(file).ships as unknown as BtqShip[];
    const [body] = cards([ship]);
    expect(field(body, 'name')).toEqual([long.name]);
    expect(field(body, 'type')).toEqual(['Brig, sloop or light frigate · light frigate']);
    expectSound(body);
  });
});
