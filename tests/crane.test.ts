import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSheets } from '../src/build.js';
import { kitJob } from '../src/index.js';
import { builtKit, ROOT, expectBaselines, scratch, cli } from './helpers.js';

const KIT = join(ROOT, 'examples/kits/crane.yaml');


describe('Crane ship files', () => {
  it('refuse a sixth ship on a side at that ship, exit 2, and write nothing', async () => {
    const names = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
    const text = `game: crane\nships:\n${names.map((n) => `  - { name: ${n}, side: red, size: small }`).join('\n')}\n`;
    const dir = scratch();
    const file = join(dir, 'ships.yaml');
    writeFileSync(file, text);
    const out = join(dir, 'chart.pdf');
    const r = await cli('make', 'damage-chart', '--ships', file, '--out', out);
    expect(r.code).toBe(2);
    const col = '  - { name: Foxtrot, side: '.length + 1;
    expect(r.err).toContain(`ships.yaml:8:${col}: ships[5].side: a sixth red ship; each side has at most 5`);
    expect(existsSync(out)).toBe(false);
  });

  it('refuse a size the game does not have', async () => {
    const dir = scratch();
    const file = join(dir, 'ships.yaml');
    const line = '  - { name: Alpha, side: red, size: huge }';
    writeFileSync(file, `game: crane\nships:\n${line}\n`);
    const r = await cli('check', file);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`ships.yaml:3:${line.indexOf('huge') + 1}: ships[0].size: expected one of "large", "medium", "small", got "huge"`);
  });
});

describe('the Crane kit', () => {
  for (const paper of ['letter', 'a4']) {
    it(`prints the tiled board, the chart, the wind card, the firing card and the markers on ${paper}`, async () => {
      const job = kitJob(KIT, { paper });
      const sheets = buildSheets(job);
      const sections = [...new Set(sheets.map((s) => s.section))];
      expect(sections).toEqual(['board', 'damage-chart', 'wind-card', 'firing-card', 'markers']);
      const board = sheets.filter((s) => s.section === 'board').flatMap((s) => s.placements.map((p) => p.item));
      expect(board[0].cut).toBe('none');
      expect(board.slice(1).every((t) => t.piece)).toBe(true);
      const dir = scratch();
      expect((await cli('kit', KIT, '--paper', paper, '--out', dir)).code).toBe(0);
      const again = scratch();
      expect((await cli('kit', KIT, '--paper', paper, '--out', again)).code).toBe(0);
      expect(readFileSync(join(again, 'crane.pdf')).equals(readFileSync(join(dir, 'crane.pdf')))).toBe(true);
    });
  }

  it('takes board options as keys of its print entry', async () => {
    const dir = scratch();
    const kit = join(dir, 'kit.yaml');
    writeFileSync(kit, 'game: crane\nprint:\n  board: { count: 1, grid: hex, cell: 1in, size: 30x20in, numbers: true, overlap: 0.75in }\n');
    const sheets = buildSheets(kitJob(kit));
    const tiles = sheets.flatMap((s) => s.placements.map((p) => p.item)).filter((i) => i.piece);
    expect(tiles[0].piece!.of).toEqual({ width: 2160, height: 1440 });
    expect(tiles[0].body).toContain('data-hex="0101"');
    expect(tiles[0].piece!.x + tiles[0].width - tiles[1].piece!.x).toBeCloseTo(54, 3);
    writeFileSync(kit, 'game: crane\nprint:\n  board: { count: 1, size: 200x20in }\n');
    expect(() => kitJob(kit)).toThrow(/kit\.yaml:3:28: print\.board\.size: a board of 200 × 20 in is larger than 10 × 10 ft/);
  });

  it('opens with a contents page', async () => {
    const { pdf, pages } = await builtKit(KIT);
    expect(pages[0].svg).toContain('print in labelled pieces, such as tile 1·1 and tile 2·1.');
    await expectBaselines(pdf, 'kit', 'crane-contents', [1]);
  });
});
