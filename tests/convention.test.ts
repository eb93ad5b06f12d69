// Convention files: a PDF per table or per side's packet and index.pdf, validated before anything is
// written, deterministic, and progress lines only on a terminal.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFile } from '../src/check.js';
import { run } from '../src/cli.js';
import { conventionPdfs } from '../src/convention/build.js';
import { loadConvention } from '../src/convention/load.js';
import { fileStem } from '../src/convention/names.js';
import { packetsOf } from '../src/convention/packets.js';
import { pdfPages, ROOT, scratch } from './helpers.js';

const EXAMPLE = join(ROOT, 'examples/convention.yaml');
const kit = (name: string) => join(ROOT, 'examples/kits', `${name}.yaml`);
const SIDE_A = ['Sea Biscuit', 'Cookie Cutter', 'Milk Run', 'Sugar Sloop', 'Oatmeal Raider', 'Macaroon'];
const SIDE_B = ['Jolly Roger', 'Salty Pretzel', 'Black Gingerbread', 'Cream Puff', 'Chocolate Chip', 'Snickerdoodle'];

function convention(yaml: string): string {
  const path = join(scratch(), 'event.yaml');
  writeFileSync(path, yaml);
  return path;
}

/** Runs the command line with stderr as a terminal or not. */
async function cliTty(tty: boolean, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(args, { out: (s) => out.push(s), err: (s) => err.push(s), tty });
  return { code, out, err };
}

const SMALL = `title: Small event
tables:
  - name: Kids / sailing ships
    kit: ${kit('milk-and-cookies')}
    packets: side
  - name: Naval War
    game: naval-war
    print: { score-sheet: 1 }
`;

