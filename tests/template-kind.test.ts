// A game file's own aid drawn by its own Handlebars template (`kind: template`): one item of the
// given trim size a ship, the ship's values in it, and every fault of the template refused at its
// place when the game file is read.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../src/build.js';
import { checkFile } from '../src/check.js';
import { makeJob } from '../src/jobs.js';
import { loadGameFile } from '../src/games/file.js';
import { gameIds } from '../src/games/registry.js';
import { loadShipsFile } from '../src/data/ships.js';
import { elements, expectBaselines, refusal, scratch, unescape } from './helpers.js';

const GAME = `game: gale-force
title: Gale Force
sides:
  - { name: British, fill: "#b22222", ink: "#ffffff" }
  - { name: French, fill: "#1f3f8f", ink: "#ffffff" }
ship:
  name: { type: name }
  nation: { type: side }
  rate: { type: whole, min: 1, max: 8 }
  guns: { type: whole, min: 0, max: 70, label: Guns a side }
  hull: { type: track, most: 20 }
printables:
  gg-card:
    kind: template
    template: cards/gg-card.svg.hbs
    size: 2.5x3.5in
`;

const CARD = `<rect x="0" y="0" width="{{n width}}" height="{{n height}}" fill="#fdf8ec" stroke="#000000" stroke-width="1"/>
{{band 0 0 width 24}}
{{fitName 10 58 160 18}}
<text x="10" y="92" font-family="{{font}}" font-size="11">{{labels.rate}}: {{rate}}</text>
<text x="10" y="110" font-family="{{font}}" font-size="11">{{labels.guns}}: {{ship.guns}}</text>
<text x="10" y="136" font-family="{{font}}" font-size="9" font-weight="bold">{{labels.hull}}</text>
{{track ship.hull 10 142 8}}
<text x="90" y="240" font-family="{{font}}" font-size="7" text-anchor="middle" fill="#555555">{{game.title}}</text>
`;

const SHIPS = `game: ./gale.yaml
ships:
  - { name: Victory, nation: British, rate: 1, guns: 52, hull: [6, 6, 6] }
  - { name: Bellerophon, nation: british, rate: 3, guns: 37, hull: [5, 5, 5] }
  - { name: Redoutable, nation: French, rate: 3, guns: 37, hull: [4, 4, 4] }
`;

