// Kinds that read other aids of the game file besides their own settings: a wind card the range
// stick's bands, a shooting card the range stick and the dice labels, a firing card the wind card's
// hit table and the damage chart's sizes. Each reads the aid its `reads:` names, or the game file's
// one aid of that kind; anything else is refused where it is written.
import { describe, expect, it } from 'vitest';
import { elements, texts } from './helpers.js';
import { CRANE_WIND_CARD, DAMAGE_CHART, gameFile, indent, printed, refused } from './game-kinds.js';

const ruler = (name: string, colours: string[]) => indent([
  `${name}:`, '  kind: range-stick', '  width: 1in', '  tick: 1in', '  sticks:', '    - name: Range stick', '      reaches: true', '      bands:',
  ...colours.map((c, i) => `        - { to: ${(i + 1) * 2.5}in, colour: "${c}", pattern: ${['plain', 'hatch', 'dots', 'cross'][i]}, label: "band ${i + 1}" }`),
  '      ranges:', '        - { to: 5in, label: "short range" }', `        - { to: ${colours.length * 2.5}in, label: "long range" }`,
]).replace(/^ {4}/gm, '  ');

const WIND = indent([
  'kind: wind-card', 'width: 5.5in', 'height: 3.5in', 'rose: [1, 2, 3, 4, 5, 6]', 'rose-caption: "Roll a die: the wind blows in from that number."',
  'side: { label: "Wind from the side", move: "move up to the whole stick" }', 'ends: { label: "Wind from the front or back", move: "move up to half: not the red" }',
  'footnote: "Every boat moves at least half of what it may."',
]);

const DICE = indent([
  'kind: dice-labels', 'die: 16mm', 'sizes:', '  - { die: 12mm, label: 10mm }', '  - { die: 16mm, label: 12.7mm }', '  - { die: 19mm, label: 15mm }',
  'faces: [hull, sail, cannon]', 'on: [4, 5, 6]',
  'instructions:', '  width: 5in', '  height: 1.1in', '  title: "Making the special dice"', '  labels: "Labels go on faces {faces}:"', '  pips: "Faces {pips} keep their pips:"', '  miss: "a miss"',
]);

const SHOOTING = indent([
  'kind: shooting-card', 'width: 5.5in', 'height: 3.5in',
  'shoot:', '  title: SHOOTING', '  together: "Roll all the dice at once."',
  '  short: { label: "Short range", where: "all but the red", dice: 2, per: "for each gun" }', '  long: { label: "Long range", where: "the whole stick", dice: 1, per: "for each gun" }',
  '  hits:', '    - { face: hull, box: hull, count: 1 }', '    - { face: sail, box: sail, count: 1 }', '    - { face: cannon, box: hull, count: 1 }',
  '  cannons: { face: cannon, count: 2, box: gun, text: "2 or more cannons in one roll:", also: "too" }', '  miss: miss', '  boxes: { hull: HULL, sail: SAILS, gun: GUNS }',
  'bump:', '  title: BUMPING', '  head: "hull boxes lost"', '  moved: { text: "The boat that moved", hull: 2 }', '  bumped: { text: "The boat it bumped", hull: 1 }',
  '  both: { text: "Both were moving", hull: 2, each: each }',
  'board:', '  title: BOARDING', '  when: "when enemy boats bump"', '  roll: "Each player rolls one special die:"', '  pips: "Pips: the enemy loses that many hull boxes."',
  '  pictures: nothing', '  rules:', '    - "Neither boat moves until one of them sinks."',
]);

/** The crane's firing card, its panels cut to one. */
const FIRING = indent([
  'kind: firing-card', 'width: 7.5in', 'height: 10in', 'title: FIRING AND BOARDING', 'subtitle: Fighting Rules for Sailing Ships', 'boxes-per-die: 2',
  'range: { large: 3, medium: 2, small: 1 }',
  'sizes:', '  title: "BROADSIDE: DICE AND RANGE"', '  head: [ship, G/C boxes, dice, "range, squares", "points if sunk or taken"]', '  note: "Dice: one per 2 G/C boxes."',
  'positions:', '  title: "WHERE A BROADSIDE REACHES: straight out from either side"', '  straight: heading N', '  diagonal: heading NE', '  dice: [die, dice]', '  range: range',
  '  key: "Shaded: the squares a ship can fire on, numbered by distance."',
  'panels:', '  - title: FIRING', '    lines:', '      - { lead: "Broadside only:", text: "the target must lie straight out from the firer\'s side." }',
  'legend: "† default: the rules\' diagram of ranges is lost; these are playable choices."',
]);

const colours = ['#4a90d9', '#5cb85c', '#f2d024', '#e05a4f'];

