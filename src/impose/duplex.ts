// Backs for duplex printing. A back page holds each card's back where it lands when the printer
// turns the sheet: turning over the long edge of a portrait sheet mirrors left and right, over the
// short edge top and bottom (the other way round on a landscape sheet). An offset shifts a whole
// back page to correct a printer whose backs drift.
import type { Sheet } from './impose.js';
import { r } from '../units.js';
import type { Box } from './cards.js';

export function withBacks(sheets: Sheet[]): Sheet[] {
  const spec = sheets[0]?.placements[0]?.item.card;
  if (!spec?.back || spec.backs === 'none') return sheets;
  const backs = sheets.map(backOf);
  return spec.backs === 'separate' ? [...sheets, ...backs] : sheets.flatMap((s, i) => [s, backs[i]]);
}

function backOf(front: Sheet): Sheet {
  const { width: W, height: H } = front;
  const spec = front.placements[0].item.card!;
  const acrossX = (spec.duplex === 'long-edge') === H >= W;
  const [ox, oy] = spec.offset;
  const at = (x: number, y: number, w: number, h: number): [number, number] =>
    [r((acrossX ? W - x - w : x) + ox), r((acrossX ? y : H - y - h) + oy)];
  const placements = front.placements.filter((p) => p.item.card?.back).map((p) => {
    const [x, y] = at(p.x, p.y, p.item.width, p.item.height);
    return { x, y, item: { ...p.item, body: p.item.card!.back! } };
  });
  const box = ([x1, y1, x2, y2]: Box): Box => {
    const [x, y] = at(x1, y1, x2 - x1, y2 - y1);
    return [x, y, r(x + x2 - x1), r(y + y2 - y1)];
  };
  const cards = front.cards && { crops: [], corners: [], trim: box(front.cards.trim), bleed: box(front.cards.bleed) };
  const turned = { bottom: acrossX ? 'bottom' : 'top', top: acrossX ? 'top' : 'bottom', left: acrossX ? 'right' : 'left', right: acrossX ? 'left' : 'right', none: 'none' } as const;
  return { ...front, placements, cuts: [], outlines: [], folds: [], cards, laminate: undefined, back: true, footer: turned[front.footer] };
}
