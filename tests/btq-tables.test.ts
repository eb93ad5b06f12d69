// Every table the Beat to Quarters rules refer to is printed by the example kit: read back from the
// kit's PDF as a player would read the pages (pdf.js text, put back into lines), each found by its
// printed title with the numbers the published rules give.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtKit, ROOT, pdfLines } from './helpers.js';

describe('the Beat to Quarters kit prints every table of the rules', () => {
  let pages: string[][] = [];
  /** The first page with a line that is (or starts with) `title`. */
  const pageWith = (title: string): string[] => {
    const found = pages.filter((lines) => lines.some((l) => l === title || l.startsWith(`${title} `)));
    expect(found.length, `pages titled "${title}"`).toBeGreaterThanOrEqual(1);
    return found[0];
  };
  /** Is `text` on one printed line (a card of two columns runs both into one line)? */
  const printed = (lines: string[], text: string) => lines.some((l) => l.includes(text));
  const lineStarting = (lines: string[], start: string): string => {
    const l = lines.find((x) => x.startsWith(start));
    expect(l, `a line starting "${start}"`).toBeDefined();
    return l!;
  };

  beforeAll(async () => {
    const { pdf } = await builtKit(join(ROOT, 'examples/kits/beat-to-quarters.yaml'));
    pages = await pdfLines(pdf);
  }, 120_000);

  it('the damage table: rows 1, 2 and 12 cell for cell and unmarked, rows 3 to 11 marked in every cell', () => {
    const lines = pageWith('Beat to Quarters: damage table');
    expect(lines).toContain('Column: firer\'s total − target\'s total');
    expect(lines).toContain('d12');
    expect(lineStarting(lines, '0 1 2')).toBe('0 1 2 3 4 5 6 7 8 9 10');
    expect(lines).toContain('1 N N N MAST MAST MAST STEER STEER STEER SINK SINK');
    expect(lines).toContain('2 N N N N N N N N STRIKE MAST EXPLD');
    expect(lines).toContain('12 MAST MAST MAST MAST MAST MAST FIRE FIRE FIRE FIRE EXPLD');
    for (let n = 3; n <= 11; n++) {
      const cells = lineStarting(lines, `${n}† `).split(' ').slice(1);
      expect(cells, `row ${n}`).toHaveLength(11);
      for (const c of cells) expect(c, `row ${n}`).toMatch(/^(N|\+[123]|MAST|STEER|FIRE|STRIKE|EXPLD|SINK)†$/);
    }
    // the legible rows carry no dagger anywhere on their line
    for (const n of [1, 2, 12]) expect(lineStarting(lines, `${n} `)).not.toContain('†');
    expect(lines).toContain('Grape N N N N N CC CC CC CC CC STRIKE');
    expect(lines.some((l) => l.includes('default — see data/beat-to-quarters.yaml'))).toBe(true);
    expect(lines.some((l) => l.startsWith('† a value the published table lost'))).toBe(true);
  });

  it('the master ship table, shore batteries and their costs included, marked as defaults', () => {
    const lines = pageWith('Beat to Quarters: master ship table');
    expect(lines[0]).toMatch(/^DEFAULT /);
    for (const type of ['Ship of the line', 'Frigate', 'Brig, sloop or light frigate', 'Galleon', 'Merchantman', 'Cutter', 'Shore battery']) expect(lines).toContain(type);
    expect(lines).toContain('A B C D');
    expect(lines).toContain('Class Rate Masts Turn EL CR AV GR PR');
    expect(lines).toContain('quarter astern close hauled dead ahead');
    expect(lines).toContain('100 to 120 guns 1 3 3 2 1 — 1 77 69 61 53 45');
    expect(lines).toContain('heavy 1 0 — — — — 0 68 61 54 47 40');
    expect(lines).toContain('The published table lost its numbers: every number on this page is');
    expect(lines.filter((l) => l === 'DEFAULT')).toHaveLength(1);
  });

  it('the gunnery modifiers: rakes +2 and +4, weather, ranges and shot, national differences', () => {
    const lines = pageWith('Beat to Quarters: gunnery modifiers');
    for (const t of ['Bow rake +2', 'Stern rake +4', 'Heavy seas −2 halve movement dice', 'Poor visibility −3 halve gun ranges', 'Both −4 halve ranges and dice',
      'Cannon 13', 'Carronades 4', 'Hotshot 8', 'Chainshot 5', 'Doubleshot 2', 'Grapeshot 1', 'American 1 column to the right on every hit', 'Range DEFAULT']) expect(printed(lines, t), t).toBe(true);
  });

  it('the quick reference: crew checks EL +3 to PR −1, boarding, loss of rigging, weather', () => {
    const lines = pageWith('Crew check');
    for (const t of ['Crew check roll 1d6 + crew', 'Elite (EL) +3 2+', 'Crack (CR) +2 3+', 'Average (AV) +1 4+', 'Green (GR) 0 5+', 'Poor (PR) −1 6',
      'Boarding each side rolls 1d6', 'Attacker 1d6 + own crew + the target\'s current rate', 'Defender 1d6 + own crew + the attacker\'s current rate',
      'Loss of rigging 1d6 per mast lost', '5–6 The mast falls clear', 'Weather (WX chip drawn first)']) expect(printed(lines, t), t).toBe(true);
  });

  it('the campaign\'s tactical engagement set-up, FOG first; collision, fouling, grappling, aground; the solo tables', () => {
    const lines = pageWith('Tactical engagement set-up');
    expect(lines).toContain('d12 How the squadrons are placed');
    expect(lines).toContain('1 FOG: both sides in line ahead, attitude A, 3 hexes apart. Each turn 1d6: 1, 3, 5 the fog stays; 2, 4, 6 it lifts');
    for (const n of [2, 3, 4, 5, 6, 7, 8, 9, 10, 12]) expect(lines.some((l) => l.startsWith(`${n} `)), `set-up ${n}`).toBe(true);
    expect(lines).toContain('11');
    const all = pages.flat();
    for (const title of ['Collision and fouling', 'Grappling', 'Running aground', 'Solo play: crew quality', 'Solo play: enemy movement']) expect(printed(all, title), title).toBe(true);
    expect(printed(all, 'Collision: each ship rolls 1d12 on damage column')).toBe(true);
    expect(printed(all, 'No collision. Each player rolls 1d6: 1 or 2 fouls')).toBe(true);
  });

  it('a fleet purchase sheet per side with the budget and the setup limits', () => {
    const sheets = pages.filter((lines) => lines.some((l) => l === 'Beat to Quarters · Fleet purchase'));
    expect(sheets).toHaveLength(2);
    expect(sheets[0]).toContain('Side British A B 300 2 3');
    expect(sheets[1]).toContain('Side French A B 300 2 3');
    expect(sheets[0]).toContain('1 HMS Victory Ship of the line · 100 to 120 guns 1 EL CR AV GR PR 77 77 223');
  });
});
