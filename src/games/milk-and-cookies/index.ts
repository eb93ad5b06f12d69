// Milk and Cookies Naval Rules: kids' sailing ships. Its numbers live in data.yaml beside this file.
import type { Field } from '../../data/schema.js';
import { inch, mm } from '../../units.js';
import type { Game } from '../types.js';
import { loadGameData } from '../data.js';

const len = (min: number, max: number): Field => ({ type: 'length', min, max, required: true });
const captions: Field = {
  type: 'list', minItems: 1,
  of: { type: 'object', fields: { after: { type: 'int', min: 1, max: 10, required: true }, text: { type: 'string', maxLength: 80, required: true } } },
};
const track: Field = {
  type: 'object',
  fields: { rows: { type: 'int', min: 1, max: 6, required: true }, 'per-row': { type: 'int', min: 1, max: 8, required: true }, captions },
};
const band: Field = {
  type: 'object',
  fields: {
    to: len(inch(0.1), inch(120)),
    colour: { type: 'string', required: true },
    pattern: { type: 'enum', values: ['plain', 'hatch', 'dots', 'cross'], required: true },
    label: { type: 'string', maxLength: 30, required: true },
  },
};
const range: Field = { type: 'object', fields: { to: len(inch(0.1), inch(120)), label: { type: 'string', maxLength: 30, required: true } } };

export const DATA_SCHEMA: Field = {
  type: 'object',
  fields: {
    'boat-record': {
      type: 'object', required: true,
      fields: {
        width: len(inch(2), inch(8)), height: len(inch(2), inch(10)), box: len(inch(0.2), inch(1)),
        'guns-per-row': { type: 'int', min: 1, max: 12, required: true },
        'guns-caption': { type: 'string', maxLength: 80, required: true },
        hull: { ...track, required: true }, sails: { ...track, required: true },
      },
    },
    'range-stick': {
      type: 'object', required: true,
      fields: {
        width: len(inch(0.3), inch(3)), tick: len(inch(0.1), inch(12)),
        sticks: {
          type: 'list', minItems: 1, required: true,
          of: { type: 'object', fields: { name: { type: 'string', required: true }, bands: { type: 'list', minItems: 1, of: band, required: true }, ranges: { type: 'list', of: range, default: [] } } },
        },
      },
    },
    'dice-labels': {
      type: 'object', required: true,
      fields: {
        die: len(mm(8), mm(40)),
        sizes: { type: 'list', minItems: 1, required: true, of: { type: 'object', fields: { die: len(mm(5), mm(40)), label: len(mm(4), mm(40)) } } },
        faces: { type: 'list', minItems: 1, required: true, of: { type: 'enum', values: ['hull', 'sail', 'cannon'] } },
      },
    },
    'turning-gauge': { type: 'object', required: true, fields: { side: len(inch(1), inch(7)) } },
    'wind-card': {
      type: 'object', required: true,
      fields: {
        width: len(inch(4), inch(8)), height: len(inch(2.5), inch(6)),
        rose: { type: 'list', minItems: 2, maxItems: 12, required: true, of: { type: 'string', maxLength: 3 } },
        'rose-caption': { type: 'string', maxLength: 60, required: true },
        side: { type: 'object', required: true, fields: { label: { type: 'string', maxLength: 40, required: true }, move: { type: 'string', maxLength: 40, required: true } } },
        ends: { type: 'object', required: true, fields: { label: { type: 'string', maxLength: 40, required: true }, move: { type: 'string', maxLength: 40, required: true } } },
        footnote: { type: 'string', maxLength: 60, required: true },
      },
    },
  },
};

export const milkAndCookies: Game = {
  id: 'milk-and-cookies',
  title: 'Milk and Cookies Naval Rules',
  ship: {
    type: 'object',
    fields: {
      name: { type: 'string', maxLength: 40, required: true },
      side: { type: 'enum', values: ['A', 'B'], required: true },
      guns: { type: 'int', min: 0, max: 12, required: true },
    },
  },
  maxShips: 40,
  get data() {
    return loadGameData('milk-and-cookies', DATA_SCHEMA);
  },
  printables: ['boat-record', 'range-stick', 'dice-labels', 'turning-gauge', 'wind-card'],
};
