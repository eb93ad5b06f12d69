// Ship silhouettes, one per type, drawn in a box 100 units long and 30 high (waterline at 28):
// the hull, the superstructure and the guns as three paths the card template fills and strokes.
import { own } from '../../data/suggest.js';


interface Turret { x: number; tier: number; dir: 1 | -1 }
interface Plan {
  deck: number;          // height of the main deck
  turrets: Turret[];
  size: number;          // turret length
  blocks: [number, number, number][]; // superstructure: x, width, top
  funnels: [number, number, number][]; // x, width, top
  mast: [number, number];              // x, top
  flight?: boolean;      // a carrier's flight deck
}

const PLANS: Record<string, Plan> = {
  battleship: {
    deck: 21, size: 9, turrets: [{ x: 76, tier: 0, dir: 1 }, { x: 66, tier: 1, dir: 1 }, { x: 22, tier: 0, dir: -1 }],
    blocks: [[42, 22, 16], [49, 11, 11], [52, 6, 6]], funnels: [[40, 6, 10]], mast: [55, 1],
  },
  battlecruiser: {
    deck: 21.5, size: 8, turrets: [{ x: 78, tier: 0, dir: 1 }, { x: 69, tier: 1, dir: 1 }, { x: 20, tier: 0, dir: -1 }],
    blocks: [[46, 18, 16], [54, 8, 10]], funnels: [[40, 5, 11], [32, 5, 12]], mast: [58, 2],
  },
  'heavy-cruiser': {
    deck: 22, size: 7, turrets: [{ x: 79, tier: 0, dir: 1 }, { x: 71, tier: 1, dir: 1 }, { x: 21, tier: 0, dir: -1 }],
    blocks: [[50, 16, 15], [57, 7, 10]], funnels: [[42, 5, 12], [35, 5, 13]], mast: [60, 3],
  },
  'light-cruiser': {
    deck: 22.5, size: 6, turrets: [{ x: 80, tier: 0, dir: 1 }, { x: 73, tier: 1, dir: 1 }, { x: 25, tier: 1, dir: -1 }, { x: 18, tier: 0, dir: -1 }],
    blocks: [[52, 14, 16], [58, 6, 11]], funnels: [[42, 6, 13]], mast: [61, 4],
  },
  destroyer: {
    deck: 23.5, size: 5, turrets: [{ x: 82, tier: 0, dir: 1 }, { x: 75, tier: 1, dir: 1 }, { x: 16, tier: 0, dir: -1 }],
    blocks: [[62, 9, 17]], funnels: [[50, 5, 15], [40, 5, 16]], mast: [66, 7],
  },
  carrier: { deck: 17, size: 0, turrets: [], blocks: [[62, 10, 6]], funnels: [[66, 4, 3]], mast: [64, 1], flight: true },
};

const n = (v: number): string => String(Math.round(v * 100) / 100);
const rect = (x: number, y: number, w: number, h: number): string => `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;

export function silhouette(kind: string): { hull: string; works: string; guns: string; mast: string } {
  const p = own(PLANS, kind) ?? PLANS.battleship;
  const d = p.deck;
  // a raised bow with a raked stem, a rounded cruiser stern
  let hull = `M2 ${n(d)}L66 ${n(d)}L100 ${n(d - 3)}L95 28L6 28Q2 27 1 ${n(d + 2)}Z`;
  if (p.flight) hull = `M7 ${n(d)}L96 ${n(d)}L93 28L9 28Z${rect(-1, d - 3.2, 102, 3.2)}`;
  const works = [
    ...p.blocks.map(([x, w, top]) => rect(x, top, w, d - top)),
    ...p.funnels.map(([x, w, top]) => `M${n(x)} ${n(d)}L${n(x + 1.2)} ${n(top)}H${n(x + w + 1.2)}L${n(x + w)} ${n(d)}Z`),
    ...p.turrets.flatMap(({ x, tier }) => {
      const top = d - 3.5 - tier * 2.5;
      const base = tier ? [rect(x - p.size * 0.35, top + 3, p.size * 0.7, d - top - 3)] : [];
      return [...base, `M${n(x - p.size / 2)} ${n(top + 3.5)}L${n(x - p.size / 2 + 1)} ${n(top)}H${n(x + p.size / 2 - 1)}L${n(x + p.size / 2)} ${n(top + 3.5)}Z`];
    }),
  ].join('');
  const mast = `M${n(p.mast[0])} ${n(p.mast[1])}V${n(d)}`;
  const guns = [
    ...p.turrets.map(({ x, tier, dir }) => {
      const y = d - 2 - tier * 2.5;
      return `M${n(x + (dir * p.size) / 2 - dir)} ${n(y)}h${n(dir * p.size * 0.9)}`;
    }),
  ].join('');
  return { hull, works, guns, mast };
}
