// Beat to Quarters' engagement card: the campaign's d12 table that sets up a tactical engagement,
// collision, fouling, grappling and running aground, and the solo rules' crew, mode and movement
// tables, drawn by the table-card engine from the game data's `engagement-card` section.
import { tableCard } from '../chart-card/index.js';

export const engagementCard = tableCard('engagement-card', 'the engagement card: the campaign\'s d12 set-up table, collisions, grappling, running aground and the solo tables', 'copies of the engagement card');
