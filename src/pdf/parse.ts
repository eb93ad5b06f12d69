// SVG markup → an element tree, with sax (no regular expressions over markup). Each element keeps
// the template it came from: Templates.render marks its output with data-template, and a refusal
// names the nearest mark, so a user knows which of their files to fix.
import sax from 'sax';
import { InputError } from '../errors.js';

export interface El {
  name: string;
  attrs: Record<string, string>;
  children: El[];
  /** Character data, for <text>. */
  text: string;
  /** The template file the markup came from, if known. */
  from?: string;
}

/** Parses a fragment (any number of top-level elements) into one root group. */
export function parseFragment(markup: string, from?: string): El {
  const root: El = { name: 'g', attrs: {}, children: [], text: '', from };
  const stack: El[] = [root];
  const parser = sax.parser(true, { trim: false, normalize: false });
  parser.onopentag = (node) => {
    const parent = stack[stack.length - 1];
    const attrs = node.attributes as Record<string, string>;
    const el: El = { name: node.name, attrs, children: [], text: '', from: attrs['data-template'] ?? parent.from };
    parent.children.push(el);
    stack.push(el);
  };
  parser.onclosetag = () => void stack.pop();
  parser.ontext = (t) => void (stack[stack.length - 1].text += t);
  parser.oncdata = (t) => void (stack[stack.length - 1].text += t);
  parser.onerror = (err) => {
    throw new InputError(`${from ?? 'SVG'}: the markup is not well-formed XML (${err.message.split('\n')[0]}); check the template for an unclosed or misspelt tag`);
  };
  parser.write(`<g>${markup}</g>`).close();
  return root.children[0] ?? root;
}
