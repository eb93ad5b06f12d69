// SVG markup → an element tree, with sax (no regular expressions over markup). Each element keeps
// the template it came from: Templates.render marks its output with data-template, and a refusal
// names the nearest mark, so a user knows which of their files to fix.
import sax from 'sax';
import { DataError, InputError, excerpt } from '../errors.js';
import { MAX_NESTING, NESTING, checkUses } from './limits.js';
import { quickParse, type Handler } from './xml.js';

export interface El {
  name: string;
  attrs: Record<string, string>;
  children: El[];
  /** Character data, for <text>. */
  text: string;
  /** The template file the markup came from, if known. */
  from?: string;
}

const HINT = 'check the template for an unclosed or misspelt tag';
/** Levels of elements any markup nests: a page's own around its templates', each of at most MAX_NESTING. */
const MAX_MARKUP_NESTING = 4 * MAX_NESTING;

/** Parses a fragment (any number of top-level elements) into one root group (`quick` false: with sax alone). */
export function parseFragment(markup: string, from?: string, quick = true): El {
  const root: El = { name: 'g', attrs: {}, children: [], text: '', from };
  const stack: El[] = [root];
  const h: Handler = {
    open(node) {
      const parent = stack[stack.length - 1];
      const attrs = node.attrs;
      const el: El = { name: node.name, attrs, children: [], text: '', from: attrs['data-template'] ?? parent.from };
      // the tree is walked by recursion: it may not be deeper than the stack allows
      if (stack.length > MAX_MARKUP_NESTING) throw new InputError(`${el.from ?? 'SVG markup'}: elements nest more than ${MAX_MARKUP_NESTING} deep; ${NESTING}`);
      parent.children.push(el);
      stack.push(el);
    },
    close: () => void stack.pop(),
    text: (t) => void (stack[stack.length - 1].text += t),
  };
  // the markup broadside makes is read quickly; anything else, and every fault, by sax
  if (quick && quickParse(`<g>${markup}</g>`, h)) return root.children[0] ?? root;
  root.children = [];
  stack.length = 1;
  const parser = sax.parser(true, { trim: false, normalize: false });
  parser.onopentag = (node) => h.open({ name: node.name, attrs: node.attributes as Record<string, string> });
  parser.onclosetag = h.close;
  parser.ontext = h.text;
  parser.oncdata = h.text;
  parser.onerror = (err) => {
    // a user's template is checked on its own as it renders (checkTemplateOutput); this is the rest
    throw new InputError(`${stack[stack.length - 1].from ?? from ?? 'SVG'}: the markup is not well-formed XML (${excerpt(err.message.split('\n')[0])}); ${HINT}`);
  };
  parser.write(`<g>${markup}</g>`).close();
  return root.children[0] ?? root;
}

interface Flaw { line: number; col: number; problem: string; deep?: boolean }

/**
 * The first place where `text` (a fragment) is not well-formed XML, or nests elements more than
 * MAX_NESTING deep, 1-based; an unclosed tag is found where it opens.
 */
function flaw(text: string): Flaw | undefined {
  // markup the quick reader takes whole is well-formed: sax, which builds a long attribute a
  // character at a time, is left to find where a fault or a too deep nesting is
  let [depth, deep] = [0, false];
  const count: Handler = { open: () => void (++depth > MAX_NESTING + 1 && (deep = true)), close: () => void depth--, text: () => undefined };
  if (quickParse(`<g>${text}</g>`, count) && !deep) return undefined;
  const parser = sax.parser(true, { trim: false, normalize: false });
  // where each open tag began; the wrapper <g> stands before the first line
  const open: { name: string; line: number; col: number }[] = [];
  const lines = text.split('\n');
  // past the end of a line (at the wrapper's closing tag) stands for its end
  const at = (line: number, col: number) => ({ line: line + 1, col: Math.min(line === 0 ? Math.max(1, col - 3) : col, (lines[line]?.length ?? 0) || 1) });
  let found: Flaw | undefined;
  parser.onopentag = (node) => {
    open.push({ name: node.name, ...at(parser.line, parser.column) });
    // the wrapper <g> is one of them
    if (open.length - 1 > MAX_NESTING) {
      found = { ...place(text, parser.startTagPosition - 1 - '<g>'.length), problem: '', deep: true };
      throw new Error('too deep');
    }
  };
  parser.onclosetag = () => void open.pop();
  parser.onerror = (err) => {
    const why = excerpt(err.message.split('\n')[0]);
    const unclosed = /^Unclosed root tag/.test(why) ? open[open.length - 1] : undefined;
    if (unclosed && open.length > 1) found = { line: unclosed.line, col: unclosed.col, problem: `<${unclosed.name}> is never closed` };
    else found = { ...at(parser.line, parser.column), problem: unclosed ? 'a tag is left open: more opening tags than closing ones' : why };
    throw err;
  };
  try {
    parser.write(`<g>${text}</g>`).close();
  } catch {
    // the first error stops the parse, and is the one reported
  }
  return found;
}

/**
 * Refuses a user's template output that is not well-formed, at the template file's own line and
 * column when the file itself is malformed with every {{ }} blanked out (a value can stand
 * anywhere), else at the line of the output where the fault lies.
 */
export function checkTemplateOutput(output: string, file: string, source: string): void {
  const out = flaw(output);
  if (out) {
    const src = flaw(source.replace(/\{\{\{?[\s\S]*?\}?\}\}/g, (m) => m.replace(/[^\n]/g, ' ')));
    if (src) throw new DataError({ file, line: src.line, col: src.col }, '', src.deep ? `elements nest more than ${MAX_NESTING} deep; ${NESTING}` : `the markup is not well-formed XML (${src.problem}); ${HINT}`);
    const where = `at line ${out.line}, column ${out.col} of its output`;
    throw new InputError(`${file}: ${out.deep ? `the markup it produced nests elements more than ${MAX_NESTING} deep ${where}; ${NESTING}` : `the markup it produced is not well-formed XML (${out.problem}) ${where}; ${HINT}`}`);
  }
  // what its <use>s draw, before anything is drawn (the preview shows the markup as it is)
  if (output.includes('<use')) checkUses(parseFragment(output, file));
}

/** Line and column (1-based) of `offset` in `text`. */
function place(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split('\n').length;
  return { line, col: offset - before.lastIndexOf('\n') };
}
