// The duplex calibration page: printed double-sided, it shows how far a printer's back pages land
// from where they should, as the very numbers to pass to --back-offset. It is one page-sized card
// item (no crop marks) so the engine prints its back exactly as it prints the backs of card sheets,
// mirror, offset and all: printed again with an offset, it shows whether the correction worked.
import { req, type Field } from '../../data/schema.js';
import { inch, mm } from '../../units.js';
import { CARD_OPTIONS, cardFrame } from '../cards.js';
import type { Printable } from '../types.js';
import { backView, frontView, mmLabel, type Data } from './layout.js';

const MM_PER_PT = 25.4 / 72;
const lines = (max: number, length = 240): Field => ({ type: 'list', required: true, minItems: 1, maxItems: max, of: req.text(length) });

/** The test page prints as a sheet or a card printer's page; it is not laminated. */
const PAGE_LAYOUT: Field = { type: 'enum', values: ['sheet', 'per-card'], default: 'sheet', doc: 'sheet: several cards a page, with crop marks; per-card: one card a page, page = card + bleed, for a card printer' };

export const calibrateDuplex: Printable = {
  name: 'calibrate-duplex',
  summary: 'a double-sided test page that measures your printer\'s duplex drift, for --back-offset',
  count: 'copies',
  perShip: false,
  gap: 0,
  data: {
    type: 'object',
    fields: {
      width: req.length(inch(5), inch(7.75)), height: req.length(inch(5), inch(10)),
      corner: req.length(inch(0.5), inch(2)),
      arm: req.length(mm(8), mm(30)),
      gap: req.length(mm(5), mm(20)),
      step: req.length(mm(0.1), mm(2)),
      range: req.length(mm(1), mm(10)),
      'label-every': req.length(mm(0.1), mm(5)),
      names: { type: 'list', required: true, minItems: 5, maxItems: 5, of: req.text(2) },
      front: {
        type: 'object', required: true,
        fields: { title: req.text(40), intro: req.text(120), steps: lines(7), note: lines(4), readings: req.text(40) },
      },
      back: { type: 'object', required: true, fields: { title: req.text(40), lines: lines(4), x: req.text(8), y: req.text(8) } },
    },
  },
  options: { duplex: CARD_OPTIONS.duplex, 'back-offset': CARD_OPTIONS['back-offset'], layout: PAGE_LAYOUT },
  items({ game, count, templates, options }) {
    const d = game.data['calibrate-duplex'] as Data;
    const { spec } = cardFrame(options);
    // what the page says about itself: the settings it was printed with, in the units it reads in
    const vars = {
      duplex: spec.duplex,
      offset: String(options['back-offset'] ?? '0,0'),
      step: mmLabel(d.step * MM_PER_PT),
      range: mmLabel(d.range * MM_PER_PT),
    };
    const body = templates.render('calibrate-duplex', 'front.svg.hbs', frontView(d, vars));
    const back = templates.render('calibrate-duplex', 'back.svg.hbs', backView(d, spec.duplex, vars));
    const one = { width: d.width, height: d.height, body, cut: 'none' as const, card: { ...spec, back, crop: false } };
    return Array.from({ length: count }, () => one);
  },
};
