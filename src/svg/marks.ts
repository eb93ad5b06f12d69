// One look for cut, fold and crop marks, shared by printables that draw their own outlines and by
// the imposition engine: cut solid, fold dashed, crop short and grey.
export const CUT = { stroke: '#444444', width: 0.5 } as const;
export const FOLD = { stroke: '#444444', width: 0.5, dash: '4 3' } as const;
export const CROP = { stroke: '#808080', width: 0.3 } as const;

export const cutAttrs = `fill="none" stroke="${CUT.stroke}" stroke-width="${CUT.width}"`;
export const foldAttrs = `fill="none" stroke="${FOLD.stroke}" stroke-width="${FOLD.width}" stroke-dasharray="${FOLD.dash}"`;
