// The cold floor: Node, pdfkit and one page of text in an embedded font, written to a file.
// node bench/one-page.js OUT.pdf
import { createWriteStream } from 'node:fs';
import PDFDocument from 'pdfkit';

const doc = new PDFDocument({ size: 'letter', compress: true, info: { CreationDate: new Date(0) } });
doc.pipe(createWriteStream(process.argv[2]));
doc.registerFont('body', new URL('../fonts/AtkinsonHyperlegible-Regular.ttf', import.meta.url).pathname);
doc.font('body').fontSize(12).text('Milk and Cookies convention kit: boat records, range sticks, dice labels.', 72, 72);
doc.end();
