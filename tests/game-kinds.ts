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
