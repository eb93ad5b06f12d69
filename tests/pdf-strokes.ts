// The lines a PDF strokes, read back from the PDF itself with pdf.js: each stroked path's points in
// page pt (y down, as the sheets measure), with its colour and width, so cut lines can be measured
// where the printer will draw them rather than where the code meant to put them.

export interface Stroke {
  colour: string; width: number;
  /** The path's subpaths, each a list of points (curves by their end and control points). */
  parts: [number, number][][];
  curved: boolean;
}

type Matrix = [number, number, number, number, number, number];
const times = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1], m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5],
];

/** Every stroked path of page `n` (1-based) of the PDF. */
export async function pdfStrokes(pdf: Uint8Array, n: number): Promise<Stroke[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { OPS } = pdfjs;
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const page = await doc.getPage(n);
    const height = page.view[3];
    const ops = await page.getOperatorList();
    let state = { m: [1, 0, 0, 1, 0, 0] as Matrix, colour: '#000000', width: 1 };
    const stack: (typeof state)[] = [];
    const out: Stroke[] = [];
    const strokes = new Set<number>([OPS.stroke, OPS.closeStroke, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);
    ops.fnArray.forEach((fn, i) => {
      const args = ops.argsArray[i] as unknown[];
      if (fn === OPS.save) stack.push({ ...state });
      else if (fn === OPS.restore) state = stack.pop() ?? state;
      else if (fn === OPS.transform) state.m = times(state.m, args as Matrix);
      else if (fn === OPS.paintFormXObjectBegin) {
        stack.push({ ...state });
        if (args[0]) state.m = times(state.m, [...(args[0] as number[])] as Matrix);
      } else if (fn === OPS.paintFormXObjectEnd) state = stack.pop() ?? state;
      else if (fn === OPS.setStrokeRGBColor) state.colour = String(args[0]);
      else if (fn === OPS.setLineWidth) state.width = Number(args[0]);
      else if (fn === OPS.constructPath && strokes.has(args[0] as number)) {
        const data = Array.from((args[1] as ArrayLike<number>[])[0] ?? []);
        const at = (x: number, y: number): [number, number] => {
          const { m } = state;
          return [round(m[0] * x + m[2] * y + m[4]), round(height - (m[1] * x + m[3] * y + m[5]))];
        };
        const parts: [number, number][][] = [];
        let curved = false;
        for (let k = 0; k < data.length;) {
          const op = data[k++];
          const take = op === 0 || op === 1 ? 2 : op === 2 ? 6 : op === 3 ? 4 : 0;
          if (op === 0) parts.push([]);
          if (op === 2 || op === 3) curved = true;
          for (let j = 0; j < take; j += 2) parts[parts.length - 1].push(at(data[k + j], data[k + j + 1]));
          k += take;
        }
        out.push({ colour: state.colour, width: state.width, parts, curved });
      }
    });
    return out;
  } finally {
    await doc.destroy();
  }
}

const round = (v: number): number => Math.round(v * 100) / 100;
