// The contents page fits whatever a kit file may hold: a title of 120 characters wraps (and shrinks
// no further than 14 pt), ship names of 60 characters in Latin, Greek and Cyrillic wrap within their
// column, nothing passes the margins or overlaps, and a ship list longer than the page ends saying
// how many more there are. The footer's title keeps clear of the scale bars and the page number.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, plan } from '../src/build.js';
import { contentsPage } from '../src/impose/contents.js';
import { FOOTER, MARGIN, PAPERS } from '../src/impose/paper.js';
import { kitJob } from '../src/index.js';
import { NAME_MIN } from '../src/svg/names.js';
import { Templates } from '../src/svg/templates.js';
import { expectBaselines, scratch, texts, type TextBox } from './helpers.js';
import { expectNoOverlaps } from './sheet-checks.js';

const to = (s: string, n: number) => s.repeat(Math.ceil(n / s.length)).slice(0, n).trimEnd().padEnd(n, '.');

const TITLES = {
  latin: to('The Grand Northern Regatta of Uncommonly Long Titles, Saturday Afternoon, the Kids\' Table with Every Aid ', 120),
  greek: to('Η Μεγάλη Ρεγκάτα του Βορρά με τους Ασυνήθιστα Μακριούς Τίτλους, Σάββατο Απόγευμα, το Τραπέζι των Παιδιών ', 120),
  cyrillic: to('Большая Северная Регата с Необычайно Длинными Названиями, Субботний Вечер, Детский Стол со Всеми Пособиями ', 120),
  unbroken: 'W'.repeat(120),
};
const NAMES = [
  to('Ἀλεξάνδρεια ἡ Μεγάλη καὶ Πολυτάλαντος Ναῦς τοῦ Βασιλέως ', 60),
  to('Адмирал Фёдор Фёдорович Ушаков и Непобедимая Эскадра ', 60),
  to('HMS Extraordinarily Wide Wombat of the Western Waterways ', 60),
  'W'.repeat(60),
  'Д'.repeat(60),
  'Ω'.repeat(60),
  to('Ψυχή Ξιφίας Φλόγα Χάρυβδις Σκύλλα Ζέφυρος Θέτις Ηρακλής ', 60),
  to('ЩЖЮШЫФДЛЯ ', 60),
];

function kitFile(title: string, paper: string, names: string[]): string {
  const file = join(scratch(), 'kit.yaml');
  const ships = names.map((n, i) => `  - { name: ${JSON.stringify(n)}, guns: 3, side: ${i % 2 ? 'B' : 'A'} }`).join('\n');
  writeFileSync(file, `title: ${JSON.stringify(title)}\ngame: milk-and-cookies\npaper: ${paper}\nships:\n${ships}\nprint:\n  range-stick: 4\n  dice-labels: 10\n  wind-card: 2\n`);
  return file;
}

function contents(file: string): { all: TextBox[]; width: number; height: number; svg: string } {
  const job = kitJob(file);
  const p = plan(job);
  const svg = contentsPage(job, p, p.pages.length, new Templates()).svg;
  const { width, height } = PAPERS[job.paper];
  return { all: texts(svg), width, height, svg };
}

/** Every word inside the margins, none on another, none smaller than 6 pt. */
function expectFits(all: TextBox[], width: number, height: number): void {
  for (const t of all) {
    expect(t.x, t.what).toBeGreaterThanOrEqual(MARGIN - 0.01);
    expect(t.x + t.w, t.what).toBeLessThanOrEqual(width - MARGIN + 0.01);
    expect(t.y, t.what).toBeGreaterThanOrEqual(MARGIN);
    expect(t.y + t.h, t.what).toBeLessThanOrEqual(height - MARGIN);
    expect(+t.attrs['font-size'], t.what).toBeGreaterThanOrEqual(6);
  }
  expectNoOverlaps(all);
}

const squeeze = (s: string) => s.replace(/\s+/g, '');

describe('the contents page fits long titles and names', () => {
  for (const paper of ['letter', 'a4']) {
    for (const [script, title] of Object.entries(TITLES)) {
      it(`a ${script} title of 120 characters and 60-character names, on ${paper}`, () => {
        expect([...title]).toHaveLength(120);
        for (const n of NAMES) expect([...n]).toHaveLength(60);
        const { all, width, height } = contents(kitFile(title, paper, NAMES));
        expectFits(all, width, height);
        // the title whole, on at most three lines (four when no space breaks it), at 14 pt or more
        const lines = all.filter((t) => t.attrs['data-title'] !== undefined);
        expect(lines.length).toBeGreaterThan(1);
        expect(lines.length).toBeLessThanOrEqual(script === 'unbroken' ? 4 : 3);
        for (const l of lines) expect(+l.attrs['font-size']).toBeGreaterThanOrEqual(14);
        expect(squeeze(lines.map((l) => l.what).join(''))).toBe(squeeze(title));
        // every ship whole in its own column, in order, at NAME_MIN or more
        const ships = all.filter((t) => t.attrs['data-ship'] !== undefined);
        for (const s of ships) expect(+s.attrs['font-size']).toBeGreaterThanOrEqual(NAME_MIN);
        const xs = [...new Set(ships.map((s) => s.attrs.x))].sort((a, b) => +a - +b);
        expect(xs).toHaveLength(2);
        xs.forEach((x, c) => {
          const col = ships.filter((s) => s.attrs.x === x).sort((a, b) => a.y - b.y).map((s) => s.what).join('');
          const want = NAMES.map((n, i) => `${n} (${i % 2 ? 'B' : 'A'})`).filter((_, i) => i % 2 === c).join('');
          expect(squeeze(col)).toBe(squeeze(want));
        });
        // the right column's words stop short of the margin the rest of the page keeps
        for (const s of ships) expect(s.x + s.w).toBeLessThanOrEqual(width - MARGIN - 36 + 0.01);
      });
    }
  }

  it('ends a ship list too long for the page with how many more there are', () => {
    const names = Array.from({ length: 200 }, (_, i) => `Ship of the Line ${i}`);
    const { all, width, height } = contents(kitFile(TITLES.latin, 'letter', names));
    expectFits(all, width, height);
    const shown = all.filter((t) => t.attrs['data-ship'] !== undefined).length;
    const more = all.find((t) => t.attrs['data-more-ships'] !== undefined)!;
    expect(shown).toBeGreaterThan(20);
    // each of these names takes one line: the count says how many were left out
    expect(more.what).toBe(`… and ${200 - shown} more ships: the ship file lists them all`);
    // the how-to still prints below it, above the footer
    const tip = all.find((t) => t.what.startsWith('Print every page at 100 %'))!;
    expect(tip.y).toBeGreaterThan(more.y);
    expect(tip.y + tip.h).toBeLessThan(height - MARGIN - FOOTER);
  });

  it('matches its baseline with the Greek title and the long names', async () => {
    const { pdf } = await build(kitJob(kitFile(TITLES.greek, 'letter', NAMES)));
    await expectBaselines(pdf, 'kit', 'contents-long', [1]);
  });
});
