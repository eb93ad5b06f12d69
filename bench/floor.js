// The floor: the same kit's pages (contents, 12 boat cards, 4 range sticks, 30 dice labels,
// 4 triangles) drawn straight with pdfkit's own API, no SVG, no templates, no validation.
import { writeFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

const FONT = new URL('../fonts/AtkinsonHyperlegible-Regular.ttf', import.meta.url).pathname;
const BOLD = new URL('../fonts/AtkinsonHyperlegible-Bold.ttf', import.meta.url).pathname;
const doc = new PDFDocument({ autoFirstPage: false, info: { CreationDate: new Date(0) } });
const chunks = [];
doc.on('data', (c) => chunks.push(c));
doc.registerFont('r', FONT);
doc.registerFont('b', BOLD);
const foot = () => { const h = doc.page.height; doc.rect(18, h - 42, 72, 5).fill('#000000').font('r').fontSize(7).text('page', 500, h - 30, { lineBreak: false }); };

doc.addPage({ size: 'letter', margin: 0 });
doc.font('b').fontSize(22).text('Milk and Cookies convention kit', 54, 62);
for (let i = 0; i < 12; i++) doc.font('r').fontSize(10).text(`Ship ${i}`, 54, 200 + i * 15);
foot();
for (let p = 0; p < 4; p++) {
  doc.addPage({ size: [792, 612], margin: 0 });
  for (let c = 0; c < 3; c++) {
    const x = 18 + c * 252;
    doc.rect(x, 60, 252, 396).lineWidth(0.5).stroke('#444444');
    doc.font('b').fontSize(16).text(`Boat ${p * 3 + c}`, x + 42, 80);
    for (let row = 0; row < 7; row++) for (let k = 0; k < 5; k++) doc.rect(x + 40 + k * 30, 110 + row * 40, 26, 26).lineWidth(1).stroke('#000000');
    doc.font('r').fontSize(7.5).text('Two rows marked: the boat moves at half speed.', x + 20, 400);
  }
  foot();
}
doc.addPage({ size: [792, 612], margin: 0 });
const bands = [[0, 90, '#4a90d9'], [90, 180, '#5cb85c'], [180, 360, '#f2d024'], [360, 720, '#e05a4f']];
for (let s = 0; s < 4; s++) {
  const y = 40 + s * 72;
  for (const [a, b, c] of bands) doc.rect(36 + a, y, b - a, 72).fill(c);
  for (let t = 1; t < 10; t++) doc.moveTo(36 + t * 72, y).lineTo(36 + t * 72, y + 9).lineWidth(1).stroke('#000000');
  for (const [a, b] of bands) doc.font('b').fontSize(12).fillColor('#000000').text('move', 36 + (a + b) / 2 - 15, y + 28);
}
foot();
doc.addPage({ size: 'letter', margin: 0 });
for (let i = 0; i < 30; i++) doc.rect(18 + (i % 15) * 36, 18 + Math.floor(i / 15) * 36, 36, 36).lineWidth(0.5).stroke('#444444').circle(36 + (i % 15) * 36, 36 + Math.floor(i / 15) * 36, 10).fill('#e8451e');
foot();
doc.addPage({ size: [792, 612], margin: 0 });
for (let i = 0; i < 4; i++) {
  const x = 100 + (i % 2) * 300;
  const y = 40 + Math.floor(i / 2) * 260;
  doc.polygon([x, y + 249], [x + 144, y], [x + 288, y + 249]).lineWidth(0.5).stroke('#444444');
  doc.moveTo(x + 144, y).lineTo(x + 144, y + 249).dash(4, { space: 3 }).stroke().undash();
}
foot();
doc.addPage({ size: 'letter', margin: 0 });
for (let c = 0; c < 2; c++) {
  const y = 100 + c * 252;
  doc.rect(108, y, 396, 252).lineWidth(0.5).stroke('#444444');
  doc.circle(195, y + 136, 48).fillAndStroke('#dcecf8', '#2f6fb5');
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    doc.circle(195 + 74 * Math.sin(a), y + 136 - 74 * Math.cos(a), 11).lineWidth(1.2).stroke('#000000');
    doc.font('b').fontSize(12).fillColor('#000000').text(String(i + 1), 191 + 74 * Math.sin(a), y + 130 - 74 * Math.cos(a), { lineBreak: false });
  }
  for (const [k, [a, b]] of bands.entries()) doc.rect(330 + a / 4.2, y + 80, (b - a) / 4.2, 8).fill(bands[k][2]);
  doc.font('b').fontSize(10).text('Wind from the side', 330, y + 60, { lineBreak: false });
}
foot();
doc.end();
doc.on('end', () => writeFileSync(process.argv[2], Buffer.concat(chunks)));
