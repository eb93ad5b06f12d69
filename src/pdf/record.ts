// The writer's drawing operations as data, for the benchmark's floor: every page's parts compiled
// exactly as the writer compiles them, with reuse off (each item body inline, in place), and each
// pattern once with its cell as a PDF content stream.
import PDFDocument from 'pdfkit';
import { compile } from './compile.js';
import { capture } from './form.js';
import type { Op, PatternDef, Recording } from './ops.js';
import type { PdfPage } from './page.js';
import { Player } from './play.js';

export type { Op, Recording } from './ops.js';

export function recordPrimitives(pages: PdfPage[]): Recording {
  const patterns: Recording['patterns'] = [];
  const ids = new Map<string, string>();
  // a throwaway document only turns pattern cells into content streams
  const doc = new PDFDocument({ autoFirstPage: false, compress: false });
  doc.addPage({ size: [100, 100], margin: 0 });
  const player = new Player(doc);
  const patternId = (svgId: string, def: PatternDef): string => {
    const key = JSON.stringify([def.bbox, def.xStep, def.yStep, def.ops]);
    let id = ids.get(key);
    if (id === undefined) {
      id = patterns.some((p) => p.id === svgId) ? `${svgId}-${patterns.length}` : svgId;
      ids.set(key, id);
      const chunks: string[] = [];
      capture(doc, (c) => void chunks.push(c), () => player.play({ ops: def.ops, patterns: new Map() }));
      patterns.push({ id, bbox: def.bbox, xStep: def.xStep, yStep: def.yStep, stream: chunks.join('\n') });
    }
    return id;
  };
  return {
    pages: pages.map((page) => {
      const ops: Op[] = [];
      for (const part of page.parts) {
        const drawing = compile('body' in part ? part.body : part.svg);
        const rename = new Map([...drawing.patterns].map(([id, def]) => [id, patternId(id, def)]));
        ops.push(['save']);
        if ('body' in part && (part.x !== 0 || part.y !== 0)) ops.push(['transform', 1, 0, 0, 1, part.x, part.y]);
        for (const op of drawing.ops) {
          if (op[0] !== 'path') ops.push(op);
          else {
            const paint = (p: (typeof op)[2]) => (p !== null && typeof p === 'object' ? { pattern: rename.get(p.pattern)! } : p);
            ops.push(['path', op[1], paint(op[2]), paint(op[3]), op[4]]);
          }
        }
        ops.push(['restore']);
      }
      return { size: [page.width, page.height] as [number, number], ...(page.boxes ? { boxes: page.boxes } : {}), ops };
    }),
    patterns,
  };
}
