// A table plays from its kit: every table and chart the rules texts refer to is printed by some
// aid of the game's example kit, read back from the kit's PDF as a player reads the pages (pdf.js
// text put back into lines), each found by its printed title with the numbers the rules give.
// Beat to Quarters, with its damage table cell for cell, has its own file (btq-tables.test.ts).
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtKit, ROOT, pdfLines } from './helpers.js';

/** For each kit: a table's printed title, and what the same page must also print. */
const TABLES: Record<string, [string, string[]][]> = {
  'milk-and-cookies': [
    // the boat record (the rules' Figure 1)
    ['GUNS', ['HULL', 'SAILS', 'Two rows marked: move half as far.', 'All marked: your boat sinks!', 'A row marked: take off a sail, half as far.', 'All marked: your boat cannot move.', 'A marked gun cannot shoot any more.']],
    // the range stick (Figure 2): four bands, short and long range
    ['1/8 move 1/4 move 1/2 move full move', ['short range long range']],
    // the special dice (Figure 3): which faces get the labels
    ['Making the special dice', ['Labels go on faces 4, 5, 6:', 'Faces 1, 2, 3 keep their pips:', 'a miss']],
    // turning (Figure 5) and movement by the wind (Figure 4)
    ['TURNING GAUGE', ['2 fold on the dashed line']],
    ['WIND AND SPEED', ['Wind from the side', 'move up to the whole stick', 'move up to half: not the red']],
    // shooting, bumping and boarding
    ['SHOOTING', ['Short range', 'all but the red', 'Long range', 'the whole stick', 'for each gun', '2 or more cannons in one roll:', 'GUNS too', 'miss']],
    ['BUMPING', ['The boat that moved', 'The boat it bumped', 'Both were moving', 'BOARDING', 'Pips: the enemy loses that many hull boxes.']],
  ],
  ironclads: [
    ['Damage and Penetration', ['+1 – 1H 1C 2H 1C 1G', '+15 ', '−6 ']],
    ['Ramming', ['8 1–12 2† 4 6†']],
    ['Grape Shot', []], ['Marines and Musketry', []], ['Running Aground', []], ['Grappling', []],
    ['Boarding', ['each side rolls 1d10']],
    ['Rams, torpedoes and tearing free', ['1–16 it explodes']],
    ['MAX SPEED ACCELERATION SIZE for ramming ARMOUR', ['CREW', 'HULL', 'GUNS']],
    ['DEFLECTION ELEVATION', ['5 3 1 2 4 6']],
    ['TURNING GAUGE', []],
    ['WHEN THIS CARD IS DRAWN', []],
  ],
  crane: [
    ['FIGHTING RULES FOR SAILING SHIPS · DAMAGE CHART', ['TURNS: roll 4d6', 'H R G/C', 'large 18 pts', 'medium 12 pts', 'small 6 pts']],
    ['WIND, ENTRY AND HITS', ['WIND: roll 2d6', '2–3 NE north-east', '11–12 NW north-west', 'RED ENTERS: roll 2d6', '1–3 N north edge', '2–3 H hull', '4–5 R rigging', '6 G/C guns & crew',
      'Sailing straight into the wind: 2 movement points a square.']],
    ['FIRING AND BOARDING', ['large 6 3 3† 18', 'medium 4 2 2† 12', 'small 2 1 1† 6', 'WHERE A BROADSIDE REACHES', '3 movement points a turn', '1–3 surrenders', '4–6 fights a round',
      '+1 for each G/C unit it has more', '4–6 destroys one enemy G/C unit', 'CAPTURE']],
  ],
  'naval-war': [
    ['NAVAL WAR · SCORE SHEET', ['first to 100 wins', 'Tick +10 if you were the last one left afloat, −10 if you were eliminated.']],
    ['Naval War: setting up and taking turns', ['Each player gets 5 ship cards and 5 play cards', 'End your turn with 5 cards (4 with nine players).', 'The first to 100 points wins',
      '8. Fleets', '3 Free for all', '9 Free for all, or three teams of three (4 cards dealt)']],
    ['BATTLESHIP', ['GUN', 'HITS']],
    ['SALVO', ['Fire from one of your ships with']],
  ],
};

for (const [kit, tables] of Object.entries(TABLES)) {
  describe(`the ${kit} kit prints the tables of its rules`, () => {
    let pages: string[][] = [];
    beforeAll(async () => {
      pages = await pdfLines((await builtKit(join(ROOT, 'examples/kits', `${kit}.yaml`))).pdf);
    }, 120_000);

    for (const [title, facts] of tables) {
      it(title, () => {
        const found = pages.filter((lines) => lines.some((l) => l.includes(title)));
        expect(found.length, `a page printing "${title}"`).toBeGreaterThan(0);
        for (const fact of facts) expect(found.some((lines) => lines.some((l) => l.includes(fact))), `"${fact}" beside "${title}"`).toBe(true);
      });
    }
  });
}
