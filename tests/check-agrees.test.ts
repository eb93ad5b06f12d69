// check refuses what kit and make would, in the same words, and every refusal says where: a kit's
// entry at its line, a mistake in a --data copy of the game's data at its line and column, even one
// found only when the aid is laid out (a text too long for its place), long values by their first
// 40 characters.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYaml } from '../src/data/node.js';
import { findText } from '../src/printables/problem.js';
import { ROOT, cli, scratch } from './helpers.js';

/** The shipped data of `game` with `edit` applied to its text, as a --data copy in `dir`. */
function dataCopy(dir: string, game: string, edit: (text: string) => string): string {
  const file = join(dir, `${game}.yaml`);
  const text = readFileSync(join(ROOT, 'data', `${game}.yaml`), 'utf8');
  const edited = edit(text);
  expect(edited).not.toBe(text);
  writeFileSync(file, edited);
  return file;
}

/** The line and column of the first `needle` in `file`. */
function at(file: string, needle: string): string {
  const lines = readFileSync(file, 'utf8').split('\n');
  const line = lines.findIndex((l) => l.includes(needle));
  expect(line).toBeGreaterThanOrEqual(0);
  return `${file}:${line + 1}:${lines[line].indexOf(needle) + 1}`;
}

/** check and kit refuse `kit` (with `more` flags) with the one message `said`; check said ok before. */
async function bothRefuse(kit: string, said: string | RegExp, more: string[] = []): Promise<void> {
  const built = await cli('kit', kit, ...more, '--out', join(scratch(), 'x.pdf'));
  const checked = await cli('check', kit, ...more);
  for (const r of [built, checked]) {
    expect(r.code, r.err).toBe(2);
    if (typeof said === 'string') expect(r.err).toBe(said);
    else expect(r.err).toMatch(said);
  }
  expect(checked.err).toBe(built.err);
}

describe('check and kit', () => {
  it('refuse a kit entry that cannot be laid out, at its line: a card too small for the back\'s words, a piece too large to laminate', async () => {
    const dir = scratch();
    const small = join(dir, 'small.yaml');
    writeFileSync(small, 'game: naval-war\nprint:\n  ship-deck: { count: 1, card-size: 1.2x1.7in }\n');
    await bothRefuse(small, `broadside: ${small}:3:3: ship-deck: the back's motif words "TASK FORCE, HARBOR, DEEP SIX" do not fit a card of this size; shorten them or choose a larger --card-size`);
    const pouch = join(dir, 'pouch.yaml');
    writeFileSync(pouch, 'game: milk-and-cookies\nlayout: laminate\npouch: 4x6in\nprint:\n  dice-labels: 1\n  range-stick: { count: 1, layout: laminate }\n');
    await bothRefuse(pouch, new RegExp(`^broadside: ${pouch.replace(/[.\\/]/g, '\\$&')}:6:3: range-stick: a piece of 10 × 1 in .* inside a 4x6in pouch, less its 3 mm seal; choose a larger --pouch, or --layout sheet$`));
  });

  it('refuse a convention estimated over 20,000 pages at the table that takes it over', async () => {
    const dir = scratch();
    const conv = join(dir, 'event.yaml');
    writeFileSync(conv, `title: Big\ntables:\n${Array.from({ length: 20 }, (_, i) => `  - { name: T${i + 1}, game: naval-war, print: { play-deck: 130 } }\n`).join('')}`);
    const checked = await cli('check', conv);
    expect(checked.err).toMatch(/^broadside: \S+event\.yaml:7:13: tables\[4\]: "T5" brings the convention to about 23,\d{3} pages; a convention is made of at most 20,000 pages; split it into several convention files$/);
    expect(checked.code).toBe(2);
  });

  it('refuse a --data copy as make does, at its line, for a mistake found only when the aid is laid out', async () => {
    const dir = scratch();
    const word = 'W'.repeat(150);
    const copy = dataCopy(dir, 'ironclads', (t) => t.replace('"Move: set a speed within last turn\'s speed ± acceleration, then move the whole distance."', `"${word}"`));
    const said = `broadside: ${at(copy, `"${word}`)}: chart-card.tables[1].rows[0][1]: table "A boat's turn", row 1, column "When its card is drawn": "${'W'.repeat(40)}…" (150 characters) cannot fit its`;
    const made = await cli('make', 'chart-card', '--game', 'ironclads', '--data', copy, '--out', join(dir, 'x.pdf'));
    expect(made.code).toBe(2);
    expect(made.err.startsWith(said), made.err).toBe(true);
    await bothRefuse(join(ROOT, 'examples/kits/ironclads.yaml'), made.err, ['--data', copy]);
  });

  it('refuse a shore battery of a class the card cannot print, at its line', async () => {
    const dir = scratch();
    const copy = dataCopy(dir, 'beat-to-quarters', (t) => t.replace('class: "medium"', 'class: "medium*"'));
    const said = `broadside: ${at(copy, '"medium*"')}: master-ship-table.rows[17].class: a shore battery's class is one of "heavy", "medium", "light", got "medium*"; the ship data card prints a battery's class as one of these`;
    const made = await cli('make', 'ship-data-card', '--ships', join(ROOT, 'examples/ships/beat-to-quarters.yaml'), '--data', copy, '--out', join(dir, 'x.pdf'));
    expect(made.err).toBe(said);
    await bothRefuse(join(ROOT, 'examples/kits/beat-to-quarters.yaml'), said, ['--data', copy]);
  });
});

