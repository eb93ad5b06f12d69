// Laminating asked of a whole kit (its file, a convention table, or a flag of `kit`) or of one entry:
// what is laid out to laminate, what is left as it is and said so on the contents page, the
// packing list's finish, mistakes at their file:line:col, and a laminated deck's backs still on
// their own cards when printed double-sided.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, plan } from '../src/build.js';
import { packetSummary } from '../src/convention/packing.js';
import { loadConvention } from '../src/convention/load.js';
import { packetsOf } from '../src/convention/packets.js';
import type { Sheet } from '../src/impose/impose.js';
import type { Plan } from '../src/impose/pages.js';
import { kitJob } from '../src/index.js';
import { mm } from '../src/units.js';
import { ROOT, cli, pdfLines, scratch } from './helpers.js';
import { expectLaminated, sheetCuts } from './laminate-checks.js';

const SHIPS = (game: string) => join(ROOT, 'examples/ships', `${game}.yaml`);
function kitFile(text: string, name = 'kit.yaml'): string {
  const path = join(scratch(), name);
  writeFileSync(path, text);
  return path;
}
const laminated = (p: Plan, title: string) => p.placed.find((s) => s.section.title === title)!.section.sheets.some((s) => s.laminate);

describe('a kit laid out to laminate', () => {
  const ironclads = (extra: string, print = '{ ironclad-record: 1, range-stick: 1, command-card: 1, chart-card: 1 }') =>
    kitFile(`game: ironclads\nships: ${SHIPS('ironclads')}\n${extra}print: ${print}\n`);

  it('kit-wide: what fits is laminated, the rest printed as it is, and the contents page says which', async () => {
    const job = kitJob(ironclads('layout: laminate\npouch: a4\n'));
    const { pdf, plan: p } = await build(job);
    expect(['ironclad-record', 'command-card'].map((t) => laminated(p, t))).toEqual([true, true]);
    // sticks print in pieces to tape, the 7.5 × 10 in chart card has no room on Letter for its border
    expect(['range-stick', 'chart-card'].map((t) => laminated(p, t))).toEqual([false, false]);
    for (const s of p.pages.flatMap((x) => (x.kind === 'sheet' && x.sheet.laminate ? [x.sheet] : []))) expectLaminated(s, sheetCuts(s));
    const contents = (await pdfLines(pdf))[0].join(' ');
    const pages = (t: string) => { const s = p.placed.find((x) => x.section.title === t)!; return s.first === s.last ? `page ${s.first}` : `pages ${s.first}–${s.last}`; };
    expect(contents).toContain(`Laminate ironclad-record (${pages('ironclad-record')}) and command-card (${pages('command-card')}): cut each piece out on its thin grey line`);
    expect(contents).toContain('cut on the black lines that show through between the pieces, which leaves 3 mm of sealed plastic round each.');
    expect(contents).toContain('Not laid out to laminate, being too large for the pouch or the paper: range-stick and chart-card.');
    // on A4 the chart card fits with its border
    expect(laminated(plan(kitJob(ironclads('layout: laminate\n'), { paper: 'a4' })), 'chart-card')).toBe(true);
  });

  it('an entry\'s own layout stands against the kit\'s; an entry that asks for laminating and cannot is refused', () => {
    const p = plan(kitJob(ironclads('layout: laminate\n', '[{ printable: command-card, layout: sheet }, { printable: ironclad-record }]')));
    expect([laminated(p, 'command-card'), laminated(p, 'ironclad-record')]).toEqual([false, true]);
    expect(() => plan(kitJob(ironclads('', '{ range-stick: { count: 1, layout: laminate } }')))).toThrow(/^\S+kit\.yaml:\d+:\d+: range-stick: a piece of 12 × 1 in .* choose a larger --pouch, or --layout sheet \(it then prints in pieces to tape together\)$/);
    // a kit flag overrides the entries' own
    const flagged = plan(kitJob(ironclads('', '{ command-card: { count: 1, layout: sheet } }'), { options: { layout: 'laminate', rounded: 'true' } }));
    const first = flagged.placed[0].section.sheets[0];
    expect(first.laminate!.rounded).toHaveLength(first.placements.length);
  });

  it('mistakes at their file:line:col, with a suggestion', async () => {
    const bad = ironclads('layout: laminated\npouch: a5\n');
    const r = await cli('check', bad);
    expect(r.err).toContain(`${bad.replace(`${process.cwd()}/`, '')}:3:9: layout: expected one of "sheet", "per-card", "laminate", got "laminated"; did you mean "laminate"?`);
    expect(r.err).toMatch(/kit\.yaml:4:8: pouch: expected letter, a4, legal, tabloid, a3 or a pouch's outside size WxH .*, got "a5"; did you mean "a4"\?/);
    const own = ironclads('', '{ command-card: { count: 1, pouch: letter } }');
    expect((await cli('check', own)).err).toMatch(/kit\.yaml:3:43: print\.command-card\.pouch: the pouch is only used to laminate; give layout: laminate$/);
    const wide = ironclads('pouch: letter\n');
    expect((await cli('check', wide)).err).toMatch(/kit\.yaml:3:8: pouch: no aid of the kit is laid out to laminate; give layout: laminate$/);
    // the kit's layout reaches an entry's own pouch
    expect((await cli('check', ironclads('layout: laminate\n', '{ command-card: { count: 1, pouch: letter } }'))).code).toBe(0);
  });

  it('flags of kit: --layout for the entries that take its value, --pouch only with laminating', async () => {
    const nw = join(ROOT, 'examples/kits/naval-war.yaml');
    // per-card is a deck's layout: the score sheet and turn card keep theirs
    const p = plan(kitJob(nw, { options: { layout: 'per-card' } }));
    expect(p.placed.filter((s) => s.section.sheets[0].footer === 'none').map((s) => s.section.title)).toEqual(['ship-deck', 'play-deck']);
    const mc = join(ROOT, 'examples/kits/milk-and-cookies.yaml');
    expect((await cli('kit', mc, '--pouch', 'a4', '-o', join(scratch(), 'x.pdf'))).err).toBe('broadside: --pouch: no aid of the kit is laid out to laminate; give --layout laminate');
    expect((await cli('kit', mc, '--layout', 'per-card', '-o', join(scratch(), 'x.pdf'))).err).toMatch(/^broadside: --layout: no printable in this kit takes per-card/);
    const all = plan(kitJob(mc, { options: { layout: 'laminate' } }));
    // dice labels are stuck on dice, not laminated; everything else of the kit fits Letter
    expect(all.placed.map((s) => [s.section.title, laminated(all, s.section.title)])).toEqual([
      ['boat-record', true], ['range-stick', true], ['dice-labels', false], ['turning-gauge', true], ['wind-card', true], ['shooting-card', true],
    ]);
  });
});

describe('a convention table laid out to laminate', () => {
  it('inline or from a kit file; the packing list says laminate', () => {
    const dir = scratch();
    const path = join(dir, 'con.yaml');
    writeFileSync(path, [
      'title: Laminated', 'tables:',
      `  - { name: Kids, kit: ${join(ROOT, 'examples/kits/milk-and-cookies.yaml')}, layout: laminate, pouch: a4 }`,
      '  - { name: Cards, game: naval-war, print: { ship-deck: 1, score-sheet: 1 }, layout: laminate }', '',
    ].join('\n'));
    const con = loadConvention(path);
    const finish = (t: number) => Object.fromEntries(packetsOf(con.tables[t], 'letter').flatMap((pk) => {
      const info = { table: con.tables[t].name, packet: pk.packet, file: 'x.pdf', job: pk.job, plan: plan(pk.job) };
      return packetSummary(info).rows.map((r) => [r.aid, r.finish]);
    }));
    expect(finish(0)).toMatchObject({ 'boat-record': 'laminate, cut', 'wind-card': 'laminate, cut', 'dice-labels': 'cut', 'range-stick': 'laminate, cut' });
    // the score sheet (10.4 × 7.25 in) has no room for its border on Letter: left as it is
    expect(finish(1)).toMatchObject({ 'ship-deck': 'laminate, cut', 'score-sheet': 'cut' });
    writeFileSync(path, `tables:\n  - { name: Kids, kit: ${join(ROOT, 'examples/kits/milk-and-cookies.yaml')}, layout: lamnate }\n`);
    expect(() => loadConvention(path)).toThrow(/con\.yaml:2:\d+: tables\[0\]\.layout: expected one of "sheet", "per-card", "laminate", got "lamnate"; did you mean "laminate"\?/);
  });
});

/** Where a rectangle of the front lands on the back page once the sheet is turned over `edge`. */
function behind(W: number, H: number, edge: string, [x, y, w, h]: number[]): number[] {
  const swapsX = (edge === 'long-edge') === (H >= W);
  return swapsX ? [W - x - w, y, w, h] : [x, H - y - h, w, h];
}

describe('a laminated deck printed double-sided', () => {
  for (const paper of ['letter', 'a4']) {
    for (const edge of ['long-edge', 'short-edge']) {
      it(`${paper}, ${edge}: every back on its own card, the fronts laid out to laminate`, () => {
        const p = plan(kitJob(join(ROOT, 'examples/kits/naval-war.yaml'), { paper, options: { layout: 'laminate', duplex: edge } }));
        let pairs = 0;
        for (let i = 0; i < p.pages.length; i++) {
          const page = p.pages[i];
          if (page.kind !== 'sheet' || page.sheet.back || !page.sheet.placements[0].item.card) continue;
          const front = page.sheet;
          expectLaminated(front, sheetCuts(front), Math.max(mm(6), 9));
          const back = (p.pages[i + 1] as { sheet: Sheet }).sheet;
          expect(back.back).toBe(true);
          expect(back.laminate, 'a back page carries no cut lines').toBeUndefined();
          for (const c of front.placements) {
            const [x, y] = behind(front.width, front.height, edge, [c.x, c.y, c.item.width, c.item.height]);
            const own = back.placements.filter((b) => Math.abs(b.x - x) < 0.01 && Math.abs(b.y - y) < 0.01);
            expect(own).toHaveLength(1);
            expect(own[0].item.body).toBe(c.item.card!.back);
          }
          pairs++;
        }
        expect(pairs).toBeGreaterThan(10);
        expect(p.placed.filter((s) => s.sides === 'double').map((s) => s.section.title)).toEqual(['ship-deck', 'play-deck']);
      });
    }
  }
});
