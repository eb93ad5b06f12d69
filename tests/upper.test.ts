// Capitals as a reader expects them: Greek capitals drop their accents and breathings (keeping the
// dialytika a reader needs), Latin capitals keep theirs; every printable that puts a name, a side
// or a title in capitals does it through upper() (src/svg/upper.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropGreekMarks, upper } from '../src/svg/upper.js';
import { make, scratch, texts } from './helpers.js';

describe('upper', () => {
  it('writes Greek capitals without accents or breathings', () => {
    expect(upper('Ἀθηνᾶ')).toBe('ΑΘΗΝΑ');
    expect(upper('Αθήνα')).toBe('ΑΘΗΝΑ');
    expect(upper('Ποσειδῶν')).toBe('ΠΟΣΕΙΔΩΝ');
    // a dialytika stays where the accent it replaces kept two vowels apart
    expect(upper('Μάιος')).toBe('ΜΑΪΟΣ');
    expect(upper('Αθηναΐς')).toBe('ΑΘΗΝΑΪΣ');
  });

  it('keeps Latin accents and leaves Cyrillic and Turkish letters as they are', () => {
    expect(upper('Santísima Trinidad')).toBe('SANTÍSIMA TRINIDAD');
    expect(upper('Żółkiewska')).toBe('ŻÓŁKIEWSKA');
    expect(upper('İzmir')).toBe('İZMIR');
    expect(upper('Аврора')).toBe('АВРОРА');
  });

  it('drops the marks itself where the runtime keeps them (no full locale data)', () => {
    // what toUpperCase() without the Greek locale gives
    expect(dropGreekMarks('Ἀθηνᾶ'.toUpperCase())).toBe('ΑΘΗΝΑ');
    expect(dropGreekMarks('Αθήνα'.toUpperCase())).toBe('ΑΘΗΝΑ');
    expect(dropGreekMarks('ΐ'.toUpperCase())).toBe('Ϊ');
    expect(dropGreekMarks('É Ἀ')).toBe('É Α');
  });

  it('puts a Greek side on an Ironclads command card in plain capitals', async () => {
    const file = join(scratch(), 'greek.yaml');
    writeFileSync(file, 'game: ironclads\nships:\n  - { name: Ἀθηνᾶ, side: Αθήνα, speed: 6, acceleration: 2, armor: light, crew: [6, 6], hull: [4, 4] }\n');
    const { sheets } = await make('command-card', { ships: file });
    const words = texts(sheets[0].placements[0].item.body).map((t) => t.what);
    expect(words).toContain('ΑΘΗΝΑ');
    expect(words).toContain('Ἀθηνᾶ');
  });
});
