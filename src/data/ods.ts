// What SheetJS will make of an ODS sheet, found before it reads it. ODS writes a run of equal cells
// once with a count (`table:number-columns-repeated`, `table:number-rows-repeated`), and SheetJS
// makes every cell of the run: a 3 KB file can ask for 16 million. This walks content.xml's tags as
// SheetJS does (its own tag pattern, the same row and column counting) and refuses a workbook whose
// cells would pass the limit, at the cell that passes it. It also finds the hidden sheets, which
// SheetJS does not report: LibreOffice hides one by a table style with `table:display="false"`.
import { DataError } from '../errors.js';
import { CELLS_LIMIT, cellName, MAX_CELLS } from './cells.js';
import { count } from './read.js';

// SheetJS's pattern for the tags of ODS content (xlmlregex): a tag it does not match, it does not read
const TAG = /<([/]?)([^\s?><!/:"]*:|)([^\s?<>:/"]+)(?:\s+[^<>=?"'\s]+="[^"]*?")*\s*[/]?>/g;

const ATTRS = new Map<string, RegExp>();

/** An attribute of a tag, whatever its namespace prefix, as SheetJS reads it. */
function attr(tag: string, name: string): string | undefined {
  let re = ATTRS.get(name);
  if (!re) ATTRS.set(name, (re = new RegExp(`\\s(?:[^\\s=:]+:)?${name}="([^"]*)"`)));
  const m = re.exec(tag);
  return m ? m[1].replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!) : undefined;
}

/** The names of the hidden sheets of an ODS workbook's content.xml; too many cells is a DataError. */
export function scanOds(xml: string, file: string): Set<string> {
  const text = withoutComments(xml);
  const hiddenStyles = new Set<string>();
  const hidden = new Set<string>();
  let style = '';
  let table = '';
  let [row, col, rowRepeat, cells] = [-1, -1, 1, 0];
  TAG.lastIndex = 0;
  for (let m = TAG.exec(text); m; m = TAG.exec(text)) {
    const [tag, close] = [m[0], m[1] === '/'];
    const name = m[3].replace(/_[\s\S]*$/, '');
    const selfClosing = tag.endsWith('/>');
    if (name === 'style' && !close) style = attr(tag, 'name') ?? '';
    else if (name === 'table-properties' && attr(tag, 'display') === 'false') hiddenStyles.add(style);
    else if ((name === 'table' || name === '工作表') && !close && !selfClosing) {
      table = attr(tag, 'name') ?? attr(tag, '名称') ?? '';
      if (hiddenStyles.has(attr(tag, 'style-name') ?? '')) hidden.add(table);
      [row, col] = [-1, -1];
    } else if (name === 'table-row' || name === '行') {
      if (close) {
        row += rowRepeat;
        rowRepeat = 1;
        continue;
      }
      const at = attr(tag, '行号');
      if (at) row = Number(at) - 1;
      else if (row === -1) row = 0;
      rowRepeat = Number(attr(tag, 'number-rows-repeated')) || 1;
      col = -1;
    } else if ((name === 'table-cell' || name === '数据' || name === 'covered-table-cell') && !close) {
      col++;
      const across = Math.max(1, parseInt(attr(tag, 'number-columns-repeated') ?? '1', 10) || 1);
      // a cell with content is made once for each column and row of its run; an empty one, once
      const made = name === 'covered-table-cell' ? 0 : selfClosing ? 1 : across * Math.max(1, rowRepeat);
      cells += made;
      if (cells > MAX_CELLS) {
        const [r, c] = [Math.max(row, 0), col];
        const runs = [across > 1 ? `${count(across)} times across` : '', rowRepeat > 1 && !selfClosing ? `${count(rowRepeat)} times down` : ''].filter(Boolean);
        const repeated = runs.length ? `repeated ${runs.join(' and ')}, ` : '';
        throw new DataError({ file, line: r + 1, col: c + 1, cell: cellName(table, r, c) }, '', `${repeated}this cell makes the workbook ${count(cells)} cells; ${CELLS_LIMIT}`);
      }
      col += across - 1;
    }
  }
  return hidden;
}

/** The text without its comments, as SheetJS reads it (a tag inside a comment is no tag). */
function withoutComments(xml: string): string {
  if (!xml.includes('<!--')) return xml;
  const out: string[] = [];
  let from = 0;
  for (let i = xml.indexOf('<!--'); i >= 0; i = xml.indexOf('<!--', from)) {
    out.push(xml.slice(from, i));
    const end = xml.indexOf('-->', i + 4);
    if (end < 0) return out.join('');
    from = end + 3;
  }
  out.push(xml.slice(from));
  return out.join('');
}