describe('the example convention', () => {
  it('reads every table, filtering the ships in play', () => {
    const conv = loadConvention(EXAMPLE);
    expect(conv.title).toBe('HAWKS at Cold Wars — Saturday');
    expect(conv.tables.map((t) => [t.name, t.kit.game.id, t.packets])).toEqual([
      ["Kids' sailing ships", 'milk-and-cookies', 'side'],
      ['Ironclads on the Mississippi', 'ironclads', undefined],
      ['Naval War', 'naval-war', undefined],
      ['Trafalgar, Beat to Quarters', 'beat-to-quarters', 'side'],
      ['Fighting Sail', 'crane', undefined],
    ]);
    expect(checkFile(EXAMPLE)).toBe(`${EXAMPLE}: ok: convention "HAWKS at Cold Wars — Saturday", 5 tables (2 in packets per side)`);
    // the kit's ship file has eight boats; three are in play
    expect(conv.tables[1].kit.ships.map((s) => s.name)).toEqual(['CSS Virginia', 'USS Monitor', 'CSS Arkansas']);
  });

  it('writes a PDF per table and packet and index.pdf, each complete, with a contents page first', async () => {
    const dir = join(scratch(), 'event');
    const r = await cliTty(false, 'kit', EXAMPLE, '--out', dir);
    expect(r.code, r.err.join('\n')).toBe(0);
    expect(r.err).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual([
      '.broadside-convention.json', 'Fighting Sail.pdf', 'Ironclads on the Mississippi.pdf',
      "Kids' sailing ships - A.pdf", "Kids' sailing ships - B.pdf", "Kids' sailing ships - game master.pdf",
      'Naval War.pdf', 'Trafalgar, Beat to Quarters - British.pdf', 'Trafalgar, Beat to Quarters - French.pdf',
      'Trafalgar, Beat to Quarters - game master.pdf', 'index.pdf',
    ].sort());
    const mac = await pdfPages(readFileSync(join(dir, 'Ironclads on the Mississippi.pdf')));
    expect(mac[0]).toContain('Contents');
    for (const name of ['CSS Virginia', 'USS Monitor', 'CSS Arkansas']) expect(mac.join(' ')).toContain(name);
    // the filtered-out boats print nowhere
    for (const name of ['USS Cairo', 'CSS Albemarle', 'USS Carondelet', 'CSS David']) expect(mac.join(' ')).not.toContain(name);
    // the packing list gives each file's real page count, and sheets that account for every page:
    // a single-sided sheet is one page, a double-sided one two, less the odd page ending a range
    const index = (await pdfPages(readFileSync(join(dir, 'index.pdf')))).join(' ');
    let single = 0;
    let double = 0;
    for (const file of readdirSync(dir).filter((f) => f !== 'index.pdf' && !f.startsWith('.'))) {
      const pages = (await pdfPages(readFileSync(join(dir, file)))).length;
      const m = new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · (\\d+) pages · (\\d+) sheets single-sided, (\\d+) double-sided`).exec(index);
      expect(m, file).not.toBeNull();
      const [n, s, d] = m!.slice(1).map(Number);
      expect(n, file).toBe(pages);
      expect(s + 2 * d, file).toBeGreaterThanOrEqual(pages - d);
      expect(s + 2 * d, file).toBeLessThanOrEqual(pages);
      single += s;
      double += d;
    }
    expect(index).toContain(`${single + double} sheets (${single} single-sided, ${double} double-sided)`);
  }, 60_000);
});

describe('packets per side', () => {
  it('puts each side\'s records in its packet and the shared aids in the game master\'s', async () => {
    const dir = join(scratch(), 'out');
    const { packets } = await conventionPdfs(convention(SMALL), dir);
    expect(packets.map((p) => [p.table, p.packet, p.file])).toEqual([
      ['Kids / sailing ships', 'A', 'Kids - sailing ships - A.pdf'],
      ['Kids / sailing ships', 'B', 'Kids - sailing ships - B.pdf'],
      ['Kids / sailing ships', 'game master', 'Kids - sailing ships - game master.pdf'],
      ['Naval War', undefined, 'Naval War.pdf'],
    ]);
    const sections = (i: number) => packets[i].summary.rows.map((r) => r.aid).filter((a) => a !== 'contents');
    expect(sections(0)).toEqual(['boat-record']);
    expect(sections(2)).toEqual(['range-stick', 'dice-labels', 'turning-gauge', 'wind-card', 'shooting-card']);
    for (const [i, own, other] of [[0, SIDE_A, SIDE_B], [1, SIDE_B, SIDE_A]] as const) {
      const pages = await pdfPages(readFileSync(join(dir, packets[i].file)));
      // the PDF has exactly the pages planned, the contents page first
      expect(pages.length).toBe(packets[i].pages);
      expect(pages[0]).toContain('Contents');
      const text = pages.join(' ');
      for (const name of own) expect(text).toContain(name);
      for (const name of other) expect(text).not.toContain(name);
    }
  }, 30_000);

  it('gives the game master the per-ship printables a game master keeps (Ironclads command cards)', () => {
    const conv = loadConvention(convention(`tables:\n  - name: Ironclads\n    kit: ${kit('ironclads')}\n    packets: side\n`));
    const packets = packetsOf(conv.tables[0], 'letter');
    expect(packets.map((p) => [p.packet, p.job.print.map((e) => e.printable.name), p.job.ships.length])).toEqual([
      ['Confederate', ['ironclad-record'], 4],
      ['Union', ['ironclad-record'], 4],
      ['game master', ['command-card', 'range-stick', 'deflection-gauge', 'turning-gauge', 'chart-card', 'reload-marker'], 8],
    ]);
  });
});

describe('convention errors', () => {
  it('reports every problem of every table at once, each at its line, with suggestions', async () => {
    const path = convention(`title: Bad event
tables:
  - name: Ironclads
    kit: ${kit('ironclads')}
    ships-in-play: [CSS Virginia, USS Monitr, 5]
  - name: Naval War
    game: naval-war
    packets: side
    print: { score-sheet: 1, scor-sheet: 2 }
  - name: Missing
    kit: kits/nowhere.yaml
`);
    const dir = join(scratch(), 'out');
    const r = await cliTty(false, 'kit', path, '--out', dir);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([
      expect.stringMatching(/^broadside: \/\S+\/event\.yaml:5:35: tables\[0\]\.ships-in-play\[1\]: "USS Monitr" is not a ship of the kit .*did you mean "USS Monitor"\?$/),
      expect.stringMatching(/^broadside: \/\S+\/event\.yaml:5:47: tables\[0\]\.ships-in-play\[2\]: "5" is not a ship of the kit/),
      expect.stringMatching(/^broadside: \/\S+\/event\.yaml:8:14: tables\[1\]\.packets: naval-war has no sides .*remove "packets: side"$/),
      expect.stringMatching(/^broadside: \/\S+\/event\.yaml:9:30: print\.scor-sheet: not a printable of naval-war.*did you mean "score-sheet"\?$/),
      expect.stringMatching(/^broadside: \/\S+\/event\.yaml:11:10: tables\[2\]\.kit: cannot read "kits\/nowhere\.yaml": no such file$/),
    ]);
    expect(existsSync(dir)).toBe(false);
  });

  it('leaves the output folder as it was when one table is bad', async () => {
    const dir = join(scratch(), 'out');
    mkdirSync(dir);
    writeFileSync(join(dir, 'keep.txt'), 'mine');
    const path = convention(`${SMALL}  - name: Broken\n    kit: ${kit('crane')}\n    ships-in-play: [Nobody]\n`);
    const r = await cliTty(false, 'kit', path, '--out', dir);
    expect(r.code).toBe(2);
    expect(readdirSync(dir)).toEqual(['keep.txt']);
    // nor is anything left beside it
    expect(readdirSync(dirname(dir))).toEqual(['out']);
  });

  it('removes what was drawn when a later PDF fails while drawing', async () => {
    const root = scratch();
    // a template the PDF writer refuses only when it draws the page
    const templates = join(root, 'templates', 'score-sheet');
    mkdirSync(templates, { recursive: true });
    const source = readFileSync(join(ROOT, 'templates/score-sheet/sheet.svg.hbs'), 'utf8');
    writeFileSync(join(templates, 'sheet.svg.hbs'), source.replace('fill="#ffffff"', 'fill="red"'));
    const path = convention('tables:\n  - { name: Good, game: milk-and-cookies, print: { wind-card: 1 } }\n  - { name: Bad, game: naval-war, print: { score-sheet: 1 } }\n');
    const dir = join(root, 'out');
    const drawn: string[] = [];
    await expect(conventionPdfs(path, dir, { templatesDir: join(root, 'templates'), progress: (l) => drawn.push(l) })).rejects.toThrow(/fill="red" is not a supported colour/);
    expect(drawn).toEqual([expect.stringMatching(/Good\.pdf, 2 pages/)]);
    // neither the output folder nor the one it was drawn in
    expect(readdirSync(root)).toEqual(['templates']);
  });

  it('refuses two tables that would write the same file', () => {
    const path = convention(`tables:\n  - { name: "A/B", game: naval-war, print: { score-sheet: 1 } }\n  - { name: "A:B", game: naval-war, print: { score-sheet: 1 } }\n`);
    expect(() => loadConvention(path)).toThrow(/event\.yaml:3:13: tables\[1\]\.name: "A:B" would be written to "A-B\.pdf", as is "A\/B"; name each table differently/);
  });
});

describe('file names', () => {
  it('replaces what a file system refuses', () => {
    expect(fileStem('Kids / sailing: "ships"?')).toBe('Kids - sailing- -ships--');
    expect(fileStem(' ..hidden. ')).toBe('hidden');
    expect(fileStem('a\\b*c<d>e|f')).toBe('a-b-c-d-e-f');
    expect(fileStem('...')).toBe('table');
  });
});

describe('output', () => {
  it('is the same bytes on a second run', async () => {
    const path = convention(SMALL);
    const [a, b] = [join(scratch(), 'a'), join(scratch(), 'b')];
    await conventionPdfs(path, a);
    await conventionPdfs(path, b);
    // the PDFs; the hidden list of them holds their times
    const files = readdirSync(a).filter((f) => !f.startsWith('.')).sort();
    expect(readdirSync(b).filter((f) => !f.startsWith('.')).sort()).toEqual(files);
    for (const f of files) expect(readFileSync(join(b, f)).equals(readFileSync(join(a, f))), f).toBe(true);
  }, 30_000);

  it('shows a progress line per file only when stderr is a terminal and not --quiet', async () => {
    const path = convention(`tables:\n  - { name: One, game: naval-war, print: { score-sheet: 1 } }\n  - { name: Two, game: naval-war, print: { score-sheet: 2 } }\n`);
    const dir = join(scratch(), 'out');
    const tty = await cliTty(true, 'kit', path, '--out', dir);
    expect(tty.code).toBe(0);
    expect(tty.err).toEqual([
      expect.stringMatching(new RegExp(`^${dir}/One\\.pdf, 2 pages, \\d+\\.\\d s$`)),
      expect.stringMatching(new RegExp(`^${dir}/Two\\.pdf, 3 pages, \\d+\\.\\d s$`)),
    ]);
    expect((await cliTty(true, 'kit', path, '--out', dir, '--quiet')).err).toEqual([]);
    expect((await cliTty(false, 'kit', path, '--out', dir)).err).toEqual([]);
  });
});
