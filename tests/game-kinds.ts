// Settings for the kinds a game file names, copied from the shipped data's sections of those names
// (`broadside data <game>` prints them), indented to sit under an instance in `printables:`. The
// boat record's sides are renamed, so its cards show they come from the game file.
const indent = (lines: string[]): string => lines.map((l) => `    ${l}\n`).join('');

export const BOAT_RECORD = indent([
  'width: 3.5in', 'height: 5.5in', 'box: 0.36in', 'corner: 0.125in', 'guns-per-row: 6',
  'guns-caption: "A marked gun cannot shoot any more."', 'no-guns: "This boat has no guns."',
  'titles: { guns: GUNS, hull: HULL, sails: SAILS, name: NAME }',
  'sides:',
  '  A: { name: "Pirates", colour: "#2b2b2b", ink: "#ffffff", pattern: plain }',
  '  B: { name: "Navy", colour: "#f2a93b", ink: "#000000", pattern: hatch }',
  'hull:', '  rows: 3', '  per-row: 5', '  captions:',
  '    - { after: 2, text: "Two rows marked: move half as far." }', '    - { after: 3, text: "All marked: your boat sinks!" }',
  'sails:', '  rows: 2', '  per-row: 5', '  captions:',
  '    - { after: 1, text: "A row marked: take off a sail, half as far." }', '    - { after: 2, text: "All marked: your boat cannot move." }',
]);

export const DAMAGE_CHART = indent([
  'width: 7.5in', 'height: 10in', 'title: DAMAGE CHART',
  'turns:', '  boxes: 24', '  box: 0.3in',
  '  caption: "TURNS: roll 4d6 and circle that number. Check a box each time both sides have finished moving; the game ends when the circled turn is checked."',
  'slots: 5', 'rows: 6', 'box: 0.4in', 'columns: [H, R, G/C]',
  'sizes:', '  large: { label: large, rows: 6, points: 18 }', '  medium: { label: medium, rows: 4, points: 12 }', '  small: { label: small, rows: 2, points: 6 }',
  'sides:', '  red: { title: RED, colour: "#b3261e" }', '  blue: { title: BLUE, colour: "#1f3b6e" }',
  'labels: { points: pts, score: SCORE, total: TOTAL }',
  'score-caption: "1 point for each box checked on an enemy ship; an enemy ship sunk or captured scores all its points."',
  'key: "H hull · R rigging · G/C guns & crew. Check a box for each hit; struck rows are boxes the ship does not have."',
  'reminders:',
  '  - title: "RIGGING (R):"',
  '    text: "−1 square of movement for every 2 boxes checked. All checked: dead in the water, but it may still fight if boarded."',
  '  - title: "GUNS & CREW (G/C):"',
  '    text: "−1 die for every 2 boxes checked. All checked: dead in the water, and it surrenders if boarded."',
]);

export const COMMAND_CARD = indent([
  'width: 3in', 'height: 5in', 'heading: WHEN THIS CARD IS DRAWN',
  'steps:', '  - "1. Move (set the speed first)"', '  - "2. Fire or reload"', '  - "3. Special actions"',
  'note:', '  - "The game master shuffles one card per boat and"', '  - "draws them one by one; reshuffle once all have gone."',
]);

export const CHIPS = indent([
  'diameter: 1in',
  'a:', '  letter: A', '  name: SIDE A', '  fill: "#1f3b6e"', '  ink: "#ffffff"',
  'b:', '  letter: B', '  name: SIDE B', '  fill: "#f2cf5b"', '  ink: "#1a1a1a"',
  'weather:', '  words: WX', '  caption: weather', '  fill: "#ffffff"', '  ink: "#222222"',
]);
