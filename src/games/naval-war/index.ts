// Naval War (Hasbro): a WWII card game for 3 to 9 players. Its decks and wording live in the
// package's data/naval-war.yaml; each printable declares the shape of its own section. It has no
// ship file: the ships are cards of the ship deck.
import { nameField, namePrints } from '../../svg/names.js';
import type { Field } from '../../data/schema.js';
import type { Game } from '../types.js';
import { dataSchema, loadGameData } from '../data.js';
import { calibrateDuplex } from '../../printables/calibrate-duplex/index.js';
import { playDeck } from '../../printables/play-deck/index.js';
import { scoreSheet } from '../../printables/score-sheet/index.js';
import { shipDeck } from '../../printables/ship-deck/index.js';
import { turnCard } from '../../printables/turn-card/index.js';

const PRINTABLES = [shipDeck, playDeck, scoreSheet, calibrateDuplex, turnCard];

export const navalWar: Game = {
  id: 'naval-war',
  title: 'Naval War',
  // a kit may name the players, whose names head the score sheet
  // checked against the data of the game it is read for: the shipped file's, or a --data copy's
  get ship(): Field {
    return { type: 'object', fields: { name: nameField() }, check: namePrints(() => this) };
  },
  maxShips: 9,
  maxShipsWhy: 'the game is for 3 to 9 players',
  sameName: 'each player needs their own name: the score sheet\'s columns are told apart by it',
  get data() {
    return loadGameData('naval-war', dataSchema(PRINTABLES));
  },
  printables: PRINTABLES,
};
