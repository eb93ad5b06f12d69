// Workbooks written byte by byte for the tests: a zip of deflated entries, the parts of an XLSX or an
// ODS around the sheet XML a test gives, and deflate streams that unpack to far more than they hold
// (a block made after a full flush stands alone, so one block repeated N times unpacks to N copies).
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface Entry {
  name: string;
  data?: Buffer | string;
  /** The stored bytes as they are (a stream made by `repeated`), with the size and checksum they unpack to. */
  raw?: { deflated: Buffer; size: number; crc: number };
  /** Store the entry uncompressed (an ODS's mimetype must be). */
  stored?: boolean;
  /** The unpacked size the headers state, when a test wants them to lie. */
  statedSize?: number;
  /** Marked as encrypted (bit 0 of the flags), as a zip tool saving with a password does. */
  encrypted?: boolean;
}

/** A deflate stream that unpacks to `head`, `chunk` `times` over, then `tail`: some 1/1000 of its size. */
export function repeated(chunk: string, times: number, head = '', tail = ''): Entry['raw'] & object {
  const block = (text: string): Buffer => deflateRawSync(Buffer.from(text), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const one = Buffer.from(chunk);
  const middle = block(chunk);
  let crc = crc32(head);
  for (let i = 0; i < times; i++) crc = crc32(one, crc);
  crc = crc32(tail, crc);
  // a final empty block with fixed codes ends the stream
  const deflated = Buffer.concat([block(head), ...Array<Buffer>(times).fill(middle), block(tail), Buffer.from([0x03, 0x00])]);
  return { deflated, size: Buffer.byteLength(head) + one.length * times + Buffer.byteLength(tail), crc };
}

/** A zip file of `entries`, in order. */
export function zip(entries: Entry[]): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = e.data === undefined ? Buffer.alloc(0) : Buffer.from(e.data);
    const body = e.raw?.deflated ?? (e.stored ? data : deflateRawSync(data));
    const size = e.statedSize ?? e.raw?.size ?? data.length;
    const crc = e.raw?.crc ?? crc32(data);
    const name = Buffer.from(e.name);
    const method = e.stored ? 0 : 8;
    const flags = 0x0800 | (e.encrypted ? 1 : 0);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(flags, 6);
    head.writeUInt16LE(method, 8);
    head.writeUInt16LE(0x21, 12); // 1980-01-01
    head.writeUInt32LE(crc, 14);
    head.writeUInt32LE(body.length, 18);
    head.writeUInt32LE(size, 22);
    head.writeUInt16LE(name.length, 26);
    local.push(head, name, body);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(flags, 8);
    dir.writeUInt16LE(method, 10);
    dir.writeUInt16LE(0x21, 14);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(body.length, 20);
    dir.writeUInt32LE(size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += head.length + name.length + body.length;
  }
  const size = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, ...central, end]);
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A column's letters: 0 → A, 16383 → XFD. */
export function column(c: number): string {
  let s = '';
  for (let n = c + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** An XLSX cell: text inline, a number, or `{ date }`, a serial number shown as a date (style 1). */
export type XCell = string | number | { date: number } | null;

/** One row of an XLSX sheet (`r` counts from 1), cells from column A unless `at` says where. */
export function xrow(r: number, cells: XCell[], at = 0): string {
  const cs = cells.map((v, i) => {
    const ref = `${column(at + i)}${r}`;
    if (v === null) return '';
    if (typeof v === 'number') return `<c r="${ref}"><v>${v}</v></c>`;
    if (typeof v === 'object') return `<c r="${ref}" s="1"><v>${v.date}</v></c>`;
    return `<c r="${ref}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`;
  });
  return `<row r="${r}">${cs.join('')}</row>`;
}

export interface XSheet {
  name: string;
  state?: 'hidden' | 'veryHidden';
  /** The rows: `<sheetData>`'s content, or an entry's raw stream holding the whole sheet XML. */
  rows: string | string[] | Entry['raw'];
}

const SHEET_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';

/** The text a sheet XML is made of, to build a `repeated` stream around: head, then tail. */
export const SHEET_XML = { head: SHEET_HEAD, tail: SHEET_TAIL };

/** An XLSX workbook of `sheets`; `strings` become xl/sharedStrings.xml (given as text or a raw stream). */
export function xlsx(sheets: XSheet[], strings?: string[] | Entry['raw']): Buffer {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const ct = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">',
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
    '<Default Extension="xml" ContentType="application/xml"/>',
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>',
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>',
    ...(strings ? ['<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'] : []),
    ...sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`),
    '</Types>',
  ].join('');
  const rels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const book = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets>${sheets
    .map((s, i) => `<sheet name="${esc(s.name)}" sheetId="${i + 1}"${s.state ? ` state="${s.state}"` : ''} r:id="rId${i + 1}"/>`)
    .join('')}</sheets></workbook>`;
  const bookRels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${[
    ...sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${rel}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`),
    `<Relationship Id="rId${sheets.length + 1}" Type="${rel}/styles" Target="styles.xml"/>`,
    ...(strings ? [`<Relationship Id="rId${sheets.length + 2}" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/>`] : []),
  ].join('')}</Relationships>`;
  // style 1 shows a number as a date and time (built-in format 22, m/d/yy h:mm)
  const styles = `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${main}"><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="22" applyNumberFormat="1"/></cellXfs></styleSheet>`;
  const entries: Entry[] = [
    { name: '[Content_Types].xml', data: ct },
    { name: '_rels/.rels', data: rels },
    { name: 'xl/workbook.xml', data: book },
    { name: 'xl/_rels/workbook.xml.rels', data: bookRels },
    { name: 'xl/styles.xml', data: styles },
    ...sheets.map((s, i): Entry => {
      const name = `xl/worksheets/sheet${i + 1}.xml`;
      if (typeof s.rows === 'object' && !Array.isArray(s.rows)) return { name, raw: s.rows };
      return { name, data: SHEET_HEAD + (Array.isArray(s.rows) ? s.rows.join('') : s.rows) + SHEET_TAIL };
    }),
  ];
  if (Array.isArray(strings)) {
    entries.push({ name: 'xl/sharedStrings.xml', data: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${main}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t>${esc(s)}</t></si>`).join('')}</sst>` });
  } else if (strings) entries.push({ name: 'xl/sharedStrings.xml', raw: strings });
  return zip(entries);
}

/** A cell of an ODS table: text, a number, or with its own attributes (`number-columns-repeated`…). */
export function ocell(v: string | number, attrs = ''): string {
  if (typeof v === 'number') return `<table:table-cell office:value-type="float" office:value="${v}"${attrs}><text:p>${v}</text:p></table:table-cell>`;
  return `<table:table-cell office:value-type="string"${attrs}><text:p>${esc(v)}</text:p></table:table-cell>`;
}

/** A row of an ODS table. */
export const orow = (cells: (string | number)[], attrs = ''): string => `<table:table-row${attrs}>${cells.map((c) => ocell(c)).join('')}</table:table-row>`;

export interface OTable { name: string; hidden?: boolean; rows: string | string[] }

/** An ODS workbook of `tables`, a hidden one hidden as LibreOffice hides it (a table style). */
export function ods(tables: OTable[]): Buffer {
  const ns = [
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
    'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  ].join(' ');
  const content = [
    `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${ns} office:version="1.2">`,
    '<office:automatic-styles>',
    '<style:style style:name="ta1" style:family="table"><style:table-properties table:display="true"/></style:style>',
    '<style:style style:name="ta2" style:family="table"><style:table-properties table:display="false"/></style:style>',
    '</office:automatic-styles><office:body><office:spreadsheet>',
    ...tables.map((t) => `<table:table table:name="${esc(t.name)}" table:style-name="${t.hidden ? 'ta2' : 'ta1'}">${Array.isArray(t.rows) ? t.rows.join('') : t.rows}</table:table>`),
    '</office:spreadsheet></office:body></office:document-content>',
  ].join('');
  const manifest = '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>';
  return zip([
    { name: 'mimetype', data: 'application/vnd.oasis.opendocument.spreadsheet', stored: true },
    { name: 'META-INF/manifest.xml', data: manifest },
    { name: 'content.xml', data: content },
    { name: 'styles.xml', data: `<?xml version="1.0" encoding="UTF-8"?><office:document-styles ${ns} office:version="1.2"/>` },
  ]);
}
