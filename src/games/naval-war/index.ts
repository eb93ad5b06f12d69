// Naval War (Hasbro): a WWII card game for 3 to 9 players. Its id, title, decks and wording live in
// the package's data/naval-war.yaml; each printable declares the shape of its own section. It has no
// ship file: the ships are cards of the ship deck, and a kit's "ships" are its players.
import { shippedGame } from '../shipped.js';
import { calibrateDuplex } from '../../printables/calibrate-duplex/index.js';
import { playDeck } from '../../printables/play-deck/index.js';
import { scoreSheet } from '../../printables/score-sheet/index.js';
import { shipDeck } from '../../printables/ship-deck/index.js';
import { turnCard } from '../../printables/turn-card/index.js';

const PRINTABLES = [shipDeck, playDeck, scoreSheet, calibrateDuplex, turnCard];

export const navalWar = shippedGame({
  id: 'naval-war',
  printables: PRINTABLES,
  made: { title: 'e4d55aac39d6f7e7', ship: 'e4145c4abb8d2033', fleet: '0a5825f184c77d7c' },
});