describe('a refusal found while laying out a --data copy', () => {
  it('names the line and column of the value at fault, or of its section', async () => {
    const dir = scratch();
    const out = join(dir, 'x.pdf');
    const damage = dataCopy(dir, 'beat-to-quarters', (t) => t.replace('"No damage."', `"${'W'.repeat(150)}"`));
    expect((await cli('make', 'damage-table', '--game', 'beat-to-quarters', '--data', damage, '--out', out)).err)
      .toBe(`broadside: ${at(damage, '"WWW')}: damage-table.results.list[0].text: "${'W'.repeat(40)}…" (150 characters) does not fit 3 lines of 192 pt at 6.5 pt or more; shorten it in the game's data`);
    const ranges = dataCopy(dir, 'crane', (t) => t.replace('range: { large: 3, medium: 2, small: 1 }', 'range: { large: 6, medium: 6, small: 6 }'));
    expect((await cli('make', 'firing-card', '--game', 'crane', '--data', ranges, '--out', out)).err)
      .toBe(`broadside: ${at(ranges, '{ large: 6')}: firing-card.range: ranges of 6 (large), 6 (medium), 6 (small) squares are too long to draw side by side on a card 7.5 in wide (squares under 11 pt); shorten them or widen the card in the data`);
    const title = dataCopy(dir, 'ironclads', (t) => t.replace('title: "Beer and Pretzels Ironclads: charts"', `title: "${'W'.repeat(80)}"`));
    expect((await cli('make', 'chart-card', '--game', 'ironclads', '--data', title, '--out', out)).err)
      .toBe(`broadside: ${at(title, '"WWW')}: chart-card.title: the title "${'W'.repeat(40)}…" (80 characters) is too long for the card; shorten it`);
  });
});

describe('a colour in a --data copy', () => {
  it('is checked as a colour where it is written, not met in the template', async () => {
    const dir = scratch();
    const copy = dataCopy(dir, 'milk-and-cookies', (t) => t.replace('colour: "#f2d024"', 'colour: "#f2d024*"'));
    const said = `broadside: ${at(copy, '"#f2d024*"')}: range-stick.sticks[0].bands[2].colour: expected a colour written #rrggbb, got #f2d024*`;
    expect((await cli('make', 'range-stick', '--game', 'milk-and-cookies', '--data', copy, '--out', join(dir, 'x.pdf'))).err).toBe(said);
    await bothRefuse(join(ROOT, 'examples/kits/milk-and-cookies.yaml'), said, ['--data', copy]);
  });
});

describe('a column given too small a share', () => {
  it('is said to leave its heading no room, not a negative width', async () => {
    const dir = scratch();
    const copy = dataCopy(dir, 'beat-to-quarters', (t) => t.replace('rate: { label: Rate, share: 4.5 }', 'rate: { label: Rate, share: 0.5 }'));
    const made = await cli('make', 'fleet-purchase', '--ships', join(ROOT, 'examples/ships/beat-to-quarters.yaml'), '--data', copy, '--out', join(dir, 'x.pdf'));
    expect(made.err).toBe(`broadside: ${at(copy, 'Rate, share: 0.5')}: fleet-purchase.columns.rate.label: "Rate" is too long to print legibly (6.5 pt or more) in its place, which has no room left for it; give it more room in the game's data`);
  });
});

describe('a --data copy whose card cannot be laid out, made with ships', () => {
  it('is refused at the text to blame, not while the ships are checked for room for their names', async () => {
    const dir = scratch();
    const copy = dataCopy(dir, 'ironclads', (t) => t.replace('"The game master shuffles one card per boat and"', `"${'W'.repeat(61)}"`));
    const made = await cli('make', 'command-card', '--ships', join(ROOT, 'examples/ships/ironclads.yaml'), '--data', copy, '--out', join(dir, 'x.pdf'));
    expect(made.err).toBe(`broadside: ${at(copy, '"WWW')}: command-card.note[0]: the line "${'W'.repeat(40)}…" (61 characters) is too long for the card; shorten it in the game's data`);
  });
});

describe('the text at fault', () => {
  it('is found as written: in any case, with its placeholders filled, a line of it, or most of a longer text', () => {
    const root = parseYaml('card:\n  note: "Pay {n} points, then {m} more"\n  label: Turn*\n  rows: ["2-3", "Roll 1d6 twice"]\nother: { label: Pay }\n', 'd.yaml');
    expect(findText(root, ['card'], 'Pay 5 points, then 7 more')?.path).toBe('card.note');
    expect(findText(root, ['card'], 'TURN')?.path).toBe('card.label');
    expect(findText(root, ['card'], 'Roll 1d6')?.path).toBe('card.rows[1]');
    expect(findText(root, ['card'], 'Roll 1d6 twice: 2-3')?.path).toBe('card.rows[1]');
    expect(findText(root, ['card'], 'nothing of the kind')).toBeUndefined();
    // a text of many placeholders is matched piece by piece, never by a pattern built from it
    const many = parseYaml(`card: { note: "${'{x}a'.repeat(300)}" }\n`, 'm.yaml');
    expect(findText(many, ['card'], `${'a'.repeat(5000)}b`)).toBeUndefined();
    expect(findText(many, ['card'], 'za'.repeat(300))?.path).toBe('card.note');
  });
});
