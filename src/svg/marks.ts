// One look for cut and fold marks, drawn only by the imposition engine: cut solid, fold dashed.
export const CUT = { stroke: '#444444', width: 0.5 } as const;
export const FOLD = { stroke: '#444444', width: 0.5, dash: '4 3' } as const;
