// The boat's own picture on its card, seen from the side in the dice labels' style (their brown
// hull, white sails, mast brown, sea blue, black outlines of the same weight): one gun port along the
// hull for each gun the boat has, so a child can count them against the GUNS boxes, and one sail for
// each row of sail boxes, which is what comes down as a row is marked. The flags fly the side's colour.
import type { Templates } from '../../svg/templates.js';
import { r } from '../../units.js';

/** The labels' outline, mast and sea strokes as they print on a 12.7 mm label (3, 4 and 4 units of 100). */
export const STROKE = { outline: 1.1, mast: 1.4, sea: 1.4, port: 0.6 } as const;
const ASPECT = 3.3;      // the widest the boat is drawn for its height

export interface Box { x: number; y: number; w: number; h: number }

/** The boat picture in `box`: `guns` ports, `sails` sails, flags of colour `flag`. */
export function boatPicture(templates: Templates, box: Box, guns: number, sails: number, flag: string): string {
  const { h } = box;
  const W = Math.min(box.w, h * ASPECT);
  const x0 = box.x + (box.w - W) / 2;
  const keel = box.y + h - 4.5;
  const hullH = Math.max(9, h * 0.3);
  const deck = keel - hullH;
  // the hull leaves the bow's last tenth to the bowsprit; its ends slope in like the label's hull
  const [hx1, hx2] = [x0 + 1, x0 + W * 0.9];
  const slope = hullH * 0.54;
  const P = (x: number, y: number) => `${r(x)} ${r(y)}`;
  // a raised stern at the left, like a galleon's; the bow at the right
  const stern = { w: W * 0.16, h: hullH * 0.4 };
  const hull = `M${P(hx1, deck - stern.h)}H${r(hx1 + stern.w)}V${r(deck)}H${r(hx2)}L${P(hx2 - slope, keel)}H${r(hx1 + slope)}Z`;
  const bowsprit = { x1: hx2 - 2, y1: deck, x2: x0 + W - 1, y2: deck - hullH * 0.8 };

  // ports evenly along the hull's bottom width, so every one sits inside the hull
  const [p1, p2] = [hx1 + slope, hx2 - slope];
  const pitch = guns ? (p2 - p1) / guns : 0;
  const s = Math.min(hullH * 0.42, pitch * 0.62);
  const ports = Array.from({ length: guns }, (_, i) => {
    const cx = p1 + pitch * (i + 0.5);
    const cy = deck + hullH * 0.45;
    return { x: cx - s / 2, y: cy - s / 2, s, cx, cy, muzzle: s * 0.28 };
  });

  // masts evenly along the deck, each with one sail shaped like the sail label's
  const mastTop = box.y + 1;
  const spacing = (hx2 - hx1) / (sails + 1);
  let sh = deck - 3 - (mastTop + 7);
  let sw = sh * 1.25;
  if (sw > spacing * 0.9) [sw, sh] = [spacing * 0.9, (spacing * 0.9) / 1.25];
  const masts = Array.from({ length: sails }, (_, i) => {
    const x = hx1 + spacing * (i + 1);
    const top = mastTop + 6.5;   // under the flag
    return { x, top: mastTop, sail: sailPath(x, top, sw, sh), flag: `${P(x, mastTop)} ${P(x + 7, mastTop + 2.2)} ${P(x, mastTop + 4.4)}` };
  });

  // the sea: the hull label's waves, 8 pt long and 2 pt high
  const sea = box.y + h - 2;
  const n = Math.floor((W - 2) / 8);
  const waves = `M${P(x0 + (W - n * 8) / 2, sea)}q4 -2 8 0${'t8 0'.repeat(Math.max(0, n - 1))}`;

  return templates.render('boat-record', 'boat.svg.hbs', {
    bbox: [x0, box.y, W, h].map(r).join(','), guns, deck, hull, bowsprit, ports, masts, waves, flag, stroke: STROKE,
  });
}

/** The sail label's billowing square sail (drawn there in x 10–90, y 4–68 of 100) in w × h at (cx − w/2, y). */
function sailPath(cx: number, y: number, w: number, h: number): string {
  const p = (u: number, v: number) => `${r(cx + ((u - 50) / 80) * w)} ${r(y + ((v - 4) / 64) * h)}`;
  return `M${p(18, 12)}Q${p(50, 4)} ${p(82, 12)}Q${p(90, 40)} ${p(82, 68)}Q${p(50, 60)} ${p(18, 68)}Q${p(10, 40)} ${p(18, 12)}Z`;
}
