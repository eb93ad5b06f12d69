// The body fonts are measured from plans made ahead of time (src/svg/planned.ts, which the
// command-line bundle fills in): a plan is used only for a font file of exactly the bytes it was made from.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FALLBACK_FILES, FONT_FILES, openFont } from '../src/svg/fonts.js';
import { advanceWidth } from '../src/svg/measure.js';
import { planOf, type FontPlan } from '../src/svg/plans.js';
import { plannedTable } from '../src/tables.js';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('plans of the fonts made ahead', () => {
  it('are made for each body font, with its file\'s SHA-256, and not for the fallback faces', () => {
    const table = plannedTable();
    for (const f of Object.values(FONT_FILES)) expect(table).toContain(`[${JSON.stringify(basename(f))}, {"sha256":"${sha256(readFileSync(f))}"`);
    for (const f of Object.values(FALLBACK_FILES)) expect(table).not.toContain(basename(f));
  });

  it('measure a font file only while it holds the bytes its plan was made from', () => {
    const file = FONT_FILES.regular, bytes = readFileSync(file);
    const fromTables = openFont(file, bytes, new Map());
    // a plan that shows when it is used: every glyph 500 units wide, no kerning
    const plan = planOf(fromTables, sha256(bytes));
    const odd: FontPlan = { ...plan, advances: plan.advances.map(() => 500), plans: Object.fromEntries(Object.entries(plan.plans).map(([s, [l, , u]]) => [s, [l, [], u]])) };
    const plans = new Map([[basename(file), odd]]);
    expect(advanceWidth(openFont(file, bytes, plans), 'Waves')).toBe(2500);
    // the same font with a byte more: read from its tables
    const edited = Buffer.concat([bytes, Buffer.from([0])]);
    expect(advanceWidth(openFont(file, edited, plans), 'Waves')).toBe(advanceWidth(fromTables, 'Waves'));
    expect(advanceWidth(fromTables, 'Waves')).not.toBe(2500);
  });
});
