// The floor: replays a recording of the primitives broadside draws for a job (bench/record.js)
// with plain pdfkit and no reuse — every shape as a path, every text run with doc.text, every copy
// drawn in full. Run as its own cold process: node bench/replay.js RECORDING.json OUT.pdf
import { readFileSync, writeFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

const [recordingFile, out] = process.argv.slice(2);
const recording = JSON.parse(readFileSync(recordingFile, 'utf8'));
const font = (name) => new URL(`../fonts/${name}`, import.meta.url).pathname;
const doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { CreationDate: new Date(0) } });
doc.registerFont('body', font('AtkinsonHyperlegible-Regular.ttf'));
doc.registerFont('body-bold', font('AtkinsonHyperlegible-Bold.ttf'));
doc.registerFont('fallback', font('NotoSans-Regular.ttf'));
doc.registerFont('fallback-bold', font('NotoSans-Bold.ttf'));
const chunks = [];
doc.on('data', (c) => chunks.push(c));
doc.on('end', () => writeFileSync(out, Buffer.concat(chunks)));

// pdfkit's own tiling patterns: uncoloured, so the cell's colour and opacity operators are dropped
// (its resources are not in the recording) and the colour is given where the pattern is used
const patterns = new Map(recording.patterns.map((p) => [p.id, p]));
const made = new Map();
function paint(value) {
  if (value === null || typeof value === 'string') return value;
  let p = made.get(value.pattern);
  if (!p) {
    const { bbox, xStep, yStep, stream } = patterns.get(value.pattern);
    const cell = stream.split('\n').filter((line) => !/ (gs|rg|RG|cs|CS|scn|SCN)$/.test(line)).join('\n');
    made.set(value.pattern, (p = doc.pattern(bbox, xStep, yStep, cell)));
  }
  return [p, '#000000'];
}

function shape(d, fill, stroke, s) {
  doc.path(d);
  if (stroke) {
    doc.lineWidth(s.width ?? 1).lineCap(s.cap ?? 'butt').lineJoin(s.join ?? 'miter');
    if (s.miter) doc.miterLimit(s.miter);
    if (s.dash?.length) doc.dash(s.dash);
    else doc.undash();
  }
  if (fill) doc.fillColor(paint(fill), s.fillOpacity ?? 1);
  if (stroke) doc.strokeColor(paint(stroke), s.strokeOpacity ?? 1);
  if (fill && stroke) doc.fillAndStroke(undefined, undefined, s.rule);
  else if (fill) doc.fill(s.rule);
  else if (stroke) doc.stroke();
}

for (const page of recording.pages) {
  doc.addPage({ size: page.size, margin: 0 });
  for (const op of page.ops) {
    switch (op[0]) {
      case 'save': doc.save(); break;
      case 'restore': doc.restore(); break;
      case 'transform': doc.transform(...op.slice(1)); break;
      case 'clip': doc.path(op[1]).clip(op[2]); break;
      case 'path': shape(op[1], op[2], op[3], op[4] ?? {}); break;
      case 'text': {
        const [, str, x, y, face, size, fill, s = {}] = op;
        doc.font(face).fontSize(size).fillColor(fill ?? '#000000', s.opacity ?? 1);
        doc.text(str, x, y, { lineBreak: false, baseline: 'alphabetic', characterSpacing: s.spacing ?? 0 });
        break;
      }
      default: throw new Error(`unknown op ${op[0]}`);
    }
  }
}
doc.end();
