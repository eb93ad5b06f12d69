// The card kind's settings in a game file: sizes, parts and their shapes (checked with the settings),
// the fields the parts name (checked against the game's ship fields), the default parts, and the
// name box a ship file's names are checked against.
import { describe, expect, it } from 'vitest';
import { DataError } from '../src/errors.js';
import { nameProblem } from '../src/svg/names.js';
import { card, cardFits, cardPartsProblem } from '../src/printables/card/index.js';
import { Templates } from '../src/svg/templates.js';
import { refusal } from './helpers.js';
import { partsOf, sizeOf, type Settings } from '../src/printables/card/settings.js';
import { NAVY_FIELDS, SAIL_FIELDS, SAIL_SHIPS, sail, settingsOf, shipsOf } from './card-games.js';

/** What validating these settings says, each problem as "path: problem". */
function problems(yaml: string): string {
  try {
    settingsOf(yaml);
  } catch (err) {
    if (err instanceof DataError) return err.message;
    throw err;
  }
  return '';
}

describe('card settings', () => {
  it('take the listed sizes in any case and WxH with units, within bounds', () => {
    expect(sizeOf('poker')).toEqual([180, 252]);
    expect(sizeOf('Bridge')).toEqual([162, 252]);
    expect(sizeOf('tarot')).toEqual([198, 342]);
    expect(sizeOf('3x5in')).toEqual([216, 360]);
    expect(sizeOf('5x3in')).toEqual([360, 216]);
    expect(sizeOf('5.5x3.5in')).toEqual([396, 252]);
    expect(sizeOf('7.5x5in')).toEqual([540, 360]);
    expect(sizeOf('A6')!.map(Math.round)).toEqual([298, 420]);
    expect(sizeOf('a7')!.map(Math.round)).toEqual([210, 298]);
    expect(sizeOf('63x88mm')!.map(Math.round)).toEqual([179, 249]);
    expect(sizeOf('1x3in')).toBeNull();
    expect(sizeOf('8x10in')).toBeNull();
    expect(settingsOf('{}')).toEqual({ size: 'poker', back: 'none' });
    expect(problems('size: pokr')).toMatch(/^game\.yaml:1:7: card\.size: expected poker, bridge, tarot, 3x5in, .* got "pokr"; did you mean "poker"\?$/);
    expect(problems('size: 10x12in')).toMatch(/from 1\.5 in to 7\.5 in a side .* got "10x12in"$/);
    expect(problems('back: fancy')).toMatch(/card\.back: expected one of "none", "plain", got "fancy"/);
  });

  it('refuse a title that does not fit one line of the card, at the title', () => {
    expect(problems(`size: bridge\ntitle: ${'Broadsides and Boarding Parties of the Age of Fighting Sail'}`)).toMatch(/^game\.yaml:2:8: card\.title: ".*" does not fit one line of a bridge \(2\.25 × 3\.5 in\) card at 6 pt; shorten it$/);
    expect(problems('size: 7.5x5in\ntitle: Broadsides and Boarding Parties of the Age of Fighting Sail')).toBe('');
  });

  it('refuse a part of the wrong shape at its place, with a did-you-mean', () => {
    expect(problems('parts:\n  - name\n  - gird: [rate]')).toBe('game.yaml:3:11: card.parts[1].gird: unknown part "gird"; expected one of: name, band, table, text, grid, tracks, checks, lines; did you mean "grid"?');
    expect(problems('parts: [nme]')).toMatch(/^game\.yaml:1:9: card\.parts\[0\]: expected "name" or a part .* got "nme"; did you mean "name"\?$/);
    expect(problems('parts: [lines]')).toMatch(/card\.parts\[0\]: "lines" needs the fields it shows, e\.g\. "lines: 3"/);
    expect(problems('parts:\n  - lines: 0')).toMatch(/^game\.yaml:2:12: card\.parts\[0\]\.lines: expected a whole number of lines from 1 to 30, got "0"$/);
    expect(problems('parts:\n  - tracks: [hull]\n    columns: 2')).toMatch(/^game\.yaml:3:14: card\.parts\[0\]\.columns: columns go with a grid/);
    expect(problems('parts:\n  - { grid: [rate], tracks: [hull] }')).toMatch(/card\.parts\[0\]: expected one part .* got grid and tracks/);
    expect(problems('parts:\n  - grid: [rate, 7]')).toMatch(/^game\.yaml:2:18: card\.parts\[0\]\.grid\[1\]: expected a field's name, got "7"$/);
    expect(problems('parts:\n  - grid: [rate, ""]')).toMatch(/card\.parts\[0\]\.grid\[1\]: expected a field's name/);
    expect(problems('parts:\n  - name\n  - band: nation\n  - grid: [rate]\n    columns: 2\n  - tracks: hull\n  - lines: 3')).toBe('');
  });

  it('are refused at load when a part names a field the ship lacks, or one of a type it cannot show', () => {
    const check = (yaml: string) => cardPartsProblem(settingsOf(yaml) as unknown as Settings, SAIL_FIELDS);
    expect(check('parts: [name, { grid: [rate, guns-per-broadside, speed, speed.beam] }, { tracks: [hull, rigging] }, { text: notes }]')).toBeNull();
    expect(check('parts: [name, { grid: [rate, gusn-per-broadside] }]')).toEqual({
      at: ['parts', 1, 'grid', 1],
      problem: 'unknown field "gusn-per-broadside"; the ship\'s fields are name, nation, rate, guns-per-broadside, hull, rigging, crew, speed, notes; did you mean "guns-per-broadside"?',
    });
    expect(check('parts: [{ tracks: [hull, rate] }]')).toEqual({ at: ['parts', 0, 'tracks', 1], problem: 'rate is a whole number; tracks shows track and tracks fields' });
    expect(check('parts: [{ tracks: rate }]')).toEqual({ at: ['parts', 0, 'tracks'], problem: 'rate is a whole number; tracks shows track and tracks fields' });
    expect(check('parts: [{ band: rate }]')!.problem).toBe('rate is a whole number; band shows a side or one-of field');
    expect(check('parts: [{ grid: [speed.bream] }]')!.problem).toBe('unknown field "speed.bream"; the fields of speed are beam, reach, run, close; did you mean "beam"?');
    expect(check('parts: [{ grid: [rate.beam] }]')!.problem).toBe('rate is not a group: it has no "beam"');
    expect(check('parts: [{ table: hull }]')!.problem).toMatch(/^hull is a track; table shows a list of groups/);
    expect(check('parts: [{ checks: [notes] }]')!.problem).toBe('notes is a text field; checks shows yes-no fields');
    expect(check('parts: [{ text: crew }]')!.problem).toBe('crew is a track; text shows a text field');
    // printed anyway (a loader that did not check): refused as the game file's fault, not the ship's
    const game = sail('size: 3x5in\nparts: [name, { tracks: [hull, rate] }]');
    const ships = shipsOf(game, SAIL_SHIPS);
    expect(cardFits(game.data.card, SAIL_FIELDS, ships[0])).toBeNull();
    expect(refusal(() => card.items({ game, ships, count: 1, options: {}, templates: new Templates() }))).toBe('card: parts[1]: rate is a whole number; tracks shows track and tracks fields');
  });

  it('default to every field in its part: name, band, grid, tracks, tables, checks, long texts', () => {
    expect(partsOf({ size: 'poker', back: 'none' }, SAIL_FIELDS)).toEqual([
      { kind: 'name' },
      { kind: 'band', field: ['nation'] },
      { kind: 'grid', fields: [['rate'], ['guns-per-broadside'], ['speed']] },
      { kind: 'tracks', fields: [['hull'], ['rigging'], ['crew']] },
      { kind: 'text', field: ['notes'] },
    ]);
    expect(partsOf({ size: 'poker', back: 'none' }, NAVY_FIELDS)).toEqual([
      { kind: 'name' },
      { kind: 'band', field: ['navy'] },
      { kind: 'grid', fields: [['class'], ['speed'], ['armour']] },
      { kind: 'tracks', fields: [['hull'], ['systems']] },
      { kind: 'table', field: ['weapons'] },
      { kind: 'checks', fields: [['radar'], ['veteran']] },
    ]);
    // a group holding a track is opened: its values to the grid, its track to the tracks; a short text to the grid
    const fields = { name: { type: 'name' as const }, call: { type: 'text' as const, most: 20 }, engine: { type: 'group' as const, fields: { power: { type: 'whole' as const, min: 0, max: 9 }, damage: { type: 'track' as const, most: 6, sections: 2 } } } };
    expect(partsOf({ size: 'poker', back: 'none' }, fields)).toEqual([
      { kind: 'name' }, { kind: 'grid', fields: [['call'], ['engine', 'power']] }, { kind: 'tracks', fields: [['engine', 'damage']] },
    ]);
  });

  it('declare the name\'s box, so a ship file refuses a name the card cannot print; none when the parts leave the name out', () => {
    const data = { card: settingsOf('size: bridge') };
    expect(card.nameBox!(data.card, { name: 'x' })).toMatchObject({ width: 162 - 18 });
    expect(nameProblem({ name: 'HMS Implacable' }, [card], data)).toBeNull();
    const long = `${'W'.repeat(29)} ${'W'.repeat(30)}`;
    expect(nameProblem({ name: long }, [card], data)).toMatch(/does not fit the card's name space, 144 pt wide on two lines at 6\.5 pt or more/);
    expect(card.nameBox!(settingsOf('parts: [{ grid: [rate] }]'), { name: 'x' })).toBeNull();
  });
});
