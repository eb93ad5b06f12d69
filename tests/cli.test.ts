import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { build } from '../src/build.js';
import { kitJob } from '../src/index.js';
import { mm } from '../src/units.js';
import { KIT, SHIPS, scratch, cli } from './helpers.js';


describe('the command line', () => {
  it('builds a kit into DIR/<kit name>.pdf and prints its path', async () => {
    const dir = scratch();
    const r = await cli('kit', KIT, '--paper', 'a4', '--out', dir);
    expect(r.code).toBe(0);
    const pdf = join(dir, 'milk-and-cookies.pdf');
    expect(r.out).toContain(pdf);
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('makes one printable, and writes the same bytes twice', async () => {
    const dir = scratch();
    const a = join(dir, 'a.pdf');
    const b = join(dir, 'b.pdf');
    expect((await cli('make', 'range-stick', '--count', '4', '--paper', 'letter', '--out', a)).code).toBe(0);
    expect((await cli('make', 'range-stick', '--count', '4', '--paper', 'letter', '--out', b)).code).toBe(0);
    expect(readFileSync(a).equals(readFileSync(b))).toBe(true);
    expect((await cli('make', 'dice-labels', '--count', '8', '--die', '19mm', '--out', join(dir, 'd.pdf'))).code).toBe(0);
  });

  it('checks ship and kit files, and lists games and printables', async () => {
    const ships = await cli('check', SHIPS);
    expect(ships.code).toBe(0);
    expect(ships.out).toMatch(/ok: 12 ships for milk-and-cookies/);
    expect((await cli('check', KIT)).out).toMatch(/ok: kit "Milk and Cookies convention kit"/);
    const list = await cli('list');
    for (const name of ['milk-and-cookies', 'boat-record', 'range-stick', 'dice-labels', 'turning-gauge', 'wind-card']) expect(list.out).toContain(name);
  });

  it('answers misuse with exit code 2', async () => {
    expect((await cli()).code).toBe(2);
    expect((await cli('make', 'cannon-ball')).code).toBe(2);
    expect((await cli('make', 'boat-record')).err).toMatch(/per ship: give --ships FILE/);
    expect((await cli('make', 'range-stick', '--count', '0')).code).toBe(2);
    const bad = await cli('make', 'dice-labels', '--die', 'big');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--die: expected a length/);
    expect((await cli('make', 'range-stick', '--colour', 'red')).err).toMatch(/--colour: not an option of range-stick/);
  });
});

// Each bad file: the message names file:line:col, field and expectation; exit 2; nothing written,
// and a PDF already at the output path is left exactly as it was.
const SHIP_HEAD = 'game: milk-and-cookies\nships:\n';
const BAD: [string, string, string, RegExp][] = [
  ['malformed YAML', 'ships.yaml', SHIP_HEAD + '  - { name: Sea Biscuit, side: A, guns: 4\n', /ships\.yaml:4:1: malformed YAML/],
  ['an unknown key', 'ships.yaml', SHIP_HEAD + '  - { name: Sea Biscuit, side: A, guns: 4, colour: red }\n', /ships\.yaml:3:44: ships\[0\]\.colour: unknown key; expected one of: name, side, guns/],
  ['a wrong type', 'ships.yaml', SHIP_HEAD + '  - { name: A, side: A, guns: 4 }\n  - { name: B, side: B, guns: 2 }\n  - name: C\n    side: A\n    guns: four\n', /ships\.yaml:7:11: ships\[2\]\.guns: expected a whole number from 0 to 12, got "four"/],
  ['a missing ship name', 'ships.yaml', SHIP_HEAD + '  - { side: A, guns: 4 }\n', /ships\.yaml:3:5: ships\[0\]\.name: missing; expected text/],
  ['1,000 guns', 'ships.yaml', SHIP_HEAD + '  - { name: Armada, side: A, guns: 1000 }\n', /ships\.yaml:3:36: ships\[0\]\.guns: expected a whole number from 0 to 12, got 1000/],
  ['a side the game does not have', 'ships.yaml', SHIP_HEAD + '  - { name: Armada, side: C, guns: 2 }\n', /ships\[0\]\.side: expected one of "A", "B", got "C"/],
  ['a character the font cannot print', 'ships.yaml', SHIP_HEAD + '  - { name: "Speedy \u{1F6A2}", side: A, guns: 1 }\n', /ships\.yaml:3:13: ships\[0\]\.name: the font has no character "\u{1F6A2}" \(U\+1F6A2\)/u],
  ['an unknown game', 'ships.yaml', 'game: chess\nships: []\n', /ships\.yaml:1:7: game: expected one of "milk-and-cookies", "ironclads", "crane", "naval-war", "beat-to-quarters", got "chess"/],
  ['a missing ships file', 'kit.yaml', 'title: T\ngame: milk-and-cookies\nships: nowhere.yaml\nprint:\n  boat-record: 1\n', /kit\.yaml:3:8: ships: cannot read "nowhere\.yaml": no such file/],
  ['an unknown printable in a kit', 'kit.yaml', 'game: milk-and-cookies\nprint:\n  range-stick: 2\n  board: 1\n', /kit\.yaml:4:3: print\.board: not a printable of milk-and-cookies/],
  ['a count that is not a number', 'kit.yaml', 'game: milk-and-cookies\nprint:\n  range-stick: many\n', /kit\.yaml:3:16: print\.range-stick: expected a whole number from 0 to 1000, got "many"/],
  ['a kit that prints nothing', 'kit.yaml', 'game: milk-and-cookies\nprint:\n  range-stick: 0\n', /kit\.yaml:3:3: print: nothing to print; give a count above 0/],
  ['an empty ship list', 'ships.yaml', SHIP_HEAD.replace('ships:\n', 'ships: []\n'), /ships\.yaml:2:8: ships: expected a list of 1 to 500 items, got 0/],
  ['malformed JSON', 'ships.json', '{"game": "milk-and-cookies", "ships": [{"name": "A", "side": "A", "guns": 2}\n', /ships\.json:\d+:\d+: malformed JSON/],
  ['a bad CSV row', 'ships.csv', 'game,name,side,guns\nmilk-and-cookies,Sea Biscuit,A,4\nmilk-and-cookies,Jolly Roger,B,lots\n', /ships\.csv:3:32: ships\[1\]\.guns: expected a whole number from 0 to 12, got "lots"/],
];

describe('bad input', () => {
  for (const [what, name, text, message] of BAD) {
    it(`refuses ${what} with its position, exit 2, and writes nothing`, async () => {
      const dir = scratch();
      const file = join(dir, name);
      writeFileSync(file, text);
      const isKit = name.startsWith('kit');
      const out = isKit ? join(dir, 'out', 'kit.pdf') : join(dir, 'records.pdf');
      const r = isKit ? await cli('kit', file, '--out', join(dir, 'out')) : await cli('make', 'boat-record', '--ships', file, '--out', out);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(message);
      expect(existsSync(out)).toBe(false);
      expect((await cli('check', file)).code).toBe(2);
    });
  }

  it('leaves an existing PDF untouched when the new input is bad', async () => {
    const dir = scratch();
    const out = join(dir, 'records.pdf');
    writeFileSync(out, 'the previous PDF');
    const ships = join(dir, 'ships.yaml');
    writeFileSync(ships, SHIP_HEAD + '  - { name: Armada, side: A, guns: 1000 }\n');
    expect((await cli('make', 'boat-record', '--ships', ships, '--out', out)).code).toBe(2);
    expect(readFileSync(out, 'utf8')).toBe('the previous PDF');
  });

  it('refuses an output path it cannot write, and leaves no partial file', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'afile'), 'x');
    const r = await cli('make', 'range-stick', '--out', join(dir, 'afile', 'sticks.pdf'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/sticks\.pdf: cannot write the file there \(a file stands where a folder of the path should be, (ENOTDIR|EEXIST)\)/);
    expect(readdirSync(dir)).toEqual(['afile']);
  });

  it('loads the same ships from YAML, JSON and CSV', async () => {
    const dir = scratch();
    const files = {
      'a.yaml': SHIP_HEAD + '  - { name: Sea Biscuit, side: A, guns: 4 }\n',
      'a.json': JSON.stringify({ game: 'milk-and-cookies', ships: [{ name: 'Sea Biscuit', side: 'A', guns: 4 }] }),
      'a.csv': 'game,name,side,guns\nmilk-and-cookies,Sea Biscuit,A,4\n',
    };
    const pdfs = [];
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(join(dir, name), text);
      expect((await cli('make', 'boat-record', '--ships', join(dir, name), '--out', join(dir, name + '.pdf'))).code).toBe(0);
      pdfs.push(readFileSync(join(dir, name + '.pdf')));
    }
    expect(pdfs[1].equals(pdfs[0])).toBe(true);
    expect(pdfs[2].equals(pdfs[0])).toBe(true);
  });
});

