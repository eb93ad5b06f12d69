// Beat to Quarters' gunnery card: the steps of firing a broadside and every table that changes the
// firer's roll or the damage column (range, rakes, weather, shot, national differences, chasers, small
// ships against great), drawn by the table-card engine from the game data's `gunnery-card` section.
// The range table the published rules lost prints as a default, badge and all.
import { tableCard } from '../chart-card/index.js';

export const gunneryCard = tableCard('gunnery-card', 'the gunnery card: firing a broadside, ranges and shot, rakes, weather and every other modifier, defaults marked', 'copies of the gunnery card');
