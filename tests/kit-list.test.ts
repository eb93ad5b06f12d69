// A kit's print list as a list of entries: one printable more than once with different options,
// each entry its own section, in the kit's order, on the contents page and through duplex planning.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, buildSheets, plan } from '../src/build.js';
import { kitJob } from '../src/index.js';
import { contentsPage } from '../src/impose/contents.js';
import { Templates } from '../src/svg/templates.js';
import { inch, mm } from '../src/units.js';
import { ROOT, cli, make, scratch, texts } from './helpers.js';

const IRONCLADS = join(ROOT, 'examples/ships/ironclads.yaml');

function kitFile(text: string): string {
  const file = join(scratch(), 'kit.yaml');
  writeFileSync(file, text);
  return file;
}

const MIXED = (paper: string) => kitFile(`title: Mixed records
game: ironclads
paper: ${paper}
ships: ${IRONCLADS}
print:
  - { printable: ironclad-record, count: 1 }
  - { printable: ironclad-record, blank: true, count: 2 }
  - { printable: range-stick, count: 2 }
`);

const bodies = (sheets: { placements: { item: { body: string } }[] }[]) => sheets.map((s) => s.placements.map((p) => p.item.body));

describe('kit print list', () => {
  for (const paper of ['letter', 'a4']) {
    it(`builds filled records, then blank ones, then the sticks, in that order, on ${paper}`, async () => {
      const job = kitJob(MIXED(paper));
      const p = plan(job);
      expect(p.placed.map((s) => [s.section.title, s.section.what, s.first, s.last])).toEqual([
        ['ironclad-record', 'copies per ship (with blank: blank sheets): 1', 2, 5],
        ['ironclad-record (blank)', 'blank copies: 2', 6, 6],
        ['range-stick', 'sticks of each kind: 2', 7, 10],
      ]);
      const sheets = p.pages.flatMap((pg) => (pg.kind === 'sheet' ? [pg.sheet] : []));
      expect(p.pages[0].kind).toBe('contents');
      expect(sheets).toHaveLength(p.pages.length - 1);
      // each section holds exactly what the printable makes on its own with the entry's options
      const filled = (await make('ironclad-record', { ships: IRONCLADS, paper })).sheets;
      const blank = (await make('ironclad-record', { paper, options: { blank: true }, count: 2 })).sheets;
      const sticks = (await make('range-stick', { game: 'ironclads', paper, count: 2 })).sheets;
      expect(bodies(sheets)).toEqual([...bodies(filled), ...bodies(blank), ...bodies(sticks)]);
      expect(sheets.map((s) => s.section)).toEqual([
        ...filled.map(() => 'ironclad-record'), 'ironclad-record (blank)', ...sticks.map(() => 'range-stick'),
      ]);
      expect(sheets[4].placements).toHaveLength(2);
      for (const s of sheets) expect([s.width, s.height].sort((x, y) => x - y)).toEqual(paper === 'letter' ? [inch(8.5), inch(11)] : [mm(210), mm(297)]);
    });

    it(`lists each entry on the contents page, telling filled from blank, on ${paper}`, () => {
      const job = kitJob(MIXED(paper));
      const p = plan(job);
      const svg = contentsPage(job, p, p.pages.length, new Templates()).svg;
      const rows = texts(svg).filter((t) => t.attrs['font-size'] === '11' && t.y > 100);
      const byLine = [...new Set(rows.map((t) => t.y))].sort((a, b) => a - b).map((y) => rows.filter((t) => t.y === y).map((t) => t.what));
      expect(byLine.filter((l) => l.length === 3)).toEqual([
        ['ironclad-record', 'copies per ship (with blank: blank sheets): 1', 'pages 2–5'],
        ['ironclad-record (blank)', 'blank copies: 2', 'page 6'],
        ['range-stick', 'sticks of each kind: 2', 'pages 7–10'],
      ]);
      // the columns of one line stay clear of each other
      for (const line of [...new Set(rows.map((t) => t.y))]) {
        const row = rows.filter((t) => t.y === line).sort((a, b) => a.x - b.x);
        for (let i = 1; i < row.length; i++) expect(row[i - 1].x + row[i - 1].w, row[i].what).toBeLessThan(row[i].x);
      }
    });
  }

  it('prints the mapping form and the same list form to the same bytes', async () => {
    const mapping = join(ROOT, 'examples/kits/ironclads.yaml');
    const text = readFileSync(mapping, 'utf8').replace('../ships/ironclads.yaml', IRONCLADS);
    const entries = [...text.slice(text.indexOf('print:')).matchAll(/^ {2}([\w-]+): (\d+)/gm)];
    expect(entries.length).toBeGreaterThan(5);
    const list = kitFile(`${text.slice(0, text.indexOf('print:'))}print:\n${entries.map((m) => `  - { printable: ${m[1]}, count: ${m[2]} }`).join('\n')}\n`);
    const [a, b] = [await build(kitJob(mapping)), await build(kitJob(list))];
    expect(b.pdf.equals(a.pdf)).toBe(true);
  });

  it('plans duplex backs per entry: one deck twice, each turning on its own edge and starting on a front', () => {
    const job = kitJob(kitFile(`game: naval-war\nprint:\n  - { printable: ship-deck, duplex: long-edge }\n  - { printable: score-sheet, count: 1 }\n  - { printable: ship-deck, duplex: short-edge }\n`));
    const p = plan(job);
    expect(p.placed.map((s) => [s.section.title, s.sides, s.edge])).toEqual([
      ['ship-deck', 'double', 'long-edge'], ['score-sheet', 'single', undefined], ['ship-deck', 'double', 'short-edge'],
    ]);
    for (const s of p.placed) expect(s.first % 2, s.section.title).toBe(1);
    const [first, , second] = p.placed;
    expect(second.last - second.first).toBe(first.last - first.first);
    const svg = contentsPage(job, p, p.pages.length, new Templates()).svg;
    expect(svg).toContain(`pages ${first.first}–${first.last} turning on the long edge`);
    expect(svg).toContain(`pages ${second.first}–${second.last} turning on the short edge`);
  });

  it('needs no ships when every entry that prints per ship is blank', () => {
    const sheets = buildSheets(kitJob(kitFile('game: ironclads\nprint:\n  - { printable: ironclad-record, blank: true, count: 2 }\n  - { printable: ironclad-record, blank: true, count: 0 }\n')));
    expect(sheets.map((s) => [s.section, s.placements.length])).toEqual([['ironclad-record (blank)', 2]]);
    expect(() => kitJob(kitFile('game: ironclads\nprint:\n  - { printable: ironclad-record, blank: true }\n  - { printable: ironclad-record }\n'))).toThrow(/kit\.yaml:1:1: ships: missing/);
  });
});