describe('more of the command line', () => {
  it('previews PDF pages as PNG images', async () => {
    const dir = scratch();
    const pdf = join(dir, 'sticks.pdf');
    expect((await cli('make', 'range-stick', '--out', pdf)).code).toBe(0);
    const r = await cli('preview', pdf, '--dpi', '20', '--out', dir);
    expect(r.code).toBe(0);
    expect(r.out).toBe(join(dir, 'sticks-p1.png'));
    expect(readFileSync(join(dir, 'sticks-p1.png')).subarray(1, 4).toString()).toBe('PNG');
    expect((await cli('preview', pdf, '--page', '7', '--out', dir)).err).toMatch(/page 7: expected a page from 1 to 1/);
    expect((await cli('preview', SHIPS, '--out', dir)).code).toBe(2);
  });

  it('takes inline ships and per-printable options in a kit, and templates from --templates', async () => {
    const dir = scratch();
    const kit = join(dir, 'small.yaml');
    writeFileSync(kit, [
      'title: Two boats', 'game: milk-and-cookies', 'paper: a4',
      'ships:', '  - { name: Pudding, side: A, guns: 2 }', '  - { name: Custard, side: B, guns: 1 }',
      'print:', '  boat-record: 2', '  dice-labels: { count: 2, die: 12mm }', '  turning-gauge: 0',
    ].join('\n'));
    const templates = join(dir, 'templates');
    mkdirSync(join(templates, 'dice-labels'), { recursive: true });
    writeFileSync(join(templates, 'dice-labels', 'hull.svg.hbs'), '<circle cx="50" cy="50" r="40" fill="#123456"/>');
    const job = kitJob(kit, { templatesDir: templates });
    const { sheets, pages } = await build(job);
    // the last record and the two dice's labels share a sheet
    expect(sheets.map((s) => [s.section, s.placements.length])).toEqual([['boat-record', 3], ['boat-record + dice-labels', 8]]);
    expect(sheets[1].placements[1].item.width).toBeCloseTo(mm(10), 3);
    expect(pages[2].svg).toContain('fill="#123456"');
    expect(pages[0].svg).toContain('Two boats');
    expect((await cli('kit', kit, '--out', dir)).out).toContain('(3 pages)');
  });

  it('lists every printable\'s own options under make --help', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect((await cli('make', '--help')).code).toBe(0);
      const help = log.mock.calls.flat().join('\n');
      for (const flag of ['board: --size', 'ironclad-record: --blank', 'chips: --side-a', 'play-deck: --bleed']) expect(help).toContain(flag);
    } finally {
      log.mockRestore();
    }
  });
});
