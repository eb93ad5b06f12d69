// What the writer draws, as plain data: a page part compiles to a list of drawing operations in
// pdfkit's y-down page space. The same lists are played into pdfkit (play.ts) or handed out as a
// recording (record.ts), so what is measured and what prints cannot drift apart.

/** A fill or stroke: a #rrggbb colour, nothing, or a tiling pattern of the drawing. */
export type Paint = string | null | { pattern: string };

export interface ShapeStyle {
  width?: number;
  dash?: number[];
  cap?: 'butt' | 'round' | 'square';
  join?: 'miter' | 'round' | 'bevel';
  miter?: number;
  fillOpacity?: number;
  strokeOpacity?: number;
  rule?: 'nonzero' | 'evenodd';
}

export interface TextStyle { opacity?: number; spacing?: number }

export type Font = 'body' | 'body-bold' | 'fallback' | 'fallback-bold';

export type Op =
  | ['save']
  | ['restore']
  | ['transform', number, number, number, number, number, number]
  | ['clip', string, 'nonzero' | 'evenodd']
  | ['path', string, Paint, Paint, ShapeStyle]
  /** text, x, y (left end of the baseline), face, size, fill, style, and the run's width without letter spacing */
  | ['text', string, number, number, Font, number, string, TextStyle, number];

/** A tiling pattern in the user space of the shape it fills (patternUnits userSpaceOnUse). */
export interface PatternDef { bbox: [number, number, number, number]; xStep: number; yStep: number; ops: Op[] }

/** One compiled piece of SVG: its operations and the patterns they fill with, by id. */
export interface Drawing { ops: Op[]; patterns: Map<string, PatternDef> }

export interface Recording {
  pages: { size: [number, number]; boxes?: { trim: number[]; bleed: number[] }; ops: Op[] }[];
  patterns: { id: string; bbox: [number, number, number, number]; xStep: number; yStep: number; stream: string }[];
}
