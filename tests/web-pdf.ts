// Two PDFs compared as documents rather than bytes: the page's pdfkit compresses its streams with
// fflate and Node's with zlib, so the deflated bytes (and with them every stream's /Length and the
// cross-reference offsets) differ while what they hold is the same. Each object is taken in order,
// its stream inflated, its /Length and the file's xref table left out.
import { inflateSync } from 'node:zlib';

export function pdfObjects(pdf: Uint8Array): string[] {
  const buf = Buffer.from(pdf);
  const text = buf.toString('latin1');
  const out: string[] = [];
  const head = /(\d+) 0 obj\n/g;
  for (let m = head.exec(text); m; m = head.exec(text)) {
    const start = m.index + m[0].length;
    const streamAt = text.indexOf('stream\n', start);
    const end = text.indexOf('endobj', start);
    if (streamAt < 0 || streamAt > end) {
      out.push(`${m[1]}: ${text.slice(start, end)}`);
      continue;
    }
    const dict = text.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const data = buf.subarray(streamAt + 7, streamAt + 7 + length);
    const body = /\/Filter \/FlateDecode/.test(dict) ? inflateSync(data) : data;
    out.push(`${m[1]}: ${dict.replace(/\/Length \d+/, '/Length ?')}stream ${body.toString('latin1')}`);
    head.lastIndex = streamAt + 7 + length;
  }
  return out;
}
