// The peer: pdfmake (pinned dev dependency) draws the boat-record job from its document definition
// (bench/peer-record.js), fonts embedded. Run as its own cold process: node bench/peer-pdfmake.js DEF.json OUT.pdf
import { readFileSync } from 'node:fs';
import pdfmake from 'pdfmake';

const [definition, out] = process.argv.slice(2);
const font = (name) => new URL(`../fonts/${name}`, import.meta.url).pathname;
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(() => true);
pdfmake.setFonts({
  Atkinson: { normal: font('AtkinsonHyperlegible-Regular.ttf'), bold: font('AtkinsonHyperlegible-Bold.ttf'), italics: font('AtkinsonHyperlegible-Regular.ttf'), bolditalics: font('AtkinsonHyperlegible-Bold.ttf') },
});
const doc = JSON.parse(readFileSync(definition, 'utf8'));
doc.defaultStyle = { font: 'Atkinson' };
doc.info = { title: 'boat records', creationDate: new Date(0) };
await pdfmake.createPdf(doc).write(out);