describe('kinds that read other aids', () => {
  it('a wind card draws the game file\'s one range stick\'s bands, and is marked by a default listed on it', async () => {
    const listed = 'defaults:\n  - { path: ruler.sticks, what: the bands }\n';
    const game = gameFile('', `${ruler('ruler', ['#112233', '#445566', '#778899'])}  wind:\n${WIND}`, listed);
    const { items } = await printed({ 'game.yaml': game }, 'wind');
    expect(items.map((i) => [i.width, i.height])).toEqual([[396, 252]]);
    const bands = elements(items[0].body, 'rect', 'data-mini-band');
    // the whole stick for a side wind, half of it (the first band and a half) for the ends
    expect(bands.map((b) => [b['data-mini-band'], b.fill])).toEqual([
      ['on', '#112233'], ['on', '#445566'], ['on', '#778899'], ['on', '#112233'], ['off', '#ffffff'], ['off', '#ffffff'],
    ]);
    expect(items[0].body).toContain('data-default-mark');
  });

  it('a wind card reads the stick its reads: names when there are two; a shooting card reads the stick and the dice', async () => {
    const two = `${ruler('ruler', ['#112233', '#445566'])}${ruler('long-stick', colours)}`;
    const game = gameFile('', `${two}  wind:\n    reads: { range-stick: long-stick }\n${WIND}  dice:\n${DICE}  shooting:\n    reads: { range-stick: long-stick }\n${SHOOTING}`);
    const wind = (await printed({ 'game.yaml': game }, 'wind')).items;
    expect(elements(wind[0].body, 'rect', 'data-mini-band').slice(0, 4).map((b) => b.fill)).toEqual(colours);
    const shooting = (await printed({ 'game.yaml': game }, 'shooting')).items;
    expect(shooting.map((i) => [i.width, i.height])).toEqual([[396, 252], [396, 252]]);
    expect(elements(shooting[0].body, 'rect', 'data-mini-band').map((b) => b.fill).filter((f) => f !== '#ffffff')).toEqual(expect.arrayContaining(colours));
    expect(elements(shooting[0].body, 'g', 'data-what').map((g) => g['data-what'])).toEqual(expect.arrayContaining(['hull', 'sail', 'cannon']));
  });

  it('a firing card reads the crane wind card\'s hit table and the damage chart\'s sizes', async () => {
    const chart = DAMAGE_CHART.replace('large: { label: large, rows: 6, points: 18 }', 'large: { label: huge, rows: 6, points: 25 }');
    const sides = 'sides:\n  - { name: red, fill: "#b3261e", ink: "#ffffff" }\n  - { name: blue, fill: "#1f3b6e", ink: "#ffffff" }\n';
    const game = gameFile('  side: { type: side }\n  size: { type: one-of, values: [large, medium, small] }\n',
      `  chart:\n    kind: damage-chart\n${chart}  weather:\n    kind: crane-wind-card\n${CRANE_WIND_CARD}  firing:\n${FIRING}`, sides);
    const { items } = await printed({ 'game.yaml': game }, 'firing');
    expect(items.map((i) => [i.width, i.height])).toEqual([[540, 720]]);
    const words = texts(items[0].body).map((t) => t.what);
    expect(words).toEqual(expect.arrayContaining(['huge', '25', 'HITS: each d6 fired', 'guns & crew']));
  });

  it('refuses what it reads wrongly: none of the kind, two unnamed, a name of no aid or of another kind, a kind it does not read', () => {
    const none = refused(gameFile('', `  wind:\n${WIND}`));
    expect(none).toContain('game.yaml:7:11: printables.wind: wind-card reads the settings of a range-stick; this game file has no aid of kind range-stick; add one');
    const two = `${ruler('ruler', colours)}${ruler('stick', colours)}`;
    expect(refused(gameFile('', `${two}  wind:\n${WIND}`))).toMatch(
      /game\.yaml:\d+:11: printables\.wind: wind-card reads the settings of a range-stick; this game file has 2, ruler and stick; say which, reads: \{ range-stick: ruler \}/,
    );
    const wrong = refused(gameFile('', `${ruler('ruler', colours)}  wind:\n    reads: { range-stick: rular, dice-labels: ruler }\n${WIND}  other:\n    reads: { range-stick: wind }\n${WIND}`));
    expect(wrong).toMatch(/printables\.wind\.reads\.range-stick: no aid "rular" in this game file; expected one of kind range-stick: ruler; did you mean "ruler"\?/);
    expect(wrong).toMatch(/printables\.wind\.reads: wind-card reads range-stick; got "dice-labels"/);
    expect(wrong).toMatch(/printables\.other\.reads\.range-stick: wind is a wind-card; expected an aid of kind range-stick \(ruler\)/);
    expect(refused(gameFile('', `${ruler('ruler', colours)}  wind:\n    reads: { range-stick: [ruler] }\n${WIND}`)))
      .toMatch(/printables\.wind\.reads\.range-stick: expected the name of an aid of kind range-stick \(ruler\)/);
    // a kind that reads no other aid takes no reads:
    expect(refused(gameFile('', `${ruler('ruler', colours)}  dice:\n    reads: { range-stick: ruler }\n${DICE}`))).toMatch(/printables\.dice\.reads: unknown key/);
  });
});