const HEAD = 'game: milk-and-cookies\nprint:\n';
const BAD: [string, string, RegExp][] = [
  ['an unknown printable in a list entry', '  - { printable: range-stick, count: 2 }\n  - { printable: board, count: 1 }\n',
    /^kit\.yaml:4:18: print\[1\]\.printable: "board" is not a printable of milk-and-cookies; expected one of: boat-record, range-stick/],
  ['an entry with no printable', '  - { count: 2 }\n', /^kit\.yaml:3:5: print\[0\]: expected an entry naming its printable, e\.g\. "\{ printable: range-stick, count: 4 \}", got no printable key/],
  ['an entry that is a bare name', '  - range-stick\n', /^kit\.yaml:3:5: print\[0\]: expected an entry naming its printable.*got a single value/],
  ['a printable name that is not text', '  - { printable: [range-stick] }\n', /^kit\.yaml:3:18: print\[0\]\.printable: expected text/],
  ['an option the printable does not have', '  - { printable: range-stick }\n  - { printable: dice-labels, colour: red }\n',
    /^kit\.yaml:4:31: print\[1\]\.colour: unknown key; expected one of: printable, count/],
  ['a bad option value', '  - { printable: boat-record, blank: true, guns: 99 }\n', /^kit\.yaml:3:50: print\[0\]\.guns: expected a whole number from 0 to 12, got 99/],
  ['a bad count', '  - { printable: range-stick, count: lots }\n', /^kit\.yaml:3:38: print\[0\]\.count: expected a whole number from 0 to 1000, got "lots"/],
  ['a list that prints nothing', '  - { printable: range-stick, count: 0 }\n', /^kit\.yaml:3:3: print: nothing to print/],
];

describe('kit print list, bad input', () => {
  for (const [what, print, message] of BAD) {
    it(`refuses ${what} with its position, exit 2, and writes nothing`, async () => {
      const file = kitFile(HEAD + print);
      const out = join(file, '..', 'out');
      const r = await cli('kit', file, '--out', out);
      expect(r.code).toBe(2);
      // the kit is named by its path as given; the patterns say kit.yaml for it
      expect(r.err.replace(/^broadside: /, '').replace(file, 'kit.yaml')).toMatch(message);
      expect(existsSync(out)).toBe(false);
    });
  }

  it('refuses a print that is neither a mapping nor a list, saying both forms', () => {
    expect(() => kitJob(kitFile('game: milk-and-cookies\nprint: 4\n'))).toThrow(
      /kit\.yaml:2:8: print: expected a mapping of printable name to how many, e\.g\. "range-stick: 4", or a list of entries, e\.g\. "- \{ printable: range-stick, count: 4 \}"/,
    );
    expect(() => kitJob(kitFile('game: milk-and-cookies\n'))).toThrow(/kit\.yaml:1:1: print: missing; expected a mapping/);
  });
});