/** A folder of the files, by their paths inside it. */
function folder(files: Record<string, string>): string {
  const dir = scratch();
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const gale = (card = CARD, game = GAME): string => folder({ 'gale.yaml': game, 'cards/gg-card.svg.hbs': card, 'fleet.yaml': SHIPS });

describe('a template of the game file', () => {
  it('draws one card of the trim size for each ship, with its values, side band and hull track', async () => {
    const dir = gale();
    const { pdf, sheets } = await build(makeJob('gg-card', { game: join(dir, 'gale.yaml'), ships: join(dir, 'fleet.yaml') }));
    const items = sheets.flatMap((s) => s.placements).map((p) => p.item);
    expect(items.map((i) => [i.width, i.height])).toEqual([[180, 252], [180, 252], [180, 252]]);
    const [victory, , redoutable] = items.map((i) => unescape(i.body));
    expect(victory).toContain('>Victory</text>');
    expect(victory).toContain('>Guns a side: 52</text>');
    expect(victory).toContain('>rate: 1</text>');
    expect(victory).toContain('>Gale Force</text>');
    // the band in the side's colour with its name; the track's 18 boxes in three sections
    expect(elements(victory, 'rect', 'fill="#b22222"')).toHaveLength(1);
    expect(victory).toContain('>British</text>');
    expect(elements(redoutable, 'rect', 'fill="#1f3f8f"')).toHaveLength(1);
    const boxes = elements(victory, 'rect', 'stroke-width="0.8"').map((a) => Number(a.x));
    expect(boxes).toHaveLength(18);
    expect(boxes.slice(5, 7)).toEqual([50, 60.667]);
    expect(elements(redoutable, 'rect', 'stroke-width="0.8"')).toHaveLength(12);
    await expectBaselines(pdf, 'template-kind', 'gg-card');
  });

  it('draws one item a copy when it is no ship\'s', async () => {
    const game = GAME.replace('size: 2.5x3.5in', 'size: 3x2in\n    per-ship: false');
    const dir = gale('<text x="10" y="20" font-family="{{font}}" font-size="10">{{game.title}} {{n width}}x{{n height}}</text>', game);
    const { sheets } = await build(makeJob('gg-card', { game: join(dir, 'gale.yaml'), count: 2 }));
    const items = sheets.flatMap((s) => s.placements).map((p) => p.item);
    expect(items.map((i) => [i.width, i.height])).toEqual([[216, 144], [216, 144]]);
    expect(items[0].body).toContain('>Gale Force 216x144</text>');
  });

  it('draws playing cards with backs from a second template, with the card options', async () => {
    const game = GAME.replace('size: 2.5x3.5in', 'size: poker\n    card: true\n    back: cards/back.svg.hbs');
    const dir = folder({
      'gale.yaml': game, 'fleet.yaml': SHIPS, 'cards/gg-card.svg.hbs': CARD,
      'cards/back.svg.hbs': '<rect x="{{n (add 0 (add 0 bleed))}}" y="0" width="{{n width}}" height="{{n height}}" fill="{{side.fill}}"/><text x="90" y="126" font-family="{{font}}" font-size="12" text-anchor="middle" fill="#ffffff">{{game.title}} {{n bleed}}</text>',
    });
    const { sheets } = await build(makeJob('gg-card', { game: join(dir, 'gale.yaml'), ships: join(dir, 'fleet.yaml'), options: { bleed: '0.125in' } }));
    expect(sheets.map((s) => Boolean(s.back))).toEqual([false, true]);
    const [front] = sheets[0].placements.map((p) => p.item);
    expect([front.width, front.height, front.card?.bleed]).toEqual([180, 252, 9]);
    expect(front.card?.back).toContain('>Gale Force 9</text>');
    expect(front.card?.back).toContain('fill="#b22222"');
    // a back is for cards; a card is of a card's size
    const bad = folder({ 'gale.yaml': GAME.replace('size: 2.5x3.5in', 'size: 10x10in\n    card: true'), 'cards/gg-card.svg.hbs': CARD });
    expect(refusal(() => loadGameFile(join(bad, 'gale.yaml'), gameIds()))).toMatch(/gale\.yaml:16:11: printables\.gg-card\.size: expected a card's size, poker, mini, bridge, tarot or WxH from 1 in to 7 in a side/);
    const backless = folder({ 'gale.yaml': GAME.replace('size: 2.5x3.5in', 'size: poker\n    back: cards/gg-card.svg.hbs'), 'cards/gg-card.svg.hbs': CARD });
    expect(refusal(() => loadGameFile(join(backless, 'gale.yaml'), gameIds()))).toMatch(/gale\.yaml:17:11: printables\.gg-card\.back: a back is printed only behind cards; give card: true/);
  });

  it('refuses a misspelt field at its line when the game file is read, with the nearest field', () => {
    const dir = gale(CARD.replace('{{ship.guns}}', '{{ship.gunz}}').replace('{{rate}}', '{{rtae}}'));
    const message = refusal(() => loadGameFile(join(dir, 'gale.yaml'), gameIds()));
    expect(message).toMatch(new RegExp(`^${join(dir, 'cards/gg-card.svg.hbs')}:4:78: \\{\\{rtae\\}\\}: "rtae" is not defined: not a value given to this template nor a helper; values: name, nation, rate, guns, hull, ship, side, game, labels, width, height, bleed;.*; did you mean "rate"\\?$`));
    const nested = refusal(() => loadGameFile(join(gale(CARD.replace('{{ship.guns}}', '{{ship.gunz}}')), 'gale.yaml'), gameIds()));
    expect(nested).toMatch(/gg-card\.svg\.hbs:5:79: \{\{ship\.gunz\}\}: "gunz" is not defined: ship has no such value; its values: name, nation, rate, guns, hull; did you mean "guns"\?$/);
    // and so does check, of the game file and of a ship file that names it
    expect(refusal(() => checkFile(join(dir, 'gale.yaml')))).toContain('gg-card.svg.hbs:4:78: {{rtae}}');
    expect(refusal(() => loadShipsFile(join(dir, 'fleet.yaml')))).toContain('gg-card.svg.hbs:4:78: {{rtae}}');
  });

  it('refuses an unknown helper and a Handlebars syntax error at their places', () => {
    const helper = refusal(() => loadGameFile(join(gale('<g>\n  {{shout 1 2}}</g>'), 'gale.yaml'), gameIds()));
    expect(helper).toMatch(/gg-card\.svg\.hbs:2:5: \{\{shout\}\}: "shout" is not defined: .*helpers: n, add, font, burst, fitName, track, band,/);
    const syntax = refusal(() => loadGameFile(join(gale('<g>\n<text>{{name}</text></g>'), 'gale.yaml'), gameIds()));
    expect(syntax).toMatch(/gg-card\.svg\.hbs:2:13: Handlebars syntax error: unexpected "}"/);
  });

  it('refuses a helper given what it cannot draw at its place, when a ship is drawn', async () => {
    const dir = gale(CARD.replace('{{track ship.hull 10 142 8}}', '{{track ship.name 10 142 8}}'));
    const message = await build(makeJob('gg-card', { game: join(dir, 'gale.yaml'), ships: join(dir, 'fleet.yaml') })).then(() => 'drawn', (e: Error) => e.message);
    expect(message).toBe(`${join(dir, 'cards/gg-card.svg.hbs')}:7:1: track: expected a track's boxes (a count, or a list of counts) first, got "Victory"`);
    // given nothing at all, it says so at its place, as every helper does
    const bare = gale(CARD.replace('{{track ship.hull 10 142 8}}', '{{track}}'));
    const nothing = await build(makeJob('gg-card', { game: join(bare, 'gale.yaml'), ships: join(bare, 'fleet.yaml') })).then(() => 'drawn', (e: Error) => e.message);
    expect(nothing).toBe(`${join(bare, 'cards/gg-card.svg.hbs')}:7:1: track takes a track's boxes, x, y, box; it was given nothing`);
  });

  it('refuses a name that does not fit a box worked out as it is drawn, naming the aid', async () => {
    const dir = gale(CARD.replace('{{fitName 10 58 160 18}}', '{{fitName 10 (add 50 8) rate 8}}'));
    const message = await build(makeJob('gg-card', { game: join(dir, 'gale.yaml'), ships: join(dir, 'fleet.yaml') })).then(() => 'drawn', (e: Error) => e.message);
    expect(message).toBe('gg-card: "Victory" does not fit the gg-card\'s name space, 1 pt wide on two lines at 6.5 pt or more; shorten it (wide letters take more room)');
  });

  it('holds what it draws to the limits of a --templates template, refused at its line', async () => {
    const dir = gale(`<g>\n<text x="1" y="10" font-size="1">{{name}} ${'x'.repeat(25_000)}</text></g>`);
    const message = await build(makeJob('gg-card', { game: join(dir, 'gale.yaml'), ships: join(dir, 'fleet.yaml') })).then(() => 'drawn', (e: Error) => e.message);
    expect(message).toMatch(/gg-card\.svg\.hbs:2:1: <text> brings the text of one card, sheet or piece to 25,\d{3} characters; a template, filled in for one, sets at most 20,000/);
  });

  it('refuses a missing template and a folder at the template setting', () => {
    const missing = folder({ 'gale.yaml': GAME });
    expect(refusal(() => loadGameFile(join(missing, 'gale.yaml'), gameIds()))).toBe(
      `${join(missing, 'gale.yaml')}:15:15: printables.gg-card.template: cannot read the template "${join(missing, 'cards/gg-card.svg.hbs')}" (no such file); its path is relative to the game file`);
    const dir = folder({ 'gale.yaml': GAME.replace('cards/gg-card.svg.hbs', 'cards'), 'cards/x': '' });
    expect(refusal(() => loadGameFile(join(dir, 'gale.yaml'), gameIds()))).toMatch(/gale\.yaml:15:15: printables\.gg-card\.template: cannot read the template ".*cards" \(a folder, not a file\)/);
  });

  it('refuses a ship whose name its name box cannot hold, when the ship file is checked', () => {
    const dir = gale(CARD.replace('{{fitName 10 58 160 18}}', '{{fitName 10 58 40 8}}'));
    writeFileSync(join(dir, 'fleet.yaml'), 'game: ./gale.yaml\nships:\n  - { name: Royal Sovereign of the Seas, nation: British, rate: 1, guns: 50, hull: 10 }\n');
    expect(refusal(() => loadShipsFile(join(dir, 'fleet.yaml')))).toMatch(/fleet\.yaml:3:\d+: ships\[0\]\.name: "Royal Sovereign of the Seas" does not fit the gg-card's name space, 40 pt wide/);
  });

  it('prints a ship named <script> as its letters, and refuses markup a triple-stash lets in', async () => {
    const dir = gale();
    writeFileSync(join(dir, 'fleet.yaml'), 'game: ./gale.yaml\nships:\n  - { name: <script>, nation: British, rate: 1, guns: 50, hull: 10 }\n');
    const { sheets } = await build(makeJob('gg-card', { game: join(dir, 'gale.yaml'), ships: join(dir, 'fleet.yaml') }));
    const body = sheets[0].placements[0].item.body;
    expect(body).toContain('>&lt;script&gt;</text>');
    expect(body).not.toContain('<script');
    // {{{ }}} writes the name unescaped: the markup is then refused, nothing drawn from it
    const raw = gale(CARD.replace('{{rate}}', '{{{name}}}'));
    writeFileSync(join(raw, 'fleet.yaml'), 'game: ./gale.yaml\nships:\n  - { name: <script>, nation: British, rate: 1, guns: 50, hull: 10 }\n');
    const open = await build(makeJob('gg-card', { game: join(raw, 'gale.yaml'), ships: join(raw, 'fleet.yaml') })).then(() => 'drawn', (e: Error) => e.message);
    expect(open).toMatch(/gg-card\.svg\.hbs: the markup it produced is not well-formed XML/);
    writeFileSync(join(raw, 'fleet.yaml'), 'game: ./gale.yaml\nships:\n  - { name: <script/>, nation: British, rate: 1, guns: 50, hull: 10 }\n');
    const closed = await build(makeJob('gg-card', { game: join(raw, 'gale.yaml'), ships: join(raw, 'fleet.yaml') })).then(() => 'drawn', (e: Error) => e.message);
    expect(closed).toMatch(/gg-card\.svg\.hbs: <script> is not supported; supported elements: svg, g,/);
  });
});
