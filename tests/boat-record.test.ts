import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadShips } from '../src/index.js';
import { milkAndCookies } from '../src/games/milk-and-cookies/index.js';
import { boatRecord } from '../src/printables/boat-record/index.js';
import { fitName } from '../src/svg/names.js';
import { Templates } from '../src/svg/templates.js';
import { rasterize } from '../src/raster/raster.js';
import { inch } from '../src/units.js';
import { ROOT, SHIPS, cli, elements, baselineTests, make, scratch } from './helpers.js';
import { H, W, expectSound, parts, role } from './boat-card.js';

const FIXTURE = join(ROOT, 'tests/fixtures/four-boats.yaml');
const LONG = join(ROOT, 'tests/fixtures/long-names-boats.yaml');
const data = () => milkAndCookies.data['boat-record'];
const bodies = async (ships: string) => (await make('boat-record', { ships })).sheets.flatMap((s) => s.placements.map((p) => p.item.body));

/** WCAG relative luminance of #rrggbb, worked out here apart from the code under test. */
function luminance(hex: string): number {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = [0, 2, 4].map((i) => lin(parseInt(hex.slice(1 + i, 3 + i), 16) / 255));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('boat-record', () => {
  baselineTests('boat-record', { ships: FIXTURE });

  it('has one box per gun, 3×5 hull and 2×5 sail boxes, each big enough for a grease pencil', async () => {
    const cards = await bodies(FIXTURE);
    expect(cards.map((b) => parts(b).boxes.filter((x) => x.track === 'guns').length)).toEqual([4, 0, 12, 7]);
    for (const body of cards) {
      const { boxes } = parts(body);
      expect(boxes.filter((x) => x.track === 'hull')).toHaveLength(15);
      expect(boxes.filter((x) => x.track === 'sails')).toHaveLength(10);
      for (const box of boxes) expect([box.w, box.h]).toEqual([inch(0.36), inch(0.36)].map((v) => Math.round(v * 1000) / 1000));
      for (const box of boxes) expect(box.w).toBeGreaterThanOrEqual(inch(0.3));
    }
    expect(cards[1]).toContain('>This boat has no guns.<');
  });

  it('keeps every word at 6 pt or more (captions 9 pt or more), inside the card, and nothing overlapping', async () => {
    for (const [i, body] of (await bodies(FIXTURE)).entries()) expectSound(body, `card ${i + 1}`);
  });

  it('prints a boat of each gun count from 0 to 12 with names of 60 wide Latin, Greek and Cyrillic letters', async () => {
    expect((await cli('check', LONG)).out).toMatch(/ok: 13 ships for milk-and-cookies/);
    const cards = await bodies(LONG);
    expect(cards).toHaveLength(13);
    const ships = loadShips(readFileSync(LONG, 'utf8'), { format: 'yaml' }).ships as { name: string; guns: number }[];
    cards.forEach((body, i) => {
      expectSound(body, ships[i].name);
      expect(parts(body).boat[0].guns).toBe(i);
      // the name as the shared rule sets it in the printable's name box, which `check` uses too
      const fit = fitName(ships[i].name, boatRecord.nameBox!(data(), ships[i])!)!;
      const lines = elements(body, 'text', 'data-name');
      expect(lines.map((l) => Number(l['font-size']))).toEqual(fit.lines.map(() => fit.size));
      expect(fit.size).toBeGreaterThanOrEqual(6.5);
    });
  });

  it('bands each card in its side\'s colour with its letter and name, the two sides apart in grey too', async () => {
    const sides = data().sides;
    const [a, b] = [sides.A, sides.B];
    // lightness apart by 15 % or more, or another pattern
    expect(Math.abs(luminance(a.colour) - luminance(b.colour)) >= 0.15 || a.pattern !== b.pattern).toBe(true);
    expect(Math.abs(luminance(a.colour) - luminance(b.colour))).toBeGreaterThanOrEqual(0.15);
    expect(a.pattern).not.toBe(b.pattern);
    const { pdf, sheets } = await make('boat-record', { ships: FIXTURE });
    const placed = sheets[0].placements;
    placed.forEach(({ item }, i) => {
      const side = ['A', 'B', 'A'][i] as 'A' | 'B';
      const { bands, words } = parts(item.body);
      expect(bands).toHaveLength(1);
      expect(bands[0]).toMatchObject({ side, fill: sides[side].colour, pattern: sides[side].pattern, x: 12, w: W - 24 });
      expect(role(words, /side-letter/).map((t) => t.what)).toEqual([side]);
      expect(role(words, /side-name/).map((t) => [t.what, t.attrs.fill])).toEqual([[sides[side].name, sides[side].ink]]);
    });
    // printed: the bands' mean grey, beside the words, differs by 15 % or more between A and B
    const [page] = await rasterize(pdf, 72, [1]);
    const grey = (x0: number, y0: number) => {
      let sum = 0;
      let n = 0;
      for (let y = Math.ceil(y0 + 14); y < y0 + 28; y++) {
        for (let x = Math.ceil(x0 + 170); x < x0 + 230; x++, n++) {
          const k = (y * page.width + x) * 4;
          sum += 0.299 * page.data[k] + 0.587 * page.data[k + 1] + 0.114 * page.data[k + 2];
        }
      }
      return sum / n;
    };
    const [ga, gb] = [grey(placed[0].x, placed[0].y), grey(placed[1].x, placed[1].y)];
    expect(Math.abs(ga - gb) / Math.max(ga, gb)).toBeGreaterThanOrEqual(0.15);
  });

  it('draws the boat with a gun port for each gun and a sail for each row of sail boxes, flying its side\'s colour', async () => {
    const cards = await bodies(FIXTURE);
    cards.forEach((body, i) => {
      const guns = [4, 0, 12, 7][i];
      const { boat, boxes } = parts(body);
      expect(boat).toHaveLength(1);
      expect(boat[0].guns).toBe(guns);
      expect(elements(body, 'rect', 'data-gun')).toHaveLength(guns);
      expect(elements(body, 'path', 'data-sail')).toHaveLength(data().sails.rows);
      const flags = elements(body, 'polygon', 'data-flag').map((f) => f.fill);
      expect(flags).toEqual(Array(data().sails.rows).fill(data().sides[['A', 'B', 'A', 'B'][i] as 'A' | 'B'].colour));
      // the picture spans the card's width above the boxes, at least half an inch tall
      expect(boat[0].h).toBeGreaterThanOrEqual(36);
      expect(boat[0].y + boat[0].h).toBeLessThan(Math.min(...boxes.map((b) => b.y)));
      // ports sit inside the hull, evenly along it
      const ports = elements(body, 'rect', 'data-gun').map((p) => +p.x + +p.width / 2);
      const steps = ports.slice(1).map((x, k) => x - ports[k]);
      for (const s of steps) expect(s).toBeCloseTo(steps[0], 1);
      for (const x of ports) expect(x > boat[0].x && x < boat[0].x + boat[0].w).toBe(true);
    });
  });

  it('leads each section with the die face that hits it, drawn from the dice labels\' own templates', async () => {
    const templates = new Templates();
    for (const body of await bodies(FIXTURE)) {
      const { dice, boxes } = parts(body);
      expect(dice.map((d) => d.key)).toEqual(['guns', 'hull', 'sails']);
      for (const [key, face] of [['guns', 'cannon'], ['hull', 'hull'], ['sails', 'sail']]) {
        const art = body.match(new RegExp(`<g data-section-picture="${face}"[^>]*>\\n([^]*?)\\n</g>`))?.[1];
        expect(art, key).toBe(templates.render('dice-labels', `${face}.svg.hbs`, {}));
        const die = dice.find((d) => d.key === key)!;
        const rows = boxes.filter((b) => b.track === key);
        if (rows.length === 0) continue;
        // the die stands left of its boxes, level with their first row
        const first = Math.min(...rows.map((b) => b.y));
        expect(die.x + die.w).toBeLessThan(Math.min(...rows.map((b) => b.x)));
        expect(Math.abs(die.y - first)).toBeLessThan(2);
        // and every box of the section lies before the next section's die
        const next = dice[dice.indexOf(die) + 1];
        if (next) for (const b of rows) expect(b.y + b.h).toBeLessThan(next.y);
      }
      const words = role(parts(body).words, /section-word/).map((t) => t.what);
      expect(words).toEqual(['GUNS', 'HULL', 'SAILS']);
    }
  });

  it('puts a heavy rule and the consequence at each threshold, in a child\'s words', async () => {
    const body = (await bodies(FIXTURE))[0];
    const { boxes, rules, words } = parts(body);
    const hullRows = [...new Set(boxes.filter((b) => b.track === 'hull').map((b) => b.y))];
    const sailRows = [...new Set(boxes.filter((b) => b.track === 'sails').map((b) => b.y))];
    const box = inch(0.36);
    // after hull row 2 (half speed) and sail row 1 (a sail comes down)
    expect(rules).toHaveLength(2);
    expect(rules[0].y).toBeGreaterThan(hullRows[1] + box - 0.01);
    expect(rules[0].y + 2).toBeLessThan(hullRows[2]);
    expect(rules[1].y).toBeGreaterThan(sailRows[0] + box - 0.01);
    expect(rules[1].y + 2).toBeLessThan(sailRows[1]);
    const caption = (r: RegExp) => role(words, r)[0];
    expect(caption(/hull-caption-2/).what).toMatch(/half/);
    expect(caption(/hull-caption-3/).what).toMatch(/sinks/);
    expect(caption(/sails-caption-1/).what).toMatch(/sail.*half/);
    expect(caption(/sails-caption-2/).what).toMatch(/cannot move/);
    expect(caption(/guns-caption-1/).what).toMatch(/cannot shoot/);
    // each caption sits under its row, between the rule and the next row
    expect(caption(/hull-caption-2/).y).toBeGreaterThan(rules[0].y + 2);
    expect(caption(/hull-caption-2/).y + caption(/hull-caption-2/).h).toBeLessThan(hullRows[2]);
  });

  it('uses the card to its foot, and draws grey rounded-corner guides on the trim', async () => {
    for (const body of await bodies(FIXTURE)) {
      const { words, boxes } = parts(body);
      const bottom = Math.max(...[...words, ...boxes].map((b) => b.y + b.h));
      expect(bottom).toBeGreaterThan(H - inch(0.25));
      const corners = elements(body, 'path', 'data-corner');
      expect(corners.map((c) => c.d)).toEqual(['M0 9A9 9 0 0 1 9 0', `M${W - 9} 0A9 9 0 0 1 ${W} 9`, `M${W} ${H - 9}A9 9 0 0 1 ${W - 9} ${H}`, `M9 ${H}A9 9 0 0 1 0 ${H - 9}`]);
      for (const c of corners) expect([c.stroke, c['stroke-width'], c['stroke-dasharray'], c.fill]).toEqual(['#808080', '0.4', '2 2', 'none']);
    }
  });

  it('fits a 4×6 in laminating pouch with room to seal, three to a Letter or A4 sheet', async () => {
    for (const paper of ['letter', 'a4']) {
      const { sheets } = await make('boat-record', { ships: SHIPS, paper });
      const { item } = sheets[0].placements[0];
      expect([item.width, item.height]).toEqual([inch(3.5), inch(5.5)]);
      expect(item.width + 2 * inch(0.25)).toBeLessThanOrEqual(inch(4));
      expect(item.height + 2 * inch(0.25)).toBeLessThanOrEqual(inch(6));
      expect(sheets.map((s) => s.placements.length)).toEqual([3, 3, 3, 3]);
      // neighbours share their cut: 3 tops, 3 bottoms and 4 uprights, not 12 separate edges
      expect(sheets[0].cuts).toHaveLength(10);
    }
  });

  it('carries the default mark in clear space on the band when its data is a default', async () => {
    const file = join(scratch(), 'data.yaml');
    writeFileSync(file, 'defaults:\n  - { path: boat-record.box, what: a test value }\n');
    for (const opts of [{ ships: FIXTURE }, { options: { blank: true } }]) {
      const { sheets } = await make('boat-record', { ...opts, dataFile: file });
      for (const { item } of sheets[0].placements) {
        const { words } = parts(item.body);
        const mark = words.find((t) => t.what.startsWith('default'))!;
        expect(mark.what).toBe('default — see data.yaml');
        expectSound(item.body, 'marked card');
      }
    }
    expect((await bodies(FIXTURE))[0]).not.toContain('data-default-mark');
  });

  it('refuses sides that would look alike in black and white, and captions too long for 9 pt, at their place in the data', async () => {
    const dir = scratch();
    const file = join(dir, 'mine.yaml');
    const sides = '  sides:\n    A: { name: Red, colour: "#d62828", ink: "#ffffff", pattern: plain }\n    B: { name: Green, colour: "#2a9d3a", ink: "#ffffff", pattern: plain }\n';
    const base = 'boat-record:\n  width: 3.5in\n  height: 5.5in\n  box: 0.36in\n  guns-per-row: 6\n  guns-caption: "A marked gun cannot shoot any more."\n';
    const tracks = '  hull: { rows: 3, per-row: 5, captions: [{ after: 2, text: "Half as far." }] }\n  sails: { rows: 2, per-row: 5, captions: [{ after: 1, text: "Half as far." }] }\n';
    writeFileSync(file, base + sides + tracks);
    let r = await cli('make', 'boat-record', '--ships', SHIPS, '--data', file, '--out', join(dir, 'x.pdf'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/mine\.yaml:9:31: boat-record\.sides\.B\.colour: the two sides would look alike printed in black and white: #d62828 and #2a9d3a differ by \d+ %/);
    // another pattern is enough
    writeFileSync(file, base + sides.replace(/(B: .*)pattern: plain/, '$1pattern: dots') + tracks);
    expect((await cli('make', 'boat-record', '--ships', SHIPS, '--data', file, '--out', join(dir, 'x.pdf'))).code).toBe(0);
    writeFileSync(file, base + tracks.replace('"Half as far."', `"${'Two rows of boxes are marked now, so the boat moves half as far.'}"`));
    r = await cli('make', 'boat-record', '--ships', SHIPS, '--data', file, '--out', join(dir, 'y.pdf'));
    expect(r.err).toMatch(/mine\.yaml:7:\d+: boat-record\.hull\.captions\[0\]\.text: "Two rows [^"]*…" \(64 characters\) does not fit the card's \d+ pt at 9 pt; shorten it/);
    expect(existsSync(join(dir, 'y.pdf'))).toBe(false);
    // a track's captions left out are missing, said at the track, not an internal fault
    writeFileSync(file, base + tracks.replace(', captions: [{ after: 2, text: "Half as far." }]', ''));
    r = await cli('make', 'boat-record', '--ships', SHIPS, '--data', file, '--out', join(dir, 'z.pdf'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/mine\.yaml:7:9: boat-record\.hull\.captions: missing; expected a list of at least 1 items/);
    // a card too short for a boat of 12 guns and a picture of the boat
    writeFileSync(file, base.replace('5.5in', '4.5in') + tracks);
    r = await cli('make', 'boat-record', '--ships', SHIPS, '--data', file, '--out', join(dir, 'z.pdf'));
    expect(r.err).toMatch(/mine\.yaml:3:11: boat-record\.height: a boat of 12 guns needs 5\.02 in but the card is 4\.5 in tall/);
  });
});
